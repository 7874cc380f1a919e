/**
 * The validation rules both sides apply: each field's limits, pattern or options, and the
 * messages it answers with. The API's DTOs are decorated from these (common/rule.decorator.ts),
 * and the storefront and admin forms check with `ruleError`, so a form refuses exactly what the
 * API refuses, with the same words.
 */
import { CITIES, LIMITS, PHONE_PREFIX } from './constants';
import { MSG } from './messages';
import { isUaePhone } from './phone';

/**
 * An e-mail address: the HTML form pattern (what a browser's `type="email"` accepts) with a
 * top-level domain of at least two letters, so `name@host` alone is refused.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export interface TextRule {
  kind: 'text';
  /** Blank (or absent) means "none" and is accepted; it is stored as nothing. */
  optional?: boolean;
  /** Surrounding spaces are dropped before checking, and before storing. */
  trim?: boolean;
  /** Upper-cased before checking, and before storing. */
  upperCase?: boolean;
  /** Values that count as blank besides '' (the phone field's bare prefix). */
  blankValues?: readonly string[];
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** A check a pattern cannot say simply (a phone in any of the forms people type). */
  accepts?: (text: string) => boolean;
  oneOf?: readonly string[];
  messages: {
    /** Missing, blank or not text at all. */
    required: string;
    minLength?: string;
    maxLength?: string;
    pattern?: string;
    /** When `accepts` refuses (else the pattern's message). */
    accepts?: string;
    oneOf?: string;
  };
}

export interface NumberRule {
  kind: 'number';
  /** Absent, null or '' means "none". */
  optional?: boolean;
  integer?: boolean;
  /** At most this many decimals (2 for AED: a whole number of fils). */
  maxDecimals?: number;
  min?: number;
  max?: number;
  messages: {
    /** Missing, not a finite number, or with too many decimals. */
    required: string;
    min?: string;
    max?: string;
  };
}

export interface ListRule {
  kind: 'list';
  minItems?: number;
  maxItems?: number;
  messages: { required: string; maxItems?: string };
}

export type FieldRule = TextRule | NumberRule | ListRule;

function isBlank(rule: TextRule, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && (value === '' || !!rule.blankValues?.includes(value));
}

/** The text a rule checks and stores: trimmed and upper-cased as the rule says. */
export function normalizeText(rule: TextRule, value: string): string {
  const trimmed = rule.trim ? value.trim() : value;
  return rule.upperCase ? trimmed.toUpperCase() : trimmed;
}

function textError(rule: TextRule, raw: unknown): string | null {
  const m = rule.messages;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return m.required;
  const value = typeof raw === 'string' ? normalizeText(rule, raw) : raw;
  if (isBlank(rule, value)) return rule.optional ? null : m.required;
  const text = value as string;
  if (rule.minLength !== undefined && text.length < rule.minLength)
    return m.minLength ?? m.required;
  if (rule.maxLength !== undefined && text.length > rule.maxLength)
    return m.maxLength ?? m.required;
  if (rule.pattern && !rule.pattern.test(text)) return m.pattern ?? m.required;
  if (rule.accepts && !rule.accepts(text)) return m.accepts ?? m.pattern ?? m.required;
  if (rule.oneOf && !rule.oneOf.includes(text)) return m.oneOf ?? m.required;
  return null;
}

/** Decimals as written in JavaScript's shortest form (`1.25` has 2, `3` has 0). */
function decimalsOf(value: number): number {
  return value % 1 === 0 ? 0 : (String(value).split('.')[1]?.length ?? 0);
}

function numberError(rule: NumberRule, value: unknown): string | null {
  const m = rule.messages;
  if (value === undefined || value === null || value === '')
    return rule.optional ? null : m.required;
  if (typeof value !== 'number' || !Number.isFinite(value)) return m.required;
  if (rule.integer && !Number.isInteger(value)) return m.required;
  if (rule.maxDecimals !== undefined && decimalsOf(value) > rule.maxDecimals) return m.required;
  if (rule.min !== undefined && value < rule.min) return m.min ?? m.required;
  if (rule.max !== undefined && value > rule.max) return m.max ?? m.required;
  return null;
}

function listError(rule: ListRule, value: unknown): string | null {
  const m = rule.messages;
  if (!Array.isArray(value)) return m.required;
  if (rule.minItems !== undefined && value.length < rule.minItems) return m.required;
  if (rule.maxItems !== undefined && value.length > rule.maxItems) return m.maxItems ?? m.required;
  return null;
}

/** The message a value gets under a rule, or null when the rule accepts it. */
export function ruleError(rule: FieldRule, value: unknown): string | null {
  if (rule.kind === 'text') return textError(rule, value);
  if (rule.kind === 'number') return numberError(rule, value);
  return listError(rule, value);
}

const atMost = (what: string, max: number) => `${what} must be at most ${max} characters`;

/** A whole number of units, 0 up to the stock limit. */
function unitCount(what: string, required: string): NumberRule {
  return {
    kind: 'number',
    integer: true,
    min: 0,
    max: LIMITS.maxStock,
    messages: { required, max: `${what} must be at most ${LIMITS.maxStock}` },
  };
}

/** The checkout form and POST /api/orders. */
export const CHECKOUT_RULES = {
  customerName: {
    kind: 'text',
    trim: true,
    minLength: LIMITS.customerNameMin,
    maxLength: LIMITS.customerNameMax,
    messages: { required: MSG.nameMin, maxLength: atMost('Name', LIMITS.customerNameMax) },
  },
  phone: {
    kind: 'text',
    trim: true,
    maxLength: 30,
    // Any form normalizeUaePhone takes: it is stored as +971XXXXXXXXX.
    accepts: isUaePhone,
    messages: { required: MSG.phoneInvalid },
  },
  email: {
    kind: 'text',
    optional: true,
    trim: true,
    maxLength: LIMITS.emailMax,
    pattern: EMAIL_PATTERN,
    messages: { required: MSG.emailInvalid },
  },
  city: { kind: 'text', oneOf: CITIES, messages: { required: MSG.cityRequired } },
  addressLine1: {
    kind: 'text',
    trim: true,
    minLength: LIMITS.addressMin,
    maxLength: LIMITS.addressMax,
    messages: { required: MSG.addressMin, maxLength: atMost('Address', LIMITS.addressMax) },
  },
  addressLine2: {
    kind: 'text',
    optional: true,
    trim: true,
    maxLength: LIMITS.addressMax,
    messages: {
      required: 'Address line 2 must be text',
      maxLength: atMost('Address line 2', LIMITS.addressMax),
    },
  },
  notes: {
    kind: 'text',
    optional: true,
    trim: true,
    maxLength: LIMITS.notesMax,
    messages: { required: 'Notes must be text', maxLength: atMost('Notes', LIMITS.notesMax) },
  },
} as const satisfies Record<string, FieldRule>;

/** The order tracking form and GET /api/orders/track. */
export const TRACKING_RULES = {
  orderNumber: {
    kind: 'text',
    trim: true,
    maxLength: 40,
    messages: { required: MSG.orderNumberRequired, maxLength: MSG.orderNotFoundTitle },
  },
  phone: {
    kind: 'text',
    trim: true,
    // The field starts with the prefix alone: that is still no phone number.
    blankValues: [PHONE_PREFIX],
    maxLength: 40,
    messages: { required: MSG.phoneRequired, maxLength: MSG.orderNotFoundTitle },
  },
} as const satisfies Record<string, FieldRule>;

/** The admin sign-in form and POST /api/auth/login (the username travels as `email`). */
export const LOGIN_RULES = {
  username: {
    kind: 'text',
    trim: true,
    maxLength: 64,
    messages: { required: MSG.usernameRequired, maxLength: MSG.loginFailedBody },
  },
  password: {
    kind: 'text',
    maxLength: 200,
    messages: { required: MSG.passwordRequired, maxLength: MSG.loginFailedBody },
  },
} as const satisfies Record<string, FieldRule>;

/** The admin product dialog and POST / PUT /api/admin/products. */
export const PRODUCT_RULES = {
  sku: {
    kind: 'text',
    trim: true,
    upperCase: true,
    maxLength: LIMITS.skuMax,
    pattern: /^[A-Z0-9][A-Z0-9-]*$/,
    messages: {
      required: MSG.skuRequired,
      maxLength: `SKU must be at most ${LIMITS.skuMax} characters`,
      pattern: 'SKU may only contain letters, digits and hyphens',
    },
  },
  title: {
    kind: 'text',
    trim: true,
    maxLength: LIMITS.titleMax,
    messages: { required: MSG.titleRequired, maxLength: atMost('Title', LIMITS.titleMax) },
  },
  slug: {
    kind: 'text',
    trim: true,
    maxLength: LIMITS.slugMax,
    pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    messages: {
      required: MSG.slugRequired,
      maxLength: atMost('Slug', LIMITS.slugMax),
      pattern: 'Slug may only contain lowercase letters, digits and hyphens',
    },
  },
  description: {
    kind: 'text',
    trim: true,
    minLength: LIMITS.descriptionMin,
    maxLength: LIMITS.descriptionMax,
    messages: {
      required: MSG.descriptionMin,
      maxLength: atMost('Description', LIMITS.descriptionMax),
    },
  },
  /** Optional Arabic title for the /ar storefront (blank clears it). */
  titleAr: {
    kind: 'text',
    optional: true,
    trim: true,
    maxLength: LIMITS.titleArMax,
    messages: {
      required: 'Arabic title must be text',
      maxLength: atMost('Arabic title', LIMITS.titleArMax),
    },
  },
  /** Optional Arabic description (blank clears it); no minimum, unlike the English one. */
  descriptionAr: {
    kind: 'text',
    optional: true,
    trim: true,
    maxLength: LIMITS.descriptionArMax,
    messages: {
      required: 'Arabic description must be text',
      maxLength: atMost('Arabic description', LIMITS.descriptionArMax),
    },
  },
  category: { kind: 'text', trim: true, messages: { required: MSG.categoryRequired } },
  images: {
    kind: 'list',
    minItems: 1,
    maxItems: LIMITS.maxImagesPerProduct,
    messages: {
      required: MSG.imagesRequired,
      maxItems: `${MSG.tooManyImagesTitle}: ${MSG.tooManyImagesBody}`,
    },
  },
  priceAED: {
    kind: 'number',
    maxDecimals: 2,
    min: 1,
    max: LIMITS.maxPriceAED,
    messages: { required: MSG.priceMin, max: `Price must be at most ${LIMITS.maxPriceAED}` },
  },
  salePriceAED: {
    kind: 'number',
    optional: true,
    maxDecimals: 2,
    min: 0.01,
    messages: { required: MSG.salePriceMin },
  },
  stockQuantity: unitCount('Stock quantity', MSG.stockMin),
  /** A request may leave it out (the default applies); a form field may not be emptied. */
  lowStockThreshold: unitCount('Low stock threshold', MSG.lowStockMin),
} as const satisfies Record<string, FieldRule>;

/** The sale price, when there is one, is below the price. */
export function salePriceError(priceAED: unknown, salePriceAED: unknown): string | null {
  if (typeof priceAED !== 'number' || typeof salePriceAED !== 'number') return null;
  return salePriceAED >= priceAED ? MSG.salePriceBelowPrice : null;
}

/** The admin category dialog and POST / PUT /api/admin/categories. */
export const CATEGORY_RULES = {
  name: {
    kind: 'text',
    trim: true,
    maxLength: LIMITS.categoryNameMax,
    messages: {
      required: MSG.categoryNameRequired,
      maxLength: `Category name must be at most ${LIMITS.categoryNameMax} characters`,
    },
  },
  /** Optional Arabic name for the /ar storefront (blank clears it). */
  nameAr: {
    kind: 'text',
    optional: true,
    trim: true,
    maxLength: LIMITS.categoryNameArMax,
    messages: {
      required: 'Arabic name must be text',
      maxLength: atMost('Arabic name', LIMITS.categoryNameArMax),
    },
  },
  slug: {
    kind: 'text',
    trim: true,
    upperCase: true,
    maxLength: LIMITS.categorySlugMax,
    pattern: /[A-Z0-9]/,
    // A slug is part of links (`/shop?category=…`): spaces would be escaped in every one of them.
    accepts: (text: string) => !/\s/.test(text),
    messages: {
      required: MSG.slugRequired,
      maxLength: atMost('Slug', LIMITS.categorySlugMax),
      pattern: 'Slug must contain a letter or digit',
      accepts: MSG.categorySlugSpaces,
    },
  },
} as const satisfies Record<string, FieldRule>;

/** The admin settings form and PUT /api/admin/settings. */
export const SETTINGS_RULES = {
  deliveryAED: {
    kind: 'number',
    maxDecimals: 2,
    min: 0,
    max: 10_000,
    messages: { required: MSG.deliveryMin, max: 'Delivery fee must be at most 10000' },
  },
  brandTagline: {
    kind: 'text',
    trim: true,
    maxLength: LIMITS.taglineMax,
    messages: { required: MSG.taglineRequired, maxLength: MSG.taglineMax },
  },
  /** Optional Arabic tagline for the /ar hero (blank clears it). */
  brandTaglineAr: {
    kind: 'text',
    optional: true,
    trim: true,
    maxLength: LIMITS.taglineArMax,
    messages: {
      required: 'Arabic brand tagline must be text',
      maxLength: atMost('Arabic brand tagline', LIMITS.taglineArMax),
    },
  },
  /** May be left out of a request; when sent, it must be an address. */
  contactEmail: {
    kind: 'text',
    trim: true,
    maxLength: LIMITS.emailMax,
    pattern: EMAIL_PATTERN,
    messages: { required: MSG.emailInvalid },
  },
} as const satisfies Record<string, FieldRule>;
