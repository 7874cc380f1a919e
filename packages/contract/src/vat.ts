/**
 * UAE VAT: the settings' rules and the VAT of an order. Prices are VAT-inclusive (the law for
 * consumer prices), so the VAT is taken out of each gross amount, never added on top.
 */
import type { City } from './constants';

export const VAT_LIMITS = {
  defaultRatePercent: 5,
  rateMin: 0,
  rateMax: 100,
  trnLength: 15,
  legalNameMax: 200,
  addressMax: 500,
  /** Widest report period, in days. */
  reportDaysMax: 400,
} as const;

export const VAT_INVOICE_AT = ['delivered', 'confirmed'] as const;
export type VatInvoiceAt = (typeof VAT_INVOICE_AT)[number];

/** The shop's VAT registration (owner only); `registered: false` is the default: no VAT at all. */
export interface VatSettings {
  registered: boolean;
  /** Tax Registration Number: 15 digits. Empty while not registered. */
  trn: string;
  legalName: string;
  legalNameAr: string;
  address: string;
  addressAr: string;
  /** Whole percent, 0–100 (5 in the UAE). */
  ratePercent: number;
  /** The order status that issues the tax invoice. */
  invoiceAt: VatInvoiceAt;
}

export const DEFAULT_VAT_SETTINGS: VatSettings = {
  registered: false,
  trn: '',
  legalName: '',
  legalNameAr: '',
  address: '',
  addressAr: '',
  ratePercent: VAT_LIMITS.defaultRatePercent,
  invoiceAt: 'delivered',
};

export const VAT_MSG = {
  trnInvalid: `TRN must be ${VAT_LIMITS.trnLength} digits`,
  rateInvalid: `ratePercent must be a whole number from ${VAT_LIMITS.rateMin} to ${VAT_LIMITS.rateMax}`,
  invoiceAtInvalid: 'invoiceAt must be delivered or confirmed',
  registeredInvalid: 'registered must be true or false',
  legalNameRequired: 'A registered shop needs its legal name in English and Arabic',
  addressRequired: 'A registered shop needs its address in English and Arabic',
  textTooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  invoiceNotFound: 'This order has no tax invoice',
  periodInvalid: `from and to must be dates (YYYY-MM-DD), from not after to, at most ${VAT_LIMITS.reportDaysMax} days apart`,
} as const;

/** True for a Tax Registration Number: exactly 15 digits. */
export function isTrn(value: string): boolean {
  return new RegExp(`^\\d{${VAT_LIMITS.trnLength}}$`).test(value);
}

/** The seven emirates, in the VAT return's box 1 order (1a–1g). */
export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

export const EMIRATE_AR: Record<Emirate, string> = {
  'Abu Dhabi': 'أبوظبي',
  Dubai: 'دبي',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Umm Al Quwain': 'أم القيوين',
  'Ras Al Khaimah': 'رأس الخيمة',
  Fujairah: 'الفجيرة',
};

/** The emirate of a delivery city: every city is its own emirate but Al Ain (Abu Dhabi). */
export function emirateOf(city: City): Emirate {
  return city === 'Al Ain' ? 'Abu Dhabi' : city;
}

export type VatLineKind = 'goods' | 'delivery' | 'codFee';

/** A goods line of an order, as priced. */
export interface VatGoodsInput {
  description: string;
  qty: number;
  unitFils: number;
  /** Whether the order's discount applies to it; every line when not said. */
  discounted?: boolean;
}

export interface VatOrderInput {
  lines: readonly VatGoodsInput[];
  /** Off the goods (promotions); reduces the gross of the lines it applies to. */
  discountFils: number;
  deliveryFils: number;
  codFeeFils: number;
  ratePercent: number;
}

/** One line of a tax invoice, in fils. `grossFils = unitFils × qty − discountFils = netFils + vatFils`. */
export interface VatLine {
  kind: VatLineKind;
  description: string;
  qty: number;
  unitFils: number;
  discountFils: number;
  netFils: number;
  vatFils: number;
  grossFils: number;
}

export interface VatFigures {
  ratePercent: number;
  lines: VatLine[];
  discountFils: number;
  netFils: number;
  vatFils: number;
  /** The sum of the lines' gross: always the order's total. */
  grossFils: number;
}

/**
 * The VAT inside a VAT-inclusive amount: gross × rate / (100 + rate), rounded half-up to the
 * fils (integer arithmetic, no float error). The net is what is left: net + VAT = gross exactly.
 */
export function vatInGross(grossFils: number, ratePercent: number): number {
  const num = grossFils * ratePercent;
  const den = 100 + ratePercent;
  return Math.floor((2 * num + den) / (2 * den));
}

/**
 * The discount spread over the lines it applies to, in proportion to their gross, each share
 * rounded down and the remainder on the last such line, so the shares add up to the discount
 * exactly. Lines it doesn't apply to get 0. A discount above their gross is capped to it.
 */
export function allocateDiscount(
  grossFils: readonly number[],
  applies: readonly boolean[],
  discountFils: number,
): number[] {
  const shares = grossFils.map(() => 0);
  const eligible = grossFils.map((_, i) => i).filter((i) => applies[i] && grossFils[i] > 0);
  const base = eligible.reduce((sum, i) => sum + grossFils[i], 0);
  const discount = Math.min(Math.max(0, discountFils), base);
  if (discount === 0) return shares;
  let left = discount;
  eligible.forEach((i, n) => {
    const share = n === eligible.length - 1 ? left : Math.floor((discount * grossFils[i]) / base);
    shares[i] = Math.min(share, grossFils[i]);
    left -= shares[i];
  });
  return shares;
}

/**
 * The VAT of an order: every goods line, the delivery fee and the COD fee are standard-rated;
 * the discount lowers the gross of the goods lines it applies to first; then each line's VAT is
 * taken out of its gross, rounded half-up per line. The totals are the sums of the lines, so
 * the gross always equals the order's total (goods − discount + delivery + COD fee).
 */
export function vatOfOrder(input: VatOrderInput): VatFigures {
  const goodsGross = input.lines.map((l) => l.unitFils * l.qty);
  const shares = allocateDiscount(
    goodsGross,
    input.lines.map((l) => l.discounted !== false),
    input.discountFils,
  );
  const line = (
    kind: VatLineKind,
    description: string,
    qty: number,
    unitFils: number,
    discountFils: number,
  ): VatLine => {
    const grossFils = unitFils * qty - discountFils;
    const vatFils = vatInGross(grossFils, input.ratePercent);
    return {
      kind,
      description,
      qty,
      unitFils,
      discountFils,
      netFils: grossFils - vatFils,
      vatFils,
      grossFils,
    };
  };
  const lines = input.lines.map((l, i) =>
    line('goods', l.description, l.qty, l.unitFils, shares[i]),
  );
  if (input.deliveryFils > 0) lines.push(line('delivery', 'Delivery', 1, input.deliveryFils, 0));
  if (input.codFeeFils > 0)
    lines.push(line('codFee', 'Cash on delivery fee', 1, input.codFeeFils, 0));
  const sum = (pick: (l: VatLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    ratePercent: input.ratePercent,
    lines,
    discountFils: sum((l) => l.discountFils),
    netFils: sum((l) => l.netFils),
    vatFils: sum((l) => l.vatFils),
    grossFils: sum((l) => l.grossFils),
  };
}

export type VatDocumentKind = 'invoice' | 'credit';

/** The prefix of each kind's numbers: INV-000001, CN-000001. */
export const VAT_NUMBER_PREFIX: Record<VatDocumentKind, string> = { invoice: 'INV', credit: 'CN' };

export function vatDocumentNumber(kind: VatDocumentKind, seq: number): string {
  return `${VAT_NUMBER_PREFIX[kind]}-${String(seq).padStart(6, '0')}`;
}

/** One line of a tax invoice or credit note, in AED (the API's money). */
export interface TaxDocumentLine {
  kind: VatLineKind;
  description: string;
  /** Size and colour of a goods line, e.g. "M / Black"; empty for fees. */
  variant: string;
  qty: number;
  unitAED: number;
  discountAED: number;
  netAED: number;
  ratePercent: number;
  vatAED: number;
  grossAED: number;
}

/** A tax invoice or a tax credit note as issued (its own copy of every detail). */
export interface TaxDocument {
  kind: VatDocumentKind;
  /** INV-000001 or CN-000001. */
  number: string;
  /** A credit note: the invoice it reverses. */
  invoiceNumber: string | null;
  orderId: string;
  orderNumber: string;
  /** ISO date-time of issue. */
  issuedAt: string;
  /** ISO date-time of supply: the delivery (or the confirmation when invoiced then). */
  suppliedAt: string;
  seller: {
    legalName: string;
    legalNameAr: string;
    address: string;
    addressAr: string;
    trn: string;
  };
  buyer: {
    name: string;
    phone: string;
    address: string;
    city: string;
    emirate: Emirate;
  };
  ratePercent: number;
  lines: TaxDocumentLine[];
  discountAED: number;
  netAED: number;
  vatAED: number;
  grossAED: number;
}

/** One box of the VAT return's box 1: standard-rated supplies in an emirate. */
export interface VatReportRow {
  /** 1a … 1g. */
  box: string;
  emirate: Emirate;
  netAED: number;
  vatAED: number;
}

/** `GET /api/admin/reports/vat`: invoices less credit notes issued in the period, by emirate. */
export interface VatReport {
  /** YYYY-MM-DD, UAE days (UTC+4), both included. */
  from: string;
  to: string;
  rows: VatReportRow[];
  netAED: number;
  vatAED: number;
  invoices: number;
  creditNotes: number;
}
