import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SHOP_TIME_ZONE } from '../contract';
import { ExportQueryDto } from './dto/export-query.dto';
import { OrderExportService } from './order-export.service';
import { Roles } from '../common/access';

function shopToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());
}

/**
 * GET /api/admin/orders/export.csv — registered before OrdersController so `export.csv` is not
 * read as an order id. Needs a session (the /api/admin guard).
 */
@ApiTags('orders')
@Roles('export')
@Controller('api/admin/orders')
export class OrderExportController {
  constructor(private readonly exporter: OrderExportService) {}

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'UTF-8 CSV with a BOM and a header row, one row per order, oldest first',
    content: { 'application/json': { schema: { type: 'string' } } },
  })
  async export(@Query() query: ExportQueryDto, @Res() res: Response): Promise<void> {
    const name = `orders-${query.from ?? 'start'}-${query.to ?? shopToday()}.csv`;
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      await this.exporter.write(res, query);
      res.end();
    } catch (error) {
      // Headers are sent: the download can only be cut short, never turned into a JSON error.
      res.destroy(error instanceof Error ? error : undefined);
    }
  }
}
