/**
 * Delivery settings: the fee per city, free delivery from an order value, the
 * cash-on-delivery fee and maximum, and the couriers. Saved by the settings screen's Save bar,
 * checked by the same rules as the API (contract/delivery.ts).
 */
import { Col, Form, InputNumber, Row, Select } from 'antd';
import type { City } from '@freakdrop/contract';
import type { AdminSettings } from '../../api/types';
import {
  CITIES,
  couriersError,
  DELIVERY_LIMITS,
  DELIVERY_RULES,
  ruleError,
} from '@freakdrop/contract';
import { SettingsCard, useSettingsCard } from '../settingsForm';
import type { SettingsInput } from '../../api/types';
import { CASH_TEXT } from '../cash/texts';

interface DeliveryFormValues {
  byCity: Partial<Record<City, number | null>>;
  freeDeliveryFromAED: number | null;
  codFeeAED: number | null;
  codMaxOrderAED: number | null;
  couriers: string[];
}

/** A field checked by the API's rule; an empty field is accepted (it means the default). */
const ruleOf = (rule: (typeof DELIVERY_RULES)[keyof typeof DELIVERY_RULES]) => ({
  validator: async (_: unknown, value: unknown) => {
    if (value === null || value === undefined || value === '') return;
    const message = ruleError(rule, value);
    if (message) throw new Error(message);
  },
});

/** The amounts in AED below the city fees; an empty one means the default. */
const AMOUNTS = [
  {
    name: 'freeDeliveryFromAED',
    label: CASH_TEXT.freeFrom,
    rule: DELIVERY_RULES.freeDeliveryFromAED,
  },
  { name: 'codFeeAED', label: CASH_TEXT.codFee, rule: undefined },
  { name: 'codMaxOrderAED', label: CASH_TEXT.codMax, rule: DELIVERY_RULES.codMaxOrderAED },
] as const;

function toValues(settings: AdminSettings): DeliveryFormValues {
  const byCity: Partial<Record<City, number | null>> = {};
  for (const city of CITIES) byCity[city] = settings.deliveryByCityAED[city] ?? null;
  return {
    byCity,
    freeDeliveryFromAED: settings.freeDeliveryFromAED,
    codFeeAED: settings.codFeeAED,
    codMaxOrderAED: settings.codMaxOrderAED,
    couriers: settings.couriers,
  };
}

function deliveryBody(values: DeliveryFormValues): Partial<SettingsInput> {
  const deliveryByCityAED: Record<string, number> = {};
  for (const city of CITIES) {
    const fee = values.byCity?.[city];
    if (typeof fee === 'number') deliveryByCityAED[city] = fee;
  }
  return {
    deliveryByCityAED,
    freeDeliveryFromAED: values.freeDeliveryFromAED ?? null,
    codFeeAED: values.codFeeAED ?? 0,
    codMaxOrderAED: values.codMaxOrderAED ?? null,
    couriers: (values.couriers ?? []).map((c) => c.trim()).filter(Boolean),
  };
}

const deliveryField = (name: string) => [name === 'deliveryByCityAED' ? 'byCity' : name];

function DeliveryForm({ settings }: { settings: AdminSettings }) {
  const { form, submit } = useSettingsCard<DeliveryFormValues>('delivery', settings, deliveryBody, {
    values: toValues,
    fieldOf: deliveryField,
  });

  return (
    <Form<DeliveryFormValues>
      form={form}
      layout="vertical"
      initialValues={toValues(settings)}
      onFinish={submit}
    >
      <Form.Item label={CASH_TEXT.byCity} style={{ marginBottom: 0 }}>
        <Row gutter={12}>
          {CITIES.map((city) => (
            <Col xs={12} md={6} key={city}>
              <Form.Item
                label={city}
                name={['byCity', city]}
                rules={[ruleOf(DELIVERY_RULES.cityFee)]}
              >
                <InputNumber
                  min={0}
                  max={DELIVERY_LIMITS.cityFeeMaxAED}
                  precision={2}
                  style={{ width: '100%' }}
                  aria-label={`${city} delivery fee`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form.Item>
      <Row gutter={16}>
        {AMOUNTS.map(({ name, label, rule }) => (
          <Col xs={24} md={8} key={name}>
            <Form.Item label={label} name={name} rules={rule && [ruleOf(rule)]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        label={CASH_TEXT.couriers}
        name="couriers"
        extra={CASH_TEXT.couriersHint}
        rules={[
          {
            validator: async (_: unknown, value: unknown) => {
              const message = couriersError(value ?? []);
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        <Select mode="tags" open={false} suffixIcon={null} aria-label={CASH_TEXT.couriers} />
      </Form.Item>
    </Form>
  );
}

export function DeliverySettingsCard() {
  return <SettingsCard title={CASH_TEXT.deliveryTitle} form={DeliveryForm} />;
}
