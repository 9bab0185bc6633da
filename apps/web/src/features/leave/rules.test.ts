import { describe, expect, it } from 'vitest';
import {
  allowedMinutes,
  chosenApprovers,
  countProblem,
  formatDays,
  formatSignedDays,
  type LeaveFormValues,
  ledgerReason,
  limitMessage,
  liveDayCount,
  minuteStepFor,
  officeDisabledTime,
  spanOf,
  toLeaveInput,
  usableForEdit,
  yearsOf,
} from './rules';

const base: LeaveFormValues = {
  start_date: '2026-12-01',
  start_time: '08:00',
  end_date: '2026-12-02',
  end_time: '12:00',
  type_reason: 1,
  reason: 'VACATION_MODE',
  paid_cause: 'OWN_MARRIAGE',
  note: '  trip  ',
  approve_person_1: 5,
  approve_person_2: 6,
};

describe("chosenApprovers: an edit starts from the levels of the item's approvers", () => {
  it.each([
    [
      'both levels, listed out of order',
      [
        { level: 2, approve_employee_id: 6 },
        { level: 1, approve_employee_id: 5 },
      ],
      5,
      6,
    ],
    ['level 1 only', [{ level: 1, approve_employee_id: 5 }], 5, null],
    ['none (an approver was removed)', [], null, null],
  ])('%s', (_label, approvers, first, second) => {
    expect(chosenApprovers({ approvers })).toEqual({ approve_person_1: first, approve_person_2: second });
  });
});

describe('toLeaveInput', () => {
  it('sends the form as the contract wants it', () => {
    expect(toLeaveInput(base, true)).toEqual({
      start_date: '2026-12-01',
      start_time: '08:00',
      end_date: '2026-12-02',
      end_time: '12:00',
      type_reason: 1,
      reason: 'VACATION_MODE',
      paid_cause: null,
      note: 'trip',
      approve_person_1: 5,
      approve_person_2: 6,
    });
  });

  it('keeps the paid cause for type 2 only', () => {
    expect(toLeaveInput({ ...base, type_reason: 2 }, true).paid_cause).toBe('OWN_MARRIAGE');
    expect(toLeaveInput({ ...base, type_reason: 3 }, true).paid_cause).toBeNull();
  });

  it('makes physiological leave one day with the PHYSIOLOGY reason', () => {
    const body = toLeaveInput({ ...base, type_reason: 4, reason: 'SICK_LEAVE' }, true);
    expect(body.end_date).toBe('2026-12-01');
    expect(body.reason).toBe('PHYSIOLOGY');
  });

  it('drops approver 2 without level-2 candidates and an empty note', () => {
    const body = toLeaveInput({ ...base, note: '   ' }, false);
    expect(body.approve_person_2).toBeNull();
    expect(body.note).toBeNull();
  });
});

describe('the live day count', () => {
  it('waits for the four parts of the span', () => {
    expect(spanOf({ ...base, end_time: null })).toBeNull();
    expect(liveDayCount({ ...base, start_date: undefined })).toBeNull();
  });

  it("counts the form's span with the holidays known to the browser", () => {
    // Tue 1 Dec 08:00 -> Wed 2 Dec 12:00: 480 + 240 minutes, or 240 with 1 Dec a holiday.
    expect(liveDayCount(base)).toMatchObject({ minutes: 720, days: 1.5, errors: null });
    expect(liveDayCount(base, new Set(['2026-12-01']))).toMatchObject({ minutes: 240, days: 0.5 });
  });

  it('counts physiological leave on the start day whatever the end date says', () => {
    const count = liveDayCount({
      ...base,
      type_reason: 4,
      start_time: '08:00',
      end_date: '2026-12-09',
      end_time: '09:30',
    });
    expect(count).toMatchObject({ minutes: 90, span: { end_date: '2026-12-01' } });
  });

  it('reports the span errors the server would', () => {
    expect(liveDayCount({ ...base, end_date: '2026-11-30' })?.errors?.end_date?.[0]?.rule).toBe(
      'after_or_equal',
    );
  });

  it('loads the holidays of every year the span touches', () => {
    expect(yearsOf({ start_date: '2026-12-28', end_date: '2027-01-04' })).toEqual([2026, 2027]);
    expect(yearsOf(null)).toEqual([]);
  });
});

describe('countProblem (the domain limits with the commons)', () => {
  it('reads the days available of the commons as office minutes', () => {
    expect(countProblem(960, { type: 1, available: 1.5 })).toEqual({ kind: 'overAvailable', available: 1.5 });
    expect(countProblem(720, { type: 1, available: 1.5 })).toBeNull();
    expect(countProblem(9600, { type: 1 })).toBeNull();
  });

  it('passes the month physiological usage on', () => {
    const month = { remaining_minutes: 60, remaining_requests: 0 };
    expect(countProblem(30, { type: 4, physiological: month })).toEqual({ kind: 'noRequestsLeft' });
  });
});

describe('limitMessage', () => {
  const maxValue = (max: number) => ({ rule: 'max_value', message: '', params: { max } });
  it('names what the server limit is about', () => {
    expect(limitMessage('end_date', maxValue(2.5), 1)).toEqual({
      key: 'leave.limits.overAvailable',
      params: { max: 2.5 },
    });
    expect(limitMessage('end_date', maxValue(3), 2)?.key).toBe('leave.limits.overAllowance');
    expect(limitMessage('end_time', maxValue(30), 4)?.key).toBe('leave.limits.overMinutes');
    expect(limitMessage('type_reason', maxValue(3), 4)?.key).toBe('leave.limits.noRequestsLeft');
  });

  it('leaves the other messages to the generic translation', () => {
    expect(limitMessage('end_date', { rule: 'after_or_equal', message: '' }, 1)).toBeNull();
    expect(limitMessage('note', maxValue(512), 1)).toBeNull();
  });
});

describe('the time pickers', () => {
  it('offers the office windows only', () => {
    expect(allowedMinutes(7, 'start', 30)).toEqual([]);
    expect(allowedMinutes(8, 'start', 30)).toEqual([0, 30]);
    expect(allowedMinutes(8, 'end', 30)).toEqual([30]);
    expect(allowedMinutes(12, 'start', 15)).toEqual([0]);
    expect(allowedMinutes(13, 'end', 15)).toEqual([30, 45]);
    expect(allowedMinutes(17, 'start', 30)).toEqual([0]);
    expect(allowedMinutes(17, 'end', 30)).toEqual([0, 30]);
  });

  it('disables the hours and minutes outside them', () => {
    const { disabledHours, disabledMinutes } = officeDisabledTime('start');
    expect(disabledHours()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 18, 19, 20, 21, 22, 23]);
    expect(disabledMinutes(13)).toHaveLength(30);
    expect(disabledMinutes(13)).not.toContain(30);
    expect(officeDisabledTime('end').disabledMinutes(8)).toEqual([0]);
  });

  it('steps by 15 minutes for physiological leave, 30 otherwise', () => {
    expect(minuteStepFor(4)).toBe(15);
    expect(minuteStepFor(1)).toBe(30);
  });
});

describe('small helpers', () => {
  it('formats days', () => {
    expect(formatDays(1)).toBe('1');
    expect(formatDays(0.5)).toBe('0.5');
    expect(formatDays(1.256)).toBe('1.26');
    expect(formatSignedDays(1)).toBe('+1');
    expect(formatSignedDays(-0.5)).toBe('-0.5');
    expect(formatSignedDays(0)).toBe('0');
  });

  it('says a ledger line in the user language, an adjustment note as typed', () => {
    expect(
      ledgerReason({
        kind: 'accrual',
        reason: 'Monthly accrual 2026-11',
        request_id: null,
        period: '2026-11',
      }),
    ).toEqual({
      key: 'leave.ledger.reasonAccrual',
      params: { period: '11/2026' },
    });
    expect(ledgerReason({ kind: 'restore', reason: 'x', request_id: 4, period: null })).toEqual({
      key: 'leave.ledger.reasonRestore',
      params: { id: 4 },
    });
    expect(
      ledgerReason({ kind: 'adjustment', reason: 'Carried over', request_id: null, period: null }),
    ).toEqual({
      text: 'Carried over',
    });
  });
});

describe('editing a pending request', () => {
  const commons = {
    days_available: 2,
    physiological: { month: '2026-12', remaining_minutes: 180, remaining_requests: 2 },
  };
  const item = {
    status: 1,
    type_reason: 1,
    number_days_off: 1.5,
    number_minutes_off: 720,
    start_date: '2026-12-03',
  };

  it('gives back the days the request itself holds', () => {
    expect(usableForEdit(commons, item).days_available).toBe(3.5);
    expect(usableForEdit(commons, { ...item, status: 2 }).days_available).toBe(2);
    expect(usableForEdit(commons, null)).toBe(commons);
  });

  it('gives back its physiological minutes and request in the same month', () => {
    const phys = { ...item, type_reason: 4, number_minutes_off: 90, number_days_off: 0.19 };
    expect(usableForEdit(commons, phys).physiological).toEqual({
      month: '2026-12',
      remaining_minutes: 270,
      remaining_requests: 3,
    });
    expect(
      usableForEdit(commons, { ...phys, start_date: '2026-11-30' }).physiological.remaining_minutes,
    ).toBe(180);
  });
});
