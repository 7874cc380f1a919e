import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, UAE days, both included; `vat-report.ts` checks them. */
export class VatReportQueryDto {
  @ApiProperty({ example: '2026-01-01', format: 'date' })
  @Allow()
  from: string;

  @ApiProperty({ example: '2026-03-31', format: 'date' })
  @Allow()
  to: string;
}
