/**
 * The remote-work API (docs/api-corrections-remote.md "Remote"): my list, the approval list, the
 * administrators' list, create / edit / delete, and the approval decision.
 */
import type {
  ApprovalCandidates,
  IdName,
  RemoteApprovalFilters,
  RemoteCreateData,
  RemoteEditData,
  RemoteEmployee,
  RemoteInput,
  RemoteItem,
  RemoteList,
  RemoteListFilters,
  RemoteManage,
  RemoteManageFilters,
  RemoteShowApproval,
} from '@staffhub/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { api } from './http';
import { queryKeys } from './queryKeys';

// The answers' types are inferred from the schemas the server serializes with (packages/domain).
export type {
  IdName,
  RemoteApprovalFilters,
  RemoteCreateData,
  RemoteEditData,
  RemoteEmployee,
  RemoteInput,
  RemoteItem,
  RemoteListFilters,
  RemoteManageFilters,
  RemoteShowApproval,
};
/** Approver 1 and 2 candidates (level 2 empty: approver 2 is hidden and sent as null). */
export type RemoteCandidates = ApprovalCandidates;
export type RemoteListResponse = RemoteList;
export type RemoteManageResponse = RemoteManage;

export type RemoteDecision = 2 | 3;

/** i18n keys of the field labels (validation messages name the field). */
export const REMOTE_LABELS = {
  approve_person_1: 'remote.fields.approve_person_1',
  approve_person_2: 'remote.fields.approve_person_2',
  start_date: 'remote.fields.start_date',
  end_date: 'remote.fields.end_date',
  reason: 'remote.fields.reason',
  /** `params.other` of the server's "not before yesterday" error. */
  yesterday: 'remote.fields.yesterday',
};

/** The approval call names its note `reason` too, labelled as the approver's note. */
export const REMOTE_APPROVAL_LABELS = { reason: 'remote.fields.approvalNote' };

function toQuery(filters: object, page: number, perPage: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page, per_page: perPage };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value as string | number;
  }
  return query;
}

export function useRemoteList(filters: RemoteListFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.remoteList(query),
    queryFn: ({ signal }) => api.get<RemoteListResponse>('/remote', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRemoteApprovalList(filters: RemoteApprovalFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.remoteApprovalList(query),
    queryFn: ({ signal }) => api.get<RemoteListResponse>('/remote/approval', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Administrators: every employee's remote requests (403 for anyone else; the route gate hides it). */
export function useRemoteManage(filters: RemoteManageFilters, page: number, perPage: number) {
  const query = toQuery(filters, page, perPage);
  return useQuery({
    queryKey: queryKeys.remoteManage(query),
    queryFn: ({ signal }) => api.get<RemoteManageResponse>('/remote/manage', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The requester, the approver candidates and their defaults of a new request. */
export function useRemoteCreateData() {
  return useQuery({
    queryKey: queryKeys.remoteCreateData,
    queryFn: ({ signal }) => api.get<RemoteCreateData>('/remote/create', { signal }),
    // The form is filled once from this answer; a background refetch must not overwrite edits.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * One request. `inPanel`: read inside the notification drawer, where a 403 / 404 must not take the
 * user away from the page under the drawer.
 */
export function useRemoteDetail(id: number | null, options: { inPanel?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.remoteDetail(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ remoteRequest: RemoteItem }>(`/remote/${id}`, { signal, stayOnPage: options.inPanel }),
    enabled: id !== null && id > 0,
  });
}

export function useRemoteShowApproval(id: number | null, options: { inPanel?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.remoteShowApproval(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<RemoteShowApproval>(`/remote/${id}/show-approval`, { signal, stayOnPage: options.inPanel }),
    enabled: id !== null && id > 0,
  });
}

export function useRemoteEdit(id: number | null) {
  return useQuery({
    queryKey: queryKeys.remoteEdit(id ?? 0),
    // A request that became uneditable answers with an error code: the modal shows it itself.
    queryFn: ({ signal }) => api.get<RemoteEditData>(`/remote/${id}/edit`, { signal, stayOnPage: true }),
    enabled: id !== null && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * Refreshes everything a remote change moves: the remote lists and details, the pending counts, the
 * timesheet rows (`is_remote`) and dashboard totals, the notifications.
 */
export function useInvalidateRemote() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.remote }),
      client.invalidateQueries({ queryKey: queryKeys.counts }),
      client.invalidateQueries({ queryKey: queryKeys.timesheets }),
      client.invalidateQueries({ queryKey: queryKeys.notifications }),
    ]);
}

export function createRemote(body: RemoteInput, form?: FormInstance) {
  return api.post<{ remoteRequest: RemoteItem }>('/remote', body, { form, labels: REMOTE_LABELS });
}

export function updateRemote(id: number, body: RemoteInput, form?: FormInstance) {
  return api.post<{ remoteRequest: RemoteItem }>(`/remote/${id}`, body, { form, labels: REMOTE_LABELS });
}

export function deleteRemote(id: number) {
  return api.delete<{ message: string }>(`/remote/${id}`);
}

/**
 * Approve (2) or reject (3) with the approver's note. Errors are answers, not navigation: not your
 * turn (403) or a vanished request (404) stay on the page with the translated toast.
 */
export function decideRemote(
  id: number,
  body: { status: RemoteDecision; reason: string },
  form?: FormInstance,
) {
  return api.post<{ remoteRequest: RemoteItem }>(`/remote/approve/${id}`, body, {
    form,
    labels: REMOTE_APPROVAL_LABELS,
    stayOnPage: true,
  });
}

export function useDeleteRemote() {
  const invalidate = useInvalidateRemote();
  return useMutation({ mutationFn: deleteRemote, onSuccess: () => void invalidate() });
}
