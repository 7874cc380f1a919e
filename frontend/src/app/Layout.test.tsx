/**
 * The storefront frame around a screen that throws: the error panel in the page's language
 * under the shop's header, and Retry renders the screen again.
 */
import { mockApi } from '../test/storefront';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SHELL_TEXT } from '../components/texts';
import { ENGLISH, LanguageProvider } from '../i18n';
import type { Language } from '../i18n';
import { AR, ARABIC_ALL } from '../test/arabicTexts';
import { Layout } from './Layout';
import { makeStore } from './store';

/** Throws while `broken.now` is true, as a screen with a bug (or bad data) would. */
const broken = { now: true };
function Fragile() {
  if (broken.now) throw new Error('the screen broke');
  return <h1>All good</h1>;
}

function renderShop(lang: Language) {
  mockApi({
    'GET /api/settings': () => ({
      body: {
        deliveryAED: 20,
        contactEmail: 'hello@freakdrop.ae',
        whatsappNumber: '+971501234567',
        instagramHandle: '@freakdrop',
      },
    }),
  });
  return render(
    <LanguageProvider value={lang}>
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="/" element={<Fragile />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>
    </LanguageProvider>,
  );
}

describe('a screen that throws', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    broken.now = true;
    // React and the boundary report the error; the test expects it.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the error panel under the header, and Retry shows the screen again', async () => {
    renderShop(ENGLISH);
    expect(screen.getByRole('alert')).toHaveTextContent(SHELL_TEXT.errorTitle);
    // The shop's header stays: its navigation and the bag.
    expect(screen.getByRole('navigation', { name: SHELL_TEXT.mainNav })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHELL_TEXT.openCart(0) })).toBeInTheDocument();

    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: SHELL_TEXT.retry }));
    expect(await screen.findByRole('heading', { name: 'All good' })).toBeInTheDocument();
    expect(screen.queryByText(SHELL_TEXT.errorTitle)).toBeNull();
  });

  it('speaks the page’s language', async () => {
    renderShop(ARABIC_ALL);
    expect(screen.getByRole('alert')).toHaveTextContent(AR.shell.errorTitle);
    expect(screen.getByRole('navigation', { name: AR.shell.mainNav })).toBeInTheDocument();

    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: AR.shell.retry }));
    expect(await screen.findByRole('heading', { name: 'All good' })).toBeInTheDocument();
  });
});
