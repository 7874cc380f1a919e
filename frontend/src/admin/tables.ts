import { LIMITS } from '@contract';

/** An admin table's pager: a page of LIMITS.adminPageSize rows from the server, hidden for one page. */
export function pagedTable(page: number, total: number, onChange: (page: number) => void) {
  return {
    current: page,
    pageSize: LIMITS.adminPageSize,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange,
  };
}
