/**
 * Pieces the settings forms share: the card that waits for the stored settings, the screen's
 * one Save bar that sends every card's fields together, and the API's field messages shown
 * under the fields they name.
 */
import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Form, Skeleton } from 'antd';
import type { FormInstance } from 'antd';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { AdminSettings, SettingsInput } from '../api/types';
import { readApiError } from '../app/apiError';
import { useAdminSettingsQuery, useAdminUpdateSettingsMutation } from './adminApi';
import { useFeedback } from './feedback';
import { ADMIN_TEXT } from './texts';

/** A card's part of the save: its checked fields as the API's, and its field messages. */
interface SettingsPart {
  collect(): Promise<Partial<SettingsInput>>;
  showErrors(error: unknown): void;
}

interface SettingsSave {
  parts: Map<string, SettingsPart>;
  save(): Promise<void>;
}

const SettingsSaveContext = createContext<SettingsSave | null>(null);

/**
 * The settings screen's cards and, below them, one Save bar (it stays at the bottom of the
 * window): Save checks every card's fields, then sends them all in one update, so nothing
 * typed in one card is lost by saving another.
 */
export function SettingsSaveArea({ children }: { children: ReactNode }) {
  const [parts] = useState(() => new Map<string, SettingsPart>());
  const { data: stored } = useAdminSettingsQuery();
  const [send, { isLoading }] = useAdminUpdateSettingsMutation();
  const feedback = useFeedback();

  async function save() {
    const checked = await Promise.allSettled([...parts.values()].map((part) => part.collect()));
    if (checked.some((result) => result.status === 'rejected')) {
      feedback.error(undefined, ADMIN_TEXT.checkFields);
      return;
    }
    // Every update carries the two general fields: as stored unless the general card sends them.
    const body: SettingsInput = {
      deliveryAED: stored?.deliveryAED ?? 0,
      brandTagline: stored?.brandTagline ?? '',
    };
    for (const result of checked)
      if (result.status === 'fulfilled') Object.assign(body, result.value);
    try {
      await send(body).unwrap();
      feedback.success(ADMIN_TEXT.settingsUpdated);
    } catch (error) {
      for (const part of parts.values()) part.showErrors(error);
      feedback.error(error, ADMIN_TEXT.failedUpdateSettings);
    }
  }

  return (
    <SettingsSaveContext.Provider value={{ parts, save }}>
      {children}
      <div className="admin-save-bar">
        <SaveButton saving={isLoading} onClick={() => void save()}>
          {ADMIN_TEXT.saveSettings}
        </SaveButton>
      </div>
    </SettingsSaveContext.Provider>
  );
}

/**
 * Enters a card's form into the screen's save: `body` turns its checked values into the API's
 * fields; `fieldOf` maps an API field to the form's name where the two differ. Returns what the
 * form's submit (Enter in a field) does: the screen's save.
 */
export function useSettingsPart<Values>(
  key: string,
  form: FormInstance<Values>,
  body: (values: Values) => Partial<SettingsInput>,
  fieldOf?: (name: string) => string[],
): () => void {
  const area = useContext(SettingsSaveContext);
  useEffect(() => {
    if (!area) return;
    area.parts.set(key, {
      collect: async () => body(await form.validateFields()),
      showErrors: (error) => showFieldErrors(form, error, fieldOf),
    });
    return () => {
      area.parts.delete(key);
    };
  }, [area, key, form, body, fieldOf]);
  return () => void area?.save();
}

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

/** The primary save button; it spins while the save is under way. */
export function SaveButton({
  saving,
  onClick,
  children,
}: {
  saving: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onClick}>
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
  // Only the fields this form has: every card gets the whole answer.
  const own = Object.keys(form.getFieldsValue(true) as object);
  const fields = Object.entries(readApiError(error).errors)
    .map(([name, message]) => ({ name: fieldOf(name), errors: [message] }))
    .filter((field) => own.includes(field.name[0]));
  // The names come from the API, so they are not the form's typed paths.
  if (fields.length > 0) form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
}

/**
 * A settings card's form: filled from the stored settings (again when they change), its fields
 * sent by the screen's Save bar as `body` gives them (the card's own fields only).
 */
export function useSettingsCard<Values>(
  key: string,
  settings: AdminSettings,
  body: (values: Values) => Partial<SettingsInput>,
  options: {
    values?: (settings: AdminSettings) => Values;
    fieldOf?: (name: string) => string[];
  } = {},
) {
  const [form] = Form.useForm<Values>();
  const { values, fieldOf } = options;
  useEffect(() => {
    form.setFieldsValue(values ? values(settings) : (settings as Values));
  }, [settings, form, values]);
  const submit = useSettingsPart(key, form, body, fieldOf);
  return { form, submit };
}
