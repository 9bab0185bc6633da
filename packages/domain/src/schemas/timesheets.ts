import { z } from 'zod';
import { HOLIDAY_YEARS, PAGE_SIZES } from '../constants';
import { DATE_RE, MONTH_RE, TIME_RE } from '../formats';
import { DATE_MAX, DATE_MIN, ID_MAX } from '../limits';
import { SUMMED_COLUMNS } from '../month-lock';

const inWindow = {
  message: `Must be between ${DATE_MIN} and ${DATE_MAX}.`,
  params: { rule: 'date_window', min: DATE_MIN, max: DATE_MAX },
};
/** `YYYY-MM`, within the dates the API accepts (`DATE_MIN`..`DATE_MAX`). */
export const ZMonth = z
  .string()
  .regex(MONTH_RE)
  .refine((s) => s >= DATE_MIN.slice(0, 7) && s <= DATE_MAX.slice(0, 7), inWindow);
/** `YYYY-MM-DD` that is a real calendar date, within `DATE_MIN`..`DATE_MAX`. */
export const ZDate = z
  .string()
  .regex(DATE_RE)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  })
  .refine((s) => s >= DATE_MIN && s <= DATE_MAX, inWindow);
/** `HH:mm`, 00:00 to 23:59. */
export const ZTime = z.string().regex(TIME_RE);

export const DAY_KINDS = ['workday', 'weekend', 'holiday'] as const;
export type DayKind = (typeof DAY_KINDS)[number];

export const TIMESHEET_STATUSES = [
  'complete',
  'missing_check_in',
  'missing_check_out',
  'day_off',
  'holiday',
  'leave',
  'in_progress',
  'future',
] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** Codes in a row's `note`; the web translates each one. */
export const TIMESHEET_NOTES = [
  'HOLIDAY',
  'REMOTE',
  'CORRECTED',
  'LEAVE',
  'SHORT_LEAVE',
  'OVERTIME',
  'ADMIN_EDITED',
] as const;
export type TimesheetNote = (typeof TIMESHEET_NOTES)[number];

/** The computed columns of one timesheet day (SPEC 3 "Timesheet row"); durations in whole minutes. */
export const ZTimesheetRow = z.object({
  id: z.number().int().nullable(),
  work_date: z.string(),
  /** 0 Sunday … 6 Saturday. */
  weekday: z.number().int(),
  day_kind: z.enum(DAY_KINDS),
  holiday_name: z.string().nullable(),
  start_time_real: z.string().nullable(),
  end_time_real: z.string().nullable(),
  start_time_pay: z.string().nullable(),
  end_time_pay: z.string().nullable(),
  lunch_break_time: z.number().int(),
  work_time_real: z.number().int(),
  work_time_pay: z.number().int(),
  late_time: z.number().int(),
  early_time: z.number().int(),
  ot_time_real: z.number().int(),
  ot_after_offset: z.number().int(),
  ot_150_percent: z.number().int(),
  ot_200_percent: z.number().int(),
  compensated_leave: z.number().int(),
  paid_leave: z.number().int(),
  unpaid_leave: z.number().int(),
  is_remote: z.boolean(),
  note: z.array(z.enum(TIMESHEET_NOTES)),
  status: z.enum(TIMESHEET_STATUSES),
});
export type TimesheetRowOut = z.infer<typeof ZTimesheetRow>;

export const ZUserTimesheetsQuery = z
  .object({
    month: ZMonth.optional(),
    start_date: ZDate.optional(),
    end_date: ZDate.optional(),
    sort_column: z.enum(['work_date']).optional(),
    sort_by: z.enum(['asc', 'desc']).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.start_date === undefined) !== (q.end_date === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.start_date ? 'end_date' : 'start_date'],
        message: 'Both dates are needed.',
        params: { rule: 'required' },
      });
    }
    if (q.start_date && q.end_date && q.start_date > q.end_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'The end date is before the start date.',
        params: { rule: 'after_or_equal', other: 'start_date' },
      });
    }
  });

export const ZAdminTimesheetsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { rule: 'enum' } })
    .default(PAGE_SIZES[0]),
  start_date: ZDate.optional(),
  end_date: ZDate.optional(),
  company_code: z.string().max(40).optional(),
  foot_code: z.string().max(40).optional(),
  division_code: z.string().max(40).optional(),
  employee_info: z.string().trim().max(120).optional(),
  export: z.enum(['0', '1']).optional(),
});

/** Admin correction of a day (audited). `null` clears a time. */
export const ZTimesheetEdit = z
  .object({
    check_in: ZTime.nullable(),
    check_out: ZTime.nullable(),
    reason: z.string().trim().min(1).max(512),
  })
  .superRefine((v, ctx) => {
    if (v.check_in && v.check_out && v.check_in >= v.check_out) {
      ctx.addIssue({
        code: 'custom',
        path: ['check_out'],
        message: 'Check-out must be after check-in.',
        params: { rule: 'after', other: 'check_in' },
      });
    }
    if (!v.check_in && v.check_out) {
      ctx.addIssue({
        code: 'custom',
        path: ['check_in'],
        message: 'Check-in is needed with a check-out.',
        params: { rule: 'required' },
      });
    }
  });

export const ZTimesheetCreate = z
  .object({ employee_id: z.number().int().positive().max(ID_MAX), work_date: ZDate })
  .and(ZTimesheetEdit);

export const ZMonthBody = z.object({
  month: ZMonth,
  /** Administrators only: submit or reopen the month for a whole company, at any time. */
  company_id: z.number().int().min(1).max(4).optional(),
});

/** The minute columns a period adds up (SUMMED_COLUMNS), as a mask of the row's schema. */
const SUMMED_MASK = Object.fromEntries(SUMMED_COLUMNS.map((c) => [c, true])) as {
  [K in (typeof SUMMED_COLUMNS)[number]]: true;
};

export const ZDashboard = z.object({
  month: z.string(),
  checkSubmitted: z.boolean(),
  /** Working days of the month (weekends and company holidays excluded). */
  dayWorking: z.number().int(),
  /** Days with a complete check-in and check-out. */
  dayWorkingReal: z.number().int(),
  /** Past working days with a missing check-in or check-out. */
  missTimesheet: z.number().int(),
  /** Minutes of paid normal work. */
  normalDayWorking: z.number().int(),
  /** Minutes of paid overtime (after offsetting lateness). */
  overtimeRequestTotal: z.number().int(),
  /** Minutes of paid leave (compensated and separate paid). */
  sabbaticalLeave: z.number().int(),
  /** Minutes of overtime moved to cover the month's shortfall. */
  totalCompensation: z.number().int(),
  unpaidLeave: z.number().int(),
  /**
   * Standard minutes (dayWorking × 480), the minutes counted toward it (paid normal work, paid
   * leave and compensation), and the shortfall.
   */
  standardMinutes: z.number().int(),
  actualMinutes: z.number().int(),
  shortfallMinutes: z.number().int(),
  /**
   * The sum of each minute column of the month's timesheet rows (the same rows GET
   * /user/timesheets lists): `work_time_real` is the month's actual hours, as the rows show them.
   */
  totals: ZTimesheetRow.pick(SUMMED_MASK),
  /** Whether the submit / unsubmit / add buttons are open now (1st–5th of the next month). */
  canSubmitNow: z.boolean(),
  submitWindow: z.object({ from: z.string(), to: z.string() }),
  /**
   * Every day of the month, oldest first: the rows `totals` adds up (the same rows GET
   * /user/timesheets lists), for the dashboard's table, calendar and chart in one answer.
   */
  timeSheets: z.array(ZTimesheetRow),
});

/** GET /user/timesheets: the days of a month or range, with the month's submission and the zone. */
export const ZUserTimesheets = z.object({
  timeSheets: z.array(ZTimesheetRow),
  checkSubmitted: z.boolean(),
  time_zone: z.string(),
});

export const ZStatusCounts = z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int() });
export const ZTotalRequests = z.object({
  overtime: ZStatusCounts,
  timesheet: ZStatusCounts,
  sabbatical: ZStatusCounts,
  remote: ZStatusCounts,
});

export const ZHoliday = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  date: z.string(),
  name: z.string(),
  is_custom: z.boolean(),
});
export const ZHolidayInput = z.object({
  company_id: z.number().int().min(1).max(4),
  date: ZDate,
  name: z.string().trim().min(1).max(160),
});
export type HolidayInput = z.infer<typeof ZHolidayInput>;
export const ZHolidayQuery = z.object({
  company_id: z.coerce.number().int().min(1).max(4).optional(),
  year: z.coerce
    .number()
    .int()
    .min(HOLIDAY_YEARS.from - 10)
    .max(HOLIDAY_YEARS.to + 10)
    .optional(),
});
export const ZHolidayChange = ZHolidayInput.omit({ company_id: true });

/** Import file limits (attendance machine export). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_HEADER = ['employee_code', 'date', 'check_in', 'check_out'] as const;
