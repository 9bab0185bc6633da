import { MINUTES_PER_WORKDAY, OFFICE_END, OFFICE_START, OFFICE_WINDOWS } from './constants';
import type { ErrorCode, FieldErrors } from './errors';
import {
  PAID_LEAVE_ALLOWANCE_DAYS,
  type PaidLeaveCause,
  PHYSIOLOGICAL_MONTHLY_REQUESTS,
} from './schemas/leave';
import { daysBetween, fromMinutes, monthOf, toMinutes } from './time';
import { dayKindOf } from './timesheet';

/**
 * Leave is counted in office minutes (ARCHITECTURE "Readings"): 08:00-12:00 and 13:30-17:30 of
 * working days, weekends and the company's holidays excluded, 480 minutes = 1 day.
 */

/** The smallest leave, in days (SPEC 5, 9); physiological leave (type 4) is counted apart. */
export const MIN_LEAVE_DAYS = 0.5;
/** Physiological leave (type 4): at most this many minutes per request (SPEC 9). */
export const PHYSIOLOGICAL_MAX_MINUTES = 90;
/** Leave type codes (SPEC 3): 1 compensated (deducts the balance), 2 separate paid, 4 physiological. */
export const COMPENSATED_LEAVE = 1;
export const SEPARATE_PAID_LEAVE = 2;
export const PHYSIOLOGICAL_LEAVE = 4;

export interface LeaveSpan {
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
}

/** Minutes as days, to two decimals (480 minutes = 1 day): how every leave figure is shown. */
export function minutesToDays(minutes: number): number {
  return Math.round((minutes / MINUTES_PER_WORKDAY) * 100) / 100;
}

/**
 * Whether a leave may start (or end) at `minutes` since midnight (SPEC 5): inside 08:00-12:00 or
 * 13:30-17:30, but not starting when the day ends (17:30) nor ending when it starts (08:00).
 */
export function isLeaveBoundary(minutes: number, which: 'start' | 'end'): boolean {
  if (!OFFICE_WINDOWS.some(([s, e]) => minutes >= s && minutes <= e)) return false;
  return which === 'start' ? minutes !== OFFICE_END : minutes !== OFFICE_START;
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
  if (!isLeaveBoundary(toMinutes(span.start_time), 'start')) errors.start_time = [office()];
  if (!isLeaveBoundary(toMinutes(span.end_time), 'end')) errors.end_time = [office()];
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

/**
 * SPEC 5: physiological leave (type 4) lies within one day of the current month (`today`'s, in the
 * company's zone). Null when fine, and for the other types.
 */
export function physiologicalLeaveErrors(
  input: { type_reason: number | null | undefined; start_date: string; end_date: string },
  today: string,
): FieldErrors | null {
  if (input.type_reason !== PHYSIOLOGICAL_LEAVE) return null;
  if (input.end_date !== input.start_date)
    return { end_date: [{ rule: 'same_day', message: 'Physiological leave is within one day.' }] };
  if (monthOf(input.start_date) !== monthOf(today))
    return {
      start_date: [{ rule: 'current_month', message: 'Physiological leave is for the current month.' }],
    };
  return null;
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
  return { number_minutes_off: total, number_days_off: minutesToDays(total), days };
}

/**
 * The day count of a span as the form shows it and the server checks it: the span's own errors
 * first (then nothing is counted), else its office minutes and days in the company's calendar.
 */
export function leaveDayCount(
  span: LeaveSpan,
  holidays: ReadonlySet<string>,
): { errors: FieldErrors | null; minutes: number; days: number } {
  const errors = leaveSpanErrors(span);
  if (errors) return { errors, minutes: 0, days: 0 };
  const d = leaveDuration(span, holidays);
  return { errors: null, minutes: d.number_minutes_off, days: d.number_days_off };
}

/**
 * A leave's end `minutes` office minutes after `start` (lunch skipped), at the latest 17:30: the
 * default end of a physiological leave. Null when the start is not an office time.
 */
export function leaveEndAfter(start: string, minutes: number = PHYSIOLOGICAL_MAX_MINUTES): string | null {
  let t = toMinutes(start);
  if (!OFFICE_WINDOWS.some(([s, e]) => t >= s && t < e)) return null;
  let left = minutes;
  while (left > 0 && t < OFFICE_END) {
    t += 1;
    if (OFFICE_WINDOWS.some(([s, e]) => t > s && t <= e)) left -= 1;
  }
  return fromMinutes(t);
}

/** What is wrong with the counted minutes of a leave request (SPEC 5, 9). */
export type LeaveCountProblem =
  | { kind: 'empty' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'overPhysiological'; max: number }
  | { kind: 'noRequestsLeft' }
  | { kind: 'overMonthMinutes'; remaining: number }
  | { kind: 'overAllowance'; allowance: number }
  | { kind: 'overAvailable'; available: number };

/** What the limits of a leave request look at; the checks whose facts are not given are skipped. */
export interface LeaveCountContext {
  type: number | null | undefined;
  /** The separate paid leave's cause (type 2). */
  paidCause?: PaidLeaveCause | null | undefined;
  /** Compensated leave (type 1): the minutes available (the balance less pending type-1 requests). */
  availableMinutes?: number | undefined;
  /** Physiological leave (type 4): what is left of the month's allowance. */
  physiological?: { remaining_minutes: number; remaining_requests: number } | undefined;
}

/**
 * The limits of SPEC 5 and 9 on `minutes` of leave, in the order the server answers them: nothing
 * to take (only weekends or holidays), physiological leave at most 90 minutes and within the month's
 * allowance, the others at least half a day, a separate paid leave within its cause's days,
 * compensated leave within the days available. Null when fine.
 */
export function leaveCountProblem(minutes: number, ctx: LeaveCountContext): LeaveCountProblem | null {
  if (minutes === 0) return { kind: 'empty' };
  if (ctx.type === PHYSIOLOGICAL_LEAVE) {
    if (minutes > PHYSIOLOGICAL_MAX_MINUTES)
      return { kind: 'overPhysiological', max: PHYSIOLOGICAL_MAX_MINUTES };
    if (!ctx.physiological) return null;
    if (ctx.physiological.remaining_requests < 1) return { kind: 'noRequestsLeft' };
    if (minutes > ctx.physiological.remaining_minutes)
      return { kind: 'overMonthMinutes', remaining: ctx.physiological.remaining_minutes };
    return null;
  }
  if (minutes < MIN_LEAVE_DAYS * MINUTES_PER_WORKDAY) return { kind: 'tooShort', min: MIN_LEAVE_DAYS };
  if (ctx.type === SEPARATE_PAID_LEAVE && ctx.paidCause) {
    const allowance = PAID_LEAVE_ALLOWANCE_DAYS[ctx.paidCause];
    if (minutes > allowance * MINUTES_PER_WORKDAY) return { kind: 'overAllowance', allowance };
  }
  if (ctx.type === COMPENSATED_LEAVE && ctx.availableMinutes !== undefined && minutes > ctx.availableMinutes)
    return { kind: 'overAvailable', available: minutesToDays(Math.max(0, ctx.availableMinutes)) };
  return null;
}

/**
 * How the server refuses a leave count problem: 4009 when there is nothing or too little to take,
 * else a 4220 `max_value` on the field the limit concerns (the web names the limit from the field).
 */
export function leaveProblemRefusal(problem: LeaveCountProblem): { code: ErrorCode; errors?: FieldErrors } {
  const maxValue = (field: string, max: number, message: string) => ({
    code: 4220 as const,
    errors: { [field]: [{ rule: 'max_value', message, params: { max } }] },
  });
  switch (problem.kind) {
    case 'empty':
    case 'tooShort':
      return { code: 4009 };
    case 'overPhysiological':
      return maxValue('end_time', problem.max, `At most ${problem.max} minutes.`);
    case 'noRequestsLeft':
      return maxValue(
        'type_reason',
        PHYSIOLOGICAL_MONTHLY_REQUESTS,
        'No physiological leave left this month.',
      );
    case 'overMonthMinutes':
      return maxValue('end_time', problem.remaining, 'Over the minutes left this month.');
    case 'overAllowance':
      return maxValue(
        'end_date',
        problem.allowance,
        `This separate paid leave is at most ${problem.allowance} days.`,
      );
    case 'overAvailable':
      return maxValue('end_date', problem.available, 'More days than available.');
  }
}
