/**
 * The short-leave API (docs/api-leave.md "Short leave"): the generic request client (mine, those
 * assigned to me, one request, create / edit, an assignee's decision) and the people I may assign.
 */
import type {
  AssignablePositions,
  ShortLeaveDecision,
  ShortLeaveFilters,
  ShortLeaveInput,
  ShortLeaveItem,
  ShortLeaveList,
  ShortLeaveOne,
} from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import { requestClient, standardPaths } from '../requests/client';
import { api } from './http';
import { queryKeys } from './queryKeys';

/** i18n keys of the field labels (validation messages name the field). */
export const SHORT_LEAVE_LABELS = {
  request_date: 'shortLeave.fields.request_date',
  leave_type: 'shortLeave.fields.leave_type',
  assigned_staff: 'shortLeave.fields.assigned_staff',
  reason: 'shortLeave.fields.reason',
  time_off: 'shortLeave.fields.time_off',
  comment: 'shortLeave.fields.comment',
};

const base = '/short-leave-requests';

export interface ShortLeaveTypes {
  item: ShortLeaveItem;
  list: ShortLeaveList;
  approvalList: ShortLeaveList;
  listFilters: ShortLeaveFilters;
  approvalFilters: ShortLeaveFilters;
  one: ShortLeaveOne;
  /** No approval view on the server: the list page builds it from the item (`can_decide`). */
  showApproval: ShortLeaveOne & { can_approve: boolean };
  /** The edit form reads the request itself (GET /short-leave-requests/{id}). */
  edit: ShortLeaveOne;
  input: ShortLeaveInput;
  decision: ShortLeaveDecision;
}

export const shortLeaveApi = requestClient<ShortLeaveTypes>({
  // The assignable people live under the same root: a change refreshes them too.
  root: queryKeys.shortLeave,
  labels: SHORT_LEAVE_LABELS,
  // An approved short leave excuses lateness in the timesheet rows and the dashboard totals.
  alsoInvalidate: [queryKeys.timesheets],
  editStaysOnPage: true,
  // The form reports a refused save itself (SPEC 8: "An error occurred while creating…").
  quietWrites: true,
  pageParam: 'current_page',
  paths: standardPaths(base, {
    approval: `${base}/assign`,
    edit: (id) => `${base}/${id}`,
    decide: (id) => `${base}/${id}/approve`,
    showApproval: undefined,
    remove: undefined,
    cancel: undefined,
    bulk: undefined,
  }),
});

/** Whom I may assign: my project managers and my superiors. */
export function useAssignablePositions() {
  return useQuery({
    queryKey: queryKeys.shortLeaveAssignable,
    queryFn: ({ signal }) => api.get<AssignablePositions>('/get-request-assignable-positions', { signal }),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}
