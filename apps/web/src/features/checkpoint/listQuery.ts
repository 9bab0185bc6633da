/**
 * A review list's query in the address (pure, tested in node): period, status, search, page and
 * page size, so a reload, Back or a shared link shows the same list. A status the screen fixes
 * (the PM's results are `done`) is not read from the address.
 */
import { PAGE_SIZES } from '@staffhub/domain';
import type { ReviewListKind, ReviewListParams, ReviewListStatus } from '../../api/checkpoint';

const STATUSES: readonly ReviewListStatus[] = ['waiting', 'done', 'all'];

export interface ListScreen {
  list: ReviewListKind;
  /** The status a new visit shows. */
  defaultStatus: ReviewListStatus;
  /** A status the screen always shows (no status filter then). */
  fixedStatus?: ReviewListStatus;
}

const positive = (raw: string | null): number | undefined => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
};

export function listQueryFromParams(params: URLSearchParams, screen: ListScreen): ReviewListParams {
  const rawStatus = params.get('status') as ReviewListStatus | null;
  const status =
    screen.fixedStatus ?? (rawStatus && STATUSES.includes(rawStatus) ? rawStatus : screen.defaultStatus);
  const perpage = positive(params.get('perpage'));
  const q = params.get('q')?.trim();
  const periodId = positive(params.get('period_id'));
  return {
    list: screen.list,
    status,
    ...(periodId ? { period_id: periodId } : {}),
    ...(q ? { q } : {}),
    page: positive(params.get('page')) ?? 1,
    perpage: perpage && (PAGE_SIZES as readonly number[]).includes(perpage) ? perpage : PAGE_SIZES[0],
  };
}

/** The address's query of a list (defaults left out, so a fresh visit has a clean address). */
export function paramsFromListQuery(query: ReviewListParams, screen: ListScreen): URLSearchParams {
  const params = new URLSearchParams();
  if (query.period_id) params.set('period_id', String(query.period_id));
  if (!screen.fixedStatus && query.status !== screen.defaultStatus) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.perpage !== PAGE_SIZES[0]) params.set('perpage', String(query.perpage));
  return params;
}
