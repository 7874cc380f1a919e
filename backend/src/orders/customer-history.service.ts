import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CustomerHistory, Order } from '../contract';
import { BlockedPhonesService } from '../blocked-phones/blocked-phones.service';
import { countOutcomes } from './customer-history';

/** A customer's record (issue #15), counted over every order placed with the phone. */
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

  /** The admin's order with its customer's record. */
  async withHistory(order: Order): Promise<Order> {
    return { ...order, customer: await this.of(order.phone) };
  }
}
