import { Form, Input } from 'antd';
import { useEffect } from 'react';
import type { Category, CategoryInput } from '../../api/types';
import { LIMITS } from '@freakdrop/contract';
import { categorySlug } from '../slugs';
import { ADMIN_TEXT } from '../texts';
import { useAdminCreateCategoryMutation, useAdminUpdateCategoryMutation } from '../adminApi';
import { useSaveRow } from '../useSaveRow';
import { FormDialog } from '../FormDialog';
import { TextField } from '../TextField';
import { blankAsNull, categoryFormRules } from '../formRules';

interface CategoryFormValues {
  name: string;
  slug: string;
  /** '' means none (sent as null). */
  nameAr: string;
}

/** Add New Category / Edit Category. */
export function CategoryFormModal({
  open,
  category,
  onClose,
}: {
  open: boolean;
  /** null: the Add New Category dialog. */
  category: Category | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<CategoryFormValues>();
  const { save, saving } = useSaveRow<CategoryInput>({
    editing: category,
    create: useAdminCreateCategoryMutation(),
    update: useAdminUpdateCategoryMutation(),
    texts: {
      created: ADMIN_TEXT.categoryCreated,
      updated: ADMIN_TEXT.categoryUpdated,
      failedCreate: ADMIN_TEXT.failedCreateCategory,
      failedUpdate: ADMIN_TEXT.failedUpdateCategory,
    },
    onSaved: onClose,
  });
  const creating = category === null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      category
        ? { name: category.name, slug: category.slug, nameAr: category.nameAr ?? '' }
        : { name: '', slug: '', nameAr: '' },
    );
  }, [open, category, form]);

  function onValuesChange(changed: Partial<CategoryFormValues>) {
    // The slug follows the name, upper case, when creating only.
    if (creating && changed.name !== undefined) {
      form.setFieldsValue({ slug: categorySlug(changed.name) });
    }
  }

  function onFinish(values: CategoryFormValues) {
    return save({
      name: values.name.trim(),
      slug: categorySlug(values.slug),
      nameAr: blankAsNull(values.nameAr),
    });
  }

  return (
    <FormDialog
      open={open}
      title={creating ? ADMIN_TEXT.addNewCategory : ADMIN_TEXT.editCategory}
      saving={saving}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<CategoryFormValues>
        form={form}
        layout="vertical"
        onValuesChange={onValuesChange}
        onFinish={onFinish}
      >
        <TextField
          label={ADMIN_TEXT.fieldCategoryName}
          name="name"
          rule={categoryFormRules.name}
          maxLength={LIMITS.categoryNameMax}
        />
        <Form.Item
          label={ADMIN_TEXT.fieldCategorySlug}
          name="slug"
          {...categoryFormRules.slug}
          // Typed slugs become upper case as well, a space a hyphen (slugs are part of links).
          normalize={(value: string) => value.toUpperCase().replace(/\s/g, '-')}
          extra={ADMIN_TEXT.categorySlugHint}
        >
          <Input maxLength={LIMITS.categorySlugMax} />
        </Form.Item>
        <TextField
          label={ADMIN_TEXT.fieldCategoryNameAr}
          name="nameAr"
          rule={categoryFormRules.nameAr}
          maxLength={LIMITS.categoryNameArMax}
          arabic
        />
      </Form>
    </FormDialog>
  );
}
