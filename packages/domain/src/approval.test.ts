import { describe, expect, it } from 'vitest';
import {
  type ApproverFacts,
  canCancelApproval,
  checkChosenApprovers,
  decide,
  decideAsAssignee,
  resolveApprovers,
  type Step,
  visibleApprovers,
} from './approval';

const facts = (over: Partial<ApproverFacts>): ApproverFacts => ({
  requesterId: 1,
  project: null,
  footLeaderId: 10,
  divisionManagerId: 20,
  boardIds: [30, 31],
  ...over,
});

describe('resolveApprovers (SPEC 6)', () => {
  it.each<[string, Partial<ApproverFacts>, number[], number[]]>([
    ['project with PM and top', { project: { pms: [5], tops: [6] } }, [5], [6]],
    ['project without a PM: the top at both levels', { project: { pms: [], tops: [6] } }, [6], [6]],
    ['project without a top: the PM at both levels', { project: { pms: [5], tops: [] } }, [5], [5]],
    ['the PM asks: the top at both levels', { requesterId: 5, project: { pms: [5], tops: [6] } }, [6], [6]],
    ['project with nobody', { project: { pms: [], tops: [] } }, [], []],
    ['no project: leader, then manager and board', {}, [10, 20, 30, 31], [20, 30, 31]],
    ['the leader asks', { requesterId: 10 }, [20, 30, 31], [30, 31]],
    ['no leader', { footLeaderId: null }, [20, 30, 31], [30, 31]],
    [
      'a board member with one colleague',
      { requesterId: 30, footLeaderId: null, divisionManagerId: null },
      [31],
      [31],
    ],
    [
      'the only board member',
      { requesterId: 30, footLeaderId: null, divisionManagerId: null, boardIds: [30] },
      [],
      [],
    ],
  ])('%s', (_label, over, level1, level2) => {
    expect(resolveApprovers(facts(over))).toEqual({ level1, level2 });
  });
});

describe('checkChosenApprovers', () => {
  const c = { level1: [5], level2: [6] };
  it.each([
    [5, 6, { ok: true }],
    [6, 6, { ok: false, code: 4324, field: 'approve_person_1' }],
    [5, 7, { ok: false, code: 4324, field: 'approve_person_2' }],
    [5, null, { ok: false, code: 4220, field: 'approve_person_2' }],
  ] as const)('%s / %s', (a1, a2, expected) => {
    expect(checkChosenApprovers(c, a1, a2)).toMatchObject(expected);
  });
  it('answers 4321 without candidates', () => {
    expect(checkChosenApprovers({ level1: [], level2: [] }, 5, null)).toEqual({ ok: false, code: 4321 });
  });
});

const steps = (a1: number, a2: number, s1 = 1, s2 = 1): Step[] => [
  { level: 1, approverId: a1, status: s1 as Step['status'], comment: null, actedAt: null },
  { level: 2, approverId: a2, status: s2 as Step['status'], comment: null, actedAt: null },
];
const AT = '2026-11-20T03:00:00.000Z';

describe('decide: the state machine', () => {
  it.each<[string, Step[], 1 | 2 | 3, number, 'approve' | 'reject' | 'cancel', object]>([
    [
      'level 1 approves: level 2 is next',
      steps(5, 6),
      1,
      5,
      'approve',
      { ok: true, outcome: { status: 1, nextApproverId: 6 } },
    ],
    [
      'level 2 approves after level 1: approved',
      steps(5, 6, 2),
      1,
      6,
      'approve',
      { ok: true, outcome: { status: 2, nextApproverId: null } },
    ],
    [
      'one person holding both levels approves once for both',
      steps(5, 5),
      1,
      5,
      'approve',
      { ok: true, outcome: { status: 2 } },
    ],
    ['level 2 cannot act before level 1', steps(5, 6), 1, 6, 'approve', { ok: false, code: 4323 }],
    ['somebody else cannot act', steps(5, 6), 1, 9, 'approve', { ok: false, code: 4030 }],
    [
      'one refusal rejects',
      steps(5, 6),
      1,
      5,
      'reject',
      { ok: true, outcome: { status: 3, nextApproverId: null } },
    ],
    [
      'level 2 refuses after level 1 approved',
      steps(5, 6, 2),
      1,
      6,
      'reject',
      { ok: true, outcome: { status: 3 } },
    ],
    [
      'a final request cannot be approved again',
      steps(5, 6, 2, 2),
      2,
      6,
      'approve',
      { ok: false, code: 4322 },
    ],
    ['level 1 acting twice: already processed', steps(5, 6, 2), 1, 5, 'approve', { ok: false, code: 4322 }],
    ['a rejected request stays rejected', steps(5, 6, 3), 3, 6, 'approve', { ok: false, code: 4322 }],
    [
      'level 1 cancels before level 2 acted',
      steps(5, 6, 2),
      1,
      5,
      'cancel',
      { ok: true, outcome: { status: 1, nextApproverId: 5 } },
    ],
    [
      'level 1 cannot cancel after level 2 approved',
      steps(5, 6, 2, 2),
      2,
      5,
      'cancel',
      { ok: false, code: 4322 },
    ],
    [
      'level 2 cancels a final approval',
      steps(5, 6, 2, 2),
      2,
      6,
      'cancel',
      { ok: true, outcome: { status: 1, nextApproverId: 6 } },
    ],
    ['nothing to cancel', steps(5, 6), 1, 5, 'cancel', { ok: false, code: 4322 }],
  ])('%s', (_label, s, status, actor, decision, expected) => {
    expect(decide(s, status, actor, decision, decision === 'reject' ? 'no' : null, AT)).toMatchObject(
      expected,
    );
  });

  it('keeps the comment and time on the steps it changes', () => {
    const r = decide(steps(5, 5), 1, 5, 'approve', 'ok', AT);
    expect(r.ok && r.outcome.steps.map((s) => [s.status, s.comment, s.actedAt])).toEqual([
      [2, 'ok', AT],
      [2, 'ok', AT],
    ]);
  });
});

describe('canCancelApproval: exactly when decide(cancel) succeeds', () => {
  const three = (s1: number, s2: number, s3: number, a3 = 7): Step[] => [
    ...steps(5, 6, s1, s2),
    { level: 3, approverId: a3, status: s3 as Step['status'], comment: null, actedAt: null },
  ];
  it.each<[string, Step[], 1 | 2 | 3, number, boolean]>([
    ['level 1 approved, level 2 still pending: level 1 may cancel', steps(5, 6, 2), 1, 5, true],
    ['level 2 waits again (4): not yet acted, level 1 may cancel', steps(5, 6, 2, 4), 1, 5, true],
    ['level 2 approved: too late for level 1', steps(5, 6, 2, 2), 2, 5, false],
    ['level 2 offered (5): too late for level 1', steps(5, 6, 2, 5), 1, 5, false],
    ['level 2 may cancel a final approval', steps(5, 6, 2, 2), 2, 6, true],
    ['one person holding both levels may cancel the final approval', steps(5, 5, 2, 2), 2, 5, true],
    ['nobody has approved: nothing to cancel', steps(5, 6), 1, 5, false],
    ['level 2 before it acted: nothing of theirs to cancel', steps(5, 6, 2), 1, 6, false],
    ['a rejected request: the approval before it stays', steps(5, 6, 2, 3), 3, 5, false],
    ['a rejected request: the rejecter cannot cancel', steps(5, 6, 2, 3), 3, 6, false],
    ['someone not on the request', steps(5, 6, 2), 1, 9, false],
    ['three levels: level 1 after level 2 approved', three(2, 2, 1), 1, 5, false],
    ['three levels: level 2 while level 3 is pending', three(2, 2, 1), 1, 6, true],
    ['the same person at levels 2 and 3 cancels both', three(2, 2, 2, 6), 2, 6, true],
  ])('%s', (_label, s, status, actor, expected) => {
    expect(canCancelApproval(s, status, actor)).toBe(expected);
    expect(decide(s, status, actor, 'cancel', null, AT).ok).toBe(expected);
  });

  it('a successful cancel puts the request back to pending with my steps pending', () => {
    const r = decide(steps(5, 5, 2, 2), 2, 5, 'cancel', null, AT);
    expect(r.ok && r.outcome).toMatchObject({ status: 1, nextApproverId: 5 });
    expect(r.ok && r.outcome.steps.map((s) => s.status)).toEqual([1, 1]);
  });
});

describe('decideAsAssignee: any one assignee settles a short leave', () => {
  const assignees = (): Step[] =>
    [7, 8, 9].map((approverId, i) => ({ level: i + 1, approverId, status: 1, comment: null, actedAt: null }));
  it.each<[string, 1 | 2 | 3, number, 2 | 3, object]>([
    [
      'the second assignee approves: approved, nobody else to wait for',
      1,
      8,
      2,
      { ok: true, outcome: { status: 2, nextApproverId: null } },
    ],
    ['the third rejects: rejected', 1, 9, 3, { ok: true, outcome: { status: 3, nextApproverId: null } }],
    ['someone not assigned: 4030', 1, 5, 2, { ok: false, code: 4030 }],
    ['already approved by another: 4322', 2, 7, 3, { ok: false, code: 4322 }],
    ['already rejected: 4322', 3, 8, 2, { ok: false, code: 4322 }],
  ])('%s', (_, status, actor, decision, expected) => {
    expect(decideAsAssignee(assignees(), status, actor, decision, 'note', 'at')).toMatchObject(expected);
  });

  it("records the decision on the decider's step only", () => {
    const r = decideAsAssignee(assignees(), 1, 8, 2, 'fine', '2026-11-18T03:00:00Z');
    expect(r.ok && r.outcome.steps.map((s) => [s.approverId, s.status, s.comment])).toEqual([
      [7, 1, null],
      [8, 2, 'fine'],
      [9, 1, null],
    ]);
  });
});

describe('visibleApprovers', () => {
  it.each([
    [
      [5, 6],
      [5, 6],
    ],
    [[5, 5], [5]],
    [
      [5, 6, 6],
      [5, 6],
    ],
  ])('%j shows %j', (ids, shown) => {
    expect(visibleApprovers(ids.map((approverId) => ({ approverId }))).map((s) => s.approverId)).toEqual(
      shown,
    );
  });
});
