/**
 * The forms refuse exactly what the API refuses: the same table of inputs
 * (contract/rules.cases.ts) that the API's test sends through its DTOs goes here through the
 * checkout and tracking checks and the admin forms' rules, expecting the same verdicts.
 */
import type { FormInstance, FormRule } from 'antd';
import { RULE_CASES } from '@freakdrop/contract/rules.cases';
import type { FormCases } from '@freakdrop/contract/rules.cases';
import { validateCheckout } from '../features/checkout/checkout';
import type { CheckoutForm } from '../features/checkout/checkout';
import { validateTracking } from '../features/tracking/trackForm';
import type { TrackValues } from '../features/tracking/trackForm';
import {
  categoryFormRules,
  loginFormRules,
  productFormRules,
  settingsFormRules,
} from './formRules';

type FormRules = Record<string, { rules: FormRule[] }>;

/** Runs a field's antd rules as the form does; the first refusal's message, or null. */
async function antdVerdict(
  rules: FormRule[],
  value: unknown,
  values: Record<string, unknown>,
): Promise<string | null> {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  for (const rule of rules) {
    const r = typeof rule === 'function' ? rule(form) : rule;
    try {
      await r.validator?.(r, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

function adminForm(rules: FormRules, names: Record<string, string> = {}) {
  return (field: string, value: unknown, valid: Record<string, unknown>) => {
    const values = { ...valid, [field]: value };
    return antdVerdict(rules[names[field] ?? field].rules, value, values);
  };
}

const FORMS: Record<
  keyof typeof RULE_CASES,
  (field: string, value: unknown, valid: Record<string, unknown>) => Promise<string | null>
> = {
  checkout: async (field, value, valid) => {
    const form = { ...valid, [field]: value } as unknown as CheckoutForm;
    return validateCheckout(form)[field as keyof CheckoutForm] ?? null;
  },
  tracking: async (field, value, valid) => {
    const values = { ...valid, [field]: value } as unknown as TrackValues;
    return validateTracking(values)[field as keyof TrackValues] ?? null;
  },
  // The form's username field travels as `email`.
  login: adminForm(loginFormRules, { email: 'username' }),
  product: adminForm(productFormRules),
  category: adminForm(categoryFormRules),
  settings: adminForm(settingsFormRules),
};

describe('the forms check with the contract rules, as the API does', () => {
  const rows = Object.entries(RULE_CASES).flatMap(([form, { cases }]) =>
    (cases as FormCases['cases']).map((c) => ({ form: form as keyof typeof RULE_CASES, ...c })),
  );

  it.each(Object.keys(RULE_CASES) as (keyof typeof RULE_CASES)[])(
    'accepts every field of the valid %s form',
    async (form) => {
      const { valid } = RULE_CASES[form] as FormCases;
      for (const [field, value] of Object.entries(valid)) {
        expect([field, await FORMS[form](field, value, valid)]).toEqual([field, null]);
      }
    },
  );

  it.each(rows)('$form.$field = $value → $error', async ({ form, field, value, error }) => {
    const { valid } = RULE_CASES[form] as FormCases;
    expect(await FORMS[form](field, value, valid)).toBe(error);
  });
});
