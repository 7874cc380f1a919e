import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CHECKOUT_RULES, CONFIRMATION_RULES } from '../../contract';
import type { BlockedPhone, BlockedPhoneList, BlockPhoneRequest } from '../../contract';
import { FollowsRule } from '../../common/rule.decorator';

/** POST /api/admin/blocked-phones: the phone in any form the checkout accepts. */
export class BlockPhoneDto implements BlockPhoneRequest {
  @FollowsRule(CHECKOUT_RULES.phone, { api: { example: '+971 55 000 0001' } })
  phone: string;

  @FollowsRule(CONFIRMATION_RULES.blockReason, { api: { example: 'Refused three parcels' } })
  reason?: string;
}

@ApiSchema({ name: 'BlockedPhone' })
export class BlockedPhoneSchema implements BlockedPhone {
  @ApiProperty({ example: '+971501234567' }) phone: string;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

@ApiSchema({ name: 'BlockedPhoneList' })
export class BlockedPhoneListSchema implements BlockedPhoneList {
  @ApiProperty({ type: [BlockedPhoneSchema] }) phones: BlockedPhoneSchema[];
}
