/**
 * One API client for every request kind (overtime, corrections, remote, leave, short leave): the
 * lists, the detail, the approval view, the edit data, create / update / delete, the decision,
 * cancelling my approval and the bulk approval, each from the kind's paths (a kind lacking a call
 * leaves its path out). The answers' types come from the schemas the server serializes with
 * (packages/domain), passed in as `RequestTypes`.
 */
import type { BulkResult } from '@staffhub/domain';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { ApiError, api } from '../api/http';
import { queryKeys } from '../api/queryKeys';
import type { FieldLabels } from '../api/validation';

/** Who asked, as every kind's request names them. */
export interface Requester {
  employee_code: string;
  name: string;
  position_name?: string | null;
  division_name?: string | null;
}

/** The types of one kind's answers and bodies. */
export interface RequestTypes {
  /**
   * One request as lists and views show it: every kind names who asked and whether its owner may
   * edit it; the kinds that can be deleted say whether it may be.
   */
  item: { employee: Requester; can_edit: boolean; can_delete?: boolean };
  list: object;
  approvalList: object;
  listFilters: object;
  approvalFilters: object;
  /** GET detail: `{ [envelope]: item }`. */
  one: object;
  showApproval: { can_approve: boolean; can_cancel?: boolean };
  edit: object;
  input: unknown;
  /** The decision body (`{status, comment}`, or `{status, reason}` for remote work). */
  decision: { status: number };
}

/**
 * Where a kind's calls go. Paths are the public contract (SPEC 7); they differ between kinds, and
 * the optional ones some kinds lack (short leave: no approval view, delete, cancel or bulk).
 */
export interface RequestPaths {
  list: string;
  approval: string;
  detail: (id: number) => string;
  showApproval?: (id: number) => string;
  /** The edit form's read (the detail's path where the kind has no edit data of its own). */
  edit: (id: number) => string;
  create: string;
  update: (id: number) => string;
  remove?: (id: number) => string;
  decide: (id: number) => string;
  cancel?: (id: number) => string;
  bulk?: string;
}

/**
 * The paths most kinds share under their base (SPEC 7): `base`, `base/approval`, `base/{id}`,
 * `base/show-approval/{id}`, `base/{id}/edit`, `base/approve/{id}`, `base/cancel-approval/{id}`,
 * `base/approve/list-request`; a kind names only where its contract differs.
 */
export function standardPaths(base: string, differs: Partial<RequestPaths> = {}): RequestPaths {
  return {
    list: base,
    approval: `${base}/approval`,
    detail: (id) => `${base}/${id}`,
    showApproval: (id) => `${base}/show-approval/${id}`,
    edit: (id) => `${base}/${id}/edit`,
    create: base,
    update: (id) => `${base}/${id}`,
    remove: (id) => `${base}/${id}`,
    decide: (id) => `${base}/approve/${id}`,
    cancel: (id) => `${base}/cancel-approval/${id}`,
    bulk: `${base}/approve/list-request`,
    ...differs,
  };
}

export interface RequestClientConfig {
  /** The first element of every query key of the kind (`queryKeys.overtime`, ...). */
  root: QueryKey;
  paths: RequestPaths;
  /** i18n keys of the form's fields. */
  labels: FieldLabels;
  /** i18n keys of the decision's fields (default: `labels`). */
  decisionLabels?: FieldLabels;
  /** What else a change moves (timesheet rows, dashboard totals, ...). */
  alsoInvalidate?: readonly QueryKey[];
  /** A request that became uneditable answers its edit data with an error the modal shows itself. */
  editStaysOnPage?: boolean;
  /**
   * The form reports a refused create or update itself (`FormSpec.onError`, e.g. short leave's
   * SPEC 8 sentence): no toast from the client, and a 403 / 404 stays on the page.
   */
  quietWrites?: boolean;
  /** The lists' page parameter (default `page`; short leave's is `current_page`). */
  pageParam?: string;
}

/** The filters that are set, as query parameters. */
export function setFilters(filters: object): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value as string | number;
  }
  return query;
}

/** The query string of a list: page, size and the filters that are set. */
export function toQuery(
  filters: object,
  page: number,
  perPage: number,
  pageParam = 'page',
): Record<string, string | number> {
  return { [pageParam]: page, per_page: perPage, ...setFilters(filters) };
}

/**
 * A read driven by a query string (a list page, a filtered view): keyed by the query, the last
 * answer kept on screen while the next one loads. `stayOnPage`: a 403 / 404 is shown in place.
 */
export function useQueryRead<R>(
  key: (query: Record<string, string | number>) => QueryKey,
  path: string,
  query: Record<string, string | number>,
  options: { enabled?: boolean; stayOnPage?: boolean } = {},
) {
  return useQuery({
    queryKey: key(query),
    queryFn: ({ signal }) => api.get<R>(path, { query, signal, stayOnPage: options.stayOnPage }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}

/** True when an error's toast was suppressed by `stayOnPage` (403 / 404) and must be shown here. */
export function needsOwnToast(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** `inPanel`: read inside the notification drawer, where a 403 / 404 must not leave the page. */
export interface ReadOptions {
  inPanel?: boolean;
}

export function requestClient<T extends RequestTypes>(config: RequestClientConfig) {
  const { root, paths, labels } = config;
  const keys = {
    all: root,
    list: (query: object) => [...root, 'list', query] as const,
    approvalLists: [...root, 'approval-list'] as const,
    approvalList: (query: object) => [...root, 'approval-list', query] as const,
    detail: (id: number) => [...root, 'detail', id] as const,
    showApproval: (id: number) => [...root, 'show-approval', id] as const,
    edit: (id: number) => [...root, 'edit', id] as const,
  };

  function useRead<R>(key: QueryKey, path: string | null, options: ReadOptions) {
    return useQuery({
      queryKey: key,
      queryFn: ({ signal }) => api.get<R>(path as string, { signal, stayOnPage: options.inPanel }),
      enabled: path !== null,
    });
  }

  const valid = (id: number | null): id is number => id !== null && id > 0;

  /** Refreshes everything a change of this kind moves: its screens, the counts, the notifications. */
  function useInvalidate() {
    const client = useQueryClient();
    return () =>
      Promise.all(
        [root, queryKeys.counts, queryKeys.notifications, ...(config.alsoInvalidate ?? [])].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
  }

  const write = (form?: FormInstance) => ({
    form,
    labels,
    ...(config.quietWrites ? { quiet: true, stayOnPage: true } : {}),
  });
  const decisionOptions = (form?: FormInstance) => ({
    form,
    labels: config.decisionLabels ?? labels,
    // Not your turn (403) or a vanished request (404) are answers here, not navigation.
    stayOnPage: true,
  });

  return {
    keys,
    paths,
    labels,
    decisionLabels: config.decisionLabels ?? labels,
    useList: (filters: T['listFilters'], page: number, perPage: number) =>
      useQueryRead<T['list']>(keys.list, paths.list, toQuery(filters, page, perPage, config.pageParam)),
    useApprovalList: (filters: T['approvalFilters'], page: number, perPage: number) =>
      useQueryRead<T['approvalList']>(
        keys.approvalList,
        paths.approval,
        toQuery(filters, page, perPage, config.pageParam),
      ),
    useDetail: (id: number | null, options: ReadOptions = {}) =>
      useRead<T['one']>(keys.detail(id ?? 0), valid(id) ? paths.detail(id) : null, options),
    useShowApproval: (id: number | null, options: ReadOptions = {}) =>
      useRead<T['showApproval']>(
        keys.showApproval(id ?? 0),
        valid(id) && paths.showApproval ? paths.showApproval(id) : null,
        options,
      ),
    useEdit: (id: number | null) =>
      useQuery({
        queryKey: keys.edit(id ?? 0),
        queryFn: ({ signal }) =>
          api.get<T['edit']>(paths.edit(id as number), { signal, stayOnPage: config.editStaysOnPage }),
        enabled: valid(id),
        // The form is filled once from this answer; a background refetch must not overwrite edits.
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 0,
      }),
    useInvalidate,
    create: (body: T['input'], form?: FormInstance) => api.post<T['one']>(paths.create, body, write(form)),
    update: (id: number, body: T['input'], form?: FormInstance) =>
      api.post<T['one']>(paths.update(id), body, write(form)),
    decide: (id: number, body: T['decision'], form?: FormInstance) =>
      api.post<T['one']>(paths.decide(id), body, decisionOptions(form)),
    cancel: paths.cancel
      ? (id: number) =>
          api.post<T['one']>((paths.cancel as (id: number) => string)(id), {}, decisionOptions())
      : undefined,
    bulk: paths.bulk
      ? (ids: number[], comment?: string) =>
          api.post<BulkResult>(paths.bulk as string, { ids, comment: comment || undefined })
      : undefined,
    useDelete() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (id: number) => {
          if (!paths.remove) throw new Error('This kind of request cannot be deleted.');
          return api.delete<{ message: string }>(paths.remove(id));
        },
        onSuccess: () => void invalidate(),
      });
    },
  };
}

export type RequestClient<T extends RequestTypes> = ReturnType<typeof requestClient<T>>;
