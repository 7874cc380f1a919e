import { adminStats, mockApi, renderAdmin, setText } from '../test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@freakdrop/contract';
import AdminApp from '../AdminApp';
import { PASSWORD_TEXT } from './ChangePasswordDialog';

jest.setTimeout(60_000);

describe('an admin signed in with a generated password', () => {
  it('is asked to choose their own, and the dialog goes once it is saved', async () => {
    let generated = true;
    const calls = mockApi({
      'GET /api/auth/me': () => ({
        body: {
          user: generated
            ? { id: 'u1', username: 'admin', mustChangePassword: true }
            : { id: 'u1', username: 'admin' },
        },
      }),
      'PUT /api/admin/account/password': ({ body }) => {
        if ((body as { currentPassword: string }).currentPassword !== 'printed-once') {
          return {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: MSG.currentPasswordWrong,
              errors: { currentPassword: MSG.currentPasswordWrong },
            },
          };
        }
        generated = false;
        return { body: { user: { id: 'u1', username: 'admin' } } };
      },
      'GET /api/admin/stats': { body: adminStats() },
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    renderAdmin(<AdminApp />, { route: '/admin', path: '/admin/*' });

    expect(await screen.findByText(PASSWORD_TEXT.title)).toBeInTheDocument();
    setText(PASSWORD_TEXT.current, 'wrong');
    setText(PASSWORD_TEXT.next, 'short');
    setText(PASSWORD_TEXT.confirm, 'other');
    fireEvent.click(screen.getByRole('button', { name: PASSWORD_TEXT.save }));
    expect(await screen.findByText(MSG.newPasswordMin)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_TEXT.mismatch)).toBeInTheDocument();

    setText(PASSWORD_TEXT.next, 'my-own-password');
    setText(PASSWORD_TEXT.confirm, 'my-own-password');
    fireEvent.click(screen.getByRole('button', { name: PASSWORD_TEXT.save }));
    expect(await screen.findByText(MSG.currentPasswordWrong)).toBeInTheDocument();

    setText(PASSWORD_TEXT.current, 'printed-once');
    fireEvent.click(screen.getByRole('button', { name: PASSWORD_TEXT.save }));
    expect(await screen.findByText(MSG.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(PASSWORD_TEXT.title)).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/admin/account/password').pop()?.body).toEqual({
      currentPassword: 'printed-once',
      newPassword: 'my-own-password',
    });
  });
});
