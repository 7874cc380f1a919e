import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Ip,
  Param,
  Post,
  Put,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { roleMay, STATUS_PERMISSION } from '../contract';
import type {
  AdminStats,
  BulkOrderResponse,
  Order,
  OrderListResponse,
  TaxDocument,
  TrackedOrder,
} from '../contract';
import { TaxDocumentSchema } from '../vat/dto/vat.response';
import {
  OrderListQueryDto,
  TrackOrderQueryDto,
  UpdateOrderStatusDto,
} from './dto/order-queries.dto';
import { Public, requirePermission, Roles } from '../common/access';
import type { SignedIn } from '../common/access';
import { clientKey } from '../common/client-key';
import { CheckoutMetricsInterceptor } from '../observability/checkout-metrics.interceptor';
import { invalidRequest } from '../common/api-error';
import { CurrentUser } from '../common/current-user.decorator';
import { StockConflictBodySchema, TotalsConflictBodySchema } from '../common/dto/error.response';
import { PlaceOrderDto } from './dto/place-order.dto';
import { PromoErrorBodySchema } from '../promotions/dto/promotion.dto';
import {
  AdminStatsSchema,
  BulkOrderResponseSchema,
  CodLimitBodySchema,
  OrderListSchema,
  OrderSchema,
  PlaceOrderResponseSchema,
  TrackedOrderSchema,
} from './dto/order.response';
import { CustomerHistoryService } from './customer-history.service';
import { IdempotentReplayInterceptor } from './idempotent-replay.interceptor';
import { OrderPlacement } from './order-placement.service';
import type { PlacedOrder } from './order-placement.service';
import { OrderReads } from './order-reads.service';
import { OrderStatsService } from './order-stats.service';
import { OrderStatusService } from './order-status.service';
import { TrackThrottle } from './track-throttle';
import { OrderBulkService } from './order-bulk.service';
import { searchesPhone } from './order-filter';
import { BulkOrderDto } from './dto/order-bulk.dto';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

@ApiTags('orders')
@Controller('api')
export class OrdersController {
  constructor(
    private readonly placement: OrderPlacement,
    private readonly statuses: OrderStatusService,
    private readonly reads: OrderReads,
    private readonly stats: OrderStatsService,
    private readonly trackThrottle: TrackThrottle,
    private readonly customers: CustomerHistoryService,
    private readonly bulk: OrderBulkService,
  ) {}

  @Post('orders')
  @Public()
  @ApiCreatedResponse({ type: PlaceOrderResponseSchema })
  @ApiExtraModels(
    TotalsConflictBodySchema,
    StockConflictBodySchema,
    CodLimitBodySchema,
    PromoErrorBodySchema,
  )
  @ApiConflictResponse({
    description:
      'TOTALS_CHANGED (the current figures), OUT_OF_STOCK (what is left), COD_LIMIT_EXCEEDED, or a PROMO_* code that no longer holds',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(TotalsConflictBodySchema) },
        { $ref: getSchemaPath(StockConflictBodySchema) },
        { $ref: getSchemaPath(CodLimitBodySchema) },
        { $ref: getSchemaPath(PromoErrorBodySchema) },
      ],
    },
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'at most 100 characters' })
  // Outermost first: the metrics see the answer after the replay header is set.
  @UseInterceptors(CheckoutMetricsInterceptor, IdempotentReplayInterceptor)
  place(
    @Body() body: PlaceOrderDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Ip() ip: string | undefined,
  ): Promise<PlacedOrder> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw invalidRequest('Idempotency-Key must be 1 to 100 visible characters');
    }
    return this.placement.place(body, { idempotencyKey, ip: clientKey(ip) });
  }

  @Get('orders/track')
  @Public()
  @ApiOkResponse({ type: TrackedOrderSchema })
  async track(
    @Query() query: TrackOrderQueryDto,
    @Ip() ip: string | undefined,
  ): Promise<TrackedOrder> {
    await this.trackThrottle.consume(clientKey(ip));
    return this.reads.track(query.orderNumber, query.phone);
  }

  /**
   * The customer's tax invoice, with the same order number and phone as tracking and the same
   * rate limit: only once the order is delivered and when the shop issued one (404 otherwise).
   */
  @Get('orders/track/invoice')
  @Public()
  @ApiOkResponse({ type: TaxDocumentSchema })
  async trackedInvoice(
    @Query() query: TrackOrderQueryDto,
    @Ip() ip: string | undefined,
  ): Promise<TaxDocument> {
    await this.trackThrottle.consume(clientKey(ip));
    return this.reads.trackedInvoice(query.orderNumber, query.phone);
  }

  @Get('admin/orders')
  @Roles('orders')
  @ApiOkResponse({ type: OrderListSchema })
  async list(
    @Query() query: OrderListQueryDto,
    @CurrentUser() user: SignedIn | undefined,
  ): Promise<OrderListResponse> {
    // Packers see the list but find no customer by phone, nor their history.
    if (query.phone !== undefined) requirePermission(user, 'phoneSearch');
    if (query.q !== undefined && searchesPhone(query.q)) requirePermission(user, 'phoneSearch');
    if (query.withCustomer) requirePermission(user, 'confirmation');
    const page = await this.reads.list(query);
    return query.withCustomer ? this.customers.withHistories(page) : page;
  }

  /**
   * One action on many orders; the action's own permission (a status's, or `delivery` for a
   * courier) is checked once for all (403), then each order is reported done or refused.
   */
  @Post('admin/orders/bulk')
  @Roles('orders')
  @HttpCode(200)
  @ApiOkResponse({ type: BulkOrderResponseSchema })
  bulkAction(
    @Body() body: BulkOrderDto,
    @CurrentUser() user: SignedIn | undefined,
    @ActorOf() actor: Actor,
  ): Promise<BulkOrderResponse> {
    return this.bulk.run(body, user, actor);
  }

  @Get('admin/orders/:id')
  @Roles('orders')
  @ApiOkResponse({ type: OrderSchema })
  async findOne(
    @Param('id') id: string,
    @CurrentUser() user: SignedIn | undefined,
  ): Promise<Order> {
    const order = await this.reads.findOne(id);
    // The customer's other orders belong to the confirmation desk.
    return user && roleMay(user.role, 'confirmation') ? this.customers.withHistory(order) : order;
  }

  @Put('admin/orders/:id/status')
  @Roles('orders')
  @ApiOkResponse({ type: OrderSchema })
  updateStatus(
    @Param('id') id: string,
    @Body() body: UpdateOrderStatusDto,
    @CurrentUser() user: SignedIn | undefined,
    @ActorOf() actor: Actor,
  ): Promise<Order> {
    requirePermission(user, STATUS_PERMISSION[body.status]);
    return this.statuses.updateStatus(
      id,
      body.status,
      { reason: body.reason, note: body.note, by: user?.username, courier: body.courier },
      actor,
    );
  }

  @Delete('admin/orders/:id')
  @Roles('orderDelete')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id') id: string, @ActorOf() actor: Actor): Promise<void> {
    await this.statuses.remove(id, actor);
  }

  @Get('admin/stats')
  @Roles('dashboard')
  @ApiOkResponse({ type: AdminStatsSchema })
  adminStats(): Promise<AdminStats> {
    return this.stats.stats();
  }
}
