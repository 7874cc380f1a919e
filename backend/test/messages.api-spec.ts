/**
 * Messages to customers and staff, against real protocol partners: an SMTP server receiving
 * and parsing the mail, and a stand-in of the WhatsApp Cloud API that accepts, fails with
 * 500 / 429 + Retry-After / 400, or hangs. The outbox row commits with the order change; the
 * sender retries what may pass later and fails what never will; the webhook is signed.
 */
import type TestAgent from 'supertest/lib/agent';
import { DEFAULT_MESSAGE_TEMPLATES, MESSAGING_MSG } from '../src/contract';
import type { OutboxMessage, Product } from '../src/contract';
import { OutboxSender } from '../src/messages/outbox-sender.service';
import { CloudApiStandIn, hubSignature, TestSmtp, webhookBody } from './support/message-partners';
import { createStaff, signedIn } from './support/staff';
import {
  createCategory,
  createProduct,
  createTestApp,
  dbKind,
  postOrder,
  within,
} from './support/test-app';
import type { TestApp } from './support/test-app';

const APP_SECRET = 'test-app-secret';
const VERIFY_TOKEN = 'test-verify-token';

function checkout(product: Product, extra: Record<string, unknown> = {}) {
  return {
    customerName: 'Layla Test',
    phone: '050 123 4567',
    email: 'layla@example.com',
    city: 'Dubai',
    addressLine1: 'Villa 12, Al Wasl Road',
    items: [{ productId: product.id, size: 'N/A', qty: 1 }],
    subtotalAED: 100,
    deliveryAED: 20,
    totalAED: 120,
    ...extra,
  };
}

async function messagesOf(admin: TestAgent, orderId: string): Promise<OutboxMessage[]> {
  const res = await admin.get(`/api/admin/orders/${orderId}/messages`).expect(200);
  return res.body.messages as OutboxMessage[];
}

/** Waits until every message of the order is past `queued`. */
async function settled(admin: TestAgent, orderId: string, ms = 15_000): Promise<OutboxMessage[]> {
  let last: OutboxMessage[] = [];
  await within(ms, async () => {
    last = await messagesOf(admin, orderId);
    return last.length > 0 && last.every((m) => m.status !== 'queued');
  });
  return last;
}

describe('messages with every channel off (the default)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let product: Product;
  beforeAll(async () => {
    t = await createTestApp({ MESSAGES_POLL_MS: '50' });
    admin = await t.admin();
    await createCategory(admin, 'Tees');
    product = await createProduct(t, admin, 'TEES', { stockQuantity: 50 });
  });
  afterAll(() => t.close());

  it('records each message as skipped with the reason; the checkout answers as the spec says', async () => {
    const placed = await postOrder(t, checkout(product)).expect(201);
    expect(placed.body.order).not.toHaveProperty('language');
    expect(placed.body.order).not.toHaveProperty('whatsappConsent');
    const messages = await messagesOf(admin, placed.body.order.id);
    expect(messages.map((m) => [m.channel, m.event, m.status, m.lastError])).toEqual([
      // A spec client sends no consent: WhatsApp is never used without it.
      ['whatsapp', 'order_placed', 'skipped', MESSAGING_MSG.noConsent],
      ['email', 'order_placed', 'skipped', MESSAGING_MSG.emailOff],
    ]);
    const consenting = await postOrder(t, checkout(product, { whatsappConsent: true })).expect(201);
    const [whatsapp] = await messagesOf(admin, consenting.body.order.id);
    expect(whatsapp).toMatchObject({ status: 'skipped', lastError: MESSAGING_MSG.whatsappOff });
  });

  it('shows the channels as not configured, never a secret', async () => {
    const info = await admin.get('/api/admin/system').expect(200);
    expect(info.body.channels).toEqual({
      email: { configured: false, from: null },
      whatsapp: { configured: false, from: null, webhook: false },
    });
  });

  it('lists messages for managers, masks the recipient for agents, refuses resend of a skipped one', async () => {
    const placed = await postOrder(t, checkout(product)).expect(201);
    const list = await admin
      .get(`/api/admin/messages?order=${placed.body.orderNumber.toLowerCase()}&channel=email`)
      .expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.messages[0]).toMatchObject({
      recipient: 'layla@example.com',
      orderNumber: placed.body.orderNumber,
      audience: 'customer',
      tries: 0,
    });
    await createStaff(admin, 'agent-m', 'agent');
    const agent = await signedIn(t, 'agent-m');
    await agent.get('/api/admin/messages').expect(403);
    const masked = await messagesOf(agent, placed.body.order.id);
    expect(masked.map((m) => m.recipient)).toEqual(['+97150*****67', 'l***@example.com']);
    const resend = await admin.post(`/api/admin/messages/${list.body.messages[0].id}/resend`);
    expect(resend.status).toBe(409);
    expect(resend.body.code).toBe('MESSAGE_NOT_FAILED');
    await admin.post('/api/admin/messages/00000000-0000-4000-8000-000000000000/resend').expect(404);
    await admin.get('/api/admin/messages?status=lost').expect(400);
  });

  it('writes nothing for an order that is refused (the rows commit with the order or not at all)', async () => {
    const before = (await admin.get('/api/admin/messages').expect(200)).body.total as number;
    const short = await createProduct(t, admin, 'TEES', { stockQuantity: 1, title: 'Last One' });
    await postOrder(t, {
      ...checkout(short),
      items: [{ productId: short.id, size: 'N/A', qty: 2 }],
    }).expect(409);
    expect((await admin.get('/api/admin/messages').expect(200)).body.total).toBe(before);
  });

  it('saves templates per event and language, falls back to the default, refuses unknown placeholders', async () => {
    const settings = (await admin.get('/api/admin/settings').expect(200)).body;
    expect(settings.messageTemplates).toEqual(DEFAULT_MESSAGE_TEMPLATES);
    const base = { deliveryAED: settings.deliveryAED, brandTagline: settings.brandTagline };
    const bad = await admin
      .put('/api/admin/settings')
      .send({ ...base, messageTemplates: { order_placed: { en: 'Hi {nme}' } } })
      .expect(400);
    expect(bad.body.errors).toEqual({
      'messageTemplates.order_placed.en': MESSAGING_MSG.unknownPlaceholder(['nme']),
    });
    await admin
      .put('/api/admin/settings')
      .send({ ...base, messageTemplates: { order_placed: { ar: 'طلبك {number}' } } })
      .expect(200);
    const saved = (await admin.get('/api/admin/settings').expect(200)).body.messageTemplates;
    expect(saved.order_placed).toEqual({
      en: DEFAULT_MESSAGE_TEMPLATES.order_placed.en,
      ar: 'طلبك {number}',
    });
    await admin
      .put('/api/admin/settings')
      .send({ ...base, messageTemplates: { order_placed: { ar: '' } } })
      .expect(200);
    expect((await admin.get('/api/admin/settings').expect(200)).body.messageTemplates).toEqual(
      DEFAULT_MESSAGE_TEMPLATES,
    );
  });
});

describe('messages sent to an SMTP server and the Cloud API', () => {
  const smtp = new TestSmtp();
  const cloud = new CloudApiStandIn();
  let t: TestApp;
  let admin: TestAgent;
  let product: Product;

  beforeAll(async () => {
    await smtp.start();
    await cloud.start();
    t = await createTestApp({
      MESSAGES_POLL_MS: '50',
      MESSAGES_RETRY_BASE_MS: '200',
      MESSAGES_SEND_TIMEOUT_SECONDS: '1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'FreakDrop <shop@freakdrop.test>',
      WHATSAPP_TOKEN: 'test-token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_API_URL: cloud.url,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      PUBLIC_URL: 'https://shop.example',
    });
    admin = await t.admin();
    await createCategory(admin, 'Tees');
    product = await createProduct(t, admin, 'TEES', { stockQuantity: 500 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await cloud.stop();
  });
  beforeEach(() => {
    cloud.answers = [];
    cloud.otherwise = { kind: 'accept' };
    smtp.reject = null;
  });

  it('sends the customer and the staff their messages in the order’s language, once each', async () => {
    await admin
      .patch('/api/admin/me')
      .send({ email: 'owner@freakdrop.test', whatsapp: '0559876543', newOrderAlerts: true })
      .expect(200);
    // The alert list is read at most every 10 s: wait for a fresh read.
    t.app.get(OutboxSender); // the sender runs by itself (MESSAGES_POLL_MS)
    const { OutboxWriter } = await import('../src/messages/outbox-writer.service');
    t.app.get(OutboxWriter).forgetRecipients();
    const placed = await postOrder(
      t,
      checkout(product, { language: 'ar', whatsappConsent: true }),
    ).expect(201);
    const order = placed.body.order;
    const messages = await settled(admin, order.id);
    expect(messages.map((m) => [m.audience, m.channel, m.language, m.status, m.tries])).toEqual([
      ['customer', 'whatsapp', 'ar', 'sent', 1],
      ['customer', 'email', 'ar', 'sent', 1],
      ['staff', 'whatsapp', 'en', 'sent', 1],
      ['staff', 'email', 'en', 'sent', 1],
    ]);
    // The customer's mail, as the SMTP server received it.
    const mail = smtp.mails.find((m) => m.to.includes('layla@example.com'));
    expect(mail?.subject).toBe(`استلمنا طلبك ${order.orderNumber}`);
    expect(mail?.text).toContain(`رقم ${order.orderNumber}`);
    expect(mail?.text).toContain('AED 120.00');
    expect(mail?.text).toContain(
      `https://shop.example/ar/track-order?orderNumber=${order.orderNumber}&phone=%2B971501234567`,
    );
    expect(mail?.from).toContain('shop@freakdrop.test');
    // The Message-ID is the outbox id's: a second send would be the same message.
    expect(mail?.messageId).toBe(`<${messages[1].id}@freakdrop.test>`);
    expect(messages[1].providerMessageId).toBe(mail?.messageId);
    const staffMail = smtp.mails.find((m) => m.to.includes('owner@freakdrop.test'));
    expect(staffMail?.subject).toBe(`New order ${order.orderNumber}`);
    // The customer's WhatsApp: an approved template in Arabic with its body parameters.
    const call = cloud.calls.find((c) => c.body.to === '971501234567');
    expect(call?.path).toBe('/v21.0/1098765/messages');
    expect(call?.auth).toBe('Bearer test-token');
    expect(call?.body.template.name).toBe('order_placed');
    expect(call?.body.template.language).toEqual({ code: 'ar' });
    expect(call?.body.template.components[0].parameters.map((p) => p.text)).toEqual([
      'Layla Test',
      order.orderNumber,
      'AED 120.00',
      `https://shop.example/ar/track-order?orderNumber=${order.orderNumber}&phone=%2B971501234567`,
    ]);
    expect(call?.body.biz_opaque_callback_data).toBe(messages[0].id);
    expect(messages[0].providerMessageId).toBe(call?.answeredId);
    expect(cloud.calls.filter((c) => c.body.to === '971559876543')).toHaveLength(1);
    await admin.patch('/api/admin/me').send({ newOrderAlerts: false }).expect(200);
    t.app.get(OutboxWriter).forgetRecipients();
  });

  it('tells the customer of each status change: confirmed, on its way with the courier, delivered, cancelled with the reason', async () => {
    const settings = (await admin.get('/api/admin/settings').expect(200)).body;
    await admin
      .put('/api/admin/settings')
      .send({
        deliveryAED: settings.deliveryAED,
        brandTagline: settings.brandTagline,
        couriers: ['Ravi'],
      })
      .expect(200);
    const placed = await postOrder(t, checkout(product, { whatsappConsent: true })).expect(201);
    const id = placed.body.order.id as string;
    await settled(admin, id);
    await admin.put(`/api/admin/orders/${id}/status`).send({ status: 'CONFIRMED' }).expect(200);
    await admin
      .put(`/api/admin/orders/${id}/status`)
      .send({ status: 'OUT_FOR_DELIVERY', courier: 'Ravi' })
      .expect(200);
    await admin.put(`/api/admin/orders/${id}/status`).send({ status: 'DELIVERED' }).expect(200);
    const other = await postOrder(t, checkout(product, { whatsappConsent: true })).expect(201);
    await admin
      .put(`/api/admin/orders/${other.body.order.id}/status`)
      .send({ status: 'CANCELLED', reason: 'OUT_OF_STOCK' })
      .expect(200);
    const messages = await settled(admin, id);
    expect(messages.filter((m) => m.channel === 'email').map((m) => [m.event, m.status])).toEqual([
      ['order_placed', 'sent'],
      ['order_confirmed', 'sent'],
      ['out_for_delivery', 'sent'],
      ['delivered', 'sent'],
    ]);
    await settled(admin, other.body.order.id);
    const number = placed.body.orderNumber as string;
    const mails = smtp.mails.filter((m) => m.text.includes(number));
    expect(mails.find((m) => m.subject.includes('on its way'))?.text).toContain('with Ravi');
    const cancelled = smtp.mails.find(
      (m) => m.subject === `Your order ${other.body.orderNumber as string} was cancelled`,
    );
    expect(cancelled?.text).toContain('an item is out of stock');
  });

  it('tries again after a 500 and after a 429 no sooner than its Retry-After; a hung API is a timeout', async () => {
    cloud.answers = [
      { kind: 'error', status: 500 },
      { kind: 'error', status: 429, retryAfter: '2' },
      { kind: 'hang' },
    ];
    const placed = await postOrder(
      t,
      checkout(product, { whatsappConsent: true, email: undefined }),
    ).expect(201);
    const started = Date.now();
    const [whatsapp] = await settled(admin, placed.body.order.id, 30_000);
    expect(whatsapp).toMatchObject({ status: 'sent', tries: 4, lastError: null });
    // The 429 asked for 2 s; the timeout took 1 s more.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    const calls = cloud.calls.filter((c) => c.body.biz_opaque_callback_data === whatsapp.id);
    expect(calls).toHaveLength(4);
    expect(calls.filter((c) => c.answeredId)).toHaveLength(1);
  });

  it('fails at once on a 4xx with the provider’s reason; Resend queues it again', async () => {
    cloud.answers = [
      { kind: 'error', status: 400, message: 'Template name does not exist in the translation' },
    ];
    const placed = await postOrder(
      t,
      checkout(product, { whatsappConsent: true, email: undefined }),
    ).expect(201);
    const [failed] = await settled(admin, placed.body.order.id);
    expect(failed).toMatchObject({ status: 'failed', tries: 1 });
    expect(failed.lastError).toContain('Template name does not exist in the translation');
    expect(failed.failedAt).not.toBeNull();
    const again = await admin.post(`/api/admin/messages/${failed.id}/resend`).expect(200);
    expect(again.body).toMatchObject({ status: 'queued', tries: 0 });
    const [sent] = await settled(admin, placed.body.order.id);
    expect(sent).toMatchObject({ status: 'sent', tries: 1 });
    const log = await admin
      .get(`/api/admin/activity?entity=message&entityId=${failed.id}`)
      .expect(200);
    expect(log.body.entries[0]).toMatchObject({ action: 'resend' });
  });

  it('retries an SMTP 4xx reply and fails a 5xx one at once', async () => {
    smtp.reject = 550;
    const placed = await postOrder(t, checkout(product)).expect(201);
    const messages = await settled(admin, placed.body.order.id);
    const email = messages.find((m) => m.channel === 'email');
    expect(email).toMatchObject({ status: 'failed', tries: 1 });
    expect(email?.lastError).toContain('550');
    smtp.reject = 451;
    const second = await postOrder(t, checkout(product)).expect(201);
    await within(10_000, async () => {
      const m = (await messagesOf(admin, second.body.order.id)).find((x) => x.channel === 'email');
      return (m?.tries ?? 0) >= 2;
    });
    smtp.reject = null;
    const done = await settled(admin, second.body.order.id);
    expect(done.find((m) => m.channel === 'email')?.status).toBe('sent');
  });

  describe('the WhatsApp webhook', () => {
    it('answers the subscription challenge only with the verify token', async () => {
      const ok = await t
        .http()
        .get(
          `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
        )
        .expect(200);
      expect(ok.text).toBe('1158201444');
      await t
        .http()
        .get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1')
        .expect(403);
    });

    it('records delivered and read by the provider id when signed; a bad signature is a 401 and stores nothing', async () => {
      const placed = await postOrder(
        t,
        checkout(product, { whatsappConsent: true, email: undefined }),
      ).expect(201);
      const [sent] = await settled(admin, placed.body.order.id);
      const id = sent.providerMessageId as string;
      const delivered = webhookBody([{ id, status: 'delivered' }]);
      for (const signature of [undefined, 'sha256=00', hubSignature(delivered, 'another-secret')]) {
        const req = t.http().post('/api/webhooks/whatsapp').set('content-type', 'application/json');
        const res = await (signature ? req.set('x-hub-signature-256', signature) : req).send(
          delivered,
        );
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('INVALID_SIGNATURE');
      }
      // Signed, but the body changed after signing (one space more): refused too.
      await t
        .http()
        .post('/api/webhooks/whatsapp')
        .set('content-type', 'application/json')
        .set('x-hub-signature-256', hubSignature(delivered, APP_SECRET))
        .send(`${delivered} `)
        .expect(401);
      expect((await messagesOf(admin, placed.body.order.id))[0].status).toBe('sent');
      const post = (body: string) =>
        t
          .http()
          .post('/api/webhooks/whatsapp')
          .set('content-type', 'application/json')
          .set('x-hub-signature-256', hubSignature(body, APP_SECRET))
          .send(body)
          .expect(200);
      await post(delivered);
      expect((await messagesOf(admin, placed.body.order.id))[0]).toMatchObject({
        status: 'delivered',
      });
      await post(webhookBody([{ id, status: 'read' }]));
      // A late "delivered" never moves it back.
      await post(delivered);
      const [read] = await messagesOf(admin, placed.body.order.id);
      expect(read.status).toBe('read');
      expect(read.deliveredAt).not.toBeNull();
      expect(read.readAt).not.toBeNull();
      await post(webhookBody([{ id: 'wamid.unknown', status: 'failed', error: 'x' }]));
    });

    it('stops WhatsApp to a number that replied STOP', async () => {
      const body = webhookBody([], [{ from: '971501112233', text: 'Stop' }]);
      await t
        .http()
        .post('/api/webhooks/whatsapp')
        .set('content-type', 'application/json')
        .set('x-hub-signature-256', hubSignature(body, APP_SECRET))
        .send(body)
        .expect(200);
      const before = cloud.calls.length;
      const placed = await postOrder(
        t,
        checkout(product, { phone: '0501112233', whatsappConsent: true }),
      ).expect(201);
      const messages = await settled(admin, placed.body.order.id);
      expect(messages.map((m) => [m.channel, m.status, m.lastError])).toEqual([
        ['whatsapp', 'skipped', MESSAGING_MSG.optedOut],
        ['email', 'sent', null],
      ]);
      expect(cloud.calls.length).toBe(before);
    });
  });

  it('shows both channels as configured in System Information, never a secret', async () => {
    const info = await admin.get('/api/admin/system').expect(200);
    expect(info.body.channels).toEqual({
      email: { configured: true, from: 'FreakDrop <shop@freakdrop.test>' },
      whatsapp: { configured: true, from: null, webhook: true },
    });
    expect(JSON.stringify(info.body)).not.toContain('test-token');
    expect(JSON.stringify(info.body)).not.toContain(APP_SECRET);
  });
});

describe(`two replicas sending from one outbox (${dbKind()})`, () => {
  const smtp = new TestSmtp();
  const cloud = new CloudApiStandIn();
  let a: TestApp;
  let b: TestApp;
  let startB: () => Promise<void>;

  beforeAll(async () => {
    await smtp.start();
    await cloud.start();
    cloud.latencyMs = 5;
    const channels = {
      MESSAGES_POLL_MS: '20',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'shop@freakdrop.test',
      WHATSAPP_TOKEN: 'test-token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_API_URL: cloud.url,
      AUTO_CANCEL_EVERY_SECONDS: '0',
    };
    // Replica a places the orders with its sender off; b starts once they are in, then both send.
    a = await createTestApp({ ...channels, MESSAGES_POLL_MS: '0' });
    const db = a.config.database;
    startB = async () => {
      b = await createTestApp({
        ...channels,
        DATABASE_URL: db.type === 'sqlite' ? `sqlite:${db.path}` : db.url,
        DATA_DIR: a.config.dataDir,
      });
    };
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await smtp.stop();
    await cloud.stop();
  });

  it('sends each message exactly once while both replicas drain the outbox', async () => {
    const admin = await a.admin();
    await createCategory(admin, 'Tees');
    const product = await createProduct(a, admin, 'TEES', { stockQuantity: 1000 });
    const ORDERS = 60;
    for (let i = 0; i < ORDERS; i++) {
      await postOrder(a, checkout(product, { whatsappConsent: true })).expect(201);
    }
    // Both replicas' senders race for the same rows (a's by hand, b's by its timer).
    const senderA = a.app.get(OutboxSender);
    await startB();
    const racing = Promise.all([senderA.drain(), senderA.drain(), senderA.drain()]);
    await within(30_000, async () => {
      const res = await admin.get('/api/admin/messages?status=queued&limit=1').expect(200);
      return res.body.total === 0;
    });
    const byA = (await racing).reduce((x, y) => x + y, 0);
    const list = await admin.get('/api/admin/messages?limit=200').expect(200);
    const messages = list.body.messages as OutboxMessage[];
    expect(messages).toHaveLength(ORDERS * 2);
    expect(messages.every((m) => m.status === 'sent' && m.tries === 1)).toBe(true);
    const whatsappIds = cloud.accepted.map((c) => c.body.biz_opaque_callback_data);
    const mailIds = smtp.mails.map((m) => m.header('x-freakdrop-message'));
    expect(whatsappIds).toHaveLength(ORDERS);
    expect(new Set(whatsappIds).size).toBe(ORDERS);
    expect(mailIds).toHaveLength(ORDERS);
    expect(new Set(mailIds).size).toBe(ORDERS);
    console.log(`two replicas: a sent ${byA}, b sent ${ORDERS * 2 - byA} of ${ORDERS * 2}`);
  });
});
