import { describe, expect, it } from 'vitest';
import { forgotCheckOutDays, submitReminderMonth } from './jobs';
import { toMinutes as m } from './time';

describe('forgotCheckOutDays', () => {
  it.each([
    // Before 06:00 yesterday is not yet due; from 06:00 it is.
    ['2026-12-02', '05:59', '2026-11-25', '2026-11-30'],
    ['2026-12-02', '06:00', '2026-11-25', '2026-12-01'],
    ['2026-12-02', '23:59', '2026-11-25', '2026-12-01'],
    // Across a year.
    ['2027-01-01', '08:00', '2026-12-25', '2026-12-31'],
  ])('on %s at %s: %s to %s', (today, time, from, to) => {
    expect(forgotCheckOutDays(today, m(time))).toEqual({ from, to });
  });
});

describe('submitReminderMonth', () => {
  it.each([
    ['2026-12-01', '09:00', '2026-11'],
    ['2026-12-05', '17:00', '2026-11'],
    ['2027-01-03', '10:00', '2026-12'],
    // Before 09:00, or after the 5th: nothing.
    ['2026-12-01', '08:59', null],
    ['2026-12-06', '09:00', null],
    ['2026-12-31', '12:00', null],
  ])('on %s at %s: %s', (today, time, month) => {
    expect(submitReminderMonth(today, m(time))).toBe(month);
  });
});
