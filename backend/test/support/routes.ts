import { RequestMethod } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { Permission } from '../../src/contract';
import { allowedDuringEnrolment, permissionOf, publicAccessOf } from '../../src/common/access';
import type { PublicAccess } from '../../src/common/access';
import type { TestApp } from './test-app';

export interface Route {
  method: keyof typeof RequestMethod;
  path: string;
  access: PublicAccess | undefined;
  /** What `@Roles` names on the handler or its controller. */
  permission: Permission | undefined;
  /** A session limited to two-step enrolment may call it. */
  duringEnrolment: boolean;
}

function asList(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map((v) => String(v ?? ''));
}

function joinPath(...parts: string[]): string {
  return `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
}

/**
 * Every (method, path) of every controller Nest registered, with the access and permission it
 * declares, read from the same metadata the global guard reads.
 */
export function registeredRoutes(t: TestApp): Route[] {
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
      const permission = permissionOf(reflector, route);
      const duringEnrolment = allowedDuringEnrolment(reflector, route);
      for (const prefix of asList(Reflect.getMetadata(PATH_METADATA, controller)))
        for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler)))
          routes.push({
            method: RequestMethod[method] as keyof typeof RequestMethod,
            path: joinPath(prefix, path),
            access,
            permission,
            duringEnrolment,
          });
    }
  }
  return routes;
}

export const isAdminPath = (path: string) =>
  path === '/api/admin' || path.startsWith('/api/admin/');

/** A concrete URL for a route pattern: ids for parameters, one segment for wildcards. */
export function sampleUrl(path: string): string {
  return path
    .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\*[A-Za-z]+/g, 'x');
}

/** The HTTP methods a route answers (an `@All` route: the usual four). */
export function methodsOf(route: Route): Array<'get' | 'post' | 'put' | 'patch' | 'delete'> {
  const methods = route.method === 'ALL' ? ['GET', 'POST', 'PUT', 'DELETE'] : [route.method];
  return methods.map((m) => m.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete');
}
