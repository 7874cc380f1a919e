import { MSG } from '../src/contract';
import { ADMIN, createTestApp, useTestApp, signIn, expectError } from './support/test-app';

function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('freakdrop.sid='));
}

describe('admin sign-in', () => {
  const t = useTestApp();

  it('asks for the username and the password with the contract messages', async () => {
    const noUser = await t.http().post('/api/auth/login').send({ password: 'x' }).expect(400);
    expect(noUser.body.errors).toEqual({ email: MSG.usernameRequired });
    const noPass = await signIn(t, 'admin', '').expect(400);
    expect(noPass.body.errors).toEqual({ password: MSG.passwordRequired });
  });

  it('refuses a wrong password or unknown user with 401 and the same message', async () => {
    const wrong = await signIn(t, 'someone', 'nope').expect(401);
    expectError(wrong, 401, 'INVALID_CREDENTIALS', MSG.loginFailedBody);
    const unknown = await signIn(t, 'ghost', ADMIN.password).expect(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('signs in with an HttpOnly SameSite=Lax cookie, answers me, and never shows the hash', async () => {
    const agent = t.http();
    await agent.get('/api/auth/me').expect(401);
    const res = await agent
      .post('/api/auth/login')
      .send({ email: ADMIN.username, password: ADMIN.password })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      user: { id: expect.any(String), username: 'admin' },
    });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon/i);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toEqual({ user: res.body.user });
    await agent.get('/api/admin/system').expect(200);
  });

  it('changes the session id at sign-in and ends the session at sign-out', async () => {
    const agent = t.http();
    const first = sessionCookie(
      await agent.post('/api/auth/login').send({ email: ADMIN.username, password: ADMIN.password }),
    );
    const second = sessionCookie(
      await agent.post('/api/auth/login').send({ email: ADMIN.username, password: ADMIN.password }),
    );
    expect(first).toBeDefined();
    expect(second?.split(';')[0]).not.toBe(first?.split(';')[0]);
    await agent.post('/api/auth/logout').expect(200);
    await agent.get('/api/auth/me').expect(401);
    await agent.get('/api/admin/system').expect(401);
  });

  it('ends a session after SESSION_IDLE_MINUTES without a request', async () => {
    const idle = await createTestApp({ SESSION_IDLE_MINUTES: '30' });
    try {
      const agent = idle.http();
      const res = await agent
        .post('/api/auth/login')
        .send({ email: ADMIN.username, password: ADMIN.password })
        .expect(200);
      expect(sessionCookie(res)).toMatch(/Expires=/i);
      const rows: Array<{ expiredAt: string | number }> = await idle.dataSource.query(
        'SELECT expiredAt FROM sessions',
      );
      const expiresIn = Number(rows[0].expiredAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(29 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
      // Idle past the limit: the stored session is no longer honoured.
      await idle.dataSource.query('UPDATE sessions SET expiredAt = ?', [Date.now() - 1000]);
      await agent.get('/api/auth/me').expect(401);
    } finally {
      await idle.close();
    }
  });

  it('marks the cookie Secure behind an HTTPS proxy when TRUST_PROXY is set', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const res = await proxied
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: ADMIN.username, password: ADMIN.password })
        .expect(200);
      expect(sessionCookie(res)).toMatch(/Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('throttles failed sign-ins per username and IP: 5 in 15 minutes, then 429 even for the right password', async () => {
    const throttled = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) {
        await throttled
          .http()
          .post('/api/auth/login')
          .send({ email: 'admin', password: `wrong-${i}` })
          .expect(401);
      }
      const blocked = await signIn(throttled, 'admin', ADMIN.password).expect(429);
      expect(blocked.body).toMatchObject({ code: 'THROTTLED', message: MSG.tooManyLogins });
      // Another username from the same IP is not affected.
      await signIn(throttled, 'other', 'x').expect(401);
    } finally {
      await throttled.close();
    }
  });

  it('a successful sign-in clears earlier failures', async () => {
    const app = await createTestApp();
    try {
      for (let i = 0; i < 4; i++) await signIn(app, 'admin', 'bad').expect(401);
      await signIn(app, 'admin', ADMIN.password).expect(200);
      for (let i = 0; i < 4; i++) await signIn(app, 'admin', 'bad').expect(401);
      await signIn(app, 'admin', ADMIN.password).expect(200);
    } finally {
      await app.close();
    }
  });

  it('keeps sessions in the database: a signed-in cookie survives a restart', async () => {
    const first = await createTestApp();
    const url =
      first.config.database.type === 'sqlite'
        ? `sqlite:${first.config.database.path}`
        : first.config.database.url;
    const login = await signIn(first, ADMIN.username, ADMIN.password).expect(200);
    const cookie = sessionCookie(login)!.split(';')[0];
    await first.app.close();
    const second = await createTestApp({ DATABASE_URL: url, DATA_DIR: first.config.dataDir });
    try {
      const me = await second.http().get('/api/auth/me').set('Cookie', cookie).expect(200);
      expect(me.body.user.username).toBe('admin');
    } finally {
      await second.app.close();
      await first.close().catch(() => undefined);
    }
  });
});

describe('the admin guard', () => {
  const t = useTestApp();

  it('answers 401 JSON on every /api/admin route of the OpenAPI document without a session', async () => {
    // The whole document (the public one leaves the admin routes out): staff only.
    const staff = await t.admin();
    const doc = (await staff.get('/api/admin/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const adminRoutes = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(7);
    for (const [path, methods] of adminRoutes) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of Object.keys(methods)) {
        const res = await t.http()[method as 'get' | 'post' | 'put' | 'delete'](url).send({});
        expect([method, path, res.status]).toEqual([method, path, 401]);
        expectError(res, 401, 'UNAUTHENTICATED', MSG.notSignedIn);
      }
    }
  });

  it('also guards admin paths that do not exist, so nothing is revealed', async () => {
    await t.http().get('/api/admin/not-a-route').expect(401);
  });
});
