/**
 * Who may call each route, read from the routes Nest actually registered (the same metadata
 * the global guard reads): a new route is caught here if it opens an admin path, is left
 * signed-in-only outside /api/admin without saying so, or answers anything but the 401 without
 * a session. And public routes never load a session.
 */
import { RequestMethod } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type TestAgent from 'supertest/lib/agent';
import { MSG } from '../src/contract';
import { allowedDuringEnrolment, publicAccessOf } from '../src/common/access';
import type { PublicAccess } from '../src/common/access';
import { TestApp, useTestApp, expectError } from './support/test-app';

interface Route {
  method: keyof typeof RequestMethod;
  path: string;
  access: PublicAccess | undefined;
  /** A session limited to two-step enrolment may call it. */
  duringEnrolment: boolean;
}

/** Signed-in only although outside /api/admin: each one a decision, made here on purpose. */
const SIGNED_IN_OUTSIDE_ADMIN = ['GET /api/auth/me'];

function asList(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map((v) => String(v ?? ''));
}

function joinPath(...parts: string[]): string {
  return `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
}

/** Every (method, path) of every controller, with the access it declares. */
function registeredRoutes(t: TestApp): Route[] {
  const discovery = new DiscoveryService(t.app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = t.app.get(Reflector);
  const routes: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type;
    const prototype = controller.prototype as Record<string, (...args: unknown[]) => unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const route = { getHandler: () => handler, getClass: () => controller };
      const access = publicAccessOf(reflector, route);
      const duringEnrolment = allowedDuringEnrolment(reflector, route);
      for (const prefix of asList(Reflect.getMetadata(PATH_METADATA, controller)))
        for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler)))
          routes.push({
            method: RequestMethod[method] as keyof typeof RequestMethod,
            path: joinPath(prefix, path),
            access,
            duringEnrolment,
          });
    }
  }
  return routes;
}

const isAdminPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');

/** A concrete URL for a route pattern: ids for parameters, one segment for wildcards. */
function sampleUrl(path: string): string {
  return path
    .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\*[A-Za-z]+/g, 'x');
}

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
      'GET /api/admin/me/two-factor',
      'GET /api/auth/me',
      'POST /api/admin/me/two-factor',
      'POST /api/admin/me/two-factor/confirm',
    ]);
  });

  it('answers the same 401 on every signed-in route without a session', async () => {
    const signedIn = routes.filter((r) => !r.access);
    for (const route of signedIn) {
      const methods =
        route.method === 'ALL' ? (['get', 'post', 'put', 'delete'] as const) : [route.method];
      for (const method of methods) {
        const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const res = await t.http()[verb](sampleUrl(route.path)).send({});
        expect([method, route.path, res.status, res.body]).toEqual([
          method,
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
