import { Form, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import type { AdminSettings } from '../../api/types';
import { SaveButton, SettingsCard, useSaveSettings } from '../settingsForm';
import { SECURITY_TEXT } from './texts';

type Values = Pick<AdminSettings, 'requireTwoFactorForOwners'>;

/** The settings screen's card for signing in: whether owners must use two-step sign-in. */
function SignInSettingsForm({ settings }: { settings: AdminSettings }) {
  const { form, saving, save } = useSaveSettings<Values>({
    saved: SECURITY_TEXT.settingsSaved,
    failed: SECURITY_TEXT.settingsFailed,
  });
  useEffect(() => {
    form.setFieldsValue(settings);
  }, [settings, form]);

  function onFinish(values: Values) {
    // The other settings go as they are: this card changes only its own.
    return save({
      deliveryAED: settings.deliveryAED,
      brandTagline: settings.brandTagline,
      requireTwoFactorForOwners: values.requireTwoFactorForOwners,
    });
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
