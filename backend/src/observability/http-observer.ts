import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestLineWriter, safeUrl } from './logging';
import type { RequestLineWriter } from './logging';
import type { CacheName, Metrics } from './metrics';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a trusted proxy may give as a request id (nginx's $request_id is 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const ROUTE = Symbol('route');
const CACHED = Symbol('cached');
const STARTED = Symbol('started');

/**
 * The request as the observer sees it: its route once known. Its id is `req.id` (typed on
 * IncomingMessage by pino-http, as nestjs-pino expects it).
 */
export interface ObservedRequest extends IncomingMessage {
  [ROUTE]?: string;
  [CACHED]?: boolean;
  /** Set by Express once a route matched: its template (e.g. `/api/products/:slugOrId`). */
  route?: { path?: unknown };
}

/** The response of an observed request: when it started (`performance.now()`). */
interface ObservedResponse extends ServerResponse<ObservedRequest> {
  [STARTED]?: number;
}

export interface HttpObservation {
  /**
   * Whether the peer at this address may give the request id: a proxy TRUST_PROXY trusts
   * (Express's own compiled `trust proxy` test), never a client talking to the API directly.
   */
  trustRequestId: (remoteAddress: string | undefined) => boolean;
  /** Feeds the duration histogram (METRICS_PORT set), else undefined. */
  metrics?: Metrics;
  /** Writes one line per request (LOG_REQUESTS), else undefined. */
  log?: Logger;
}

/**
 * Observes every HTTP request at the server, in front of everything else, the fast path of
 * cached public answers (cache/fast-public-answers.ts) included: gives it a request id
 * (the trusted proxy's `X-Request-Id`, else a new UUID) echoed in the response, and when it
 * ends records its duration by method, route template and status, and logs one line. Install
 * it after every other `request` listener: it moves them behind itself.
 */
export function installHttpObservation(server: Server, options: HttpObservation): void {
  const handlers = server.listeners('request') as Array<
    (req: IncomingMessage, res: ServerResponse) => void
  >;
  server.removeAllListeners('request');
  const { metrics, log, trustRequestId } = options;
  const writeLine = log ? requestLineWriter(log) : undefined;
  // One listener for every response (no closure per request): `this` is the response.
  function ended(this: ObservedResponse): void {
    const seconds = (performance.now() - (this[STARTED] ?? 0)) / 1000;
    const req = this.req;
    // A client that went away before the answer was sent: nginx's "client closed" code.
    const status = this.writableFinished ? this.statusCode : 499;
    const route = routeOf(req, status);
    metrics?.observeRequest(req.method ?? 'OTHER', route, status, seconds);
    if (writeLine) logRequest(writeLine, req, route, status, seconds);
  }
  server.on('request', (req: ObservedRequest, res: ObservedResponse) => {
    const header = req.headers[REQUEST_ID_HEADER];
    const given = header && trustRequestId(req.socket.remoteAddress) ? header : undefined;
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (metrics || writeLine) {
      res[STARTED] = performance.now();
      res.on('close', ended);
    }
    for (const handler of handlers) handler.call(server, req, res);
  });
}

/**
 * Express middleware: `req.log`, a child of the root logger with the request's id, which
 * nestjs-pino's middleware makes the logger of everything logged during the request.
 */
export function bindRequestLogger(root: Logger) {
  return (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    req.log = root.child({ reqId: req.id });
    next();
  };
}

/** Called by the fast path for an answer it sent: its route (as Express saw it) and cache. */
export function servedFromCache(
  metrics: Metrics | undefined,
  req: IncomingMessage,
  route: string | undefined,
  cache: CacheName,
): void {
  const observed = req as ObservedRequest;
  if (route) observed[ROUTE] = route;
  observed[CACHED] = true;
  metrics?.cache(cache, 'hit');
}

/** The route template Express matched, as a string (`/api/products/:slugOrId`), or undefined. */
export function matchedRoute(req: IncomingMessage): string | undefined {
  const path = (req as ObservedRequest).route?.path;
  if (typeof path === 'string') return path;
  return Array.isArray(path) ? path.join('|') : undefined;
}

/**
 * The route label: the template Express matched, or the one the fast path replayed; requests
 * no route took (files, unknown paths, refused before routing) fall in a few fixed groups,
 * never their URL.
 */
function routeOf(req: ObservedRequest, status: number): string {
  const route = req[ROUTE] ?? matchedRoute(req);
  if (route) return route;
  const url = req.url ?? '';
  if (url.startsWith('/uploads/')) return '/uploads/*';
  if (url.startsWith('/assets/')) return '/assets/*';
  if (status === 404) return 'unmatched';
  return url.startsWith('/api/') ? '/api/*' : '/*';
}

function logRequest(
  writeLine: RequestLineWriter,
  req: ObservedRequest,
  route: string,
  status: number,
  seconds: number,
): void {
  writeLine(
    String(req.id),
    req.method ?? 'OTHER',
    route,
    safeUrl(req.url ?? '', route),
    status,
    Math.round(seconds * 10_000) / 10,
    req[CACHED] === true,
  );
}
