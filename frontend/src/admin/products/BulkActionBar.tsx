/**
 * The bar over the products list while rows are selected: publish, unpublish, set a price,
 * change the stock, delete (after a confirmation). Each runs as one bulk call; the answer says
 * each product's outcome, and the products that were refused stay selected, their reasons in
 * the toast.
 */
import { Button, Flex, Form, InputNumber, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { LIMITS, PRICE_PERCENT_RULE, PRODUCT_RULES } from '@freakdrop/contract';
import type { ProductBulkAction } from '@freakdrop/contract';
import type { Product, ProductBulkRequest, ProductBulkResult } from '../../api/types';
import { useAdminBulkProductsMutation } from '../adminApi';
import { useConfirm } from '../ConfirmProvider';
import { useFeedback } from '../feedback';
import { ruleProps } from '../formRules';
import { ADMIN_TEXT } from '../texts';
import { PRODUCTS_TEXT as T } from './productsText';

type Dialog = 'price' | 'stock' | null;

interface PriceValues {
  mode: 'set' | 'percent';
  priceAED?: number | null;
  percent?: number | null;
}

/** What the toast says of a bulk answer; `titles` names the products by id. */
export function bulkSummary(
  results: ProductBulkResult[],
  titles: ReadonlyMap<string, string>,
): { ok: boolean; title: string; description?: string } {
  const refused = results.filter((r) => !r.ok);
  const done = results.length - refused.length;
  if (refused.length === 0) return { ok: true, title: T.bulkDone(done) };
  return {
    ok: false,
    title: T.bulkPartly(done, results.length),
    description: refused
      .map((r) => T.bulkRefusedLine(titles.get(r.id) ?? r.id, r.message ?? r.code ?? ''))
      .join('; '),
  };
}

export function BulkActionBar({
  selected,
  onDone,
}: {
  selected: Product[];
  /** After a call: the ids that were refused (they stay selected). */
  onDone: (refused: string[]) => void;
}) {
  const [run, { isLoading }] = useAdminBulkProductsMutation();
  const feedback = useFeedback();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [priceForm] = Form.useForm<PriceValues>();
  const [stockForm] = Form.useForm<{ stockQuantity: number | null }>();
  const mode = Form.useWatch('mode', priceForm) ?? 'set';
  const count = selected.length;
  const titles = new Map(selected.map((p) => [p.id, p.title]));

  async function bulk(action: ProductBulkAction, extra: Partial<ProductBulkRequest> = {}) {
    try {
      const { results } = await run({ ids: selected.map((p) => p.id), action, ...extra }).unwrap();
      const summary = bulkSummary(results, titles);
      if (summary.ok) feedback.success(summary.title);
      else feedback.warning(summary.title, summary.description);
      onDone(results.filter((r) => !r.ok).map((r) => r.id));
      return true;
    } catch (error) {
      feedback.error(error, T.failedBulk);
      return false;
    }
  }

  async function applyPrice() {
    const values = await priceForm.validateFields();
    const body =
      values.mode === 'set'
        ? { priceAED: values.priceAED ?? undefined }
        : { percent: values.percent ?? undefined };
    if (await bulk('price', body)) setDialog(null);
  }

  async function applyStock() {
    const values = await stockForm.validateFields();
    if (await bulk('stock', { stockQuantity: values.stockQuantity ?? 0 })) setDialog(null);
  }

  return (
    <div className="products-bulk-bar" role="toolbar" aria-label={T.bulkActions}>
      <Typography.Text strong className="products-bulk-count">
        {T.selected(count)}
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button loading={isLoading} onClick={() => void bulk('publish')}>
          {T.publish}
        </Button>
        <Button loading={isLoading} onClick={() => void bulk('unpublish')}>
          {T.unpublish}
        </Button>
        <Button onClick={() => setDialog('price')}>{T.setPrice}</Button>
        <Button onClick={() => setDialog('stock')}>{T.changeStock}</Button>
        <Button danger onClick={() => confirm(T.deleteManyConfirm(count), () => bulk('delete'))}>
          {T.deleteSelected}
        </Button>
        <Button type="text" onClick={() => onDone([])}>
          {T.clearSelection}
        </Button>
      </Flex>
      <Modal
        open={dialog === 'price'}
        title={T.priceTitle(count)}
        okText={T.apply}
        cancelText={ADMIN_TEXT.cancel}
        confirmLoading={isLoading}
        onOk={() => void applyPrice().catch(() => undefined)}
        onCancel={() => setDialog(null)}
        forceRender
      >
        <Form form={priceForm} layout="vertical" initialValues={{ mode: 'set' }}>
          <Form.Item name="mode">
            <Radio.Group
              options={[
                { value: 'set', label: T.priceModeSet },
                { value: 'percent', label: T.priceModePercent },
              ]}
            />
          </Form.Item>
          {mode === 'set' ? (
            <Form.Item
              label={T.fieldNewPrice}
              name="priceAED"
              {...ruleProps(PRODUCT_RULES.priceAED)}
            >
              <InputNumber
                min={0}
                max={LIMITS.maxPriceAED}
                precision={2}
                style={{ width: '100%' }}
              />
            </Form.Item>
          ) : (
            <Form.Item
              label={T.fieldPercent}
              name="percent"
              extra={T.percentHelp}
              {...ruleProps(PRICE_PERCENT_RULE)}
            >
              <InputNumber precision={2} style={{ width: '100%' }} />
            </Form.Item>
          )}
        </Form>
      </Modal>
      <Modal
        open={dialog === 'stock'}
        title={T.stockTitle(count)}
        okText={T.apply}
        cancelText={ADMIN_TEXT.cancel}
        confirmLoading={isLoading}
        onOk={() => void applyStock().catch(() => undefined)}
        onCancel={() => setDialog(null)}
        forceRender
      >
        <Form form={stockForm} layout="vertical">
          <Form.Item
            label={T.fieldNewStock}
            name="stockQuantity"
            extra={T.stockVariantHelp}
            {...ruleProps(PRODUCT_RULES.stockQuantity)}
          >
            <InputNumber min={0} max={LIMITS.maxStock} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
