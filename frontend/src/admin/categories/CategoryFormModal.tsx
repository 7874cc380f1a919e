import { Form, Input } from 'antd';
import { useEffect } from 'react';
import type { Category } from '@contract';
import { LIMITS } from '@contract';
import { categorySlug } from '../slugs';
import { ADMIN_TEXT } from '../texts';
import { useAdminCreateCategoryMutation, useAdminUpdateCategoryMutation } from '../adminApi';
import { useFeedback } from '../feedback';
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
  const feedback = useFeedback();
  const [create, createState] = useAdminCreateCategoryMutation();
  const [update, updateState] = useAdminUpdateCategoryMutation();
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

  async function onFinish(values: CategoryFormValues) {
    const body = {
      name: values.name.trim(),
      slug: categorySlug(values.slug),
      nameAr: blankAsNull(values.nameAr),
    };
    try {
      if (category) {
        await update({ id: category.id, body }).unwrap();
        feedback.success(ADMIN_TEXT.categoryUpdated);
      } else {
        await create(body).unwrap();
        feedback.success(ADMIN_TEXT.categoryCreated);
      }
      onClose();
    } catch (error) {
      feedback.error(
        error,
        category ? ADMIN_TEXT.failedUpdateCategory : ADMIN_TEXT.failedCreateCategory,
      );
    }
  }

  return (
    <FormDialog
      open={open}
      title={creating ? ADMIN_TEXT.addNewCategory : ADMIN_TEXT.editCategory}
      saving={createState.isLoading || updateState.isLoading}
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
          // Typed slugs become upper case as well.
          normalize={(value: string) => value.toUpperCase()}
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
