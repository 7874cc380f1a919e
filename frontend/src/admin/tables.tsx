import { Empty, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { LIMITS } from '@contract';
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
  page: { rows, total },
  query,
  current,
  onPage,
  scrollX,
  empty,
}: {
  columns: TableColumnsType<Row>;
  /** The server's page, undefined until it has answered. */
  page: { rows?: Row[]; total?: number };
  query: { isFetching: boolean; isError: boolean };
  current: number;
  onPage: (page: number) => void;
  scrollX: number;
  empty: ReactNode;
}) {
  return (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={rows ?? []}
      loading={query.isFetching}
      scroll={{ x: scrollX }}
      pagination={pagedTable(current, total ?? 0, onPage)}
      locale={{
        emptyText: query.isError ? <Empty description={ADMIN_TEXT.loadFailed} /> : empty,
      }}
    />
  );
}
