import { PAGE_SIZES } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import { nextPageState, type PageState, tablePagination } from './paging';

const t = (key: string, values: { from: number; to: number; total: number }) =>
  `${key}:${values.from}-${values.to}/${values.total}`;

describe('list paging', () => {
  it('moves to the page asked for while the page size stays', () => {
    expect(nextPageState({ page: 2, perPage: 50 }, 3, 50)).toEqual({ page: 3, perPage: 50 });
  });

  it('goes back to page 1 when the page size changes', () => {
    expect(nextPageState({ page: 4, perPage: 50 }, 4, 100)).toEqual({ page: 1, perPage: 100 });
    expect(nextPageState({ page: 2, perPage: 200 }, 7, 50)).toEqual({ page: 1, perPage: 50 });
  });

  it("shows the server's page, size and total, else the page asked for", () => {
    const asked: PageState = { page: 3, perPage: 100 };
    const loaded = tablePagination(t, { current_page: 2, per_page: 50, total: 120 }, asked, () => {});
    expect([loaded.current, loaded.pageSize, loaded.total]).toEqual([2, 50, 120]);
    const loading = tablePagination(t, undefined, asked, () => {});
    expect([loading.current, loading.pageSize, loading.total]).toEqual([3, 100, 0]);
  });

  it('offers the page sizes and the total range text', () => {
    const pagination = tablePagination(t, undefined, { page: 1, perPage: 50 }, () => {});
    expect(pagination.showSizeChanger).toBe(true);
    expect(pagination.pageSizeOptions).toEqual(PAGE_SIZES.map(String));
    expect(pagination.showTotal?.(120, [51, 100])).toBe('common.totalRange:51-100/120');
  });

  it('reports the next page state through onChange', () => {
    const seen: PageState[] = [];
    const pagination = tablePagination(t, undefined, { page: 2, perPage: 50 }, (next) => seen.push(next));
    pagination.onChange?.(3, 50);
    pagination.onChange?.(3, 200);
    expect(seen).toEqual([
      { page: 3, perPage: 50 },
      { page: 1, perPage: 200 },
    ]);
  });
});
