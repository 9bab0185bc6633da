import { describe, expect, it } from 'vitest';
import {
  compensationFor,
  isInSubmitWindow,
  type LockedAction,
  type LockedArea,
  monthLockCode,
  submitWindowOf,
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
    });
  });

  it('covers the shortfall with overtime, no more than the overtime', () => {
    expect(compensationFor(summarizeMonth(days))).toBe(60);
    expect(compensationFor({ ...summarizeMonth(days), overtimeRequestTotal: 5000 })).toBe(1020);
    expect(compensationFor({ ...summarizeMonth(days), actualBeforeCompensation: 2400 })).toBe(0);
  });
});
