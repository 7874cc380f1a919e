/**
 * kill -9 of a sender, proven: the real server runs as a child process with both channels on
 * (an SMTP server and the Cloud API stand-in of this process), clients stream orders, and the
 * server is SIGKILLed at random moments — while orders are placed and while their messages
 * are sent — then started again on the same database. At the end every acknowledged order has
 * its messages, each sent (none lost), and a message reached its partner more than once only
 * within the documented window: accepted by the provider before the kill, not yet recorded.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEND_BATCH } from '../../src/messages/outbox-sender.service';
import { ADMIN_PASSWORD, openDatabase, setUpCatalog } from './crash-run';
import { CloudApiStandIn, TestSmtp } from './message-partners';
import { checkoutBody, randomLines } from './orders';
import { killableServer } from './killable-server';
import { freePort } from './own-mariadb';

export interface MessagesCrashResult {
  kills: number;
  orders: number;
  messages: number;
  sent: number;
  /** Messages a partner received more than once, and the bound the README's window allows. */
  duplicates: number;
  duplicateBound: number;
  lost: string[];
}

export async function runMessagesCrash(
  options: { databaseUrl?: string; kills?: number; orders?: number } = {},
): Promise<MessagesCrashResult> {
  const kills = options.kills ?? 3;
  const target = options.orders ?? 80;
  const dir = mkdtempSync(join(tmpdir(), 'fd-msg-crash-'));
  const databaseUrl = options.databaseUrl ?? `sqlite:${join(dir, 'shop.sqlite')}`;
  const smtp = await new TestSmtp().start();
  const cloud = await new CloudApiStandIn().start();
  // A provider's latency: kills land while sends are in flight.
  cloud.latencyMs = 40;
  const server = killableServer({
    port: await freePort(),
    dataDir: dir,
    databaseUrl,
    adminPassword: ADMIN_PASSWORD,
    env: {
      AUTO_CANCEL_EVERY_SECONDS: '0',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'shop@freakdrop.test',
      WHATSAPP_TOKEN: 'crash-token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_API_URL: cloud.url,
      MESSAGES_POLL_MS: '20',
      MESSAGES_SEND_TIMEOUT_SECONDS: '1',
      MESSAGES_LEASE_SECONDS: '2',
      MESSAGES_RETRY_BASE_MS: '200',
    },
  });
  const { base } = server;

  try {
    await server.start();
    const products = await setUpCatalog(base);
    const acknowledged = new Set<string>();
    let running = true;
    const client = async (n: number) => {
      while (running && acknowledged.size < target) {
        const body = JSON.stringify({
          ...checkoutBody(randomLines(products), `Message Client ${n}`),
          whatsappConsent: true,
        });
        const key = randomBytes(12).toString('hex');
        for (;;) {
          if (!server.up) {
            await new Promise((r) => setTimeout(r, 50));
            continue;
          }
          const res = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body,
          })
            .then(async (r) => ({
              status: r.status,
              json: (await r.json()) as { orderNumber?: string },
            }))
            .catch(() => null);
          if (!res) continue; // cut by a kill: the same key again once the server is back
          if (res.status === 201 || res.status === 200)
            acknowledged.add(res.json.orderNumber as string);
          break;
        }
      }
    };
    const loops = Array.from({ length: 3 }, (_, n) => client(n));
    for (let k = 1; k <= kills; k++) {
      const before = cloud.accepted.length;
      // Kill while messages are being sent (and orders placed).
      while (cloud.accepted.length < before + 10) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, Math.random() * 300));
      await server.kill();
      await server.start();
    }
    await Promise.all(loops);
    running = false;

    // Every message sent (the killed claims come back once their lease ran out).
    const { query, close } = await openDatabase(databaseUrl);
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [row] = await query(
          "SELECT COUNT(*) AS n FROM outbox_messages WHERE status = 'queued'",
        );
        if (Number(row.n) === 0) break;
        if (Date.now() > deadline) throw new Error(`${String(row.n)} messages still queued`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await server.kill();
      const rows = await query(
        'SELECT id, orderNumber, channel, status, providerMessageId FROM outbox_messages',
      );
      const lost: string[] = [];
      const byOrder = new Map<string, number>();
      for (const r of rows)
        byOrder.set(String(r.orderNumber), (byOrder.get(String(r.orderNumber)) ?? 0) + 1);
      for (const number of acknowledged) {
        if (byOrder.get(number) !== 2) lost.push(`${number}: ${byOrder.get(number) ?? 0} messages`);
      }
      if (byOrder.size !== acknowledged.size)
        lost.push(`${byOrder.size} orders with messages, ${acknowledged.size} acknowledged`);
      const received = new Map<string, number>();
      for (const c of cloud.accepted) {
        const id = c.body.biz_opaque_callback_data ?? '';
        received.set(id, (received.get(id) ?? 0) + 1);
      }
      for (const m of smtp.mails) {
        const id = m.header('x-freakdrop-message') ?? '';
        received.set(id, (received.get(id) ?? 0) + 1);
      }
      let sent = 0;
      for (const r of rows) {
        if (r.status === 'sent') sent += 1;
        else lost.push(`${String(r.id)} is ${String(r.status)}`);
        if (!received.get(String(r.id)))
          lost.push(`${String(r.id)} (${String(r.channel)}) never arrived`);
      }
      const duplicates = [...received.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
      return {
        kills,
        orders: acknowledged.size,
        messages: rows.length,
        sent,
        duplicates,
        // Each kill can cut short at most one claimed batch per channel's sends.
        duplicateBound: kills * SEND_BATCH,
        lost,
      };
    } finally {
      await close();
    }
  } finally {
    await server.kill();
    await smtp.stop();
    await cloud.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
