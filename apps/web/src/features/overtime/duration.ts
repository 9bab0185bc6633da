/**
 * The overtime form's day kind for the live duration preview; the duration itself is the domain's
 * `overtimeMinutes`, the one the server stores.
 */
import { type DayKind, dayKindOf } from '@staffhub/domain';

/**
 * The kind of an overtime date: the timesheet's own `day_kind` when known (it knows the company's
 * holidays), else weekend or working day from the calendar.
 */
export function overtimeDayKind(date: string | null | undefined, known?: DayKind | null): DayKind {
  if (known) return known;
  return date ? dayKindOf(date, new Set()) : 'workday';
}
