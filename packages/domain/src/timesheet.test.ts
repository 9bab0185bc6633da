import { describe, expect, it } from 'vitest';
import type { DayKind } from './schemas/timesheets';
import { toMinutes as m, zonedParts } from './time';
import {
  computeDay,
  type DayInput,
  dayKindOf,
  firstWorkday,
  isCheckOutTooSoon,
  overtimeMinutes,
} from './timesheet';

const WEEKDAY = '2026-11-18'; // Wednesday
const SATURDAY = '2026-11-21';
const HOLIDAY = '2026-11-23'; // Labour Thanksgiving Day (JP)
const TODAY = '2026-11-25';

const day = (over: Partial<DayInput>): DayInput => ({
  date: WEEKDAY,
  dayKind: 'workday',
  checkIn: null,
  checkOut: null,
  today: TODAY,
  ...over,
});
const at = (inAt: string | null, outAt: string | null, over: Partial<DayInput> = {}) =>
  computeDay(day({ checkIn: inAt ? m(inAt) : null, checkOut: outAt ? m(outAt) : null, ...over }));

describe('computeDay: attendance on a working day', () => {
  it.each([
    // label, in, out, expected
    [
      'on time',
      '08:00',
      '17:30',
      {
        late_time: 0,
        early_time: 0,
        work_time_pay: 480,
        work_time_real: 480,
        lunch_break_time: 90,
        start_time_pay: '08:00',
        end_time_pay: '17:30',
      },
    ],
    [
      'early bird and stays late without OT approval',
      '07:30',
      '18:30',
      {
        late_time: 0,
        work_time_pay: 480,
        start_time_pay: '08:00',
        end_time_pay: '17:30',
        ot_time_real: 30,
        ot_after_offset: 0,
      },
    ],
    [
      'late (spec example)',
      '08:05',
      '17:20',
      { late_time: 5, early_time: 10, work_time_pay: 465, start_time_pay: '08:05', end_time_pay: '17:20' },
    ],
    ['early', '08:00', '16:30', { late_time: 0, early_time: 60, work_time_pay: 420 }],
    [
      'afternoon only (spec example)',
      '13:00',
      '17:30',
      { late_time: 240, work_time_pay: 240, lunch_break_time: 30, work_time_real: 240 },
    ],
    [
      'check-in during lunch',
      '12:30',
      '17:30',
      {
        late_time: 240,
        start_time_pay: '13:30',
        lunch_break_time: 60,
        work_time_real: 240,
        work_time_pay: 240,
      },
    ],
    [
      'check-out during lunch',
      '08:00',
      '12:45',
      {
        early_time: 240,
        end_time_pay: '12:00',
        lunch_break_time: 45,
        work_time_real: 240,
        work_time_pay: 240,
      },
    ],
    [
      'in and out inside lunch',
      '12:10',
      '13:20',
      {
        late_time: 240,
        early_time: 240,
        work_time_pay: 0,
        start_time_pay: null,
        end_time_pay: null,
        lunch_break_time: 70,
        work_time_real: 0,
      },
    ],
    [
      'evening only',
      '18:00',
      '20:00',
      { late_time: 480, work_time_pay: 0, ot_time_real: 120, start_time_pay: null },
    ],
  ])('%s: %s-%s', (_label, inAt, outAt, expected) => {
    expect(at(inAt, outAt)).toMatchObject({ status: 'complete', ot_after_offset: 0, ...expected });
  });

  it('keeps the real times as recorded', () => {
    expect(at('08:05', '17:20')).toMatchObject({ start_time_real: '08:05', end_time_real: '17:20' });
  });
});

describe('computeDay: missing times and statuses', () => {
  it.each([
    [
      'missing check-out on a past day',
      day({ checkIn: m('08:10') }),
      { status: 'missing_check_out', late_time: 10, work_time_pay: 0, end_time_real: null },
    ],
    [
      'checked in today, not yet out',
      day({ date: TODAY, checkIn: m('08:00') }),
      { status: 'in_progress', late_time: 0 },
    ],
    [
      'missing check-in (only a check-out)',
      day({ checkOut: m('17:30') }),
      { status: 'missing_check_in', work_time_pay: 0 },
    ],
    ['no attendance on a past working day', day({}), { status: 'missing_check_in' }],
    ['no attendance today', day({ date: TODAY }), { status: 'future' }],
    ['a future working day', day({ date: '2026-11-30' }), { status: 'future' }],
    [
      'a weekend without attendance',
      day({ date: SATURDAY, dayKind: 'weekend' }),
      { status: 'day_off', note: [] },
    ],
    [
      'a holiday without attendance',
      day({ date: HOLIDAY, dayKind: 'holiday', holidayName: 'Labour Thanksgiving Day' }),
      { status: 'holiday', holiday_name: 'Labour Thanksgiving Day', note: ['HOLIDAY'] },
    ],
    [
      'a full day of leave without attendance',
      day({ leaves: [{ type: 1, start: m('08:00'), end: m('17:30') }] }),
      { status: 'leave', compensated_leave: 480, note: ['LEAVE'] },
    ],
    [
      'half a day of leave and no attendance',
      day({ leaves: [{ type: 1, start: m('08:00'), end: m('12:00') }] }),
      { status: 'missing_check_in', compensated_leave: 240 },
    ],
  ])('%s', (_label, input, expected) => {
    expect(computeDay(input)).toMatchObject(expected);
  });
});

describe('computeDay: overtime', () => {
  const ot = (s: string, e: string) => [[m(s), m(e)] as const];
  it.each([
    [
      'weekday OT after 18:00 (spec example)',
      at('08:00', '20:30', { overtime: ot('18:00', '20:00') }),
      { ot_time_real: 150, ot_after_offset: 120, ot_150_percent: 120, ot_200_percent: 0 },
    ],
    [
      'offset by 15 minutes late (spec example)',
      at('08:15', '20:30', { overtime: ot('18:00', '20:00') }),
      { late_time: 15, ot_after_offset: 105, ot_150_percent: 105 },
    ],
    [
      'offset by late and early together',
      at('08:15', '17:20', { overtime: ot('18:00', '20:00') }),
      { ot_time_real: 0, ot_after_offset: 0 },
    ],
    [
      'approved OT capped by the attendance recorded',
      at('08:00', '19:00', { overtime: ot('18:00', '21:00') }),
      { ot_after_offset: 60 },
    ],
    [
      '17:30-18:00 is not overtime on a weekday',
      at('08:00', '18:00', { overtime: ot('17:30', '18:00') }),
      { ot_time_real: 0, ot_after_offset: 0 },
    ],
    [
      'overlapping OT requests are counted once',
      at('08:00', '21:00', { overtime: [...ot('18:00', '20:00'), ...ot('19:00', '21:00')] }),
      { ot_after_offset: 180 },
    ],
    [
      'OT on a Saturday, lunch deducted',
      at('09:00', '17:00', { date: SATURDAY, dayKind: 'weekend', overtime: ot('09:00', '17:00') }),
      {
        ot_time_real: 390,
        ot_after_offset: 390,
        ot_200_percent: 390,
        ot_150_percent: 0,
        work_time_pay: 0,
        late_time: 0,
        lunch_break_time: 90,
      },
    ],
    [
      'Saturday past 17:30: the evening break is deducted',
      at('13:30', '19:00', { date: SATURDAY, dayKind: 'weekend', overtime: ot('13:30', '19:00') }),
      { ot_time_real: 300, ot_200_percent: 300 },
    ],
    [
      'a holiday 08:00-12:00 (spec example)',
      at('08:00', '12:00', { date: HOLIDAY, dayKind: 'holiday', overtime: ot('08:00', '12:00') }),
      {
        work_time_pay: 0,
        ot_time_real: 240,
        ot_200_percent: 240,
        status: 'complete',
        note: ['HOLIDAY', 'OVERTIME'],
      },
    ],
    [
      'a holiday with lunch inside',
      at('08:00', '17:30', { date: HOLIDAY, dayKind: 'holiday', overtime: ot('08:00', '17:30') }),
      { ot_time_real: 480, ot_200_percent: 480 },
    ],
    [
      'attendance on a rest day without approval is not paid',
      at('08:00', '12:00', { date: SATURDAY, dayKind: 'weekend' }),
      { ot_time_real: 240, ot_after_offset: 0, ot_200_percent: 0 },
    ],
  ])('%s', (_label, row, expected) => {
    expect(row).toMatchObject(expected);
  });
});

describe('computeDay: leave, short leave, correction, remote', () => {
  it.each([
    [
      'half-day leave in the morning',
      at('13:30', '17:30', { leaves: [{ type: 1, start: m('08:00'), end: m('12:00') }] }),
      { late_time: 0, early_time: 0, work_time_pay: 240, compensated_leave: 240 },
    ],
    [
      'half-day leave in the afternoon',
      at('08:00', '12:00', { leaves: [{ type: 1, start: m('13:30'), end: m('17:30') }] }),
      { late_time: 0, early_time: 0, work_time_pay: 240, compensated_leave: 240 },
    ],
    [
      'morning leave but arriving at 14:00',
      at('14:00', '17:30', { leaves: [{ type: 2, start: m('08:00'), end: m('12:00') }] }),
      { late_time: 30, paid_leave: 240 },
    ],
    [
      'unpaid leave',
      at('13:30', '17:30', { leaves: [{ type: 3, start: m('08:00'), end: m('12:00') }] }),
      { unpaid_leave: 240, compensated_leave: 0, late_time: 0 },
    ],
    [
      'physiological leave counts as paid leave',
      at('08:00', '17:00', { leaves: [{ type: 4, start: m('17:00'), end: m('17:30') }] }),
      { paid_leave: 30, early_time: 0 },
    ],
    [
      'leave outside office time is ignored',
      at('08:00', '17:30', { leaves: [{ type: 1, start: m('12:00'), end: m('13:30') }] }),
      { compensated_leave: 0 },
    ],
    [
      'short leave (late) excuses lateness',
      at('08:30', '17:30', { shortLeaves: [{ kind: 'late', minutes: 30 }] }),
      { late_time: 0, work_time_pay: 450, note: ['SHORT_LEAVE'] },
    ],
    [
      'short leave (late) excuses only its minutes',
      at('08:45', '17:30', { shortLeaves: [{ kind: 'late', minutes: 30 }] }),
      { late_time: 15 },
    ],
    [
      'short leave (early) excuses leaving early',
      at('08:00', '17:00', { shortLeaves: [{ kind: 'early', minutes: 30 }] }),
      { early_time: 0 },
    ],
    [
      'excused lateness no longer offsets OT',
      at('08:30', '20:00', {
        shortLeaves: [{ kind: 'late', minutes: 30 }],
        overtime: [[m('18:00'), m('20:00')]],
      }),
      { ot_after_offset: 120 },
    ],
    [
      'a correction replaces the recorded times',
      at('09:00', null, { correction: { checkIn: m('08:00'), checkOut: m('17:30') } }),
      {
        status: 'complete',
        late_time: 0,
        work_time_pay: 480,
        start_time_real: '08:00',
        end_time_real: '17:30',
        note: ['CORRECTED'],
      },
    ],
    [
      'a correction for a day without attendance',
      at(null, null, { correction: { checkIn: m('08:10'), checkOut: m('17:30') } }),
      { status: 'complete', late_time: 10 },
    ],
    [
      'a remote day',
      at('08:00', '17:30', { isRemote: true }),
      { is_remote: true, note: ['REMOTE'], work_time_pay: 480 },
    ],
  ])('%s', (_label, row, expected) => {
    expect(row).toMatchObject(expected);
  });
});

describe('time zones', () => {
  it('computes the same instant in a Tokyo and a Hanoi company', () => {
    const instant = new Date('2026-11-18T00:30:00Z');
    const tokyo = zonedParts(instant, 'Asia/Tokyo');
    const hanoi = zonedParts(instant, 'Asia/Ho_Chi_Minh');
    expect(tokyo).toMatchObject({ date: '2026-11-18', minutes: m('09:30') });
    expect(hanoi).toMatchObject({ date: '2026-11-18', minutes: m('07:30') });
    const out = zonedParts(new Date('2026-11-18T10:30:00Z'), 'Asia/Tokyo'); // 19:30 Tokyo, 17:30 Hanoi
    expect(at(null, null, { checkIn: tokyo.minutes, checkOut: out.minutes })).toMatchObject({
      late_time: 90,
      ot_time_real: 90,
    });
    const hanoiOut = zonedParts(new Date('2026-11-18T10:30:00Z'), 'Asia/Ho_Chi_Minh');
    expect(at(null, null, { checkIn: hanoi.minutes, checkOut: hanoiOut.minutes })).toMatchObject({
      late_time: 0,
      early_time: 0,
      ot_time_real: 0,
      work_time_pay: 480,
    });
  });

  it('puts a late-evening UTC instant on the next local day in Tokyo only', () => {
    const instant = new Date('2026-11-18T16:00:00Z');
    expect(zonedParts(instant, 'Asia/Tokyo').date).toBe('2026-11-19');
    expect(zonedParts(instant, 'Asia/Ho_Chi_Minh').date).toBe('2026-11-18');
  });
});

describe('dayKindOf', () => {
  const holidays = new Set([HOLIDAY]);
  it.each([
    [WEEKDAY, 'workday'],
    [SATURDAY, 'weekend'],
    ['2026-11-22', 'weekend'],
    [HOLIDAY, 'holiday'],
  ])('%s is a %s', (date, kind) => {
    expect(dayKindOf(date, holidays)).toBe(kind);
  });
});

describe('firstWorkday', () => {
  const holidays = new Set(['2026-11-23']);
  it.each([
    ['a working day stays', '2026-11-20', new Set<string>(), '2026-11-20'],
    ['Saturday moves to Monday', '2026-11-21', new Set<string>(), '2026-11-23'],
    ['Sunday moves to Monday', '2026-11-22', new Set<string>(), '2026-11-23'],
    ['a holiday Monday moves on to Tuesday', '2026-11-21', holidays, '2026-11-24'],
    ['across a month end', '2026-10-31', new Set<string>(), '2026-11-02'],
  ])('%s', (_label, date, holidayDates, expected) => {
    expect(firstWorkday(date, holidayDates)).toBe(expected);
  });
});

describe('overtimeMinutes', () => {
  it.each<[DayKind, string | null, string | null, number | null]>([
    ['workday', '18:00', '20:00', 120],
    ['workday', '18:00', '20:30', 150],
    ['workday', '17:00', '19:00', 60],
    ['workday', '17:30', '19:00', 60],
    ['workday', '09:00', '12:00', 0],
    ['workday', '16:00', '17:30', 0],
    ['workday', '22:00', '24:00', 120],
    ['weekend', '09:00', '17:00', 390],
    ['weekend', '11:00', '14:00', 90],
    ['weekend', '12:15', '13:15', 0],
    ['weekend', '17:00', '19:00', 90],
    ['holiday', '08:00', '12:00', 240],
    ['holiday', '08:00', '20:00', 12 * 60 - 90 - 30],
    ['workday', null, '19:00', null],
    ['workday', '19:00', '18:00', null],
    ['workday', '19:00', '19:00', null],
    ['workday', '7:00', '19:00', null],
    ['workday', '18:00', '24:30', null],
  ])('%s %s-%s is %s minutes', (kind, s, e, minutes) => {
    expect(overtimeMinutes(kind, s, e)).toBe(minutes);
  });
});

describe('isCheckOutTooSoon', () => {
  it.each([
    // label, check-in, check-out, too soon
    ['the same instant', '2026-11-18T01:05:00.000Z', '2026-11-18T01:05:00.000Z', true],
    ['59.999 s later', '2026-11-18T01:05:00.000Z', '2026-11-18T01:05:59.999Z', true],
    ['the next clock minute, 20 s later', '2026-11-18T01:05:50.000Z', '2026-11-18T01:06:10.000Z', true],
    ['exactly one minute later', '2026-11-18T01:05:00.000Z', '2026-11-18T01:06:00.000Z', false],
    ['a working day later', '2026-11-18T01:05:00.000Z', '2026-11-18T10:31:00.000Z', false],
    ['before the check-in (a clock gone back)', '2026-11-18T01:05:00.000Z', '2026-11-18T01:04:00.000Z', true],
  ])('%s', (_label, checkIn, checkOut, expected) => {
    expect(isCheckOutTooSoon(new Date(checkIn), new Date(checkOut))).toBe(expected);
  });
});
