/**
 * The employees list's query in the address (pure, tested in node): search, filters, page and page
 * size as URL search params, so a reload, a shared link or Back shows the same list. A value the
 * API would refuse is dropped (the domain's list schema judges each one), the defaults (page 1, the
 * first page size) are left out of the address.
 */
import { PAGE_SIZES, ZEmployeeListQuery } from '@staffhub/domain';
import type { EmployeeListQuery } from '../../api/employees';

/** The filters of the list, in the order the address names them. */
export const FILTER_KEYS = [
  'q',
  'company_id',
  'division_id',
  'foot_id',
  'position_id',
  'work_type',
  'level',
  'state',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters alone (the filter form's values). */
export type EmployeeFilters = Omit<EmployeeListQuery, 'page' | 'per_page'>;

export const DEFAULT_QUERY: EmployeeListQuery = { page: 1, per_page: PAGE_SIZES[0] };

const SHAPE = ZEmployeeListQuery.shape;

/** One raw value as the schema reads it, or undefined when it would be refused or is empty. */
function read<K extends keyof typeof SHAPE>(key: K, raw: string | null): EmployeeListQuery[K] | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const parsed = SHAPE[key].safeParse(raw);
  return parsed.success ? (parsed.data as EmployeeListQuery[K]) : undefined;
}

/** The list's query from the address: each valid filter, the page and the size (defaults otherwise). */
export function queryFromParams(params: URLSearchParams): EmployeeListQuery {
  const query: EmployeeListQuery = {
    page: read('page', params.get('page')) ?? DEFAULT_QUERY.page,
    per_page: read('per_page', params.get('per_page')) ?? DEFAULT_QUERY.per_page,
  };
  for (const key of FILTER_KEYS) {
    const value = read(key, params.get(key));
    if (value !== undefined && value !== '') (query as Record<string, unknown>)[key] = value;
  }
  return query;
}

/** The address of a query: the filters that are set, then the page and size when not the defaults. */
export function paramsFromQuery(query: EmployeeListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value));
  }
  if (query.page !== DEFAULT_QUERY.page) params.set('page', String(query.page));
  if (query.per_page !== DEFAULT_QUERY.per_page) params.set('per_page', String(query.per_page));
  return params;
}

/** The filter form's values as filters: the search trimmed, empty choices left out. */
export function filtersFromValues(values: Partial<Record<FilterKey, unknown>>): EmployeeFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean !== '') filters[key] = clean;
  }
  return filters as EmployeeFilters;
}

/** The filters of a query (what the filter form shows and the export sends). */
export function filtersOf(query: EmployeeListQuery): EmployeeFilters {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return filters;
}

/** A new search starts again from page 1 with the same page size. */
export function withFilters(query: EmployeeListQuery, filters: EmployeeFilters): EmployeeListQuery {
  return { ...filters, page: 1, per_page: query.per_page };
}

/** The pager moved: a new size starts again from page 1. */
export function withPage(query: EmployeeListQuery, page: number, perPage: number): EmployeeListQuery {
  return perPage !== query.per_page ? { ...query, page: 1, per_page: perPage } : { ...query, page };
}
