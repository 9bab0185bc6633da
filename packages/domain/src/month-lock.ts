import { MINUTES_PER_WORKDAY, SUBMIT_WINDOW_LAST_DAY } from './constants';
import type { ErrorCode } from './errors';
import { addMonths, monthOf } from './time';
import type { DayResult } from './timesheet';

export type LockedArea = 'overtime' | 'correction' | 'leave' | 'remote' | 'timesheet';
export type LockedAction = 'create' | 'edit' | 'delete' | 'approve';

/** The code each area answers when its request falls in a submitted month (SPEC 8). */
const LOCK_CODES: Record<LockedArea, Record<LockedAction, ErrorCode>> = {
  overtime: { create: 4297, edit: 4301, delete: 4302, approve: 4303 },
  correction: { create: 4300, edit: 4305, delete: 4305, approve: 4304 },
  leave: { create: 4070, edit: 4070, delete: 4070, approve: 4071 },
  remote: { create: 4308, edit: 4308, delete: 4308, approve: 4309 },
  timesheet: { create: 4316, edit: 4316, delete: 4316, approve: 4316 },
};

/** The code refusing `action` in `area` when a month it touches is submitted. */
export const lockCodeOf = (area: LockedArea, action: LockedAction): ErrorCode => LOCK_CODES[area][action];

/**
 * The month lock (ARCHITECTURE "Readings"): once a month is submitted, nothing dated in it is
 * created, edited, deleted or approved. Returns the code to refuse with, or null when open.
 * A request spanning several days is locked when any of its dates is.
 */
export function monthLockCode(
  area: LockedArea,
  action: LockedAction,
  dates: readonly string[],
  submittedMonths: ReadonlySet<string>,
): ErrorCode | null {
  return dates.some((d) => submittedMonths.has(monthOf(d))) ? LOCK_CODES[area][action] : null;
}

/** Month M is submitted or reopened from the 1st to the 5th of month M+1 (company zone). */
export function submitWindowOf(month: string): { from: string; to: string } {
  const next = addMonths(month, 1);
  return { from: `${next}-01`, to: `${next}-${String(SUBMIT_WINDOW_LAST_DAY).padStart(2, '0')}` };
}

export function isInSubmitWindow(month: string, today: string): boolean {
  const { from, to } = submitWindowOf(month);
  return today >= from && today <= to;
}

/** The minute columns of a timesheet row that add up over a period. */
export const SUMMED_COLUMNS = [
  'work_time_real',
  'work_time_pay',
  'lunch_break_time',
  'late_time',
  'early_time',
  'ot_time_real',
  'ot_after_offset',
  'ot_150_percent',
  'ot_200_percent',
  'compensated_leave',
  'paid_leave',
  'unpaid_leave',
] as const satisfies ReadonlyArray<keyof DayResult>;
export type DayTotals = Record<(typeof SUMMED_COLUMNS)[number], number>;

/** The sum of each minute column over the rows: what the timesheet list's rows add up to. */
export function sumDays(days: readonly DayResult[]): DayTotals {
  const totals = Object.fromEntries(SUMMED_COLUMNS.map((c) => [c, 0])) as DayTotals;
  for (const d of days) for (const c of SUMMED_COLUMNS) totals[c] += d[c];
  return totals;
}

/** A day's paid time as the dashboard's table splits it (minutes). */
export interface PaidHours {
  /** Paid normal work: office time attended (`work_time_pay`), the dashboard's "normal". */
  normal: number;
  /** Paid overtime: approved overtime worked, after offsetting lateness (`ot_after_offset`). */
  overtime: number;
  total: number;
}

/**
 * Normal, overtime and total of one row, or of a period from its `sumDays` totals: the function is
 * linear, so the days' figures add up to the period's (the dashboard's table and its summary row).
 */
export function paidHours(day: Pick<DayTotals, 'work_time_pay' | 'ot_after_offset'>): PaidHours {
  const normal = day.work_time_pay;
  const overtime = day.ot_after_offset;
  return { normal, overtime, total: normal + overtime };
}

export interface MonthSummary {
  dayWorking: number;
  dayWorkingReal: number;
  missTimesheet: number;
  normalDayWorking: number;
  overtimeRequestTotal: number;
  sabbaticalLeave: number;
  unpaidLeave: number;
  standardMinutes: number;
  /** Paid normal work plus paid leave, before any compensation. */
  actualBeforeCompensation: number;
  /** The rows' column sums, every other figure's source. */
  totals: DayTotals;
}

/** Month figures of the dashboard from the month's computed days. */
export function summarizeMonth(days: readonly DayResult[]): MonthSummary {
  const workdays = days.filter((d) => d.day_kind === 'workday');
  const totals = sumDays(days);
  const { normal, overtime } = paidHours(totals);
  const leave = totals.compensated_leave + totals.paid_leave;
  return {
    dayWorking: workdays.length,
    dayWorkingReal: days.filter((d) => d.status === 'complete' && d.work_time_pay > 0).length,
    missTimesheet: days.filter((d) => d.status === 'missing_check_in' || d.status === 'missing_check_out')
      .length,
    normalDayWorking: normal,
    overtimeRequestTotal: overtime,
    sabbaticalLeave: leave,
    unpaidLeave: totals.unpaid_leave,
    standardMinutes: workdays.length * MINUTES_PER_WORKDAY,
    actualBeforeCompensation: normal + leave,
    totals,
  };
}

/**
 * Compensation ("add timesheet"): the month's shortfall against the standard is covered by its
 * paid overtime, as far as the overtime goes. Returns the minutes moved.
 */
export function compensationFor(summary: MonthSummary): number {
  const shortfall = Math.max(0, summary.standardMinutes - summary.actualBeforeCompensation);
  return Math.min(shortfall, summary.overtimeRequestTotal);
}
