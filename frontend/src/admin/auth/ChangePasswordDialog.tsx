import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { MSG } from '@freakdrop/contract';
import type { ChangePasswordRequest, MeResponse } from '../../api/types';
import { api } from '../../app/api';
import { useAdminMeQuery } from '../adminApi';
import { useFeedback } from '../feedback';

/** The console's texts for choosing a password (the console's own words). */
export const PASSWORD_TEXT = {
  title: 'Choose your own password',
  body: 'You signed in with the password the shop generated at its first start. Choose your own to continue; other sessions of this account will be signed out.',
  current: 'Current password',
  next: 'New password',
  confirm: 'Repeat the new password',
  mismatch: 'The two passwords differ',
  save: 'Save password',
  failed: 'Failed to change password',
} as const;

const PASSWORD_MIN = 8;

const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminChangePassword: build.mutation<MeResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/admin/account/password', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * Shown over the console, and not dismissable, while the signed-in admin still uses a
 * generated password (`mustChangePassword` from /api/auth/me).
 */
export function ChangePasswordDialog() {
  const { data } = useAdminMeQuery();
  const [change, { isLoading }] = passwordApi.useAdminChangePasswordMutation();
  const feedback = useFeedback();
  const [form] = Form.useForm<Values>();
  if (!data?.user.mustChangePassword) return null;

  async function onFinish(values: Values) {
    try {
      await change({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      feedback.success(MSG.passwordChanged);
    } catch (error) {
      feedback.error(error, PASSWORD_TEXT.failed);
    }
  }

  return (
    <Modal
      open
      title={PASSWORD_TEXT.title}
      closable={false}
      mask={{ closable: false }}
      footer={null}
    >
      <Alert type="warning" showIcon title={PASSWORD_TEXT.body} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          label={PASSWORD_TEXT.current}
          name="currentPassword"
          rules={[{ required: true, message: MSG.currentPasswordRequired }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={PASSWORD_TEXT.next}
          name="newPassword"
          rules={[{ required: true, min: PASSWORD_MIN, message: MSG.newPasswordMin }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={PASSWORD_TEXT.confirm}
          name="confirm"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: PASSWORD_TEXT.mismatch },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_TEXT.mismatch)),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {PASSWORD_TEXT.save}
        </Button>
      </Form>
    </Modal>
  );
}
