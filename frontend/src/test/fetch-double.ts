/**
 * The one fetch double of the frontend tests, storefront and admin alike: RTK Query's
 * fetchBaseQuery runs unchanged (on Node's own Request and Response) against routes keyed
 * `METHOD /path` (the path without its query string). Unknown requests answer 404.
 */
// First, so the API module sees Node's fetch classes when it is created.
import './node-fetch';

export interface ApiCall {
  method: string;
  /** The path, without the query string. */
  path: string;
  query: URLSearchParams;
  url: URL;
  headers: Headers;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Route =
  Reply | ((call: ApiCall) => Reply | Response | undefined | Promise<Reply | Response | undefined>);

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces fetch for the rest of the test; returns the list of calls made, in order. */
export function mockApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchDouble = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      url,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = (typeof route === 'function' ? await route(call) : route) ?? {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
    };
    return reply instanceof Response ? reply : json(reply.status ?? 200, reply.body);
  });
  globalThis.fetch = fetchDouble as unknown as typeof fetch;
  return calls;
}
