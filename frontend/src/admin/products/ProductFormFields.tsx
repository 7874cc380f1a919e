/** The fields of the product dialog, each with the rule the API checks it with. */
import { Checkbox, Col, Form, InputNumber, Row, Select, Switch } from 'antd';
import type { InputNumberProps } from 'antd';
import type { Category } from '@contract';
import { COLORS, LIMITS, SIZES } from '@contract';
import { productFormRules } from '../formRules';
import { TextField } from '../TextField';
import { ADMIN_TEXT } from '../texts';
import { ImagesInput } from './ImagesInput';
import { VARIANT_TEXT } from './variantStock';
import { VariantStockGrid } from './VariantStockGrid';

/** AED with fils; Form.Item hands it the value, onChange and id. */
function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber
      min={0}
      max={LIMITS.maxPriceAED}
      step={1}
      precision={2}
      style={{ width: '100%' }}
      {...props}
    />
  );
}

/** A whole number of units. */
function CountInput(props: InputNumberProps<number>) {
  return (
    <InputNumber min={0} max={LIMITS.maxStock} precision={0} style={{ width: '100%' }} {...props} />
  );
}

/** The stock fields: whole numbers of units. */
const COUNTS = [
  { name: 'stockQuantity', label: ADMIN_TEXT.fieldStock, extra: ADMIN_TEXT.stockHelp },
  { name: 'lowStockThreshold', label: ADMIN_TEXT.fieldLowStock, extra: undefined },
] as const;

export function ProductFormFields({ categories }: { categories: Category[] }) {
  // With stock per size and colour the total is the grid's sum, read-only.
  const tracking = Form.useWatch<boolean | undefined>('trackVariants') === true;
  return (
    <>
      <TextField
        label={ADMIN_TEXT.fieldTitle}
        name="title"
        rule={productFormRules.title}
        maxLength={LIMITS.titleMax}
      />
      <TextField
        label={ADMIN_TEXT.fieldTitleAr}
        name="titleAr"
        rule={productFormRules.titleAr}
        maxLength={LIMITS.titleArMax}
        arabic
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField
            label={ADMIN_TEXT.fieldSlug}
            name="slug"
            rule={productFormRules.slug}
            maxLength={LIMITS.slugMax}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            label={ADMIN_TEXT.fieldSku}
            name="sku"
            rule={productFormRules.sku}
            maxLength={LIMITS.skuMax}
          />
        </Col>
      </Row>
      <TextField
        label={ADMIN_TEXT.fieldDescription}
        name="description"
        rule={productFormRules.description}
        maxLength={LIMITS.descriptionMax}
        rows={3}
      />
      <TextField
        label={ADMIN_TEXT.fieldDescriptionAr}
        name="descriptionAr"
        rule={productFormRules.descriptionAr}
        maxLength={LIMITS.descriptionArMax}
        rows={3}
        arabic
      />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            label={ADMIN_TEXT.fieldCategory}
            name="category"
            {...productFormRules.category}
          >
            <Select
              placeholder={ADMIN_TEXT.selectCategory}
              options={categories.map((c) => ({ value: c.slug, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label={ADMIN_TEXT.fieldPrice} name="priceAED" {...productFormRules.priceAED}>
            <MoneyInput />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            label={ADMIN_TEXT.fieldSalePrice}
            name="salePriceAED"
            {...productFormRules.salePriceAED}
            dependencies={['priceAED']}
            extra={ADMIN_TEXT.salePriceHint}
          >
            <MoneyInput />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {COUNTS.map(({ name, label, extra }) => (
          <Col key={name} xs={12} md={8}>
            <Form.Item
              label={label}
              name={name}
              {...productFormRules[name]}
              extra={tracking && name === 'stockQuantity' ? VARIANT_TEXT.totalHelp : extra}
            >
              <CountInput readOnly={tracking && name === 'stockQuantity'} />
            </Form.Item>
          </Col>
        ))}
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
      <VariantStockGrid />
      <Form.Item label={ADMIN_TEXT.fieldImages} name="images" {...productFormRules.images}>
        <ImagesInput />
      </Form.Item>
    </>
  );
}
