/**
 * Boots the real app on a fresh database per test file (a temporary SQLite file, or a new
 * database on the MySQL server of TEST_MYSQL_URL, dropped afterwards): the module graph main.ts
 * runs (AppModule.forRoot through Nest's testing module), then the same configureApp. A test
 * that replaces a component says so with `overrideProvider` (see `ModuleOverrides`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Logger as JsonLogger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { TestingModuleBuilder } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createConnection } from 'mysql2/promise';
import sharp from 'sharp';
import request from 'supertest';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { loadConfig } from '../../src/config/config';
import type { AppConfig } from '../../src/config/config';
import { ImageProcessor } from '../../src/uploads/image-processor';
import { LOG_DESTINATION } from '../../src/observability/logging';
import type { Category, Product, ProductInput } from '../../src/contract';

export const ADMIN = { username: 'admin', password: 'admin-password-1' };

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** A plain HTTP client. */
  http: () => TestAgent;
  /** A client signed in as the admin (cookies kept). */
  admin: () => Promise<TestAgent>;
  close: () => Promise<void>;
}

export function dbKind(): 'sqlite' | 'mysql' {
  return process.env.TEST_DB_KIND === 'mysql' ? 'mysql' : 'sqlite';
}

/** A fresh, empty database URL for one test file, and how to remove it. */
export async function freshDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
  dir: string;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'freakdrop-test-'));
  if (dbKind() === 'sqlite') {
    return {
      url: `sqlite:${join(dir, 'test.sqlite')}`,
      dir,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = new URL(process.env.TEST_MYSQL_URL as string);
  const name = `fd_test_${randomBytes(5).toString('hex')}`;
  const admin = await createConnection({ uri: base.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  base.pathname = `/${name}`;
  return {
    url: base.toString(),
    dir,
    drop: async () => {
      const c = await createConnection({ uri: process.env.TEST_MYSQL_URL as string });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Replaces components of the app's module graph before it is built, e.g.
 * `(m) => m.overrideProvider(OBJECT_STORAGE).useValue(faulty)`; everything else is production's.
 */
export type ModuleOverrides = (module: TestingModuleBuilder) => TestingModuleBuilder;

/** The log lines an app wrote (`logs` of createTestApp), parsed. */
export class LogCapture extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  raw = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    const text = chunk.toString();
    this.raw += text;
    for (const line of text.split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}

/**
 * Pass DATABASE_URL and DATA_DIR in `env` to reopen an existing database (it is then not
 * dropped); `overrides` replaces providers (fault tests); `logs` receives the app's log lines
 * instead of stdout.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { overrides = (module) => module, logs }: { overrides?: ModuleOverrides; logs?: LogCapture } = {},
): Promise<TestApp> {
  const db = env.DATABASE_URL
    ? { url: env.DATABASE_URL, dir: env.DATA_DIR ?? tmpdir(), drop: async () => undefined }
    : await freshDatabase();
  const config = loadConfig({
    DATABASE_URL: db.url,
    DATA_DIR: db.dir,
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: 'test-session-secret-0123456789',
    LOG_REQUESTS: 'false',
    NODE_ENV: 'test',
    TRACK_RATE_LIMIT: '1000',
    // The suites place many orders from one address and phone; test/security.api-spec.ts
    // checks the shipped limits.
    ORDER_RATE_LIMIT_PHONE: '100000',
    ORDER_RATE_LIMIT_IP: '100000',
    // Generous: a busy CI machine must not turn a slow query into a 503 (the outage test sets its own).
    DB_TIMEOUT_SECONDS: '30',
    // No storefront unless a test gives one (test/storefront.api-spec.ts).
    STOREFRONT_DIR: join(db.dir, 'no-storefront'),
    ...env,
  });
  const builder = overrides(Test.createTestingModule({ imports: [AppModule.forRoot(config)] }));
  const testing = await (
    logs ? builder.overrideProvider(LOG_DESTINATION).useValue(logs) : builder
  ).compile();
  const app = testing.createNestApplication<NestExpressApplication>(
    logs ? { bodyParser: false } : { bodyParser: false, logger: ['error'] },
  );
  await configureApp(app, config);
  // As main.ts does: Nest's own log lines go through the JSON logger too.
  if (logs) app.useLogger(app.get(JsonLogger));
  await app.init();
  const server = app.getHttpServer();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  return {
    app,
    config,
    dataSource,
    http: () => request.agent(server),
    admin: async () => {
      const agent = request.agent(server);
      await agent
        .post('/api/auth/login')
        .send({ email: ADMIN.username, password: ADMIN.password })
        .expect(200);
      return agent;
    },
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/**
 * A value the enclosing describe block makes before its tests (`beforeAll`, or `beforeEach` with
 * `perTest`) and releases after them, handed out at once as a stand-in that forwards to the value
 * of the moment: `const t = useTestApp()` in place of a `let` and two hooks. Reading it outside
 * the block's tests throws, as the `let` would have.
 */
export function fixture<T extends object>(
  make: () => Promise<T>,
  release: (value: T) => Promise<void> = async () => undefined,
  perTest = false,
): T {
  let current: T | undefined;
  (perTest ? beforeEach : beforeAll)(async () => {
    current = await make();
  });
  (perTest ? afterEach : afterAll)(async () => {
    const value = current;
    current = undefined;
    if (value) await release(value);
  });
  const now = (): T => {
    if (!current) throw new Error('fixture read outside the tests of its describe block');
    return current;
  };
  return new Proxy({} as T, {
    get: (_target, key) => {
      const value: unknown = Reflect.get(now(), key);
      return typeof value === 'function' ? value.bind(now()) : value;
    },
    set: (_target, key, value) => Reflect.set(now(), key, value),
    has: (_target, key) => Reflect.has(now(), key),
  });
}

/** The app of createTestApp for the enclosing describe block (a fresh one per test with `perTest`). */
export function useTestApp(
  env: Record<string, string> = {},
  { perTest = false, ...options }: Parameters<typeof createTestApp>[1] & { perTest?: boolean } = {},
): TestApp {
  return fixture(
    () => createTestApp(env, options),
    (t) => t.close(),
    perTest,
  );
}

/**
 * The app and a client signed in as the admin for the block's tests, with `categories` created
 * first (by name, the slug its upper case), as most suites of the shop begin.
 */
export function useAdminApp(
  categories: string[] = [],
  env: Record<string, string> = {},
  options: Parameters<typeof useTestApp>[1] = {},
): { t: TestApp; admin: TestAgent } {
  const t = useTestApp(env, options);
  const admin = fixture(
    async () => {
      const signedIn = await t.admin();
      for (const name of categories) await createCategory(signedIn, name);
      return signedIn;
    },
    undefined,
    options.perTest,
  );
  return { t, admin };
}

/** A real PNG of the given size, drawn by sharp. */
export function pngBytes(width = 64, height = 64, color = '#39ff14'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Stores an image through the real pipeline and returns its /uploads URL. */
export async function storeImage(t: TestApp): Promise<string> {
  return (await t.app.get(ImageProcessor).store(await pngBytes())).url;
}

let counter = 0;
/** A valid product form for a category, with one stored image. */
export async function productInput(
  t: TestApp,
  category: string,
  overrides: Partial<ProductInput> = {},
): Promise<ProductInput> {
  counter += 1;
  return {
    sku: `FD-TST-PRD-${String(counter).padStart(3, '0')}`,
    slug: `test-product-${counter}`,
    title: `Test Product ${counter}`,
    description: 'A product made by the tests, long enough.',
    category,
    images: [await storeImage(t)],
    priceAED: 100,
    salePriceAED: null,
    featured: false,
    stockQuantity: 10,
    lowStockThreshold: 5,
    sizes: [],
    colors: [],
    ...overrides,
  };
}

export async function createCategory(
  admin: TestAgent,
  name: string,
  slug = name.toUpperCase(),
): Promise<Category> {
  const res = await admin.post('/api/admin/categories').send({ name, slug }).expect(201);
  return res.body as Category;
}

export async function createProduct(
  t: TestApp,
  admin: TestAgent,
  category: string,
  overrides: Partial<ProductInput> = {},
): Promise<Product> {
  const res = await admin
    .post('/api/admin/products')
    .send(await productInput(t, category, overrides));
  if (res.status !== 201)
    throw new Error(`createProduct: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Product;
}

/**
 * A checkout sent as a shopper would (no cookies), with the client's Idempotency-Key when
 * given: `.expect()` the answer.
 */
export function postOrder(t: TestApp, body: object, idempotencyKey?: string): request.Test {
  const req = t.http().post('/api/orders');
  return (idempotencyKey === undefined ? req : req.set('Idempotency-Key', idempotencyKey)).send(
    body,
  );
}

/** A sign-in attempt on a fresh client (no cookies kept): `.expect()` the answer. */
export function signIn(t: TestApp, email: string, password: string): request.Test {
  return t.http().post('/api/auth/login').send({ email, password });
}

/** The answer is the API's error shape with exactly this status, code and message. */
export function expectError(
  res: { body: unknown },
  statusCode: number,
  code: string,
  message: string,
): void {
  expect(res.body).toEqual({ statusCode, code, message });
}

/** How many answers had each status, e.g. `{ 200: 5, 429: 95 }`. */
export function statuses(responses: Response[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of responses) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

/** Polls `read` every 25 ms until it returns true; resolves with the milliseconds it took. */
export async function within(ms: number, read: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await read()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not visible within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
