import { Passport } from 'passport';
import type { PassportStatic } from 'passport';
import type { AuthUser } from '../contract';
import type { LocalStrategy } from './local.strategy';
import type { SessionSerializer } from './session.serializer';

export const AUTHENTICATOR = Symbol('AUTHENTICATOR');
export type Authenticator = InstanceType<typeof Passport>;

/**
 * What `getPassportInstance()` of the strategy and the serializer returns. @nestjs/passport's
 * base classes register themselves there while they are constructed, on passport's global
 * singleton by default; this app registers them on its own instance instead (below), so two
 * apps in one process (the tests) never share a strategy or a deserializer. Registering
 * anything here does nothing.
 */
export const REGISTERED_BY_AUTHENTICATOR = {
  use: () => REGISTERED_BY_AUTHENTICATOR,
  serializeUser: () => undefined,
  deserializeUser: () => undefined,
} as unknown as PassportStatic;

/**
 * This app's passport: the `local` strategy (used by the sign-in) and the session serializer
 * (the session keeps the user id, each request reloads the user).
 */
export function createAuthenticator(
  local: LocalStrategy,
  serializer: SessionSerializer,
): Authenticator {
  const passport = new Passport();
  passport.use('local', local);
  passport.serializeUser((user, done) => serializer.serializeUser(user as AuthUser, done));
  passport.deserializeUser((id: string, done) => serializer.deserializeUser(id, done));
  return passport;
}
