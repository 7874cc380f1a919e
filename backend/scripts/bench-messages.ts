/**
 * `npm run bench:messages` — the cost of messages to the checkout. Two servers of this build
 * run side by side on databases of their own: one with messages OFF (no channel: each message
 * is written `skipped` in the order's transaction), one with them ON against a real SMTP server
 * and the Cloud API stand-in (test/support/message-partners.ts), its sender draining while
 * orders come in. BENCH_ORDERS (1,000) orders are placed on EACH, in alternating rounds by
 * BENCH_CLIENTS (8) concurrent clients, so both see the same machine at the same time. Every
 * order of the ON server has 3 messages (the customer's WhatsApp and email, the owner's alert
 * email): the run waits until all are sent and checks each reached its partner once.
 *   npm run build && npm run bench:messages                     (SQLite)
 *   npm run build && BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/test npm run bench:messages
 * Exits 1 when a message is missing or doubled, or p99 ON is more than 10 % above OFF.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { ADMIN_PASSWORD, openDatabase, setUpCatalog } from '../test/support/crash-run';
import { CloudApiStandIn, TestSmtp } from '../test/support/message-partners';
import { checkoutBody } from '../test/support/orders';
import type { OrderableProduct } from '../test/support/orders';
import { freePort } from '../test/support/own-mariadb';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const ROUNDS = 10;
const backend = join(__dirname, '..');

interface Server {
  base: string;
  databaseUrl: string;
  products: OrderableProduct[];
  child: ChildProcess;
  latencies: number[];
  drop: () => Promise<void>;
}

async function database(
  dir: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server || server.startsWith('sqlite:')) {
    return { url: `sqlite:${join(dir, `${name}.sqlite`)}`, drop: async () => undefined };
  }
  const url = new URL(server.replace(/^mariadb:/, 'mysql:'));
  const db = `fd_bench_msg_${name}_${randomBytes(3).toString('hex')}`;
  const admin = await createConnection({ uri: url.toString() });
  await admin.query(`CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  url.pathname = `/${db}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = await createConnection({ uri: server.replace(/^mariadb:/, 'mysql:') });
      await c.query(`DROP DATABASE IF EXISTS \`${db}\``);
      await c.end();
    },
  };
}

async function start(name: string, env: Record<string, string>): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), `fd-bench-msg-${name}-`));
  const db = await database(dir, name);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(backend, 'dist/main.js')], {
    cwd: backend,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: db.url,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD,
      LOG_REQUESTS: 'false',
      ORDER_RATE_LIMIT_PHONE: '1000000',
      ORDER_RATE_LIMIT_IP: '1000000',
      AUTO_CANCEL_EVERY_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 600) throw new Error(`${name} server did not start`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const products = await setUpCatalog(base);
  return {
    base,
    databaseUrl: db.url,
    products,
    child,
    latencies: [],
    drop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `count` orders from CLIENTS concurrent clients; each order's time into `latencies`. */
async function place(server: Server, count: number, round: number): Promise<void> {
  let next = 0;
  const client = async () => {
    while (next < count) {
      const i = next++;
      const n = server.products.length;
      const product = server.products[(((i + round) % n) + n) % n];
      const body = JSON.stringify({
        ...checkoutBody([{ product, qty: 1 }], `Bench Buyer ${round}-${i}`),
        whatsappConsent: true,
      });
      const started = performance.now();
      const res = await fetch(`${server.base}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`order: ${res.status}`);
      server.latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function queued(server: Server): Promise<{ queued: number; sent: number; other: number }> {
  const { query, close } = await openDatabase(server.databaseUrl);
  try {
    const rows = await query('SELECT status, COUNT(*) AS n FROM outbox_messages GROUP BY status');
    const count = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    const all = rows.reduce((sum, r) => sum + Number(r.n), 0);
    return {
      queued: count('queued'),
      sent: count('sent'),
      other: all - count('queued') - count('sent'),
    };
  } finally {
    await close();
  }
}

async function main(): Promise<number> {
  const smtp = await new TestSmtp({ lean: true }).start();
  const cloud = await new CloudApiStandIn().start();
  cloud.latencyMs = 20; // a provider's answer time
  const off = await start('off', {});
  const on = await start('on', {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'shop@freakdrop.test',
    WHATSAPP_TOKEN: 'bench-token',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_API_URL: cloud.url,
    MESSAGES_POLL_MS: '250',
  });
  try {
    // The owner of the ON shop gets an email alert for every order.
    const login = await fetch(`${on.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin', password: ADMIN_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const profile = await fetch(`${on.base}/api/admin/me`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ email: 'owner@freakdrop.test', newOrderAlerts: true }),
    });
    if (!profile.ok) throw new Error(`profile: ${profile.status}`);
    await new Promise((r) => setTimeout(r, 10_500)); // the alert list is re-read every 10 s
    // Warm-up, not measured.
    await place(off, 50, -1);
    await place(on, 50, -1);
    off.latencies.length = 0;
    on.latencies.length = 0;
    const started = Date.now();
    const per = Math.ceil(ORDERS / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which goes first, so neither always follows the other's load.
      const [a, b] = round % 2 ? [on, off] : [off, on];
      await place(a, per, round);
      await place(b, per, round);
    }
    const placedIn = (Date.now() - started) / 1000;
    const expected = (ORDERS + 50) * 3;
    const drainStart = Date.now();
    let state = await queued(on);
    while (state.queued > 0 && Date.now() - drainStart < 300_000) {
      await new Promise((r) => setTimeout(r, 500));
      state = await queued(on);
    }
    const drained = (Date.now() - drainStart) / 1000;
    const ids = [
      ...cloud.accepted.map((c) => c.body.biz_opaque_callback_data ?? ''),
      ...smtp.mails.map((m) => m.header('x-freakdrop-message') ?? ''),
    ];
    const unique = new Set(ids).size;
    const row = (name: string, s: Server) =>
      `| ${name} | ${s.latencies.length} | ${percentile(s.latencies, 50).toFixed(1)} | ${percentile(s.latencies, 95).toFixed(1)} | ${percentile(s.latencies, 99).toFixed(1)} |`;
    const p99Off = percentile(off.latencies, 99);
    const p99On = percentile(on.latencies, 99);
    const db = process.env.BENCH_DATABASE_URL?.startsWith('mysql') ? 'MySQL/MariaDB' : 'SQLite';
    console.log(
      [
        `bench:messages — ${db}, ${ORDERS} orders each in ${ROUNDS} alternating rounds, ${CLIENTS} clients, ${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)}`,
        '',
        '| messages | orders | p50 ms | p95 ms | p99 ms |',
        '|---|---|---|---|---|',
        row('off (no channel: skipped rows)', off),
        row('on (SMTP + Cloud API, senders draining)', on),
        '',
        `p99 on / off: ${((p99On / p99Off) * 100).toFixed(1)} %; orders placed in ${placedIn.toFixed(1)} s`,
        `messages: ${state.sent} sent of ${expected} expected (${state.queued} queued, ${state.other} other), ${ids.length} received by the partners, ${unique} distinct; the last sent ${drained.toFixed(1)} s after the last order`,
      ].join('\n'),
    );
    const ok =
      state.sent === expected &&
      ids.length === expected &&
      unique === expected &&
      p99On <= p99Off * 1.1;
    return ok ? 0 : 1;
  } finally {
    await off.drop();
    await on.drop();
    await smtp.stop();
    await cloud.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
