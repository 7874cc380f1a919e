import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { adminApi, useAdminLoginMutation, useAdminMeQuery } from '../adminApi';
import { useAppDispatch } from '../../app/hooks';
import { readApiError } from '../../app/apiError';
import { TOAST_KEY } from '../feedback';
import { loginFormRules } from '../formRules';

interface LoginValues {
  username: string;
  password: string;
}

/** /admin/login: username (sent as email) and password. */
export function LoginPage() {
  const [login, { isLoading }] = useAdminLoginMutation();
  const me = useAdminMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const { notification } = App.useApp();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // Already signed in: straight to the dashboard.
  useEffect(() => {
    if (me.data?.user && !me.isFetching) navigate('/admin', { replace: true });
  }, [me.data, me.isFetching, navigate]);

  async function onFinish(values: LoginValues) {
    try {
      const result = await login({
        email: values.username.trim(),
        password: values.password,
      }).unwrap();
      // The guard sees the user at once instead of a stale "signed out" answer.
      dispatch(adminApi.util.upsertQueryData('adminMe', undefined, { user: result.user }));
      notification.success({
        key: TOAST_KEY,
        title: ADMIN_TEXT.loginSuccessTitle,
        description: ADMIN_TEXT.loginSuccessBody,
      });
      navigate('/admin', { replace: true });
    } catch (error) {
      notification.error({
        key: TOAST_KEY,
        title: ADMIN_TEXT.loginFailedTitle,
        description: readApiError(error).message ?? MSG.loginFailedBody,
      });
    }
  }

  return (
    <div className="admin-login">
      <Card className="admin-login-card">
        <div className="admin-login-head">
          <span className="admin-brand-mark admin-brand-mark-lg">FD</span>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {ADMIN_TEXT.loginTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{ADMIN_TEXT.loginSubtitle}</Typography.Text>
        </div>
        <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item label={ADMIN_TEXT.username} name="username" {...loginFormRules.username}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
          </Form.Item>
          <Form.Item label={ADMIN_TEXT.password} name="password" {...loginFormRules.password}>
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              size="large"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {ADMIN_TEXT.signIn}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
