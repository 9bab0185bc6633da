import { describe, expect, it } from 'vitest';
import { leaveDuration, leaveSpanErrors } from './leave';

// November 2026: Mon 16 .. Fri 20, Sat 21, Sun 22, Mon 23. Vietnam: 2 September is National Day.
const none = new Set<string>();
const vn = new Set(['2026-09-02']);

describe('leaveDuration (get-calculate-day-leave)', () => {
  it.each<[string, [string, string, string, string], ReadonlySet<string>, number, number]>([
    ['one full day', ['2026-11-16', '08:00', '2026-11-16', '17:30'], none, 480, 1],
    ['a morning', ['2026-11-16', '08:00', '2026-11-16', '12:00'], none, 240, 0.5],
    ['an afternoon', ['2026-11-16', '13:30', '2026-11-16', '17:30'], none, 240, 0.5],
    ['across lunch', ['2026-11-16', '10:00', '2026-11-16', '15:00'], none, 210, 0.44],
    ['two days', ['2026-11-16', '08:00', '2026-11-17', '17:30'], none, 960, 2],
    ['afternoon to next morning', ['2026-11-16', '13:30', '2026-11-17', '12:00'], none, 480, 1],
    ['across a weekend', ['2026-11-20', '08:00', '2026-11-23', '17:30'], none, 960, 2],
    ['only a weekend', ['2026-11-21', '08:00', '2026-11-22', '17:30'], none, 0, 0],
    ['across a Vietnamese holiday', ['2026-09-01', '08:00', '2026-09-03', '17:30'], vn, 960, 2],
    ['a Japanese company has no such holiday', ['2026-09-01', '08:00', '2026-09-03', '17:30'], none, 1440, 3],
    ['a week', ['2026-11-16', '08:00', '2026-11-22', '17:30'], none, 2400, 5],
    ['physiological 90 minutes', ['2026-11-16', '08:00', '2026-11-16', '09:30'], none, 90, 0.19],
  ])('%s', (_label, [start_date, start_time, end_date, end_time], holidays, minutes, days) => {
    const result = leaveDuration({ start_date, start_time, end_date, end_time }, holidays);
    expect(result.number_minutes_off).toBe(minutes);
    expect(result.number_days_off).toBe(days);
  });

  it('lists the counted days', () => {
    const result = leaveDuration(
      { start_date: '2026-11-20', start_time: '13:30', end_date: '2026-11-23', end_time: '12:00' },
      none,
    );
    expect(result.days).toEqual([
      { date: '2026-11-20', minutes: 240 },
      { date: '2026-11-23', minutes: 240 },
    ]);
  });
});

describe('leaveSpanErrors', () => {
  const span = { start_date: '2026-11-16', start_time: '08:00', end_date: '2026-11-16', end_time: '17:30' };
  it.each<[string, Partial<typeof span>, string | null, string | null]>([
    ['a full day', {}, null, null],
    ['a start in the lunch break', { start_time: '12:30' }, 'start_time', 'office_time'],
    ['an end after office hours', { end_time: '18:00' }, 'end_time', 'office_time'],
    ['a start at 17:30', { start_time: '17:30', end_date: '2026-11-17' }, 'start_time', 'office_time'],
    ['an end at 08:00', { end_time: '08:00', end_date: '2026-11-17' }, 'end_time', 'office_time'],
    ['an end date before the start', { end_date: '2026-11-15' }, 'end_date', 'after_or_equal'],
    ['the same day, end before start', { start_time: '15:00', end_time: '10:00' }, 'end_time', 'after'],
    ['12:00 and 13:30 are allowed', { start_time: '12:00', end_time: '13:30' }, null, null],
  ])('%s', (_label, over, field, rule) => {
    const errors = leaveSpanErrors({ ...span, ...over });
    if (field === null) expect(errors).toBeNull();
    else expect(errors?.[field]?.[0]?.rule).toBe(rule);
  });
});
