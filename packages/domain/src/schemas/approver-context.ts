import { z } from 'zod';
import { ID_MAX } from '../limits';

/** The request kinds an approver decides on (the server's approval-step kinds). */
export const APPROVAL_KINDS = ['overtime', 'correction', 'leave', 'short_leave', 'remote'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** At most this many teammates' entries in an approver context (the busiest first days first). */
export const APPROVER_CONTEXT_MAX = 100;

export const ZApproverContextQuery = z.object({
  kind: z.enum(APPROVAL_KINDS),
  id: z.coerce.number().int().positive().max(ID_MAX),
});

/**
 * What an approver sees beside a request (issue #20): who else in the requester's team is away
 * (leave, short leave, remote work) or on overtime on the request's days, pending or approved, and
 * for leave the requester's balance before and after an approval.
 */
export const ZApproverContext = z.object({
  /** The request's first and last day. */
  from: z.string(),
  to: z.string(),
  /** The requester's team: their foot, else their division; null without either. */
  team: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  others: z.array(
    z.object({
      employee_id: z.number().int(),
      employee_code: z.string(),
      name: z.string(),
      kind: z.enum(['leave', 'short_leave', 'remote', 'overtime']),
      from: z.string(),
      to: z.string(),
      /** 1 pending, 2 approved. */
      status: z.number().int(),
    }),
  ),
  /** Whether more entries matched than `others` holds (APPROVER_CONTEXT_MAX). */
  truncated: z.boolean(),
  /** Leave only: the requester's days now, and what remains once this request is approved. */
  balance: z
    .object({
      remaining_days: z.number(),
      days_available: z.number(),
      remaining_after_approval: z.number(),
    })
    .nullable(),
});
export type ApproverContext = z.infer<typeof ZApproverContext>;
