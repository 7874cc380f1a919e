import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { roleMay } from '../contract';
import type { OrderNote, OrderWithTimeline } from '../contract';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { Roles } from '../common/access';
import type { SignedIn } from '../common/access';
import { CurrentUser } from '../common/current-user.decorator';
import { CustomerHistoryService } from './customer-history.service';
import { OrderNoteDto } from './dto/order-note.dto';
import { OrderNoteSchema, OrderWithTimelineSchema } from './dto/order.response';
import { OrderNotes } from './order-notes.service';

/**
 * The order page of the console: an order by its number with its timeline, and internal notes.
 * Its own path (`by-number/…`) leaves `GET /api/admin/orders/:id` as it is.
 */
@ApiTags('orders')
@Controller('api/admin/orders')
export class OrderPageController {
  constructor(
    private readonly notes: OrderNotes,
    private readonly customers: CustomerHistoryService,
  ) {}

  @Get('by-number/:orderNumber')
  @Roles('orders')
  @ApiOkResponse({ type: OrderWithTimelineSchema })
  async byNumber(
    @Param('orderNumber') orderNumber: string,
    @CurrentUser() user: SignedIn | undefined,
  ): Promise<OrderWithTimeline> {
    const order = await this.notes.byNumber(orderNumber);
    // The customer's other orders belong to the confirmation desk, as on GET /:id.
    if (!user || !roleMay(user.role, 'confirmation')) return order;
    return { ...order, customer: await this.customers.of(order.phone) };
  }

  /** Every role that sees orders may note on one; the note is logged in the activity log. */
  @Post(':id/notes')
  @Roles('orders')
  @ApiCreatedResponse({ type: OrderNoteSchema })
  addNote(
    @Param('id') id: string,
    @Body() body: OrderNoteDto,
    @ActorOf() actor: Actor,
  ): Promise<OrderNote> {
    return this.notes.add(id, body.text, actor);
  }
}
