import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { PassportStatic } from 'passport';
import type { AuthUser } from '../contract';
import type { SignedIn } from '../common/access';
import { AuthService } from './auth.service';
import { REGISTERED_BY_AUTHENTICATOR } from './authenticator';

type Done<T> = (error: unknown, value?: T) => void;

/**
 * The session keeps only the admin's id (`"passport":{"user":id}`, which session-revocation.ts
 * looks for); each request reloads the admin, so a removed or disabled admin is signed out at
 * once and a changed role applies from the next request.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly auth: AuthService) {
    super();
  }

  serializeUser(user: AuthUser, done: Done<string>): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: Done<SignedIn | false>): void {
    this.auth.findById(id).then((user) => done(null, user ?? false), done);
  }

  /** Registered on the app's own passport by createAuthenticator, not on the global one. */
  override getPassportInstance(): PassportStatic {
    return REGISTERED_BY_AUTHENTICATOR;
  }
}
