import { describe, expect, it } from 'vitest';
import { dayOfMonth, formatDuration, formatWorkDate, isZeroDuration } from './format';

describe('formatDuration', () => {
  it('formats whole minutes as H:MM', () => {
    expect(formatDuration(465)).toBe('7:45');
    expect(formatDuration(480)).toBe('8:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(12 * 60 + 30)).toBe('12:30');
    expect(formatDuration(100 * 60 + 1)).toBe('100:01');
  });

  it('keeps the sign of negative durations', () => {
    expect(formatDuration(-90)).toBe('-1:30');
  });

  it('returns an empty text for non-numbers', () => {
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('isZeroDuration', () => {
  it('treats 0, null and undefined as zero', () => {
    expect(isZeroDuration(0)).toBe(true);
    expect(isZeroDuration(null)).toBe(true);
    expect(isZeroDuration(undefined)).toBe(true);
    expect(isZeroDuration(1)).toBe(false);
  });
});

describe('formatWorkDate', () => {
  it('shows wire dates as DD/MM/YYYY', () => {
    expect(formatWorkDate('2025-03-07')).toBe('07/03/2025');
  });

  it('leaves anything else as is', () => {
    expect(formatWorkDate('not a date')).toBe('not a date');
  });

  it('reads the day of the month', () => {
    expect(dayOfMonth('2025-03-07')).toBe(7);
  });
});
