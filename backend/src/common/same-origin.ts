import type { Request } from 'express';

/**
 * Whether an `Origin` header names this request's own origin: scheme, host and port all equal
 * (an `https://` page is another origin than an `http://` shop, `:8080` another than `:80`).
 * The shop's side is what Express reads: the protocol and Host, or X-Forwarded-Proto/-Host
 * only from a proxy TRUST_PROXY trusts. Default ports compare equal to none (URL drops them).
 */
export function sameOrigin(req: Request, origin: string): boolean {
  const host = req.host;
  if (!host) return false;
  try {
    const theirs = new URL(origin);
    if (theirs.origin === 'null') return false;
    return theirs.origin === new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return false;
  }
}
