import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import { TypeormStore } from 'connect-typeorm';
import type { DataSource } from 'typeorm';
import { MSG } from '../contract';
import { unauthenticated } from '../common/api-error';
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
 */
export function installSessions(
  app: INestApplication,
  dataSource: DataSource,
  config: AppConfig,
): void {
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
  // Only the console and sign-in read a session: shoppers' requests skip the cookie parsing,
  // the session id generation and passport entirely.
  const signedInPaths = ['/api/admin', '/api/auth'];
  app.use(
    signedInPaths,
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
  );
  const passport = app.get<Authenticator>(AUTHENTICATOR);
  app.use(signedInPaths, passport.initialize());
  app.use(signedInPaths, passport.session());
  // One guard for the whole admin surface: a new /api/admin route cannot forget it.
  app.use('/api/admin', requireSignedIn);
}

export function requireSignedIn(req: Request, _res: Response, next: NextFunction): void {
  next(req.user ? undefined : unauthenticated(MSG.notSignedIn));
}
