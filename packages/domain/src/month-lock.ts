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

/**
 * The sum of each minute column over the rows: what the timesheet list's rows add up to. Written
 * out column by column (the tests check it against `SUMMED_COLUMNS`): looked up by name, a column
 * at a time, the sums were a twentieth of the dashboard's CPU on the server.
 */
export function sumDays(days: readonly DayResult[]): DayTotals {
  const t: DayTotals = {
    work_time_real: 0,
    work_time_pay: 0,
    lunch_break_time: 0,
    late_time: 0,
    early_time: 0,
    ot_time_real: 0,
    ot_after_offset: 0,
    ot_150_percent: 0,
    ot_200_percent: 0,
    compensated_leave: 0,
    paid_leave: 0,
    unpaid_leave: 0,
  };
  for (let i = 0; i < days.length; i++) {
    const d = days[i] as DayResult;
    t.work_time_real += d.work_time_real;
    t.work_time_pay += d.work_time_pay;
    t.lunch_break_time += d.lunch_break_time;
    t.late_time += d.late_time;
    t.early_time += d.early_time;
    t.ot_time_real += d.ot_time_real;
    t.ot_after_offset += d.ot_after_offset;
    t.ot_150_percent += d.ot_150_percent;
    t.ot_200_percent += d.ot_200_percent;
    t.compensated_leave += d.compensated_leave;
    t.paid_leave += d.paid_leave;
    t.unpaid_leave += d.unpaid_leave;
  }
  return t;
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
