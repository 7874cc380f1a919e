/**
 * /admin/account (every role): one's own account; here, where the shop's new-order alerts go
 * (an email, a WhatsApp number) and whether they are on.
 */
import { Card, Form, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import type { AdminMe } from '../../api/types';
import { PageHeader } from '../PageHeader';
import { SaveButton } from '../settingsForm';
import { useFeedback } from '../feedback';
import { MESSAGES_TEXT } from '../messages/texts';
import { AlertFields, alertBody, alertValues } from './AlertFields';
import type { AlertValues } from './AlertFields';
import { useStaffMeQuery, useUpdateMeMutation } from './staffApi';
import { STAFF_TEXT } from './texts';

function AlertsForm({ me }: { me: AdminMe }) {
  const [form] = Form.useForm<AlertValues>();
  const [update, { isLoading }] = useUpdateMeMutation();
  const feedback = useFeedback();
  useEffect(() => {
    form.setFieldsValue(alertValues(me));
  }, [me, form]);
  async function onFinish(values: AlertValues) {
    try {
      await update(alertBody(values)).unwrap();
      feedback.success(MESSAGES_TEXT.alertsSaved);
    } catch (error) {
      feedback.error(error, MESSAGES_TEXT.alertsFailed);
    }
  }
  return (
    <Form<AlertValues>
      name="myAlerts"
      form={form}
      layout="vertical"
      initialValues={alertValues(me)}
      onFinish={(v) => void onFinish(v)}
      style={{ maxWidth: 420 }}
    >
      <AlertFields />
      <SaveButton saving={isLoading} onClick={() => form.submit()}>
        {MESSAGES_TEXT.saveAlerts}
      </SaveButton>
    </Form>
  );
}

export function AccountPage() {
  const { data } = useStaffMeQuery();
  return (
    <>
      <PageHeader title={STAFF_TEXT.accountTitle} />
      {data && (
        <Typography.Paragraph type="secondary">
          {data.displayName} · {STAFF_TEXT.roles[data.role]}
        </Typography.Paragraph>
      )}
      <Card title={MESSAGES_TEXT.alertsTitle}>
        {data ? <AlertsForm me={data} /> : <Skeleton active />}
      </Card>
    </>
  );
}
