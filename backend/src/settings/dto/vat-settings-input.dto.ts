import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { VAT_INVOICE_AT, VAT_LIMITS } from '../../contract';
import type { VatInvoiceAt, VatSettings } from '../../contract';

/**
 * `PUT /api/admin/settings/vat`: any of the fields; the ones left out keep their value. They
 * depend on each other (registered needs the rest), so `vat-settings.ts` checks them together
 * with the contract's messages; here they are only declared.
 */
export class VatSettingsInputDto implements Partial<VatSettings> {
  @ApiPropertyOptional()
  @Allow()
  registered?: boolean;

  @ApiPropertyOptional({
    example: '100123456700003',
    description: `${VAT_LIMITS.trnLength} digits`,
  })
  @Allow()
  trn?: string;

  @ApiPropertyOptional({ maxLength: VAT_LIMITS.legalNameMax })
  @Allow()
  legalName?: string;

  @ApiPropertyOptional({ maxLength: VAT_LIMITS.legalNameMax })
  @Allow()
  legalNameAr?: string;

  @ApiPropertyOptional({ maxLength: VAT_LIMITS.addressMax })
  @Allow()
  address?: string;

  @ApiPropertyOptional({ maxLength: VAT_LIMITS.addressMax })
  @Allow()
  addressAr?: string;

  @ApiPropertyOptional({ minimum: VAT_LIMITS.rateMin, maximum: VAT_LIMITS.rateMax, example: 5 })
  @Allow()
  ratePercent?: number;

  @ApiPropertyOptional({ enum: VAT_INVOICE_AT })
  @Allow()
  invoiceAt?: VatInvoiceAt;
}
