import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { TypeormStore } from 'connect-typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config';
import { sessionStoreOptions } from '../database/dialect';
import type { AppConfig } from '../config/config';
import { SessionRow } from './session.entity';
import { AUTHENTICATOR } from './authenticator';
import type { Authenticator } from './authenticator';

export const SESSION_COOKIE = 'freakdrop.sid';

/**
 * Cookie sessions stored in the database (connect-typeorm), so they survive restarts and any
 * replica can serve any request. HttpOnly, SameSite=Lax, Secure when the request came over
 * HTTPS (behind a proxy that says so, with TRUST_PROXY), and they end after an idle period.
 *
 * Nothing loads them for every request: the global guard (access.guard.ts) loads the session
 * of a route that needs one — signed-in routes, and public ones declared with
 * `@Public({ session: true })` — so a shopper's request skips the cookie parsing, the session
 * store and passport entirely.
 */
@Injectable()
export class Sessions {
  private readonly steps: RequestHandler[];

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(AUTHENTICATOR) passport: Authenticator,
  ) {
    const idleMs = config.sessionIdleMinutes * 60 * 1000;
    const store = new TypeormStore({
      cleanupLimit: 2,
      ...sessionStoreOptions(dataSource),
      ttl: idleMs / 1000,
      // By default the store reports any failed query as 'disconnect' and never reconnects, and
      // express-session then skips sessions for good: one database outage would break sign-in
      // until a restart. The failed request itself still gets the error (503, common/faults.ts).
      onError: () => undefined,
    }).connect(dataSource.getRepository(SessionRow));
    this.steps = [
      session({
        name: SESSION_COOKIE,
        secret: config.sessionSecret,
        store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        proxy: config.trustProxy !== false,
        cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: idleMs, path: '/' },
      }),
      passport.initialize(),
      // Reads the admin's id from the session and reloads them (SessionSerializer) into req.user.
      passport.session(),
    ];
  }

  /** Loads the request's session and its signed-in admin (`req.session`, `req.user`). */
  async load(req: Request, res: Response): Promise<void> {
    for (const step of this.steps) {
      await new Promise<void>((resolve, reject) =>
        step(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve())),
      );
    }
  }
}
