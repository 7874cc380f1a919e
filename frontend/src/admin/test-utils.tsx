/**
 * Test helpers for the admin console: jsdom polyfills antd needs, a tiny fetch double for the
 * RTK Query api, and a render helper with the store, a router and the admin providers.
 * Import this file first in admin tests.
 */
import './test-polyfills';
import { configure, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
// A transitive dependency of antd, used here only to keep antd's styles out of the document.
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../app/store';
import { AdminProviders } from './AdminProviders';

// antd renders slowly in jsdom; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

// --- fetch double ----------------------------------------------------------------------------
// jsdom has Headers but no Request/Response/fetch; these carry just what fetchBaseQuery uses.
class FakeRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  constructor(url: string, init: { method?: string; headers?: Headers; body?: unknown } = {}) {
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    this.body = typeof init.body === 'string' ? init.body : null;
  }
  clone() {
    return this;
  }
}
class FakeResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  private readonly bodyText: string;
  constructor(body: string, init: { status: number; headers?: Record<string, string> }) {
    this.bodyText = body;
    this.status = init.status;
    this.ok = init.status >= 200 && init.status < 300;
    this.headers = new Headers(init.headers);
  }
  clone() {
    return new FakeResponse(this.bodyText, {
      status: this.status,
      headers: Object.fromEntries(this.headers.entries()),
    });
  }
  async text() {
    return this.bodyText;
  }
  async json() {
    return JSON.parse(this.bodyText) as unknown;
  }
}
const g = globalThis as unknown as Record<string, unknown>;
if (typeof g.Request === 'undefined') g.Request = FakeRequest;
if (typeof g.Response === 'undefined') g.Response = FakeResponse;

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export interface Reply {
  status?: number;
  body?: unknown;
}
type Handler = (call: ApiCall) => Reply | undefined;

/**
 * Replaces fetch: each call is matched to the first handler for its `METHOD /path` (path
 * without the query string); unmatched calls answer 404. Returns the list of calls made.
 */
export function mockApi(routes: Record<string, Reply | Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  g.fetch = jest.fn(async (input: FakeRequest) => {
    const url = new URL(input.url, 'http://localhost');
    const call: ApiCall = {
      method: input.method,
      path: url.pathname,
      query: url.searchParams,
      body: input.body ? (JSON.parse(input.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = (typeof route === 'function' ? route(call) : route) ?? {
      status: 404,
      body: { statusCode: 404, message: 'Not found' },
    };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new FakeResponse(text, { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
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
