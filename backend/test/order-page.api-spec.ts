/**
 * The console's order page: an order by its number with its timeline (status changes with who
 * and why, internal notes), and internal notes — their rules, who may write them, the activity
 * log, and their going with a deleted order. `GET /api/admin/orders/:id` answers as before.
 */
import type TestAgent from 'supertest/lib/agent';
import { MSG, ORDER_NOTE_LIMITS, ORDER_NOTE_MSG, STAFF_ROLES } from '../src/contract';
import type {
  ActivityListResponse,
  Order,
  OrderNote,
  OrderWithTimeline,
  PlaceOrderResponse,
  Product,
  StaffRole,
} from '../src/contract';
import { OrderNoteEntity } from '../src/orders/order-note.entity';
import { checkoutBody } from './support/orders';
import { createStaff, signedIn } from './support/staff';
import { createProduct, expectError, postOrder, useAdminApp } from './support/test-app';

describe('order page', () => {
  const { t, admin } = useAdminApp(['Tees']);
  let product: Product;
  const as = {} as Record<StaffRole, TestAgent>;

  beforeAll(async () => {
    product = await createProduct(t, admin, 'TEES', { priceAED: 80, stockQuantity: 100 });
    as.owner = admin;
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      await createStaff(admin, `${role}-page`, role);
      as[role] = await signedIn(t, `${role}-page`);
    }
  });

  async function place(phone = '+971501234567'): Promise<Order> {
    const body = { ...checkoutBody([{ product, qty: 1 }]), phone };
    return ((await postOrder(t, body).expect(201)).body as PlaceOrderResponse).order;
  }
  const page = async (orderNumber: string, agent: TestAgent = admin) =>
    (await agent.get(`/api/admin/orders/by-number/${orderNumber}`).expect(200))
      .body as OrderWithTimeline;
  const addNote = (id: string, text: unknown, agent: TestAgent = admin) =>
    agent.post(`/api/admin/orders/${id}/notes`).send({ text });

  it('answers the order by its number, any case, dashes optional, with its timeline', async () => {
    const order = await place();
    const found = await page(order.orderNumber);
    const { timeline, ...rest } = found;
    // The order by id answers as before (no timeline); the page has the same order.
    const byId = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body as Order;
    expect(byId).not.toHaveProperty('timeline');
    expect(rest).toEqual(byId);
    expect(found.customer).toEqual(expect.objectContaining({ orderCount: expect.any(Number) }));
    expect(timeline).toEqual([
      {
        kind: 'status',
        id: expect.any(String),
        at: order.createdAt,
        by: null,
        status: 'PENDING',
        reason: null,
        text: null,
      },
    ]);
    const loose = order.orderNumber.toLowerCase().replace(/-/g, '');
    expect((await page(loose)).id).toBe(order.id);
  });

  it('answers 404 Order not found for an unknown number', async () => {
    for (const number of ['FD-0000-0000', 'nonsense']) {
      const res = await admin.get(`/api/admin/orders/by-number/${number}`).expect(404);
      expectError(res, 404, 'NOT_FOUND', MSG.orderNotFound);
    }
  });

  it('keeps notes trimmed, with author and time, in the timeline after the status changes', async () => {
    const order = await place();
    const cancelled = (
      await admin
        .put(`/api/admin/orders/${order.id}/status`)
        .send({ status: 'CANCELLED', reason: 'UNREACHABLE', note: 'No answer' })
        .expect(200)
    ).body as Order;
    const note = (await addNote(order.id, '  called twice, no answer  ').expect(201))
      .body as OrderNote;
    expect(note).toEqual({
      id: expect.any(String),
      text: 'called twice, no answer',
      by: 'admin',
      at: expect.any(String),
    });
    const second = (
      await addNote(order.id, 'Customer asked to call after 6pm', as.agent).expect(201)
    ).body as OrderNote;
    const { timeline } = await page(order.orderNumber);
    expect(timeline.map((e) => [e.kind, e.status ?? e.text, e.by])).toEqual([
      ['status', 'PENDING', null],
      ['status', 'CANCELLED', 'admin'],
      ['note', 'called twice, no answer', 'admin'],
      ['note', 'Customer asked to call after 6pm', 'agent-page'],
    ]);
    expect(timeline[1]).toEqual({
      kind: 'status',
      id: expect.any(String),
      at: cancelled.updatedAt,
      by: 'admin',
      status: 'CANCELLED',
      reason: 'UNREACHABLE',
      text: 'No answer',
    });
    expect(timeline[2]).toEqual({ kind: 'note', ...note });
    expect(timeline[3]).toEqual({ kind: 'note', ...second });
    // Oldest first.
    const times = timeline.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Notes are the staff's: the customer's tracking never shows them.
    const tracked = await t
      .http()
      .get('/api/orders/track')
      .query({ orderNumber: order.orderNumber, phone: order.phone })
      .expect(200);
    expect(JSON.stringify(tracked.body)).not.toContain('called twice');
  });

  it('refuses a blank, missing, non-text or too long note with 400 and stores nothing', async () => {
    const order = await place();
    for (const text of ['', '   ', undefined, 42, null]) {
      const res = await addNote(order.id, text).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ORDER_NOTE_MSG.textRequired,
        errors: { text: ORDER_NOTE_MSG.textRequired },
      });
    }
    const long = await addNote(order.id, 'x'.repeat(ORDER_NOTE_LIMITS.textMax + 1)).expect(400);
    expect(long.body).toEqual(
      expect.objectContaining({ errors: { text: ORDER_NOTE_MSG.textMax } }),
    );
    // Exactly the maximum, with spaces around it, is accepted.
    const max = ' ' + 'y'.repeat(ORDER_NOTE_LIMITS.textMax) + ' ';
    expect(((await addNote(order.id, max).expect(201)).body as OrderNote).text).toHaveLength(
      ORDER_NOTE_LIMITS.textMax,
    );
    const notes = (await page(order.orderNumber)).timeline.filter((e) => e.kind === 'note');
    expect(notes).toHaveLength(1);
  });

  it('answers 404 for a note on an unknown order', async () => {
    const res = await addNote('00000000-0000-4000-8000-000000000000', 'hello').expect(404);
    expectError(res, 404, 'NOT_FOUND', MSG.orderNotFound);
  });

  it('lets every role that sees orders read the page and add a note; history by phone only for the confirmation desk', async () => {
    const order = await place();
    for (const role of STAFF_ROLES) {
      const found = await page(order.orderNumber, as[role]);
      // Packers have no confirmation permission: no customer history.
      if (role === 'packer') expect(found).not.toHaveProperty('customer');
      else expect(found.customer?.orderCount).toBeGreaterThan(0);
      await addNote(order.id, `note by ${role}`, as[role]).expect(201);
    }
    const { timeline } = await page(order.orderNumber);
    expect(timeline.filter((e) => e.kind === 'note').map((e) => e.by)).toEqual([
      'admin',
      'manager-page',
      'agent-page',
      'packer-page',
    ]);
    await t.http().get(`/api/admin/orders/by-number/${order.orderNumber}`).expect(401);
    await t.http().post(`/api/admin/orders/${order.id}/notes`).send({ text: 'x' }).expect(401);
  });

  it('records a note in the activity log', async () => {
    const order = await place();
    await addNote(order.id, 'Left a voicemail').expect(201);
    const log = (
      await admin
        .get('/api/admin/activity')
        .query({ entity: 'order', entityId: order.id })
        .expect(200)
    ).body as ActivityListResponse;
    expect(log.entries[0]).toEqual(
      expect.objectContaining({
        action: 'note',
        entity: 'order',
        entityId: order.id,
        actor: expect.objectContaining({ username: 'admin' }),
        changes: { note: [null, 'Left a voicemail'] },
      }),
    );
  });

  it('deletes the notes with their order', async () => {
    const order = await place();
    await addNote(order.id, 'to be deleted').expect(201);
    const rows = t.dataSource.getRepository(OrderNoteEntity);
    expect(await rows.countBy({ orderId: order.id })).toBe(1);
    await admin.delete(`/api/admin/orders/${order.id}`).expect(204);
    expect(await rows.countBy({ orderId: order.id })).toBe(0);
    await admin.get(`/api/admin/orders/by-number/${order.orderNumber}`).expect(404);
  });
});
