/**
 * Staff roles and what each may do: the one declaration both sides read. The API's guard
 * refuses a route whose permission the caller's role lacks (403 FORBIDDEN_ROLE), and the
 * console shows only the menus and buttons of the permissions `GET /api/admin/me` lists.
 */

import type { OrderStatus } from './constants';

export const STAFF_ROLES = ['owner', 'manager', 'agent', 'packer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL: readonly StaffRole[] = STAFF_ROLES;
const OWNER: readonly StaffRole[] = ['owner'];
const MANAGERS: readonly StaffRole[] = ['owner', 'manager'];

/**
 * Each permission and the roles that hold it. Every admin route names one (`@Roles(...)` on the
 * route); the order is the table's, the areas of one row hold the same roles.
 */
export const ROLE_TABLE = {
  /** Staff accounts. */
  staff: OWNER,
  /** Backups. */
  backups: OWNER,
  /** The activity log. */
  activity: OWNER,
  /** Settings: delivery fees, cash-on-delivery rules, confirmation templates, system facts. */
  settings: MANAGERS,
  /** Products, categories, stock and image uploads. */
  catalog: MANAGERS,
  /** The dashboard's figures. */
  dashboard: ALL,
  /** The order list, an order's details and its status history. */
  orders: ALL,
  /** Finding a customer's orders by phone number. */
  phoneSearch: ['owner', 'manager', 'agent'],
  /** The to-confirm queue, confirming or cancelling with a reason, blocked phones, customer history. */
  confirmation: ['owner', 'manager', 'agent'],
  /** Out for Delivery and Delivered, the courier, the delivery note. */
  delivery: ['owner', 'manager', 'packer'],
  /** Deleting an order. */
  orderDelete: MANAGERS,
  /** The cash ledger and remittances. */
  cash: MANAGERS,
  /** The CSV export. */
  export: MANAGERS,
  /** Discount codes and automatic offers, with their redemptions. */
  promotions: MANAGERS,
  /**
   * The Messages screen (every message to customers and staff, unmasked) and sending a failed
   * one again. Others who read an order see its messages with the recipient masked.
   */
  messages: MANAGERS,
  /** VAT registration, the VAT return's figures. */
  vat: OWNER,
  /** One's own account: profile, password, sign-in sessions, the API document. */
  account: ALL,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof ROLE_TABLE;
export const PERMISSIONS = Object.keys(ROLE_TABLE) as Permission[];

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (ROLE_TABLE[permission] as readonly StaffRole[]).includes(role);
}

/** The permissions of a role, in the table's order (what `GET /api/admin/me` lists). */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSIONS.filter((p) => roleMay(role, p));
}

export const STAFF_LIMITS = { displayNameMax: 100, passwordMin: 8, passwordMax: 200 } as const;

export const STAFF_MSG = {
  forbiddenRole: "Your role can't do this.",
  lastOwner: 'The shop needs at least one active owner: make another owner first.',
  usernameInvalid: 'Username must be 3-64 letters, digits or . _ @ -',
  usernameTaken: 'Another account has this username',
  displayNameMax: `Display name must be at most ${STAFF_LIMITS.displayNameMax} characters`,
  roleInvalid: 'Role must be owner, manager, agent or packer',
  passwordMin: `The password must be at least ${STAFF_LIMITS.passwordMin} characters`,
  passwordMax: `The password must be at most ${STAFF_LIMITS.passwordMax} characters`,
  disabledInvalid: 'disabled must be true or false',
  staffNotFound: 'Staff account not found',
  sessionNotFound: 'Session not found',
} as const;

/**
 * The permission a status change needs (`PUT /api/admin/orders/:id/status`): confirming and
 * cancelling belong to the confirmation desk, the way out to the door to the packers.
 */
export const STATUS_PERMISSION = {
  PENDING: 'confirmation',
  CONFIRMED: 'confirmation',
  CANCELLED: 'confirmation',
  OUT_FOR_DELIVERY: 'delivery',
  DELIVERED: 'delivery',
} as const satisfies Record<OrderStatus, Permission>;
