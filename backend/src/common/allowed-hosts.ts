import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { hostname, networkInterfaces } from 'node:os';
import { MSG } from '../contract';

/** What the check reads of the configuration (AppConfig has it). */
export interface HostSettings {
  publicUrl?: string;
  allowedHosts: string[];
  trustProxy: string | number | boolean;
}

/** Always answered: a loopback name cannot send a shopper to another site, and probes use it. */
const LOOPBACK = ['localhost', '127.0.0.1', '::1'];

/**
 * The host names this shop answers for (as Django's ALLOWED_HOSTS): PUBLIC_URL's host and
 * ALLOWED_HOSTS, plus the loopback names. With neither set, also the machine's own name and
 * addresses, so `npm start` works from this machine and its network with nothing configured.
 */
export function allowedHostNames(config: Omit<HostSettings, 'trustProxy'>): Set<string> {
  const hosts = new Set([...LOOPBACK, ...config.allowedHosts]);
  if (config.publicUrl) hosts.add(new URL(config.publicUrl).hostname.replace(/^\[(.*)\]$/, '$1'));
  if (!config.publicUrl && config.allowedHosts.length === 0) {
    hosts.add(hostname().toLowerCase());
    for (const list of Object.values(networkInterfaces())) {
      for (const address of list ?? []) hosts.add(address.address.toLowerCase());
    }
  }
  return hosts;
}

/** `Shop.Example:8080` → `shop.example`, `[::1]:3000` → `::1`; null when it is no host at all. */
export function hostNameOf(header: string): string | null {
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) return bracketed[1];
  const named = /^([a-z0-9_.-]+?)\.?(?::\d{1,5})?$/.exec(value);
  return named ? named[1] : null;
}

/**
 * Refuses, at the HTTP server before Express, any request whose `Host` (or, behind TRUST_PROXY,
 * `X-Forwarded-Host`: every value of it) is not one of the shop's names: 400 in the error shape,
 * before any page, link, redirect or cached answer is built from it. Installed last, so it
 * wraps every other request listener (the cached public answers too).
 */
export function installAllowedHosts(server: Server, config: HostSettings): void {
  const allowed = allowedHostNames(config);
  const behindProxy = config.trustProxy !== false && config.trustProxy !== 0;
  const permitted = (value: string | string[] | undefined): boolean => {
    if (value === undefined) return true;
    const values = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','));
    return values.every((v) => {
      const name = hostNameOf(v);
      return name !== null && allowed.has(name);
    });
  };
  const handlers = server.listeners('request') as Array<
    (req: IncomingMessage, res: ServerResponse) => void
  >;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const ok =
      permitted(req.headers.host) && (!behindProxy || permitted(req.headers['x-forwarded-host']));
    if (ok) {
      for (const handler of handlers) handler.call(server, req, res);
      return;
    }
    const body = JSON.stringify({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: MSG.hostNotAllowed,
    });
    res.writeHead(400, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
