import { describe, expect, it } from 'vitest';
import type { Step } from './approval';
import {
  actsAsAdministrator,
  checkCorrectionApprovers,
  correctionCandidates,
  correctionDateErrors,
  decideCorrection,
  evidenceCountError,
  lacksCorrectionApprovers,
} from './corrections';

const MANAGER = 10;
const ADMIN = 20;
const REQUESTER = 1;
const AT = '2026-11-20T03:00:00.000Z';

const steps = (manager: Step['status'], admin: Step['status']): Step[] => [
  { level: 1, approverId: MANAGER, status: manager, comment: null, actedAt: null },
  { level: 2, approverId: ADMIN, status: admin, comment: null, actedAt: null },
];

describe('correctionCandidates', () => {
  it.each([
    ['division manager first, then the board', { divisionManagerId: 10, boardIds: [30, 31] }, [10, 30, 31]],
    ['no division manager', { divisionManagerId: null, boardIds: [30] }, [30]],
    ['the requester never approves themself', { divisionManagerId: 1, boardIds: [30] }, [30]],
    ['nobody', { divisionManagerId: null, boardIds: [] }, []],
  ])('%s', (_label, f, managers) => {
    const c = correctionCandidates({ requesterId: REQUESTER, adminIds: [20, 1], ...f });
    expect(c.managers).toEqual(managers);
    expect(c.admins).toEqual([20]);
  });
});

describe('checkCorrectionApprovers', () => {
  const c = { managers: [10, 30], admins: [20] };
  it.each([
    ['valid', c, 10, 20, { ok: true }],
    ['a board member as manager', c, 30, 20, { ok: true }],
    ['an unknown manager', c, 99, 20, { ok: false, code: 4324, field: 'manager_id' }],
    ['an unknown administrator', c, 10, 99, { ok: false, code: 4324, field: 'admin_id' }],
    ['no manager at all', { managers: [], admins: [20] }, 10, 20, { ok: false, code: 4321 }],
    ['no administrator at all', { managers: [10], admins: [] }, 10, 20, { ok: false, code: 4321 }],
  ])('%s', (_label, candidates, manager, admin, expected) => {
    expect(checkCorrectionApprovers(candidates, manager, admin)).toMatchObject(expected);
  });
});

describe('decideCorrection', () => {
  type Row = [
    string,
    Step[],
    number,
    number,
    2 | 3 | 5,
    { status: number; next: number | null; entries: [number, number] } | { code: number; field?: string },
  ];
  const rows: Row[] = [
    [
      'the manager approves: the administrator is next',
      steps(1, 1),
      1,
      MANAGER,
      2,
      { status: 1, next: ADMIN, entries: [2, 1] },
    ],
    ['the manager rejects: final', steps(1, 1), 1, MANAGER, 3, { status: 3, next: null, entries: [3, 1] }],
    [
      'the administrator confirms: approved',
      steps(2, 1),
      1,
      ADMIN,
      2,
      { status: 2, next: null, entries: [2, 2] },
    ],
    [
      'the administrator offers: back to the manager',
      steps(2, 1),
      1,
      ADMIN,
      5,
      { status: 1, next: MANAGER, entries: [4, 5] },
    ],
    [
      'the manager approves again after an offer',
      steps(4, 5),
      1,
      MANAGER,
      2,
      { status: 1, next: ADMIN, entries: [2, 1] },
    ],
    [
      'the manager rejects after an offer',
      steps(4, 5),
      1,
      MANAGER,
      3,
      { status: 3, next: null, entries: [3, 1] },
    ],
    ['the administrator cannot act before the manager', steps(1, 1), 1, ADMIN, 2, { code: 4323 }],
    ['the administrator does not reject', steps(2, 1), 1, ADMIN, 3, { code: 4220, field: 'status' }],
    ['the manager does not offer', steps(1, 1), 1, MANAGER, 5, { code: 4220, field: 'status' }],
    ['a stranger', steps(1, 1), 1, 99, 2, { code: 4030 }],
    ['the requester', steps(1, 1), 1, REQUESTER, 2, { code: 4030 }],
    ['approved is final', steps(2, 2), 2, ADMIN, 5, { code: 4322 }],
    ['rejected is final', steps(3, 1), 3, MANAGER, 2, { code: 4322 }],
    ['the manager acting twice', steps(2, 1), 1, MANAGER, 2, { code: 4322 }],
    ['lacking approvers', steps(1, 1).slice(0, 1), 1, MANAGER, 2, { code: 4321 }],
  ];
  it.each(rows)('%s', (_label, before, status, actor, decision, expected) => {
    const result = decideCorrection(before, status as 1 | 2 | 3, actor, decision, 'note', AT);
    if ('code' in expected) {
      expect(result).toMatchObject({ ok: false, ...expected });
      return;
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.outcome.status).toBe(expected.status);
    expect(result.outcome.nextApproverId).toBe(expected.next);
    expect(result.outcome.steps.map((s) => s.status)).toEqual(expected.entries);
  });

  it('keeps the comment and time of the decision; approving again clears the old offer', () => {
    const offered = decideCorrection(steps(2, 1), 1, ADMIN, 5, 'Attach the gate log', AT);
    expect(offered.ok && offered.outcome.steps[1]).toMatchObject({
      status: 5,
      comment: 'Attach the gate log',
      actedAt: AT,
    });
    const again = decideCorrection(offered.ok ? offered.outcome.steps : [], 1, MANAGER, 2, 'Attached', AT);
    expect(again.ok && again.outcome.steps[1]).toMatchObject({ status: 1, comment: null, actedAt: null });
  });

  it('one person holding both entries approves both at once', () => {
    const same: Step[] = [
      { level: 1, approverId: 10, status: 1, comment: null, actedAt: null },
      { level: 2, approverId: 10, status: 1, comment: null, actedAt: null },
    ];
    const result = decideCorrection(same, 1, 10, 2, 'ok', AT);
    expect(result.ok && result.outcome.status).toBe(2);
  });
});

describe('actsAsAdministrator', () => {
  it.each([
    [steps(1, 1), ADMIN, false],
    [steps(2, 1), ADMIN, true],
    [steps(2, 1), MANAGER, false],
    [steps(4, 5), ADMIN, false],
  ])("%#: administrator labels only at the administrator's turn", (s, actor, expected) => {
    expect(actsAsAdministrator(s, actor)).toBe(expected);
  });
});

describe('lacksCorrectionApprovers', () => {
  it.each([
    ['no entry', [], true],
    ['the manager only', steps(1, 1).slice(0, 1), true],
    ['manager and administrator', steps(1, 1), false],
  ])('%s', (_label, s, lacks) => {
    expect(lacksCorrectionApprovers(s)).toBe(lacks);
  });
});

describe('correctionDateErrors', () => {
  const today = '2026-11-20';
  it.each([
    ['today', '2026-11-20', null],
    ['last month', '2026-10-31', null],
    ['tomorrow', '2026-11-21', 'before_or_equal'],
  ])('%s', (_label, date, rule) => {
    expect(correctionDateErrors(date, today)?.work_date?.[0]?.rule ?? null).toBe(rule);
  });
});

describe('evidenceCountError', () => {
  it.each([
    [0, 'required'],
    [1, null],
    [2, null],
    [3, 'image_count'],
  ])('%i images: %s', (count, rule) => {
    expect(evidenceCountError(count)?.rule ?? null).toBe(rule);
  });
});
