/**
 * Issue #22: a hostile client with real concurrency, on SQLite and (TEST_MYSQL_URL) MariaDB.
 * Every request of a burst is sent at once (Promise.all over separate connections).
 */
import type { Response } from 'supertest';
import { MSG } from '../src/contract';
import type { Product } from '../src/contract';
import { runAdminCli } from '../src/cli/admin';
import { checkoutBody } from './support/orders';
import { ADMIN, createCategory, createProduct, createTestApp, TestApp } from './support/test-app';

/** How many answers had each status. */
function statuses(responses: Response[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of responses) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

const login = (t: TestApp, email: string, password: string) =>
  t.http().post('/api/auth/login').send({ email, password });

describe('security: sign-in', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('100 wrong passwords at once: exactly 5 are checked, the rest 429, and then the right one waits', async () => {
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t, 'admin', `wrong-password-${i}`)),
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 95 });
    const throttled = burst.find((r) => r.status === 429)!;
    expect(throttled.body).toMatchObject({ code: 'THROTTLED', message: MSG.tooManyLogins });
    expect(throttled.body.retryAfterSeconds).toBeGreaterThan(0);
    await login(t, ADMIN.username, ADMIN.password).expect(429);
  });

  it('a right password hidden in a burst of 100 is checked only if it is among the first 5', async () => {
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(t, 'admin', i === 50 ? ADMIN.password : `wrong-password-${i}`),
      ),
    );
    const counts = statuses(burst);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(5);
    expect(counts[429]).toBe(95);
  });

  it('spellings of one name are one account and one throttle: case, spaces, full-width, on both databases', async () => {
    for (const variant of ['Admin', ' admin', 'admin ', 'ＡＤＭＩＮ', 'ADMIN\t']) {
      const res = await login(t, variant, ADMIN.password).expect(200);
      expect(res.body.user.username).toBe('admin');
    }
    // An accent is another name, not the admin (MySQL's default collation would fold it).
    await login(t, 'ädmin', ADMIN.password).expect(401);
    const variants = ['admin', 'Admin', 'admin ', ' ADMIN', 'ａｄｍｉｎ'];
    const wrong = await Promise.all(variants.map((v) => login(t, v, 'not-the-password')));
    expect(statuses(wrong)).toEqual({ 401: 5 });
    for (const variant of [...variants, 'aDmIn  ']) {
      await login(t, variant, ADMIN.password).expect(429);
    }
  });

  it('an address spraying many names is stopped too (LOGIN_IP_RATE_LIMIT, default 20)', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t, `user-${i}`, 'wrong-password')),
    );
    expect(statuses(burst)).toEqual({ 401: 20, 429: 40 });
  });

  it('a password reset with the CLI signs every old session out', async () => {
    const first = await t.admin();
    const second = await t.admin();
    await first.get('/api/auth/me').expect(200);
    const url =
      t.config.database.type === 'sqlite'
        ? `sqlite:${t.config.database.path}`
        : t.config.database.url;
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(
        await runAdminCli(['reset-password', ' Admin', 'brand-new-password-1'], {
          DATABASE_URL: url,
          DATA_DIR: t.config.dataDir,
        }),
      ).toBe(0);
    } finally {
      log.mockRestore();
    }
    await first.get('/api/auth/me').expect(401);
    await second.get('/api/admin/orders').expect(401);
    await login(t, 'admin', ADMIN.password).expect(401);
    await login(t, 'admin', 'brand-new-password-1').expect(200);
  });

  it('a password change in the console ends the other sessions and keeps this one', async () => {
    const mine = await t.admin();
    const other = await t.admin();
    await mine
      .put('/api/admin/account/password')
      .send({ currentPassword: 'wrong-one', newPassword: 'console-password-1' })
      .expect(400);
    const res = await mine
      .put('/api/admin/account/password')
      .send({ currentPassword: ADMIN.password, newPassword: 'console-password-1' })
      .expect(200);
    expect(res.body.user).toEqual({ id: expect.any(String), username: 'admin' });
    await mine.get('/api/auth/me').expect(200);
    await other.get('/api/auth/me').expect(401);
    await login(t, 'admin', 'console-password-1').expect(200);
  });
});
