import { MAX_TIMESHEET_RANGE_DAYS } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import {
  currentMonthIn,
  currentMonthRangeIn,
  currentYearIn,
  daysOfMonth,
  monthRange,
  rangeLengthDays,
  rangeProblem,
  todayIn,
  weekdayOfDate,
} from './dateRange';

// 2025-01-31 20:30 UTC: already 1 February in Tokyo (UTC+9) and Hanoi (UTC+7).
const LATE_JANUARY_UTC = Date.UTC(2025, 0, 31, 20, 30);

describe('dates in the company time zone', () => {
  it('takes today and the month from the company zone, not the browser', () => {
    expect(todayIn('Asia/Tokyo', LATE_JANUARY_UTC)).toBe('2025-02-01');
    expect(todayIn('Asia/Ho_Chi_Minh', LATE_JANUARY_UTC)).toBe('2025-02-01');
    expect(todayIn('UTC', LATE_JANUARY_UTC)).toBe('2025-01-31');
    expect(currentMonthIn('Asia/Tokyo', LATE_JANUARY_UTC)).toBe('2025-02');
    expect(currentMonthIn('America/New_York', LATE_JANUARY_UTC)).toBe('2025-01');
  });

  it('defaults the list to the whole current month', () => {
    expect(currentMonthRangeIn('Asia/Tokyo', LATE_JANUARY_UTC)).toEqual({
      start_date: '2025-02-01',
      end_date: '2025-02-28',
    });
    expect(currentMonthRangeIn('UTC', LATE_JANUARY_UTC)).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-01-31',
    });
  });

  it('takes the year from the company zone', () => {
    const newYearEveUtc = Date.UTC(2024, 11, 31, 16);
    expect(currentYearIn('Asia/Tokyo', newYearEveUtc)).toBe(2025);
    expect(currentYearIn('UTC', newYearEveUtc)).toBe(2024);
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    expect(todayIn(null, LATE_JANUARY_UTC)).toBe('2025-01-31');
    expect(todayIn('Not/AZone', LATE_JANUARY_UTC)).toBe('2025-01-31');
  });
});

describe('month ranges', () => {
  it('knows leap years', () => {
    expect(monthRange('2024-02')).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29' });
    expect(daysOfMonth('2024-02')).toHaveLength(29);
    expect(daysOfMonth('2025-04')[29]).toBe('2025-04-30');
  });

  it('counts inclusive days and refuses bad ranges', () => {
    expect(rangeLengthDays({ start_date: '2025-01-01', end_date: '2025-01-01' })).toBe(1);
    expect(rangeLengthDays({ start_date: '2025-01-01', end_date: '2025-01-31' })).toBe(31);
    expect(rangeProblem({ start_date: '2025-01-02', end_date: '2025-01-01' })).toBe('order');
    const longest = { start_date: '2025-01-01', end_date: '2025-03-03' };
    expect(rangeLengthDays(longest)).toBe(MAX_TIMESHEET_RANGE_DAYS);
    expect(rangeProblem(longest)).toBeNull();
    expect(rangeProblem({ start_date: '2025-01-01', end_date: '2025-03-04' })).toBe('tooLong');
  });

  it('gives the weekday of a date', () => {
    expect(weekdayOfDate('2025-03-09')).toBe(0);
    expect(weekdayOfDate('2025-03-08')).toBe(6);
  });
});
