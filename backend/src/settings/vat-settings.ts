/**
 * The shop's VAT registration, one JSON column of the settings row (null: never set, the
 * defaults: not registered). Checked as a whole: a registered shop needs a valid TRN and its
 * legal name and address in both languages, which its tax invoices print.
 */
import { DEFAULT_VAT_SETTINGS, isTrn, VAT_INVOICE_AT, VAT_LIMITS, VAT_MSG } from '../contract';
import type { VatInvoiceAt, VatSettings } from '../contract';
import { invalidFields } from '../common/api-error';
import type { SettingsEntity } from './settings.entity';

export function vatSettingsOf(row: Pick<SettingsEntity, 'vat'>): VatSettings {
  if (!row.vat) return { ...DEFAULT_VAT_SETTINGS };
  try {
    const parsed = JSON.parse(row.vat) as Partial<VatSettings>;
    return { ...DEFAULT_VAT_SETTINGS, ...parsed };
  } catch {
    return { ...DEFAULT_VAT_SETTINGS };
  }
}

const TEXTS = [
  ['legalName', VAT_LIMITS.legalNameMax],
  ['legalNameAr', VAT_LIMITS.legalNameMax],
  ['address', VAT_LIMITS.addressMax],
  ['addressAr', VAT_LIMITS.addressMax],
] as const;

/** The body of `PUT /api/admin/settings/vat`, checked; a field left out keeps its value. */
export function checkVatInput(current: VatSettings, body: Record<string, unknown>): VatSettings {
  const errors: Record<string, string> = {};
  const next: VatSettings = { ...current };
  if (body.registered !== undefined) {
    if (typeof body.registered !== 'boolean') errors.registered = VAT_MSG.registeredInvalid;
    else next.registered = body.registered;
  }
  if (body.trn !== undefined) {
    const trn = typeof body.trn === 'string' ? body.trn.replace(/\s/g, '') : null;
    if (trn === null || (trn !== '' && !isTrn(trn))) errors.trn = VAT_MSG.trnInvalid;
    else next.trn = trn;
  }
  for (const [field, max] of TEXTS) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim().length > max) {
      errors[field] = VAT_MSG.textTooLong(field, max);
    } else next[field] = value.trim();
  }
  if (body.ratePercent !== undefined) {
    const rate = body.ratePercent;
    if (
      typeof rate !== 'number' ||
      !Number.isInteger(rate) ||
      rate < VAT_LIMITS.rateMin ||
      rate > VAT_LIMITS.rateMax
    ) {
      errors.ratePercent = VAT_MSG.rateInvalid;
    } else next.ratePercent = rate;
  }
  if (body.invoiceAt !== undefined) {
    if (!(VAT_INVOICE_AT as readonly unknown[]).includes(body.invoiceAt)) {
      errors.invoiceAt = VAT_MSG.invoiceAtInvalid;
    } else next.invoiceAt = body.invoiceAt as VatInvoiceAt;
  }
  if (next.registered && Object.keys(errors).length === 0) {
    if (!isTrn(next.trn)) errors.trn = VAT_MSG.trnInvalid;
    if (!next.legalName || !next.legalNameAr) errors.legalName = VAT_MSG.legalNameRequired;
    if (!next.address || !next.addressAr) errors.address = VAT_MSG.addressRequired;
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors, Object.values(errors)[0]);
  return next;
}
