/**
 * The remote-work API (docs/api-corrections-remote.md "Remote"): my list, the approval list, the
 * administrators' list, create / edit / delete, and the approval decision.
 */
import type {
  ApprovalCandidates,
  RemoteApprovalFilters,
  RemoteCreateData,
  RemoteEditData,
  RemoteInput,
  RemoteItem,
  RemoteList,
  RemoteListFilters,
  RemoteManage,
  RemoteManageFilters,
  RemoteShowApproval,
} from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import { requestClient, standardPaths, toQuery, useQueryRead } from '../requests/client';
import { api } from './http';
import { queryKeys } from './queryKeys';

/** Approver 1 and 2 candidates (level 2 empty: approver 2 is hidden and sent as null). */
export type RemoteCandidates = ApprovalCandidates;
export type RemoteManageResponse = RemoteManage;

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

export interface RemoteTypes {
  item: RemoteItem;
  list: RemoteList;
  approvalList: RemoteList;
  listFilters: RemoteListFilters;
  approvalFilters: RemoteApprovalFilters;
  one: { remoteRequest: RemoteItem };
  showApproval: RemoteShowApproval;
  edit: RemoteEditData;
  input: RemoteInput;
  decision: { status: number; reason: string };
}

export const remoteApi = requestClient<RemoteTypes>({
  root: queryKeys.remote,
  labels: REMOTE_LABELS,
  decisionLabels: REMOTE_APPROVAL_LABELS,
  // A remote day shows on the timesheet rows (`is_remote`) and the dashboard totals.
  alsoInvalidate: [queryKeys.timesheets],
  editStaysOnPage: true,
  // No bulk approval in the contract; the approval view is `/remote/{id}/show-approval`.
  paths: standardPaths('/remote', {
    showApproval: (id) => `/remote/${id}/show-approval`,
    bulk: undefined,
  }),
});

/** Administrators: every employee's remote requests (403 for anyone else; the route gate hides it). */
export function useRemoteManage(filters: RemoteManageFilters, page: number, perPage: number) {
  return useQueryRead<RemoteManage>(
    queryKeys.remoteManage,
    '/remote/manage',
    toQuery(filters, page, perPage),
  );
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
