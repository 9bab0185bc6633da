import { z } from 'zod';
import { REASON_MAX_LENGTH } from '../constants';
import { ZApproverEntry } from './overtime';
import { ZDate, ZTime } from './timesheets';

/** Leave types (SPEC 3): 1 compensated (deducts the balance), 2 separate paid, 3 unpaid, 4 physiological. */
export const LEAVE_TYPES = [1, 2, 3, 4] as const;
export type LeaveTypeCode = (typeof LEAVE_TYPES)[number];
/** Reason codes (SPEC 3). */
export const LEAVE_REASONS = ['SICK_LEAVE', 'VACATION_MODE', 'PERSONAL_WORK', 'PHYSIOLOGY'] as const;
export type LeaveReason = (typeof LEAVE_REASONS)[number];
/** Separate paid leave (type 2) causes and their allowance in days per event (SPEC 9). */
export const PAID_LEAVE_ALLOWANCE_DAYS = { OWN_MARRIAGE: 3, FAMILY_DEATH: 3, CHILD_MARRIAGE: 1 } as const;
export type PaidLeaveCause = keyof typeof PAID_LEAVE_ALLOWANCE_DAYS;
export const PAID_LEAVE_CAUSES = Object.keys(PAID_LEAVE_ALLOWANCE_DAYS) as PaidLeaveCause[];
/** Physiological leave (type 4) per calendar month: minutes and requests (SPEC 5 "limited"). */
export const PHYSIOLOGICAL_MONTHLY_MINUTES = 270;
export const PHYSIOLOGICAL_MONTHLY_REQUESTS = 3;
/** Annual leave accrues this many days on the 1st of every month (SPEC 9). */
export const MONTHLY_ACCRUAL_DAYS = 1;

/**
 * A sabbatical request (SPEC 3, 5). The office-time, date-order and minimum rules need the
 * company's calendar and are checked by `leaveSpanErrors` / `leaveDuration` in the service too.
 */
export const ZLeaveInput = z
  .object({
    start_date: ZDate,
    start_time: ZTime,
    end_date: ZDate,
    end_time: ZTime,
    type_reason: z.coerce.number().int().min(1).max(4),
    reason: z.enum(LEAVE_REASONS),
    /** Required for type 2: which separate paid leave it is. */
    paid_cause: z.enum(PAID_LEAVE_CAUSES as [PaidLeaveCause, ...PaidLeaveCause[]]).nullish(),
    note: z.string().trim().max(REASON_MAX_LENGTH).nullish(),
    approve_person_1: z.coerce.number().int().positive(),
    approve_person_2: z.coerce.number().int().positive().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.type_reason === 2 && !v.paid_cause)
      ctx.addIssue({
        code: 'custom',
        path: ['paid_cause'],
        message: 'Choose the cause.',
        params: { rule: 'required' },
      });
    if (v.type_reason === 4 && v.reason !== 'PHYSIOLOGY')
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Physiological leave has the PHYSIOLOGY reason.',
        params: { rule: 'invalid' },
      });
    if (v.type_reason !== 4 && v.reason === 'PHYSIOLOGY')
      ctx.addIssue({
        code: 'custom',
        path: ['type_reason'],
        message: 'PHYSIOLOGY is for physiological leave.',
        params: { rule: 'invalid' },
      });
  });
export type LeaveInput = z.infer<typeof ZLeaveInput>;

export const ZLeaveItem = z.object({
  sabbatical_request_id: z.number().int(),
  id: z.number().int(),
  employee_id: z.number().int(),
  employee: z.object({
    id: z.number().int(),
    employee_code: z.string(),
    name: z.string(),
    division_name: z.string().nullable(),
  }),
  start_date: z.string(),
  start_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  number_days_off: z.number(),
  number_minutes_off: z.number().int(),
  type_reason: z.number().int(),
  reason: z.string(),
  paid_cause: z.string().nullable(),
  note: z.string().nullable(),
  status: z.number().int(),
  approve_person_1: ZApproverEntry.nullable(),
  approve_person_2: ZApproverEntry.nullable(),
  approvers: z.array(ZApproverEntry),
  created_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type LeaveItem = z.infer<typeof ZLeaveItem>;

/** The balance, derived from the ledger (days). */
export const ZLeaveBalance = z.object({
  remaining_days: z.number(),
  days_taken: z.number(),
  days_available: z.number(),
});
export type LeaveBalance = z.infer<typeof ZLeaveBalance>;

/** Why a ledger line moved a balance (DECISIONS "Leave: a ledger, settled per request"). */
export const LEDGER_KINDS = ['accrual', 'deduction', 'restore', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The most days one HR adjustment may add or remove. */
export const LEDGER_ADJUST_MAX_DAYS = 30;

/** An HR adjustment: whole or half days (not zero), at most LEDGER_ADJUST_MAX_DAYS either way, with a note. */
export const ZLedgerAdjust = z.object({
  employee_id: z.number().int().positive(),
  days: z
    .number()
    .min(-LEDGER_ADJUST_MAX_DAYS)
    .max(LEDGER_ADJUST_MAX_DAYS)
    .refine((d) => d !== 0 && Number.isInteger(d * 2), { params: { rule: 'invalid' } }),
  note: z.string().trim().min(1).max(REASON_MAX_LENGTH),
});
export type LedgerAdjust = z.infer<typeof ZLedgerAdjust>;

/** One ledger line: what moved the balance, and why. */
export const ZLedgerLine = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  employee_name: z.string(),
  kind: z.enum(LEDGER_KINDS),
  days: z.number(),
  minutes: z.number().int(),
  /** The balance after this line (running sum per employee). */
  balance_days: z.number(),
  reason: z.string(),
  request_id: z.number().int().nullable(),
  period: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerLineItem = z.infer<typeof ZLedgerLine>;

/** Short leave (SPEC 3, 5): arriving late or leaving early by `time_off` minutes on one day. */
export const SHORT_LEAVE_TYPES = ['late', 'early'] as const;
export type ShortLeaveType = (typeof SHORT_LEAVE_TYPES)[number];
/** At most half a working day: beyond that it is leave. */
export const SHORT_LEAVE_MAX_MINUTES = 240;

export const ZShortLeaveInput = z.object({
  request_date: ZDate,
  leave_type: z.enum(SHORT_LEAVE_TYPES),
  reason: z.string().trim().min(1).max(REASON_MAX_LENGTH),
  assigned_staff: z.array(z.coerce.number().int().positive()).min(1).max(10),
  time_off: z.coerce.number().int().min(1).max(SHORT_LEAVE_MAX_MINUTES),
});
export type ShortLeaveInput = z.infer<typeof ZShortLeaveInput>;

/** An assignee's decision: approve (2) or reject (3, comment required). */
export const ZShortLeaveDecision = z
  .object({
    status: z.union([z.literal(2), z.literal(3)]),
    comment: z.string().trim().max(REASON_MAX_LENGTH).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 3 && !v.comment)
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: 'A note is needed to reject.',
        params: { rule: 'required' },
      });
  });

export const ZShortLeaveItem = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  employee: z.object({ id: z.number().int(), employee_code: z.string(), name: z.string() }),
  request_date: z.string(),
  leave_type: z.enum(SHORT_LEAVE_TYPES),
  time_off: z.number().int(),
  reason: z.string(),
  status: z.number().int(),
  assigned_staff: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.number().int(),
      comment: z.string().nullable(),
      acted_at: z.string().nullable(),
    }),
  ),
  created_at: z.string(),
  can_edit: z.boolean(),
  can_decide: z.boolean(),
});
export type ShortLeaveItem = z.infer<typeof ZShortLeaveItem>;
