/** The overtime API (SPEC 7 "Overtime"): the generic request client plus the kind's own reads. */
import type {
  ApprovalCandidates,
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
  TimesheetRequests,
} from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import { requestClient, standardPaths, toQuery, useQueryRead } from '../requests/client';
import { api } from './http';
import { queryKeys } from './queryKeys';

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

const base = '/overtime-requests';

export interface OvertimeTypes {
  item: OvertimeItem;
  list: OvertimeList;
  approvalList: OvertimeApprovalList;
  listFilters: OvertimeListFilters;
  approvalFilters: OvertimeApprovalFilters;
  one: { overTimeRequest: OvertimeItem };
  showApproval: OvertimeShowApproval;
  edit: OvertimeEdit;
  input: OvertimeInput;
  decision: { status: number; comment: string | null };
}

export const overtimeApi = requestClient<OvertimeTypes>({
  root: queryKeys.overtime,
  labels: OVERTIME_LABELS,
  // An approved overtime request changes the dashboard's request totals.
  alsoInvalidate: [['timesheets', 'total-requests']],
  paths: standardPaths(base),
});

/** Administrators: the requests of all employees (403 for anyone else; the route gate hides it). */
export function useTimesheetRequests(filters: TimesheetRequestFilters, page: number, perPage: number) {
  return useQueryRead<TimesheetRequests>(
    queryKeys.timesheetRequests,
    '/timesheets/requests',
    toQuery(filters, page, perPage),
  );
}

export function useOvertimeProjects(enabled = true) {
  return useQuery({
    queryKey: queryKeys.overtimeProjects,
    queryFn: ({ signal }) => api.get<{ projects: IdName[] }>(`${base}/get-project-employee`, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Approver candidates of a project (null: no project, the superiors). */
export function fetchApprovalCandidates(projectId: number | null): Promise<ApprovalCandidates> {
  return api.get<ApprovalCandidates>(`${base}/get-approval-person`, {
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
