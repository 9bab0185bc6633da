import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysBetween,
  daysOfMonth,
  fromMinutes,
  mergeIntervals,
  subtract,
  toMinutes,
  weekdayOf,
  zonedParts,
  zonedToInstant,
} from './time';

describe('time helpers', () => {
  it.each([
    ['00:00', 0],
    ['08:05', 485],
    ['23:59', 1439],
  ])('%s is %i minutes and back', (hhmm, minutes) => {
    expect(toMinutes(hhmm)).toBe(minutes);
    expect(fromMinutes(minutes)).toBe(hhmm);
  });

  it.each([
    ['2026-11-18', 9 * 60, 'Asia/Tokyo', '2026-11-18T00:00:00.000Z'],
    ['2026-11-18', 9 * 60, 'Asia/Ho_Chi_Minh', '2026-11-18T02:00:00.000Z'],
    ['2026-01-01', 0, 'Asia/Tokyo', '2025-12-31T15:00:00.000Z'],
    ['2026-03-29', 3 * 60, 'Europe/Paris', '2026-03-29T01:00:00.000Z'],
  ])('%s + %i min in %s is %s, and back', (date, minutes, zone, iso) => {
    const instant = zonedToInstant(date, minutes, zone);
    expect(instant.toISOString()).toBe(iso);
    expect(zonedParts(instant, zone)).toMatchObject({ date, minutes });
  });

  it('gives the same local date and time as Intl, in every kind of zone, across offset changes', () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const intl = (instant: Date, timeZone: string) => {
      const parts: Record<string, string> = {};
      const f =
        formats.get(timeZone) ??
        new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        });
      formats.set(timeZone, f);
      for (const p of f.formatToParts(instant)) parts[p.type] = p.value;
      return {
        date: `${parts.year}-${parts.month}-${parts.day}`,
        minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
        seconds: Number(parts.second),
      };
    };
    const zones = [
      'UTC',
      'Asia/Ho_Chi_Minh',
      'Asia/Tokyo',
      'Asia/Kathmandu', // +05:45
      'Europe/London', // summer time at 01:00 UTC
      'America/New_York',
      'America/St_Johns', // -03:30, with summer time
      'Australia/Lord_Howe', // a half-hour summer time
      'Pacific/Apia', // skipped a whole day in 2011
    ];
    // Every 7 minutes and 13 seconds through days around offset changes, and a spread over decades.
    const instants: number[] = [];
    for (const day of ['2026-03-08', '2026-03-29', '2026-10-04', '2026-10-25', '2026-11-01', '2011-12-29']) {
      const from = Date.parse(`${day}T00:00:00Z`) - 12 * 3_600_000;
      for (let t = from; t < from + 48 * 3_600_000; t += 433_000) instants.push(t);
    }
    for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2100, 0, 1); t += 86_400_000 * 97 + 3_723_456)
      instants.push(t);
    instants.push(Date.UTC(999, 11, 31, 23), Date.UTC(10_000, 0, 1, 5), Date.UTC(2026, 0, 1, 0, 0, 0, 999));
    for (const zone of zones)
      for (const t of instants)
        expect(zonedParts(new Date(t), zone), `${zone} ${t}`).toEqual(intl(new Date(t), zone));
  });

  it('knows the weekday of any date, as Date does', () => {
    for (const date of daysBetween('1999-12-25', '2001-03-05').concat(
      daysBetween('2028-02-20', '2028-03-05'),
    )) {
      expect(weekdayOf(date), date).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
  });

  it('lists the days of a month, including a leap February', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-11')[29]).toBe('2026-11-30');
  });

  it('lists the days between two dates across months and years', () => {
    const days = daysBetween('2026-12-30', '2027-01-02');
    expect(days).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysBetween('2026-11-02', '2026-11-01')).toEqual([]);
    expect(daysBetween('2024-01-01', '2028-12-31')).toHaveLength(1827);
  });

  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
  ])('%s %+i month is %s', (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });

  it('merges and subtracts intervals', () => {
    expect(
      mergeIntervals([
        [5, 10],
        [0, 6],
        [20, 30],
      ]),
    ).toEqual([
      [0, 10],
      [20, 30],
    ]);
    expect(
      subtract(
        [[0, 100]],
        [
          [10, 20],
          [50, 200],
        ],
      ),
    ).toEqual([
      [0, 10],
      [20, 50],
    ]);
  });
});
