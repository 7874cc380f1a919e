/**
 * Staff accounts: the owner makes them and changes their role, name and state; whatever changes
 * what an account may do ends its sessions at once; the shop keeps one active owner. And each
 * account's own view: `GET /api/admin/me` and its sign-in sessions.
 */
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { hashPassword } from '../src/auth/passwords';
import { runAdminCli } from '../src/cli/admin';
import { loadConfig } from '../src/config/config';
import { buildDataSourceOptions, MIGRATIONS } from '../src/database/data-source';
import { PERMISSIONS, STAFF_MSG } from '../src/contract';
import type { AdminMe, AdminSession, StaffMember } from '../src/contract';
import { createStaff, signedIn, STAFF_PASSWORD } from './support/staff';
import {
  ADMIN,
  createTestApp,
  expectError,
  freshDatabase,
  signIn,
  useTestApp,
} from './support/test-app';

describe('staff accounts', () => {
  const t = useTestApp({}, { perTest: true });

  it('lists the first admin as an owner, and makes accounts with a role', async () => {
    const owner = await t.admin();
    const list = await owner.get('/api/admin/staff').expect(200);
    expect(list.body.staff).toEqual([
      expect.objectContaining({
        username: 'admin',
        displayName: 'admin',
        role: 'owner',
        disabled: false,
        twoFactor: false,
      }),
    ]);
    const made = await owner
      .post('/api/admin/staff')
      .send({
        username: ' Sara ',
        displayName: ' Sara K ',
        role: 'agent',
        password: STAFF_PASSWORD,
      })
      .expect(201);
    expect(made.body).toEqual({
      id: expect.any(String),
      username: 'sara',
      displayName: 'Sara K',
      role: 'agent',
      disabled: false,
      twoFactor: false,
      createdAt: expect.any(String),
      newOrderAlerts: false,
      email: null,
      whatsapp: null,
    });
    const again = await owner
      .post('/api/admin/staff')
      .send({ username: 'SARA', role: 'packer', password: STAFF_PASSWORD })
      .expect(409);
    expectError(again, 409, 'USERNAME_TAKEN', STAFF_MSG.usernameTaken);
    const bad = await owner
      .post('/api/admin/staff')
      .send({ username: 'x', role: 'boss', password: 'short' })
      .expect(400);
    expect(bad.body.errors).toEqual({
      role: STAFF_MSG.roleInvalid,
      password: STAFF_MSG.passwordMin,
    });
    const badName = await owner
      .post('/api/admin/staff')
      .send({ username: 'x', role: 'agent', password: STAFF_PASSWORD })
      .expect(400);
    expect(badName.body.errors).toEqual({ username: STAFF_MSG.usernameInvalid });
    // The new account signs in, its display name defaults to the username when none is given.
    const agent = await signedIn(t, 'sara');
    const me = await agent.get('/api/admin/me').expect(200);
    expect(me.body).toEqual({
      id: made.body.id,
      username: 'sara',
      displayName: 'Sara K',
      role: 'agent',
      permissions: ['dashboard', 'orders', 'phoneSearch', 'confirmation', 'account'],
      twoFactor: false,
      email: null,
      whatsapp: null,
      newOrderAlerts: false,
    } satisfies AdminMe);
    // A spec client's view of the account is unchanged.
    expect((await agent.get('/api/auth/me').expect(200)).body).toEqual({
      user: { id: made.body.id, username: 'sara' },
    });
    const plain = await owner
      .post('/api/admin/staff')
      .send({ username: 'omar', role: 'packer', password: STAFF_PASSWORD })
      .expect(201);
    expect(plain.body.displayName).toBe('omar');
  });

  it('answers the owner every permission', async () => {
    const me = await (await t.admin()).get('/api/admin/me').expect(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      username: ADMIN.username,
      displayName: ADMIN.username,
      role: 'owner',
      permissions: PERMISSIONS,
      twoFactor: false,
      email: null,
      whatsapp: null,
      newOrderAlerts: false,
    });
  });

  it('ends the sessions of an account whose role changes, and applies the new role', async () => {
    const owner = await t.admin();
    const sara = await createStaff(owner, 'sara', 'agent');
    const first = await signedIn(t, 'sara');
    const second = await signedIn(t, 'sara');
    await first.get('/api/admin/settings').expect(403);
    // Renaming changes nothing of what the account may do: it stays signed in.
    const renamed = await owner
      .patch(`/api/admin/staff/${sara.id}`)
      .send({ displayName: 'Sara M' })
      .expect(200);
    expect(renamed.body).toMatchObject({ displayName: 'Sara M', role: 'agent' });
    await first.get('/api/admin/me').expect(200);
    const promoted = await owner
      .patch(`/api/admin/staff/${sara.id}`)
      .send({ role: 'manager' })
      .expect(200);
    expect(promoted.body).toMatchObject({ role: 'manager', disabled: false });
    await first.get('/api/admin/me').expect(401);
    await second.get('/api/admin/orders').expect(401);
    const again = await signedIn(t, 'sara');
    await again.get('/api/admin/settings').expect(200);
  });

  it('ends the sessions of a disabled account, which then cannot sign in', async () => {
    const owner = await t.admin();
    const sara = await createStaff(owner, 'sara', 'packer');
    const session = await signedIn(t, 'sara');
    await owner.patch(`/api/admin/staff/${sara.id}`).send({ disabled: true }).expect(200);
    await session.get('/api/admin/orders').expect(401);
    const refused = await signIn(t, 'sara', STAFF_PASSWORD).expect(401);
    expect(refused.body.code).toBe('INVALID_CREDENTIALS');
    await owner.patch(`/api/admin/staff/${sara.id}`).send({ disabled: false }).expect(200);
    await signIn(t, 'sara', STAFF_PASSWORD).expect(200);
    const bad = await owner
      .patch(`/api/admin/staff/${sara.id}`)
      .send({ disabled: 'yes' })
      .expect(400);
    expect(bad.body.errors).toEqual({ disabled: STAFF_MSG.disabledInvalid });
    const missing = await owner
      .patch('/api/admin/staff/00000000-0000-4000-8000-000000000000')
      .send({ disabled: true })
      .expect(404);
    expectError(missing, 404, 'NOT_FOUND', STAFF_MSG.staffNotFound);
  });

  it('ends the sessions of an account given a new password', async () => {
    const owner = await t.admin();
    const sara = await createStaff(owner, 'sara', 'agent');
    const session = await signedIn(t, 'sara');
    const short = await owner
      .post(`/api/admin/staff/${sara.id}/password`)
      .send({ password: 'short' })
      .expect(400);
    expect(short.body.errors).toEqual({ password: STAFF_MSG.passwordMin });
    await session.get('/api/admin/orders').expect(200);
    await owner
      .post(`/api/admin/staff/${sara.id}/password`)
      .send({ password: 'fresh-password-2' })
      .expect(200);
    await session.get('/api/admin/orders').expect(401);
    await signIn(t, 'sara', STAFF_PASSWORD).expect(401);
    await signIn(t, 'sara', 'fresh-password-2').expect(200);
    // An owner setting their own password stays signed in here; their other sessions end.
    const other = await t.admin();
    const me = (await owner.get('/api/admin/me').expect(200)).body as AdminMe;
    await owner
      .post(`/api/admin/staff/${me.id}/password`)
      .send({ password: 'owner-password-2' })
      .expect(200);
    await owner.get('/api/admin/me').expect(200);
    await other.get('/api/admin/me').expect(401);
  });

  it('keeps one active owner (409 LAST_OWNER)', async () => {
    const owner = await t.admin();
    const me = (await owner.get('/api/admin/me').expect(200)).body as AdminMe;
    const demote = await owner
      .patch(`/api/admin/staff/${me.id}`)
      .send({ role: 'manager' })
      .expect(409);
    expectError(demote, 409, 'LAST_OWNER', STAFF_MSG.lastOwner);
    const disable = await owner
      .patch(`/api/admin/staff/${me.id}`)
      .send({ disabled: true })
      .expect(409);
    expectError(disable, 409, 'LAST_OWNER', STAFF_MSG.lastOwner);
    // A disabled owner does not count.
    const other = await createStaff(owner, 'nadia', 'owner');
    await owner.patch(`/api/admin/staff/${other.id}`).send({ disabled: true }).expect(200);
    await owner.patch(`/api/admin/staff/${me.id}`).send({ role: 'agent' }).expect(409);
    await owner.patch(`/api/admin/staff/${other.id}`).send({ disabled: false }).expect(200);
    // With two, one may step down; the step ends its own sessions too.
    const steppedDown = await owner
      .patch(`/api/admin/staff/${me.id}`)
      .send({ role: 'manager' })
      .expect(200);
    expect(steppedDown.body.role).toBe('manager');
    await owner.get('/api/admin/me').expect(401);
    const nadia = await signedIn(t, 'nadia');
    await nadia.patch(`/api/admin/staff/${other.id}`).send({ role: 'agent' }).expect(409);
  });

  it('keeps one owner when two step down at once', async () => {
    const owner = await t.admin();
    const nadia = await createStaff(owner, 'nadia', 'owner');
    const me = (await owner.get('/api/admin/me').expect(200)).body as AdminMe;
    const other = await signedIn(t, 'nadia');
    const [mine, hers] = await Promise.all([
      owner.patch(`/api/admin/staff/${me.id}`).send({ role: 'agent' }),
      other.patch(`/api/admin/staff/${nadia.id}`).send({ role: 'agent' }),
    ]);
    expect([mine.status, hers.status].sort()).toEqual([200, 409]);
    const stayed = mine.status === 200 ? other : owner;
    const staff = (await stayed.get('/api/admin/staff').expect(200)).body.staff as StaffMember[];
    expect(staff.filter((s) => s.role === 'owner')).toHaveLength(1);
  });

  it('makes accounts with a role from the command line', async () => {
    const url =
      t.config.database.type === 'sqlite'
        ? `sqlite:${t.config.database.path}`
        : t.config.database.url;
    const env = { DATABASE_URL: url, DATA_DIR: t.config.dataDir };
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(
        await runAdminCli(['create', 'mona', 'mona-password-1', '--role', 'manager'], env),
      ).toBe(0);
      expect(await runAdminCli(['create', 'lina', 'lina-password-1', '--role=packer'], env)).toBe(
        0,
      );
      expect(await runAdminCli(['create', 'olaf', 'olaf-password-1'], env)).toBe(0);
      expect(await runAdminCli(['create', 'zed', 'zed-password-1', '--role', 'boss'], env)).toBe(2);
      expect(
        await runAdminCli(['reset-password', 'mona', 'x-password-1', '--role', 'agent'], env),
      ).toBe(2);
      expect(await runAdminCli(['list'], env)).toBe(0);
      const printed = log.mock.calls.flat().join('\n');
      expect(printed).toContain('Created admin "mona" (manager).');
      expect(printed).toMatch(/^lina\tpacker\t/m);
      expect(printed).toMatch(/^olaf\towner\t/m);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    const mona = await signedIn(t, 'mona', 'mona-password-1');
    expect((await mona.get('/api/admin/me').expect(200)).body).toMatchObject({
      role: 'manager',
      displayName: 'mona',
    });
  });
});

describe('own sessions', () => {
  const t = useTestApp();

  it('lists this account’s sessions, ends one, and signs out everywhere else', async () => {
    const owner = await t.admin();
    await createStaff(owner, 'sara', 'agent');
    const laptop = await signedIn(t, 'sara', STAFF_PASSWORD, 'Laptop Firefox');
    const phone = await signedIn(t, 'sara', STAFF_PASSWORD, 'Phone Safari');
    const tablet = await signedIn(t, 'sara', STAFF_PASSWORD, 'Tablet Chrome');
    const list = await laptop.get('/api/admin/me/sessions').expect(200);
    const sessions = list.body.sessions as AdminSession[];
    expect(sessions.map((s) => [s.browser, s.current]).sort()).toEqual([
      ['Laptop Firefox', true],
      ['Phone Safari', false],
      ['Tablet Chrome', false],
    ]);
    for (const s of sessions) {
      expect(s).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        ip: expect.any(String),
        browser: expect.any(String),
        current: expect.any(Boolean),
      });
      expect(Math.abs(Date.parse(s.lastSeenAt) - Date.now())).toBeLessThan(60_000);
    }
    // Another account's session is not listed, and cannot be ended from here.
    const ownerSessions = (await owner.get('/api/admin/me/sessions').expect(200)).body
      .sessions as AdminSession[];
    expect(ownerSessions).toHaveLength(1);
    await laptop.delete(`/api/admin/me/sessions/${ownerSessions[0].id}`).expect(404);
    await owner.get('/api/admin/me').expect(200);

    const phoneId = sessions.find((s) => s.browser === 'Phone Safari')?.id;
    await laptop.delete(`/api/admin/me/sessions/${phoneId}`).expect(204);
    await phone.get('/api/admin/me').expect(401);
    await tablet.get('/api/admin/me').expect(200);
    const other = await signedIn(t, 'sara', STAFF_PASSWORD, 'Desk Edge');
    const ended = await laptop.delete('/api/admin/me/sessions').expect(200);
    expect(ended.body).toEqual({ ended: 2 });
    await tablet.get('/api/admin/me').expect(401);
    await other.get('/api/admin/me').expect(401);
    await laptop.get('/api/admin/me').expect(200);
    const left = (await laptop.get('/api/admin/me/sessions').expect(200)).body
      .sessions as AdminSession[];
    expect(left.map((s) => s.current)).toEqual([true]);
    await owner.get('/api/admin/me').expect(200);
  });
});

describe('accounts made before roles', () => {
  it('become owners named after their username, and sign in as before', async () => {
    const db = await freshDatabase();
    try {
      const config = loadConfig({ DATABASE_URL: db.url, DATA_DIR: db.dir, NODE_ENV: 'test' });
      const old = new DataSource({
        ...buildDataSourceOptions(config.database),
        migrations: MIGRATIONS.filter((m) => m.name !== 'Roles1764800000000'),
      });
      await old.initialize();
      await old.runMigrations();
      const hash = await hashPassword('old-password-1');
      const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
      for (const username of ['ops', 'boss'])
        await old.query(
          'INSERT INTO users (id, username, passwordHash, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
          [randomUUID(), username, hash, now, now],
        );
      await old.destroy();
      const t = await createTestApp({ DATABASE_URL: db.url, DATA_DIR: db.dir });
      try {
        const ops = await signedIn(t, 'ops', 'old-password-1');
        const staff = (await ops.get('/api/admin/staff').expect(200)).body.staff as StaffMember[];
        expect(staff.map((s) => [s.username, s.displayName, s.role, s.disabled]).sort()).toEqual([
          ['boss', 'boss', 'owner', false],
          ['ops', 'ops', 'owner', false],
        ]);
      } finally {
        await t.app.close();
      }
    } finally {
      await db.drop();
    }
  });
});
