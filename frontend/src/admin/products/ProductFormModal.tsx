import { Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useEffect, useRef } from 'react';
import { ADMIN_TEXT, COLORS, LIMITS, MSG, SIZES, generateSku, slugify } from '@contract';
import type { Category, Color, Product, ProductInput, Size } from '@contract';
import { useAdminCreateProductMutation, useAdminUpdateProductMutation } from '../adminApi';
import { readApiError } from '../../app/apiError';
import { useFeedback } from '../feedback';
import { ImagesInput } from './ImagesInput';

export interface ProductFormValues {
  title: string;
  slug: string;
  sku: string;
  description: string;
  category?: string;
  priceAED: number | null;
  salePriceAED: number | null;
  stockQuantity: number | null;
  lowStockThreshold: number | null;
  sizes: Size[];
  colors: Color[];
  featured: boolean;
  images: string[];
}

const EMPTY: ProductFormValues = {
  title: '',
  slug: '',
  sku: '',
  description: '',
  category: undefined,
  priceAED: null,
  salePriceAED: null,
  stockQuantity: 0,
  lowStockThreshold: LIMITS.defaultLowStockThreshold,
  sizes: [],
  colors: [],
  featured: false,
  images: [],
};

function toValues(p: Product): ProductFormValues {
  return {
    title: p.title,
    slug: p.slug,
    sku: p.sku,
    description: p.description,
    category: p.category,
    priceAED: p.priceAED,
    salePriceAED: p.salePriceAED,
    stockQuantity: p.stockQuantity,
    lowStockThreshold: p.lowStockThreshold,
    sizes: p.sizes,
    colors: p.colors,
    featured: p.featured,
    images: p.images,
  };
}

function toInput(v: ProductFormValues): ProductInput {
  return {
    sku: v.sku.trim().toUpperCase(),
    slug: v.slug.trim(),
    title: v.title.trim(),
    description: v.description.trim(),
    category: v.category ?? '',
    images: v.images,
    priceAED: v.priceAED ?? 0,
    salePriceAED: v.salePriceAED ?? null,
    featured: v.featured,
    stockQuantity: v.stockQuantity ?? 0,
    lowStockThreshold: v.lowStockThreshold ?? LIMITS.defaultLowStockThreshold,
    sizes: SIZES.filter((s) => v.sizes.includes(s)),
    colors: COLORS.filter((c) => v.colors.includes(c)),
  };
}

/** The rules of spec §5 "Admin product form", with its messages word for word. */
export const productRules: Record<string, FormRule[]> = {
  sku: [{ required: true, whitespace: true, message: MSG.skuRequired }],
  title: [{ required: true, whitespace: true, message: MSG.titleRequired }],
  slug: [{ required: true, whitespace: true, message: MSG.slugRequired }],
  description: [
    {
      validator: (_r, v: string | undefined) =>
        (v ?? '').trim().length >= LIMITS.descriptionMin
          ? Promise.resolve()
          : Promise.reject(new Error(MSG.descriptionMin)),
    },
  ],
  category: [{ required: true, message: MSG.categoryRequired }],
  priceAED: [
    {
      validator: (_r, v: number | null | undefined) =>
        typeof v === 'number' && v >= 1
          ? Promise.resolve()
          : Promise.reject(new Error(MSG.priceMin)),
    },
  ],
  images: [
    {
      validator: (_r, v: string[] | undefined) =>
        (v?.length ?? 0) >= 1 ? Promise.resolve() : Promise.reject(new Error(MSG.imagesRequired)),
    },
  ],
  stockQuantity: [
    {
      validator: (_r, v: number | null | undefined) =>
        typeof v === 'number' && v >= 0
          ? Promise.resolve()
          : Promise.reject(new Error(MSG.stockMin)),
    },
  ],
  lowStockThreshold: [
    {
      validator: (_r, v: number | null | undefined) =>
        typeof v === 'number' && v >= 0
          ? Promise.resolve()
          : Promise.reject(new Error(MSG.lowStockMin)),
    },
  ],
};

/** Empty means no sale price; otherwise above 0 and below the price. */
const salePriceRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: (_r, v: number | null | undefined) => {
      if (v === null || v === undefined) return Promise.resolve();
      if (v <= 0) return Promise.reject(new Error(MSG.salePriceMin));
      const price = getFieldValue('priceAED') as number | null;
      if (typeof price === 'number' && v >= price) {
        return Promise.reject(new Error(MSG.salePriceBelowPrice));
      }
      return Promise.resolve();
    },
  }),
];

interface Props {
  open: boolean;
  /** null: the Add New Product dialog. */
  product: Product | null;
  categories: Category[];
  onClose: () => void;
  /** For tests: the randomness behind the SKU's three digits. */
  random?: () => number;
}

/** Add New Product / Edit Product (spec §2, §4, §5). */
export function ProductFormModal({ open, product, categories, onClose, random }: Props) {
  const [form] = Form.useForm<ProductFormValues>();
  const feedback = useFeedback();
  const [create, createState] = useAdminCreateProductMutation();
  const [update, updateState] = useAdminUpdateProductMutation();
  const creating = product === null;
  // One draw per dialog, so the SKU's digits stay put while the title is typed.
  const skuDraw = useRef(0);

  useEffect(() => {
    if (!open) return;
    skuDraw.current = (random ?? Math.random)();
    form.resetFields();
    form.setFieldsValue(product ? toValues(product) : EMPTY);
  }, [open, product, form, random]);

  function onValuesChange(changed: Partial<ProductFormValues>, all: ProductFormValues) {
    // Spec §4 / NOTES §1: only when creating does the title drive the slug and SKU.
    if (!creating || !('title' in changed || 'category' in changed)) return;
    const title = all.title ?? '';
    const next: Partial<ProductFormValues> = {};
    if ('title' in changed) next.slug = slugify(title);
    next.sku =
      title.trim() && all.category ? generateSku(all.category, title, () => skuDraw.current) : '';
    form.setFieldsValue(next);
  }

  async function onFinish(values: ProductFormValues) {
    const body = toInput(values);
    try {
      if (product) {
        await update({ id: product.id, body }).unwrap();
        feedback.success(MSG.productUpdated);
      } else {
        await create(body).unwrap();
        feedback.success(MSG.productCreated);
      }
      onClose();
    } catch (error) {
      showFieldErrors(form, error);
      feedback.error(error, product ? MSG.failedUpdateProduct : MSG.failedCreateProduct);
    }
  }

  return (
    <Modal
      open={open}
      title={creating ? ADMIN_TEXT.addNewProduct : ADMIN_TEXT.editProduct}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={ADMIN_TEXT.save}
      cancelText={ADMIN_TEXT.cancel}
      confirmLoading={createState.isLoading || updateState.isLoading}
      width={760}
      forceRender
    >
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onValuesChange={onValuesChange}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Form.Item label={ADMIN_TEXT.fieldTitle} name="title" rules={productRules.title}>
          <Input maxLength={LIMITS.titleMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={ADMIN_TEXT.fieldSlug} name="slug" rules={productRules.slug}>
              <Input maxLength={LIMITS.slugMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={ADMIN_TEXT.fieldSku} name="sku" rules={productRules.sku}>
              <Input maxLength={LIMITS.skuMax} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label={ADMIN_TEXT.fieldDescription}
          name="description"
          required
          rules={productRules.description}
        >
          <Input.TextArea rows={3} maxLength={LIMITS.descriptionMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              label={ADMIN_TEXT.fieldCategory}
              name="category"
              rules={productRules.category}
            >
              <Select
                placeholder={ADMIN_TEXT.selectCategory}
                options={categories.map((c) => ({ value: c.slug, label: c.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              label={ADMIN_TEXT.fieldPrice}
              name="priceAED"
              required
              rules={productRules.priceAED}
            >
              <InputNumber
                min={0}
                max={LIMITS.maxPriceAED}
                step={1}
                precision={2}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              label={ADMIN_TEXT.fieldSalePrice}
              name="salePriceAED"
              rules={salePriceRules}
              dependencies={['priceAED']}
              extra={ADMIN_TEXT.salePriceHint}
            >
              <InputNumber
                min={0}
                max={LIMITS.maxPriceAED}
                step={1}
                precision={2}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={12} md={8}>
            <Form.Item
              label={ADMIN_TEXT.fieldStock}
              name="stockQuantity"
              required
              rules={productRules.stockQuantity}
              extra={ADMIN_TEXT.stockHelp}
            >
              <InputNumber min={0} max={LIMITS.maxStock} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              label={ADMIN_TEXT.fieldLowStock}
              name="lowStockThreshold"
              rules={productRules.lowStockThreshold}
            >
              <InputNumber min={0} max={LIMITS.maxStock} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={ADMIN_TEXT.fieldFeatured} name="featured" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={ADMIN_TEXT.fieldSizes} name="sizes">
          <Checkbox.Group options={SIZES.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item label={ADMIN_TEXT.fieldColors} name="colors">
          <Checkbox.Group options={COLORS.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          label={ADMIN_TEXT.fieldImages}
          name="images"
          required
          rules={productRules.images}
        >
          <ImagesInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Puts a 400's `errors: {field: message}` on the form's fields (images.0 → images). */
function showFieldErrors(form: FormInstance<ProductFormValues>, error: unknown) {
  const known = new Set(Object.keys(EMPTY));
  const { code, message = '', errors } = readApiError(error);
  const byField = { ...errors };
  // A taken SKU or slug is a 409 whose code names the field.
  if (code === 'SKU_TAKEN') byField.sku = message;
  if (code === 'SLUG_TAKEN') byField.slug = message;
  const fields = Object.entries(byField)
    .map(([path, message]) => ({ name: path.split('.')[0], errors: [message] }))
    .filter((f) => known.has(f.name)) as { name: keyof ProductFormValues; errors: string[] }[];
  if (fields.length > 0) form.setFields(fields);
}
