/**
 * The sabbatical-leave API (docs/api-leave.md): the generic request client (my requests and those I
 * approve, detail, create / edit / delete, the decision, cancelling my approval, the bulk approval)
 * plus the kind's own calls: the form data (approvers, balance, physiological usage), the server's
 * day count, the balance, ledgers and statistics, the manual adjustment and the team calendar.
 */
import type {
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
  LeaveShowApproval,
  LeaveSpanQuery,
  LeaveStatistics,
  LeaveSummary,
  LeaveSummaryFilters,
  LedgerAdjust,
  LedgerAll,
  LedgerAllFilters,
  LedgerLineItem,
  LedgerMine,
  TeamCalendar,
  TeamCalendarQuery,
} from '@staffhub/domain';
import { ErrorCode } from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { requestClient, setFilters, standardPaths, toQuery, useQueryRead } from '../requests/client';
import { downloadFile } from './download';
import { api } from './http';
import { queryKeys } from './queryKeys';

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

const base = '/sabbatical-leave-request';

export interface LeaveTypes {
  item: LeaveItem;
  list: LeaveList;
  approvalList: LeaveApprovalList;
  listFilters: LeaveListFilters;
  approvalFilters: LeaveApprovalFilters;
  one: { sabbaticalLeaveRequest: LeaveItem };
  showApproval: LeaveShowApproval;
  edit: LeaveEdit;
  input: LeaveInput;
  /** Approve (2) or reject (3, the comment required). */
  decision: { status: number; comment: string | null };
}

export const leaveApi = requestClient<LeaveTypes>({
  // The balance, ledgers and statistics live under the same root: a change refreshes them too.
  root: queryKeys.leave,
  labels: LEAVE_LABELS,
  // An approved leave shows on the timesheet rows and the dashboard totals.
  alsoInvalidate: [queryKeys.timesheets],
  paths: standardPaths(base, {
    detail: (id) => `${base}/show/${id}`,
    update: (id) => `${base}/update/${id}`,
    remove: (id) => `${base}/request/${id}`,
  }),
});

/** The form data of a new request, my balance and this month's physiological usage. */
export function useLeaveCommons(enabled = true) {
  return useQuery({
    queryKey: queryKeys.leaveCommons,
    queryFn: ({ signal }) => api.get<LeaveCommons>(`${base}/get-commons`, { signal }),
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
    queryKey: queryKeys.leaveCalculation(span ? setFilters(span) : {}),
    queryFn: ({ signal }) =>
      api.get<LeaveCalculation>(`${base}/get-calculate-day-leave`, {
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

export function useLeaveBalance() {
  return useQuery({
    queryKey: queryKeys.leaveBalance,
    queryFn: ({ signal }) => api.get<LeaveBalance>('/sabbatical-days-off/get-count', { signal }),
  });
}

export function useLeaveStatistics(year: number) {
  return useQueryRead<LeaveStatistics>(() => queryKeys.leaveStatistics(year), '/sabbatical-days-off', {
    year,
  });
}

export function useLeaveLedger(page: number, perPage: number) {
  return useQueryRead<LedgerMine>(
    queryKeys.leaveLedger,
    '/sabbatical-log/sabbatical-leave',
    toQuery({}, page, perPage),
  );
}

/** HR and administrators: everybody's ledger (403 for anyone else; the tab is hidden then). */
export function useLeaveLedgerAll(filters: LedgerAllFilters, page: number, perPage: number, enabled = true) {
  return useQueryRead<LedgerAll>(
    queryKeys.leaveLedgerAll,
    '/sabbatical-log/sabbatical-log-all',
    toQuery(filters, page, perPage),
    { enabled, stayOnPage: true },
  );
}

/** HR: one row per person with the days by source, pending and available. */
export function useLeaveSummary(filters: LeaveSummaryFilters, page: number, perPage: number) {
  return useQueryRead<LeaveSummary>(
    queryKeys.leaveSummary,
    '/sabbatical-log/summary',
    toQuery(filters, page, perPage),
    { stayOnPage: true },
  );
}

/** HR: the summary's filtered rows as an XLSX file; resolves with the saved name. */
export function exportLeaveSummary(filters: LeaveSummaryFilters) {
  return downloadFile('/sabbatical-log/summary', {
    query: { ...filters, export: 1 },
    fallbackName: 'leave_balances.xlsx',
  });
}

export function useTeamCalendar(params: TeamCalendarQuery) {
  return useQueryRead<TeamCalendar>(queryKeys.teamCalendar, '/team-calendar', setFilters(params));
}

/** HR and administrators: add or remove days on an employee's balance, with a note. */
export function adjustLeave(body: LedgerAdjust, form?: FormInstance) {
  return api.post<{ line: LedgerLineItem; balance: LeaveBalance }>('/sabbatical-log/adjust', body, {
    form,
    labels: LEAVE_LABELS,
    // Below zero is asked in a confirmation dialog (AdjustForm), not told in a toast.
    handles: [ErrorCode.BALANCE_BELOW_ZERO],
  });
}
