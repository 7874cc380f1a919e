import type { User } from './user.entity';

/** What the shop's settings say about two-step sign-in (provided by the app's wiring). */
export interface TwoFactorPolicy {
  /** Owners must enrol at their next sign-in (the `requireTwoFactorForOwners` setting). */
  ownersMustEnrol(): Promise<boolean>;
}

export const TWO_FACTOR_POLICY = Symbol('TWO_FACTOR_POLICY');

/**
 * Whether an account is an owner. Without roles every account may do everything, so every
 * account counts as one; with a `role` column only `owner` does.
 */
export function isOwner(user: Pick<User, 'id'> & { role?: string | null }): boolean {
  return user.role === undefined || user.role === null || user.role === 'owner';
}
