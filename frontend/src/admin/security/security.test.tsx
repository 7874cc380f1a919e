import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, SECURITY_MSG } from '@freakdrop/contract';
import type { ActivityEntry } from '../../api/types';
import { adminStats, mockApi, renderAdmin, setText } from '../test-utils';
import AdminApp from '../AdminApp';
import { ADMIN_TEXT } from '../texts';
import { SECURITY_TEXT } from './texts';

jest.setTimeout(60_000);

const USER = { id: 'u1', username: 'owner' };
const OTPAUTH = 'otpauth://totp/FreakDrop:owner?secret=JBSWY3DPEHPK3PXP&issuer=FreakDrop';
const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h1v1H0z"/></svg>';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

const dashboard = {
  'GET /api/admin/stats': { body: adminStats() },
  'GET /api/products': { body: { products: [], total: 0 } },
};

function entry(changes: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 'a1',
    at: '2026-11-26T10:00:00.000Z',
    actor: { id: 'u1', username: 'owner' },
    action: 'update',
    entity: 'product',
    entityId: 'p1',
    changes: { priceFils: ['8000', '9000'] },
    ip: '10.0.0.7',
    ...changes,
  };
}

describe('two-step sign-in in the console', () => {
  it('asks for the code after the password and signs in with it', async () => {
    let signedIn = false;
    const calls = mockApi({
      'GET /api/auth/me': () =>
        signedIn
          ? { body: { user: USER } }
          : {
              status: 401,
              body: { statusCode: 401, code: 'UNAUTHENTICATED', message: MSG.notSignedIn },
            },
      'POST /api/auth/login': { body: { twoFactorRequired: true } },
      'POST /api/auth/two-factor': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return {
            status: 401,
            body: {
              statusCode: 401,
              code: 'INVALID_TWO_FACTOR_CODE',
              message: SECURITY_MSG.twoFactorCodeWrong,
            },
          };
        }
        signedIn = true;
        return { body: { success: true, user: USER } };
      },
      ...dashboard,
    });
    renderAdmin(<AdminApp />, { route: '/admin/login', path: '/admin/*' });
    setText('Username', 'owner');
    setText('Password', 'owner-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(SECURITY_TEXT.codeStepTitle)).toBeInTheDocument();
    setText(SECURITY_TEXT.code, '000000');
    fireEvent.click(screen.getByRole('button', { name: SECURITY_TEXT.verify }));
    expect(await screen.findByText(SECURITY_MSG.twoFactorCodeWrong)).toBeInTheDocument();

    setText(SECURITY_TEXT.code, ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: SECURITY_TEXT.verify }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/two-factor').pop()?.body).toEqual({
      code: '123456',
    });
    expect(screen.getByText(ADMIN_TEXT.loginSuccessTitle)).toBeInTheDocument();
  });

  it('enrols: the QR code, a first code, then the recovery codes shown once', async () => {
    let enabled = false;
    const calls = mockApi({
      'GET /api/auth/me': { body: { user: USER } },
      'GET /api/admin/me/two-factor': () => ({
        body: { enabled, recoveryCodesLeft: enabled ? 10 : 0 },
      }),
      'POST /api/admin/me/two-factor': { body: { otpauthUrl: OTPAUTH, qrSvg: QR } },
      'POST /api/admin/me/two-factor/confirm': () => {
        enabled = true;
        return { body: { recoveryCodes: RECOVERY } };
      },
    });
    renderAdmin(<AdminApp />, { route: '/admin/two-factor', path: '/admin/*' });
    expect(await screen.findByText(SECURITY_TEXT.twoFactorOff)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: SECURITY_TEXT.start }));

    const qr = await screen.findByRole('img', { name: SECURITY_TEXT.qrAlt });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`,
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    setText(SECURITY_TEXT.code, '654321');
    fireEvent.click(screen.getByRole('button', { name: SECURITY_TEXT.confirm }));
    const list = await screen.findByRole('list', { name: SECURITY_TEXT.recoveryTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText(RECOVERY[0])).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/me/two-factor/confirm')?.body).toEqual({
      code: '654321',
    });

    fireEvent.click(screen.getByRole('button', { name: SECURITY_TEXT.recoveryDone }));
    expect(await screen.findByText(SECURITY_TEXT.twoFactorOn)).toBeInTheDocument();
    expect(screen.queryByText(RECOVERY[0])).not.toBeInTheDocument();
  });

  it('lands an owner the shop requires to enrol on the enrolment screen', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/auth/me': () =>
        signedIn
          ? { body: { user: USER } }
          : {
              status: 401,
              body: { statusCode: 401, code: 'UNAUTHENTICATED', message: MSG.notSignedIn },
            },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: { success: true, user: USER, twoFactorEnrolmentRequired: true } };
      },
      'GET /api/admin/me/two-factor': { body: { enabled: false, recoveryCodesLeft: 0 } },
    });
    renderAdmin(<AdminApp />, { route: '/admin/login', path: '/admin/*' });
    setText('Username', 'owner');
    setText('Password', 'owner-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SECURITY_TEXT.enrolmentRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SECURITY_TEXT.start })).toBeInTheDocument();
  });
});

describe('activity in the console', () => {
  it('lists the log newest first and filters it', async () => {
    const calls = mockApi({
      'GET /api/auth/me': { body: { user: USER } },
      'GET /api/admin/activity': ({ query }) => ({
        body: {
          entries:
            query.get('entity') === 'order'
              ? [
                  entry({
                    id: 'a2',
                    entity: 'order',
                    entityId: 'o1',
                    action: 'status',
                    changes: { status: ['PENDING', 'CONFIRMED'] },
                  }),
                ]
              : [
                  entry(),
                  entry({
                    id: 'a3',
                    action: 'sign-in-failed',
                    actor: { id: null, username: null },
                    entity: 'account',
                    entityId: null,
                    changes: {},
                  }),
                ],
          total: 2,
        },
      }),
    });
    renderAdmin(<AdminApp />, { route: '/admin/activity', path: '/admin/*' });
    expect(
      await screen.findByRole('heading', { name: SECURITY_TEXT.activityTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText('priceFils')).toBeInTheDocument();
    expect(screen.getByText('8000')).toBeInTheDocument();
    expect(screen.getByText('9000')).toBeInTheDocument();
    expect(screen.getAllByText('10.0.0.7')).toHaveLength(2);
    expect(screen.getByText('sign-in-failed')).toBeInTheDocument();
    expect(screen.getByText(SECURITY_TEXT.someone)).toBeInTheDocument();

    const actor = screen.getByLabelText(SECURITY_TEXT.filterActor);
    fireEvent.change(actor, { target: { value: 'owner' } });
    fireEvent.keyDown(actor, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/admin/activity')
          .pop()
          ?.query.get('actor'),
      ).toBe('owner'),
    );
  });

  it("shows an order's own activity on its detail", async () => {
    const { RecordHistory } = await import('./RecordHistory');
    const calls = mockApi({
      'GET /api/admin/activity': {
        body: {
          entries: [
            entry({
              entity: 'order',
              entityId: 'o1',
              action: 'status',
              changes: { status: ['PENDING', 'CONFIRMED'] },
            }),
          ],
          total: 1,
        },
      },
    });
    renderAdmin(<RecordHistory entity="order" id="o1" />);
    expect(await screen.findByText('CONFIRMED')).toBeInTheDocument();
    // The action's tag and the changed field's name.
    expect(screen.getAllByText('status')).toHaveLength(2);
    const call = calls.find((c) => c.path === '/api/admin/activity');
    expect(call?.query.get('entity')).toBe('order');
    expect(call?.query.get('entityId')).toBe('o1');
  });
});
