/**
 * The overtime duration the server stores, for the live preview of the form: the domain's rule
 * (lunch 12:00-13:30 and 17:30-18:00 never count; on working days only from WEEKDAY_OT_START).
 */
import {
  type DayKind,
  dayKindOf,
  overtimeMinutes as domainOvertimeMinutes,
  MINUTES_PER_DAY,
  toMinutes,
} from '@staffhub/domain';

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since midnight of HH:mm (24:00 allowed as the end of the day), or null when invalid. */
export function parseTime(value: string | null | undefined): number | null {
  if (!value || !TIME_RE.test(value)) return null;
  return toMinutes(value);
}

/**
 * The kind of an overtime date: the timesheet's own `day_kind` when known (it knows the company's
 * holidays), else weekend or working day from the calendar.
 */
export function overtimeDayKind(date: string | null | undefined, known?: DayKind | null): DayKind {
  if (known) return known;
  return date ? dayKindOf(date, new Set()) : 'workday';
}

/** Counted minutes of [start, end) on a day of that kind, or null while the times are missing or reversed. */
export function overtimeMinutes(
  start: string | null | undefined,
  end: string | null | undefined,
  dayKind: DayKind,
): number | null {
  const from = parseTime(start);
  const to = parseTime(end);
  if (from === null || to === null || to <= from || to > MINUTES_PER_DAY) return null;
  return domainOvertimeMinutes(dayKind, from, to);
}
