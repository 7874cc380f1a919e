/**
 * The product dialog's values: empty or from a product, turned into the API's input, and the
 * server's field errors put back on the form.
 */
import type { FormInstance } from 'antd';
import { COLORS, LIMITS, SIZES } from '@freakdrop/contract';
import type { Color, Size } from '@freakdrop/contract';
import type { Product, ProductInput } from '../../api/types';
import { readApiError } from '../../app/apiError';
import { blankAsNull } from '../formRules';
import { EMPTY_VARIANTS, variantInput, variantValues } from './variantStock';
import type { VariantFormValues } from './variantStock';

export interface ProductFormValues extends Partial<VariantFormValues> {
  title: string;
  slug: string;
  sku: string;
  description: string;
  /** Arabic title and description; '' means none (sent as null). */
  titleAr: string;
  descriptionAr: string;
  category?: string;
  priceAED: number | null;
  salePriceAED: number | null;
  stockQuantity: number | null;
  lowStockThreshold: number | null;
  sizes: Size[];
  colors: Color[];
  featured: boolean;
  /** The status switch: on is active, off a draft. */
  active: boolean;
  images: string[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  title: '',
  slug: '',
  sku: '',
  description: '',
  titleAr: '',
  descriptionAr: '',
  category: undefined,
  priceAED: null,
  salePriceAED: null,
  stockQuantity: 0,
  lowStockThreshold: LIMITS.defaultLowStockThreshold,
  sizes: [],
  colors: [],
  featured: false,
  active: true,
  images: [],
  ...EMPTY_VARIANTS,
};

export function toValues(p: Product): ProductFormValues {
  return {
    title: p.title,
    slug: p.slug,
    sku: p.sku,
    description: p.description,
    titleAr: p.titleAr ?? '',
    descriptionAr: p.descriptionAr ?? '',
    category: p.category,
    priceAED: p.priceAED,
    salePriceAED: p.salePriceAED,
    stockQuantity: p.stockQuantity,
    lowStockThreshold: p.lowStockThreshold,
    sizes: p.sizes,
    colors: p.colors,
    featured: p.featured,
    active: p.status !== 'draft',
    images: p.images,
    ...variantValues(p),
  };
}

export function toInput(v: ProductFormValues): ProductInput {
  const sizes = SIZES.filter((s) => v.sizes.includes(s));
  const colors = COLORS.filter((c) => v.colors.includes(c));
  return {
    sku: v.sku.trim().toUpperCase(),
    slug: v.slug.trim(),
    title: v.title.trim(),
    description: v.description.trim(),
    titleAr: blankAsNull(v.titleAr),
    descriptionAr: blankAsNull(v.descriptionAr),
    category: v.category ?? '',
    images: v.images,
    priceAED: v.priceAED ?? 0,
    salePriceAED: v.salePriceAED ?? null,
    featured: v.featured,
    status: v.active ? 'active' : 'draft',
    stockQuantity: v.stockQuantity ?? 0,
    lowStockThreshold: v.lowStockThreshold ?? LIMITS.defaultLowStockThreshold,
    sizes,
    colors,
    ...variantInput(v, sizes, colors),
  };
}

/** Puts a 400's `errors: {field: message}` on the form's fields (images.0 → images). */
export function showFieldErrors(form: FormInstance<ProductFormValues>, error: unknown) {
  const known = new Set(Object.keys(EMPTY_PRODUCT));
  const { code, message = '', errors } = readApiError(error);
  const byField = { ...errors };
  // A taken SKU or slug is a 409 whose code names the field.
  if (code === 'SKU_TAKEN') byField.sku = message;
  if (code === 'SLUG_TAKEN') byField.slug = message;
  const fields = Object.entries(byField)
    // The grid's errors (variantStock) show under its switch.
    .map(([path, message]) => ({
      name: path === 'variantStock' ? 'trackVariants' : path.split('.')[0],
      errors: [message],
    }))
    .filter((f) => known.has(f.name)) as { name: keyof ProductFormValues; errors: string[] }[];
  if (fields.length > 0) form.setFields(fields);
}
