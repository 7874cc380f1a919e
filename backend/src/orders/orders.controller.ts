import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
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
import type { Request, Response } from 'express';
import type {
  AuthUser,
  AdminStats,
  Order,
  OrderListResponse,
  PlaceOrderResponse,
  TrackedOrder,
} from '../contract';
import {
  OrderListQueryDto,
  TrackOrderQueryDto,
  UpdateOrderStatusDto,
} from './dto/order-queries.dto';
import { Public } from '../common/access';
import { invalidRequest } from '../common/api-error';
import { StockConflictBodySchema, TotalsConflictBodySchema } from '../common/dto/error.response';
import { CodLimitBodySchema } from '../cash/dto/cash.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import {
  AdminStatsSchema,
  OrderListSchema,
  OrderSchema,
  PlaceOrderResponseSchema,
  TrackedOrderSchema,
} from './dto/order.response';
import { CheckoutMetricsInterceptor } from '../observability/checkout-metrics.interceptor';
import { OrderLimits } from './order-limits';
import { CustomerHistoryService } from './customer-history.service';
import { OrderStatsService } from './order-stats.service';
import { toPlacedResponse } from './order.mapper';
import { OrdersService } from './orders.service';
import { TrackThrottle } from './track-throttle';
import { clientKey } from '../common/client-key';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

@ApiTags('orders')
@Controller('api')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly stats: OrderStatsService,
    private readonly trackThrottle: TrackThrottle,
    private readonly limits: OrderLimits,
    private readonly customers: CustomerHistoryService,
  ) {}

  @Post('orders')
  @Public()
  @UseInterceptors(CheckoutMetricsInterceptor)
  @ApiCreatedResponse({ type: PlaceOrderResponseSchema })
  @ApiExtraModels(TotalsConflictBodySchema, StockConflictBodySchema, CodLimitBodySchema)
  @ApiConflictResponse({
    description: 'TOTALS_CHANGED (the current figures) or OUT_OF_STOCK (what is left)',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(TotalsConflictBodySchema) },
        { $ref: getSchemaPath(StockConflictBodySchema) },
        { $ref: getSchemaPath(CodLimitBodySchema) },
      ],
    },
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'at most 100 characters' })
  async place(
    @Body() body: PlaceOrderDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PlaceOrderResponse> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw invalidRequest('Idempotency-Key must be 1 to 100 visible characters');
    }
    const placed = await this.limits.admit(body, clientKey(req.ip), (admit) =>
      this.orders.place(body, idempotencyKey, admit),
    );
    // A replay answers like the first request did, and says so.
    if (placed.replayed) res.setHeader('Idempotent-Replayed', 'true');
    res.status(201);
    return toPlacedResponse(placed.response);
  }

  @Get('orders/track')
  @Public()
  @ApiOkResponse({ type: TrackedOrderSchema })
  async track(@Query() query: TrackOrderQueryDto, @Req() req: Request): Promise<TrackedOrder> {
    await this.trackThrottle.consume(clientKey(req.ip));
    return this.orders.track(query.orderNumber, query.phone);
  }

  @Get('admin/orders')
  @ApiOkResponse({ type: OrderListSchema })
  async list(@Query() query: OrderListQueryDto): Promise<OrderListResponse> {
    const page = await this.orders.list(query);
    return query.withCustomer ? this.customers.withHistories(page) : page;
  }

  @Get('admin/orders/:id')
  @ApiOkResponse({ type: OrderSchema })
  async findOne(@Param('id') id: string): Promise<Order> {
    return this.customers.withHistory(await this.orders.findOne(id));
  }

  @Put('admin/orders/:id/status')
  @ApiOkResponse({ type: OrderSchema })
  updateStatus(
    @Param('id') id: string,
    @Body() body: UpdateOrderStatusDto,
    @Req() req: Request,
  ): Promise<Order> {
    const by = (req.user as AuthUser | undefined)?.username;
    return this.orders.updateStatus(id, body.status, {
      reason: body.reason,
      note: body.note,
      by,
      courier: body.courier,
    });
  }

  @Delete('admin/orders/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id') id: string): Promise<void> {
    await this.orders.remove(id);
  }

  @Get('admin/stats')
  @ApiOkResponse({ type: AdminStatsSchema })
  adminStats(): Promise<AdminStats> {
    return this.stats.stats();
  }
}
