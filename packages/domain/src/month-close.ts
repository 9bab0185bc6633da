import { sumDays } from './month-lock';
import type { DayResult } from './timesheet';

/**
 * Month close (issue #20): what payroll needs of one person's month, summed from the same computed
 * days the timesheet screens show, so the export equals the screens to the minute.
 */

/** The payroll file's minute columns, in order: each the sum of that timesheet column. */
export const PAYROLL_MINUTE_COLUMNS = [
  'work_time_pay',
  'late_time',
  'early_time',
  'ot_150_percent',
  'ot_200_percent',
  'compensated_leave',
  'paid_leave',
  'unpaid_leave',
] as const;
export type PayrollMinuteColumn = (typeof PAYROLL_MINUTE_COLUMNS)[number];

export type PayrollTotals = Record<PayrollMinuteColumn, number> & {
  /** Workdays spent on approved remote work. */
  remote_days: number;
};

/** One person's payroll figures of a month from their computed days. */
export function payrollTotalsOf(days: readonly DayResult[]): PayrollTotals {
  const sums = sumDays(days);
  const out = Object.fromEntries(PAYROLL_MINUTE_COLUMNS.map((c) => [c, sums[c]])) as PayrollTotals;
  out.remote_days = days.filter((d) => d.is_remote && d.day_kind === 'workday').length;
  return out;
}

/** The column-wise sum of several people's figures (the file's total row). */
export function addPayrollTotals(all: readonly PayrollTotals[]): PayrollTotals {
  const out = { remote_days: 0 } as PayrollTotals;
  for (const c of PAYROLL_MINUTE_COLUMNS) out[c] = 0;
  for (const t of all) {
    for (const c of PAYROLL_MINUTE_COLUMNS) out[c] += t[c];
    out.remote_days += t.remote_days;
  }
  return out;
}

/** The statuses of a day that leave a gap HR chases before closing: a check-in or check-out missing. */
export function missingDays(days: readonly DayResult[]): number {
  return days.filter((d) => d.status === 'missing_check_in' || d.status === 'missing_check_out').length;
}
