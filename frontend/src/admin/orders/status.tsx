import { Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { OrderStatus } from '@freakdrop/contract';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, MSG, STATUS_PERMISSION } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { useAdminUpdateOrderStatusMutation } from '../adminApi';
import { useFeedback } from '../feedback';
import { useCourierPrompt } from './CourierPrompt';
import { useCan } from '../staff/usePermissions';
import { CancelOrderDialog } from '../confirmation/CancelOrderDialog';

export const STATUS_COLORS: Record<OrderStatus, string> = {
  PENDING: 'gold',
  CONFIRMED: 'blue',
  OUT_FOR_DELIVERY: 'purple',
  DELIVERED: 'green',
  CANCELLED: 'red',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}

const options = ORDER_STATUSES.map((s) => ({
  value: s,
  label: <StatusTag status={s} />,
  // Typing or reading the option by its spec label.
  title: ORDER_STATUS_LABELS[s],
}));

/**
 * The inline status dropdown: any status the role may set (contract STATUS_PERMISSION) may be
 * chosen, and it saves at once; the others show disabled.
 * A 409 (a cancelled order reactivated without stock) shows as the Error toast.
 * With `cancelWithReason`, Cancelled asks why first (the confirmation desk's dialog: a reason
 * and an optional note, kept in the order's history).
 */
export function StatusSelect({
  orderId,
  orderNumber,
  status,
  cancelWithReason = false,
}: {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  cancelWithReason?: boolean;
}) {
  const [update, { isLoading }] = useAdminUpdateOrderStatusMutation();
  const feedback = useFeedback();
  const courierPrompt = useCourierPrompt();
  const can = useCan();
  const [cancelling, setCancelling] = useState(false);
  // One object while the dialog is open: the dialog clears its form when `order` changes.
  const cancelled = useMemo(
    () => (cancelling ? { id: orderId, orderNumber } : null),
    [cancelling, orderId, orderNumber],
  );

  async function onChange(next: OrderStatus) {
    if (next === status) return;
    if (next === 'CANCELLED' && cancelWithReason) {
      setCancelling(true);
      return;
    }
    const courier = next === 'OUT_FOR_DELIVERY' ? await courierPrompt.ask(orderNumber) : undefined;
    if (courier === false) return;
    try {
      await update({ id: orderId, status: next, courier }).unwrap();
      feedback.success(ADMIN_TEXT.orderUpdated);
    } catch (error) {
      feedback.error(error, MSG.failedUpdateOrderStatus);
    }
  }

  return (
    <>
      {courierPrompt.prompt}
      {cancelWithReason && (
        <CancelOrderDialog order={cancelled} onClose={() => setCancelling(false)} />
      )}
      <Select<OrderStatus>
        value={status}
        onChange={(v) => void onChange(v)}
        loading={isLoading}
        disabled={isLoading}
        options={options.map((o) => ({ ...o, disabled: !can(STATUS_PERMISSION[o.value]) }))}
        aria-label={`Status of order ${orderNumber}`}
        style={{ minWidth: 150 }}
        popupMatchSelectWidth={false}
      />
    </>
  );
}
