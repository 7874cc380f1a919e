import { CHECKOUT_RULES, CONFIRMATION_RULES } from '../../contract';
import type { BlockPhoneRequest } from '../../contract';
import { contractSchema } from '../../common/contract-schema';
import { FollowsRule } from '../../common/rule.decorator';

/** POST /api/admin/blocked-phones: the phone in any form the checkout accepts. */
export class BlockPhoneDto implements BlockPhoneRequest {
  @FollowsRule(CHECKOUT_RULES.phone, { api: { example: '+971 55 000 0001' } })
  phone: string;

  @FollowsRule(CONFIRMATION_RULES.blockReason, { api: { example: 'Refused three parcels' } })
  reason?: string;
}

/** Route decorators' names for the answers (common/contract-schema.ts). */
export const BlockedPhoneSchema = contractSchema('BlockedPhone');
export const BlockedPhoneListSchema = contractSchema('BlockedPhoneList');
