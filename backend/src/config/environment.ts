/**
 * The one schema of the operator's settings: every environment variable the API reads, its
 * default and its check, as one class-validator class (README, "Configuration"). A variable
 * left empty takes its default. `config.ts` validates an environment against it and builds the
 * typed AppConfig the code reads.
 */
import { Transform } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  registerDecorator,
} from 'class-validator';
import type { ValidationArguments } from 'class-validator';

/** `NAME must …, got "raw"`: the one line an operator reads. */
const got =
  (rule: string) =>
  ({ property, value }: ValidationArguments): string =>
    `${property} ${rule}, got "${String(value)}"`;

/** A whole number (from `min`, and up to `max`); anything else stays text and fails the check. */
function WholeNumber(min: number, max?: number, rule = 'must be a positive whole number') {
  const message = got(rule);
  return (target: object, property: string) => {
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
    )(target, property);
    IsInt({ message })(target, property);
    Min(min, { message })(target, property);
    if (max !== undefined) Max(max, { message })(target, property);
  };
}

/** Words for yes and no: true/false, 1/0, yes/no, and on/off for a switch (any case). */
function Words(on: RegExp, off: RegExp, rule: string) {
  return (target: object, property: string) => {
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      if (on.test(value)) return true;
      return off.test(value) ? false : value;
    })(target, property);
    IsBoolean({ message: got(rule) })(target, property);
  };
}
const Flag = () => Words(/^(true|1|yes)$/i, /^(false|0|no)$/i, 'must be true or false');
/** on/off as well as true/false, for switches operators flip. */
const Switch = () => Words(/^(on|true|1|yes)$/i, /^(off|false|0|no)$/i, 'must be on or off');

/**
 * A check whose message depends on what is wrong: `problem` answers the message, or undefined
 * when the value is fine. It sees the whole environment (SESSION_SECRET depends on NODE_ENV).
 */
function Check(problem: (value: string, env: Environment) => string | undefined) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          problem(String(value), args.object as Environment) === undefined,
        defaultMessage: (args?: ValidationArguments) =>
          (args && problem(String(args.value), args.object as Environment)) ?? '',
      },
    });
}

export function databaseUrlProblem(raw: string): string | undefined {
  if (raw.startsWith('sqlite:')) {
    return raw === 'sqlite:'
      ? 'DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:./data/freakdrop.sqlite'
      : undefined;
  }
  if (raw.startsWith('mysql://') || raw.startsWith('mariadb://')) {
    let url: URL;
    try {
      url = new URL(raw.replace(/^mariadb:/, 'mysql:'));
    } catch {
      return `DATABASE_URL is not a valid URL: "${raw}"`;
    }
    return url.hostname && url.pathname.replace(/^\//, '')
      ? undefined
      : 'DATABASE_URL must name a host and a database, e.g. mysql://user:pass@host:3306/freakdrop';
  }
  return `DATABASE_URL must start with sqlite: or mysql:// (got "${raw.slice(0, 40)}")`;
}

function publicUrlProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `PUBLIC_URL must be an absolute URL like https://shop.example, got "${raw}"`;
  }
  return url.protocol === 'https:' || url.protocol === 'http:'
    ? undefined
    : `PUBLIC_URL must start with https:// or http://, got "${raw}"`;
}

const HOST_NAME = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+|[0-9a-f:]+:[0-9a-f:.]*)$/;

/**
 * ALLOWED_HOSTS: comma- or space-separated host names (no scheme, no port), lower-cased. A port
 * or a scheme is refused: the list names hosts, whatever port they are reached on.
 */
export function allowedHostList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
    .map((h) => h.replace(/^\[(.*)\]$/, '$1'));
}

function allowedHostsProblem(raw: string): string | undefined {
  const wrong = raw
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .find((h) => h && !HOST_NAME.test(h));
  return wrong === undefined
    ? undefined
    : `ALLOWED_HOSTS lists host names such as shop.example or 10.0.0.5 (no scheme, no port), got "${wrong}"`;
}

/** SMTP_URL: smtp:// or smtps://, with MAIL_FROM (the password never printed). */
function smtpUrlProblem(raw: string, env: Environment): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'SMTP_URL must be an smtp:// or smtps:// URL';
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    return 'SMTP_URL must be an smtp:// or smtps:// URL';
  }
  return env.MAIL_FROM ? undefined : 'MAIL_FROM is required with SMTP_URL';
}

function mailFromProblem(raw: string, env: Environment): string | undefined {
  if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(raw.trim())) {
    return `MAIL_FROM must be an email address or "Name <address>", got "${raw}"`;
  }
  return env.SMTP_URL ? undefined : 'SMTP_URL is required with MAIL_FROM';
}

/** The token is a secret: checked, never printed. */
function whatsappTokenProblem(raw: string, env: Environment): string | undefined {
  if (/\s/.test(raw)) return 'WHATSAPP_TOKEN must not contain spaces';
  return env.WHATSAPP_PHONE_NUMBER_ID
    ? undefined
    : 'WHATSAPP_PHONE_NUMBER_ID is required with WHATSAPP_TOKEN';
}

function whatsappPhoneIdProblem(raw: string, env: Environment): string | undefined {
  if (!/^\d{1,30}$/.test(raw)) {
    return `WHATSAPP_PHONE_NUMBER_ID must be the phone number's id (digits), got "${raw}"`;
  }
  return env.WHATSAPP_TOKEN
    ? undefined
    : 'WHATSAPP_TOKEN is required with WHATSAPP_PHONE_NUMBER_ID';
}

function httpUrlProblem(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    if (['http:', 'https:'].includes(url.protocol)) return undefined;
  } catch {
    // falls through
  }
  return `WHATSAPP_API_URL must be an http(s) URL, got "${raw}"`;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function metricsPortProblem(raw: string, env: Environment): string | undefined {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    return `METRICS_PORT must be a whole number from 1 to 65535, got "${raw}"`;
  }
  return port === Number(env.PORT) ? `METRICS_PORT must differ from PORT (${port})` : undefined;
}

function metricsTokenProblem(raw: string): string | undefined {
  return /^[\x21-\x7e]{16,200}$/.test(raw)
    ? undefined
    : 'METRICS_TOKEN must be 16 to 200 visible characters (no spaces)';
}

/** Lower-cases a word-valued variable before its check (LOG_LEVEL=DEBUG is debug). */
const LowerCase = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );

/** The placeholder .env.example shipped before it left the secret empty: never a real secret. */
export const EXAMPLE_SESSION_SECRET = 'change-me-to-a-long-random-session-secret';
/** In production a secret must be at least this long (the generated one is 64 hex characters). */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

/**
 * In production (NODE_ENV unset or `production`) a short secret or the example's placeholder is
 * refused: with it anyone could forge an admin session cookie.
 */
function sessionSecretProblem(raw: string, env: Environment): string | undefined {
  const production = env.NODE_ENV === 'production';
  const hint = 'generate one with `openssl rand -hex 32`';
  if (production && (raw === EXAMPLE_SESSION_SECRET || /^change-?me/i.test(raw))) {
    return `SESSION_SECRET is the example's placeholder: ${hint}`;
  }
  if (production && raw.length < PRODUCTION_SECRET_MIN_LENGTH) {
    return `SESSION_SECRET must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production (got ${raw.length}): ${hint}`;
  }
  return raw.length < 16 ? 'SESSION_SECRET must be at least 16 characters' : undefined;
}

/**
 * Every variable, named as the operator sets it. Checked in this order; the first problem is the
 * one reported. An initializer is the default; an optional variable without one has a default
 * that depends on another (see `toAppConfig` in config.ts) or means "unset".
 */
export class Environment {
  @WholeNumber(1, 65535, 'must be a whole number from 1 to 65535')
  PORT = 3000;

  @Check(databaseUrlProblem)
  DATABASE_URL = 'sqlite:./data/freakdrop.sqlite';

  @IsString()
  DATA_DIR = './data';

  /** `production` turns on the production checks (SESSION_SECRET). */
  @IsString()
  NODE_ENV = 'production';

  @Matches(/^[A-Za-z0-9._@-]{3,64}$/, {
    message: 'ADMIN_USERNAME must be 3-64 letters, digits or . _ @ -',
  })
  ADMIN_USERNAME = 'admin';

  @IsOptional()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  /** Default: true on SQLite, false on MySQL. */
  @IsOptional()
  @Flag()
  SEED_DEMO?: boolean;

  /** Default: generated once and kept in DATA_DIR/session-secret. */
  @IsOptional()
  @Check(sessionSecretProblem)
  SESSION_SECRET?: string;

  @WholeNumber(1)
  SESSION_IDLE_MINUTES = 120;

  /** Default: DATA_DIR/uploads. */
  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  /** Set, images go to this bucket instead of UPLOAD_DIR; the other S3_* apply only then. */
  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @IsOptional()
  @IsString()
  S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Flag()
  S3_FORCE_PATH_STYLE = true;

  @WholeNumber(1)
  S3_TIMEOUT_SECONDS = 10;

  @IsOptional()
  @Check(publicUrlProblem)
  PUBLIC_URL?: string;

  /** Host names answered besides PUBLIC_URL's (common/allowed-hosts.ts). */
  @IsOptional()
  @Check(allowedHostsProblem)
  ALLOWED_HOSTS?: string;

  /** The public OpenAPI document at /api/docs; by default on outside production only. */
  @IsOptional()
  @Switch()
  API_DOCS?: boolean;

  /** A hop count (`1`), true/false, or Express's words and addresses (`loopback`, …). */
  @Allow()
  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    if (/^\d+$/.test(value)) return Number(value);
    return /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value;
  })
  TRUST_PROXY: string | number | boolean = false;

  @IsString()
  CONTACT_EMAIL = 'hello@freakdrop.ae';

  @IsString()
  CONTACT_WHATSAPP = '+971501234567';

  @IsString()
  CONTACT_INSTAGRAM = '@freakdrop.ae';

  @WholeNumber(1)
  TRACK_RATE_LIMIT = 30;

  @WholeNumber(1)
  LOGIN_RATE_LIMIT = 5;

  @WholeNumber(1)
  LOGIN_IP_RATE_LIMIT = 20;

  @WholeNumber(1)
  ORDER_RATE_LIMIT_PHONE = 10;

  @WholeNumber(1)
  ORDER_RATE_LIMIT_IP = 60;

  @WholeNumber(1)
  ORDER_MAX_UNITS_PER_PRODUCT = 10;

  @Flag()
  LOG_REQUESTS = true;

  @Switch()
  CATALOG_CACHE = true;

  /** `off` serves every page as the bare index.html, rendered in the browser. */
  @Switch()
  SSR = true;

  /** 0: this replica never looks for orders to auto-cancel. */
  @WholeNumber(0)
  AUTO_CANCEL_EVERY_SECONDS = 30;

  /** 0: one attempt, no retry. */
  @WholeNumber(0)
  DB_CONNECT_RETRIES = 5;

  @WholeNumber(1)
  DB_TIMEOUT_SECONDS = 5;

  /** Default: the frontend workspace's build (frontend/dist). */
  @IsOptional()
  @IsString()
  STOREFRONT_DIR?: string;

  /** Port of the Prometheus endpoint `/metrics`, a server of its own; unset: no metrics. */
  @IsOptional()
  @Check(metricsPortProblem)
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  METRICS_PORT?: number;

  /** When set, `/metrics` answers only `Authorization: Bearer <token>`. */
  @IsOptional()
  @Check(metricsTokenProblem)
  METRICS_TOKEN?: string;

  @LowerCase()
  @IsIn(LOG_LEVELS, { message: got(`must be one of ${LOG_LEVELS.join(', ')}`) })
  LOG_LEVEL: LogLevel = 'info';

  @LowerCase()
  @IsIn(['json', 'pretty'], { message: got('must be json or pretty') })
  LOG_FORMAT: 'json' | 'pretty' = 'json';

  // Messages to customers and staff (messages/README.md); every channel is off by default.
  /** Email over SMTP: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  @IsOptional()
  @Check(smtpUrlProblem)
  SMTP_URL?: string;

  /** The sender, `shop@example.com` or `FreakDrop <shop@example.com>`. */
  @IsOptional()
  @Check(mailFromProblem)
  MAIL_FROM?: string;

  /** WhatsApp Business Cloud API: a system user's access token (with the phone number id). */
  @IsOptional()
  @Check(whatsappTokenProblem)
  WHATSAPP_TOKEN?: string;

  @IsOptional()
  @Check(whatsappPhoneIdProblem)
  WHATSAPP_PHONE_NUMBER_ID?: string;

  /** The app's secret: the webhook checks X-Hub-Signature-256 with it (else it answers 401). */
  @IsOptional()
  @IsString()
  WHATSAPP_APP_SECRET?: string;

  /** What the webhook's subscription challenge must name (`hub.verify_token`). */
  @IsOptional()
  @IsString()
  WHATSAPP_VERIFY_TOKEN?: string;

  @Check(httpUrlProblem)
  WHATSAPP_API_URL = 'https://graph.facebook.com';

  @Matches(/^v\d+\.\d+$/, { message: got('must look like v21.0') })
  WHATSAPP_API_VERSION = 'v21.0';

  /** How often this replica's sender looks for due messages; 0: this replica sends none. */
  @WholeNumber(0)
  MESSAGES_POLL_MS = 1000;

  /** How long one send may take before it counts as a timeout (and is tried again). */
  @WholeNumber(1)
  MESSAGES_SEND_TIMEOUT_SECONDS = 10;

  /**
   * How long a sender's claim on a message lasts: a sender killed mid-send leaves its messages
   * to the others after this long. Must exceed the longest send (MESSAGES_SEND_TIMEOUT_SECONDS).
   */
  @WholeNumber(1)
  MESSAGES_LEASE_SECONDS = 60;

  /** The first retry's delay; each next one is 3 times longer (8 tries: about 18 hours). */
  @WholeNumber(1)
  MESSAGES_RETRY_BASE_MS = 60_000;
}
