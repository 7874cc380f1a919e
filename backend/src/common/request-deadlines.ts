import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { MSG } from '../contract';

/** The request line and headers must arrive within this (Node's headersTimeout). */
export const HEADERS_DEADLINE_MS = 10_000;
/**
 * A body must arrive within this, plus its declared length at MIN_BODY_BYTES_PER_SECOND: a JSON
 * body (100 KB at most) within 10 s, a 5 MB image upload within about 2 minutes. A client that
 * trickles a body a byte at a time holds a socket 10 s, not Node's default 300 s.
 */
export const BODY_GRACE_MS = 8_000;
export const MIN_BODY_BYTES_PER_SECOND = 50 * 1024;
/** Node's own ceiling for a whole request (headers and body), above any body deadline. */
export const REQUEST_CEILING_MS = 150_000;
/** How often Node looks for requests past headersTimeout / requestTimeout (default 30 s). */
const CHECK_EVERY_MS = 1_000;

/** The error body of a request cut by a deadline. */
export function requestTimeoutBody(): string {
  return JSON.stringify({ statusCode: 408, code: 'REQUEST_TIMEOUT', message: MSG.requestTimeout });
}

/** Node's deadlines on the server: headers within 10 s, any whole request within the ceiling. */
export function applyServerDeadlines(server: Server): void {
  server.headersTimeout = HEADERS_DEADLINE_MS;
  server.requestTimeout = REQUEST_CEILING_MS;
  // Read when the server starts listening; @types/node does not declare it.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    CHECK_EVERY_MS;
}

/** The body's declared length: 0 for a chunked one (unknown), null when there is no body. */
function declaredLength(req: Request): number | null {
  const length = Number(req.headers['content-length'] ?? 0) || 0;
  if (length > 0) return length;
  return req.headers['transfer-encoding'] !== undefined ? 0 : null;
}

/**
 * The body's deadline, from the moment its headers were read: BODY_GRACE_MS plus its length at
 * the minimum rate. Past it the request is answered 408 in the error shape (unless an answer
 * already went out) and the connection is closed, whether or not anything was reading the body.
 */
export function bodyDeadline(req: Request, res: Response, next: NextFunction): void {
  const length = declaredLength(req);
  if (length === null || req.complete) return next();
  const ms = BODY_GRACE_MS + Math.ceil((length / MIN_BODY_BYTES_PER_SECOND) * 1000);
  const timer = setTimeout(() => {
    if (req.complete) return;
    const socket = req.socket;
    if (res.headersSent) {
      socket.destroy();
      return;
    }
    const body = requestTimeoutBody();
    res.writeHead(408, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    res.end(body, () => socket.destroy());
  }, ms);
  timer.unref();
  // A keep-alive socket carries many requests: each one's listener leaves with its body, or a
  // busy connection piles them up (Node's MaxListenersExceededWarning after 10).
  const clear = () => {
    clearTimeout(timer);
    req.socket.off('close', clear);
  };
  req.once('end', clear);
  req.socket.once('close', clear);
  next();
}
