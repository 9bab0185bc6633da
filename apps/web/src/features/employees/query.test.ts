import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  filtersFromValues,
  filtersOf,
  paramsFromQuery,
  queryFromParams,
  withFilters,
  withPage,
} from './query';

const params = (search: string) => new URLSearchParams(search);

describe('the employees list query in the address', () => {
  it('reads every filter, the page and the size', () => {
    expect(
      queryFromParams(
        params(
          'q=nguyen&company_id=2&division_id=3&foot_id=4&position_id=5&work_type=0&level=3&state=resigned&page=2&per_page=100',
        ),
      ),
    ).toEqual({
      q: 'nguyen',
      company_id: 2,
      division_id: 3,
      foot_id: 4,
      position_id: 5,
      work_type: 0,
      level: 3,
      state: 'resigned',
      page: 2,
      per_page: 100,
    });
  });

  it('starts on page 1 of the first size with no filter', () => {
    expect(queryFromParams(params(''))).toEqual(DEFAULT_QUERY);
    expect(DEFAULT_QUERY).toEqual({ page: 1, per_page: 50 });
  });

  it('drops what the API would refuse, keeping the rest', () => {
    expect(
      queryFromParams(
        params('company_id=9&level=7&work_type=x&state=gone&per_page=30&page=0&q=%20%20&division_id=2'),
      ),
    ).toEqual({ page: 1, per_page: 50, division_id: 2 });
  });

  it('writes only the set filters, and the page and size when they are not the defaults', () => {
    expect(paramsFromQuery({ page: 1, per_page: 50 }).toString()).toBe('');
    expect(
      paramsFromQuery({ page: 3, per_page: 200, q: 'an', work_type: 0, state: 'active' }).toString(),
    ).toBe('q=an&work_type=0&state=active&page=3&per_page=200');
  });

  it('comes back the same from the address (reload, Back)', () => {
    const query = { page: 2, per_page: 100, q: 'lê thị', company_id: 3, level: 1, work_type: 2 };
    expect(queryFromParams(paramsFromQuery(query))).toEqual(query);
  });

  it('turns the filter form into filters: the search trimmed, empty choices left out', () => {
    expect(
      filtersFromValues({ q: '  HN00 ', company_id: null, division_id: undefined, work_type: 0, state: '' }),
    ).toEqual({ q: 'HN00', work_type: 0 });
    expect(filtersFromValues({ q: '   ' })).toEqual({});
  });

  it('goes back to page 1 on a new search or a new size, keeping the size and filters', () => {
    const query = { page: 4, per_page: 100, q: 'a', level: 2 };
    expect(withFilters(query, { state: 'active' })).toEqual({ page: 1, per_page: 100, state: 'active' });
    expect(withPage(query, 5, 100)).toEqual({ ...query, page: 5 });
    expect(withPage(query, 5, 200)).toEqual({ ...query, page: 1, per_page: 200 });
    expect(filtersOf(query)).toEqual({ q: 'a', level: 2 });
  });
});
