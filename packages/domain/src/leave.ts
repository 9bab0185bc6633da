import { MINUTES_PER_WORKDAY, OFFICE_END, OFFICE_START, OFFICE_WINDOWS } from './constants';
import type { FieldErrors } from './errors';
import { daysBetween, toMinutes } from './time';
import { dayKindOf } from './timesheet';

/**
 * Leave is counted in office minutes (ARCHITECTURE "Readings"): 08:00-12:00 and 13:30-17:30 of
 * working days, weekends and the company's holidays excluded, 480 minutes = 1 day.
 */

/** The smallest leave, in days (SPEC 5, 9); physiological leave (type 4) is counted apart. */
export const MIN_LEAVE_DAYS = 0.5;
/** Physiological leave (type 4): at most this many minutes per request (SPEC 9). */
export const PHYSIOLOGICAL_MAX_MINUTES = 90;

export interface LeaveSpan {
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
}

/** A time a leave may start or end at: inside 08:00-12:00 or 13:30-17:30 (SPEC 5). */
export function isOfficeTime(time: string): boolean {
  const m = toMinutes(time);
  return OFFICE_WINDOWS.some(([s, e]) => m >= s && m <= e);
}

/**
 * The SPEC 5 rules of a leave span that need no database: times inside the office windows, the
 * start not at 17:30 and the end not at 08:00, the start date not after the end date, and on one
 * day the end after the start. Null when fine.
 */
export function leaveSpanErrors(span: LeaveSpan): FieldErrors | null {
  const errors: FieldErrors = {};
  const office = () => ({
    rule: 'office_time',
    message: 'Times must be within 08:00-12:00 or 13:30-17:30.',
  });
  if (!isOfficeTime(span.start_time) || toMinutes(span.start_time) === OFFICE_END)
    errors.start_time = [office()];
  if (!isOfficeTime(span.end_time) || toMinutes(span.end_time) === OFFICE_START) errors.end_time = [office()];
  if (span.end_date < span.start_date) {
    errors.end_date = [
      {
        rule: 'after_or_equal',
        message: 'The end date cannot be before the start date.',
        params: { other: 'start_date' },
      },
    ];
  } else if (span.end_date === span.start_date && !errors.end_time && span.end_time <= span.start_time) {
    errors.end_time = [
      { rule: 'after', message: 'The end must be after the start.', params: { other: 'start_time' } },
    ];
  }
  return Object.keys(errors).length ? errors : null;
}

/** Office minutes of [from, to] (minutes of the day) inside 08:00-12:00 and 13:30-17:30. */
function officeMinutes(from: number, to: number): number {
  let sum = 0;
  for (const [s, e] of OFFICE_WINDOWS) sum += Math.max(0, Math.min(e, to) - Math.max(s, from));
  return sum;
}

/**
 * `get-calculate-day-leave`: the office minutes between the start and the end, each working day
 * counted from 08:00 (or the start time on the first day) to 17:30 (or the end time on the last),
 * weekends and `holidays` left out. Days are minutes / 480, to two decimals.
 */
export function leaveDuration(
  span: LeaveSpan,
  holidays: ReadonlySet<string>,
): { number_minutes_off: number; number_days_off: number; days: Array<{ date: string; minutes: number }> } {
  const days: Array<{ date: string; minutes: number }> = [];
  if (span.end_date < span.start_date) return { number_minutes_off: 0, number_days_off: 0, days };
  let total = 0;
  for (const date of daysBetween(span.start_date, span.end_date)) {
    if (dayKindOf(date, holidays) !== 'workday') continue;
    const from = date === span.start_date ? toMinutes(span.start_time) : OFFICE_START;
    const to = date === span.end_date ? toMinutes(span.end_time) : OFFICE_END;
    const minutes = officeMinutes(from, to);
    if (minutes > 0) days.push({ date, minutes });
    total += minutes;
  }
  return {
    number_minutes_off: total,
    number_days_off: Math.round((total / MINUTES_PER_WORKDAY) * 100) / 100,
    days,
  };
}
