import { StopOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Descriptions, Divider, Flex, Popconfirm, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { ShopLink } from '../../components/ShopLink';
import type { Order, OrderStatusChange } from '../../api/types';
import { STATUS_REASON_LABELS } from '@freakdrop/contract';
import { formatUaePhone } from '../../components/format';
import { useFeedback } from '../feedback';
import { useAdminBlockPhoneMutation, useAdminUnblockPhoneMutation } from './confirmationApi';
import { CONFIRM_TEXT } from './texts';

/** The admin orders list filtered to one customer. */
export function customerOrdersPath(phone: string): string {
  return `/admin/orders?phone=${encodeURIComponent(phone)}`;
}

/** Why and by whom, after a status history entry (nothing for a change without them). */
export function StatusChangeDetails({ change }: { change: OrderStatusChange }) {
  if (!change.reason && !change.note && !change.by) return null;
  return (
    <span className="admin-status-change-details">
      {change.reason && (
        <>
          {' · '}
          <Tag>{STATUS_REASON_LABELS[change.reason]}</Tag>
        </>
      )}
      {change.by && (
        <Typography.Text type="secondary"> {CONFIRM_TEXT.by(change.by)}</Typography.Text>
      )}
      {change.note && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {change.note}
        </Typography.Paragraph>
      )}
    </span>
  );
}

/**
 * The order drawer's customer record: counts, a link to their orders, block / unblock.
 * `columns`: how many counts a row holds (a narrow column of a page wants fewer).
 */
export function CustomerPanel({
  order,
  onNavigate,
  columns = { xs: 2, md: 4 },
}: {
  order: Order;
  onNavigate?: () => void;
  columns?: DescriptionsProps['column'];
}) {
  const history = order.customer;
  const feedback = useFeedback();
  const [block] = useAdminBlockPhoneMutation();
  const [unblock] = useAdminUnblockPhoneMutation();
  if (!history) return null;
  const phone = formatUaePhone(order.phone);

  async function onBlock() {
    try {
      await block({ phone: order.phone }).unwrap();
      feedback.success(CONFIRM_TEXT.numberBlocked);
    } catch (error) {
      feedback.error(error, CONFIRM_TEXT.blockFailed);
    }
  }

  async function onUnblock() {
    try {
      await unblock(order.phone).unwrap();
      feedback.success(CONFIRM_TEXT.numberUnblocked);
    } catch (error) {
      feedback.error(error, CONFIRM_TEXT.blockFailed);
    }
  }

  return (
    <>
      <Divider titlePlacement="start">{CONFIRM_TEXT.customerHistory}</Divider>
      <Descriptions
        size="small"
        bordered
        column={columns}
        items={[
          { key: 'orders', label: CONFIRM_TEXT.orders, children: history.orderCount },
          { key: 'delivered', label: CONFIRM_TEXT.delivered, children: history.deliveredCount },
          {
            key: 'cancelled',
            label: CONFIRM_TEXT.cancelledCount,
            children: history.cancelledCount,
          },
          { key: 'refused', label: CONFIRM_TEXT.refused, children: history.refusedCount },
        ]}
      />
      <Flex gap={12} align="center" wrap style={{ marginTop: 12 }}>
        <ShopLink to={customerOrdersPath(order.phone)} onClick={onNavigate}>
          {CONFIRM_TEXT.seeOrders}
        </ShopLink>
        {history.blocked ? (
          <>
            <Tag color="red">{CONFIRM_TEXT.blocked}</Tag>
            <Button icon={<UnlockOutlined />} onClick={() => void onUnblock()}>
              {CONFIRM_TEXT.unblockNumber}
            </Button>
          </>
        ) : (
          <Popconfirm
            title={CONFIRM_TEXT.blockQuestion(phone)}
            okText={CONFIRM_TEXT.block}
            okButtonProps={{ danger: true }}
            cancelText={CONFIRM_TEXT.dontBlock}
            onConfirm={() => onBlock()}
          >
            <Button danger icon={<StopOutlined />}>
              {CONFIRM_TEXT.blockNumber}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </>
  );
}
