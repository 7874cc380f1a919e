import { adminStats, mockApi, renderAdmin } from '../test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffMember } from '../../api/types';
import { AGENT_ME } from '../../test/fixtures';
import { ADMIN_TEXT } from '../texts';
import { CONFIRM_TEXT } from '../confirmation/texts';
import { SECURITY_TEXT } from '../security/texts';
import AdminApp from '../AdminApp';
import { STAFF_TEXT } from './texts';

jest.setTimeout(60_000);

const OWNER: StaffMember = {
  id: 'u1',
  username: 'admin',
  displayName: 'admin',
  role: 'owner',
  disabled: false,
  twoFactor: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  newOrderAlerts: false,
  email: null,
  whatsapp: null,
};

const signedIn = (id: string, username: string) => ({ body: { user: { id, username } } });
const menu = () => screen.getByRole('menu');

describe('roles in the console', () => {
  it('shows an agent only the dashboard, orders and to-confirm', async () => {
    mockApi({
      'GET /api/auth/me': signedIn('u2', 'sara'),
      'GET /api/admin/me': { body: AGENT_ME },
      'GET /api/admin/stats': { body: adminStats() },
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    renderAdmin(<AdminApp />, { route: '/admin/settings', path: '/admin/*' });
    // A screen the role may not open leads to the dashboard.
    expect(
      await within(await screen.findByRole('menu')).findByText(ADMIN_TEXT.navDashboard),
    ).toBeTruthy();
    expect(screen.getByText('Sara')).toBeTruthy();
    const shown = within(menu())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(shown).toEqual([
      ADMIN_TEXT.navDashboard,
      ADMIN_TEXT.navOrders,
      CONFIRM_TEXT.navToConfirm,
      SECURITY_TEXT.navTwoFactor,
      STAFF_TEXT.navAccount,
      ADMIN_TEXT.navShop,
    ]);
    expect(screen.queryByText(ADMIN_TEXT.settingsTitle)).toBeNull();
  });

  it('lets an owner add a staff member and set a password', async () => {
    const staff: StaffMember[] = [OWNER];
    const calls = mockApi({
      'GET /api/auth/me': signedIn('u1', 'admin'),
      'GET /api/admin/staff': () => ({ body: { staff } }),
      'POST /api/admin/staff': ({ body }) => {
        const input = body as { username: string; displayName?: string; role: 'agent' };
        const made: StaffMember = {
          ...OWNER,
          id: 'u3',
          username: input.username,
          displayName: input.displayName ?? input.username,
          role: input.role,
        };
        staff.push(made);
        return { status: 201, body: made };
      },
      'POST /api/admin/staff/u3/password': { body: { ...OWNER, id: 'u3' } },
    });
    renderAdmin(<AdminApp />, { route: '/admin/staff', path: '/admin/*' });
    expect(await screen.findByText(STAFF_TEXT.roles.owner)).toBeTruthy();
    expect(within(menu()).getByText(STAFF_TEXT.navStaff)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: new RegExp(STAFF_TEXT.addStaff) }));
    const dialog = await screen.findByRole('dialog', { name: STAFF_TEXT.addStaff });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(STAFF_TEXT.fieldUsername, 'sara');
    type(STAFF_TEXT.fieldDisplayName, 'Sara K');
    type(STAFF_TEXT.fieldPassword, 'short');
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXT.save }));
    expect(
      await within(dialog).findByText('The password must be at least 8 characters'),
    ).toBeTruthy();
    type(STAFF_TEXT.fieldPassword, 'sara-password-1');
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXT.save }));
    expect(await screen.findByText('Sara K')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'sara',
      displayName: 'Sara K',
      role: 'agent',
      password: 'sara-password-1',
    });

    fireEvent.click(await screen.findByRole('button', { name: `${STAFF_TEXT.setPassword} sara` }));
    const passwordDialog = (await screen.findByText(STAFF_TEXT.setPasswordTitle('Sara K'))).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    fireEvent.change(within(passwordDialog).getByLabelText(STAFF_TEXT.fieldPassword), {
      target: { value: 'new-password-2' },
    });
    fireEvent.click(within(passwordDialog).getByRole('button', { name: ADMIN_TEXT.save }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/staff/u3/password')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/api/admin/staff/u3/password')?.body).toEqual({
      password: 'new-password-2',
    });
  });
});
