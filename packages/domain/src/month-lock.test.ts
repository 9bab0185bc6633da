import { describe, expect, it } from 'vitest';
import {
  compensationFor,
  isInSubmitWindow,
  type LockedAction,
  type LockedArea,
  monthLockCode,
  paidHours,
  SUMMED_COLUMNS,
  submitWindowOf,
  sumDays,
  summarizeMonth,
} from './month-lock';
import { toMinutes as m } from './time';
import { computeDay } from './timesheet';

describe('monthLockCode', () => {
  const submitted = new Set(['2026-10']);
  it.each<[LockedArea, LockedAction, number]>([
    ['overtime', 'create', 4297],
    ['overtime', 'edit', 4301],
    ['overtime', 'delete', 4302],
    ['overtime', 'approve', 4303],
    ['correction', 'create', 4300],
    ['correction', 'edit', 4305],
    ['correction', 'approve', 4304],
    ['leave', 'create', 4070],
    ['leave', 'approve', 4071],
    ['remote', 'create', 4308],
    ['remote', 'approve', 4309],
    ['timesheet', 'edit', 4316],
  ])('%s %s in a submitted month answers %i', (area, action, code) => {
    expect(monthLockCode(area, action, ['2026-10-15'], submitted)).toBe(code);
    expect(monthLockCode(area, action, ['2026-11-15'], submitted)).toBeNull();
  });

  it('locks a request spanning into a submitted month', () => {
    expect(monthLockCode('leave', 'create', ['2026-10-31', '2026-11-02'], submitted)).toBe(4070);
  });
});

describe('submission window', () => {
  it.each([
    ['2026-10', '2026-11-01', true],
    ['2026-10', '2026-11-05', true],
    ['2026-10', '2026-11-06', false],
    ['2026-10', '2026-10-31', false],
    ['2026-12', '2027-01-03', true],
    ['2026-11', '2026-11-21', false],
  ])('month %s on %s: %s', (month, today, open) => {
    expect(isInSubmitWindow(month, today)).toBe(open);
  });

  it('names the window', () => {
    expect(submitWindowOf('2026-12')).toEqual({ from: '2027-01-01', to: '2027-01-05' });
  });
});

describe('summarizeMonth and compensation', () => {
  const today = '2026-12-01';
  const days = [
    computeDay({ date: '2026-11-02', dayKind: 'workday', checkIn: m('08:00'), checkOut: m('17:30'), today }),
    computeDay({
      date: '2026-11-03',
      dayKind: 'workday',
      checkIn: m('09:00'),
      checkOut: m('20:00'),
      overtime: [[m('18:00'), m('20:00')]],
      today,
    }),
    computeDay({ date: '2026-11-04', dayKind: 'workday', checkIn: null, checkOut: null, today }),
    computeDay({ date: '2026-11-05', dayKind: 'workday', checkIn: m('08:00'), checkOut: null, today }),
    computeDay({
      date: '2026-11-06',
      dayKind: 'workday',
      checkIn: null,
      checkOut: null,
      leaves: [{ type: 1, start: m('08:00'), end: m('17:30') }],
      today,
    }),
    computeDay({ date: '2026-11-07', dayKind: 'weekend', checkIn: null, checkOut: null, today }),
  ];

  it('counts days and minutes', () => {
    expect(summarizeMonth(days)).toEqual({
      dayWorking: 5,
      dayWorkingReal: 2,
      missTimesheet: 2,
      normalDayWorking: 480 + 420,
      overtimeRequestTotal: 60, // 120 approved, offset by 60 late
      sabbaticalLeave: 480,
      unpaidLeave: 0,
      standardMinutes: 2400,
      actualBeforeCompensation: 1380,
      totals: {
        work_time_real: 480 + 570,
        work_time_pay: 480 + 420,
        lunch_break_time: 180,
        late_time: 60,
        early_time: 0,
        ot_time_real: 120,
        ot_after_offset: 60,
        ot_150_percent: 60,
        ot_200_percent: 0,
        compensated_leave: 480,
        paid_leave: 0,
        unpaid_leave: 0,
      },
    });
  });

  // Every figure of the dashboard is a sum of the rows' columns (one source of truth, #14).
  const corrected = computeDay({
    date: '2026-11-09',
    dayKind: 'workday',
    checkIn: null,
    checkOut: null,
    correction: { checkIn: m('08:00'), checkOut: m('20:30') },
    today,
  });
  it.each([
    ['no rows', [], { work_time_real: 0, work_time_pay: 0 }],
    [
      'a corrected 08:00-20:30 day: 11:00 actual, 8:00 paid',
      [corrected],
      { work_time_real: 660, work_time_pay: 480 },
    ],
    [
      'the month and the corrected day',
      [...days, corrected],
      { work_time_real: 1050 + 660, work_time_pay: 900 + 480, ot_time_real: 120 + 150 },
    ],
    [
      'rows with every column set (each column summed, none left out)',
      [1, 2].map((k) => ({
        ...corrected,
        ...Object.fromEntries(SUMMED_COLUMNS.map((column, i) => [column, k * 100 + i + 1])),
      })),
      Object.fromEntries(SUMMED_COLUMNS.map((column, i) => [column, 300 + 2 * (i + 1)])),
    ],
  ])('sumDays: %s', (_label, rows, expected) => {
    const totals = sumDays(rows);
    expect(Object.keys(totals).sort()).toEqual([...SUMMED_COLUMNS].sort());
    expect(totals).toMatchObject(expected);
    for (const column of SUMMED_COLUMNS)
      expect(totals[column]).toBe(rows.reduce((sum, row) => sum + row[column], 0));
    const summary = summarizeMonth(rows);
    expect(summary.normalDayWorking).toBe(totals.work_time_pay);
    expect(summary.overtimeRequestTotal).toBe(totals.ot_after_offset);
    expect(summary.sabbaticalLeave).toBe(totals.compensated_leave + totals.paid_leave);
    expect(summary.unpaidLeave).toBe(totals.unpaid_leave);
  });

  it('covers the shortfall with overtime, no more than the overtime', () => {
    expect(compensationFor(summarizeMonth(days))).toBe(60);
    expect(compensationFor({ ...summarizeMonth(days), overtimeRequestTotal: 5000 })).toBe(1020);
    expect(compensationFor({ ...summarizeMonth(days), actualBeforeCompensation: 2400 })).toBe(0);
  });
});

describe('paidHours', () => {
  const today = '2026-12-01';
  const day = (over: Partial<Parameters<typeof computeDay>[0]>) =>
    computeDay({ date: '2026-11-03', dayKind: 'workday', checkIn: null, checkOut: null, today, ...over });
  const rows = {
    onTime: day({ checkIn: m('08:00'), checkOut: m('17:30') }),
    lateWithOt: day({ checkIn: m('09:00'), checkOut: m('20:00'), overtime: [[m('18:00'), m('20:00')]] }),
    otNotApproved: day({ checkIn: m('08:00'), checkOut: m('20:30') }),
    morningOnly: day({ checkIn: m('08:00'), checkOut: m('12:00') }),
    missingOut: day({ checkIn: m('08:00') }),
    leave: day({ leaves: [{ type: 1, start: m('08:00'), end: m('17:30') }] }),
    weekendOt: day({
      date: '2026-11-07',
      dayKind: 'weekend',
      checkIn: m('09:00'),
      checkOut: m('12:00'),
      overtime: [[m('09:00'), m('12:00')]],
    }),
    future: day({ date: '2026-12-03' }),
  };

  it.each<[keyof typeof rows, { normal: number; overtime: number; total: number }]>([
    ['onTime', { normal: 480, overtime: 0, total: 480 }],
    ['lateWithOt', { normal: 420, overtime: 60, total: 480 }], // 120 approved, offset by 60 late
    ['otNotApproved', { normal: 480, overtime: 0, total: 480 }],
    ['morningOnly', { normal: 240, overtime: 0, total: 240 }],
    ['missingOut', { normal: 0, overtime: 0, total: 0 }],
    ['leave', { normal: 0, overtime: 0, total: 0 }], // leave is counted apart (sabbaticalLeave)
    ['weekendOt', { normal: 0, overtime: 180, total: 180 }],
    ['future', { normal: 0, overtime: 0, total: 0 }],
  ])('%s', (name, expected) => {
    expect(paidHours(rows[name])).toEqual(expected);
  });

  it('adds up: the days’ figures sum to the figures of their totals, as the month summary shows', () => {
    const list = Object.values(rows);
    const ofDays = list.map(paidHours);
    const month = paidHours(sumDays(list));
    expect(month).toEqual({
      normal: ofDays.reduce((s, h) => s + h.normal, 0),
      overtime: ofDays.reduce((s, h) => s + h.overtime, 0),
      total: ofDays.reduce((s, h) => s + h.total, 0),
    });
    const summary = summarizeMonth(list);
    expect(month.normal).toBe(summary.normalDayWorking);
    expect(month.overtime).toBe(summary.overtimeRequestTotal);
  });
});
