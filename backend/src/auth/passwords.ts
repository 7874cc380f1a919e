import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import type { Repository } from 'typeorm';
import type { StaffRole } from '../contract';
import type { User } from './user.entity';
import { endSessionsOf } from './session-revocation';
import { canonicalUsername } from './usernames';

/** argon2id with the library's defaults (OWASP-level memory and time cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to compare against when the username is unknown, so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;
export const PASSWORD_MIN = 8;

/**
 * Creates an admin, or sets a new password when `reset` and the admin exists. Used by the CLI and
 * at start. The username is stored canonical (usernames.ts); a reset signs every session of the
 * admin out. `generated`: the password was made up by the shop, and the console will ask the
 * admin to choose their own. `role` is a new account's (owner unless told: the first admin, and
 * any account made before roles, may do everything); a reset keeps the account's role.
 */
export async function upsertAdmin(
  users: Repository<User>,
  rawUsername: string,
  password: string,
  mode: 'create' | 'reset',
  generated = false,
  role: StaffRole = 'owner',
): Promise<User> {
  const username = canonicalUsername(rawUsername);
  if (!USERNAME_PATTERN.test(username))
    throw new Error('Username must be 3-64 letters, digits or . _ @ -');
  if (password.length < PASSWORD_MIN)
    throw new Error(`Password must be at least ${PASSWORD_MIN} characters`);
  const existing = await users.findOne({ where: { username } });
  if (mode === 'create' && existing) throw new Error(`Admin "${username}" already exists`);
  if (mode === 'reset' && !existing) throw new Error(`No admin named "${username}"`);
  const user = existing ?? users.create({ username, role, displayName: username });
  user.passwordHash = await hashPassword(password);
  user.passwordGenerated = generated;
  const saved = await users.save(user);
  if (existing) await endSessionsOf(users.manager, saved.id);
  return saved;
}
