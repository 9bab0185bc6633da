/** The overtime API (SPEC 7 "Overtime"): lists, detail, create / edit / delete, approval. */
import type { OvertimeInput, OvertimeItem } from '@staffhub/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { ApiError, api } from './http';
import { queryKeys } from './queryKeys';
import type { Paginated } from './timesheets';

export type { OvertimeInput, OvertimeItem };

export interface IdName {
  id: number;
  name: string;
}

export interface ApprovalCandidates {
  level1: IdName[];
  level2: IdName[];
}

export interface OvertimeListResponse {
  overTimeRequests: Paginated<OvertimeItem>;
  totalOverTimeRequest: number;
  commonProjects: IdName[];
}

export interface OvertimeApprovalListResponse {
  listOverTimeRequest: Paginated<OvertimeItem>;
  totalOverTimeRequest: number;
}

export interface OvertimeEditResponse extends ApprovalCandidates {
  overTimeRequest: OvertimeItem;
  projects: IdName[];
}

export interface ShowApprovalResponse {
  overTimeRequest: OvertimeItem;
  can_approve: boolean;
  my_level: number | null;
}

export interface BulkApproveResponse {
  approved: number[];
  failed: Array<{ id: number; code: number }>;
}

export interface OvertimeListFilters {
  month?: string;
  status?: number;
  sort_column?: 'date' | 'created_at' | 'status';
  sort_by?: 'asc' | 'desc';
}

export interface OvertimeApprovalFilters extends OvertimeListFilters {
  employee_info?: string;
  division_code?: string;
  position_id?: number;
  /** 1 waiting for me, 2 I approved, 3 I rejected. */
  approveStatus?: number;
}

/** Filters of the administrators' list of every employee's requests (GET /timesheets/requests). */
export interface TimesheetRequestFilters {
  /** YYYY-MM-DD, both ends included. */
  start_date?: string;
  end_date?: string;
  company_code?: string;
  division_code?: string;
  foot_code?: string;
  employee_info?: string;
  /** 1 pending, 2 approved, 3 rejected. */
  status?: number;
}

export type TimesheetRequestItem = OvertimeItem & { kind: 'overtime' };

export interface TimesheetRequestsResponse {
  timeSheetRequests: Paginated<TimesheetRequestItem>;
}

/** i18n keys of the form's field labels (validation messages name the field). */
export const OVERTIME_LABELS = {
  project_id: 'fields.project_id',
  date: 'fields.ot_date',
  start_time: 'fields.start_time',
  end_time: 'fields.end_time',
  reason: 'fields.reason',
  note: 'fields.note',
  approve_person_1: 'fields.approve_person_1',
  approve_person_2: 'fields.approve_person_2',
  comment: 'fields.comment',
};

function toQuery(filters: object, page: number, perPage: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page, per_page: perPage };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value as string | number;
  }
  return query;
}

export function useOvertimeList(filters: OvertimeListFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.overtimeList(query),
    queryFn: ({ signal }) => api.get<OvertimeListResponse>('/overtime-requests', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOvertimeApprovalList(filters: OvertimeApprovalFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.overtimeApprovalList(query),
    queryFn: ({ signal }) =>
      api.get<OvertimeApprovalListResponse>('/overtime-requests/approval', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Administrators: the requests of all employees (403 for anyone else; the route gate hides it). */
export function useTimesheetRequests(filters: TimesheetRequestFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.timesheetRequests(query),
    queryFn: ({ signal }) => api.get<TimesheetRequestsResponse>('/timesheets/requests', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One request. `inPanel`: read inside the notification drawer, where a 403 / 404 must not take the
 * user away from the page under the drawer.
 */
export function useOvertimeDetail(id: number | null, options: { inPanel?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.overtimeDetail(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ overTimeRequest: OvertimeItem }>(`/overtime-requests/${id}`, {
        signal,
        stayOnPage: options.inPanel,
      }),
    enabled: id !== null && id > 0,
  });
}

export function useShowApproval(id: number | null, options: { inPanel?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.overtimeShowApproval(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<ShowApprovalResponse>(`/overtime-requests/show-approval/${id}`, {
        signal,
        stayOnPage: options.inPanel,
      }),
    enabled: id !== null && id > 0,
  });
}

export function useOvertimeEdit(id: number | null) {
  return useQuery({
    queryKey: queryKeys.overtimeEdit(id ?? 0),
    queryFn: ({ signal }) => api.get<OvertimeEditResponse>(`/overtime-requests/${id}/edit`, { signal }),
    enabled: id !== null && id > 0,
    // The form is filled once from this answer; a background refetch must not overwrite edits.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useOvertimeProjects(enabled = true) {
  return useQuery({
    queryKey: queryKeys.overtimeProjects,
    queryFn: ({ signal }) =>
      api.get<{ projects: IdName[] }>('/overtime-requests/get-project-employee', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Approver candidates of a project (null: no project, the superiors). */
export function fetchApprovalCandidates(projectId: number | null): Promise<ApprovalCandidates> {
  return api.get<ApprovalCandidates>('/overtime-requests/get-approval-person', {
    query: { project_id: projectId ?? undefined },
  });
}

export function useApprovalCandidates(projectId: number | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.overtimeApprovers(projectId),
    queryFn: () => fetchApprovalCandidates(projectId),
    enabled,
    staleTime: 60_000,
  });
}

/** Refreshes everything an overtime change moves: the lists, details, counts, dashboard totals. */
export function useInvalidateOvertime() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.overtime }),
      client.invalidateQueries({ queryKey: queryKeys.counts }),
      client.invalidateQueries({ queryKey: ['timesheets', 'total-requests'] }),
      client.invalidateQueries({ queryKey: queryKeys.notifications }),
    ]);
}

export function createOvertime(body: OvertimeInput, form?: FormInstance) {
  return api.post<{ overTimeRequest: OvertimeItem }>('/overtime-requests', body, {
    form,
    labels: OVERTIME_LABELS,
  });
}

export function updateOvertime(id: number, body: OvertimeInput, form?: FormInstance) {
  return api.post<{ overTimeRequest: OvertimeItem }>(`/overtime-requests/${id}`, body, {
    form,
    labels: OVERTIME_LABELS,
  });
}

export function deleteOvertime(id: number) {
  return api.delete<{ message: string }>(`/overtime-requests/${id}`);
}

/**
 * Approve (2) or reject (3). The errors of this call are answers, not navigation: 4323 (another
 * approver's turn, 403) and 4292 (404) stay on the page, with the translated toast.
 */
export async function approveOvertime(
  id: number,
  body: { status: 2 | 3; comment: string | null },
  form?: FormInstance,
) {
  return api.post<{ overTimeRequest: OvertimeItem }>(`/overtime-requests/approve/${id}`, body, {
    form,
    labels: OVERTIME_LABELS,
    stayOnPage: true,
  });
}

export function bulkApproveOvertime(ids: number[], comment?: string) {
  return api.post<BulkApproveResponse>('/overtime-requests/approve/list-request', {
    ids,
    comment: comment || undefined,
  });
}

export function useDeleteOvertime() {
  const invalidate = useInvalidateOvertime();
  return useMutation({ mutationFn: deleteOvertime, onSuccess: () => void invalidate() });
}

/** True when an error's toast was suppressed by `stayOnPage` (403 / 404) and must be shown here. */
export function needsOwnToast(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}
