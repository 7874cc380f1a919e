import { Button, Flex, Input, Select } from 'antd';
import { CITIES, ORDER_STATUSES, ORDER_STATUS_LABELS } from '@freakdrop/contract';
import { ORDER_SEARCH_LIMITS } from '@freakdrop/contract/order-search';
import type { City, OrderStatus } from '@freakdrop/contract';
import type { OrderListSort } from '@freakdrop/contract/order-search';
import { ORDERS_LIST_TEXT as T } from './texts';
import { isFiltered } from './useOrderFilters';
import type { OrderFilters } from './useOrderFilters';

const SORTS: { value: OrderListSort; label: string }[] = [
  { value: 'newest', label: T.sortNewest },
  { value: 'oldest', label: T.sortOldest },
  { value: 'total', label: T.sortTotal },
];

/**
 * The orders list's search and filters: a search box (sent on Enter or the button), status
 * chips (several may be on, each with its count), city and courier (several), a date range
 * (two native date fields: a phone's own picker) and the sort. Every change is written to the
 * URL by `onChange` (useOrderFilters).
 */
export function OrdersToolbar({
  filters,
  onChange,
  counts,
  couriers,
}: {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  counts?: Partial<Record<OrderStatus | 'all', number>>;
  couriers: string[];
}) {
  const toggle = (status: OrderStatus, on: boolean) =>
    onChange({
      status: on ? [...filters.status, status] : filters.status.filter((s) => s !== status),
    });

  return (
    <Flex vertical gap={12} className="orders-toolbar">
      <Input.Search
        // A new search in the URL (back/forward, clear filters) starts the box again.
        key={filters.q}
        defaultValue={filters.q}
        onSearch={(value) => onChange({ q: value })}
        placeholder={T.searchPlaceholder}
        aria-label={T.searchLabel}
        maxLength={ORDER_SEARCH_LIMITS.qMax}
        allowClear
        enterButton
        inputMode="search"
      />
      <Flex gap={8} wrap role="group" aria-label={T.statusFilter} className="orders-chips">
        {ORDER_STATUSES.map((status) => {
          const on = filters.status.includes(status);
          const count = counts?.[status];
          return (
            <Button
              key={status}
              shape="round"
              type={on ? 'primary' : 'default'}
              aria-pressed={on}
              onClick={() => toggle(status, !on)}
              className="orders-chip"
            >
              {ORDER_STATUS_LABELS[status]}
              {count !== undefined && <span className="orders-chip-count">{count}</span>}
            </Button>
          );
        })}
      </Flex>
      <Flex gap={8} wrap className="orders-filters">
        <Select<City[]>
          mode="multiple"
          allowClear
          value={filters.city}
          onChange={(city) => onChange({ city })}
          placeholder={T.cityFilter}
          aria-label={T.cityFilter}
          options={CITIES.map((c) => ({ value: c, label: c }))}
          className="orders-filter"
          maxTagCount="responsive"
        />
        {couriers.length > 0 && (
          <Select<string[]>
            mode="multiple"
            allowClear
            value={filters.courier}
            onChange={(courier) => onChange({ courier })}
            placeholder={T.courierFilter}
            aria-label={T.courierFilter}
            options={couriers.map((c) => ({ value: c, label: c }))}
            className="orders-filter"
            maxTagCount="responsive"
          />
        )}
        <label className="orders-date">
          <span>{T.from}</span>
          <Input
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.target.value || undefined })}
            aria-label={T.from}
          />
        </label>
        <label className="orders-date">
          <span>{T.to}</span>
          <Input
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => onChange({ to: e.target.value || undefined })}
            aria-label={T.to}
          />
        </label>
        <Select<OrderListSort>
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
          options={SORTS}
          aria-label={T.sortLabel}
          className="orders-sort"
        />
        {isFiltered(filters) && (
          <Button
            onClick={() =>
              onChange({ q: '', status: [], city: [], courier: [], from: undefined, to: undefined })
            }
          >
            {T.clearFilters}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
