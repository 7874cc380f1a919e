import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  apiFilter,
  filtersFromSearch,
  searchFromFilters,
  useOrderFilters,
} from './useOrderFilters';

const EMPTY = {
  q: '',
  status: [],
  city: [],
  courier: [],
  from: undefined,
  to: undefined,
  sort: 'newest',
  page: 1,
};

describe('the orders filters in the URL', () => {
  it('reads every filter and drops what is not one', () => {
    const search = new URLSearchParams(
      'q=+050 123 &status=PENDING,LOST,CONFIRMED&city=Dubai,Paris&courier=Ravi,,Omar&from=2026-03-01&to=tomorrow&sort=total&page=3',
    );
    expect(filtersFromSearch(search)).toEqual({
      q: '050 123',
      status: ['PENDING', 'CONFIRMED'],
      city: ['Dubai'],
      courier: ['Ravi', 'Omar'],
      from: '2026-03-01',
      to: undefined,
      sort: 'total',
      page: 3,
    });
    expect(filtersFromSearch(new URLSearchParams('sort=cheap&page=-2'))).toEqual(EMPTY);
  });

  it('writes only what is set, and reads back the same filters', () => {
    expect(searchFromFilters({ ...EMPTY, sort: 'newest' }).toString()).toBe('');
    const filters = {
      ...EMPTY,
      q: 'mariam',
      status: ['PENDING' as const, 'CONFIRMED' as const],
      city: ['Ajman' as const],
      from: '2026-03-01',
      to: '2026-03-10',
      sort: 'oldest' as const,
      page: 2,
    };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      'q=mariam&status=PENDING%2CCONFIRMED&city=Ajman&from=2026-03-01&to=2026-03-10&sort=oldest&page=2',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    // A bulk action's filter: no page, no sort.
    expect(apiFilter(filters)).toEqual({
      q: 'mariam',
      status: 'PENDING,CONFIRMED',
      city: 'Ajman',
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });

  it('a change goes back to page 1 and keeps the other filters and the phone', () => {
    let location = '';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/admin/orders?status=PENDING&page=4&phone=%2B971501234567']}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        location = useLocation().search;
        return useOrderFilters();
      },
      { wrapper },
    );
    expect(result.current[0]).toMatchObject({ status: ['PENDING'], page: 4 });
    act(() => result.current[1]({ q: 'haddad' }));
    expect(result.current[0]).toMatchObject({ q: 'haddad', status: ['PENDING'], page: 1 });
    expect(new URLSearchParams(location).get('phone')).toBe('+971501234567');
    act(() => result.current[1]({ page: 2 }));
    expect(result.current[0].page).toBe(2);
    expect(location).toContain('page=2');
  });
});
