/**
 * Month and date-range defaults in the employee's company time zone (the server counts days
 * there, not in the browser's zone). Pure: `now` can be passed in for tests.
 */
import { MAX_TIMESHEET_RANGE_DAYS, WIRE_DATE_FORMAT } from '@staffhub/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const MONTH_FORMAT = 'YYYY-MM';

export interface DateRange {
  start_date: string;
  end_date: string;
}

/** `now` seen in `timeZone`; an unknown zone falls back to UTC rather than failing the screen. */
export function nowIn(timeZone: string | null | undefined, now: Date | number = Date.now()): Dayjs {
  const instant = dayjs(now);
  if (!timeZone) return instant.utc();
  try {
    return instant.tz(timeZone);
  } catch {
    return instant.utc();
  }
}

/** Today (YYYY-MM-DD) in the company time zone. */
export function todayIn(timeZone: string | null | undefined, now?: Date | number): string {
  return nowIn(timeZone, now).format(WIRE_DATE_FORMAT);
}

/** The current month (YYYY-MM) in the company time zone. */
export function currentMonthIn(timeZone: string | null | undefined, now?: Date | number): string {
  return nowIn(timeZone, now).format(MONTH_FORMAT);
}

/** The current year in the company time zone. */
export function currentYearIn(timeZone: string | null | undefined, now?: Date | number): number {
  return Number(nowIn(timeZone, now).format('YYYY'));
}

/** First and last day of a YYYY-MM month. */
export function monthRange(month: string): DateRange {
  const first = dayjs(`${month}-01`);
  return {
    start_date: first.format(WIRE_DATE_FORMAT),
    end_date: first.endOf('month').format(WIRE_DATE_FORMAT),
  };
}

/** The default filter of the timesheet list: the current month in the company time zone. */
export function currentMonthRangeIn(timeZone: string | null | undefined, now?: Date | number): DateRange {
  return monthRange(currentMonthIn(timeZone, now));
}

/** Number of days of an inclusive YYYY-MM-DD range (1 for a single day). */
export function rangeLengthDays(range: DateRange): number {
  return dayjs(range.end_date).diff(dayjs(range.start_date), 'day') + 1;
}

/** Why a range cannot be asked for, or null when it is fine (end >= start, at most the maximum). */
export function rangeProblem(range: DateRange): 'order' | 'tooLong' | null {
  if (range.end_date < range.start_date) return 'order';
  if (rangeLengthDays(range) > MAX_TIMESHEET_RANGE_DAYS) return 'tooLong';
  return null;
}

/** Every YYYY-MM-DD day of a month, in order. */
export function daysOfMonth(month: string): string[] {
  const first = dayjs(`${month}-01`);
  const count = first.daysInMonth();
  return Array.from({ length: count }, (_, i) => first.add(i, 'day').format(WIRE_DATE_FORMAT));
}

/** 0 Sunday … 6 Saturday of a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function weekdayOfDate(date: string): number {
  return dayjs(date).day();
}
