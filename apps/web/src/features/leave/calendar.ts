/**
 * The team calendar as a grid (pure, tested in node): one row per person, one column per day of
 * the month, each cell the leave (by type) or remote work of that day, pending ones marked.
 */

import type { CalendarEntry, CalendarPerson, TeamCalendar } from '@staffhub/domain';
import { daysOfMonth, weekdayOf } from '@staffhub/domain';

export interface CalendarDay {
  date: string;
  /** Day of the month, 1-31. */
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  isWeekend: boolean;
  isHoliday: boolean;
}

export interface CalendarCell {
  kind: 'leave' | 'remote';
  /** The leave type 1-4 (null for remote work). */
  type: number | null;
  isPending: boolean;
  /** Also remote that day (a half day of leave with remote work for the rest). */
  alsoRemote: boolean;
}

export interface CalendarRow {
  employee_id: number;
  employee_code: string;
  name: string;
  foot_name: string | null;
  /** One per day of `days`, null when the person is at the office (or it is a day off). */
  cells: Array<CalendarCell | null>;
  leaveDays: number;
  remoteDays: number;
}

export interface CalendarGrid {
  days: CalendarDay[];
  rows: CalendarRow[];
  /** People on leave (approved or pending) each day, in the order of `days`. */
  awayPerDay: number[];
  /** Some leave is shown without its type (other people's, to a reader who may not see it). */
  hasUndisclosed: boolean;
}

/** Leave wins over remote work on the same day; an approved entry over a pending one. */
function merge(current: CalendarCell | null, entry: CalendarEntry): CalendarCell {
  const next: CalendarCell = {
    kind: entry.kind,
    type: entry.kind === 'leave' ? entry.type_reason : null,
    isPending: entry.status === 1,
    alsoRemote: false,
  };
  if (!current) return next;
  if (current.kind === 'leave' && next.kind === 'remote') return { ...current, alsoRemote: true };
  if (current.kind === 'remote' && next.kind === 'leave') return { ...next, alsoRemote: true };
  // Two entries of the same kind: keep the approved one.
  return current.isPending && !next.isPending ? { ...next, alsoRemote: current.alsoRemote } : current;
}

export interface GridOptions {
  holidays?: ReadonlySet<string>;
  /** Leave out the people with nothing in the month. */
  onlyAway?: boolean;
}

export function buildCalendarGrid(data: TeamCalendar, options: GridOptions = {}): CalendarGrid {
  const dates = data.days.length > 0 ? data.days : daysOfMonth(data.month);
  const holidays = options.holidays ?? new Set<string>();
  const days: CalendarDay[] = dates.map((date) => {
    const weekday = weekdayOf(date);
    return {
      date,
      day: Number(date.slice(8, 10)),
      weekday,
      isWeekend: weekday === 0 || weekday === 6,
      isHoliday: holidays.has(date),
    };
  });
  const index = new Map(dates.map((date, i) => [date, i]));
  const awayPerDay = dates.map(() => 0);
  const rows: CalendarRow[] = [];
  let hasUndisclosed = false;
  for (const person of data.people) {
    const row = rowOf(person, dates.length, index);
    if (options.onlyAway && row.leaveDays + row.remoteDays === 0) continue;
    row.cells.forEach((cell, i) => {
      if (cell?.kind !== 'leave') return;
      awayPerDay[i] = (awayPerDay[i] ?? 0) + 1;
      if (cell.type === null) hasUndisclosed = true;
    });
    rows.push(row);
  }
  return { days, rows, awayPerDay, hasUndisclosed };
}

function rowOf(person: CalendarPerson, length: number, index: Map<string, number>): CalendarRow {
  const cells: Array<CalendarCell | null> = Array.from({ length }, () => null);
  for (const entry of person.entries) {
    const i = index.get(entry.date);
    if (i === undefined) continue;
    cells[i] = merge(cells[i] ?? null, entry);
  }
  return {
    employee_id: person.employee_id,
    employee_code: person.employee_code,
    name: person.name,
    foot_name: person.foot_name,
    cells,
    leaveDays: cells.filter((c) => c?.kind === 'leave').length,
    remoteDays: cells.filter((c) => c?.kind === 'remote' || c?.alsoRemote).length,
  };
}

/** The CSS modifier of a cell: its leave type or remote, and whether it is still pending. */
export function cellClass(cell: CalendarCell): string {
  const base = cell.kind === 'remote' ? 'app-leave-cal-remote' : `app-leave-cal-type-${cell.type ?? 0}`;
  return cell.isPending ? `${base} app-leave-cal-pending` : base;
}
