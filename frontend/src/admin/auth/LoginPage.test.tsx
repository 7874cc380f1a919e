import { adminStats, mockApi, renderAdmin, setText } from '../test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import AdminApp from '../AdminApp';
import { PASSWORD_TEXT } from './ChangePasswordDialog';

jest.setTimeout(60_000);

const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

/** GET /api/auth/me: the user when signed in, else the API's 401. */
function me(signedIn: boolean) {
  return signedIn
    ? { body: { user: { id: 'u1', username: 'admin' } } }
    : {
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHENTICATED', message: MSG.notSignedIn },
      };
}

describe('admin sign-in and guard', () => {
  it('sends a visitor without a session to the login, checks the fields, and signs in', async () => {
    let signedIn = false;
    const calls = mockApi({
      'GET /api/auth/me': () => me(signedIn),
      'POST /api/auth/login': ({ body }) => {
        if ((body as { password: string }).password !== 'admin-pass-123') {
          return {
            status: 401,
            body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: MSG.loginFailedBody },
          };
        }
        signedIn = true;
        return { body: { success: true, user: { id: 'u1', username: 'admin' } } };
      },
      'GET /api/admin/stats': { body: adminStats() },
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    renderAdmin(<AdminApp />, { route: '/admin/orders', path: '/admin/*' });

    expect(await screen.findByText('Admin Login')).toBeInTheDocument();

    signIn();
    expect(await screen.findByText(MSG.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();

    setText('Username', 'admin');
    setText('Password', 'wrong');
    signIn();
    expect(await screen.findByText(ADMIN_TEXT.loginFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(MSG.loginFailedBody)).toBeInTheDocument();

    setText('Password', 'admin-pass-123');
    signIn();
    expect(await screen.findByText(ADMIN_TEXT.loginSuccessTitle)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_TEXT.loginSuccessBody)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The username travels as `email`.
    expect(calls.filter((c) => c.path === '/api/auth/login').pop()?.body).toEqual({
      email: 'admin',
      password: 'admin-pass-123',
    });
  });

  it('logs out to the login page', async () => {
    let signedIn = true;
    const calls = mockApi({
      'GET /api/auth/me': () => me(signedIn),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { body: { success: true } };
      },
      'GET /api/admin/stats': { body: adminStats() },
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    renderAdmin(<AdminApp />, { route: '/admin', path: '/admin/*' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Total Orders')).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: /Logout/ })[0]);
    expect(await screen.findByText('Admin Login')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/logout')).toBe(true));
  });

  it('shows no welcome toast over the dialog that asks for a new password', async () => {
    let signedIn = false;
    const user = { id: 'u1', username: 'admin', mustChangePassword: true };
    mockApi({
      'GET /api/auth/me': () => (signedIn ? { body: { user } } : me(false)),
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: { success: true, user } };
      },
      'GET /api/admin/stats': { body: adminStats() },
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    renderAdmin(<AdminApp />, { route: '/admin/login', path: '/admin/*' });
    expect(await screen.findByText('Admin Login')).toBeInTheDocument();
    setText('Username', 'admin');
    setText('Password', 'generated-pass-1');
    signIn();
    expect(await screen.findByText(PASSWORD_TEXT.title)).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_TEXT.loginSuccessTitle)).not.toBeInTheDocument();
  });
});
