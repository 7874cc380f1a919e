/** A console screen that throws: the error panel inside the menu and header, and Retry. */
import { mockApi, renderAdmin } from './test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';
import { ADMIN_TEXT } from './texts';

const broken = { now: true };
function Fragile() {
  if (broken.now) throw new Error('the screen broke');
  return <h1>All good</h1>;
}

it('shows the error panel in the console, and Retry shows the screen again', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    mockApi({
      'GET /api/auth/me': () => ({
        body: { user: { username: 'admin', mustChangePassword: false } },
      }),
    });
    renderAdmin(
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="/admin" element={<Fragile />} />
        </Route>
      </Routes>,
    );
    expect(await screen.findByText(ADMIN_TEXT.screenFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_TEXT.screenFailedBody)).toBeInTheDocument();
    // The console's header and menu stay.
    expect(screen.getByText(ADMIN_TEXT.consoleTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Logout/ })).toBeInTheDocument();

    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: ADMIN_TEXT.retry }));
    expect(await screen.findByRole('heading', { name: 'All good' })).toBeInTheDocument();
  } finally {
    consoleError.mockRestore();
  }
});
