/**
 * Project rules (SPEC 3 "Project", SPEC 5, issue #16) as pure functions: the effort of a member on
 * a day and over a period, a project's man-months, a person's total across projects, the ISO week's
 * Monday a weekly review is keyed by, and the cross-field checks of a project and a kick-off.
 * Dates are `YYYY-MM-DD` calendar dates of the company's zone; nothing here reads a clock.
 */
import type { FieldErrors } from './errors';
import { addDays, addMonths, lastDayOf, monthOf, weekdayOf } from './time';

/** The effort of a member without any effort row: the member's `effort_default`, else this. */
export const EFFORT_FALLBACK = 100;
/** A missing `set_value` (the billing rate of an effort row) counts as this. */
export const SET_VALUE_FALLBACK = 1;
/** A person whose efforts across projects add up to more than this in a period is over-allocated. */
export const EFFORT_FULL = 100;

export interface EffortRow {
  start_date: string;
  end_date: string;
  /** Percent of the person's time, 0..100; null falls back to the member's default. */
  effort: number | null;
  /** Billing rate; null counts as `SET_VALUE_FALLBACK`. */
  set_value: number | null;
}

export interface Membership {
  start_date: string | null;
  end_date: string | null;
  effort_default: number | null;
}

const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** The Monday of the ISO week holding `date` (the key of a weekly review). */
export function mondayOf(date: string): string {
  const wd = weekdayOf(date);
  return addDays(date, wd === 0 ? -6 : 1 - wd);
}

export function isMonday(date: string): boolean {
  return weekdayOf(date) === 1;
}

/** First and last day of the month `YYYY-MM`. */
export function monthBounds(month: string): { start: string; end: string } {
  return { start: `${month}-01`, end: lastDayOf(month) };
}

/** The months `YYYY-MM` from the month of `from` to the month of `to`, both included (at most 1,200). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = monthOf(from), i = 0; m <= monthOf(to) && i < 1200; m = addMonths(m, 1), i++) out.push(m);
  return out;
}

/** The Mondays of the weeks that touch the month `YYYY-MM` (a week view's columns). */
export function weeksOfMonth(month: string): { start: string; end: string }[] {
  const { start, end } = monthBounds(month);
  const weeks: { start: string; end: string }[] = [];
  for (let monday = mondayOf(start); monday <= end; monday = addDays(monday, 7))
    weeks.push({ start: monday, end: addDays(monday, 6) });
  return weeks;
}

function inMembership(date: string, m: Membership): boolean {
  return (m.start_date === null || date >= m.start_date) && (m.end_date === null || date <= m.end_date);
}

/**
 * The row that decides a day: among the rows covering it, the one with the shortest span (a week's
 * row overrides its month's), the latest start breaking ties. Null when no row covers the day.
 */
export function rowOn(date: string, rows: readonly EffortRow[]): EffortRow | null {
  let best: EffortRow | null = null;
  let bestSpan = Number.POSITIVE_INFINITY;
  for (const r of rows) {
    if (date < r.start_date || date > r.end_date) continue;
    const span = toMs(r.end_date) - toMs(r.start_date);
    if (span < bestSpan || (span === bestSpan && best !== null && r.start_date > best.start_date)) {
      best = r;
      bestSpan = span;
    }
  }
  return best;
}

/** Effort percent and billing rate of a member on a day (0 outside the membership). */
export function effortOn(
  date: string,
  rows: readonly EffortRow[],
  m: Membership,
): { effort: number; set_value: number } {
  if (!inMembership(date, m)) return { effort: 0, set_value: 0 };
  const row = rowOn(date, rows);
  const fallback = m.effort_default ?? EFFORT_FALLBACK;
  return {
    effort: row?.effort ?? fallback,
    set_value: row?.set_value ?? SET_VALUE_FALLBACK,
  };
}

export interface PeriodEffort {
  /** Mean effort percent over the period's workdays (Monday to Friday), rounded to 0.1. */
  effort: number;
  /** Man-months the member gives the project in the period: Σ effort × set_value per workday / workdays of a month. */
  man_months: number;
  /** Workdays of the period inside the membership. */
  member_days: number;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

const DAY_MS = 86_400_000;
/** A date as a whole number of days since 1970-01-01. */
const dayNumber = (d: string) => Math.round(toMs(d) / DAY_MS);

/** Monday-to-Friday days of a month. */
function workdaysOf(month: string): number {
  const { start, end } = monthBounds(month);
  const length = dayNumber(end) - dayNumber(start) + 1;
  let count = 0;
  for (let i = 0, wd = weekdayOf(start); i < length; i++, wd = (wd + 1) % 7)
    if (wd !== 0 && wd !== 6) count += 1;
  return count;
}

/**
 * A member's effort over a period: `effortOn` for each workday, summed. Days outside the membership
 * count as 0, so a member who joins mid-month shows a partial month. Man-months divide by the
 * workdays of the month the period starts in (a full month at 100 % and rate 1 is 1.00). Days are
 * counted as numbers, not date strings (a year's grid of a large project runs this tens of thousands
 * of times); the loop stops after 62 days whatever the caller passes (callers give a month or a week).
 */
export function periodEffort(
  start: string,
  end: string,
  rows: readonly EffortRow[],
  m: Membership,
): PeriodEffort {
  const first = dayNumber(start);
  const last = Math.min(dayNumber(end), first + 61);
  const from = m.start_date === null ? Number.NEGATIVE_INFINITY : dayNumber(m.start_date);
  const to = m.end_date === null ? Number.POSITIVE_INFINITY : dayNumber(m.end_date);
  const spans = rows
    .map((r) => ({ a: dayNumber(r.start_date), b: dayNumber(r.end_date), r }))
    .filter((x) => x.b >= first && x.a <= last);
  const fallback = m.effort_default ?? EFFORT_FALLBACK;
  let days = 0;
  let memberDays = 0;
  let effortSum = 0;
  let weighted = 0;
  for (let d = first, wd = weekdayOf(start); d <= last; d++, wd = (wd + 1) % 7) {
    if (wd === 0 || wd === 6) continue;
    days += 1;
    if (d < from || d > to) continue;
    memberDays += 1;
    // The shortest row covering the day, the latest start breaking ties (as `rowOn`).
    let best: EffortRow | null = null;
    let bestSpan = Number.POSITIVE_INFINITY;
    let bestStart = Number.NEGATIVE_INFINITY;
    for (const x of spans) {
      if (d < x.a || d > x.b) continue;
      const span = x.b - x.a;
      if (span < bestSpan || (span === bestSpan && x.a > bestStart)) {
        best = x.r;
        bestSpan = span;
        bestStart = x.a;
      }
    }
    const effort = best?.effort ?? fallback;
    effortSum += effort;
    weighted += (effort / 100) * (best?.set_value ?? SET_VALUE_FALLBACK);
  }
  const monthDays = workdaysOf(start.slice(0, 7));
  return {
    effort: days === 0 ? 0 : round(effortSum / days, 1),
    man_months: monthDays === 0 ? 0 : round(weighted / monthDays, 2),
    member_days: memberDays,
  };
}

/**
 * The periods an effort row may cover (what the grid shows and edits): a calendar month, or a
 * Monday-to-Sunday week (which may run across two months).
 */
export function isEffortPeriod(start: string, end: string): boolean {
  if (start.endsWith('-01') && end === lastDayOf(monthOf(start))) return true;
  return weekdayOf(start) === 1 && end === addDays(start, 6);
}

/** Whether a person's efforts across their projects in one period add up to more than 100 %. */
export function isOverAllocated(efforts: readonly number[]): boolean {
  return (
    round(
      efforts.reduce((a, b) => a + b, 0),
      1,
    ) > EFFORT_FULL
  );
}

const fieldError = (rule: string, message: string, params?: Record<string, string | number>) => [
  { rule, message, ...(params ? { params } : {}) },
];

export interface ProjectDates {
  start_date: string;
  end_date?: string | null;
  plans?: readonly { start_date: string; end_date: string }[] | null;
  payments?: readonly { percentage: number }[] | null;
}

/**
 * SPEC 5's cross-field rules of a project: the end is not before the start, every plan item lies
 * within the project's dates and ends on or after it starts, and the payment milestones add up to at
 * most 100 %. Null when fine.
 */
export function projectDateErrors(p: ProjectDates): FieldErrors | null {
  const errors: FieldErrors = {};
  if (p.end_date && p.end_date < p.start_date)
    errors.end_date = fieldError('after_or_equal', 'Must be on or after start_date.', {
      other: 'start_date',
    });
  (p.plans ?? []).forEach((plan, i) => {
    if (plan.end_date < plan.start_date)
      errors[`plans.${i}.end_date`] = fieldError('after_or_equal', 'Must be on or after start_date.', {
        other: 'start_date',
      });
    if (plan.start_date < p.start_date)
      errors[`plans.${i}.start_date`] = fieldError('within_project', 'Must be within the project dates.');
    if (p.end_date && plan.end_date > p.end_date)
      errors[`plans.${i}.end_date`] = fieldError('within_project', 'Must be within the project dates.');
  });
  const percent = (p.payments ?? []).reduce((a, b) => a + b.percentage, 0);
  if (percent > 100)
    errors.payments = fieldError('sum_max', 'The milestones add up to more than 100 %.', { max: 100 });
  return Object.keys(errors).length ? errors : null;
}

/**
 * The rules of a kick-off or bonus activity (SPEC 5) that span fields: each employee once, every one
 * a member of the project, and the bonuses adding up to at most the total budget. Null when fine.
 */
export function activityErrors(
  a: { total_budget: number; employees: readonly { employee_id: number; bonus: number }[] },
  memberIds: ReadonlySet<number>,
): FieldErrors | null {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  a.employees.forEach((e, i) => {
    if (seen.has(e.employee_id))
      errors[`employees.${i}.employee_id`] = fieldError('distinct', 'Each employee only once.');
    else if (!memberIds.has(e.employee_id))
      errors[`employees.${i}.employee_id`] = fieldError('project_member', 'Must be a member of the project.');
    seen.add(e.employee_id);
  });
  const sum = a.employees.reduce((s, e) => s + e.bonus, 0);
  if (sum > a.total_budget)
    errors.total_budget = fieldError(
      'bonus_over_budget',
      'The bonuses add up to more than the total budget.',
      {
        sum,
      },
    );
  return Object.keys(errors).length ? errors : null;
}

/** A review item's value: 1 on track (green), 2 at risk (amber), 3 in trouble (red). */
export const REVIEW_LEVELS = [1, 2, 3] as const;

/** The worst item of a weekly review: what the trend colours a week with. */
export function reviewHealth(items: Readonly<Record<string, number>>): number {
  return Math.max(1, ...Object.values(items));
}

/** A period's end may not be before its start (a contract, a membership). Null when fine. */
export function periodErrors(
  start: string | null | undefined,
  end: string | null | undefined,
): FieldErrors | null {
  if (start && end && end < start)
    return {
      end_date: fieldError('after_or_equal', 'Must be on or after start_date.', { other: 'start_date' }),
    };
  return null;
}
