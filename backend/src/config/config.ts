/**
 * Typed configuration read once from the environment (the operator's settings, README), checked
 * against the one schema in environment.ts. Anything invalid throws ConfigError, which main.ts
 * (and each CLI) prints as one line before exiting 1.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { getConfigToken } from '@nestjs/config';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { allowedHostList, databaseUrlProblem, Environment } from './environment';
import type { LogLevel } from './environment';

export { EXAMPLE_SESSION_SECRET, PRODUCTION_SECRET_MIN_LENGTH } from './environment';

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
  /** Server rendering of the storefront's pages (SSR=off: the bare index.html, as without a build). */
  ssr: boolean;
  /**
   * MySQL: how long connecting and any one query may take before the request gives up with a
   * 503 (a stopped or frozen database never hangs a request longer than this).
   */
  dbTimeoutSeconds: number;
  /** The built storefront (index.html and assets/); without an index.html no page is served. */
  storefrontDir: string;
  /** How often this replica looks for unconfirmed orders to auto-cancel; 0 = never. */
  autoCancelEverySeconds: number;
  /** ALLOWED_HOSTS: host names answered besides PUBLIC_URL's (common/allowed-hosts.ts). */
  allowedHosts: string[];
  /** API_DOCS: the public OpenAPI document at /api/docs; off in production unless `on`. */
  apiDocs: boolean;
  /** Metrics and logs (METRICS_PORT, METRICS_TOKEN, LOG_LEVEL, LOG_FORMAT). */
  observability: ObservabilityConfig;
  /** Messages to customers and staff: the channels (undefined: off) and the sender's pace. */
  messages: MessagesConfig;
}

export interface MessagesConfig {
  email?: { url: string; from: string };
  whatsapp?: { token: string; phoneNumberId: string; apiUrl: string; apiVersion: string };
  /** The webhook's secrets; each undefined: that check fails (401 / 403). */
  whatsappAppSecret?: string;
  whatsappVerifyToken?: string;
  /** 0: this replica sends nothing (another one does). */
  pollMs: number;
  sendTimeoutMs: number;
  /** A claim's lease: at least twice the send timeout. */
  leaseMs: number;
  retryBaseMs: number;
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

/** Variables the API reads: the schema's properties, in its order. */
export function environmentVariables(): string[] {
  const rules = getMetadataStorage().getTargetValidationMetadatas(Environment, '', true, false);
  return [...new Set(rules.map((rule) => rule.propertyName))];
}

/**
 * Checks an environment against the schema (environment.ts) and builds the typed AppConfig; the
 * first problem throws ConfigError with its one line. main.ts, the CLIs and the tests all call
 * this; only `process.env` itself is read here, as the default.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): AppConfig {
  // An empty variable takes its default, as if it were not set (compose passes `NAME=`).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value));
  const checked = plainToInstance(Environment, set);
  const [problem] = validateSync(checked, { stopAtFirstError: true });
  if (problem) {
    const message = Object.values(problem.constraints ?? {})[0];
    throw new ConfigError(message ?? `${problem.property} is not valid`);
  }
  return toAppConfig(checked);
}

export function parseDatabaseUrl(raw: string): DatabaseConfig {
  const problem = databaseUrlProblem(raw);
  if (problem) throw new ConfigError(problem);
  if (raw.startsWith('sqlite:')) {
    const path = raw.slice('sqlite:'.length);
    return { type: 'sqlite', path: path === ':memory:' ? path : resolve(path) };
  }
  const url = new URL(raw.replace(/^mariadb:/, 'mysql:'));
  return {
    type: 'mysql',
    url: url.toString(),
    host: url.hostname,
    database: url.pathname.replace(/^\//, ''),
  };
}

/** SESSION_SECRET, or one generated at first start and kept in the data folder. */
function sessionSecret(raw: string | undefined, dataDir: string): string {
  if (raw) return raw;
  const file = resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The checked variables as the code reads them: grouped, paths resolved, dependent defaults. */
function toAppConfig(env: Environment): AppConfig {
  const database = parseDatabaseUrl(env.DATABASE_URL);
  const dataDir = resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    nodeEnv: env.NODE_ENV,
    database,
    dataDir,
    seedDemo: env.SEED_DEMO ?? database.type === 'sqlite',
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    sessionSecret: sessionSecret(env.SESSION_SECRET, dataDir),
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    trustProxy: env.TRUST_PROXY,
    uploadDir: resolve(env.UPLOAD_DIR ?? resolve(dataDir, 'uploads')),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          timeoutSeconds: env.S3_TIMEOUT_SECONDS,
        }
      : undefined,
    contact: {
      email: env.CONTACT_EMAIL,
      whatsapp: env.CONTACT_WHATSAPP,
      instagram: env.CONTACT_INSTAGRAM,
    },
    trackRateLimit: env.TRACK_RATE_LIMIT,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    security: {
      loginIpRateLimit: env.LOGIN_IP_RATE_LIMIT,
      ordersPerPhonePerHour: env.ORDER_RATE_LIMIT_PHONE,
      ordersPerIpPerHour: env.ORDER_RATE_LIMIT_IP,
      maxUnitsPerProduct: env.ORDER_MAX_UNITS_PER_PRODUCT,
    },
    logRequests: env.LOG_REQUESTS,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    dbConnectRetries: env.DB_CONNECT_RETRIES,
    catalogCache: env.CATALOG_CACHE,
    ssr: env.SSR,
    dbTimeoutSeconds: env.DB_TIMEOUT_SECONDS,
    storefrontDir: resolve(env.STOREFRONT_DIR ?? resolve(__dirname, '../../../frontend/dist')),
    autoCancelEverySeconds: env.AUTO_CANCEL_EVERY_SECONDS,
    allowedHosts: allowedHostList(env.ALLOWED_HOSTS),
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    observability: {
      metricsPort: env.METRICS_PORT,
      metricsToken: env.METRICS_TOKEN,
      logLevel: env.LOG_LEVEL,
      logFormat: env.LOG_FORMAT,
    },
    messages: {
      email: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
      whatsapp:
        env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
          ? {
              token: env.WHATSAPP_TOKEN,
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
              apiVersion: env.WHATSAPP_API_VERSION,
            }
          : undefined,
      whatsappAppSecret: env.WHATSAPP_APP_SECRET,
      whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN,
      pollMs: env.MESSAGES_POLL_MS,
      sendTimeoutMs: env.MESSAGES_SEND_TIMEOUT_SECONDS * 1000,
      leaseMs: Math.max(env.MESSAGES_LEASE_SECONDS, env.MESSAGES_SEND_TIMEOUT_SECONDS * 2) * 1000,
      retryBaseMs: env.MESSAGES_RETRY_BASE_MS,
    },
  };
}

export type { LogLevel };

export interface ObservabilityConfig {
  /** Port of the Prometheus endpoint `/metrics`, a server of its own; undefined = off. */
  metricsPort?: number;
  /** When set, `/metrics` answers only `Authorization: Bearer <token>`. */
  metricsToken?: string;
  logLevel: LogLevel;
  /** `json`: one JSON object per line (production); `pretty`: coloured lines for a terminal. */
  logFormat: 'json' | 'pretty';
}

/** The namespace under which ConfigModule holds AppConfig (`ConfigService.get('app')`). */
export const APP_CONFIG_NAMESPACE = 'app';
/**
 * Nest injection token for AppConfig: the token of @nestjs/config's `app` namespace, so
 * `@Inject(APP_CONFIG) config: AppConfig` is the typed namespace itself (config.module.ts).
 */
export const APP_CONFIG = getConfigToken(APP_CONFIG_NAMESPACE);
