import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { LoginResponse } from '../../api/types';
import { useNavigate } from 'react-router-dom';
import { MSG, SECURITY_MSG } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { adminApi, useAdminLoginMutation, useAdminMeQuery } from '../adminApi';
import { useAppDispatch } from '../../app/hooks';
import { readApiError } from '../../app/apiError';
import { TOAST_KEY } from '../feedback';
import { loginFormRules } from '../formRules';
import { useTwoFactorSignInMutation } from '../security/securityApi';
import { CodeField } from '../security/TwoFactorPage';
import { SECURITY_TEXT } from '../security/texts';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * /admin/login: username (sent as email) and password; for an account with two-step sign-in,
 * then the code from the authenticator app (or a recovery code).
 */
export function LoginPage() {
  const [login, { isLoading }] = useAdminLoginMutation();
  const [sendCode, { isLoading: checkingCode }] = useTwoFactorSignInMutation();
  const [codeStep, setCodeStep] = useState(false);
  // Set once this page signs in: it says where to go, the "already signed in" check does not.
  const leaving = useRef(false);
  const me = useAdminMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const { notification } = App.useApp();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // Already signed in: straight to the dashboard.
  useEffect(() => {
    if (me.data?.user && !me.isFetching && !leaving.current) navigate('/admin', { replace: true });
  }, [me.data, me.isFetching, navigate]);

  function signedIn(result: LoginResponse) {
    leaving.current = true;
    // The guard sees the user at once instead of a stale "signed out" answer.
    dispatch(adminApi.util.upsertQueryData('adminMe', undefined, { user: result.user }));
    // A generated password is changed first, in a dialog at the top of the console: a welcome
    // toast there would cover it.
    if (!result.user.mustChangePassword) {
      notification.success({
        key: TOAST_KEY,
        title: ADMIN_TEXT.loginSuccessTitle,
        description: ADMIN_TEXT.loginSuccessBody,
      });
    }
    // The shop requires owners to use two-step sign-in: this session may only enrol.
    navigate(result.twoFactorEnrolmentRequired ? '/admin/enrol' : '/admin', { replace: true });
  }

  function failed(error: unknown) {
    notification.error({
      key: TOAST_KEY,
      title: ADMIN_TEXT.loginFailedTitle,
      description: readApiError(error).message ?? MSG.loginFailedBody,
    });
  }

  async function onFinish(values: LoginValues) {
    try {
      const result = await login({
        email: values.username.trim(),
        password: values.password,
      }).unwrap();
      if ('twoFactorRequired' in result) setCodeStep(true);
      else signedIn(result);
    } catch (error) {
      failed(error);
    }
  }

  async function onCode({ code }: { code: string }) {
    try {
      signedIn(await sendCode({ code: code.trim() }).unwrap());
    } catch (error) {
      // The wait for the code ran out: start again from the password.
      if (readApiError(error).message === SECURITY_MSG.twoFactorSignInExpired) setCodeStep(false);
      failed(error);
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
        {codeStep ? (
          <Form<{ code: string }> layout="vertical" onFinish={onCode} requiredMark={false}>
            <Typography.Title level={4}>{SECURITY_TEXT.codeStepTitle}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {SECURITY_TEXT.codeStepHint}
            </Typography.Paragraph>
            <CodeField autoFocus />
            <Button type="primary" htmlType="submit" block size="large" loading={checkingCode}>
              {SECURITY_TEXT.verify}
            </Button>
            <Button type="link" block onClick={() => setCodeStep(false)}>
              {SECURITY_TEXT.backToPassword}
            </Button>
          </Form>
        ) : (
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
        )}
      </Card>
    </div>
  );
}
