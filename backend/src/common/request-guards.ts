import type { NextFunction, Request, Response } from 'express';
import { MSG } from '../contract';
import { invalidRequest, unsupportedMediaType } from './api-error';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where a body other than JSON is the point: image uploads. */
const RAW_BODY_ROUTES: Array<{ path: RegExp; types: RegExp }> = [
  // The console's upload form (multer reads the `image` part).
  { path: /^\/api\/admin\/uploads\/?$/, types: /^multipart\/form-data$/ },
  // The local driver's presigned PUT: the image's own bytes, like a bucket's.
  {
    path: /^\/api\/uploads\/signed\/[^/]+\/?$/,
    types: /^(image\/[\w.+-]+|application\/octet-stream)$/,
  },
];

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * State-changing API calls carry `application/json` or no body at all: a form-encoded or
 * text body is 415 before anything reads it, so a cross-site HTML form (which cannot send
 * JSON without a CORS preflight) never reaches a handler. Image uploads take their own types.
 */
export function jsonOnlyWrites(req: Request, _res: Response, next: NextFunction): void {
  if (!WRITE_METHODS.has(req.method) || !hasBody(req)) return next();
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return next();
  // Mounted on /api: req.path is relative to the mount, the whole path is in originalUrl.
  const path = req.originalUrl.split('?')[0];
  const raw = RAW_BODY_ROUTES.find((route) => route.path.test(path));
  if (raw && raw.types.test(type)) return next();
  next(unsupportedMediaType(MSG.jsonOnly));
}

/**
 * The JSON parser's own words ("Unexpected token } in JSON at position 9") never reach the
 * client: a body that is not JSON is the generic 400 of the error shape.
 */
export function genericMalformedJson(
  error: unknown,
  _req: Request,
  _res: Response,
  next: NextFunction,
): void {
  const type = (error as { type?: unknown } | null)?.type;
  next(type === 'entity.parse.failed' ? invalidRequest(MSG.badRequest) : error);
}

/**
 * Answers that carry customer or admin data (orders, tracking, the console, sign-in) are never
 * stored by a browser or a proxy.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/** The paths whose answers carry customer or admin data (noStore). */
export const PRIVATE_API_PATHS = ['/api/admin', '/api/auth', '/api/orders'];
