import { REMOTE_MAX_DAYS } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import { dateErrorFor, isEndDateDisabled, isStartDateDisabled, toRemoteInput } from './rules';

describe('start date picker', () => {
  const today = '2025-03-02';

  it('allows yesterday and later, never before yesterday', () => {
    expect(isStartDateDisabled('2025-02-28', { today })).toBe(true);
    expect(isStartDateDisabled('2025-03-01', { today })).toBe(false);
    expect(isStartDateDisabled('2025-03-02', { today })).toBe(false);
    expect(isStartDateDisabled('2025-12-31', { today })).toBe(false);
  });

  it('cannot be later than the chosen end date', () => {
    expect(isStartDateDisabled('2025-03-10', { today, end: '2025-03-10' })).toBe(false);
    expect(isStartDateDisabled('2025-03-11', { today, end: '2025-03-10' })).toBe(true);
    expect(isStartDateDisabled('2025-03-05', { today, end: null })).toBe(false);
  });

  it('uses the zone-dependent today', () => {
    const hanoiToday = '2025-03-02';
    const utcToday = '2025-03-01';
    // 28 February is the day before yesterday in Hanoi but yesterday in UTC.
    expect(isStartDateDisabled('2025-02-28', { today: hanoiToday })).toBe(true);
    expect(isStartDateDisabled('2025-02-28', { today: utcToday })).toBe(false);
  });
});

describe('end date picker', () => {
  const today = '2025-03-02';

  it('cannot be earlier than the start date', () => {
    expect(isEndDateDisabled('2025-03-04', { today, start: '2025-03-05' })).toBe(true);
    expect(isEndDateDisabled('2025-03-05', { today, start: '2025-03-05' })).toBe(false);
    expect(isEndDateDisabled('2025-03-06', { today, start: '2025-03-05' })).toBe(false);
  });

  it('cannot be earlier than yesterday, even without a start', () => {
    expect(isEndDateDisabled('2025-02-28', { today })).toBe(true);
    expect(isEndDateDisabled('2025-03-01', { today })).toBe(false);
  });

  it(`covers at most ${REMOTE_MAX_DAYS} days`, () => {
    // 62 days from 1 March: 1 March to 1 May inclusive.
    expect(isEndDateDisabled('2025-05-01', { today, start: '2025-03-01' })).toBe(false);
    expect(isEndDateDisabled('2025-05-02', { today, start: '2025-03-01' })).toBe(true);
  });
});

describe('date errors of the form', () => {
  const today = '2025-03-02';

  it('reports a start before yesterday on the start field', () => {
    expect(dateErrorFor('start_date', { start_date: '2025-02-27', end_date: null }, today)).toMatchObject({
      rule: 'after_or_equal',
      params: { other: 'yesterday' },
    });
    expect(dateErrorFor('start_date', { start_date: '2025-03-01', end_date: null }, today)).toBeNull();
  });

  it('reports an end before the start on the end field', () => {
    const values = { start_date: '2025-03-05', end_date: '2025-03-04' };
    expect(dateErrorFor('end_date', values, today)).toMatchObject({
      rule: 'after_or_equal',
      params: { other: 'start_date' },
    });
    expect(dateErrorFor('start_date', values, today)).toBeNull();
  });

  it('reports a too long request on the end field', () => {
    const values = { start_date: '2025-03-01', end_date: '2025-05-02' };
    expect(dateErrorFor('end_date', values, today)).toMatchObject({ rule: 'max_days' });
  });

  it('leaves missing dates to the required rule', () => {
    expect(dateErrorFor('end_date', { start_date: null, end_date: '2025-03-04' }, today)).toBeNull();
    expect(dateErrorFor('end_date', { start_date: '2025-03-04', end_date: null }, today)).toBeNull();
  });
});

describe('request body', () => {
  const values = {
    approve_person_1: 11,
    approve_person_2: 12,
    start_date: '2025-03-03',
    end_date: '2025-03-05',
    reason: '  Working from home  ',
  };

  it('sends both approvers when level 2 exists', () => {
    expect(toRemoteInput(values, true)).toEqual({
      approve_person_1: 11,
      approve_person_2: 12,
      start_date: '2025-03-03',
      end_date: '2025-03-05',
      reason: 'Working from home',
    });
  });

  it('sends approve_person_2: null when level 2 is empty', () => {
    expect(toRemoteInput(values, false).approve_person_2).toBeNull();
    expect(toRemoteInput({ ...values, approve_person_2: undefined }, false)).toHaveProperty(
      'approve_person_2',
      null,
    );
  });

  it('keeps an unchosen level-2 approver null (the form requires one)', () => {
    expect(toRemoteInput({ ...values, approve_person_2: undefined }, true).approve_person_2).toBeNull();
  });
});
