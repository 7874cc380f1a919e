/** Add New Product / Edit Product: the dialog, its fill-ins while creating, and saving. */
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { slugify } from '@freakdrop/contract';
import type { Category, Product, ProductInput } from '../../api/types';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProductQuery } from '../../app/catalogApi';
import { useAdminCreateProductMutation, useAdminUpdateProductMutation } from '../adminApi';
import { useSaveRow } from '../useSaveRow';
import { FormDialog } from '../FormDialog';
import { generateSku } from '../slugs';
import { ADMIN_TEXT } from '../texts';
import { ProductFormFields } from './ProductFormFields';
import { EMPTY_PRODUCT, showFieldErrors, toInput, toValues } from './productForm';
import type { ProductFormValues } from './productForm';
import { variantValues } from './variantStock';
import { RecordHistory } from '../security/RecordHistory';

interface Props {
  open: boolean;
  /** null: the Add New Product dialog. */
  product: Product | null;
  categories: Category[];
  onClose: () => void;
  /** For tests: the randomness behind the SKU's three digits. */
  random?: () => number;
}

export function ProductFormModal({ open, product, categories, onClose, random }: Props) {
  const [form] = Form.useForm<ProductFormValues>();
  const { save, saving } = useSaveRow<ProductInput>({
    editing: product,
    create: useAdminCreateProductMutation(),
    update: useAdminUpdateProductMutation(),
    texts: {
      created: ADMIN_TEXT.productCreated,
      updated: ADMIN_TEXT.productUpdated,
      failedCreate: ADMIN_TEXT.failedCreateProduct,
      failedUpdate: ADMIN_TEXT.failedUpdateProduct,
    },
    onSaved: onClose,
    onError: (error) => showFieldErrors(form, error),
  });
  const creating = product === null;
  // One draw per dialog, so the SKU's digits stay put while the title is typed.
  const skuDraw = useRef(0);

  useEffect(() => {
    if (!open) return;
    skuDraw.current = (random ?? Math.random)();
    form.resetFields();
    form.setFieldsValue(product ? toValues(product) : EMPTY_PRODUCT);
  }, [open, product, form, random]);

  function onValuesChange(changed: Partial<ProductFormValues>, all: ProductFormValues) {
    // Only while creating does the title fill the slug, and title and category the SKU.
    if (!creating || !('title' in changed || 'category' in changed)) return;
    const title = all.title ?? '';
    const next: Partial<ProductFormValues> = {};
    if ('title' in changed) next.slug = slugify(title);
    next.sku =
      title.trim() && all.category ? generateSku(all.category, title, () => skuDraw.current) : '';
    form.setFieldsValue(next);
  }

  // The list's rows carry no variant stock: the product's own answer fills the grid.
  const detail = useGetProductQuery(open && product ? product.id : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (!open || !detail.data || detail.data.id !== product?.id) return;
    const tracked = !!detail.data.variantStock;
    // Only a change: a product with one stock number keeps the values it opened with.
    if (tracked || form.getFieldValue('variantTracked') === true) {
      form.setFieldsValue(variantValues(detail.data));
    }
  }, [open, detail.data, product, form]);

  function onFinish(values: ProductFormValues) {
    // All values: the grid's hidden cells and whether the product tracked it are not fields.
    return save(toInput({ ...form.getFieldsValue(true), ...values }));
  }

  return (
    <FormDialog
      open={open}
      title={creating ? ADMIN_TEXT.addNewProduct : ADMIN_TEXT.editProduct}
      saving={saving}
      width={760}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY_PRODUCT}
        onValuesChange={onValuesChange}
        onFinish={onFinish}
        scrollToFirstError
      >
        <ProductFormFields categories={categories} />
      </Form>
      {open && product && <RecordHistory entity="product" id={product.id} />}
    </FormDialog>
  );
}
