/**
 * The crash-safety run, shared by `test/crash.fault-spec.ts` (SQLite, in
 * `npm test`) and `npm run bench:crash` (any database, e.g. MariaDB): the real server runs as a
 * child process; several clients stream orders at it; it is SIGKILLed at random moments and
 * started again on the same database. A client whose request died with the server retries it
 * with the same Idempotency-Key once the server is back, so each request ends with a definite
 * answer. Then the database must hold exactly the acknowledged orders, each with its lines, and
 * every product's stock must be its start minus what those orders hold.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import sharp from 'sharp';
import { checkConsistency, checkoutBody, randomLines } from './orders';
import type { AcknowledgedOrder, OrderableProduct, Query } from './orders';
import { killableServer } from './killable-server';
import { freePort } from './own-mariadb';

export interface CrashRunOptions {
  /** `sqlite:<path>` or `mysql://…` of an empty database; default: a temporary SQLite file. */
  databaseUrl?: string;
  kills?: number;
  clients?: number;
  /** Run `dist/main.js` (the build) instead of the TypeScript sources. */
  built?: boolean;
  log?: (line: string) => void;
}

export interface CrashRunResult {
  kills: number;
  requests: number;
  acknowledged: number;
  retriedAfterKill: number;
  replayed: number;
  ordersStored: number;
  itemsStored: number;
  unitsSold: number;
  serverErrors: number;
  problems: string[];
}

export const ADMIN_PASSWORD = 'crash-admin-password';
const START_STOCK = 100_000;

export async function runCrashTest(options: CrashRunOptions = {}): Promise<CrashRunResult> {
  const kills = options.kills ?? 3;
  const clients = options.clients ?? 4;
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'fd-crash-'));
  const databaseUrl = options.databaseUrl ?? `sqlite:${join(dir, 'shop.sqlite')}`;
  const server = killableServer({
    port: await freePort(),
    dataDir: dir,
    databaseUrl,
    adminPassword: ADMIN_PASSWORD,
    built: options.built,
    env: { TRACK_RATE_LIMIT: '100000' },
  });
  const { base } = server;

  try {
    await server.start();
    const products = await setUpCatalog(base);
    const startStock = new Map(products.map((p) => [p.id, START_STOCK]));

    const acknowledged = new Map<string, AcknowledgedOrder>();
    let requests = 0;
    let retriedAfterKill = 0;
    let replayed = 0;
    let serverErrors = 0;
    let running = true;

    const client = async (n: number) => {
      while (running) {
        const lines = randomLines(products);
        const body = JSON.stringify(checkoutBody(lines, `Crash Client ${n}`));
        const key = randomBytes(12).toString('hex');
        let attempts = 0;
        // Until the request has a definite answer: a request cut by a kill is sent again.
        for (;;) {
          if (!server.up) {
            await new Promise((r) => setTimeout(r, 50));
            continue;
          }
          attempts += 1;
          requests += 1;
          // The answer counts once its whole body arrived: a kill can cut it after the headers.
          const answer = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body,
          })
            .then(async (res) => ({ res, json: (await res.json()) as { orderNumber?: string } }))
            .catch(() => null);
          if (!answer) {
            if (attempts === 1) retriedAfterKill += 1;
            await new Promise((r) => setTimeout(r, 20));
            continue;
          }
          const { res, json } = answer;
          if (res.status === 201 || res.status === 200) {
            if (res.headers.get('idempotent-replayed') === 'true') replayed += 1;
            acknowledged.set(json.orderNumber as string, {
              orderNumber: json.orderNumber as string,
              lines: lines.map((l) => ({ productId: l.product.id, qty: l.qty })),
            });
          } else if (res.status >= 500) {
            serverErrors += 1;
          }
          break;
        }
      }
    };

    const loops = Array.from({ length: clients }, (_, n) => client(n));
    for (let k = 1; k <= kills; k++) {
      const before = acknowledged.size;
      // Let orders flow, then kill at a random moment while they do.
      while (acknowledged.size < before + 15) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      await server.kill();
      log(`kill ${k}: SIGKILL with ${acknowledged.size} orders acknowledged so far`);
      await server.start();
    }
    const before = acknowledged.size;
    while (acknowledged.size < before + 5) await new Promise((r) => setTimeout(r, 20));
    running = false;
    await Promise.all(loops);
    await server.kill(); // the final state is read from the database itself

    const { query, close } = await openDatabase(databaseUrl);
    try {
      const list = [...acknowledged.values()];
      const result = await checkConsistency(query, list, startStock);
      const problems = [...result.problems];
      if (result.orders !== list.length) {
        problems.push(`${result.orders} orders stored but ${list.length} acknowledged`);
      }
      const units = await query('SELECT SUM(qty) AS n FROM order_items');
      return {
        kills,
        requests,
        acknowledged: list.length,
        retriedAfterKill,
        replayed,
        ordersStored: result.orders,
        itemsStored: result.items,
        unitsSold: Number(units[0]?.n ?? 0),
        serverErrors,
        problems,
      };
    } finally {
      await close();
    }
  } finally {
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A category and four products with a big stock, through the admin API. */
export async function setUpCatalog(base: string): Promise<OrderableProduct[]> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const call = async (path: string, init: RequestInit) => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { Cookie: cookie, ...(init.headers ?? {}) },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await call('/api/admin/categories', json({ name: 'Hoodies', slug: 'HOODIES' }));
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: '#39ff14' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  const { url } = await call('/api/admin/uploads', { method: 'POST', body: form });
  const products: OrderableProduct[] = [];
  for (let i = 1; i <= 4; i++) {
    const p = await call(
      '/api/admin/products',
      json({
        sku: `FD-HOO-CRA-00${i}`,
        slug: `crash-hoodie-${i}`,
        title: `Crash Hoodie ${i}`,
        description: 'Survives a kill -9, or this test says so.',
        category: 'HOODIES',
        images: [url],
        priceAED: 100 + i * 10,
        salePriceAED: i % 2 ? null : 90 + i,
        featured: false,
        stockQuantity: START_STOCK,
        lowStockThreshold: 5,
        sizes: i % 2 ? ['M'] : [],
        colors: [],
      }),
    );
    products.push(p as unknown as OrderableProduct);
  }
  return products;
}

/** better-sqlite3 ships no types (TypeORM loads it the same way); this is all the test uses. */
interface SqliteDatabase {
  prepare(sql: string): { all(): unknown[] };
  close(): void;
}

export async function openDatabase(
  url: string,
): Promise<{ query: Query; close: () => Promise<void> }> {
  if (url.startsWith('sqlite:')) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require('better-sqlite3') as new (
      path: string,
      options: { readonly: boolean },
    ) => SqliteDatabase;
    const db = new Database(url.slice('sqlite:'.length), { readonly: true });
    return {
      query: async (sql) => db.prepare(sql).all() as Array<Record<string, unknown>>,
      close: async () => void db.close(),
    };
  }
  const connection = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:') });
  return {
    query: async (sql) => (await connection.query(sql))[0] as Array<Record<string, unknown>>,
    close: () => connection.end(),
  };
}
