import { z } from 'zod';
import { REASON_MAX_LENGTH } from '../constants';
import { ZApproverEntry } from './overtime';
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
    manager_id: z.coerce.number().int().positive(),
    admin_id: z.coerce.number().int().positive(),
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
  /** 1 pending, 2 approved, 3 rejected, 4 waiting again (shown as pending), 5 offer. */
  status: z.number().int(),
  comment: z.string().nullable(),
  action_at: z.string().nullable(),
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
  /** The same entries in the shape the overtime approver table reads. */
  approvers: z.array(ZApproverEntry),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type CorrectionItem = z.infer<typeof ZCorrectionItem>;
