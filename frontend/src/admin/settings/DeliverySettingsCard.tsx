/**
 * Delivery settings: the fee per city, free delivery from an order value, the
 * cash-on-delivery fee and maximum, and the couriers. Saved on their own (the general fields
 * are sent as stored), checked by the same rules as the API (contract/delivery.ts).
 */
import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, InputNumber, Row, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import type { AdminSettings, City } from '@contract';
import { CITIES, couriersError, DELIVERY_LIMITS, DELIVERY_RULES, ruleError } from '@contract';
import { readApiError } from '../../app/apiError';
import { useAdminSettingsQuery, useAdminUpdateSettingsMutation } from '../adminApi';
import { CASH_TEXT } from '../cash/texts';
import { useFeedback } from '../feedback';

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

function DeliveryForm({ settings }: { settings: AdminSettings }) {
  const [form] = Form.useForm<DeliveryFormValues>();
  const feedback = useFeedback();
  const [save, { isLoading }] = useAdminUpdateSettingsMutation();

  useEffect(() => {
    form.setFieldsValue(toValues(settings));
  }, [settings, form]);

  async function onFinish(values: DeliveryFormValues) {
    const deliveryByCityAED: Record<string, number> = {};
    for (const city of CITIES) {
      const fee = values.byCity?.[city];
      if (typeof fee === 'number') deliveryByCityAED[city] = fee;
    }
    try {
      await save({
        deliveryAED: settings.deliveryAED,
        brandTagline: settings.brandTagline,
        deliveryByCityAED,
        freeDeliveryFromAED: values.freeDeliveryFromAED ?? null,
        codFeeAED: values.codFeeAED ?? 0,
        codMaxOrderAED: values.codMaxOrderAED ?? null,
        couriers: (values.couriers ?? []).map((c) => c.trim()).filter(Boolean),
      }).unwrap();
      feedback.success(CASH_TEXT.deliverySaved);
    } catch (error) {
      const errors = Object.entries(readApiError(error).errors).map(([name, message]) => ({
        name: name === 'deliveryByCityAED' ? ['byCity'] : [name],
        errors: [message],
      }));
      if (errors.length > 0) form.setFields(errors as Parameters<typeof form.setFields>[0]);
      feedback.error(error, CASH_TEXT.failedDelivery);
    }
  }

  return (
    <Form<DeliveryFormValues>
      form={form}
      layout="vertical"
      initialValues={toValues(settings)}
      onFinish={(v) => void onFinish(v)}
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
        <Col xs={24} md={8}>
          <Form.Item
            label={CASH_TEXT.freeFrom}
            name="freeDeliveryFromAED"
            rules={[ruleOf(DELIVERY_RULES.freeDeliveryFromAED)]}
          >
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={CASH_TEXT.codFee} name="codFeeAED">
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label={CASH_TEXT.codMax}
            name="codMaxOrderAED"
            rules={[ruleOf(DELIVERY_RULES.codMaxOrderAED)]}
          >
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
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
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isLoading}>
        {CASH_TEXT.saveDelivery}
      </Button>
    </Form>
  );
}

export function DeliverySettingsCard() {
  const { data } = useAdminSettingsQuery();
  return (
    <Card title={CASH_TEXT.deliveryTitle} style={{ marginTop: 24 }}>
      {data ? <DeliveryForm settings={data} /> : <Skeleton active />}
    </Card>
  );
}
