import { HttpException, Injectable, Logger } from '@nestjs/common';
import {
  isErrorCode,
  MSG,
  ORDER_SEARCH_LIMITS,
  ORDER_SEARCH_MSG,
  STATUS_PERMISSION,
} from '../contract';
import type { BulkOrderRequest, BulkOrderResponse, BulkOrderResult } from '../contract';
import { invalidField, invalidRequest } from '../common/api-error';
import { requirePermission } from '../common/access';
import type { SignedIn } from '../common/access';
import type { Actor } from '../activity/actor';
import type { OrderFilterInput } from './order-filter';
import { searchesPhone } from './order-filter';
import { SettingsService } from '../settings/settings.service';
import { assertKnownCourier } from './delivery-checks';
import { OrderReads } from './order-reads.service';
import { OrderStatusService } from './order-status.service';

/** A bulk request as validated (the filter's lists already split). */
export type BulkOrderInput = Omit<BulkOrderRequest, 'filter'> & { filter?: OrderFilterInput };

/**
 * One action on many orders (`POST /api/admin/orders/bulk`): each order goes through the same
 * service call as one by one (`OrderStatusService`: the same rules, permissions, reasons,
 * stock and activity log), in its own transaction, one after another; an order refused is
 * reported with the code and message its own call answered, and the others go on.
 */
@Injectable()
export class OrderBulkService {
  private readonly logger = new Logger(OrderBulkService.name);

  constructor(
    private readonly reads: OrderReads,
    private readonly statuses: OrderStatusService,
    private readonly settings: SettingsService,
  ) {}

  async run(
    body: BulkOrderInput,
    user: SignedIn | undefined,
    actor: Actor,
  ): Promise<BulkOrderResponse> {
    const change = this.checked(body, user, actor);
    // A courier not in the settings is the request's fault, not each order's: 400 for all.
    if (body.courier !== undefined)
      assertKnownCourier(await this.settings.couriers(), body.courier);
    const ids = await this.selection(body, user);
    const numbers = await this.reads.numbersOf(ids);
    const results: BulkOrderResult[] = [];
    for (const id of ids) {
      const orderNumber = numbers.get(id) ?? null;
      try {
        await change(id);
        results.push({ id, orderNumber, ok: true });
      } catch (error) {
        if (!(error instanceof HttpException)) this.logger.error(error);
        results.push({ id, orderNumber, ok: false, ...refusal(error) });
      }
    }
    return { results };
  }

  /** The action for one order, once the request and the role are checked (400, 403). */
  private checked(
    body: BulkOrderInput,
    user: SignedIn | undefined,
    actor: Actor,
  ): (id: string) => Promise<unknown> {
    if (body.action === 'status') {
      const status = body.status;
      if (!status) throw invalidField('status', ORDER_SEARCH_MSG.bulkStatusRequired);
      requirePermission(user, STATUS_PERMISSION[status]);
      const details = {
        reason: body.reason,
        note: body.note,
        by: user?.username,
        courier: body.courier,
      };
      return (id) => this.statuses.updateStatus(id, status, details, actor);
    }
    const courier = body.courier;
    if (!courier) throw invalidField('courier', ORDER_SEARCH_MSG.bulkCourierRequired);
    requirePermission(user, 'delivery');
    return (id) => this.statuses.assignCourier(id, courier, actor);
  }

  /** The ids sent, or the orders matching the filter; at most 500 either way. */
  private async selection(body: BulkOrderInput, user: SignedIn | undefined): Promise<string[]> {
    if ((body.ids === undefined) === (body.filter === undefined)) {
      throw invalidRequest(ORDER_SEARCH_MSG.bulkTarget);
    }
    if (body.ids) return [...new Set(body.ids)];
    const filter = body.filter ?? {};
    if (filter.q && searchesPhone(filter.q)) requirePermission(user, 'phoneSearch');
    const ids = await this.reads.idsOf(filter, ORDER_SEARCH_LIMITS.bulkMax);
    if (ids.length > ORDER_SEARCH_LIMITS.bulkMax)
      throw invalidField('filter', ORDER_SEARCH_MSG.bulkTooMany);
    if (ids.length === 0) throw invalidField('filter', ORDER_SEARCH_MSG.bulkEmpty);
    return ids;
  }
}

/**
 * The code and message an order's own call answered. An unexpected error (the database gone
 * for a moment) fails that order with the generic message; the next ones are still tried.
 */
function refusal(error: unknown): Pick<BulkOrderResult, 'code' | 'message'> {
  if (!(error instanceof HttpException)) return { message: MSG.failedUpdateOrderStatus };
  const body = error.getResponse();
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = isErrorCode(fields.code) ? fields.code : undefined;
  const message = typeof fields.message === 'string' ? fields.message : MSG.failedUpdateOrderStatus;
  return { ...(code ? { code } : {}), message };
}
