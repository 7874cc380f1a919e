import { contractSchema } from '../contract-schema';

/** Route decorators' names for the contract's error bodies (common/contract-schema.ts). */
export const ApiErrorBodySchema = contractSchema('ApiErrorBody');
/** 409 TOTALS_CHANGED: the server's figures, for the checkout to show. */
export const TotalsConflictBodySchema = contractSchema('TotalsConflictBody');
/** 409 OUT_OF_STOCK: the product that is short and what is left. */
export const StockConflictBodySchema = contractSchema('StockConflictBody');
