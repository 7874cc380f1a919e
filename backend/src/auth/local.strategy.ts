import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { PassportStatic } from 'passport';
import { Strategy } from 'passport-local';
import type { AuthUser } from '../contract';
import { AuthService } from './auth.service';
import { REGISTERED_BY_AUTHENTICATOR } from './authenticator';

/**
 * Username and password (passport-local). The sign-in form sends the username as `email`, the
 * spec's field name. An unknown username costs one argon2 verify too (AuthService.validate).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<AuthUser | false> {
    return (await this.auth.validate(username, password)) ?? false;
  }

  /** Registered on the app's own passport by createAuthenticator, not on the global one. */
  getPassportInstance(): PassportStatic {
    return REGISTERED_BY_AUTHENTICATOR;
  }
}
