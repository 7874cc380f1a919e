import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { AuthUser } from '../contract';
import { AuthService } from './auth.service';

/** passport-local reading `email` (which carries the username, spec §5) and `password`. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<AuthUser | false> {
    return (await this.auth.validate(username, password)) ?? false;
  }
}
