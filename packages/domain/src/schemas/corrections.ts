import { z } from 'zod';
import { REASON_MAX_LENGTH } from '../constants';
import { ID_MAX } from '../limits';
import { zPaginated } from './common';
import { type ListFilters, ZApproverFilters, ZIdName, ZRequestListQuery } from './requests';
import { ZDate, ZTime } from './timesheets';

/** SPEC 5 / 9: evidence images, 1 or 2, png/jpg/jpeg by content, each at most 2000 KB. */
export const EVIDENCE_MAX_FILES = 2;
export const EVIDENCE_MAX_BYTES = 2000 * 1024;
export const EVIDENCE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** SPEC 2: the create form's requested check-in and check-out defaults. */
export const CORRECTION_DEFAULT_START = '08:00';
export const CORRECTION_DEFAULT_END = '17:30';

/**
 * The text fields of a correction (multipart form fields; the images come as `img_evidence[]`).
 * Dates after today are refused by the service, which knows the company's today.
 */
export const ZCorrectionInput = z
  .object({
    work_date: ZDate,
    manager_id: z.coerce.number().int().positive().max(ID_MAX),
    admin_id: z.coerce.number().int().positive().max(ID_MAX),
    start_time_request: ZTime,
    end_time_request: ZTime,
    reason: z.string().trim().min(1).max(REASON_MAX_LENGTH),
    /** Update only: which stored images to keep (1 = img_evidence, 2 = img_evidence2). */
    keep_images: z.array(z.coerce.number().int().min(1).max(2)).max(2).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.end_time_request <= v.start_time_request) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_time_request'],
        message: 'The check-out must be after the check-in.',
        params: { rule: 'after', other: 'start_time_request' },
      });
    }
  });
export type CorrectionInput = z.infer<typeof ZCorrectionInput>;

/**
 * An approver's decision on a correction (SPEC 4): 2 approve (the administrator: confirm),
 * 3 reject (the manager), 5 offer (the administrator proposes instead of confirming). A comment is
 * required for every decision (SPEC 5).
 */
export const ZCorrectionDecision = z.object({
  status: z.union([z.literal(2), z.literal(3), z.literal(5)]),
  comment: z.string().trim().min(1).max(REASON_MAX_LENGTH),
});

/** One approval entry as SPEC 3 names it (`request_approve`). */
export const ZCorrectionApproval = z.object({
  level: z.number().int(),
  approved_by: z.number().int(),
  approve_name: z.string(),
  /** The approver's photo URL, or null (the default image). */
  approve_avatar: z.string().nullable(),
  /** 1 pending, 2 approved, 3 rejected, 4 waiting again (shown as pending), 5 offer. */
  status: z.number().int(),
  comment: z.string().nullable(),
  action_at: z.string().nullable(),
  /** The approver the step was named for, when their delegate decides it (issue #20), else null. */
  on_behalf_of: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The approver it waited on too long before it escalated to this one (issue #20); null otherwise. */
  escalated_from: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const ZCorrectionItem = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  employee: z.object({
    id: z.number().int(),
    employee_code: z.string(),
    name: z.string(),
    foot_name: z.string().nullable(),
    division_name: z.string().nullable(),
  }),
  work_date: z.string(),
  created_at: z.string(),
  /** The recorded attendance of that day when the request was made (HH:mm, company zone). */
  start_time_real: z.string().nullable(),
  end_time_real: z.string().nullable(),
  start_time_request: z.string(),
  end_time_request: z.string(),
  reason: z.string(),
  /** URLs of the evidence images (served to the requester, the approvers and administrators). */
  img_evidence: z.string().nullable(),
  img_evidence2: z.string().nullable(),
  manager_id: z.number().int().nullable(),
  manager_name: z.string().nullable(),
  admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  /** 1 pending, 2 approved, 3 rejected (final). */
  status: z.number().int(),
  /** The viewer's own approval entry status, null when the viewer is not an approver. */
  status_approval_person: z.number().int().nullable(),
  request_approve: z.array(ZCorrectionApproval),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type CorrectionItem = z.infer<typeof ZCorrectionItem>;

// ---- The correction answers (SPEC 7 "Additional timesheet"), as the server serializes them ----

export const ZCorrectionListQuery = ZRequestListQuery.extend({
  sort_column: z.enum(['work_date', 'created_at', 'status']).optional(),
});
export const ZCorrectionApprovalQuery = ZCorrectionListQuery.extend(
  ZApproverFilters.pick({ employee_info: true, foot_code: true, division_code: true }).shape,
).extend({
  /** SPEC 7 names both; they filter the request status alike. */
  status_timesheet_request: z.coerce.number().int().min(1).max(3).optional(),
  /** 1 waiting for me, 2 I approved, 3 I rejected, 5 I offered. */
  approveStatus: z.coerce.number().int().min(1).max(5).optional(),
});

export const ZCorrectionOne = z.object({ timesheetRequest: ZCorrectionItem });
export const ZCorrectionList = z.object({
  timesheetRequests: zPaginated(ZCorrectionItem),
  totalTimeSheetRequest: z.number().int(),
});
/** `totalTimeSheetRequest`: the requests waiting for the viewer. */
export const ZCorrectionApprovalList = z.object({
  timeSheetRequests: zPaginated(ZCorrectionItem),
  totalTimeSheetRequest: z.number().int(),
  isAdmin: z.boolean(),
});
/** Manager and administrator candidates; the first of each is the default. */
export const ZCorrectionCandidates = z.object({ managers: z.array(ZIdName), admins: z.array(ZIdName) });
export const ZCorrectionCreateQuery = z.object({ work_date: ZDate.optional() });
export const ZCorrectionCreateData = ZCorrectionCandidates.extend({
  work_date: z.string().nullable(),
  start_time_real: z.string().nullable(),
  end_time_real: z.string().nullable(),
  /** Another request is still pending: a new one is refused (5076). */
  has_unapproved: z.boolean(),
});
export const ZCorrectionEdit = ZCorrectionOne.extend(ZCorrectionCandidates.shape);
export const ZCorrectionShowApproval = ZCorrectionOne.extend({
  can_approve: z.boolean(),
  /** The manager approved and the administrator has not decided yet: the manager may cancel. */
  can_cancel: z.boolean(),
  /** The viewer decides as the administrator: Confirm (2) / Offer (5) instead of Approve / Reject. */
  acts_as_admin: z.boolean(),
  lacks_approvers: z.boolean(),
});
/** Bulk approval of corrections: a comment is required. */
export const ZCorrectionBulkApprove = z.object({
  ids: z.array(z.number().int().positive().max(ID_MAX)).min(1).max(200),
  comment: z.string().trim().min(1).max(REASON_MAX_LENGTH),
});

export type CorrectionListFilters = ListFilters<typeof ZCorrectionListQuery>;
export type CorrectionApprovalFilters = ListFilters<typeof ZCorrectionApprovalQuery>;
export type CorrectionSortColumn = NonNullable<CorrectionListFilters['sort_column']>;
export type CorrectionList = z.infer<typeof ZCorrectionList>;
export type CorrectionApprovalList = z.infer<typeof ZCorrectionApprovalList>;
export type CorrectionCreateData = z.infer<typeof ZCorrectionCreateData>;
export type CorrectionEdit = z.infer<typeof ZCorrectionEdit>;
export type CorrectionShowApproval = z.infer<typeof ZCorrectionShowApproval>;
