/** The console's frame: the menu, the signed-in name and Logout once, the phone's drawer. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminStats, mockApi, renderAdmin } from './test-utils';
import AdminApp from './AdminApp';
import { ADMIN_TEXT } from './texts';

jest.setTimeout(60_000);

function signedIn() {
  return mockApi({
    'GET /api/auth/me': { body: { user: { id: 'u1', username: 'admin' } } },
    'GET /api/admin/stats': { body: adminStats() },
    'GET /api/products': { body: { products: [], total: 0 } },
  });
}

describe('AdminLayout', () => {
  it('shows Logout once: the dashboard repeats neither it nor the menu links', async () => {
    signedIn();
    renderAdmin(<AdminApp />, { route: '/admin', path: '/admin/*' });
    expect(await screen.findByRole('heading', { name: ADMIN_TEXT.dashboardTitle })).toBeVisible();
    expect(await screen.findByText('Total Orders')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Logout/ })).toHaveLength(1);
    // Each screen is linked once, from the menu.
    expect(screen.getAllByRole('link', { name: ADMIN_TEXT.navCategories })).toHaveLength(1);
  });

  it('opens the menu as a drawer with the links, the name and Logout', async () => {
    signedIn();
    renderAdmin(<AdminApp />, { route: '/admin', path: '/admin/*' });
    expect(await screen.findByRole('heading', { name: ADMIN_TEXT.dashboardTitle })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXT.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: ADMIN_TEXT.menuTitle });
    expect(within(drawer).getByRole('link', { name: ADMIN_TEXT.navCategories })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: /Logout/ })).toBeVisible();
    fireEvent.click(within(drawer).getByRole('link', { name: ADMIN_TEXT.navCategories }));
    // The link leads to its screen and closes the drawer.
    await waitFor(() => expect(drawer.closest('.ant-drawer')).not.toHaveClass('ant-drawer-open'));
    expect(
      within(drawer).getByRole('menuitem', { name: new RegExp(ADMIN_TEXT.navCategories) }),
    ).toHaveClass('ant-menu-item-selected');
  });
});
