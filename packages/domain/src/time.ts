/** Dates, times and time zones without a library: every function takes the zone explicitly. */

export const MINUTES_PER_DAY = 24 * 60;

/** `HH:mm` → minutes since midnight. */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minutes since midnight → `HH:mm`. */
export function fromMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local calendar date and time of an instant in a zone, by Intl. */
function intlParts(instant: Date, timeZone: string): { date: string; minutes: number; seconds: number } {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const hour = Number(parts.hour) % 24;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: hour * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

const HOUR_MS = 3_600_000;
/** Where the fast path of `zonedParts` holds: years 1000-9999 (Intl writes others unpadded). */
const FAST_FROM = Date.UTC(1000, 0, 2);
const FAST_TO = Date.UTC(9999, 11, 30);
/** Zone → UTC hour → the zone's offset (ms) through that whole hour, or null when it changes in it. */
const offsets = new Map<string, Map<number, number | null>>();
/** Hours kept per zone (a zone's are dropped together past this). */
const HOURS_MAX = 20_000;

/** The zone's offset from UTC at a whole second `t` (ms): its wall clock minus `t`. */
function offsetAt(t: number, timeZone: string): number {
  const p = intlParts(new Date(t), timeZone);
  return Date.parse(`${p.date}T00:00:00Z`) + p.minutes * 60_000 + p.seconds * 1000 - t;
}

/**
 * The local calendar date and time of an instant in a zone. Intl's formatting is slow (about 5 µs,
 * a sixth of the CPU of a page of 200 timesheet rows), so each zone's offset is asked of Intl once
 * per UTC hour, at its first and last second; when the two agree the offset held through the hour
 * (zones change offset at most once in an hour), and every instant of that hour is the instant plus
 * the offset. An hour in which the zone's offset changes is always asked of Intl.
 */
export function zonedParts(
  instant: Date,
  timeZone: string,
): { date: string; minutes: number; seconds: number } {
  const t = instant.getTime();
  if (!(t >= FAST_FROM && t <= FAST_TO)) return intlParts(instant, timeZone);
  const hour = Math.floor(t / HOUR_MS);
  const hours = offsets.get(timeZone);
  let offset = hours?.get(hour);
  if (offset === undefined) {
    // Intl first: a zone it does not know throws here, before anything is kept under its name.
    const first = offsetAt(hour * HOUR_MS, timeZone);
    offset = offsetAt((hour + 1) * HOUR_MS - 1000, timeZone) === first ? first : null;
    if (!hours) offsets.set(timeZone, new Map([[hour, offset]]));
    else {
      if (hours.size >= HOURS_MAX) hours.clear();
      hours.set(hour, offset);
    }
  }
  if (offset === null) return intlParts(instant, timeZone);
  const wall = new Date(t + offset);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth() + 1;
  const d = wall.getUTCDate();
  return {
    date: `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    seconds: wall.getUTCSeconds(),
  };
}

/** Today's date (`YYYY-MM-DD`) in a zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zonedParts(now, timeZone).date;
}

/** The instant at which the wall clock of `timeZone` shows `date` + `minutes`. */
export function zonedToInstant(date: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // Offset of the zone at (about) that moment; one correction step handles DST edges.
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const shown = Date.parse(`${p.date}T00:00:00Z`) + p.minutes * 60_000 + p.seconds * 1000;
    guess += wall - shown;
  }
  return new Date(guess);
}

const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/** 0 Sunday … 6 Saturday of a `YYYY-MM-DD` date (Sakamoto's method: no Date, no parsing). */
export function weekdayOf(date: string): number {
  let y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (m < 3) y -= 1;
  return (
    (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + (MONTH_OFFSETS[m - 1] ?? 0) + d) % 7
  );
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM` of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = (y ?? 0) * 12 + (m ?? 1) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The last date of a `YYYY-MM` month. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${pad2(daysInMonth(y ?? 1970, m ?? 1))}`;
}

/** Every date of a month, in order. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const last = daysInMonth(y ?? 1970, m ?? 1);
  const out: string[] = [];
  for (let d = 1; d <= last; d++) out.push(`${month}-${pad2(d)}`);
  return out;
}

/** Every date from `from` to `to` inclusive (string arithmetic: pages list thousands of days). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y = 1970, m = 1, d = 1] = from.split('-').map(Number);
  let last = daysInMonth(y, m);
  for (let date = from; date <= to; ) {
    out.push(date);
    if (++d > last) {
      d = 1;
      if (++m > 12) {
        m = 1;
        y++;
      }
      last = daysInMonth(y, m);
    }
    date = `${y}-${pad2(m)}-${pad2(d)}`;
  }
  return out;
}

export type Interval = readonly [start: number, end: number];

/** Minutes shared by two intervals. */
export function overlap(a: Interval, b: Interval): number {
  return Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
}

/** Sorted, non-overlapping union of intervals (empty ones dropped). */
export function mergeIntervals(list: readonly Interval[]): Interval[] {
  const sorted = list.filter(([s, e]) => e > s).sort((x, y) => x[0] - y[0]);
  const out: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Intersection of two sets of intervals. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const x of mergeIntervals(a)) {
    for (const y of mergeIntervals(b)) {
      const s = Math.max(x[0], y[0]);
      const e = Math.min(x[1], y[1]);
      if (e > s) out.push([s, e]);
    }
  }
  return out;
}

/** `a` minus `b`. */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  let rest = mergeIntervals(a);
  for (const [bs, be] of mergeIntervals(b)) {
    const next: Interval[] = [];
    for (const [s, e] of rest) {
      if (be <= s || bs >= e) next.push([s, e]);
      else {
        if (bs > s) next.push([s, bs]);
        if (be < e) next.push([be, e]);
      }
    }
    rest = next;
  }
  return rest;
}

export function totalMinutes(list: readonly Interval[]): number {
  return mergeIntervals(list).reduce((sum, [s, e]) => sum + (e - s), 0);
}
