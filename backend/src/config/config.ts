/**
 * Typed configuration read once from the environment (the operator's settings, README).
 * Anything invalid throws ConfigError, which main.ts prints as one line before exiting 1.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export class ConfigError extends Error {}

export type DatabaseConfig =
  { type: 'sqlite'; path: string } | { type: 'mysql'; url: string; host: string; database: string };

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** How long one request to the bucket may take; the SDK tries twice. */
  timeoutSeconds: number;
}

export interface AppConfig {
  port: number;
  nodeEnv: string;
  database: DatabaseConfig;
  dataDir: string;
  seedDemo: boolean;
  adminUsername: string;
  adminPassword?: string;
  sessionSecret: string;
  sessionIdleMinutes: number;
  /** Set behind a reverse proxy so Secure cookies and client IPs work (e.g. `1` or `loopback`). */
  trustProxy: string | number | boolean;
  uploadDir: string;
  s3?: S3Config;
  /** Default contact details; the admin can change them in settings. */
  contact: { email: string; whatsapp: string; instagram: string };
  /** Tracking look-ups allowed per IP per minute. */
  trackRateLimit: number;
  /** Failed sign-ins allowed per username and IP per 15 minutes. */
  loginRateLimit: number;
  /** Abuse limits (security.ts): sign-in attempts per IP, orders per phone and IP, units per product. */
  security: SecurityLimits;
  logRequests: boolean;
  /** The shop's public origin for canonical links, Open Graph and the sitemap; else the request's. */
  publicUrl?: string;
  /** Connection attempts at start, 2 s apart (a container may start before its database). */
  dbConnectRetries: number;
  /** In-process cache of public catalog answers (CATALOG_CACHE=off turns it off, e.g. to measure). */
  catalogCache: boolean;
  /**
   * MySQL: how long connecting and any one query may take before the request gives up with a
   * 503 (a stopped or frozen database never hangs a request longer than this).
   */
  dbTimeoutSeconds: number;
  /** The built storefront (index.html and assets/); without an index.html no page is served. */
  storefrontDir: string;
  /** How often this replica looks for unconfirmed orders to auto-cancel; 0 = never. */
  autoCancelEverySeconds: number;
}

/** What a hostile client may do at most; the defaults are far above any real shopper or admin. */
export interface SecurityLimits {
  /** Failed sign-ins allowed per client address (any username) per 15 minutes. */
  loginIpRateLimit: number;
  /** Orders one phone number may place per hour. */
  ordersPerPhonePerHour: number;
  /** Orders one client address may place per hour. */
  ordersPerIpPerHour: number;
  /** Units of one product one order may take (all its sizes and colours together). */
  maxUnitsPerProduct: number;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

export function parseDatabaseUrl(raw: string): DatabaseConfig {
  if (raw.startsWith('sqlite:')) {
    const path = raw.slice('sqlite:'.length);
    if (!path)
      throw new ConfigError(
        'DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:./data/freakdrop.sqlite',
      );
    return { type: 'sqlite', path: path === ':memory:' ? path : resolve(path) };
  }
  if (raw.startsWith('mysql://') || raw.startsWith('mariadb://')) {
    let url: URL;
    try {
      url = new URL(raw.replace(/^mariadb:/, 'mysql:'));
    } catch {
      throw new ConfigError(`DATABASE_URL is not a valid URL: "${raw}"`);
    }
    const database = url.pathname.replace(/^\//, '');
    if (!url.hostname || !database) {
      throw new ConfigError(
        'DATABASE_URL must name a host and a database, e.g. mysql://user:pass@host:3306/freakdrop',
      );
    }
    return { type: 'mysql', url: url.toString(), host: url.hostname, database };
  }
  throw new ConfigError(
    `DATABASE_URL must start with sqlite: or mysql:// (got "${raw.slice(0, 40)}")`,
  );
}

function parseBool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** on/off as well as true/false, for switches operators flip. */
function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(on|true|1|yes)$/i.test(raw)) return true;
  if (/^(off|false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be on or off, got "${raw}"`);
}

function parsePositiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  return Number(raw);
}

function parsePublicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be an absolute URL like https://shop.example, got "${raw}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`PUBLIC_URL must start with https:// or http://, got "${raw}"`);
  }
  return url.origin;
}

function parseTrustProxy(raw: string | undefined): string | number | boolean {
  if (raw === undefined || raw === '') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  return raw;
}

/** The placeholder .env.example shipped before it left the secret empty: never a real secret. */
export const EXAMPLE_SESSION_SECRET = 'change-me-to-a-long-random-session-secret';
/** In production a secret must be at least this long (the generated one is 64 hex characters). */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

/**
 * SESSION_SECRET, or one generated at first start and kept in the data folder. In production
 * (NODE_ENV unset or `production`) a short secret or the example's placeholder is refused: with
 * it anyone could forge an admin session cookie.
 */
function sessionSecret(raw: string | undefined, dataDir: string, production: boolean): string {
  if (raw) {
    const hint = 'generate one with `openssl rand -hex 32`';
    if (production && (raw === EXAMPLE_SESSION_SECRET || /^change-?me/i.test(raw))) {
      throw new ConfigError(`SESSION_SECRET is the example's placeholder: ${hint}`);
    }
    if (production && raw.length < PRODUCTION_SECRET_MIN_LENGTH) {
      throw new ConfigError(
        `SESSION_SECRET must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production (got ${raw.length}): ${hint}`,
      );
    }
    if (raw.length < 16) throw new ConfigError('SESSION_SECRET must be at least 16 characters');
    return raw;
  }
  const file = resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = parsePort(env.PORT);
  const database = parseDatabaseUrl(env.DATABASE_URL || 'sqlite:./data/freakdrop.sqlite');
  const dataDir = resolve(env.DATA_DIR || './data');
  const nodeEnv = env.NODE_ENV || 'production';
  const s3 = env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION || 'us-east-1',
        endpoint: env.S3_ENDPOINT || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: parseBool('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, true),
        timeoutSeconds: parsePositiveInt('S3_TIMEOUT_SECONDS', env.S3_TIMEOUT_SECONDS, 10),
      }
    : undefined;
  const adminUsername = env.ADMIN_USERNAME || 'admin';
  if (!/^[A-Za-z0-9._@-]{3,64}$/.test(adminUsername)) {
    throw new ConfigError('ADMIN_USERNAME must be 3-64 letters, digits or . _ @ -');
  }
  if (
    env.ADMIN_PASSWORD !== undefined &&
    env.ADMIN_PASSWORD !== '' &&
    env.ADMIN_PASSWORD.length < 8
  ) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  }
  return {
    port,
    nodeEnv,
    database,
    dataDir,
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, database.type === 'sqlite'),
    adminUsername,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionSecret: sessionSecret(env.SESSION_SECRET, dataDir, nodeEnv === 'production'),
    sessionIdleMinutes: parsePositiveInt('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    uploadDir: resolve(env.UPLOAD_DIR || resolve(dataDir, 'uploads')),
    s3,
    contact: {
      email: env.CONTACT_EMAIL || 'hello@freakdrop.ae',
      whatsapp: env.CONTACT_WHATSAPP || '+971501234567',
      instagram: env.CONTACT_INSTAGRAM || '@freakdrop.ae',
    },
    trackRateLimit: parsePositiveInt('TRACK_RATE_LIMIT', env.TRACK_RATE_LIMIT, 30),
    loginRateLimit: parsePositiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 5),
    security: {
      loginIpRateLimit: parsePositiveInt('LOGIN_IP_RATE_LIMIT', env.LOGIN_IP_RATE_LIMIT, 20),
      ordersPerPhonePerHour: parsePositiveInt(
        'ORDER_RATE_LIMIT_PHONE',
        env.ORDER_RATE_LIMIT_PHONE,
        10,
      ),
      ordersPerIpPerHour: parsePositiveInt('ORDER_RATE_LIMIT_IP', env.ORDER_RATE_LIMIT_IP, 60),
      maxUnitsPerProduct: parsePositiveInt(
        'ORDER_MAX_UNITS_PER_PRODUCT',
        env.ORDER_MAX_UNITS_PER_PRODUCT,
        10,
      ),
    },
    logRequests: parseBool('LOG_REQUESTS', env.LOG_REQUESTS, true),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    dbConnectRetries:
      env.DB_CONNECT_RETRIES === '0'
        ? 0
        : parsePositiveInt('DB_CONNECT_RETRIES', env.DB_CONNECT_RETRIES, 5),
    catalogCache: parseSwitch('CATALOG_CACHE', env.CATALOG_CACHE, true),
    dbTimeoutSeconds: parsePositiveInt('DB_TIMEOUT_SECONDS', env.DB_TIMEOUT_SECONDS, 5),
    storefrontDir: resolve(env.STOREFRONT_DIR || resolve(__dirname, '../../../frontend/dist')),
    autoCancelEverySeconds:
      env.AUTO_CANCEL_EVERY_SECONDS === '0'
        ? 0
        : parsePositiveInt('AUTO_CANCEL_EVERY_SECONDS', env.AUTO_CANCEL_EVERY_SECONDS, 30),
  };
}

/** Nest injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
