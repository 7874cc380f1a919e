/**
 * The activity log: one line per admin write, committed with it; who, what, which record,
 * which fields changed, from where; never a secret; read only.
 */
import type TestAgent from 'supertest/lib/agent';
import type {
  ActivityEntry,
  ActivityListResponse,
  Category,
  Order,
  PlaceOrderResponse,
  Product,
  StaffMember,
} from '../src/contract';
import { ActivityLog } from '../src/activity/activity-log.service';
import { inTransaction } from '../src/database/transactions';
import { checkoutBody } from './support/orders';
import { ADMIN, createCategory, createProduct, postOrder, useAdminApp } from './support/test-app';

describe('activity log', () => {
  const { t, admin } = useAdminApp(['Tees']);

  const entries = async (query: Record<string, string> = {}): Promise<ActivityEntry[]> =>
    ((await admin.get('/api/admin/activity').query(query).expect(200)).body as ActivityListResponse)
      .entries;
  const latest = async (): Promise<ActivityEntry> => (await entries())[0];

  async function placeOrder(product: Product): Promise<Order> {
    const res = await postOrder(t, checkoutBody([{ product, qty: 1 }])).expect(201);
    return (res.body as PlaceOrderResponse).order;
  }

  /** Each kind of write, what it sends, and the line it must append. */
  type Case = [
    kind: string,
    write: (agent: TestAgent) => Promise<string | null>,
    expected: (id: string | null) => Partial<ActivityEntry>,
  ];
  let product: Product;
  let category: Category;
  let order: Order;
  let staffId: string;

  const cases: Case[] = [
    [
      'category created',
      async (agent) => {
        category = await createCategory(agent, 'Hoodies');
        return category.id;
      },
      (id) => ({
        action: 'create',
        entity: 'category',
        entityId: id,
        changes: expect.objectContaining({ name: [null, 'Hoodies'], slug: [null, 'HOODIES'] }),
      }),
    ],
    [
      'category renamed',
      async (agent) => {
        await agent
          .put(`/api/admin/categories/${category.id}`)
          .send({ name: 'Hoods', slug: 'HOODIES' })
          .expect(200);
        return category.id;
      },
      (id) => ({
        action: 'update',
        entity: 'category',
        entityId: id,
        changes: { name: ['Hoodies', 'Hoods'] },
      }),
    ],
    [
      'category deleted',
      async (agent) => {
        await agent.delete(`/api/admin/categories/${category.id}`).expect(204);
        return category.id;
      },
      (id) => ({
        action: 'delete',
        entity: 'category',
        entityId: id,
        changes: expect.objectContaining({ name: ['Hoods', null] }),
      }),
    ],
    [
      'product created',
      async (agent) => {
        product = await createProduct(t, agent, 'TEES', { title: 'Logged Tee', priceAED: 80 });
        return product.id;
      },
      (id) => ({
        action: 'create',
        entity: 'product',
        entityId: id,
        changes: expect.objectContaining({
          title: [null, 'Logged Tee'],
          priceFils: [null, '8000'],
          stockQuantity: [null, '10'],
        }),
      }),
    ],
    [
      'price and stock changed',
      async (agent) => {
        const body = { ...(await productBody(product)), priceAED: 90, stockQuantity: 25 };
        const res = await agent.put(`/api/admin/products/${product.id}`).send(body).expect(200);
        product = res.body as Product;
        return product.id;
      },
      (id) => ({
        action: 'update',
        entity: 'product',
        entityId: id,
        changes: {
          priceFils: ['8000', '9000'],
          effectivePriceFils: ['8000', '9000'],
          stockQuantity: ['10', '25'],
        },
      }),
    ],
    [
      'settings saved',
      async (agent) => {
        await agent
          .put('/api/admin/settings')
          .send({ deliveryAED: 25, brandTagline: 'Logged Tagline', couriers: ['Ravi'] })
          .expect(200);
        return '1';
      },
      (id) => ({
        action: 'update',
        entity: 'settings',
        entityId: id,
        changes: expect.objectContaining({
          deliveryFils: ['2000', '2500'],
          brandTagline: [expect.any(String), 'Logged Tagline'],
          couriers: [null, '["Ravi"]'],
        }),
      }),
    ],
    [
      'order confirmed',
      async (agent) => {
        await agent
          .put('/api/admin/settings')
          .send({ deliveryAED: 20, brandTagline: 'Logged Tagline' })
          .expect(200);
        order = await placeOrder(product);
        await agent
          .put(`/api/admin/orders/${order.id}/status`)
          .send({ status: 'CONFIRMED' })
          .expect(200);
        return order.id;
      },
      (id) => ({
        action: 'status',
        entity: 'order',
        entityId: id,
        changes: { status: ['PENDING', 'CONFIRMED'] },
      }),
    ],
    [
      'order out for delivery with a courier',
      async (agent) => {
        await agent
          .put(`/api/admin/orders/${order.id}/status`)
          .send({ status: 'OUT_FOR_DELIVERY', courier: 'Ravi' })
          .expect(200);
        return order.id;
      },
      (id) => ({
        action: 'status',
        entity: 'order',
        entityId: id,
        changes: { status: ['CONFIRMED', 'OUT_FOR_DELIVERY'], courier: [null, 'Ravi'] },
      }),
    ],
    [
      'order delivered',
      async (agent) => {
        await agent
          .put(`/api/admin/orders/${order.id}/status`)
          .send({ status: 'DELIVERED' })
          .expect(200);
        return order.id;
      },
      (id) => ({
        action: 'status',
        changes: { status: ['OUT_FOR_DELIVERY', 'DELIVERED'] },
        entityId: id,
      }),
    ],
    [
      'cash remitted',
      async (agent) => {
        const res = await agent
          .post('/api/admin/cash/remittances')
          .send({ courier: 'Ravi', orderIds: [order.id] })
          .expect(201);
        return (res.body as { id: string }).id;
      },
      (id) => ({
        action: 'create',
        entity: 'remittance',
        entityId: id,
        changes: expect.objectContaining({ courier: [null, 'Ravi'], orders: [null, '1'] }),
      }),
    ],
    [
      'order deleted',
      async (agent) => {
        const doomed = await placeOrder(product);
        await agent.delete(`/api/admin/orders/${doomed.id}`).expect(204);
        return doomed.id;
      },
      (id) => ({
        action: 'delete',
        entity: 'order',
        entityId: id,
        changes: expect.objectContaining({ status: ['PENDING', null] }),
      }),
    ],
    [
      'phone blocked',
      async (agent) => {
        await agent
          .post('/api/admin/blocked-phones')
          .send({ phone: '+971 50 999 8877', reason: 'Refused twice' })
          .expect(201);
        return '+971509998877';
      },
      (id) => ({
        action: 'create',
        entity: 'blocked-phone',
        entityId: id,
        changes: { phone: [null, id], reason: [null, 'Refused twice'] },
      }),
    ],
    [
      'phone unblocked',
      async (agent) => {
        await agent.delete('/api/admin/blocked-phones/%2B971509998877').expect(204);
        return '+971509998877';
      },
      (id) => ({
        action: 'delete',
        entity: 'blocked-phone',
        entityId: id,
        changes: { phone: [id, null], reason: ['Refused twice', null] },
      }),
    ],
    [
      'product deleted',
      async (agent) => {
        await agent.delete(`/api/admin/products/${product.id}`).expect(204);
        return product.id;
      },
      (id) => ({
        action: 'delete',
        entity: 'product',
        entityId: id,
        changes: expect.objectContaining({ title: ['Logged Tee', null] }),
      }),
    ],
    [
      'password changed',
      async (agent) => {
        await agent
          .put('/api/admin/account/password')
          .send({ currentPassword: ADMIN.password, newPassword: 'another-password-9' })
          .expect(200);
        await agent
          .put('/api/admin/account/password')
          .send({ currentPassword: 'another-password-9', newPassword: ADMIN.password })
          .expect(200);
        return null;
      },
      () => ({ action: 'password-change', entity: 'account', changes: {} }),
    ],
    [
      'failed sign-in',
      async () => {
        await t
          .http()
          .post('/api/auth/login')
          .send({ email: ADMIN.username, password: 'not-the-password' })
          .expect(401);
        return null;
      },
      () => ({
        action: 'sign-in-failed',
        entity: 'account',
        actor: { id: expect.any(String), username: ADMIN.username },
        changes: {},
      }),
    ],
    [
      'failed sign-in of an unknown name',
      async () => {
        await t
          .http()
          .post('/api/auth/login')
          .send({ email: 'my-password-by-mistake', password: 'x' })
          .expect(401);
        return null;
      },
      () => ({ action: 'sign-in-failed', actor: { id: null, username: null }, entityId: null }),
    ],
    [
      'staff account created',
      async (agent) => {
        const res = await agent
          .post('/api/admin/staff')
          .send({
            username: 'packer1',
            displayName: 'Pat',
            role: 'packer',
            password: 'Packing#2026!',
          })
          .expect(201);
        staffId = (res.body as StaffMember).id;
        return staffId;
      },
      (id) => ({
        action: 'create',
        entity: 'staff',
        entityId: id,
        changes: expect.objectContaining({ role: [null, 'packer'], displayName: [null, 'Pat'] }),
      }),
    ],
    [
      'staff role changed',
      async (agent) => {
        await agent.patch(`/api/admin/staff/${staffId}`).send({ role: 'agent' }).expect(200);
        return staffId;
      },
      (id) => ({
        action: 'update',
        entity: 'staff',
        entityId: id,
        changes: { role: ['packer', 'agent'] },
      }),
    ],
    [
      'staff password set',
      async (agent) => {
        await agent
          .post(`/api/admin/staff/${staffId}/password`)
          .send({ password: 'Another#Pass2026' })
          .expect(200);
        return staffId;
      },
      (id) => ({ action: 'password', entity: 'staff', entityId: id, changes: {} }),
    ],
    [
      'sign-in',
      async () => {
        await t.admin();
        return null;
      },
      () => ({
        action: 'sign-in',
        entity: 'account',
        actor: { id: expect.any(String), username: ADMIN.username },
        changes: { method: [null, 'password'] },
      }),
    ],
  ];

  async function productBody(p: Product): Promise<Record<string, unknown>> {
    const current = (await t.http().get(`/api/products/${p.id}`).expect(200)).body as Product;
    return {
      sku: current.sku,
      slug: current.slug,
      title: current.title,
      description: current.description,
      category: 'TEES',
      images: current.images,
      priceAED: current.priceAED,
      salePriceAED: current.salePriceAED,
      stockQuantity: current.stockQuantity,
      lowStockThreshold: current.lowStockThreshold,
      sizes: current.sizes,
      colors: current.colors,
    };
  }

  it.each(cases.map((c, i) => [c[0], i] as const))('%s appends its line', async (_kind, i) => {
    const [, write, expected] = cases[i];
    const before = (await entries()).length;
    const id = await write(admin);
    const line = await latest();
    expect(line).toMatchObject({
      actor: { id: expect.any(String), username: ADMIN.username },
      ip: expect.any(String),
      ...expected(id),
    });
    expect(new Date(line.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await entries()).length).toBeGreaterThan(before);
  });

  it('keeps no password, hash or code in any line', async () => {
    const all = JSON.stringify(await entries({ limit: '200' }));
    expect(all).not.toContain(ADMIN.password);
    expect(all).not.toContain('another-password-9');
    expect(all).not.toContain('not-the-password');
    expect(all).not.toMatch(/argon2|passwordHash|searchText/);
  });

  it('filters by actor, entity, record and time, newest first, a page at a time', async () => {
    const products = await entries({ entity: 'product' });
    expect(products.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const one = await entries({ entity: 'product', entityId: products[0].entityId! });
    expect(one).toHaveLength(3);
    expect(await entries({ actor: 'nobody-here' })).toEqual([]);
    const mine = await entries({ actor: ADMIN.username, limit: '200' });
    expect(mine.length).toBeGreaterThan(10);
    const byId = await entries({ actor: mine[0].actor.id!, limit: '200' });
    expect(byId.length).toBe(mine.length);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries({ from: today, to: today, limit: '200' })).length).toBeGreaterThan(10);
    expect(await entries({ to: '2000-01-01' })).toEqual([]);
    expect(await entries({ from: '2999-01-01T00:00:00Z' })).toEqual([]);
    const page1 = (await admin.get('/api/admin/activity').query({ limit: 2 }).expect(200))
      .body as ActivityListResponse;
    const page2 = (await admin.get('/api/admin/activity').query({ limit: 2, page: 2 }).expect(200))
      .body as ActivityListResponse;
    expect(page1.entries).toHaveLength(2);
    expect(page1.total).toBeGreaterThan(10);
    expect(page2.entries[0].at <= page1.entries[1].at).toBe(true);
    expect(page2.entries[0].id).not.toBe(page1.entries[1].id);
    const bad = await admin.get('/api/admin/activity').query({ from: 'yesterday' }).expect(400);
    expect(bad.body.errors).toHaveProperty('from');
  });

  it('is read only: no route edits or deletes a line, and strangers cannot read it', async () => {
    const [line] = await entries();
    await admin.delete('/api/admin/activity').expect(404);
    await admin.delete(`/api/admin/activity/${line.id}`).expect(404);
    await admin.put(`/api/admin/activity/${line.id}`).send({ action: 'x' }).expect(404);
    await admin.post('/api/admin/activity').send({ action: 'x' }).expect(404);
    await t.http().get('/api/admin/activity').expect(401);
  });

  it('a write that fails leaves no line: the line is in its transaction', async () => {
    const before = (await entries({ limit: '200' })).length;
    const log = t.app.get(ActivityLog);
    await expect(
      inTransaction(t.dataSource, async (manager) => {
        await log.record(manager, {
          actor: { id: null, username: 'rolled-back', ip: null },
          action: 'update',
          entity: 'product',
          entityId: 'x',
        });
        throw new Error('the write failed after its line');
      }),
    ).rejects.toThrow('the write failed after its line');
    expect(await entries({ actor: 'rolled-back' })).toEqual([]);
    // A refused write records nothing either (a remittance of an undelivered order).
    const tee = await createProduct(t, admin, 'TEES');
    const pending = await placeOrder(tee);
    const count = (await entries({ limit: '200' })).length;
    await admin
      .post('/api/admin/cash/remittances')
      .send({ courier: 'Ravi', orderIds: [pending.id] })
      .expect(409);
    expect((await entries({ limit: '200' })).length).toBe(count);
    expect(count).toBeGreaterThan(before);
  });
});
