import { STAFF_ROLES } from '../contract';
import type { StaffRole } from '../contract';

export type { StaffRole };

/**
 * The staff roles, for the command line and anything else outside the API (the roles and what
 * each may do are declared in contract/staff.ts; routes name a permission with `@Roles`).
 */
export const ROLE_NAMES: readonly StaffRole[] = STAFF_ROLES;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
