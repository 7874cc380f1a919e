import type { StatusReason } from '../contract';

/** What a status change may carry besides the status. */
export interface StatusChangeDetails {
  reason?: StatusReason;
  note?: string;
  /** The admin's username, or SYSTEM_ACTOR. */
  by?: string;
  /** Who takes it out for delivery, one of the settings' couriers. */
  courier?: string;
}
