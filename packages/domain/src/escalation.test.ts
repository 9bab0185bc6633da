import { describe, expect, it } from 'vitest';
import type { Step } from './approval';
import { approvalDue, escalationTarget, reminderRulesErrors, waitedWorkdays } from './escalation';

describe('waitedWorkdays', () => {
  const none = new Set<string>();
  it.each([
    // Reached on Monday 2026-11-30: Tuesday is the first whole day.
    ['2026-11-30', '2026-11-30', none, 0],
    ['2026-11-30', '2026-12-01', none, 0],
    ['2026-11-30', '2026-12-02', none, 1],
    ['2026-11-30', '2026-12-03', none, 2],
    // The weekend does not count: reached Friday, waited nothing on Monday, one day on Tuesday.
    ['2026-12-04', '2026-12-07', none, 0],
    ['2026-12-04', '2026-12-08', none, 1],
    // Reached on Saturday: Monday counts once Tuesday comes.
    ['2026-12-05', '2026-12-08', none, 1],
    // A holiday on Tuesday does not count either.
    ['2026-11-30', '2026-12-03', new Set(['2026-12-01']), 1],
    // A holiday on a weekend changes nothing.
    ['2026-12-04', '2026-12-08', new Set(['2026-12-05']), 1],
    // Three weeks: fifteen working days less the first and the last day.
    ['2026-11-30', '2026-12-21', none, 14],
    // Today before the day it arrived (a clock moved back): nothing.
    ['2026-12-03', '2026-11-30', none, 0],
  ])('reached %s, at %s: %s days', (since, today, holidays, days) => {
    expect(waitedWorkdays(since, today, holidays)).toBe(days);
  });
});

describe('approvalDue', () => {
  it.each([
    [0, { remind_after_days: 2, escalate_after_days: 4 }, null],
    [1, { remind_after_days: 2, escalate_after_days: 4 }, null],
    [2, { remind_after_days: 2, escalate_after_days: 4 }, 'remind'],
    [3, { remind_after_days: 2, escalate_after_days: 4 }, 'remind'],
    [4, { remind_after_days: 2, escalate_after_days: 4 }, 'escalate'],
    [40, { remind_after_days: 2, escalate_after_days: 4 }, 'escalate'],
    // Either may be off.
    [40, { remind_after_days: 2, escalate_after_days: null }, 'remind'],
    [1, { remind_after_days: null, escalate_after_days: 1 }, 'escalate'],
    [40, { remind_after_days: null, escalate_after_days: null }, null],
  ] as const)('after %s days with %j: %s', (waited, rules, due) => {
    expect(approvalDue(waited, rules)).toBe(due);
  });
});

describe('reminderRulesErrors', () => {
  it.each([
    [{ remind_after_days: 2, escalate_after_days: 4 }, false],
    [{ remind_after_days: 2, escalate_after_days: null }, false],
    [{ remind_after_days: null, escalate_after_days: 1 }, false],
    [{ remind_after_days: null, escalate_after_days: null }, false],
    [{ remind_after_days: 3, escalate_after_days: 3 }, true],
    [{ remind_after_days: 5, escalate_after_days: 2 }, true],
  ])('%j refused: %s', (rules, refused) => {
    const errors = reminderRulesErrors(rules);
    if (refused) expect(errors?.escalate_after_days?.[0]?.rule).toBe('gt');
    else expect(errors).toBeNull();
  });
});

describe('escalationTarget', () => {
  const step = (level: number, approverId: number, status: Step['status'] = 1): Step => ({
    level,
    approverId,
    status,
    comment: null,
    actedAt: null,
  });
  const REQUESTER = 1;
  const HR = 9;
  it.each([
    ['level 1 goes to level 2', [step(1, 2), step(2, 3)], HR, { level: 1, from: 2, to: 3 }],
    ['level 2 (level 1 approved) goes to HR', [step(1, 2, 2), step(2, 3)], HR, { level: 2, from: 3, to: 9 }],
    ['a single level goes to HR', [step(1, 2)], HR, { level: 1, from: 2, to: 9 }],
    [
      'one person on both levels: past them, to HR',
      [step(1, 2), step(2, 2)],
      HR,
      { level: 1, from: 2, to: 9 },
    ],
    [
      'a correction offered back: the manager waits again; the administrator who offered takes it',
      [step(1, 2, 4), step(2, 3, 5)],
      HR,
      { level: 1, from: 2, to: 3 },
    ],
    ['HR already holds it: nobody further', [step(1, 9)], HR, null],
    ['HR asked for it: nobody', [step(1, 2)], REQUESTER, null],
    ['no HR: nobody', [step(1, 2)], null, null],
    ['nothing undecided: nothing', [step(1, 2, 2), step(2, 3, 2)], HR, null],
  ] as const)('%s', (_name, steps, hr, target) => {
    expect(escalationTarget(steps as readonly Step[], REQUESTER, hr)).toEqual(target);
  });
});
