/** Page, page size and filters of a paged list, and the table pagination that drives them. */
import { PAGE_SIZES } from '@staffhub/domain';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The page shown and its size. */
export interface PageState {
  page: number;
  perPage: number;
}

/** What the table's pager reads from a paged result (the server's names). */
export interface PageInfo {
  current_page: number;
  per_page: number;
  total: number;
}

/** The text of "from–to of total" (`common.totalRange`). */
type TotalRange = (key: 'common.totalRange', values: { from: number; to: number; total: number }) => string;

const FIRST_PAGE: PageState = { page: 1, perPage: PAGE_SIZES[0] };

/** The page after the pager moved: a new page size starts again from page 1. */
export function nextPageState(current: PageState, nextPage: number, nextSize: number): PageState {
  return nextSize !== current.perPage
    ? { page: 1, perPage: nextSize }
    : { page: nextPage, perPage: current.perPage };
}

/** The pagination of a list table: the server's page (else the asked one), the sizes and the total text. */
export function tablePagination(
  t: TotalRange,
  result: PageInfo | undefined,
  current: PageState,
  onChange: (next: PageState) => void,
): TablePaginationConfig {
  return {
    current: result?.current_page ?? current.page,
    pageSize: result?.per_page ?? current.perPage,
    total: result?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (total, [from, to]) => t('common.totalRange', { from, to, total }),
    onChange: (nextPage, nextSize) => onChange(nextPageState(current, nextPage, nextSize)),
  };
}

/** The filters and page of a list: new filters go back to page 1; `pagination` feeds the table. */
export function usePaging<F>(initialFilters: F | (() => F)) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<F>(initialFilters);
  const [paging, setPaging] = useState<PageState>(FIRST_PAGE);
  return {
    filters,
    page: paging.page,
    perPage: paging.perPage,
    /** Search with these filters, from page 1. */
    applyFilters: (next: F) => {
      setFilters(next);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    pagination: (result: PageInfo | undefined) => tablePagination(t, result, paging, setPaging),
  };
}
