import { Form, Switch, Typography } from 'antd';
import type { AdminSettings } from '../../api/types';
import { SaveButton, SettingsCard, useSettingsCard } from '../settingsForm';
import { SECURITY_TEXT } from './texts';

type Values = Pick<AdminSettings, 'requireTwoFactorForOwners'>;

/** The settings screen's card for signing in: whether owners must use two-step sign-in. */
function SignInSettingsForm({ settings }: { settings: AdminSettings }) {
  const { form, saving, saveOwn } = useSettingsCard<Values>(settings, {
    saved: SECURITY_TEXT.settingsSaved,
    failed: SECURITY_TEXT.settingsFailed,
  });

  function onFinish(values: Values) {
    return saveOwn({ requireTwoFactorForOwners: values.requireTwoFactorForOwners });
  }

  return (
    <Form<Values> form={form} layout="vertical" initialValues={settings} onFinish={onFinish}>
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
      <SaveButton saving={saving}>{SECURITY_TEXT.saveSignIn}</SaveButton>
    </Form>
  );
}

export function SignInSettingsCard() {
  return <SettingsCard title={SECURITY_TEXT.signInSettingsTitle} form={SignInSettingsForm} />;
}
