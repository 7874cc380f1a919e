import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { And, DataSource, LessThan, MoreThanOrEqual } from 'typeorm';
import { MSG, VAT_MSG } from '../contract';
import type { TaxDocument, VatReport } from '../contract';
import { Roles } from '../common/access';
import { notFound } from '../common/api-error';
import { VatReportQueryDto } from './dto/vat-report-query.dto';
import { TaxDocumentSchema, VatReportSchema } from './dto/vat.response';
import { VatDocumentEntity } from './vat-document.entity';
import { toTaxDocument } from './vat-documents';
import type { VatPeriod } from './vat-report';
import { vatCsv, vatPeriod, vatReport } from './vat-report';

@ApiTags('vat')
@Controller('api/admin')
export class VatController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The order's latest tax invoice (a credited one included: it was issued), or 404. */
  @Get('orders/:id/invoice')
  @Roles('orders')
  @ApiOkResponse({ type: TaxDocumentSchema })
  invoice(@Param('id') id: string): Promise<TaxDocument> {
    return this.latest(id, 'invoice');
  }

  /** The order's latest tax credit note, or 404. */
  @Get('orders/:id/credit-note')
  @Roles('orders')
  @ApiOkResponse({ type: TaxDocumentSchema })
  creditNote(@Param('id') id: string): Promise<TaxDocument> {
    return this.latest(id, 'credit');
  }

  /** Box 1 of the VAT return for the period: per emirate, invoices less credit notes. */
  @Get('reports/vat')
  @Roles('vat')
  @ApiOkResponse({ type: VatReportSchema })
  async report(@Query() query: VatReportQueryDto): Promise<VatReport> {
    const period = vatPeriod(query.from, query.to);
    const docs = await this.dataSource.getRepository(VatDocumentEntity).find({
      select: { kind: true, emirate: true, netFils: true, vatFils: true },
      where: { issuedAt: inPeriod(period) },
    });
    return vatReport(period, docs);
  }

  /** Every invoice and credit note issued in the period, oldest first, as CSV. */
  @Get('reports/vat.csv')
  @Roles('vat')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'UTF-8 CSV with a BOM and a header row, credit notes negative',
    content: { 'application/json': { schema: { type: 'string' } } },
  })
  async csv(@Query() query: VatReportQueryDto, @Res() res: Response): Promise<void> {
    const period = vatPeriod(query.from, query.to);
    const docs = await this.dataSource.getRepository(VatDocumentEntity).find({
      where: { issuedAt: inPeriod(period) },
      order: { issuedAt: 'ASC', number: 'ASC' },
    });
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="vat-${period.from}-${period.to}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.end('\uFEFF' + vatCsv(docs.map(toTaxDocument)));
  }

  private async latest(orderId: string, kind: 'invoice' | 'credit'): Promise<TaxDocument> {
    const row = await this.dataSource.getRepository(VatDocumentEntity).findOne({
      where: { orderId, kind },
      order: { issuedAt: 'DESC', number: 'DESC' },
    });
    if (!row) throw notFound(kind === 'invoice' ? VAT_MSG.invoiceNotFound : MSG.orderNotFound);
    return toTaxDocument(row);
  }
}

function inPeriod(period: VatPeriod) {
  return And(MoreThanOrEqual(period.start), LessThan(period.end));
}
