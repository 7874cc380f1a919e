import { Form, Input, InputNumber, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ConfirmationSettings } from '@freakdrop/contract';
import type { AdminSettings } from '../../api/types';
import { CONFIRMATION_LIMITS, CONFIRMATION_MSG, unknownPlaceholders } from '@freakdrop/contract';
import { SettingsCard, useSettingsCard } from '../settingsForm';
import { CONFIRM_TEXT } from './texts';

type Values = ConfirmationSettings;

const templateRules: Rule[] = [
  { required: true, whitespace: true, message: CONFIRMATION_MSG.templateRequired },
  { max: CONFIRMATION_LIMITS.templateMax, message: CONFIRMATION_MSG.templateMax },
  {
    validator: async (_rule, value: unknown) => {
      const unknown = typeof value === 'string' ? unknownPlaceholders(value) : [];
      if (unknown.length > 0) throw new Error(CONFIRMATION_MSG.unknownPlaceholder(unknown));
    },
  },
];

/** The settings screen's card for the confirmation queue: templates and auto-cancel. */
function ConfirmationSettingsForm({ settings }: { settings: AdminSettings }) {
  const { form, submit } = useSettingsCard<Values>('confirmation', settings, (values) => ({
    confirmationTemplateEN: values.confirmationTemplateEN.trim(),
    confirmationTemplateAR: values.confirmationTemplateAR.trim(),
    autoCancelUnconfirmedHours: values.autoCancelUnconfirmedHours,
  }));

  return (
    <Form<Values> form={form} layout="vertical" initialValues={settings} onFinish={submit}>
      <Typography.Paragraph type="secondary">{CONFIRM_TEXT.placeholdersHint}</Typography.Paragraph>
      <Form.Item
        label={CONFIRM_TEXT.templateEN}
        name="confirmationTemplateEN"
        rules={templateRules}
      >
        <Input.TextArea rows={4} showCount maxLength={CONFIRMATION_LIMITS.templateMax} />
      </Form.Item>
      <Form.Item
        label={CONFIRM_TEXT.templateAR}
        name="confirmationTemplateAR"
        rules={templateRules}
      >
        <Input.TextArea rows={4} dir="rtl" showCount maxLength={CONFIRMATION_LIMITS.templateMax} />
      </Form.Item>
      <Form.Item
        label={CONFIRM_TEXT.autoCancel}
        name="autoCancelUnconfirmedHours"
        extra={CONFIRM_TEXT.autoCancelHint}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 0,
            max: 720,
            message: CONFIRMATION_MSG.autoCancelHours,
          },
        ]}
      >
        <InputNumber min={0} max={CONFIRMATION_LIMITS.autoCancelHoursMax} precision={0} />
      </Form.Item>
    </Form>
  );
}

export function ConfirmationSettingsCard() {
  return <SettingsCard title={CONFIRM_TEXT.settingsTitle} form={ConfirmationSettingsForm} />;
}
