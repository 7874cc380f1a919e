import { Form, Switch, Typography } from 'antd';
import type { AdminSettings } from '../../api/types';
import { SettingsCard, useSettingsCard } from '../settingsForm';
import { SECURITY_TEXT } from './texts';

type Values = Pick<AdminSettings, 'requireTwoFactorForOwners'>;

/** The settings screen's card for signing in: whether owners must use two-step sign-in. */
function SignInSettingsForm({ settings }: { settings: AdminSettings }) {
  const { form, submit } = useSettingsCard<Values>('sign-in', settings, (values) => ({
    requireTwoFactorForOwners: values.requireTwoFactorForOwners,
  }));

  return (
    <Form<Values> form={form} layout="vertical" initialValues={settings} onFinish={submit}>
      <Form.Item
        label={SECURITY_TEXT.requireForOwners}
        name="requireTwoFactorForOwners"
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {SECURITY_TEXT.requireForOwnersHint}
      </Typography.Paragraph>
    </Form>
  );
}

export function SignInSettingsCard() {
  return <SettingsCard title={SECURITY_TEXT.signInSettingsTitle} form={SignInSettingsForm} />;
}
