import { z } from 'zod';
import { REMOTE_NOTE_MAX_LENGTH } from '../constants';
import { ID_MAX } from '../limits';
import { zPaginated } from './common';
import { ZApproverEntry } from './overtime';
import {
  type ListFilters,
  ZApprovalCandidates,
  ZApproverFilters,
  ZIdName,
  ZRequestListQuery,
} from './requests';
import { ZDate } from './timesheets';

/** The longest remote request, in calendar days (one request is at most about two months). */
export const REMOTE_MAX_DAYS = 62;

/**
 * SPEC 5 Remote edit: approver 1 required; approver 2 required when its list is non-empty (checked
 * by the service, which knows the list); dates required, start not after end; reason required, at
 * most 255. "Not before yesterday" needs the company's today and is checked by the service too.
 */
export const ZRemoteInput = z
  .object({
    approve_person_1: z.coerce.number().int().positive().max(ID_MAX),
    approve_person_2: z.coerce.number().int().positive().max(ID_MAX).nullish(),
    start_date: ZDate,
    end_date: ZDate,
    reason: z.string().trim().min(1).max(REMOTE_NOTE_MAX_LENGTH),
  })
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'The end date cannot be earlier than the start date.',
        params: { rule: 'after_or_equal', other: 'start_date' },
      });
    }
  });
export type RemoteInput = z.infer<typeof ZRemoteInput>;

/** Remote approval (SPEC 5): approve 2 or reject 3, a note required, at most 255. */
export const ZRemoteDecision = z.object({
  status: z.union([z.literal(2), z.literal(3)]),
  reason: z.string().trim().min(1).max(REMOTE_NOTE_MAX_LENGTH),
});

/**
 * `remote_request_approve` entries, with the fields SPEC 3 gives them (and the level). The approver's
 * name, photo, delegate and escalation are in `approve_person_1` / `approve_person_2`, sent once.
 */
export const ZRemoteApproval = z.object({
  level: z.number().int(),
  approved_by: z.number().int(),
  employee_id: z.number().int(),
  status: z.number().int(),
  comment: z.string().nullable(),
  updated_at: z.string().nullable(),
});

export const ZRemoteItem = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  employee: z.object({
    id: z.number().int(),
    employee_code: z.string(),
    name: z.string(),
    division_name: z.string().nullable(),
  }),
  start_date: z.string(),
  end_date: z.string(),
  /** Calendar days covered. */
  days: z.number().int(),
  reason: z.string(),
  /** SPEC 3: the reason is sent as `note`; both carry the same text. */
  note: z.string(),
  status: z.number().int(),
  approve_person_1: ZApproverEntry.nullable(),
  approve_person_2: ZApproverEntry.nullable(),
  remote_request_approve: z.array(ZRemoteApproval),
  created_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type RemoteItem = z.infer<typeof ZRemoteItem>;

export const ZRemoteListQuery = ZRequestListQuery;
export const ZRemoteApprovalQuery = ZRequestListQuery.extend(
  ZApproverFilters.pick({ employee_info: true, approveStatus: true }).shape,
);
export const ZRemoteManageQuery = ZRequestListQuery.extend(
  ZApproverFilters.pick({ employee_info: true, company_code: true, division_code: true, foot_code: true })
    .shape,
);

/** The requester as the form's read-only fields show them. */
export const ZRemoteEmployee = z.object({
  id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
});
export const ZRemoteOne = z.object({ remoteRequest: ZRemoteItem });
/** My list (`countRemoteRequest`: the total) or the approval list (the requests waiting for me). */
export const ZRemoteList = z.object({
  remoteRequests: zPaginated(ZRemoteItem),
  countRemoteRequest: z.number().int(),
});
export const ZRemoteManage = z.object({ remoteRequests: zPaginated(ZRemoteItem) });
/** Level 1 empty: nobody can approve; level 2 empty: approver 2 is hidden and sent as null. */
export const ZRemoteCreateData = ZApprovalCandidates.extend({
  employee: ZRemoteEmployee,
  projectManagers: z.array(ZIdName),
  managers: z.array(ZIdName),
});
export const ZRemoteEditData = ZRemoteOne.extend({ employee: ZRemoteEmployee }).extend(
  ZApprovalCandidates.shape,
);
export const ZRemoteShowApproval = ZRemoteOne.extend({
  can_approve: z.boolean(),
  /** I approved and no later level has acted: I may cancel my approval. */
  can_cancel: z.boolean(),
});

export type RemoteListFilters = ListFilters<typeof ZRemoteListQuery>;
export type RemoteApprovalFilters = ListFilters<typeof ZRemoteApprovalQuery>;
export type RemoteManageFilters = ListFilters<typeof ZRemoteManageQuery>;
export type RemoteEmployee = z.infer<typeof ZRemoteEmployee>;
export type RemoteList = z.infer<typeof ZRemoteList>;
export type RemoteManage = z.infer<typeof ZRemoteManage>;
export type RemoteCreateData = z.infer<typeof ZRemoteCreateData>;
export type RemoteEditData = z.infer<typeof ZRemoteEditData>;
export type RemoteShowApproval = z.infer<typeof ZRemoteShowApproval>;
