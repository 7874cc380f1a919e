import type { ArgumentMetadata } from '@nestjs/common';
import { RULE_CASES } from '@freakdrop/contract/rules.cases';
import type { FormCases } from '@freakdrop/contract/rules.cases';
import { LoginDto } from '../auth/dto/login.dto';
import { ProductInputDto } from '../catalog/dto/product-input.dto';
import { CategoryInputDto } from '../catalog/categories/dto/category-input.dto';
import { TrackOrderQueryDto } from '../orders/dto/order-queries.dto';
import { PlaceOrderDto } from '../orders/dto/place-order.dto';
import { SettingsInputDto } from '../settings/dto/settings-input.dto';
import { isApiError } from './api-error';
import { createValidationPipe } from './validation';

/** The orders DTO also wants lines and figures; the table is about the customer's fields. */
const ORDER_EXTRAS = {
  items: [{ productId: 'p1', size: 'M', qty: 1 }],
  subtotalAED: 10,
  deliveryAED: 20,
  totalAED: 30,
};

const API: Record<keyof typeof RULE_CASES, { dto: ArgumentMetadata; extras?: object }> = {
  checkout: { dto: { type: 'body', metatype: PlaceOrderDto }, extras: ORDER_EXTRAS },
  tracking: { dto: { type: 'query', metatype: TrackOrderQueryDto } },
  login: { dto: { type: 'body', metatype: LoginDto } },
  product: { dto: { type: 'body', metatype: ProductInputDto } },
  category: { dto: { type: 'body', metatype: CategoryInputDto } },
  settings: { dto: { type: 'body', metatype: SettingsInputDto } },
};

const pipe = createValidationPipe();

/** What the API answers for one field: null when accepted, else its message. */
async function apiVerdict(form: keyof typeof RULE_CASES, field: string, value: unknown) {
  const { dto, extras } = API[form];
  const valid = (RULE_CASES[form] as FormCases).valid;
  try {
    await pipe.transform({ ...valid, ...extras, [field]: value }, dto);
    return null;
  } catch (error) {
    if (!isApiError(error, 'VALIDATION_FAILED')) throw error;
    const errors = (error.getResponse() as { errors: Record<string, string> }).errors;
    return errors[field] ?? null;
  }
}

describe('the API validates with the contract rules, as the forms do', () => {
  it.each(Object.keys(RULE_CASES) as (keyof typeof RULE_CASES)[])(
    'accepts the valid %s request as it is',
    async (form) => {
      const { dto, extras } = API[form];
      await expect(
        pipe.transform({ ...(RULE_CASES[form] as FormCases).valid, ...extras }, dto),
      ).resolves.toBeDefined();
    },
  );

  const rows = Object.entries(RULE_CASES).flatMap(([form, { cases }]) =>
    (cases as FormCases['cases']).map((c) => ({ form: form as keyof typeof RULE_CASES, ...c })),
  );
  it.each(rows)('$form.$field = $value → $error', async ({ form, field, value, error }) => {
    expect(await apiVerdict(form, field, value)).toBe(error);
  });
});
