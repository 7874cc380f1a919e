import { OrderFilterDto } from './order-filter.dto';

/**
 * GET /api/admin/orders/export.csv?from&to&status — dates in the shop's time zone, inclusive;
 * and the list's other filters (`q`, `city`, `courier`, several statuses, `ids`).
 */
export class ExportQueryDto extends OrderFilterDto {}
