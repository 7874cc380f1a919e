import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ERROR_CODES } from '../../contract';
import type {
  ApiErrorBody,
  ErrorCode,
  StockConflictBody,
  TotalsConflictBody,
  TotalsConflictLine,
} from '../../contract';

const FIELD_ERRORS = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: 'Field → message, for validation errors only',
} as const;

/** The body of every error answer. */
@ApiSchema({ name: 'ApiErrorBody' })
export class ApiErrorBodySchema implements ApiErrorBody {
  @ApiProperty() statusCode: number;
  @ApiProperty({ enum: ERROR_CODES, description: 'Stable: what a client branches on' })
  code: ErrorCode;
  @ApiProperty({ description: 'For people: may be reworded' }) message: string;
  @ApiPropertyOptional(FIELD_ERRORS) errors?: Record<string, string>;
}

@ApiSchema({ name: 'TotalsConflictLine' })
export class TotalsConflictLineSchema implements TotalsConflictLine {
  @ApiProperty() productId: string;
  @ApiProperty() size: string;
  @ApiPropertyOptional({ type: String, nullable: true }) color?: string | null;
  @ApiProperty() qty: number;
  @ApiProperty() title: string;
  @ApiProperty() priceAED: number;
  @ApiProperty({ description: 'Units in stock now' }) available: number;
}

@ApiSchema({ name: 'TotalsConflictFigures' })
export class TotalsConflictFiguresSchema {
  @ApiProperty({ type: [TotalsConflictLineSchema] }) items: TotalsConflictLineSchema[];
  @ApiProperty() subtotalAED: number;
  @ApiProperty() deliveryAED: number;
  @ApiProperty() totalAED: number;
  @ApiPropertyOptional({ description: 'when the shop charges a cash-on-delivery fee' })
  codFeeAED?: number;
}

/** 409 TOTALS_CHANGED: the server's figures, for the checkout to show. */
@ApiSchema({ name: 'TotalsConflictBody' })
export class TotalsConflictBodySchema extends ApiErrorBodySchema implements TotalsConflictBody {
  @ApiProperty({ enum: ['TOTALS_CHANGED'] }) declare code: 'TOTALS_CHANGED';
  @ApiProperty({ type: TotalsConflictFiguresSchema }) current: TotalsConflictFiguresSchema;
}

/** 409 OUT_OF_STOCK: the product that is short and what is left. */
@ApiSchema({ name: 'StockConflictBody' })
export class StockConflictBodySchema extends ApiErrorBodySchema implements StockConflictBody {
  @ApiProperty({ enum: ['OUT_OF_STOCK'] }) declare code: 'OUT_OF_STOCK';
  @ApiProperty() productId: string;
  @ApiProperty() available: number;
  @ApiPropertyOptional({ description: 'With stock per size and colour: the short variant' })
  size?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) color?: string | null;
}
