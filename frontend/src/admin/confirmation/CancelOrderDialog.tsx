import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import type { StatusReason } from '@freakdrop/contract';
import type { Order } from '../../api/types';
import {
  CONFIRMATION_LIMITS,
  MSG,
  STATUS_REASON_LABELS,
  STATUS_REASONS,
} from '@freakdrop/contract';
import { useFeedback } from '../feedback';
import { useAdminChangeOrderStatusMutation } from './confirmationApi';
import { CONFIRM_TEXT } from './texts';

interface CancelValues {
  reason?: StatusReason;
  note?: string;
}

const reasonOptions = STATUS_REASONS.map((r) => ({ value: r, label: STATUS_REASON_LABELS[r] }));

/** Cancels an order with a reason (required here) and an optional note. */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: Pick<Order, 'id' | 'orderNumber'> | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<CancelValues>();
  const [change, { isLoading }] = useAdminChangeOrderStatusMutation();
  const feedback = useFeedback();

  useEffect(() => {
    if (order) form.resetFields();
  }, [order, form]);

  async function onFinish(values: CancelValues) {
    if (!order || !values.reason) return;
    try {
      const note = values.note?.trim();
      await change({
        id: order.id,
        status: 'CANCELLED',
        reason: values.reason,
        ...(note ? { note } : {}),
      }).unwrap();
      feedback.success(CONFIRM_TEXT.cancelled);
      onClose();
    } catch (error) {
      feedback.error(error, MSG.failedUpdateOrderStatus);
    }
  }

  return (
    <Modal
      open={order !== null}
      title={order ? CONFIRM_TEXT.cancelTitle(order.orderNumber) : CONFIRM_TEXT.cancel}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={CONFIRM_TEXT.cancelOrder}
      okButtonProps={{ danger: true }}
      cancelText={CONFIRM_TEXT.keepOrder}
      confirmLoading={isLoading}
      forceRender
    >
      <Form<CancelValues> form={form} layout="vertical" onFinish={(v) => void onFinish(v)}>
        <Form.Item
          label={CONFIRM_TEXT.reason}
          name="reason"
          rules={[{ required: true, message: CONFIRM_TEXT.reasonRequired }]}
        >
          <Select<StatusReason> options={reasonOptions} aria-label={CONFIRM_TEXT.reason} />
        </Form.Item>
        <Form.Item label={CONFIRM_TEXT.note} name="note">
          <Input.TextArea
            rows={3}
            maxLength={CONFIRMATION_LIMITS.statusNoteMax}
            showCount
            aria-label={CONFIRM_TEXT.note}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
