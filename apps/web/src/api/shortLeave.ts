/**
 * The short-leave API (SPEC 7 "Short leave"): my requests, those assigned to me, the people I may
 * assign, create / edit (PUT, the owner while pending) and an assignee's decision.
 */
import type {
  AssignablePosition,
  ShortLeaveFilters,
  ShortLeaveInput,
  ShortLeaveItem,
  ShortLeaveList,
  ShortLeavePagination,
  ShortLeaveType,
} from '@staffhub/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { api } from './http';
import { queryKeys } from './queryKeys';

// The answers' types are inferred from the schemas the server serializes with (packages/domain).
export type {
  AssignablePosition,
  ShortLeaveFilters,
  ShortLeaveInput,
  ShortLeaveItem,
  ShortLeavePagination,
  ShortLeaveType,
};
export type ShortLeaveListResponse = ShortLeaveList;

/** Which list: my own requests, or those assigned to me. */
export type ShortLeaveScope = 'mine' | 'assigned';

export type ShortLeaveDecision = 2 | 3;

/** i18n keys of the field labels (validation messages name the field). */
export const SHORT_LEAVE_LABELS = {
  request_date: 'shortLeave.fields.request_date',
  leave_type: 'shortLeave.fields.leave_type',
  assigned_staff: 'shortLeave.fields.assigned_staff',
  reason: 'shortLeave.fields.reason',
  time_off: 'shortLeave.fields.time_off',
  comment: 'shortLeave.fields.comment',
};

/** The list query: `current_page` / `per_page` (the server's names) and the non-empty filters. */
export function shortLeaveQuery(
  filters: ShortLeaveFilters,
  page: number,
  perPage: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = { current_page: page, per_page: perPage };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value as string | number;
  }
  return query;
}

export function useShortLeaveList(
  scope: ShortLeaveScope,
  filters: ShortLeaveFilters,
  page: number,
  perPage: number,
) {
  const query = shortLeaveQuery(filters, page, perPage);
  const path = scope === 'assigned' ? '/short-leave-requests/assign' : '/short-leave-requests';
  return useQuery({
    queryKey: queryKeys.shortLeaveList(scope, query),
    queryFn: ({ signal }) => api.get<ShortLeaveListResponse>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAssignablePositions() {
  return useQuery({
    queryKey: queryKeys.shortLeaveAssignable,
    queryFn: ({ signal }) =>
      api.get<{ status: 'success'; data: AssignablePosition[] }>('/get-request-assignable-positions', {
        signal,
      }),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}

/**
 * Refreshes everything a short-leave change moves: the lists, the pending counts (the
 * `requestNoConfirmShortLeave` badge), the timesheets (approved short leave is part of the
 * calculation) and the notifications.
 */
export function useInvalidateShortLeave() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.shortLeave }),
      client.invalidateQueries({ queryKey: queryKeys.counts }),
      client.invalidateQueries({ queryKey: queryKeys.timesheets }),
      client.invalidateQueries({ queryKey: queryKeys.notifications }),
    ]);
}

/**
 * Create. Quiet: the page reports the failure itself (SPEC 8's short-leave message, or the code's
 * own text); 4220 field messages still land on the form.
 */
export function createShortLeave(body: ShortLeaveInput, form?: FormInstance) {
  return api.post<{ status: 'success'; data: ShortLeaveItem }>('/short-leave-requests', body, {
    form,
    labels: SHORT_LEAVE_LABELS,
    quiet: true,
  });
}

/**
 * The owner edits a pending request (fresh assignees). Quiet and on the page: the edit modal
 * reports the refusal itself (a vanished or decided request included).
 */
export function updateShortLeave(id: number, body: ShortLeaveInput, form?: FormInstance) {
  return api.put<{ status: 'success'; data: ShortLeaveItem }>(`/short-leave-requests/${id}`, body, {
    form,
    labels: SHORT_LEAVE_LABELS,
    quiet: true,
    stayOnPage: true,
  });
}

/** An assignee approves (2) or rejects (3, comment required); the first decision settles it. */
export function decideShortLeave(
  id: number,
  body: { status: ShortLeaveDecision; comment: string | null },
  form?: FormInstance,
) {
  return api.post<{ status: 'success'; data: ShortLeaveItem }>(`/short-leave-requests/${id}/approve`, body, {
    form,
    labels: SHORT_LEAVE_LABELS,
    stayOnPage: true,
  });
}
