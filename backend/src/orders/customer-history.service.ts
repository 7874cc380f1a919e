import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CustomerHistory, Order, OrderListResponse } from '../contract';
import { BlockedPhonesService } from '../blocked-phones/blocked-phones.service';
import { countOutcomes, countOutcomesByPhone } from './customer-history';

/** A customer's record, counted over every order placed with the phone. */
@Injectable()
export class CustomerHistoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly blockedPhones: BlockedPhonesService,
  ) {}

  /** `phone` normalised. */
  async of(phone: string): Promise<CustomerHistory> {
    const [counts, blocked] = await Promise.all([
      countOutcomes(this.dataSource, (qb) => qb.where('o.phone = :phone', { phone })),
      this.blockedPhones.isBlocked(phone),
    ]);
    const { orderCount, deliveredCount, cancelledCount, refusedCount } = counts;
    return { orderCount, deliveredCount, cancelledCount, refusedCount, blocked };
  }

  /** A page of orders, each with its customer's record: two queries for the whole page. */
  async withHistories(page: OrderListResponse): Promise<OrderListResponse> {
    const phones = [...new Set(page.orders.map((o) => o.phone))];
    if (phones.length === 0) return page;
    const [rows, blocked] = await Promise.all([
      countOutcomesByPhone(this.dataSource, phones),
      this.blockedPhones.blockedAmong(phones),
    ]);
    const orders = page.orders.map((order) => {
      const c = rows.get(order.phone);
      const customer: CustomerHistory = {
        orderCount: c?.orderCount ?? 0,
        deliveredCount: c?.deliveredCount ?? 0,
        cancelledCount: c?.cancelledCount ?? 0,
        refusedCount: c?.refusedCount ?? 0,
        blocked: blocked.has(order.phone),
      };
      return { ...order, customer };
    });
    return { ...page, orders };
  }

  /** The admin's order with its customer's record. */
  async withHistory(order: Order): Promise<Order> {
    return { ...order, customer: await this.of(order.phone) };
  }
}
