import { HttpStatus, SetMetadata } from '@nestjs/common';
import type { CustomDecorator, ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { roleMay, STAFF_MSG } from '../contract';
import type { AuthUser, Permission, StaffRole } from '../contract';
import { ApiError } from './api-error';

/**
 * Who may call a route is declared where the route is declared. A route that declares nothing
 * is for signed-in admins only: the app's one global guard (auth/access.guard.ts) refuses
 * everything else, so a new route cannot be left open by forgetting something.
 */
export interface PublicAccess {
  /**
   * Load the caller's session anyway (signing in and out write it). Off by default: a
   * shopper's request never touches the session store.
   */
  session: boolean;
}

const PUBLIC_ACCESS = 'freakdrop:public-access';

/**
 * Anyone may call this route (on a handler) or every route of this controller (on the class).
 * `{ session: true }` also loads the caller's session, for sign-in and sign-out.
 */
export function Public(options: { session?: boolean } = {}): CustomDecorator<string> {
  const access: PublicAccess = { session: options.session ?? false };
  return SetMetadata(PUBLIC_ACCESS, access);
}

/**
 * The public access a route declares (its handler's, else its controller's), or undefined for
 * a signed-in-only route. The guard and the route-walking test read it through here.
 */
export function publicAccessOf(
  reflector: Reflector,
  route: Pick<ExecutionContext, 'getHandler' | 'getClass'>,
): PublicAccess | undefined {
  return reflector.getAllAndOverride<PublicAccess | undefined>(PUBLIC_ACCESS, [
    route.getHandler(),
    route.getClass(),
  ]);
}

const ROLES = 'freakdrop:roles';

/**
 * The permission a signed-in route needs (on a handler, or on a controller for all its routes;
 * the handler's wins): the roles that hold it are contract/staff.ts's `ROLE_TABLE`. The global
 * guard answers 403 FORBIDDEN_ROLE to a signed-in caller whose role lacks it; a signed-in route
 * that declares none is for owners only, so a new route is never open to every role by mistake.
 */
export function Roles(permission: Permission): CustomDecorator<string> {
  return SetMetadata(ROLES, permission);
}

/** The permission a route declares with `@Roles` (handler's, else controller's), or undefined. */
export function permissionOf(
  reflector: Reflector,
  route: Pick<ExecutionContext, 'getHandler' | 'getClass'>,
): Permission | undefined {
  return reflector.getAllAndOverride<Permission | undefined>(ROLES, [
    route.getHandler(),
    route.getClass(),
  ]);
}

/** The signed-in staff member of a request (`req.user` once the guard let it through). */
export interface SignedIn extends AuthUser {
  role: StaffRole;
  displayName: string;
}

/** 403 FORBIDDEN_ROLE unless the caller's role holds `permission`. */
export function requirePermission(user: SignedIn | undefined, permission: Permission): void {
  if (!user || !roleMay(user.role, permission)) throw forbiddenRole();
}

export function forbiddenRole(): ApiError {
  return new ApiError('FORBIDDEN_ROLE', HttpStatus.FORBIDDEN, STAFF_MSG.forbiddenRole);
}

const DURING_ENROLMENT = 'freakdrop:during-two-factor-enrolment';

/**
 * A signed-in route a session limited to two-step enrolment may call (the shop requires owners
 * to enrol, and this owner has not yet): enrolling itself, and reading who is signed in. Every
 * other signed-in route answers 403 TWO_FACTOR_ENROLMENT_REQUIRED to such a session.
 */
export function DuringTwoFactorEnrolment(): CustomDecorator<string> {
  return SetMetadata(DURING_ENROLMENT, true);
}

export function allowedDuringEnrolment(
  reflector: Reflector,
  route: Pick<ExecutionContext, 'getHandler' | 'getClass'>,
): boolean {
  return (
    reflector.getAllAndOverride<boolean | undefined>(DURING_ENROLMENT, [
      route.getHandler(),
      route.getClass(),
    ]) === true
  );
}
