/**
 * Pieces the settings forms share: the card that waits for the stored settings, the save
 * button, and the API's field messages shown under the fields they name.
 */
import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton } from 'antd';
import type { FormInstance } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import type { AdminSettings } from '@contract';
import { readApiError } from '../app/apiError';
import { useAdminSettingsQuery } from './adminApi';

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
export function showFieldErrors<Values>(
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
