/**
 * /admin/promotions (owners and managers): discount codes and automatic offers with what each
 * did (redemptions, discount given, revenue of the orders that used it). A promotion orders
 * used can't be deleted (409 PROMOTION_USED): the screen says to switch it off instead.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PromotionListItem } from '../../api/types';
import { formatAED, formatShopDate } from '../../components/format';
import { readApiError } from '../../app/apiError';
import { useConfirm } from '../ConfirmProvider';
import { useFeedback } from '../feedback';
import { PageHeader } from '../PageHeader';
import { RowActions } from '../RowActions';
import { ADMIN_TEXT } from '../texts';
import { useEditDialog } from '../useEditDialog';
import { PromotionFormModal } from './PromotionFormModal';
import { scopeOfPromotion } from './promotionForm';
import {
  useDeletePromotionMutation,
  usePromotionsQuery,
  useUpdatePromotionMutation,
} from './promotionsApi';
import { PROMO_TEXT } from './texts';

const nameOf = (p: PromotionListItem) => p.code ?? PROMO_TEXT.automatic;

function valueText(p: PromotionListItem): string {
  if (p.kind === 'percent') return `${p.value}%`;
  if (p.kind === 'fixed') return formatAED(p.value);
  return '—';
}

function scopeText(p: PromotionListItem): string[] {
  const scope = scopeOfPromotion(p.appliesTo);
  return [
    scope.categoryIds
      ? PROMO_TEXT.scopeCategories(scope.categoryIds.length)
      : scope.productIds
        ? PROMO_TEXT.scopeProducts(scope.productIds.length)
        : PROMO_TEXT.scopeAll,
    p.minSubtotalAED === null ? null : PROMO_TEXT.minSubtotal(formatAED(p.minSubtotalAED)),
    p.excludeSaleItems ? PROMO_TEXT.noSale : null,
    p.combinable ? PROMO_TEXT.combinable : null,
  ].filter((s): s is string => s !== null);
}

function datesText(p: PromotionListItem): string[] {
  if (!p.startsAt && !p.endsAt) return [PROMO_TEXT.always];
  return [
    p.startsAt ? PROMO_TEXT.from(formatShopDate(p.startsAt)) : null,
    p.endsAt ? PROMO_TEXT.until(formatShopDate(p.endsAt)) : null,
  ].filter((s): s is string => s !== null);
}

function limitsText(p: PromotionListItem): string[] {
  const out = [
    p.maxRedemptions === null ? null : PROMO_TEXT.maxUses(p.maxRedemptions),
    p.maxPerPhone === null ? null : PROMO_TEXT.perPhone(p.maxPerPhone),
    p.firstOrderOnly ? PROMO_TEXT.firstOrder : null,
  ].filter((s): s is string => s !== null);
  return out.length ? out : [PROMO_TEXT.noLimit];
}

/** Lines of small text in one cell. */
const Lines = ({ lines }: { lines: string[] }) => (
  <Space direction="vertical" size={0}>
    {lines.map((line) => (
      <Typography.Text key={line}>{line}</Typography.Text>
    ))}
  </Space>
);

export function PromotionsPage() {
  const list = usePromotionsQuery();
  const [update] = useUpdatePromotionMutation();
  const [remove] = useDeletePromotionMutation();
  const feedback = useFeedback();
  const confirm = useConfirm();
  const dialog = useEditDialog<PromotionListItem>();

  async function setActive(p: PromotionListItem, active: boolean) {
    try {
      await update({ id: p.id, body: { active } }).unwrap();
      feedback.success(active ? PROMO_TEXT.activated : PROMO_TEXT.deactivated);
    } catch (error) {
      feedback.error(error, PROMO_TEXT.failedUpdate);
    }
  }

  function confirmDelete(p: PromotionListItem) {
    confirm(PROMO_TEXT.deleteConfirm(nameOf(p)), () =>
      remove(p.id)
        .unwrap()
        .then(
          () => feedback.success(PROMO_TEXT.deleted),
          (error: unknown) => {
            // Orders used it: it stays for their records, switched off instead.
            if (readApiError(error).code === 'PROMOTION_USED') {
              feedback.warning(PROMO_TEXT.usedTitle, PROMO_TEXT.usedBody);
            } else {
              feedback.error(error, PROMO_TEXT.failedDelete);
            }
          },
        ),
    );
  }

  const columns: TableColumnsType<PromotionListItem> = [
    {
      title: PROMO_TEXT.colCode,
      key: 'code',
      fixed: 'left',
      render: (_v, p) =>
        p.code ? (
          <Typography.Text strong code>
            {p.code}
          </Typography.Text>
        ) : (
          <Tag color="purple">{PROMO_TEXT.automatic}</Tag>
        ),
    },
    { title: PROMO_TEXT.colKind, key: 'kind', render: (_v, p) => PROMO_TEXT.kinds[p.kind] },
    { title: PROMO_TEXT.colValue, key: 'value', render: (_v, p) => valueText(p) },
    { title: PROMO_TEXT.colScope, key: 'scope', render: (_v, p) => <Lines lines={scopeText(p)} /> },
    { title: PROMO_TEXT.colDates, key: 'dates', render: (_v, p) => <Lines lines={datesText(p)} /> },
    {
      title: PROMO_TEXT.colLimits,
      key: 'limits',
      render: (_v, p) => <Lines lines={limitsText(p)} />,
    },
    {
      title: PROMO_TEXT.colActive,
      key: 'active',
      render: (_v, p) => (
        <Switch
          checked={p.active}
          aria-label={`${PROMO_TEXT.colActive}: ${nameOf(p)}`}
          onChange={(active) => void setActive(p, active)}
        />
      ),
    },
    { title: PROMO_TEXT.colRedemptions, dataIndex: 'redemptions', align: 'right' },
    {
      title: PROMO_TEXT.colDiscount,
      key: 'discount',
      align: 'right',
      render: (_v, p) => formatAED(p.discountGivenAED),
    },
    {
      title: PROMO_TEXT.colRevenue,
      key: 'revenue',
      align: 'right',
      render: (_v, p) => formatAED(p.revenueAED),
    },
    {
      title: ADMIN_TEXT.colActions,
      key: 'actions',
      width: 120,
      render: (_v, p) => (
        <RowActions
          name={nameOf(p)}
          onEdit={() => dialog.show(p)}
          onDelete={() => confirmDelete(p)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={PROMO_TEXT.title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.show(null)}>
            {PROMO_TEXT.add}
          </Button>
        }
      />
      <Card>
        <Table<PromotionListItem>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.promotions ?? []}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 1200 }}
          locale={{
            emptyText: list.isError ? (
              <Empty description={ADMIN_TEXT.loadFailed} />
            ) : (
              <Empty description={PROMO_TEXT.none}>
                <Button type="primary" onClick={() => dialog.show(null)}>
                  {PROMO_TEXT.addFirst}
                </Button>
              </Empty>
            ),
          }}
        />
      </Card>
      <PromotionFormModal open={dialog.open} promotion={dialog.editing} onClose={dialog.close} />
    </>
  );
}
