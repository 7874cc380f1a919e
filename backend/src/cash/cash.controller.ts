import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type {
  CashLedger,
  OutstandingOrdersResponse,
  Remittance,
  RemittanceListResponse,
} from '../contract';
import { ApiErrorBodySchema } from '../common/dto/error.response';
import { CashService } from './cash.service';
import {
  CashLedgerSchema,
  OutstandingChangedSchema,
  OutstandingOrdersSchema,
  OutstandingQueryDto,
  RemittanceListSchema,
  RemittanceRequestDto,
  RemittanceSchema,
} from './dto/cash.dto';
import { Roles } from '../common/access';

import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
@ApiTags('cash')
@Roles('cash')
@Controller('api/admin/cash')
export class CashController {
  constructor(private readonly cash: CashService) {}

  @Get()
  @ApiOkResponse({ type: CashLedgerSchema })
  ledger(): Promise<CashLedger> {
    return this.cash.ledger();
  }

  /** One page of a courier's delivered, unremitted orders, and the figures of all of them. */
  @Get('outstanding')
  @ApiOkResponse({ type: OutstandingOrdersSchema })
  outstanding(@Query() query: OutstandingQueryDto): Promise<OutstandingOrdersResponse> {
    return this.cash.outstanding(query);
  }

  @Post('remittances')
  @HttpCode(201)
  @ApiCreatedResponse({ type: RemittanceSchema })
  @ApiConflictResponse({
    type: ApiErrorBodySchema,
    description:
      'REMITTANCE_REFUSED: an order is not delivered, another courier’s, or remitted; ' +
      'OUTSTANDING_CHANGED (allOutstanding): the figures are no longer the current ones',
  })
  @ApiExtraModels(OutstandingChangedSchema)
  remit(@Body() body: RemittanceRequestDto, @ActorOf() actor: Actor): Promise<Remittance> {
    return this.cash.remit(body, actor);
  }

  @Get('remittances')
  @ApiOkResponse({ type: RemittanceListSchema })
  remittances(): Promise<RemittanceListResponse> {
    return this.cash.remittances();
  }
}
