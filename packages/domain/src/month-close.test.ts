import { describe, expect, it } from 'vitest';
import { addPayrollTotals, missingDays, PAYROLL_MINUTE_COLUMNS, payrollTotalsOf } from './month-close';
import { sumDays } from './month-lock';
import { toMinutes as m } from './time';
import { computeDay, type DayInput } from './timesheet';

const today = '2026-12-01';
const day = (over: Partial<DayInput> & { date: string }): DayInput => ({
  dayKind: 'workday',
  checkIn: m('08:00'),
  checkOut: m('17:30'),
  today,
  ...over,
});

describe('payrollTotalsOf', () => {
  // November 2026: Monday 2nd to Saturday 7th.
  const days = [
    day({ date: '2026-11-02' }),
    // 30 minutes late, 30 minutes early.
    day({ date: '2026-11-03', checkIn: m('08:30'), checkOut: m('17:00') }),
    // Weekday overtime 18:00-20:00 at 150 %.
    day({ date: '2026-11-04', checkOut: m('20:00'), overtime: [[m('18:00'), m('20:00')]] }),
    // A remote workday.
    day({ date: '2026-11-05', isRemote: true }),
    // A day of paid leave (type 2) and no attendance.
    day({
      date: '2026-11-06',
      checkIn: null,
      checkOut: null,
      leaves: [{ type: 2, start: m('08:00'), end: m('17:30') }],
    }),
    // Saturday overtime at 200 %, remote flag on a weekend is not a remote day.
    day({
      date: '2026-11-07',
      dayKind: 'weekend',
      checkIn: m('09:00'),
      checkOut: m('11:00'),
      overtime: [[m('09:00'), m('11:00')]],
      isRemote: true,
    }),
  ].map(computeDay);

  it('sums each minute column exactly as the timesheet totals do', () => {
    const totals = payrollTotalsOf(days);
    const screen = sumDays(days);
    for (const c of PAYROLL_MINUTE_COLUMNS) expect(totals[c]).toBe(screen[c]);
  });

  it.each([
    ['work_time_pay', 480 + 420 + 480 + 480] as const,
    ['late_time', 30] as const,
    ['early_time', 30] as const,
    ['ot_150_percent', 120] as const,
    ['ot_200_percent', 120] as const,
    ['paid_leave', 480] as const,
    ['unpaid_leave', 0] as const,
    ['compensated_leave', 0] as const,
  ])('%s is %i minutes', (column, minutes) => {
    expect(payrollTotalsOf(days)[column]).toBe(minutes);
  });

  it('counts remote workdays only', () => {
    expect(payrollTotalsOf(days).remote_days).toBe(1);
  });

  it('an empty month is all zeros', () => {
    const zero = payrollTotalsOf([]);
    expect(Object.values(zero).every((v) => v === 0)).toBe(true);
  });
});

describe('addPayrollTotals', () => {
  it('adds column by column', () => {
    const a = payrollTotalsOf([computeDay(day({ date: '2026-11-02' }))]);
    const b = payrollTotalsOf([computeDay(day({ date: '2026-11-05', isRemote: true, checkIn: m('08:10') }))]);
    const sum = addPayrollTotals([a, b]);
    expect(sum.work_time_pay).toBe(a.work_time_pay + b.work_time_pay);
    expect(sum.late_time).toBe(10);
    expect(sum.remote_days).toBe(1);
    expect(addPayrollTotals([]).work_time_pay).toBe(0);
  });
});

describe('missingDays', () => {
  it('counts the days with a check-in or a check-out missing', () => {
    const days = [
      day({ date: '2026-11-02' }),
      day({ date: '2026-11-03', checkOut: null }),
      day({ date: '2026-11-04', checkIn: null }),
      day({ date: '2026-11-05', checkIn: null, checkOut: null }),
    ].map(computeDay);
    expect(missingDays(days)).toBe(days.filter((d) => d.status.startsWith('missing')).length);
    expect(missingDays(days)).toBeGreaterThanOrEqual(2);
  });
});
