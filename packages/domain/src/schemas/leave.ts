import { z } from 'zod';
import { REASON_MAX_LENGTH } from '../constants';
import { ID_MAX } from '../limits';
import { ZPagination, zPaginated } from './common';
import { ZApproverEntry } from './overtime';
import {
  type ListFilters,
  ZApprovalCandidates,
  ZApproverFilters,
  ZRequestListQuery,
  ZRequestPage,
} from './requests';
import { ZDate, ZMonth, ZTime } from './timesheets';

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
    approve_person_1: z.coerce.number().int().positive().max(ID_MAX),
    approve_person_2: z.coerce.number().int().positive().max(ID_MAX).nullish(),
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
  /** SPEC 3: a sabbatical request's approvers (level 1, then 2), each sent once. */
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
  employee_id: z.number().int().positive().max(ID_MAX),
  days: z
    .number()
    .min(-LEDGER_ADJUST_MAX_DAYS)
    .max(LEDGER_ADJUST_MAX_DAYS)
    .refine((d) => d !== 0 && Number.isInteger(d * 2), { params: { rule: 'invalid' } }),
  note: z.string().trim().min(1).max(REASON_MAX_LENGTH),
  /** Required to take a balance below zero (4329 without it); the ledger line records it. */
  confirm_below_zero: z.boolean().optional(),
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
  assigned_staff: z.array(z.coerce.number().int().positive().max(ID_MAX)).min(1).max(10),
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
      /** The assignee's photo URL, or null (the default image). */
      avatar: z.string().nullable(),
      status: z.number().int(),
      comment: z.string().nullable(),
      acted_at: z.string().nullable(),
      /** The assignee a delegate decides for (issue #20), else null. */
      on_behalf_of: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
  ),
  created_at: z.string(),
  can_edit: z.boolean(),
  can_decide: z.boolean(),
});
export type ShortLeaveItem = z.infer<typeof ZShortLeaveItem>;

// ---- The leave answers (SPEC 7 "Sabbatical"), as the server serializes them ----

export const ZLeaveListQuery = ZRequestListQuery.omit({ month: true }).extend({
  type_reason: z.coerce.number().int().min(1).max(4).optional(),
  /** Only my requests on which this employee is an approver. */
  approve_person: z.coerce.number().int().positive().max(ID_MAX).optional(),
  sort_column: z.enum(['start_date', 'created_at', 'status']).optional(),
});
export const ZLeaveApprovalQuery = ZLeaveListQuery.omit({ approve_person: true })
  .extend(
    ZApproverFilters.pick({
      employee_info: true,
      position_id: true,
      division_code: true,
      approveStatus: true,
    }).shape,
  )
  .extend({ reason: z.enum(LEAVE_REASONS).optional() });

export const ZLeaveOne = z.object({ sabbaticalLeaveRequest: ZLeaveItem });
export const ZLeaveList = z.object({
  sabbaticalLeaveRequests: zPaginated(ZLeaveItem),
  /** Whether I approve leave (a manager). */
  ruleJob: z.boolean(),
  countSabbaticalRequest: z.number().int(),
  /** My requests by status: 1 pending, 2 approved, 3 rejected. */
  listSabbaticalRequest: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int() }),
  commonReasons: z.array(z.string()),
});
/** `countSabbaticalRequest`: the requests waiting for me. */
export const ZLeaveApprovalList = z.object({
  sabbaticalLeaveRequests: zPaginated(ZLeaveItem),
  countSabbaticalRequest: z.number().int(),
});

export const ZPhysiologicalUsage = z.object({
  /** YYYY-MM the usage is counted for (the current month). */
  month: z.string(),
  used_minutes: z.number().int(),
  used_requests: z.number().int(),
  remaining_minutes: z.number().int(),
  remaining_requests: z.number().int(),
});
/** GET get-commons: everything the form needs besides the request itself. */
export const ZLeaveCommons = ZLeaveBalance.extend({
  employee: z.object({
    id: z.number().int(),
    employee_code: z.string(),
    name: z.string(),
    gender: z.number().int().nullable(),
  }),
  reasons: z.array(z.string()),
  types: z.array(z.number().int()),
  /** Separate paid leave causes and their allowance in days. */
  paid_causes: z.record(z.string(), z.number()),
  approveEmployees: ZApprovalCandidates,
  physiological: ZPhysiologicalUsage,
});
export const ZLeaveEdit = ZLeaveOne.extend(ZLeaveCommons.shape);
export const ZLeaveShowApproval = ZLeaveOne.extend({
  can_approve: z.boolean(),
  /** I approved and no later level has acted: I may cancel my approval (a deduction is restored). */
  can_cancel: z.boolean(),
});

export const ZLeaveSpanQuery = z.object({
  start_date: ZDate,
  start_time: ZTime,
  end_date: ZDate,
  end_time: ZTime,
});
export const ZLeaveCalculation = z.object({
  number_days_off: z.number(),
  number_minutes_off: z.number().int(),
});

export const ZLeaveStatisticsQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const ZLeaveStatistics = z.object({
  year: z.number().int(),
  /** Days of each leave type per month (1 compensated, 2 paid, 3 unpaid, 4 physiological). */
  months: z.array(
    z.object({
      month: z.string(),
      compensated: z.number(),
      paid: z.number(),
      unpaid: z.number(),
      physiological: z.number(),
    }),
  ),
  sources: z.object({ accrued: z.number(), adjusted: z.number(), taken: z.number(), restored: z.number() }),
});

export const ZLedgerQuery = ZRequestPage;
export const ZLedgerAllQuery = ZRequestPage.extend({
  employee_info: z.string().trim().max(120).optional(),
  /** One person's lines (the summary's drill-down). */
  employee_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  kind: z.enum(LEDGER_KINDS).optional(),
});
/** HR's company-wide leave: one row per person (export=1 gives an XLSX of every matching row). */
export const ZLeaveSummaryQuery = ZRequestPage.extend(
  ZApproverFilters.pick({ employee_info: true, division_code: true }).shape,
).extend({ export: z.enum(['1']).optional() });
export const ZLeaveSummaryRow = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  division_name: z.string().nullable(),
  foot_name: z.string().nullable(),
  /** Days by source, all time: the monthly accruals, HR's adjustments, taken (net of restorations). */
  accrued_days: z.number(),
  adjusted_days: z.number(),
  taken_days: z.number(),
  /** Days in compensated-leave requests still waiting for approval. */
  pending_days: z.number(),
  balance_days: z.number(),
  /** The balance less the pending days: what a new request may take. */
  available_days: z.number(),
});
export const ZLeaveSummary = z.object({ summary: zPaginated(ZLeaveSummaryRow) });
/** The most rows one export holds (the whole of a company of that size). */
export const LEAVE_SUMMARY_EXPORT_MAX = 5000;
export const ZLedgerMine = z.object({ logs: zPaginated(ZLedgerLine), balance: ZLeaveBalance });
export const ZLedgerAll = z.object({ logs: zPaginated(ZLedgerLine) });
export const ZLedgerAdjusted = z.object({ line: ZLedgerLine, balance: ZLeaveBalance });

/** The most people a team calendar shows: the first of its division or foot in code order. */
export const TEAM_CALENDAR_MAX_PEOPLE = 300;
export const ZTeamCalendarQuery = z.object({
  month: ZMonth,
  division_code: z.string().max(40).optional(),
  foot_code: z.string().max(40).optional(),
});
export const ZCalendarEntry = z.object({
  date: z.string(),
  kind: z.enum(['leave', 'remote']),
  /** The leave type; null for remote work, and for other people's leave unless HR or Admin reads. */
  type_reason: z.number().int().nullable(),
  /** 1 pending, 2 approved. */
  status: z.number().int(),
});
export const ZTeamCalendar = z.object({
  month: z.string(),
  days: z.array(z.string()),
  /** The division codes the viewer may choose; null: every division (HR, Admin, the board). */
  divisions: z.array(z.string()).nullable(),
  people: z.array(
    z.object({
      employee_id: z.number().int(),
      employee_code: z.string(),
      name: z.string(),
      foot_name: z.string().nullable(),
      entries: z.array(ZCalendarEntry),
    }),
  ),
});

export type LeaveListFilters = ListFilters<typeof ZLeaveListQuery>;
export type LeaveApprovalFilters = ListFilters<typeof ZLeaveApprovalQuery>;
export type LeaveList = z.infer<typeof ZLeaveList>;
export type LeaveApprovalList = z.infer<typeof ZLeaveApprovalList>;
export type PhysiologicalUsage = z.infer<typeof ZPhysiologicalUsage>;
export type LeaveCommons = z.infer<typeof ZLeaveCommons>;
export type LeaveEdit = z.infer<typeof ZLeaveEdit>;
export type LeaveShowApproval = z.infer<typeof ZLeaveShowApproval>;
export type LeaveSpanQuery = z.infer<typeof ZLeaveSpanQuery>;
export type LeaveCalculation = z.infer<typeof ZLeaveCalculation>;
export type LeaveStatistics = z.infer<typeof ZLeaveStatistics>;
export type LeaveMonthStat = LeaveStatistics['months'][number];
export type LeaveSources = LeaveStatistics['sources'];
export type LedgerMine = z.infer<typeof ZLedgerMine>;
export type LedgerAll = z.infer<typeof ZLedgerAll>;
export type LedgerAllQuery = z.infer<typeof ZLedgerAllQuery>;
export type LeaveSummaryQuery = z.infer<typeof ZLeaveSummaryQuery>;
export type LeaveSummaryFilters = ListFilters<typeof ZLeaveSummaryQuery>;
export type LeaveSummaryRow = z.infer<typeof ZLeaveSummaryRow>;
export type LeaveSummary = z.infer<typeof ZLeaveSummary>;
export type LedgerAllFilters = ListFilters<typeof ZLedgerAllQuery>;
export type TeamCalendarQuery = z.infer<typeof ZTeamCalendarQuery>;
export type CalendarEntry = z.infer<typeof ZCalendarEntry>;
export type TeamCalendar = z.infer<typeof ZTeamCalendar>;
export type CalendarPerson = TeamCalendar['people'][number];

// ---- Short leave's answers (SPEC 7 "Short leave"): `{status: 'success', data, pagination}` ----

export const ZShortLeaveQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(200).default(10),
  current_page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Assigned to me only: one requester. */
  staff_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  start_date: ZDate.optional(),
  end_date: ZDate.optional(),
  leave_type: z.enum(SHORT_LEAVE_TYPES).optional(),
  status: z.coerce.number().int().min(1).max(3).optional(),
  sort_column: z.enum(['request_date']).optional(),
  sort_by: z.enum(['asc', 'desc']).optional(),
});
export const ZShortLeaveList = z.object({
  status: z.literal('success'),
  data: z.array(ZShortLeaveItem),
  pagination: ZPagination,
});
export const ZShortLeaveOne = z.object({ status: z.literal('success'), data: ZShortLeaveItem });
/** Someone I may assign: one of my project managers, or one of my superiors. */
export const ZAssignablePosition = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['project', 'manager']),
});
export const ZAssignablePositions = z.object({
  status: z.literal('success'),
  data: z.array(ZAssignablePosition),
});

export type ShortLeaveFilters = Partial<Omit<z.infer<typeof ZShortLeaveQuery>, 'per_page' | 'current_page'>>;
export type ShortLeavePagination = z.infer<typeof ZPagination>;
export type ShortLeaveList = z.infer<typeof ZShortLeaveList>;
export type ShortLeaveOne = z.infer<typeof ZShortLeaveOne>;
export type ShortLeaveDecision = z.infer<typeof ZShortLeaveDecision>;
export type AssignablePosition = z.infer<typeof ZAssignablePosition>;
export type AssignablePositions = z.infer<typeof ZAssignablePositions>;
