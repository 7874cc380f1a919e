import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { AuthUser } from '../contract';
import type { AuthService } from './auth.service';

export const AUTHENTICATOR = Symbol('AUTHENTICATOR');
export type Authenticator = InstanceType<typeof Passport>;

/**
 * A passport instance of this app's own (not the global singleton, so two apps in one
 * process — the tests — never share strategies). passport-local reads `email`, which carries
 * the username. The session keeps only the user id; each request reloads the user,
 * so a removed admin is signed out at once.
 */
export function createAuthenticator(auth: AuthService): Authenticator {
  const passport = new Passport();
  passport.use(
    'local',
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password' },
      (username, password, done) => {
        auth.validate(username, password).then((user) => done(null, user ?? false), done);
      },
    ),
  );
  passport.serializeUser((user, done) => done(null, (user as AuthUser).id));
  passport.deserializeUser((id: string, done) => {
    auth.findById(id).then((user) => done(null, user ?? false), done);
  });
  return passport;
}
