/**
 * Tax invoices and credit notes, issued inside the order's status change (or deletion)
 * transaction: committed with it or not at all, so a number is never taken by a change that
 * rolled back and the sequences stay gapless.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  emirateOf,
  fromFils,
  toFils,
  vatDocumentNumber,
  vatOfOrder,
  VAT_NUMBER_PREFIX,
} from '../contract';
import type {
  City,
  OrderStatus,
  TaxDocument,
  VatDocumentKind,
  VatInvoiceAt,
  VatSettings,
} from '../contract';
import { rowsChangedBy } from '../database/counters';
import { readVatSettings } from '../settings/settings.service';
import { VatDocumentEntity } from './vat-document.entity';

/** What an invoice needs of an order (the orders module's entity fits it). */
export interface VatOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  phone: string;
  city: City;
  addressLine1: string;
  addressLine2: string | null;
  deliveryFils: number;
  codFeeFils: number;
  discountFils: number;
  totalFils: number;
}

export interface VatOrderItem {
  title: string;
  size: string;
  color: string | null;
  qty: number;
  unitPriceFils: number;
  position: number;
}

/** The statuses that issue the invoice for each setting: the supply has happened at the latest then. */
const INVOICED_AT: Record<VatInvoiceAt, readonly OrderStatus[]> = {
  delivered: ['DELIVERED'],
  confirmed: ['CONFIRMED', 'OUT_FOR_DELIVERY', 'DELIVERED'],
};

/**
 * The next number of a sequence: the row's UPDATE takes its lock (MySQL/MariaDB: concurrent
 * transactions wait on it until this one commits or rolls back; SQLite: one writer at a time),
 * then the transaction reads its own write. A rollback gives the number back.
 */
export async function nextNumber(manager: EntityManager, kind: VatDocumentKind): Promise<number> {
  const name = VAT_NUMBER_PREFIX[kind];
  const changed = await rowsChangedBy(
    manager,
    'UPDATE vat_sequences SET last = last + 1 WHERE name = ?',
    [name],
  );
  if (changed !== 1) throw new Error(`vat_sequences has no ${name} row`);
  const rows: Array<{ last: number | string }> = await manager.query(
    'SELECT last FROM vat_sequences WHERE name = ?',
    [name],
  );
  return Number(rows[0].last);
}

function variantOf(item: VatOrderItem): string {
  return [item.size !== 'N/A' ? item.size : null, item.color].filter(Boolean).join(' / ');
}

/** The invoice of an order, figures and all, as it is issued now. */
export function invoiceOf(
  order: VatOrder,
  items: readonly VatOrderItem[],
  vat: VatSettings,
  number: string,
  at: Date,
): TaxDocument {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  const figures = vatOfOrder({
    lines: sorted.map((i) => ({ description: i.title, qty: i.qty, unitFils: i.unitPriceFils })),
    discountFils: order.discountFils,
    deliveryFils: order.deliveryFils,
    codFeeFils: order.codFeeFils,
    ratePercent: vat.ratePercent,
  });
  return {
    kind: 'invoice',
    number,
    invoiceNumber: null,
    orderId: order.id,
    orderNumber: order.orderNumber,
    issuedAt: at.toISOString(),
    suppliedAt: at.toISOString(),
    seller: {
      legalName: vat.legalName,
      legalNameAr: vat.legalNameAr,
      address: vat.address,
      addressAr: vat.addressAr,
      trn: vat.trn,
    },
    buyer: {
      name: order.customerName,
      phone: order.phone,
      address: [order.addressLine1, order.addressLine2].filter(Boolean).join(', '),
      city: order.city,
      emirate: emirateOf(order.city),
    },
    ratePercent: figures.ratePercent,
    lines: figures.lines.map((l, i) => ({
      kind: l.kind,
      description: l.description,
      variant: l.kind === 'goods' ? variantOf(sorted[i]) : '',
      qty: l.qty,
      unitAED: fromFils(l.unitFils),
      discountAED: fromFils(l.discountFils),
      netAED: fromFils(l.netFils),
      ratePercent: figures.ratePercent,
      vatAED: fromFils(l.vatFils),
      grossAED: fromFils(l.grossFils),
    })),
    discountAED: fromFils(figures.discountFils),
    netAED: fromFils(figures.netFils),
    vatAED: fromFils(figures.vatFils),
    grossAED: fromFils(figures.grossFils),
  };
}

export function toTaxDocument(row: VatDocumentEntity): TaxDocument {
  return JSON.parse(row.body) as TaxDocument;
}

@Injectable()
export class VatDocuments {
  /**
   * In the status change's transaction, after the order's row moved: the invoice when the order
   * reaches the setting's status and has none standing; the credit note when an invoiced order
   * is cancelled. Nothing at all while the shop is not registered.
   */
  async onStatusChange(
    manager: EntityManager,
    order: VatOrder,
    items: () => Promise<VatOrderItem[]>,
    to: OrderStatus,
    at: Date,
  ): Promise<void> {
    if (to === 'CANCELLED') {
      await this.credit(manager, order.id, at);
      return;
    }
    const vat = await readVatSettings(manager);
    if (!vat.registered || !INVOICED_AT[vat.invoiceAt].includes(to)) return;
    if (await this.standingInvoice(manager, order.id)) return;
    const seq = await nextNumber(manager, 'invoice');
    const doc = invoiceOf(order, await items(), vat, vatDocumentNumber('invoice', seq), at);
    await this.insert(manager, doc, null);
  }

  /** In the deletion's transaction: an invoiced order's invoice is reversed by a credit note. */
  async onDelete(manager: EntityManager, order: VatOrder, at: Date): Promise<void> {
    await this.credit(manager, order.id, at);
  }

  /** The order's invoice not reversed by a credit note, or null. */
  async standingInvoice(
    manager: EntityManager,
    orderId: string,
  ): Promise<VatDocumentEntity | null> {
    const docs = await manager.find(VatDocumentEntity, {
      where: { orderId },
      order: { issuedAt: 'DESC', number: 'DESC' },
    });
    const credited = new Set(docs.map((d) => d.creditOf).filter(Boolean));
    return docs.find((d) => d.kind === 'invoice' && !credited.has(d.id)) ?? null;
  }

  /**
   * The full amount of the standing invoice back, referencing it; nothing when none stands.
   * Every cancel calls it in its transaction (the admin's, the auto-cancel job's) and deletion.
   */
  async credit(manager: EntityManager, orderId: string, at: Date): Promise<void> {
    const invoice = await this.standingInvoice(manager, orderId);
    if (!invoice) return;
    const seq = await nextNumber(manager, 'credit');
    const source = toTaxDocument(invoice);
    const doc: TaxDocument = {
      ...source,
      kind: 'credit',
      number: vatDocumentNumber('credit', seq),
      invoiceNumber: source.number,
      issuedAt: at.toISOString(),
    };
    await this.insert(manager, doc, invoice.id);
  }

  private async insert(
    manager: EntityManager,
    doc: TaxDocument,
    creditOf: string | null,
  ): Promise<void> {
    await manager.insert(VatDocumentEntity, {
      id: randomUUID(),
      kind: doc.kind,
      number: doc.number,
      orderId: doc.orderId,
      orderNumber: doc.orderNumber,
      creditOf,
      issuedAt: new Date(doc.issuedAt),
      emirate: doc.buyer.emirate,
      netFils: toFils(doc.netAED),
      vatFils: toFils(doc.vatAED),
      grossFils: toFils(doc.grossAED),
      body: JSON.stringify(doc),
    });
  }
}
