/**
 * Who may call each route, read from the routes Nest actually registered (the same metadata
 * the global guard reads): a new route is caught here if it opens an admin path, is left
 * signed-in-only outside /api/admin without saying so, or answers anything but the 401 without
 * a session. And public routes never load a session.
 */
import type TestAgent from 'supertest/lib/agent';
import { MSG } from '../src/contract';
import { isAdminPath, methodsOf, registeredRoutes, sampleUrl } from './support/routes';
import type { Route } from './support/routes';
import { useTestApp, expectError } from './support/test-app';

/** Signed-in only although outside /api/admin: each one a decision, made here on purpose. */
const SIGNED_IN_OUTSIDE_ADMIN = ['GET /api/auth/me'];

function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('freakdrop.sid='));
}

describe('access declared on the routes', () => {
  const t = useTestApp();
  let routes: Route[];
  beforeAll(async () => {
    routes = registeredRoutes(t);
  });

  it('finds the routes of every module', () => {
    const show = (r: Route) => `${r.method} ${r.path}`;
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map(show)).toEqual(
      expect.arrayContaining([
        'GET /api/products',
        'POST /api/admin/products',
        'POST /api/auth/login',
        'GET /api/health',
        'ALL /api/admin/*rest',
        'GET /*path',
      ]),
    );
  });

  it('never declares an /api/admin route public', () => {
    const open = routes.filter((r) => isAdminPath(r.path) && r.access);
    expect(open.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('declares every route outside /api/admin public, except the listed signed-in ones', () => {
    const closed = routes
      .filter((r) => !isAdminPath(r.path) && !r.access)
      .map((r) => `${r.method} ${r.path}`);
    expect(closed.sort()).toEqual([...SIGNED_IN_OUTSIDE_ADMIN].sort());
  });

  it('loads a session only where a route asks for one', () => {
    const withSession = routes.filter((r) => r.access?.session).map((r) => `${r.method} ${r.path}`);
    expect(withSession.sort()).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/two-factor',
    ]);
  });

  it('lets a session limited to two-step enrolment call only enrolment and who it is', () => {
    const allowed = routes
      .filter((r) => !r.access && r.duringEnrolment)
      .map((r) => `${r.method} ${r.path}`);
    expect(allowed.sort()).toEqual([
      'DELETE /api/admin/me/two-factor',
      'GET /api/admin/me',
      'GET /api/admin/me/two-factor',
      'GET /api/auth/me',
      'POST /api/admin/me/two-factor',
      'POST /api/admin/me/two-factor/confirm',
    ]);
  });

  it('answers the same 401 on every signed-in route without a session', async () => {
    const signedIn = routes.filter((r) => !r.access);
    for (const route of signedIn) {
      for (const verb of methodsOf(route)) {
        const res = await t.http()[verb](sampleUrl(route.path)).send({});
        expect([verb, route.path, res.status, res.body]).toEqual([
          verb,
          route.path,
          401,
          { statusCode: 401, code: 'UNAUTHENTICATED', message: MSG.notSignedIn },
        ]);
      }
    }
  });

  describe('signed in', () => {
    let admin: TestAgent;
    beforeAll(async () => {
      admin = await t.admin();
    });

    it('keeps the session rolling on signed-in routes', async () => {
      expect(sessionCookie(await admin.get('/api/auth/me').expect(200))).toBeDefined();
      expect(sessionCookie(await admin.get('/api/admin/orders').expect(200))).toBeDefined();
    });

    it('reads no session on public routes, even with a signed-in cookie', async () => {
      for (const url of ['/api/products', '/api/categories', '/api/settings', '/api/health']) {
        const res = await admin.get(url);
        expect([url, res.status, sessionCookie(res)]).toEqual([url, 200, undefined]);
      }
    });

    it('answers 404 on an admin path no route answers', async () => {
      const get = await admin.get('/api/admin/not-a-route?x=1').expect(404);
      expectError(get, 404, 'NOT_FOUND', 'Cannot GET /api/admin/not-a-route');
      const post = await admin.post('/api/admin/not-a-route?x=1').send({}).expect(404);
      expect(post.body.message).toBe('Cannot POST /api/admin/not-a-route?x=1');
    });
  });
});
