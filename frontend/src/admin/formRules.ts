/**
 * The contract's field rules (contract/rules.ts) as antd form rules, so an admin form refuses
 * exactly what the API refuses, with the same message.
 */
import type { FormRule } from 'antd';
import type { FieldRule } from '@contract';
import {
  CATEGORY_RULES,
  LOGIN_RULES,
  PRODUCT_RULES,
  ruleError,
  salePriceError,
  SETTINGS_RULES,
} from '@contract';

/** antd's way of saying a message: a rejected promise, or a resolved one when there is none. */
const verdict = (message: string | null) =>
  message === null ? Promise.resolve() : Promise.reject(new Error(message));

export function antdRule(rule: FieldRule): FormRule {
  return { validator: (_r, value: unknown) => verdict(ruleError(rule, value)) };
}

/** `rules` and the required mark of a Form.Item that follows `rule`. */
export function ruleProps(rule: FieldRule): { rules: FormRule[]; required: boolean } {
  const optional = rule.kind !== 'list' && rule.optional === true;
  return { rules: [antdRule(rule)], required: !optional };
}

type FormRules = Record<string, { rules: FormRule[]; required: boolean }>;

export const loginFormRules = {
  username: ruleProps(LOGIN_RULES.username),
  password: ruleProps(LOGIN_RULES.password),
} satisfies FormRules;

export const productFormRules = {
  sku: ruleProps(PRODUCT_RULES.sku),
  title: ruleProps(PRODUCT_RULES.title),
  slug: ruleProps(PRODUCT_RULES.slug),
  description: ruleProps(PRODUCT_RULES.description),
  category: ruleProps(PRODUCT_RULES.category),
  priceAED: ruleProps(PRODUCT_RULES.priceAED),
  images: ruleProps(PRODUCT_RULES.images),
  stockQuantity: ruleProps(PRODUCT_RULES.stockQuantity),
  lowStockThreshold: ruleProps(PRODUCT_RULES.lowStockThreshold),
  /** Empty means no sale price; otherwise above 0 and below the price. */
  salePriceAED: {
    required: false,
    rules: [
      ({ getFieldValue }) => ({
        validator: (_r, value: unknown) =>
          verdict(
            ruleError(PRODUCT_RULES.salePriceAED, value) ??
              salePriceError(getFieldValue('priceAED'), value),
          ),
      }),
    ],
  },
} satisfies FormRules;

export const categoryFormRules = {
  name: ruleProps(CATEGORY_RULES.name),
  slug: ruleProps(CATEGORY_RULES.slug),
} satisfies FormRules;

export const settingsFormRules = {
  deliveryAED: ruleProps(SETTINGS_RULES.deliveryAED),
  brandTagline: ruleProps(SETTINGS_RULES.brandTagline),
  contactEmail: ruleProps(SETTINGS_RULES.contactEmail),
} satisfies FormRules;
