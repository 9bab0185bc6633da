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
