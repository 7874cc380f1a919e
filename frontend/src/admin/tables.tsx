import { Empty, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { ReactNode } from 'react';
import { LIMITS } from '@freakdrop/contract';
import { ADMIN_TEXT } from './texts';

/** An admin table's pager: a page of LIMITS.adminPageSize rows from the server, hidden for one page. */
function pagedTable(page: number, total: number, onChange: (page: number) => void) {
  return {
    current: page,
    pageSize: LIMITS.adminPageSize,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange,
  };
}

/**
 * A table the server pages (rows keyed by id): while a page loads it spins; with no rows it
 * says the list failed to load, or else shows `empty`.
 */
export function PagedTable<Row extends { id: string }>({
  columns,
  query,
  rows,
  pager: [page, onPage],
  scrollX,
  empty,
  rowSelection,
}: {
  columns: TableColumnsType<Row>;
  /** The list's query: its `data.total` counts every row, `rows` are this page's. */
  query: { data?: { total: number }; isFetching: boolean; isError: boolean };
  rows: Row[] | undefined;
  /** The page shown and how to show another, as useState gives them. */
  pager: [number, (page: number) => void];
  scrollX: number;
  empty: ReactNode;
  /** Checkboxes to pick rows (bulk actions). */
  rowSelection?: TableProps<Row>['rowSelection'];
}) {
  return (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={rows ?? []}
      loading={query.isFetching}
      scroll={{ x: scrollX }}
      rowSelection={rowSelection}
      pagination={pagedTable(page, query.data?.total ?? 0, onPage)}
      locale={{
        emptyText: query.isError ? <Empty description={ADMIN_TEXT.loadFailed} /> : empty,
      }}
    />
  );
}
