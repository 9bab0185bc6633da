/** The overtime API (SPEC 7 "Overtime"): lists, detail, create / edit / delete, approval. */
import type {
  ApprovalCandidates,
  BulkResult,
  IdName,
  OvertimeApprovalFilters,
  OvertimeApprovalList,
  OvertimeEdit,
  OvertimeInput,
  OvertimeItem,
  OvertimeList,
  OvertimeListFilters,
  OvertimeShowApproval,
  TimesheetRequestFilters,
  TimesheetRequestItem,
  TimesheetRequests,
} from '@staffhub/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { ApiError, api } from './http';
import { queryKeys } from './queryKeys';

// The answers' types are inferred from the schemas the server serializes with (packages/domain).
export type {
  ApprovalCandidates,
  IdName,
  OvertimeApprovalFilters,
  OvertimeInput,
  OvertimeItem,
  OvertimeListFilters,
  TimesheetRequestFilters,
  TimesheetRequestItem,
};

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
    queryFn: ({ signal }) => api.get<OvertimeList>('/overtime-requests', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOvertimeApprovalList(filters: OvertimeApprovalFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.overtimeApprovalList(query),
    queryFn: ({ signal }) => api.get<OvertimeApprovalList>('/overtime-requests/approval', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Administrators: the requests of all employees (403 for anyone else; the route gate hides it). */
export function useTimesheetRequests(filters: TimesheetRequestFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.timesheetRequests(query),
    queryFn: ({ signal }) => api.get<TimesheetRequests>('/timesheets/requests', { query, signal }),
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
      api.get<OvertimeShowApproval>(`/overtime-requests/show-approval/${id}`, {
        signal,
        stayOnPage: options.inPanel,
      }),
    enabled: id !== null && id > 0,
  });
}

export function useOvertimeEdit(id: number | null) {
  return useQuery({
    queryKey: queryKeys.overtimeEdit(id ?? 0),
    queryFn: ({ signal }) => api.get<OvertimeEdit>(`/overtime-requests/${id}/edit`, { signal }),
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
  return api.post<BulkResult>('/overtime-requests/approve/list-request', {
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
