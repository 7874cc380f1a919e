import { HttpStatus, Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { MSG, SECURITY_MSG } from '../contract';
import {
  allowedDuringEnrolment,
  permissionOf,
  publicAccessOf,
  requirePermission,
} from '../common/access';
import type { SignedIn } from '../common/access';
import { ApiError, unauthenticated } from '../common/api-error';
import './session-data';
import { Sessions } from './sessions';

/**
 * The app's one guard (APP_GUARD in AuthModule): every route is for signed-in admins unless it
 * is declared `@Public()` on its handler or controller (common/access.ts). It runs after the
 * middlewares (415, 403 cross-site, no-store) and before the interceptors and pipes, so a
 * caller without a session gets 401 before an upload is read or a body or parameter validated.
 *
 * A signed-in route names the permission it needs with `@Roles(...)` (common/access.ts); the
 * roles holding each permission are contract/staff.ts's table. Without one, owners only.
 *
 * A public route gets no session at all (no cookie parsing, no session store read) unless it
 * asks for one with `@Public({ session: true })`.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: Sessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = publicAccessOf(this.reflector, context);
    if (access && !access.session) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await this.sessions.load(req, http.getResponse<Response>());
    if (access) return true;
    if (!req.user) throw unauthenticated(MSG.notSignedIn);
    // A session signed in only to enrol in two-step sign-in (the shop requires it of owners).
    if (req.session.twoFactorEnrolment && !allowedDuringEnrolment(this.reflector, context)) {
      throw new ApiError(
        'TWO_FACTOR_ENROLMENT_REQUIRED',
        HttpStatus.FORBIDDEN,
        SECURITY_MSG.twoFactorEnrolmentRequired,
      );
    }
    // After the sign-in check, so a stranger still gets 401 and only a signed-in admin a 403.
    // A route that names no permission is for owners only (`staff` is the owners' own row).
    requirePermission(req.user as SignedIn, permissionOf(this.reflector, context) ?? 'staff');
    return true;
  }
}
