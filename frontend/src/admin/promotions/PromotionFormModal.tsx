/** New promotion / Edit promotion: every field of a promotion, each checked by the API's rule. */
import { Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import type { FormRule } from 'antd';
import { useEffect } from 'react';
import { LIMITS, PROMOTION_KINDS, PROMOTION_LIMITS } from '@freakdrop/contract';
import type { PromotionInput, PromotionListItem } from '../../api/types';
import { useGetCategoriesQuery, useGetProductsQuery } from '../../app/catalogApi';
import { FormDialog } from '../FormDialog';
import { useSaveRow } from '../useSaveRow';
import {
  fromPromotion,
  NEW_PROMOTION,
  promotionFieldError,
  toPromotionInput,
} from './promotionForm';
import type { PromotionFormValues } from './promotionForm';
import { useCreatePromotionMutation, useUpdatePromotionMutation } from './promotionsApi';
import { PROMO_TEXT } from './texts';

type Field = keyof PromotionFormValues;

/** The field's rule: the API's check, on the whole form's values (some fields read others). */
const rule =
  (field: Field): FormRule =>
  ({ getFieldsValue }) => ({
    validator: () => {
      const values = { ...NEW_PROMOTION, ...(getFieldsValue(true) as object) };
      const message = promotionFieldError(field, values);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });

/** A check box item. */
function Flag({ name, label }: { name: Field; label: string }) {
  return (
    <Form.Item name={name} valuePropName="checked" style={{ marginBottom: 8 }}>
      <Checkbox>{label}</Checkbox>
    </Form.Item>
  );
}

export function PromotionFormModal({
  open,
  promotion,
  onClose,
}: {
  open: boolean;
  /** null: the New promotion dialog. */
  promotion: PromotionListItem | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PromotionFormValues>();
  const { save, saving } = useSaveRow<PromotionInput>({
    editing: promotion,
    create: useCreatePromotionMutation(),
    update: useUpdatePromotionMutation(),
    texts: {
      created: PROMO_TEXT.created,
      updated: PROMO_TEXT.updated,
      failedCreate: PROMO_TEXT.failedCreate,
      failedUpdate: PROMO_TEXT.failedUpdate,
    },
    onSaved: onClose,
  });
  const automatic = Form.useWatch('automatic', form) ?? false;
  const kind = Form.useWatch('kind', form) ?? 'percent';
  const scope = Form.useWatch('scope', form) ?? 'all';
  const categories = useGetCategoriesQuery(undefined, { skip: !open });
  const products = useGetProductsQuery(
    { limit: LIMITS.productsMaxPageSize },
    { skip: !open || scope !== 'products' },
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(promotion ? fromPromotion(promotion) : NEW_PROMOTION);
  }, [open, promotion, form]);

  function onFinish() {
    const values = { ...NEW_PROMOTION, ...form.getFieldsValue(true) };
    return save(toPromotionInput(values));
  }

  return (
    <FormDialog
      open={open}
      title={promotion ? PROMO_TEXT.editTitle : PROMO_TEXT.addTitle}
      saving={saving}
      width={640}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<PromotionFormValues>
        form={form}
        layout="vertical"
        onFinish={() => void onFinish()}
        initialValues={NEW_PROMOTION}
      >
        <Form.Item
          name="automatic"
          valuePropName="checked"
          extra={PROMO_TEXT.fieldAutomaticHint}
          style={{ marginBottom: 12 }}
        >
          <Checkbox>{PROMO_TEXT.fieldAutomatic}</Checkbox>
        </Form.Item>
        {!automatic && (
          <Form.Item
            label={PROMO_TEXT.fieldCode}
            name="code"
            required
            rules={[rule('code')]}
            dependencies={['automatic']}
            extra={PROMO_TEXT.fieldCodeHint}
            normalize={(value: string) => value.toUpperCase()}
          >
            <Input maxLength={PROMOTION_LIMITS.codeMax} autoComplete="off" />
          </Form.Item>
        )}
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item label={PROMO_TEXT.fieldKind} name="kind" required>
              <Select
                options={PROMOTION_KINDS.map((k) => ({ value: k, label: PROMO_TEXT.kinds[k] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {kind !== 'freeDelivery' && (
              <Form.Item
                label={kind === 'percent' ? PROMO_TEXT.fieldPercent : PROMO_TEXT.fieldAmount}
                name="value"
                required
                rules={[rule('value')]}
                dependencies={['kind']}
              >
                <InputNumber
                  min={0}
                  max={
                    kind === 'percent' ? PROMOTION_LIMITS.percentMax : PROMOTION_LIMITS.fixedMaxAED
                  }
                  precision={kind === 'percent' ? 0 : 2}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            )}
          </Col>
        </Row>
        <Form.Item label={PROMO_TEXT.fieldScope} name="scope">
          <Radio.Group
            options={[
              { value: 'all', label: PROMO_TEXT.scopeOptionAll },
              { value: 'categories', label: PROMO_TEXT.scopeOptionCategories },
              { value: 'products', label: PROMO_TEXT.scopeOptionProducts },
            ]}
          />
        </Form.Item>
        {scope === 'categories' && (
          <Form.Item
            label={PROMO_TEXT.fieldCategories}
            name="categoryIds"
            required
            rules={[rule('categoryIds')]}
            dependencies={['scope']}
          >
            <Select
              mode="multiple"
              optionFilterProp="label"
              loading={categories.isFetching}
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        )}
        {scope === 'products' && (
          <Form.Item
            label={PROMO_TEXT.fieldProducts}
            name="productIds"
            required
            rules={[rule('productIds')]}
            dependencies={['scope']}
          >
            <Select
              mode="multiple"
              optionFilterProp="label"
              loading={products.isFetching}
              options={(products.data?.products ?? []).map((p) => ({
                value: p.id,
                label: p.title,
              }))}
            />
          </Form.Item>
        )}
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              label={PROMO_TEXT.fieldMinSubtotal}
              name="minSubtotalAED"
              rules={[rule('minSubtotalAED')]}
            >
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              label={PROMO_TEXT.fieldMaxRedemptions}
              name="maxRedemptions"
              rules={[rule('maxRedemptions')]}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              label={PROMO_TEXT.fieldMaxPerPhone}
              name="maxPerPhone"
              rules={[rule('maxPerPhone')]}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={PROMO_TEXT.fieldStartsAt} name="startsAt" rules={[rule('startsAt')]}>
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={PROMO_TEXT.fieldEndsAt}
              name="endsAt"
              rules={[rule('endsAt')]}
              dependencies={['startsAt']}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
        </Row>
        <Flag name="firstOrderOnly" label={PROMO_TEXT.fieldFirstOrderOnly} />
        <Flag name="excludeSaleItems" label={PROMO_TEXT.fieldExcludeSaleItems} />
        {!automatic && <Flag name="combinable" label={PROMO_TEXT.fieldCombinable} />}
        <Form.Item label={PROMO_TEXT.fieldActive} name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
