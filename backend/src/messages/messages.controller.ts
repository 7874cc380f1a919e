import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { roleMay } from '../contract';
import type { MessageListResponse, OrderMessagesResponse, OutboxMessage } from '../contract';
import { Roles } from '../common/access';
import type { SignedIn } from '../common/access';
import { contractSchema } from '../common/contract-schema';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { MessageQueryDto } from './dto/message-query.dto';
import { MessageReads } from './message-reads.service';

/** The Messages screen: every message, unmasked; sending a failed one again. */
@ApiTags('messages')
@Controller('api/admin/messages')
@Roles('messages')
export class MessagesController {
  constructor(private readonly reads: MessageReads) {}

  @Get()
  @ApiOkResponse({ type: contractSchema('MessageListResponse') })
  list(@Query() query: MessageQueryDto): Promise<MessageListResponse> {
    return this.reads.list(query);
  }

  /** A failed message goes back to the queue with its tries reset (409 for any other status). */
  @Post(':id/resend')
  @HttpCode(200)
  @ApiOkResponse({ type: contractSchema('OutboxMessage') })
  resend(@Param('id') id: string, @ActorOf() actor: Actor): Promise<OutboxMessage> {
    return this.reads.resend(id, actor);
  }
}

/**
 * An order's messages, for its details: whoever reads orders sees them, the recipient masked
 * for a role without the `messages` permission.
 */
@ApiTags('messages')
@Controller('api/admin/orders/:id/messages')
@Roles('orders')
export class OrderMessagesController {
  constructor(private readonly reads: MessageReads) {}

  @Get()
  @ApiOkResponse({ type: contractSchema('OrderMessagesResponse') })
  async list(@Param('id') id: string, @Req() req: Request): Promise<OrderMessagesResponse> {
    const user = req.user as SignedIn;
    return { messages: await this.reads.forOrder(id, !roleMay(user.role, 'messages')) };
  }
}
