import {
  Card,
  Col,
  Descriptions,
  Divider,
  Form,
  Input,
  InputNumber,
  Row,
  Skeleton,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import type { Settings, SettingsInput } from '../../api/types';
import { LIMITS, MESSAGE_CHANNELS, MESSAGE_CHANNEL_LABELS } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { formatAED } from '../../components/format';
import { useAdminSystemQuery } from '../adminApi';
import { useGetSettingsQuery } from '../../app/catalogApi';
import { settingsFormRules } from '../formRules';
import { PageHeader } from '../PageHeader';
import { SettingsSaveArea, useSettingsPart } from '../settingsForm';
import { ConfirmationSettingsCard } from '../confirmation/ConfirmationSettingsCard';
import { DeliverySettingsCard } from './DeliverySettingsCard';
import { SignInSettingsCard } from '../security/SignInSettingsCard';
import { MessageTemplatesCard } from '../messages/MessageTemplatesCard';
import { MESSAGES_TEXT } from '../messages/texts';

interface SettingsFormValues {
  deliveryAED: number | null;
  brandTagline: string;
  brandTaglineAr?: string;
  contactEmail: string;
  whatsappNumber: string;
  instagramHandle: string;
}

/** The live preview: the home hero's tagline and the checkout's delivery fee line. */
export function SettingsPreview({
  tagline,
  deliveryAED,
}: {
  tagline: string;
  deliveryAED: number;
}) {
  return (
    <div className="settings-preview" aria-label={ADMIN_TEXT.livePreview}>
      <Typography.Text type="secondary">{ADMIN_TEXT.previewHero}</Typography.Text>
      <div className="settings-preview-hero">
        <div className="settings-preview-brand">FreakDrop</div>
        <div className="settings-preview-tagline" data-testid="preview-tagline">
          {tagline || '\u00a0'}
        </div>
      </div>
      <Typography.Text type="secondary">{ADMIN_TEXT.previewCheckout}</Typography.Text>
      <div className="settings-preview-checkout" data-testid="preview-delivery">
        <span>{ADMIN_TEXT.deliveryFee}</span>
        <strong>{formatAED(deliveryAED)}</strong>
      </div>
    </div>
  );
}

function generalBody(values: SettingsFormValues): Partial<SettingsInput> {
  return {
    deliveryAED: values.deliveryAED ?? 0,
    brandTagline: values.brandTagline.trim(),
    // Empty clears it (the Arabic pages then show their default tagline).
    brandTaglineAr: values.brandTaglineAr?.trim() ?? '',
    contactEmail: values.contactEmail.trim(),
    whatsappNumber: values.whatsappNumber.trim(),
    instagramHandle: values.instagramHandle.trim(),
  };
}

/** General Settings with its rules and live preview. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const [form] = Form.useForm<SettingsFormValues>();
  const submit = useSettingsPart('general', form, generalBody);
  const tagline = Form.useWatch('brandTagline', form) ?? settings.brandTagline;
  const delivery = Form.useWatch('deliveryAED', form);

  useEffect(() => {
    form.setFieldsValue(settings);
  }, [settings, form]);

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Card title={ADMIN_TEXT.settingsTitle}>
          <Form<SettingsFormValues>
            form={form}
            layout="vertical"
            initialValues={settings}
            onFinish={submit}
          >
            <Form.Item
              label={ADMIN_TEXT.fieldDelivery}
              name="deliveryAED"
              {...settingsFormRules.deliveryAED}
            >
              <InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              label={ADMIN_TEXT.fieldTagline}
              name="brandTagline"
              {...settingsFormRules.brandTagline}
            >
              <Input count={{ show: true, max: LIMITS.taglineMax }} />
            </Form.Item>
            <Form.Item
              label={ADMIN_TEXT.fieldTaglineAr}
              name="brandTaglineAr"
              extra={ADMIN_TEXT.taglineArHelp}
              {...settingsFormRules.brandTaglineAr}
            >
              <Input dir="rtl" lang="ar" count={{ show: true, max: LIMITS.taglineArMax }} />
            </Form.Item>
            <Divider titlePlacement="start">{ADMIN_TEXT.contactDetails}</Divider>
            <Form.Item
              label={ADMIN_TEXT.fieldContactEmail}
              name="contactEmail"
              {...settingsFormRules.contactEmail}
            >
              <Input type="email" maxLength={LIMITS.emailMax} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label={ADMIN_TEXT.fieldWhatsapp} name="whatsappNumber">
                  <Input placeholder="+971 50 123 4567" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={ADMIN_TEXT.fieldInstagram} name="instagramHandle">
                  <Input placeholder="@freakdrop.ae" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={ADMIN_TEXT.livePreview}>
          <SettingsPreview
            tagline={tagline}
            deliveryAED={typeof delivery === 'number' ? delivery : settings.deliveryAED}
          />
        </Card>
      </Col>
    </Row>
  );
}

function SystemInformation() {
  const { data, isLoading } = useAdminSystemQuery();
  return (
    <Card title={ADMIN_TEXT.systemInfo} style={{ marginTop: 24 }}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'platform', label: ADMIN_TEXT.platform, children: data?.platform ?? '—' },
            {
              key: 'version',
              label: ADMIN_TEXT.version,
              children: data?.version ?? ADMIN_TEXT.appVersion,
            },
            {
              key: 'environment',
              label: ADMIN_TEXT.environment,
              children: data?.environment ?? '—',
            },
            { key: 'database', label: ADMIN_TEXT.database, children: data?.database ?? '—' },
            // The message channels, when the API tells them: configured or not, never a secret.
            ...(data?.channels
              ? [
                  {
                    key: 'channels',
                    label: MESSAGES_TEXT.channels,
                    children: (
                      <span data-testid="message-channels">
                        {MESSAGE_CHANNELS.map((c) =>
                          MESSAGES_TEXT.channelState(
                            MESSAGE_CHANNEL_LABELS[c],
                            data.channels?.[c].configured ?? false,
                          ),
                        ).join(' · ')}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Card>
  );
}

/** /admin/settings: the cards, then one Save bar for all of them. */
export function SettingsPage() {
  const { data, isLoading } = useGetSettingsQuery();
  return (
    <>
      <PageHeader title={ADMIN_TEXT.navSettings} />
      <SettingsSaveArea>
        {isLoading || !data ? <Skeleton active /> : <SettingsForm settings={data} />}
        <ConfirmationSettingsCard />
        <DeliverySettingsCard />
        <SignInSettingsCard />
        <MessageTemplatesCard />
      </SettingsSaveArea>
      <SystemInformation />
    </>
  );
}
