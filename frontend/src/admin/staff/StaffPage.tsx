import { EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { STAFF_LIMITS, STAFF_MSG, STAFF_ROLES } from '@freakdrop/contract';
import type { StaffRole } from '@freakdrop/contract';
import type { StaffMember } from '../../api/types';
import { ADMIN_TEXT } from '../texts';
import { FormDialog } from '../FormDialog';
import { PageHeader } from '../PageHeader';
import { useFeedback } from '../feedback';
import { useEditDialog } from '../useEditDialog';
import {
  useCreateStaffMutation,
  useSetStaffPasswordMutation,
  useStaffListQuery,
  useStaffMeQuery,
  useUpdateMeMutation,
  useUpdateStaffMutation,
} from './staffApi';
import { STAFF_TEXT } from './texts';
import { AlertFields, alertBody, alertValues } from './AlertFields';
import type { AlertValues } from './AlertFields';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: `${STAFF_TEXT.roles[role]}: ${STAFF_TEXT.roleDescriptions[role]}`,
}));

const PASSWORD_RULES = [
  { required: true, min: STAFF_LIMITS.passwordMin, message: STAFF_MSG.passwordMin },
  { max: STAFF_LIMITS.passwordMax, message: STAFF_MSG.passwordMax },
];

interface StaffFormValues extends AlertValues {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
  disabled: boolean;
}

/**
 * Add a staff member, or edit one's name, role and state (owners only); on the owner's own row
 * also where their new-order alerts go.
 */
function StaffFormModal({
  open,
  member,
  onClose,
}: {
  open: boolean;
  member: StaffMember | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<StaffFormValues>();
  const [create, created] = useCreateStaffMutation();
  const [update, updated] = useUpdateStaffMutation();
  const [updateMe, updatedMe] = useUpdateMeMutation();
  const me = useStaffMeQuery().data;
  const own = member !== null && member.id === me?.id;
  const feedback = useFeedback();
  const creating = member === null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      member
        ? {
            displayName: member.displayName,
            role: member.role,
            disabled: member.disabled,
            ...alertValues(member),
          }
        : {
            username: '',
            displayName: '',
            role: 'agent',
            password: '',
            disabled: false,
          },
    );
  }, [open, member, form]);

  async function onFinish(values: StaffFormValues) {
    try {
      if (member) {
        await update({
          id: member.id,
          body: {
            displayName: values.displayName.trim(),
            role: values.role,
            disabled: values.disabled,
          },
        }).unwrap();
        // One's own alert details are the account's to set (PATCH /api/admin/me).
        if (own) await updateMe(alertBody(values)).unwrap();
        feedback.success(STAFF_TEXT.updated);
      } else {
        await create({
          username: values.username.trim(),
          displayName: values.displayName.trim() || undefined,
          role: values.role,
          password: values.password,
        }).unwrap();
        feedback.success(STAFF_TEXT.created);
      }
      onClose();
    } catch (error) {
      feedback.error(error, creating ? STAFF_TEXT.failedCreate : STAFF_TEXT.failedUpdate);
    }
  }

  return (
    <FormDialog
      open={open}
      title={creating ? STAFF_TEXT.addStaff : STAFF_TEXT.editStaff}
      saving={created.isLoading || updated.isLoading || updatedMe.isLoading}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<StaffFormValues>
        name="staff"
        form={form}
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
      >
        {creating && (
          <Form.Item
            label={STAFF_TEXT.fieldUsername}
            name="username"
            rules={[
              {
                required: true,
                pattern: /^\s*[A-Za-z0-9._@-]{3,64}\s*$/,
                message: STAFF_MSG.usernameInvalid,
              },
            ]}
          >
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          label={STAFF_TEXT.fieldDisplayName}
          name="displayName"
          rules={[{ max: STAFF_LIMITS.displayNameMax, message: STAFF_MSG.displayNameMax }]}
        >
          <Input maxLength={STAFF_LIMITS.displayNameMax} />
        </Form.Item>
        <Form.Item
          label={STAFF_TEXT.fieldRole}
          name="role"
          rules={[{ required: true, message: STAFF_MSG.roleInvalid }]}
          extra={creating ? undefined : STAFF_TEXT.roleHint}
        >
          <Select<StaffRole> options={ROLE_OPTIONS} />
        </Form.Item>
        {creating ? (
          <Form.Item label={STAFF_TEXT.fieldPassword} name="password" rules={PASSWORD_RULES}>
            <Input.Password autoComplete="new-password" maxLength={STAFF_LIMITS.passwordMax} />
          </Form.Item>
        ) : (
          <Form.Item label={STAFF_TEXT.fieldDisabled} name="disabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        {own && <AlertFields />}
      </Form>
    </FormDialog>
  );
}

/** Sets a staff member's password; every session of the account ends. */
function PasswordModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const [setPassword, { isLoading }] = useSetStaffPasswordMutation();
  const feedback = useFeedback();

  useEffect(() => {
    if (member) form.resetFields();
  }, [member, form]);

  async function onFinish({ password }: { password: string }) {
    if (!member) return;
    try {
      await setPassword({ id: member.id, password }).unwrap();
      feedback.success(STAFF_TEXT.passwordSet);
      onClose();
    } catch (error) {
      feedback.error(error, STAFF_TEXT.failedPassword);
    }
  }

  return (
    <FormDialog
      open={member !== null}
      title={STAFF_TEXT.setPasswordTitle(member?.displayName ?? '')}
      saving={isLoading}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{STAFF_TEXT.setPasswordHint}</Typography.Paragraph>
      <Form<{ password: string }>
        name="staffPassword"
        form={form}
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
      >
        <Form.Item label={STAFF_TEXT.fieldPassword} name="password" rules={PASSWORD_RULES}>
          <Input.Password autoComplete="new-password" maxLength={STAFF_LIMITS.passwordMax} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** /admin/staff (owners): staff accounts, their roles and state. A 409 shows as the Error toast. */
export function StaffPage() {
  const staff = useStaffListQuery();
  const dialog = useEditDialog<StaffMember>();
  const [passwordFor, setPasswordFor] = useState<StaffMember | null>(null);

  const columns: TableColumnsType<StaffMember> = [
    {
      title: STAFF_TEXT.colDisplayName,
      dataIndex: 'displayName',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: STAFF_TEXT.colUsername,
      dataIndex: 'username',
      render: (username: string) => <Typography.Text code>{username}</Typography.Text>,
    },
    {
      title: STAFF_TEXT.colRole,
      dataIndex: 'role',
      render: (role: StaffRole) => STAFF_TEXT.roles[role],
    },
    {
      title: STAFF_TEXT.colState,
      dataIndex: 'disabled',
      render: (disabled: boolean) =>
        disabled ? <Tag>{STAFF_TEXT.disabled}</Tag> : <Tag color="green">{STAFF_TEXT.active}</Tag>,
    },
    {
      title: STAFF_TEXT.colAlerts,
      key: 'alerts',
      render: (_v, m) =>
        m.newOrderAlerts ? (
          <span>
            {STAFF_TEXT.on}
            {[m.email, m.whatsapp].filter(Boolean).map((to) => (
              <Typography.Text key={to} type="secondary" className="admin-staff-alert-to">
                {to}
              </Typography.Text>
            ))}
          </span>
        ) : (
          STAFF_TEXT.off
        ),
    },
    {
      title: STAFF_TEXT.colTwoFactor,
      dataIndex: 'twoFactor',
      render: (on: boolean) => (on ? STAFF_TEXT.on : STAFF_TEXT.off),
    },
    {
      title: ADMIN_TEXT.colActions,
      key: 'actions',
      width: 120,
      render: (_v, m) => (
        <Space>
          <Button
            icon={<EditOutlined />}
            aria-label={`${ADMIN_TEXT.edit} ${m.username}`}
            title={ADMIN_TEXT.edit}
            onClick={() => dialog.show(m)}
          />
          <Button
            icon={<KeyOutlined />}
            aria-label={`${STAFF_TEXT.setPassword} ${m.username}`}
            title={STAFF_TEXT.setPassword}
            onClick={() => setPasswordFor(m)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={STAFF_TEXT.staffTitle}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.show(null)}>
            {STAFF_TEXT.addStaff}
          </Button>
        }
      />
      <Card>
        <Table<StaffMember>
          rowKey="id"
          columns={columns}
          dataSource={staff.data?.staff ?? []}
          loading={staff.isFetching}
          pagination={false}
          locale={{
            emptyText: (
              <Empty description={staff.isError ? ADMIN_TEXT.loadFailed : STAFF_TEXT.noStaff} />
            ),
          }}
        />
      </Card>
      <StaffFormModal open={dialog.open} member={dialog.editing} onClose={dialog.close} />
      <PasswordModal member={passwordFor} onClose={() => setPasswordFor(null)} />
    </>
  );
}
