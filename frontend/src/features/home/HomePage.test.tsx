/** The home hero's tagline in each language. */
import { screen } from '@testing-library/react';
import type { Settings } from '../../api/types';
import { ENGLISH, LanguageProvider } from '../../i18n';
import type { Language } from '../../i18n';
import { SHOP_SETTINGS } from '../../test/fixtures';
import { ARABIC_ALL } from '../../test/arabicTexts';
import { mockApi, renderStorefront } from '../../test/storefront';
import { HomePage } from './HomePage';
import { HOME_TEXT } from './texts';

// jsdom plays no video.
beforeAll(() => {
  window.HTMLMediaElement.prototype.play = () => Promise.resolve();
});

function renderHome(settings: Settings, language: Language) {
  mockApi({
    'GET /api/settings': () => ({ body: settings }),
    'GET /api/categories': () => ({ body: [] }),
  });
  return renderStorefront(
    <LanguageProvider value={language}>
      <HomePage />
    </LanguageProvider>,
  );
}

const tagline = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('home hero tagline', () => {
  it('shows the brand tagline on English pages', async () => {
    renderHome({ ...SHOP_SETTINGS, brandTagline: 'Melt Your Mind' }, ENGLISH);
    expect(await tagline('Melt Your Mind')).toBeInTheDocument();
  });

  it('shows the Arabic tagline on Arabic pages', async () => {
    renderHome({ ...SHOP_SETTINGS, brandTaglineAr: 'ذوّب عقلك' }, ARABIC_ALL);
    expect(await tagline('ذوّب عقلك')).toBeInTheDocument();
  });

  it('shows the Arabic default, never the English tagline, when no Arabic one is set', async () => {
    renderHome({ ...SHOP_SETTINGS, brandTagline: 'Melt Your Mind' }, ARABIC_ALL);
    const arabicDefault = ARABIC_ALL.t(HOME_TEXT).defaultTagline;
    expect(arabicDefault).toBe('ستريت وير سايكو دريب');
    // Once the settings are in (the contact section shows their e-mail), still the default.
    await screen.findAllByText(SHOP_SETTINGS.contactEmail);
    expect(await tagline(arabicDefault)).toBeInTheDocument();
    expect(screen.queryByText('Melt Your Mind')).toBeNull();
  });
});
