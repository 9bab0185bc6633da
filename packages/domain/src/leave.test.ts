import { describe, expect, it } from 'vitest';
import {
  isLeaveBoundary,
  type LeaveCountContext,
  type LeaveSpan,
  leaveCountProblem,
  leaveDayCount,
  leaveDuration,
  leaveEndAfter,
  leaveProblemRefusal,
  leaveSpanErrors,
  minutesToDays,
  physiologicalLeaveErrors,
  workdaysBetween,
} from './leave';
import { addDays, daysBetween, toMinutes, weekdayOf } from './time';

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

  it('splits the minutes by calendar month', () => {
    const result = leaveDuration(
      { start_date: '2026-10-30', start_time: '13:30', end_date: '2026-11-02', end_time: '12:00' },
      none,
    );
    expect(result.months).toEqual([
      { month: '2026-10', minutes: 240 },
      { month: '2026-11', minutes: 240 },
    ]);
  });

  // The arithmetic against the plain walk over every day, for many spans and holiday sets.
  const walk = (span: LeaveSpan, holidays: ReadonlySet<string>) => {
    let total = 0;
    for (const date of daysBetween(span.start_date, span.end_date)) {
      if (holidays.has(date) || [0, 6].includes(weekdayOf(date))) continue;
      const from = date === span.start_date ? toMinutes(span.start_time) : 480;
      const to = date === span.end_date ? toMinutes(span.end_time) : 1050;
      total +=
        Math.max(0, Math.min(720, to) - Math.max(480, from)) +
        Math.max(0, Math.min(1050, to) - Math.max(810, from));
    }
    return total;
  };
  it('agrees with a walk over every day, for 500 random spans', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const times = ['08:00', '09:15', '12:00', '13:30', '15:45', '17:30'];
    for (let i = 0; i < 500; i++) {
      const start_date = addDays('2025-12-01', rand(400));
      const end_date = addDays(start_date, rand(120));
      const holidays = new Set(Array.from({ length: rand(12) }, () => addDays(start_date, rand(130))));
      const span = {
        start_date,
        start_time: times[rand(5)] as string,
        end_date,
        end_time: times[1 + rand(5)] as string,
      };
      expect(
        leaveDuration(span, holidays).number_minutes_off,
        JSON.stringify({ span, holidays: [...holidays] }),
      ).toBe(walk(span, holidays));
    }
  });

  it('counts a span of decades without walking it', () => {
    const result = leaveDuration(
      { start_date: '2000-01-03', start_time: '08:00', end_date: '2099-12-31', end_time: '17:30' },
      none,
    );
    // 2000-01-03 (a Monday) to 2099-12-31 (a Thursday): 36,523 days, 5,217 whole weeks and 4 days.
    expect(result.number_minutes_off).toBe((5217 * 5 + 4) * 480);
    expect(result.months).toHaveLength(1200);
  });
});

describe('workdaysBetween', () => {
  it.each<[string, string, string, string[], number]>([
    ['one Monday', '2026-11-16', '2026-11-16', [], 1],
    ['one Saturday', '2026-11-21', '2026-11-21', [], 0],
    ['Monday to Sunday', '2026-11-16', '2026-11-22', [], 5],
    ['Saturday to Friday', '2026-11-21', '2026-11-27', [], 5],
    ['two weeks with a holiday on a Tuesday', '2026-11-16', '2026-11-29', ['2026-11-17'], 9],
    ['a holiday on a Sunday counts nothing more', '2026-11-16', '2026-11-22', ['2026-11-22'], 5],
    ['a holiday outside the span', '2026-11-16', '2026-11-20', ['2026-11-23'], 5],
    ['the end before the start', '2026-11-20', '2026-11-16', [], 0],
  ])('%s', (_label, from, to, holidays, days) => {
    expect(workdaysBetween(from, to, new Set(holidays))).toBe(days);
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

describe('isLeaveBoundary', () => {
  it.each<[string, 'start' | 'end', boolean]>([
    ['07:30', 'start', false],
    ['08:00', 'start', true],
    ['08:00', 'end', false],
    ['12:00', 'start', true],
    ['12:00', 'end', true],
    ['12:30', 'start', false],
    ['13:30', 'start', true],
    ['17:30', 'start', false],
    ['17:30', 'end', true],
    ['18:00', 'end', false],
  ])('%s as a %s: %s', (time, which, allowed) => {
    expect(isLeaveBoundary(toMinutes(time), which)).toBe(allowed);
  });
});

describe('leaveDayCount', () => {
  const span = { start_date: '2026-11-20', start_time: '13:30', end_date: '2026-11-23', end_time: '12:00' };
  it.each<[string, Partial<typeof span>, ReadonlySet<string>, number, number, string | null]>([
    ['Friday afternoon to Monday morning, the weekend left out', {}, none, 480, 1, null],
    ['a holiday Monday left out too', {}, new Set(['2026-11-23']), 240, 0.5, null],
    ['only a weekend', { start_date: '2026-11-21', end_date: '2026-11-22' }, none, 0, 0, null],
    ['an invalid span counts nothing', { end_date: '2026-11-19' }, none, 0, 0, 'end_date'],
    ['a start in the lunch break counts nothing', { start_time: '12:30' }, none, 0, 0, 'start_time'],
  ])('%s', (_label, over, holidays, minutes, days, errorField) => {
    const count = leaveDayCount({ ...span, ...over }, holidays);
    expect(count.minutes).toBe(minutes);
    expect(count.days).toBe(days);
    expect(count.errors === null ? null : Object.keys(count.errors)[0]).toBe(errorField);
  });
});

describe('minutesToDays', () => {
  it.each([
    [480, 1],
    [240, 0.5],
    [90, 0.19],
    [700, 1.46],
    [0, 0],
    [-240, -0.5],
  ])('%i minutes are %s days', (minutes, days) => {
    expect(minutesToDays(minutes)).toBe(days);
  });
});

describe('physiologicalLeaveErrors', () => {
  const today = '2026-11-20';
  it.each<[string, number, string, string, string | null, string | null]>([
    ['one day this month', 4, '2026-11-03', '2026-11-03', null, null],
    ['two days', 4, '2026-11-03', '2026-11-04', 'end_date', 'same_day'],
    ['last month', 4, '2026-10-30', '2026-10-30', 'start_date', 'current_month'],
    ['next month', 4, '2026-12-01', '2026-12-01', 'start_date', 'current_month'],
    ['another type is not concerned', 1, '2026-10-30', '2026-11-04', null, null],
  ])('%s', (_label, type_reason, start_date, end_date, field, rule) => {
    const errors = physiologicalLeaveErrors({ type_reason, start_date, end_date }, today);
    if (field === null) expect(errors).toBeNull();
    else expect(errors?.[field]?.[0]?.rule).toBe(rule);
  });
});

describe('leaveEndAfter (a physiological leave default end)', () => {
  it.each([
    ['08:00', undefined, '09:30'],
    ['11:00', undefined, '14:00'],
    ['16:30', undefined, '17:30'],
    ['12:30', undefined, null],
    ['17:30', undefined, null],
    ['08:00', 30, '08:30'],
  ])('%s + %s minutes: %s', (start, minutes, end) => {
    expect(leaveEndAfter(start, minutes)).toBe(end);
  });
});

describe('leaveCountProblem', () => {
  const month = { remaining_minutes: 60, remaining_requests: 1 };
  it.each<[string, number, LeaveCountContext, ReturnType<typeof leaveCountProblem>]>([
    ['nothing to take', 0, { type: 1 }, { kind: 'empty' }],
    ['nothing to take, physiological', 0, { type: 4 }, { kind: 'empty' }],
    ['under half a day', 120, { type: 3 }, { kind: 'tooShort', min: 0.5 }],
    ['half a day', 240, { type: 3 }, null],
    [
      'type 1 over the days available',
      960,
      { type: 1, availableMinutes: 720 },
      { kind: 'overAvailable', available: 1.5 },
    ],
    ['type 1 within the days available', 720, { type: 1, availableMinutes: 720 }, null],
    [
      'a negative balance is said as 0 days',
      480,
      { type: 1, availableMinutes: -240 },
      { kind: 'overAvailable', available: 0 },
    ],
    ['type 1 without a known balance', 9600, { type: 1 }, null],
    ['the balance is for type 1 only', 960, { type: 3, availableMinutes: 720 }, null],
    [
      'type 2 over its cause',
      960,
      { type: 2, paidCause: 'CHILD_MARRIAGE' },
      { kind: 'overAllowance', allowance: 1 },
    ],
    ['type 2 within its cause', 960, { type: 2, paidCause: 'OWN_MARRIAGE' }, null],
    ['physiological over 90 minutes', 105, { type: 4 }, { kind: 'overPhysiological', max: 90 }],
    ['physiological under half a day is fine', 90, { type: 4 }, null],
    [
      'physiological over the month',
      90,
      { type: 4, physiological: month },
      { kind: 'overMonthMinutes', remaining: 60 },
    ],
    [
      'physiological, no request left',
      30,
      { type: 4, physiological: { ...month, remaining_requests: 0 } },
      { kind: 'noRequestsLeft' },
    ],
    ['physiological within the month', 30, { type: 4, physiological: month }, null],
  ])('%s', (_label, minutes, ctx, problem) => {
    expect(leaveCountProblem(minutes, ctx)).toEqual(problem);
  });
});

describe('leaveProblemRefusal', () => {
  it.each<[Parameters<typeof leaveProblemRefusal>[0], number, string | null, number | null]>([
    [{ kind: 'empty' }, 4009, null, null],
    [{ kind: 'tooShort', min: 0.5 }, 4009, null, null],
    [{ kind: 'overPhysiological', max: 90 }, 4220, 'end_time', 90],
    [{ kind: 'noRequestsLeft' }, 4220, 'type_reason', 3],
    [{ kind: 'overMonthMinutes', remaining: 60 }, 4220, 'end_time', 60],
    [{ kind: 'overAllowance', allowance: 3 }, 4220, 'end_date', 3],
    [{ kind: 'overAvailable', available: 1.5 }, 4328, 'end_date', 1.5],
  ])('%j: %i on %s', (problem, code, field, max) => {
    const refusal = leaveProblemRefusal(problem);
    expect(refusal.code).toBe(code);
    if (field === null) expect(refusal.errors).toBeUndefined();
    else expect(refusal.errors?.[field]?.[0]).toMatchObject({ rule: 'max_value', params: { max } });
  });
});
