/**
 * /admin/two-factor: the signed-in admin's two-step sign-in. Off: set it up (the QR code from
 * the server, then a first code from the app turns it on and shows the recovery codes once).
 * On: turn it off with a code.
 */
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import type { TwoFactorSetupResponse } from '../../api/types';
import { useFeedback } from '../feedback';
import { PageHeader } from '../PageHeader';
import {
  useTwoFactorBeginMutation,
  useTwoFactorConfirmMutation,
  useTwoFactorDisableMutation,
  useTwoFactorStatusQuery,
} from './securityApi';
import { SECURITY_TEXT } from './texts';

/** The code field of every two-step form. */
export function CodeField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Form.Item
      label={SECURITY_TEXT.code}
      name="code"
      rules={[{ required: true, whitespace: true, message: SECURITY_TEXT.codeRequired }]}
    >
      <Input
        autoComplete="one-time-code"
        inputMode="text"
        placeholder={SECURITY_TEXT.codePlaceholder}
        autoFocus={autoFocus}
        maxLength={40}
        size="large"
      />
    </Form.Item>
  );
}

/** The key typed into an app that cannot scan: the otpauth URL's secret. */
const keyOf = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get('secret') ?? '';

function Enrol({
  setup,
  onDone,
}: {
  setup: TwoFactorSetupResponse;
  onDone: (codes: string[]) => void;
}) {
  const feedback = useFeedback();
  const [confirm, { isLoading }] = useTwoFactorConfirmMutation();
  async function onFinish({ code }: { code: string }) {
    try {
      const { recoveryCodes } = await confirm({ code: code.trim() }).unwrap();
      feedback.success(SECURITY_TEXT.turnedOn);
      onDone(recoveryCodes);
    } catch (error) {
      feedback.error(error, SECURITY_TEXT.failed);
    }
  }
  return (
    <Space direction="vertical" size="middle">
      <Typography.Paragraph>{SECURITY_TEXT.scan}</Typography.Paragraph>
      <img
        className="admin-qr"
        width={220}
        height={220}
        alt={SECURITY_TEXT.qrAlt}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
      />
      <Typography.Text>
        {SECURITY_TEXT.typeInstead}{' '}
        <Typography.Text code copyable data-testid="two-factor-key">
          {keyOf(setup.otpauthUrl)}
        </Typography.Text>
      </Typography.Text>
      <Form layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 320 }}>
        <CodeField autoFocus />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {SECURITY_TEXT.confirm}
        </Button>
      </Form>
    </Space>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Space direction="vertical" size="middle">
      <Typography.Title level={4}>{SECURITY_TEXT.recoveryTitle}</Typography.Title>
      <Alert type="warning" showIcon message={SECURITY_TEXT.recoveryHint} />
      <Typography.Paragraph copyable={{ text: codes.join('\n') }}>
        <ul className="admin-recovery-codes" aria-label={SECURITY_TEXT.recoveryTitle}>
          {codes.map((code) => (
            <li key={code}>
              <Typography.Text code>{code}</Typography.Text>
            </li>
          ))}
        </ul>
      </Typography.Paragraph>
      <Button type="primary" onClick={onDone}>
        {SECURITY_TEXT.recoveryDone}
      </Button>
    </Space>
  );
}

function TurnOff() {
  const feedback = useFeedback();
  const [disable, { isLoading }] = useTwoFactorDisableMutation();
  const [form] = Form.useForm<{ code: string }>();
  async function onFinish({ code }: { code: string }) {
    try {
      await disable({ code: code.trim() }).unwrap();
      feedback.success(SECURITY_TEXT.turnedOff);
      form.resetFields();
    } catch (error) {
      feedback.error(error, SECURITY_TEXT.failed);
    }
  }
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      style={{ maxWidth: 320 }}
    >
      <Typography.Title level={5}>{SECURITY_TEXT.disableTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{SECURITY_TEXT.disableHint}</Typography.Paragraph>
      <CodeField />
      <Button danger htmlType="submit" loading={isLoading}>
        {SECURITY_TEXT.disable}
      </Button>
    </Form>
  );
}

/**
 * `required`: the shop requires owners to enrol and this session may do nothing else yet; once
 * the recovery codes are saved, `onEnrolled` leads on to the console.
 */
export function TwoFactorPage({
  required = false,
  onEnrolled,
}: {
  required?: boolean;
  onEnrolled?: () => void;
}) {
  const feedback = useFeedback();
  const status = useTwoFactorStatusQuery();
  const [begin, { isLoading: starting }] = useTwoFactorBeginMutation();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function start() {
    try {
      setSetup(await begin().unwrap());
    } catch (error) {
      feedback.error(error, SECURITY_TEXT.failed);
    }
  }

  let body: React.ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          setSetup(null);
          onEnrolled?.();
        }}
      />
    );
  } else if (status.data?.enabled) {
    body = (
      <Space direction="vertical" size="large">
        <Alert
          type="success"
          showIcon
          message={SECURITY_TEXT.twoFactorOn}
          description={SECURITY_TEXT.recoveryLeft(status.data.recoveryCodesLeft)}
        />
        <TurnOff />
      </Space>
    );
  } else if (setup) {
    body = <Enrol setup={setup} onDone={setCodes} />;
  } else {
    body = (
      <Space direction="vertical" size="middle">
        {required && <Alert type="warning" showIcon message={SECURITY_TEXT.enrolmentRequired} />}
        <Typography.Paragraph>{SECURITY_TEXT.twoFactorOff}</Typography.Paragraph>
        <Button type="primary" onClick={start} loading={starting}>
          {SECURITY_TEXT.start}
        </Button>
      </Space>
    );
  }
  return (
    <>
      <PageHeader title={SECURITY_TEXT.twoFactorTitle} />
      <Card>{body}</Card>
    </>
  );
}
