import { EVENING_BREAK, LUNCH_BREAK, OFFICE_WINDOWS, WEEKDAY_OT_START, WEEKEND_DAYS } from './constants';
import { TIME_RE } from './formats';
import type { DayKind, TimesheetNote, TimesheetStatus } from './schemas/timesheets';
import {
  addDays,
  fromMinutes,
  type Interval,
  intersect,
  mergeIntervals,
  overlap,
  subtract,
  toMinutes,
  totalMinutes,
  weekdayOf,
} from './time';

/** Leave type codes (SPEC 3): 1 compensated, 2 separate paid, 3 unpaid, 4 physiological. */
export type LeaveType = 1 | 2 | 3 | 4;

/** One day of one employee, in local minutes of the company's time zone. */
export interface DayInput {
  date: string;
  dayKind: DayKind;
  holidayName?: string | null;
  /** Recorded attendance, minutes since local midnight. */
  checkIn: number | null;
  checkOut: number | null;
  /** An approved correction replaces the recorded times. */
  correction?: { checkIn: number; checkOut: number } | null;
  /** Approved overtime intervals. */
  overtime?: readonly Interval[];
  /** Approved leave on this day, as office-time intervals with their type. */
  leaves?: ReadonlyArray<{ type: LeaveType; start: number; end: number }>;
  /** Approved short leaves: minutes of lateness or early leave excused. */
  shortLeaves?: ReadonlyArray<{ kind: 'late' | 'early'; minutes: number }>;
  isRemote?: boolean;
  adminEdited?: boolean;
  /** Today in the company's zone: decides "future" and "in progress". */
  today: string;
}

export interface DayResult {
  work_date: string;
  weekday: number;
  day_kind: DayKind;
  holiday_name: string | null;
  start_time_real: string | null;
  end_time_real: string | null;
  start_time_pay: string | null;
  end_time_pay: string | null;
  lunch_break_time: number;
  work_time_real: number;
  work_time_pay: number;
  late_time: number;
  early_time: number;
  ot_time_real: number;
  ot_after_offset: number;
  ot_150_percent: number;
  ot_200_percent: number;
  compensated_leave: number;
  paid_leave: number;
  unpaid_leave: number;
  is_remote: boolean;
  note: TimesheetNote[];
  status: TimesheetStatus;
}

const OFFICE: Interval[] = OFFICE_WINDOWS.map(([s, e]) => [s, e] as const);
const LUNCH: Interval = [LUNCH_BREAK[0], LUNCH_BREAK[1]];
/** When overtime can be earned: weekdays from 18:00; rest days all day but the two breaks. */
const OT_WEEKDAY: Interval[] = [[WEEKDAY_OT_START, 24 * 60]];
const OT_REST_DAY: Interval[] = subtract([[0, 24 * 60]], [LUNCH, [EVENING_BREAK[0], EVENING_BREAK[1]]]);

/** Σ overlap of [start, end) with each window (windows must not overlap each other). */
function minutesIn(windows: readonly Interval[], start: number, end: number): number {
  let sum = 0;
  for (const w of windows) sum += overlap(w, [start, end]);
  return sum;
}

function excused(input: DayInput, kind: 'late' | 'early'): number {
  let sum = 0;
  for (const s of input.shortLeaves ?? []) if (s.kind === kind) sum += s.minutes;
  return sum;
}

/** Office minutes of [from, to) not covered by leave (the common case, no leave, allocates nothing). */
function uncovered(leaveCover: readonly Interval[], from: number, to: number): number {
  return leaveCover.length === 0
    ? minutesIn(OFFICE, from, to)
    : totalMinutes(subtract(intersect(OFFICE, [[from, to]]), leaveCover));
}

/** Whether a date is a weekend day, a company holiday or a working day. */
export function dayKindOf(date: string, holidayDates: ReadonlySet<string>): DayKind {
  if (holidayDates.has(date)) return 'holiday';
  return (WEEKEND_DAYS as readonly number[]).includes(weekdayOf(date)) ? 'weekend' : 'workday';
}

/** The first working day from `date` on (a month at most): weekends and `holidayDates` skipped. */
export function firstWorkday(date: string, holidayDates: ReadonlySet<string> = new Set()): string {
  let day = date;
  for (let i = 0; i < 31 && dayKindOf(day, holidayDates) !== 'workday'; i++) day = addDays(day, 1);
  return day;
}

/** The calculation start: check-in moved into office time (a lunch check-in starts at 13:30). */
function payStart(checkIn: number): number | null {
  for (const [s, e] of OFFICE) if (checkIn < e) return Math.max(checkIn, s);
  return null;
}

/** The calculation end: check-out moved into office time (a lunch check-out ends at 12:00). */
function payEnd(checkOut: number): number | null {
  for (const [s, e] of [...OFFICE].reverse()) if (checkOut > s) return Math.min(checkOut, e);
  return null;
}

/**
 * Every computed column of one timesheet day (SPEC 3 "Timesheet row"; ARCHITECTURE "Working time").
 * Late = office minutes before check-in, early = office minutes after check-out, both less approved
 * leave and short leave. Paid OT = approved OT ∩ attendance ∩ OT time, offset by late and early.
 */
export function computeDay(input: DayInput): DayResult {
  const isWorkday = input.dayKind === 'workday';
  const note = new Set<TimesheetNote>();
  if (input.dayKind === 'holiday') note.add('HOLIDAY');
  if (input.isRemote) note.add('REMOTE');
  if (input.adminEdited) note.add('ADMIN_EDITED');
  if (input.correction) note.add('CORRECTED');
  if (input.overtime?.length) note.add('OVERTIME');
  if (input.shortLeaves?.length) note.add('SHORT_LEAVE');

  const checkIn = input.correction ? input.correction.checkIn : input.checkIn;
  const checkOut = input.correction ? input.correction.checkOut : input.checkOut;

  // Leave only covers office time of working days.
  const leaveByType = { 1: 0, 2: 0, 3: 0, 4: 0 } as Record<LeaveType, number>;
  let leaveCover: Interval[] = [];
  if (isWorkday && input.leaves?.length) {
    note.add('LEAVE');
    for (const l of input.leaves) {
      const covered = intersect([[l.start, l.end]], OFFICE);
      leaveByType[l.type] += totalMinutes(subtract(covered, leaveCover));
      leaveCover = mergeIntervals([...leaveCover, ...covered]);
    }
  }
  const leaveMinutes = totalMinutes(leaveCover);

  const result: DayResult = {
    work_date: input.date,
    weekday: weekdayOf(input.date),
    day_kind: input.dayKind,
    holiday_name: input.holidayName ?? null,
    start_time_real: checkIn === null ? null : fromMinutes(checkIn),
    end_time_real: checkOut === null ? null : fromMinutes(checkOut),
    start_time_pay: null,
    end_time_pay: null,
    lunch_break_time: 0,
    work_time_real: 0,
    work_time_pay: 0,
    late_time: 0,
    early_time: 0,
    ot_time_real: 0,
    ot_after_offset: 0,
    ot_150_percent: 0,
    ot_200_percent: 0,
    compensated_leave: leaveByType[1],
    paid_leave: leaveByType[2] + leaveByType[4],
    unpaid_leave: leaveByType[3],
    is_remote: input.isRemote ?? false,
    note: [],
    status: 'complete',
  };

  const lateOf = (inAt: number) => Math.max(0, uncovered(leaveCover, 0, inAt) - excused(input, 'late'));
  const earlyOf = (outAt: number) =>
    Math.max(0, uncovered(leaveCover, outAt, 24 * 60) - excused(input, 'early'));

  if (checkIn !== null && checkOut !== null && checkOut > checkIn) {
    const span: Interval = [checkIn, checkOut];
    result.lunch_break_time = overlap(span, LUNCH);
    result.work_time_real = checkOut - checkIn - result.lunch_break_time;
    if (isWorkday) {
      result.work_time_pay = minutesIn(OFFICE, checkIn, checkOut);
      if (result.work_time_pay > 0) {
        const s = payStart(checkIn);
        const e = payEnd(checkOut);
        result.start_time_pay = s === null ? null : fromMinutes(s);
        result.end_time_pay = e === null ? null : fromMinutes(e);
      }
      result.late_time = lateOf(checkIn);
      result.early_time = earlyOf(checkOut);
    }
    const otWindows = isWorkday ? OT_WEEKDAY : OT_REST_DAY;
    result.ot_time_real = minutesIn(otWindows, checkIn, checkOut);
    const approvedOt = input.overtime?.length
      ? totalMinutes(intersect(intersect(otWindows, [span]), input.overtime))
      : 0;
    result.ot_after_offset = Math.max(0, approvedOt - result.late_time - result.early_time);
    if (isWorkday) result.ot_150_percent = result.ot_after_offset;
    else result.ot_200_percent = result.ot_after_offset;
    result.status = 'complete';
  } else if (checkIn !== null) {
    // Checked in, not (validly) out: lateness is already known, nothing is paid yet.
    if (isWorkday) result.late_time = lateOf(checkIn);
    result.status = input.date >= input.today ? 'in_progress' : 'missing_check_out';
  } else if (checkOut !== null) {
    result.status = input.date > input.today ? 'future' : 'missing_check_in';
  } else if (input.dayKind === 'holiday') {
    result.status = 'holiday';
  } else if (input.dayKind === 'weekend') {
    result.status = 'day_off';
  } else if (leaveMinutes >= totalMinutes(OFFICE)) {
    result.status = 'leave';
  } else if (input.date >= input.today) {
    result.status = 'future';
  } else {
    result.status = 'missing_check_in';
  }

  result.note = [...note];
  return result;
}

/** The least time from a check-in to its check-out: one in the same minute is a slip, not a day. */
export const MIN_CHECK_OUT_GAP_MS = 60_000;

/** Whether a check-out at `checkOut` comes less than a minute after the check-in (refused, 4331). */
export function isCheckOutTooSoon(checkIn: Date, checkOut: Date): boolean {
  return checkOut.getTime() - checkIn.getTime() < MIN_CHECK_OUT_GAP_MS;
}

/** Minutes since midnight of an overtime bound: `HH:mm`, or 24:00 for the end of the day; else null. */
function overtimeClock(time: string | null | undefined): number | null {
  return time && (time === '24:00' || TIME_RE.test(time)) ? toMinutes(time) : null;
}

/**
 * Overtime minutes from `start` to `end` (`HH:mm`, the end may be 24:00) on a day of that kind:
 * lunch and 17:30-18:00 never count, and on working days only from 18:00 (SPEC 5 / 9). Null while
 * a time is missing or malformed or the end is not after the start.
 */
export function overtimeMinutes(
  dayKind: DayKind,
  start: string | null | undefined,
  end: string | null | undefined,
): number | null {
  const from = overtimeClock(start);
  const to = overtimeClock(end);
  if (from === null || to === null || to <= from) return null;
  return minutesIn(dayKind === 'workday' ? OT_WEEKDAY : OT_REST_DAY, from, to);
}
