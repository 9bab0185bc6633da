import { z } from 'zod';
import { ID_MAX } from '../limits';
import { APPROVAL_KINDS } from './approver-context';
import { zPaginated } from './common';
import { ZMonth } from './timesheets';

/** At most this many people locked or unlocked by one call (a page of the screen is at most 200). */
export const MONTH_CLOSE_LOCK_MAX = 1000;
/** At most this many pending requests listed (the summary still counts them all). */
export const MONTH_CLOSE_PENDING_MAX = 200;
export const MONTH_CLOSE_PER_PAGE_MAX = 200;
/** Which people the screen lists: those who have not submitted (the default), those who have, or all. */
export const MONTH_CLOSE_FILTERS = ['open', 'submitted', 'all'] as const;
export type MonthCloseFilter = (typeof MONTH_CLOSE_FILTERS)[number];

const ZCompanyId = z.coerce.number().int().min(1).max(4);

export const ZMonthCloseQuery = z.object({
  month: ZMonth,
  company_id: ZCompanyId,
  status: z.enum(MONTH_CLOSE_FILTERS).default('open'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MONTH_CLOSE_PER_PAGE_MAX).default(50),
});
export type MonthCloseQuery = z.infer<typeof ZMonthCloseQuery>;

export const ZMonthCloseTarget = z.object({ month: ZMonth, company_id: z.number().int().min(1).max(4) });

export const ZMonthCloseLock = ZMonthCloseTarget.extend({
  employee_ids: z.array(z.number().int().positive().max(ID_MAX)).min(1).max(MONTH_CLOSE_LOCK_MAX),
  /** true: lock (submit) the month for these people; false: reopen it. */
  locked: z.boolean(),
});
export type MonthCloseLock = z.infer<typeof ZMonthCloseLock>;

export const ZMonthClosePerson = z.object({
  id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  division_name: z.string().nullable(),
  foot_name: z.string().nullable(),
  submitted: z.boolean(),
  submitted_at: z.string().nullable(),
  /** Days of the month with a check-in or a check-out missing. */
  missing_days: z.number().int(),
  /** This person's requests of the month still waiting for a decision. */
  pending_requests: z.number().int(),
});
export type MonthClosePerson = z.infer<typeof ZMonthClosePerson>;

export const ZMonthClosePending = z.object({
  kind: z.enum(APPROVAL_KINDS),
  id: z.number().int(),
  employee: z.object({ id: z.number().int(), employee_code: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  /** Whose turn it is; null when any of several may decide (a short leave's approvers). */
  waiting_on: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MonthClosePending = z.infer<typeof ZMonthClosePending>;

/**
 * HR's month close (issue #20): for a month and a company, who has not submitted, what is still
 * pending for that month and with whom, and the corrections in flight.
 */
export const ZMonthClose = z.object({
  month: z.string(),
  company_id: z.number().int(),
  summary: z.object({
    /** People employed at some point of the month. */
    employees: z.number().int(),
    submitted: z.number().int(),
    open: z.number().int(),
    pending_requests: z.number().int(),
    /** Pending timesheet corrections (also counted in pending_requests). */
    corrections_in_flight: z.number().int(),
  }),
  people: zPaginated(ZMonthClosePerson),
  pending: z.object({ data: z.array(ZMonthClosePending), truncated: z.boolean() }),
});
export type MonthClose = z.infer<typeof ZMonthClose>;
