/**
 * The sabbatical-leave API (docs/api-leave.md): my requests and those I approve, the form data
 * (approvers, balance, physiological usage), the server's day count, create / edit / delete, the
 * decision, the balance ledger and statistics, the manual adjustment and the team calendar.
 */
import type {
  BulkResult,
  CalendarEntry,
  CalendarPerson,
  IdName,
  LeaveApprovalFilters,
  LeaveApprovalList,
  LeaveBalance,
  LeaveCalculation,
  LeaveCommons,
  LeaveEdit,
  LeaveInput,
  LeaveItem,
  LeaveList,
  LeaveListFilters,
  LeaveMonthStat,
  LeaveShowApproval,
  LeaveSources,
  LeaveSpanQuery,
  LeaveStatistics,
  LedgerAdjust,
  LedgerAll,
  LedgerAllFilters,
  LedgerKind,
  LedgerLineItem,
  LedgerMine,
  PhysiologicalUsage,
  TeamCalendar,
  TeamCalendarQuery,
} from '@staffhub/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { api } from './http';
import { queryKeys } from './queryKeys';

// The answers' types are inferred from the schemas the server serializes with (packages/domain).
export type {
  BulkResult,
  CalendarEntry,
  CalendarPerson,
  IdName,
  LeaveApprovalFilters,
  LeaveBalance,
  LeaveCalculation,
  LeaveCommons,
  LeaveInput,
  LeaveItem,
  LeaveListFilters,
  LeaveMonthStat,
  LeaveShowApproval,
  LeaveSources,
  LeaveSpanQuery,
  LeaveStatistics,
  LedgerAllFilters,
  LedgerKind,
  LedgerLineItem,
  PhysiologicalUsage,
  TeamCalendar,
  TeamCalendarQuery,
};
export type LeaveListResponse = LeaveList;
export type LeaveApprovalListResponse = LeaveApprovalList;
export type LeaveEditResponse = LeaveEdit;
export type LedgerResponse = LedgerMine;

export type LeaveDecision = 2 | 3;

/** i18n keys of the field labels (validation messages name the field). */
export const LEAVE_LABELS = {
  start_date: 'leave.fields.start_date',
  start_time: 'leave.fields.start_time',
  end_date: 'leave.fields.end_date',
  end_time: 'leave.fields.end_time',
  type_reason: 'leave.fields.type_reason',
  reason: 'leave.fields.reason',
  paid_cause: 'leave.fields.paid_cause',
  note: 'leave.fields.note',
  approve_person_1: 'leave.fields.approve_person_1',
  approve_person_2: 'leave.fields.approve_person_2',
  comment: 'leave.fields.comment',
  employee_id: 'leave.fields.employee_id',
  days: 'leave.fields.days',
};

function toQuery(filters: object, page?: number, perPage?: number): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (page !== undefined) query.page = page;
  if (perPage !== undefined) query.per_page = perPage;
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value as string | number;
  }
  return query;
}

export function useLeaveList(filters: LeaveListFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.leaveList(query),
    queryFn: ({ signal }) => api.get<LeaveListResponse>('/sabbatical-leave-request', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLeaveApprovalList(filters: LeaveApprovalFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.leaveApprovalList(query),
    queryFn: ({ signal }) =>
      api.get<LeaveApprovalListResponse>('/sabbatical-leave-request/approval', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The form data of a new request, my balance and this month's physiological usage. */
export function useLeaveCommons(enabled = true) {
  return useQuery({
    queryKey: queryKeys.leaveCommons,
    queryFn: ({ signal }) => api.get<LeaveCommons>('/sabbatical-leave-request/get-commons', { signal }),
    enabled,
  });
}

/**
 * The server's count of a span (weekends and the company's holidays left out). A 422 (times out of
 * office hours, the end before the start) is an answer here: the form shows its own message, so
 * nothing is toasted.
 */
export function useLeaveCalculation(span: LeaveSpanQuery | null) {
  return useQuery({
    queryKey: queryKeys.leaveCalculation(span ? toQuery(span) : {}),
    queryFn: ({ signal }) =>
      api.get<LeaveCalculation>('/sabbatical-leave-request/get-calculate-day-leave', {
        query: { ...span },
        signal,
        quiet: true,
        stayOnPage: true,
      }),
    enabled: span !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * One request. `inPanel`: read inside the notification drawer, where a 403 / 404 must not take the
 * user away from the page under the drawer.
 */
export function useLeaveDetail(id: number | null, options: { inPanel?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.leaveDetail(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ sabbaticalLeaveRequest: LeaveItem }>(`/sabbatical-leave-request/show/${id}`, {
        signal,
        stayOnPage: options.inPanel,
      }),
    enabled: id !== null && id > 0,
  });
}

export function useLeaveShowApproval(id: number | null, options: { inPanel?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.leaveShowApproval(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<LeaveShowApproval>(`/sabbatical-leave-request/show-approval/${id}`, {
        signal,
        stayOnPage: options.inPanel,
      }),
    enabled: id !== null && id > 0,
  });
}

export function useLeaveEdit(id: number | null) {
  return useQuery({
    queryKey: queryKeys.leaveEdit(id ?? 0),
    queryFn: ({ signal }) => api.get<LeaveEditResponse>(`/sabbatical-leave-request/${id}/edit`, { signal }),
    enabled: id !== null && id > 0,
    // The form is filled once from this answer; a background refetch must not overwrite edits.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useLeaveBalance() {
  return useQuery({
    queryKey: queryKeys.leaveBalance,
    queryFn: ({ signal }) => api.get<LeaveBalance>('/sabbatical-days-off/get-count', { signal }),
  });
}

export function useLeaveStatistics(year: number) {
  return useQuery({
    queryKey: queryKeys.leaveStatistics(year),
    queryFn: ({ signal }) => api.get<LeaveStatistics>('/sabbatical-days-off', { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLeaveLedger(page: number, perPage: number) {
  const query = toQuery({}, page, perPage);
  return useQuery({
    queryKey: queryKeys.leaveLedger(query),
    queryFn: ({ signal }) => api.get<LedgerResponse>('/sabbatical-log/sabbatical-leave', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** HR and administrators: everybody's ledger (403 for anyone else; the tab is hidden then). */
export function useLeaveLedgerAll(filters: LedgerAllFilters, page: number, perPage: number, enabled = true) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.leaveLedgerAll(query),
    queryFn: ({ signal }) =>
      api.get<LedgerAll>('/sabbatical-log/sabbatical-log-all', {
        query,
        signal,
        stayOnPage: true,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useTeamCalendar(params: TeamCalendarQuery) {
  const query = toQuery(params);
  return useQuery({
    queryKey: queryKeys.teamCalendar(query),
    queryFn: ({ signal }) => api.get<TeamCalendar>('/team-calendar', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Refreshes everything a leave change moves: the leave lists, details, balance, ledger and
 * statistics, the pending counts, the timesheet rows and dashboard totals, the notifications.
 */
export function useInvalidateLeave() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.leave }),
      client.invalidateQueries({ queryKey: queryKeys.counts }),
      client.invalidateQueries({ queryKey: queryKeys.timesheets }),
      client.invalidateQueries({ queryKey: queryKeys.notifications }),
    ]);
}

export function createLeave(body: LeaveInput, form?: FormInstance) {
  return api.post<{ sabbaticalLeaveRequest: LeaveItem }>('/sabbatical-leave-request', body, {
    form,
    labels: LEAVE_LABELS,
  });
}

export function updateLeave(id: number, body: LeaveInput, form?: FormInstance) {
  return api.post<{ sabbaticalLeaveRequest: LeaveItem }>(`/sabbatical-leave-request/update/${id}`, body, {
    form,
    labels: LEAVE_LABELS,
  });
}

export function deleteLeave(id: number) {
  return api.delete<{ message: string }>(`/sabbatical-leave-request/request/${id}`);
}

/**
 * Approve (2) or reject (3, the comment required). Errors are answers, not navigation: not your
 * turn (403) or a vanished request (404) stay on the page with the translated toast.
 */
export function decideLeave(
  id: number,
  body: { status: LeaveDecision; comment: string | null },
  form?: FormInstance,
) {
  return api.post<{ sabbaticalLeaveRequest: LeaveItem }>(`/sabbatical-leave-request/approve/${id}`, body, {
    form,
    labels: LEAVE_LABELS,
    stayOnPage: true,
  });
}

export function bulkApproveLeave(ids: number[], comment?: string) {
  return api.post<BulkResult>('/sabbatical-leave-request/approve/list-request', {
    ids,
    comment: comment || undefined,
  });
}

/** HR and administrators: add or remove days on an employee's balance, with a note. */
export function adjustLeave(body: LedgerAdjust, form?: FormInstance) {
  return api.post<{ line: LedgerLineItem; balance: LeaveBalance }>('/sabbatical-log/adjust', body, {
    form,
    labels: LEAVE_LABELS,
  });
}

export function useDeleteLeave() {
  const invalidate = useInvalidateLeave();
  return useMutation({ mutationFn: deleteLeave, onSuccess: () => void invalidate() });
}
