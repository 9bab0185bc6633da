import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  filtersFromValues,
  paramsFromQuery,
  queryFromParams,
  valuesFromQuery,
  withFilters,
  withPage,
} from './query';

describe('the project list in the address', () => {
  it('reads valid filters, drops what the API would refuse and keeps the defaults out', () => {
    const query = queryFromParams(
      new URLSearchParams(
        'q=sakura&status=2&customer_id=abc&manager_id=7&perpage=100&page=3&start_date=2026-13-01',
      ),
    );
    expect(query).toEqual({ q: 'sakura', status: 2, manager_id: 7, page: 3, perpage: 100 });
    expect(queryFromParams(new URLSearchParams('status=9&perpage=30'))).toEqual(DEFAULT_QUERY);
    expect(paramsFromQuery(DEFAULT_QUERY).toString()).toBe('');
    expect(paramsFromQuery(query).toString()).toBe('q=sakura&status=2&manager_id=7&page=3&perpage=100');
  });

  it('reads a period given backwards the right way round', () => {
    expect(queryFromParams(new URLSearchParams('start_date=2026-06-30&end_date=2026-01-01'))).toMatchObject({
      start_date: '2026-01-01',
      end_date: '2026-06-30',
    });
  });

  it('turns the filter form into filters and back, the period as one range', () => {
    const filters = filtersFromValues({
      q: '  ',
      status: 1,
      customer_id: null,
      period: ['2026-01-01', null],
    });
    expect(filters).toEqual({ status: 1, start_date: '2026-01-01' });
    expect(valuesFromQuery({ ...DEFAULT_QUERY, ...filters })).toEqual({
      q: null,
      status: 1,
      customer_id: null,
      manager_id: null,
      period: ['2026-01-01', null],
    });
  });

  it('starts a new search and a new page size from page 1', () => {
    const query = { ...DEFAULT_QUERY, page: 4, perpage: 100, q: 'x' };
    expect(withFilters(query, { status: 3 })).toEqual({ status: 3, page: 1, perpage: 100 });
    expect(withPage(query, 5, 100)).toMatchObject({ page: 5, perpage: 100, q: 'x' });
    expect(withPage(query, 5, 200)).toMatchObject({ page: 1, perpage: 200 });
  });
});
