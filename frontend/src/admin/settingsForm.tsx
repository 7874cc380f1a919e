/**
 * Pieces the settings forms share: the card that waits for the stored settings, the save and
 * its button, and the API's field messages shown under the fields they name.
 */
import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Form, Skeleton } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { AdminSettings, SettingsInput } from '../api/types';
import { readApiError } from '../app/apiError';
import { useAdminSettingsQuery, useAdminUpdateSettingsMutation } from './adminApi';
import { useFeedback } from './feedback';

/** A card below the general settings: its form once the settings are loaded, a skeleton until then. */
export function SettingsCard({
  title,
  form: SettingsForm,
}: {
  title: string;
  form: ComponentType<{ settings: AdminSettings }>;
}) {
  const { data } = useAdminSettingsQuery();
  return (
    <Card title={title} style={{ marginTop: 24 }}>
      {data ? <SettingsForm settings={data} /> : <Skeleton active />}
    </Card>
  );
}

/** The primary submit button of a settings form; it spins while the save is under way. */
export function SaveButton({ saving, children }: { saving: boolean; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
      {children}
    </Button>
  );
}

/**
 * The API's messages per field (a 400's `errors`) under the form's fields; `fieldOf` maps an
 * API field to the form's name for it where the two differ.
 */
function showFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldOf: (name: string) => string[] = (name) => [name],
) {
  const fields = Object.entries(readApiError(error).errors).map(([name, message]) => ({
    name: fieldOf(name),
    errors: [message],
  }));
  // The names come from the API, so they are not the form's typed paths.
  if (fields.length > 0) form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
}

/**
 * A settings form and its save: `save(body)` sends the settings and says `saved`, or puts the
 * API's messages under the fields (`fieldOf` maps an API field to the form's name where the two differ) and says `failed`.
 */
export function useSaveSettings<Values>(
  texts: { saved: string; failed: string },
  fieldOf?: (name: string) => string[],
) {
  const [form] = Form.useForm<Values>();
  const feedback = useFeedback();
  const [send, { isLoading }] = useAdminUpdateSettingsMutation();
  async function save(body: SettingsInput) {
    try {
      await send(body).unwrap();
      feedback.success(texts.saved);
    } catch (error) {
      showFieldErrors(form, error, fieldOf);
      feedback.error(error, texts.failed);
    }
  }
  return { form, saving: isLoading, save };
}

/**
 * A settings card's form: filled from the stored settings (again when they change), and a save
 * that sends the card's own fields with the two every save requires as they are stored, so a
 * card changes nothing but its own.
 */
export function useSettingsCard<Values>(
  settings: AdminSettings,
  texts: { saved: string; failed: string },
  options: {
    values?: (settings: AdminSettings) => Values;
    fieldOf?: (name: string) => string[];
  } = {},
) {
  const { form, saving, save } = useSaveSettings<Values>(texts, options.fieldOf);
  const { values } = options;
  useEffect(() => {
    form.setFieldsValue(values ? values(settings) : (settings as Values));
  }, [settings, form, values]);
  function saveOwn(changes: Partial<SettingsInput>) {
    return save({
      deliveryAED: settings.deliveryAED,
      brandTagline: settings.brandTagline,
      ...changes,
    });
  }
  return { form, saving, saveOwn };
}
