/**
 * The project list's query in the address (pure, tested in node): search, filters, page and page
 * size as URL search params, so a reload, a shared link or Back shows the same list. A value the API
 * would refuse is dropped (the domain's list schema judges each one); the defaults (page 1, the
 * first page size) are left out of the address.
 */
import { PAGE_SIZES, ZProjectListQuery } from '@staffhub/domain';
import type { ProjectListQuery } from '../../api/projects';

export const FILTER_KEYS = ['q', 'status', 'customer_id', 'manager_id', 'start_date', 'end_date'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ProjectFilters = Omit<ProjectListQuery, 'page' | 'perpage'>;

export const DEFAULT_QUERY: ProjectListQuery = { page: 1, perpage: PAGE_SIZES[0] };

const SHAPE = ZProjectListQuery.shape;

function read<K extends keyof typeof SHAPE>(key: K, raw: string | null): ProjectListQuery[K] | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const parsed = SHAPE[key].safeParse(raw);
  return parsed.success ? (parsed.data as ProjectListQuery[K]) : undefined;
}

export function queryFromParams(params: URLSearchParams): ProjectListQuery {
  const query: ProjectListQuery = {
    page: read('page', params.get('page')) ?? DEFAULT_QUERY.page,
    perpage: read('perpage', params.get('perpage')) ?? DEFAULT_QUERY.perpage,
  };
  for (const key of FILTER_KEYS) {
    const value = read(key, params.get(key));
    if (value !== undefined && value !== '') (query as unknown as Record<string, unknown>)[key] = value;
  }
  // A period given backwards is read the right way round.
  if (query.start_date && query.end_date && query.end_date < query.start_date) {
    [query.start_date, query.end_date] = [query.end_date, query.start_date];
  }
  return query;
}

export function paramsFromQuery(query: ProjectListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value));
  }
  if (query.page !== DEFAULT_QUERY.page) params.set('page', String(query.page));
  if (query.perpage !== DEFAULT_QUERY.perpage) params.set('perpage', String(query.perpage));
  return params;
}

/** The filter form's values: the period is one range picker holding `[start, end]` wire dates. */
export interface FilterValues {
  q?: string | null;
  status?: number | null;
  customer_id?: number | null;
  manager_id?: number | null;
  period?: [string | null, string | null] | null;
}

export function filtersFromValues(values: FilterValues): ProjectFilters {
  const filters: ProjectFilters = {};
  const q = values.q?.trim();
  if (q) filters.q = q;
  if (values.status != null) filters.status = values.status;
  if (values.customer_id != null) filters.customer_id = values.customer_id;
  if (values.manager_id != null) filters.manager_id = values.manager_id;
  const [start, end] = values.period ?? [];
  if (start) filters.start_date = start;
  if (end) filters.end_date = end;
  return filters;
}

export function valuesFromQuery(query: ProjectListQuery): FilterValues {
  return {
    q: query.q ?? null,
    status: query.status ?? null,
    customer_id: query.customer_id ?? null,
    manager_id: query.manager_id ?? null,
    period: query.start_date || query.end_date ? [query.start_date ?? null, query.end_date ?? null] : null,
  };
}

/** A new search starts again from page 1 with the same page size. */
export function withFilters(query: ProjectListQuery, filters: ProjectFilters): ProjectListQuery {
  return { ...filters, page: 1, perpage: query.perpage };
}

/** The pager moved: a new size starts again from page 1. */
export function withPage(query: ProjectListQuery, page: number, perPage: number): ProjectListQuery {
  return perPage !== query.perpage ? { ...query, page: 1, perpage: perPage } : { ...query, page };
}
