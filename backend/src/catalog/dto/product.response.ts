import { contractSchema } from '../../common/contract-schema';

/** Route decorators' names for the contract's answer types (common/contract-schema.ts). */
export const VariantStockSchema = contractSchema('VariantStock');
export const ProductSchema = contractSchema('Product');
export const ProductListSchema = contractSchema('ProductListResponse');
export const ProductBulkSchema = contractSchema('ProductBulkResponse');
