import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigService } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import {
  APP_CONFIG,
  ConfigError,
  environmentVariables,
  EXAMPLE_SESSION_SECRET,
  loadConfig,
  parseDatabaseUrl,
} from './config';
import type { AppConfig } from './config';
import { AppConfigModule } from './config.module';

const dataDir = () => mkdtempSync(join(tmpdir(), 'fd-config-'));

describe('loadConfig', () => {
  it('defaults to the embedded SQLite on port 3000 with the demo seed', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      type: 'sqlite',
      path: expect.stringMatching(/data[/\\]freakdrop\.sqlite$/),
    });
    expect(config.seedDemo).toBe(true);
    expect(config.adminUsername).toBe('admin');
    expect(config.uploadDir).toBe(join(dir, 'uploads'));
  });

  it('generates the session secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ DATABASE_URL: 'postgres://x/y' }, /DATABASE_URL must start with sqlite: or mysql:\/\//],
    [{ DATABASE_URL: 'sqlite:' }, /needs a file path/],
    [{ DATABASE_URL: 'mysql://host-only' }, /must name a host and a database/],
    [{ SEED_DEMO: 'sometimes' }, /SEED_DEMO must be true or false/],
    [{ SESSION_SECRET: 'short', NODE_ENV: 'development' }, /at least 16/],
    [{ ADMIN_PASSWORD: 'short' }, /at least 8/],
    [{ ADMIN_USERNAME: 'a b' }, /ADMIN_USERNAME/],
    [{ TRACK_RATE_LIMIT: '0' }, /TRACK_RATE_LIMIT/],
    [{ PUBLIC_URL: 'freakdrop.ae' }, /PUBLIC_URL must be an absolute URL/],
    [{ PUBLIC_URL: 'ftp://freakdrop.ae' }, /PUBLIC_URL must start with https:\/\//],
    [{ ALLOWED_HOSTS: 'https://shop.example' }, /ALLOWED_HOSTS lists host names/],
    [{ ALLOWED_HOSTS: 'shop.example:8080' }, /ALLOWED_HOSTS lists host names/],
    [{ API_DOCS: 'public' }, /API_DOCS must be on or off/],
  ])('%j → one clear ConfigError', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('reads ALLOWED_HOSTS as a list of lower-case names and API_DOCS as a switch', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ALLOWED_HOSTS: 'Shop.Example, www.shop.example [::1] 10.0.0.5',
    });
    expect(config.allowedHosts).toEqual(['shop.example', 'www.shop.example', '::1', '10.0.0.5']);
    expect(loadConfig({ DATA_DIR: dataDir() }).allowedHosts).toEqual([]);
    // Off in production (NODE_ENV unset is production) unless turned on; on elsewhere.
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: secret }).apiDocs).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: secret, API_DOCS: 'on' }).apiDocs,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).apiDocs).toBe(true);
  });

  it('reads the metrics and log settings: metrics off by default, JSON at info', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).observability).toEqual({
      metricsPort: undefined,
      metricsToken: undefined,
      logLevel: 'info',
      logFormat: 'json',
    });
    const env = {
      DATA_DIR: dataDir(),
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-long-metrics-token',
      LOG_LEVEL: 'DEBUG',
      LOG_FORMAT: 'pretty',
    };
    expect(loadConfig(env).observability).toEqual({
      metricsPort: 9464,
      metricsToken: 'a-long-metrics-token',
      logLevel: 'debug',
      logFormat: 'pretty',
    });
    for (const [bad, message] of [
      [{ METRICS_PORT: 'x' }, /METRICS_PORT must be a whole number/],
      [{ METRICS_PORT: '3000' }, /METRICS_PORT must differ from PORT/],
      [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be 16/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
      [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT must be json or pretty/],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...bad })).toThrow(message);
    }
  });

  it('turns the catalog cache off with CATALOG_CACHE=off and refuses other words', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).catalogCache).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), CATALOG_CACHE: 'off' }).catalogCache).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), CATALOG_CACHE: 'ON' }).catalogCache).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CATALOG_CACHE: 'maybe' })).toThrow(
      'CATALOG_CACHE must be on or off, got "maybe"',
    );
  });

  it('turns server rendering off with SSR=off and refuses other words', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ssr).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SSR: 'off' }).ssr).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SSR: 'sometimes' })).toThrow(
      'SSR must be on or off, got "sometimes"',
    );
  });

  it('takes the default for a variable set empty, and the documented defaults otherwise', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '', TRACK_RATE_LIMIT: '' });
    expect(config).toMatchObject({
      port: 3000,
      trackRateLimit: 30,
      loginRateLimit: 5,
      sessionIdleMinutes: 120,
      logRequests: true,
      trustProxy: false,
      nodeEnv: 'production',
      contact: {
        email: 'hello@freakdrop.ae',
        whatsapp: '+971501234567',
        instagram: '@freakdrop.ae',
      },
      security: {
        loginIpRateLimit: 20,
        ordersPerPhonePerHour: 10,
        ordersPerIpPerHour: 60,
        maxUnitsPerProduct: 10,
      },
      dbConnectRetries: 5,
      dbTimeoutSeconds: 5,
      autoCancelEverySeconds: 30,
      s3: undefined,
      publicUrl: undefined,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback' }).trustProxy).toBe(
      'loopback',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://x.ae/shop' }).publicUrl).toBe(
      'https://x.ae',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), AUTO_CANCEL_EVERY_SECONDS: '0' })).toMatchObject({
      autoCancelEverySeconds: 0,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), DB_CONNECT_RETRIES: '-1' })).toThrow(
      'DB_CONNECT_RETRIES must be a positive whole number, got "-1"',
    );
  });

  it('reads MySQL URLs and does not seed on MySQL by default', () => {
    expect(parseDatabaseUrl('mysql://u:p@db:3306/shop')).toEqual({
      type: 'mysql',
      url: 'mysql://u:p@db:3306/shop',
      host: 'db',
      database: 'shop',
    });
    expect(parseDatabaseUrl('mariadb://db/shop')).toMatchObject({
      type: 'mysql',
      host: 'db',
      database: 'shop',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://db/shop' }).seedDemo).toBe(
      false,
    );
  });

  describe('SESSION_SECRET in production', () => {
    const prod = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

    it.each([
      [{ SESSION_SECRET: 'a'.repeat(31) }, 'at least 32 characters in production (got 31)'],
      [{ SESSION_SECRET: 'x'.repeat(20), NODE_ENV: 'production' }, 'at least 32 characters'],
      [{ SESSION_SECRET: EXAMPLE_SESSION_SECRET }, "is the example's placeholder"],
      [{ SESSION_SECRET: 'change-me-0123456789abcdef0123456789' }, "example's placeholder"],
    ])('%j is refused with a clear message', (env, message) => {
      expect(() => prod(env)).toThrow(ConfigError);
      expect(() => prod(env)).toThrow(message);
    });

    it('accepts 32 characters or more, and the generated 64 hex characters', () => {
      expect(prod({ SESSION_SECRET: 'k'.repeat(32) }).sessionSecret).toHaveLength(32);
      expect(prod({}).sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    });

    it('outside production 16 characters still do (tests and development)', () => {
      expect(prod({ SESSION_SECRET: 's'.repeat(16), NODE_ENV: 'test' }).sessionSecret).toHaveLength(
        16,
      );
    });

    it(".env.example's own value is refused or left empty", () => {
      const example = readFileSync(join(__dirname, '../../../.env.example'), 'utf8');
      const value = /^SESSION_SECRET=(.*)$/m.exec(example)?.[1] ?? '';
      if (value) expect(() => prod({ SESSION_SECRET: value })).toThrow(ConfigError);
    });
  });

  it('reads the database and S3 timeouts', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DB_TIMEOUT_SECONDS: '3', S3_BUCKET: 'b' });
    expect(config.dbTimeoutSeconds).toBe(3);
    expect(config.s3?.timeoutSeconds).toBe(10);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DB_TIMEOUT_SECONDS: '0' })).toThrow(
      'DB_TIMEOUT_SECONDS must be a positive whole number',
    );
  });

  it('every variable of the schema is documented in .env.example and in the README table', () => {
    const root = join(__dirname, '../../..');
    const read = new Set(environmentVariables());
    expect(read.size).toBeGreaterThan(30);
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const inExample = (name: string) => new RegExp(`^#? ?${name}=`, 'm').test(example);
    const inReadme = (name: string) => readme.includes(`\`${name}\``);
    expect([...read].filter((name) => !inExample(name))).toEqual([]);
    expect([...read].filter((name) => !inReadme(name))).toEqual([]);
  });
});

describe('messages configuration', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

  it('leaves every channel off by default', () => {
    const { messages } = load({});
    expect(messages.email).toBeUndefined();
    expect(messages.whatsapp).toBeUndefined();
    expect(messages.pollMs).toBe(1000);
    expect(messages.leaseMs).toBe(60_000);
  });

  it('takes a channel only whole, and never prints a secret', () => {
    expect(() => load({ SMTP_URL: 'smtp://u:pw@mail.test:587' })).toThrow(
      'MAIL_FROM is required with SMTP_URL',
    );
    expect(() => load({ SMTP_URL: 'http://mail.test', MAIL_FROM: 'a@b.test' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(() => load({ WHATSAPP_TOKEN: 'secret-token-value' })).toThrow(
      'WHATSAPP_PHONE_NUMBER_ID is required with WHATSAPP_TOKEN',
    );
    let message = '';
    try {
      load({ WHATSAPP_TOKEN: 'secret token value', WHATSAPP_PHONE_NUMBER_ID: '123' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('WHATSAPP_TOKEN must not contain spaces');
    const { messages } = load({
      SMTP_URL: 'smtps://u:pw@mail.test',
      MAIL_FROM: 'Shop <shop@mail.test>',
      WHATSAPP_TOKEN: 'tok',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      WHATSAPP_API_URL: 'http://127.0.0.1:9999/',
      MESSAGES_SEND_TIMEOUT_SECONDS: '40',
    });
    expect(messages.email).toEqual({
      url: 'smtps://u:pw@mail.test',
      from: 'Shop <shop@mail.test>',
    });
    expect(messages.whatsapp).toEqual({
      token: 'tok',
      phoneNumberId: '123',
      apiUrl: 'http://127.0.0.1:9999',
      apiVersion: 'v21.0',
    });
    // The lease outlasts two sends.
    expect(messages.leaseMs).toBe(80_000);
  });
});

describe('AppConfigModule', () => {
  it('holds the checked config as the typed `app` namespace, and nothing of process.env', async () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '4100' });
    const module = await Test.createTestingModule({
      imports: [AppConfigModule.forRoot(config)],
    }).compile();
    expect(module.get(APP_CONFIG)).toBe(config);
    const service = module.get<ConfigService<{ app: AppConfig }, true>>(ConfigService);
    expect(service.get('app', { infer: true }).port).toBe(4100);
    expect(process.env.PATH).toBeDefined();
    expect(module.get(ConfigService).get('PATH')).toBeUndefined();
    await module.close();
  });
});
