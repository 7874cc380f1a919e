import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser, CashLedger, Remittance, RemittanceListResponse } from '../contract';
import { ApiErrorBodySchema } from '../common/dto/error.response';
import { CashService } from './cash.service';
import {
  CashLedgerSchema,
  RemittanceListSchema,
  RemittanceRequestDto,
  RemittanceSchema,
} from './dto/cash.dto';

@ApiTags('cash')
@Controller('api/admin/cash')
export class CashController {
  constructor(private readonly cash: CashService) {}

  @Get()
  @ApiOkResponse({ type: CashLedgerSchema })
  ledger(): Promise<CashLedger> {
    return this.cash.ledger();
  }

  @Post('remittances')
  @HttpCode(201)
  @ApiCreatedResponse({ type: RemittanceSchema })
  @ApiConflictResponse({
    type: ApiErrorBodySchema,
    description: 'REMITTANCE_REFUSED: an order is not delivered, another courier’s, or remitted',
  })
  remit(@Body() body: RemittanceRequestDto, @Req() req: Request): Promise<Remittance> {
    // The /api/admin guard has checked the session: there is a user.
    const user = req.user as AuthUser | undefined;
    return this.cash.remit(body, user?.username ?? 'admin');
  }

  @Get('remittances')
  @ApiOkResponse({ type: RemittanceListSchema })
  remittances(): Promise<RemittanceListResponse> {
    return this.cash.remittances();
  }
}
