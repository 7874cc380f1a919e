/**
 * The VAT return's box 1 from the documents issued in a period: per emirate, the net and the
 * VAT of the invoices less those of the credit notes (a credit note counts in the period it is
 * issued in, as the return requires). Days are UAE days (UTC+4, no daylight saving).
 */
import { EMIRATES, fromFils, VAT_LIMITS, VAT_MSG } from '../contract';
import type { Emirate, TaxDocument, VatReport } from '../contract';
import { invalidFields } from '../common/api-error';
import type { VatDocumentEntity } from './vat-document.entity';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UAE_OFFSET = '+04:00';
const BOXES = ['1a', '1b', '1c', '1d', '1e', '1f', '1g'];

export interface VatPeriod {
  from: string;
  to: string;
  /** The first instant of `from` and the first instant after `to`. */
  start: Date;
  end: Date;
}

/** `from` and `to` (YYYY-MM-DD, both included) checked: 400 with the contract's words. */
export function vatPeriod(from: unknown, to: unknown): VatPeriod {
  const fail = () => invalidFields({ from: VAT_MSG.periodInvalid }, VAT_MSG.periodInvalid);
  if (typeof from !== 'string' || typeof to !== 'string' || !DAY.test(from) || !DAY.test(to)) {
    throw fail();
  }
  const start = new Date(`${from}T00:00:00.000${UAE_OFFSET}`);
  const last = new Date(`${to}T00:00:00.000${UAE_OFFSET}`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(last.getTime())) throw fail();
  // A day that does not exist (the 30th of February) would roll over into March: refuse it.
  if (
    start.toISOString().slice(0, 10) !== shiftDay(from) ||
    last.toISOString().slice(0, 10) !== shiftDay(to)
  ) {
    throw fail();
  }
  const days = (last.getTime() - start.getTime()) / 86_400_000;
  if (days < 0 || days > VAT_LIMITS.reportDaysMax) throw fail();
  return { from, to, start, end: new Date(last.getTime() + 86_400_000) };
}

/** The UTC date of a UAE day's midnight: the day before. */
function shiftDay(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  return new Date(d.getTime() - 86_400_000).toISOString().slice(0, 10);
}

type Figures = Pick<VatDocumentEntity, 'kind' | 'emirate' | 'netFils' | 'vatFils'>;

export function vatReport(period: VatPeriod, docs: readonly Figures[]): VatReport {
  const by = new Map<string, { net: number; vat: number }>();
  let invoices = 0;
  let creditNotes = 0;
  for (const doc of docs) {
    const sign = doc.kind === 'credit' ? -1 : 1;
    if (sign > 0) invoices++;
    else creditNotes++;
    const sum = by.get(doc.emirate) ?? { net: 0, vat: 0 };
    sum.net += sign * doc.netFils;
    sum.vat += sign * doc.vatFils;
    by.set(doc.emirate, sum);
  }
  const rows = EMIRATES.map((emirate: Emirate, i) => {
    const sum = by.get(emirate) ?? { net: 0, vat: 0 };
    return { box: BOXES[i], emirate, netAED: fromFils(sum.net), vatAED: fromFils(sum.vat) };
  });
  const total = [...by.values()].reduce((t, s) => ({ net: t.net + s.net, vat: t.vat + s.vat }), {
    net: 0,
    vat: 0,
  });
  return {
    from: period.from,
    to: period.to,
    rows,
    netAED: fromFils(total.net),
    vatAED: fromFils(total.vat),
    invoices,
    creditNotes,
  };
}

const CSV_HEADER = [
  'Type',
  'Number',
  'Invoice',
  'Issued',
  'Order',
  'Emirate',
  'Rate %',
  'Net (AED)',
  'VAT (AED)',
  'Gross (AED)',
];

function csvCell(value: string | number): string {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const number = /^-?\d+(\.\d+)?$/.test(text);
  const safe = !number && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every invoice and credit note of the period, one row each, credit notes negative. */
export function vatCsv(docs: readonly TaxDocument[]): string {
  const rows = docs.map((d) => {
    const sign = d.kind === 'credit' ? -1 : 1;
    return [
      d.kind === 'credit' ? 'Credit note' : 'Invoice',
      d.number,
      d.invoiceNumber ?? '',
      d.issuedAt,
      d.orderNumber,
      d.buyer.emirate,
      d.ratePercent,
      (sign * d.netAED).toFixed(2),
      (sign * d.vatAED).toFixed(2),
      (sign * d.grossAED).toFixed(2),
    ]
      .map(csvCell)
      .join(',');
  });
  return [CSV_HEADER.join(','), ...rows].join('\r\n') + '\r\n';
}
