import { describe, expect, it } from 'vitest';
import {
  DELEGATION_MAX_DAYS,
  delegationActive,
  delegationSpanErrors,
  delegationState,
  spansOverlap,
  stepsToDelegate,
} from './delegation';
import { addDays } from './time';

const TODAY = '2026-12-02';

describe('delegationSpanErrors', () => {
  it.each([
    ['today only', TODAY, TODAY, null],
    ['the longest allowed', TODAY, addDays(TODAY, DELEGATION_MAX_DAYS - 1), null],
    ['one day too long', TODAY, addDays(TODAY, DELEGATION_MAX_DAYS), { end_date: 'max_days' }],
    ['a start in the past', addDays(TODAY, -1), TODAY, { start_date: 'date_window' }],
    ['an end before the start', addDays(TODAY, 2), addDays(TODAY, 1), { end_date: 'after_or_equal' }],
    ['beyond next year', '2027-12-31', '2028-01-01', { end_date: 'date_window' }],
  ])('%s', (_label, start_date, end_date, expected) => {
    const errors = delegationSpanErrors({ start_date, end_date }, TODAY);
    expect(errors && Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]?.rule]))).toEqual(
      expected,
    );
  });
});

describe('delegationState and delegationActive', () => {
  const d = { start_date: '2026-12-02', end_date: '2026-12-04', cancelled: false };
  it.each([
    ['2026-12-01', 'upcoming', false],
    ['2026-12-02', 'active', true],
    ['2026-12-04', 'active', true],
    ['2026-12-05', 'ended', false],
  ] as const)('on %s it is %s', (today, state, active) => {
    expect(delegationState(d, today)).toBe(state);
    expect(delegationActive(d, today)).toBe(active);
  });
  it('a cancelled delegation never runs', () => {
    expect(delegationState({ ...d, cancelled: true }, '2026-12-03')).toBe('cancelled');
    expect(delegationActive({ ...d, cancelled: true }, '2026-12-03')).toBe(false);
  });
});

describe('spansOverlap', () => {
  const a = { start_date: '2026-12-02', end_date: '2026-12-04' };
  it.each([
    [{ start_date: '2026-12-04', end_date: '2026-12-06' }, true],
    [{ start_date: '2026-11-30', end_date: '2026-12-02' }, true],
    [{ start_date: '2026-12-05', end_date: '2026-12-06' }, false],
    [{ start_date: '2026-11-01', end_date: '2026-12-01' }, false],
  ])('%o', (b, expected) => {
    expect(spansOverlap(a, b)).toBe(expected);
    expect(spansOverlap(b, a)).toBe(expected);
  });
});

describe('stepsToDelegate', () => {
  const AWAY = 10;
  const DELEGATE = 20;
  const OTHER = 30;
  const REQUESTER = 40;
  const away = new Map([[AWAY, DELEGATE]]);
  const step = (level: number, approverId: number, status = 1, onBehalfOf: number | null = null) => ({
    level,
    approverId,
    status,
    onBehalfOf,
  });
  it.each([
    ['a pending first level', [step(1, AWAY), step(2, OTHER)], REQUESTER, [{ level: 1 }]],
    ['a waiting later level', [step(1, OTHER, 2), step(2, AWAY, 4)], REQUESTER, [{ level: 2 }]],
    ['a decided step stays', [step(1, AWAY, 2), step(2, OTHER)], REQUESTER, []],
    ['a rejected step stays', [step(1, AWAY, 3)], REQUESTER, []],
    ['one already moved stays', [step(1, AWAY, 1, 99)], REQUESTER, []],
    ['not for the delegate’s own request', [step(1, AWAY)], DELEGATE, []],
    ['not when the delegate holds another level', [step(1, AWAY), step(2, DELEGATE)], REQUESTER, []],
    ['both levels of the one away', [step(1, AWAY), step(2, AWAY)], REQUESTER, [{ level: 1 }, { level: 2 }]],
    ['nobody away', [step(1, OTHER)], REQUESTER, []],
  ])('%s', (_label, steps, requester, expected) => {
    expect(stepsToDelegate(steps, requester, away)).toEqual(
      expected.map((e) => ({ ...e, delegateId: DELEGATE, onBehalfOf: AWAY })),
    );
  });
});
