import { z } from 'zod';
import { REASON_MAX_LENGTH } from '../constants';
import { ID_MAX } from '../limits';
import { zPaginated } from './common';
import {
  type ListFilters,
  ZApprovalCandidates,
  ZApproverFilters,
  ZIdName,
  ZRequestListQuery,
} from './requests';
import { ZDate, ZTime } from './timesheets';

/** Overtime request status: 1 pending, 2 approved, 3 rejected. */
export const REQUEST_STATUSES = [1, 2, 3] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Approver entry status: 1 pending, 2 approved, 3 rejected, 4 waiting (shown as pending), 5 offer. */
export const STEP_STATUSES = [1, 2, 3, 4, 5] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** SPEC 5: end after start, the same day (crossing midnight must be split), 00:00-24:00. */
export const ZOvertimeInput = z
  .object({
    project_id: z.number().int().positive().max(ID_MAX).nullable(),
    date: ZDate,
    start_time: ZTime,
    end_time: z.union([ZTime, z.literal('24:00')]),
    reason: z.string().trim().min(1).max(REASON_MAX_LENGTH),
    note: z.string().trim().max(REASON_MAX_LENGTH).nullish(),
    approve_person_1: z.number().int().positive().max(ID_MAX),
    approve_person_2: z.number().int().positive().max(ID_MAX).nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.end_time <= v.start_time) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: 'The end must be after the start, on the same day.',
        params: { rule: 'after', other: 'start_time' },
      });
    }
  });
export type OvertimeInput = z.infer<typeof ZOvertimeInput>;

/** Approve (2) or reject (3); a rejection needs a comment (SPEC 5). */
export const ZApproveInput = z
  .object({
    status: z.union([z.literal(2), z.literal(3)]),
    comment: z.string().trim().max(REASON_MAX_LENGTH).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 3 && !v.comment) {
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: 'A note is needed to reject.',
        params: { rule: 'required' },
      });
    }
  });

export const ZBulkApprove = z.object({
  ids: z.array(z.number().int().positive().max(ID_MAX)).min(1).max(200),
  comment: z.string().trim().max(REASON_MAX_LENGTH).nullish(),
});

export const ZApproverEntry = z.object({
  level: z.number().int(),
  approve_employee_id: z.number().int(),
  approve_name: z.string(),
  /** The approver's photo URL, or null (the default image). */
  approve_avatar: z.string().nullable(),
  approve_status: z.number().int(),
  comment: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** The approver the step was named for, when their delegate decides it (issue #20), else null. */
  on_behalf_of: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The approver it waited on too long before it escalated to this one (issue #20); null otherwise. */
  escalated_from: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const ZOvertimeItem = z.object({
  over_time_request_id: z.number().int(),
  employee_id: z.number().int(),
  employee: z.object({
    id: z.number().int(),
    employee_code: z.string(),
    name: z.string(),
    position_name: z.string().nullable(),
    division_name: z.string().nullable(),
  }),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** Minutes, lunch and 17:30-18:00 deducted. */
  duration: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  status: z.number().int(),
  approve_person_1: ZApproverEntry.nullable(),
  approve_person_2: ZApproverEntry.nullable(),
  approve_person_3: ZApproverEntry.nullable(),
  created_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type OvertimeItem = z.infer<typeof ZOvertimeItem>;

export const OT_WINDOW_DAYS = 7;

export const ZOvertimeListQuery = ZRequestListQuery.extend({
  /** Only my requests on which this employee is an approver. */
  approve_person: z.coerce.number().int().positive().max(ID_MAX).optional(),
  sort_column: z.enum(['date', 'created_at', 'status']).optional(),
});
export const ZOvertimeApprovalQuery = ZOvertimeListQuery.omit({ approve_person: true }).extend(
  ZApproverFilters.pick({ employee_info: true, position_id: true, division_code: true, approveStatus: true })
    .shape,
);
/** Administrators' list of every employee's requests that change timesheets. */
export const ZTimesheetRequestsQuery = ZOvertimeListQuery.omit({ approve_person: true }).extend(
  ZApproverFilters.pick({ employee_info: true, division_code: true, foot_code: true, company_code: true })
    .shape,
);

export const ZOvertimeOne = z.object({ overTimeRequest: ZOvertimeItem });
export const ZOvertimeList = z.object({
  overTimeRequests: zPaginated(ZOvertimeItem),
  totalOverTimeRequest: z.number().int(),
  commonProjects: z.array(ZIdName),
});
export const ZOvertimeApprovalList = z.object({
  listOverTimeRequest: zPaginated(ZOvertimeItem),
  totalOverTimeRequest: z.number().int(),
});
export const ZOvertimeShowApproval = ZOvertimeOne.extend({
  can_approve: z.boolean(),
  /** I approved and no later level has acted: I may cancel my approval. */
  can_cancel: z.boolean(),
  my_level: z.number().int().nullable(),
});
export const ZOvertimeEdit = ZOvertimeOne.extend({ projects: z.array(ZIdName) }).extend(
  ZApprovalCandidates.shape,
);
export const ZTimesheetRequestItem = ZOvertimeItem.extend({ kind: z.literal('overtime') });
export const ZTimesheetRequests = z.object({ timeSheetRequests: zPaginated(ZTimesheetRequestItem) });

export type OvertimeListFilters = ListFilters<typeof ZOvertimeListQuery>;
export type OvertimeApprovalFilters = ListFilters<typeof ZOvertimeApprovalQuery>;
export type TimesheetRequestFilters = ListFilters<typeof ZTimesheetRequestsQuery>;
export type OvertimeList = z.infer<typeof ZOvertimeList>;
export type OvertimeApprovalList = z.infer<typeof ZOvertimeApprovalList>;
export type OvertimeShowApproval = z.infer<typeof ZOvertimeShowApproval>;
export type OvertimeEdit = z.infer<typeof ZOvertimeEdit>;
export type TimesheetRequestItem = z.infer<typeof ZTimesheetRequestItem>;
export type TimesheetRequests = z.infer<typeof ZTimesheetRequests>;
