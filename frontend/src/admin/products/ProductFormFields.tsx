/** The fields of the product dialog, each with the rule the API checks it with. */
import { Checkbox, Col, Form, InputNumber, Row, Select, Switch } from 'antd';
import type { InputNumberProps } from 'antd';
import type { Category } from '../../api/types';
import { COLORS, LIMITS, SIZES } from '@freakdrop/contract';
import { productFormRules } from '../formRules';
import { TextField } from '../TextField';
import { ADMIN_TEXT } from '../texts';
import { ImagesInput } from './ImagesInput';
import { VARIANT_TEXT } from './variantStock';
import { VariantStockGrid } from './VariantStockGrid';
import { PRODUCTS_TEXT } from './productsText';

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

type TextName = 'title' | 'titleAr' | 'slug' | 'sku' | 'description' | 'descriptionAr';

/** The text fields by name: label, longest value; Arabic ones right to left, descriptions rows. */
const TEXTS: Record<TextName, { label: string; maxLength: number; arabic?: true; rows?: number }> =
  {
    title: { label: ADMIN_TEXT.fieldTitle, maxLength: LIMITS.titleMax },
    titleAr: { label: ADMIN_TEXT.fieldTitleAr, maxLength: LIMITS.titleArMax, arabic: true },
    slug: { label: ADMIN_TEXT.fieldSlug, maxLength: LIMITS.slugMax },
    sku: { label: ADMIN_TEXT.fieldSku, maxLength: LIMITS.skuMax },
    description: { label: ADMIN_TEXT.fieldDescription, maxLength: LIMITS.descriptionMax, rows: 3 },
    descriptionAr: {
      label: ADMIN_TEXT.fieldDescriptionAr,
      maxLength: LIMITS.descriptionArMax,
      rows: 3,
      arabic: true,
    },
  };

function ProductText({ name }: { name: TextName }) {
  return <TextField name={name} rule={productFormRules[name]} {...TEXTS[name]} />;
}

export function ProductFormFields({ categories }: { categories: Category[] }) {
  // With stock per size and colour the total is the grid's sum, read-only.
  const tracking = Form.useWatch<boolean | undefined>('trackVariants') === true;
  return (
    <>
      <ProductText name="title" />
      <ProductText name="titleAr" />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ProductText name="slug" />
        </Col>
        <Col xs={24} md={12}>
          <ProductText name="sku" />
        </Col>
      </Row>
      <ProductText name="description" />
      <ProductText name="descriptionAr" />
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
      <Form.Item
        label={PRODUCTS_TEXT.fieldStatus}
        name="active"
        valuePropName="checked"
        extra={PRODUCTS_TEXT.statusHelp}
      >
        <Switch
          checkedChildren={PRODUCTS_TEXT.statusActive}
          unCheckedChildren={PRODUCTS_TEXT.statusDraft}
          aria-label={PRODUCTS_TEXT.fieldStatus}
        />
      </Form.Item>
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
