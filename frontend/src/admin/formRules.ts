/**
 * The contract's field rules (contract/rules.ts) as antd form rules, so an admin form refuses
 * exactly what the API refuses, with the same message.
 */
import type { FormRule } from 'antd';
import type { FieldRule } from '@freakdrop/contract';
import {
  CATEGORY_RULES,
  LOGIN_RULES,
  PRODUCT_RULES,
  ruleError,
  salePriceError,
  SETTINGS_RULES,
} from '@freakdrop/contract';

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

export interface ItemRules {
  rules: FormRule[];
  required: boolean;
}

/** Every rule of a form, as Form.Item props, by field name. */
function formRules<K extends string>(rules: Record<K, FieldRule>): Record<K, ItemRules> {
  const entries = Object.entries(rules) as [K, FieldRule][];
  return Object.fromEntries(entries.map(([field, rule]) => [field, ruleProps(rule)])) as Record<
    K,
    ItemRules
  >;
}

/** An optional text field's value for the API: trimmed, and null (none, clears it) when blank. */
export function blankAsNull(value: string | undefined | null): string | null {
  return value?.trim() || null;
}

export const loginFormRules = formRules(LOGIN_RULES);
export const categoryFormRules = formRules(CATEGORY_RULES);
export const settingsFormRules = formRules(SETTINGS_RULES);

export const productFormRules = {
  ...formRules(PRODUCT_RULES),
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
  } satisfies ItemRules,
};
