/**
 * Test helpers for the admin console: jsdom polyfills antd needs, the frontend's one fetch
 * double (re-exported), and a render helper with the store, a router and the admin providers.
 * Import this file first in admin tests.
 */
import './test-polyfills';
import { mockApi as mockFetch } from '../test/fetch-double';
import type { ApiCall, Route as ApiRoute } from '../test/fetch-double';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_MESSAGE_TEMPLATES } from '@freakdrop/contract';
import type { OrderStatus } from '@freakdrop/contract';
import type { AdminSettings, AdminStats } from '../api/types';
import type { RenderResult } from '@testing-library/react';
// A transitive dependency of antd, used here only to keep antd's styles out of the document.
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../app/store';
import { AdminProviders } from './AdminProviders';
import { OWNER_ME, SHOP_SETTINGS } from '../test/fixtures';

// antd renders slowly in jsdom; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

export { json } from '../test/fetch-double';
export type { ApiCall, Reply } from '../test/fetch-double';

/**
 * The fetch double (test/fetch-double.ts) with the signed-in staff member answered as the shop's
 * owner unless `routes` answer `GET /api/admin/me` themselves (a role's view of the console).
 */
export function mockApi(routes: Record<string, ApiRoute>): ApiCall[] {
  return mockFetch({ 'GET /api/admin/me': { body: OWNER_ME }, ...routes });
}

/**
 * antd's generated CSS goes to a detached node: jsdom's getComputedStyle (which user-event
 * calls on every action) walks every stylesheet and would crawl. Motion is off so dialogs and
 * toasts appear and leave at once.
 */
const styleSink = document.createElement('div');

/** Renders admin UI with a fresh store, a memory router at `route` and the admin providers. */
export function renderAdmin(
  ui: React.ReactElement,
  { route = '/admin', path }: { route?: string; path?: string } = {},
): RenderResult {
  const store = makeStore();
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <StyleProvider container={styleSink}>
          <AdminProviders>
            <ConfigProvider theme={{ token: { motion: false } }}>
              {path ? (
                <Routes>
                  <Route path={path} element={ui} />
                  <Route path="*" element={<div>elsewhere</div>} />
                </Routes>
              ) : (
                ui
              )}
            </ConfigProvider>
          </AdminProviders>
        </StyleProvider>
      </MemoryRouter>
    </Provider>,
  );
}

/**
 * Types `value` into the field labelled `label` as one change event: antd in jsdom is slow enough
 * without typing key by key.
 */
export const setText = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The dashboard's figures for a shop with no orders; `counted` makes one order of that status. */
export function adminStats(counted?: OrderStatus, changes: Partial<AdminStats> = {}): AdminStats {
  const none = {
    all: 0,
    PENDING: 0,
    CONFIRMED: 0,
    OUT_FOR_DELIVERY: 0,
    DELIVERED: 0,
    CANCELLED: 0,
  };
  return {
    counts: counted ? { ...none, all: 1, [counted]: 1 } : none,
    revenueAED: 0,
    openValueAED: 0,
    recentOrders: [],
    lowStockProducts: [],
    daily: [],
    rates: { confirmedPct: 0, deliveredPct: 0, refusedPct: 0 },
    ...changes,
  };
}

/** The console's settings: the general ones, the confirmation templates, delivery at defaults. */
export function adminSettings(changes: Partial<AdminSettings> = {}): AdminSettings {
  return {
    ...SHOP_SETTINGS,
    brandTaglineAr: SHOP_SETTINGS.brandTaglineAr ?? null,
    confirmationTemplateEN: 'Hi {name}, confirm {orderNumber}?',
    confirmationTemplateAR: 'مرحباً {name}',
    autoCancelUnconfirmedHours: 0,
    requireTwoFactorForOwners: false,
    deliveryByCityAED: {},
    freeDeliveryFromAED: null,
    codFeeAED: 0,
    codMaxOrderAED: null,
    couriers: [],
    messageTemplates: DEFAULT_MESSAGE_TEMPLATES,
    ...changes,
  };
}
