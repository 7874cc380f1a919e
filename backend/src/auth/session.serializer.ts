import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { AuthUser } from '../contract';
import { AuthService } from './auth.service';

/** The session keeps only the user id; each request reloads the user, so a removed admin is out at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly auth: AuthService) {
    super();
  }

  serializeUser(user: AuthUser, done: (err: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (err: Error | null, user?: AuthUser | false) => void): void {
    this.auth.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
