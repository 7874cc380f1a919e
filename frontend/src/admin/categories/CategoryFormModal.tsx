import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import type { Category } from '@contract';
import { LIMITS } from '@contract';
import { categorySlug } from '../slugs';
import { ADMIN_TEXT } from '../texts';
import { useAdminCreateCategoryMutation, useAdminUpdateCategoryMutation } from '../adminApi';
import { useFeedback } from '../feedback';
import { categoryFormRules } from '../formRules';

interface CategoryFormValues {
  name: string;
  slug: string;
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
      category ? { name: category.name, slug: category.slug } : { name: '', slug: '' },
    );
  }, [open, category, form]);

  function onValuesChange(changed: Partial<CategoryFormValues>) {
    // Spec §4: the slug follows the name, upper case, when creating only.
    if (creating && changed.name !== undefined) {
      form.setFieldsValue({ slug: categorySlug(changed.name) });
    }
  }

  async function onFinish(values: CategoryFormValues) {
    const body = { name: values.name.trim(), slug: categorySlug(values.slug) };
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
    <Modal
      open={open}
      title={creating ? ADMIN_TEXT.addNewCategory : ADMIN_TEXT.editCategory}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={ADMIN_TEXT.save}
      cancelText={ADMIN_TEXT.cancel}
      confirmLoading={createState.isLoading || updateState.isLoading}
      forceRender
    >
      <Form<CategoryFormValues>
        form={form}
        layout="vertical"
        onValuesChange={onValuesChange}
        onFinish={onFinish}
      >
        <Form.Item label={ADMIN_TEXT.fieldCategoryName} name="name" {...categoryFormRules.name}>
          <Input maxLength={LIMITS.categoryNameMax} />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
