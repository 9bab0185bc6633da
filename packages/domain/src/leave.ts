import { MINUTES_PER_WORKDAY, OFFICE_END, OFFICE_START, OFFICE_WINDOWS, WEEKEND_DAYS } from './constants';
import type { ErrorCode, FieldErrors } from './errors';
import { spanDays } from './limits';
import {
  PAID_LEAVE_ALLOWANCE_DAYS,
  type PaidLeaveCause,
  PHYSIOLOGICAL_MONTHLY_REQUESTS,
} from './schemas/leave';
import { addDays, addMonths, fromMinutes, lastDayOf, monthOf, toMinutes, weekdayOf } from './time';
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
 * Working days from `from` to `to`, both included: whole weeks by arithmetic, the rest of a week
 * day by day (at most six), then the company's holidays that fall on a working day. The cost grows
 * with the holidays given, never with the span.
 */
export function workdaysBetween(from: string, to: string, holidays: ReadonlySet<string>): number {
  const n = spanDays(from, to);
  if (n === 0) return 0;
  const weekend = WEEKEND_DAYS as readonly number[];
  let count = Math.floor(n / 7) * (7 - weekend.length);
  const first = weekdayOf(from);
  for (let i = 0; i < n % 7; i++) if (!weekend.includes((first + i) % 7)) count++;
  for (const h of holidays) if (h >= from && h <= to && !weekend.includes(weekdayOf(h))) count--;
  return count;
}

/** Office minutes of a span inside one stretch of days (the first day from its start time, the last to its end time). */
function spanMinutes(span: LeaveSpan, holidays: ReadonlySet<string>): number {
  const { start_date: from, end_date: to } = span;
  if (to < from) return 0;
  const open = (date: string) => dayKindOf(date, holidays) === 'workday';
  if (from === to)
    return open(from) ? officeMinutes(toMinutes(span.start_time), toMinutes(span.end_time)) : 0;
  const first = open(from) ? officeMinutes(toMinutes(span.start_time), OFFICE_END) : 0;
  const last = open(to) ? officeMinutes(OFFICE_START, toMinutes(span.end_time)) : 0;
  const middle = workdaysBetween(addDays(from, 1), addDays(to, -1), holidays);
  return first + middle * officeMinutes(OFFICE_START, OFFICE_END) + last;
}

/**
 * `get-calculate-day-leave`: the office minutes between the start and the end, each working day
 * counted from 08:00 (or the start time on the first day) to 17:30 (or the end time on the last),
 * weekends and `holidays` left out, and the same minutes per calendar month (the yearly usage).
 * Days are minutes / 480, to two decimals. Arithmetic over the span: its cost does not grow with it.
 */
export function leaveDuration(
  span: LeaveSpan,
  holidays: ReadonlySet<string>,
): {
  number_minutes_off: number;
  number_days_off: number;
  months: Array<{ month: string; minutes: number }>;
} {
  const months: Array<{ month: string; minutes: number }> = [];
  if (span.end_date < span.start_date) return { number_minutes_off: 0, number_days_off: 0, months };
  let total = 0;
  const last = monthOf(span.end_date);
  for (let month = monthOf(span.start_date); month <= last; month = addMonths(month, 1)) {
    const minutes = spanMinutes(
      {
        start_date: month === monthOf(span.start_date) ? span.start_date : `${month}-01`,
        start_time: month === monthOf(span.start_date) ? span.start_time : fromMinutes(OFFICE_START),
        end_date: month === last ? span.end_date : lastDayOf(month),
        end_time: month === last ? span.end_time : fromMinutes(OFFICE_END),
      },
      holidays,
    );
    if (minutes > 0) months.push({ month, minutes });
    total += minutes;
  }
  return { number_minutes_off: total, number_days_off: minutesToDays(total), months };
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
 * 4328 when the balance is short, else a 4220; each limit with a `max_value` on the field it
 * concerns (the web names the limit from the field).
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
      // Its own code (the balance is short), with the days available on the field.
      return { ...maxValue('end_date', problem.available, 'More days than available.'), code: 4328 };
  }
}
