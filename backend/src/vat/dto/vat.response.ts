import { contractSchema } from '../../common/contract-schema';

/** Route decorators' names for the contract's answer types (common/contract-schema.ts). */
export const TaxDocumentSchema = contractSchema('TaxDocument');
export const VatReportSchema = contractSchema('VatReport');
