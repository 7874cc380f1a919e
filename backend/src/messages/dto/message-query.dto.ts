import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGE_CHANNELS, MESSAGE_LIMITS, MESSAGE_STATUSES, MESSAGING_MSG } from '../../contract';
import type { MessageChannel, MessageListQuery, MessageStatus } from '../../contract';
import { DateBound, PageLimit, PageQueryDto } from '../../common/pagination.dto';

export class MessageQueryDto extends PageQueryDto implements MessageListQuery {
  @ApiPropertyOptional({ enum: MESSAGE_STATUSES })
  @IsOptional()
  @IsIn(MESSAGE_STATUSES, { message: MESSAGING_MSG.statusInvalid })
  status?: MessageStatus;

  @ApiPropertyOptional({ enum: MESSAGE_CHANNELS })
  @IsOptional()
  @IsIn(MESSAGE_CHANNELS, { message: MESSAGING_MSG.channelInvalid })
  channel?: MessageChannel;

  @ApiPropertyOptional({ description: 'An order number (dashes optional) or an order id' })
  @IsOptional()
  @IsString({ message: 'order must be text' })
  @MaxLength(40, { message: 'order must be at most 40 characters' })
  order?: string;

  @DateBound('from')
  from?: string;

  @DateBound('to')
  to?: string;

  @PageLimit(MESSAGE_LIMITS.listDefault, MESSAGE_LIMITS.listMax)
  limit?: number;
}
