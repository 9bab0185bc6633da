import { describe, expect, it } from 'vitest';
import {
  awaitsDecisionBy,
  canDecide,
  canEdit,
  defaultApprovers,
  levelEntries,
  nextWaitingId,
  orderedApprovers,
} from './rules';

describe('levelEntries: the approve_person_N entries of overtime and remote, once each, by level', () => {
  const a = { level: 1 };
  const b = { level: 2 };
  const c = { level: 3 };
  it.each([
    ['three levels', { approve_person_1: a, approve_person_2: b, approve_person_3: c }, [a, b, c]],
    ['remote: two levels, no third field', { approve_person_1: a, approve_person_2: b }, [a, b]],
    ['level 2 empty', { approve_person_1: a, approve_person_2: null, approve_person_3: null }, [a]],
    ['none', { approve_person_1: null, approve_person_2: null }, []],
  ])('%s', (_label, item, expected) => {
    expect(levelEntries(item)).toEqual(expected);
  });
});

describe('defaultApprovers', () => {
  it.each([
    ['both levels', { level1: [{ id: 3 }, { id: 4 }], level2: [{ id: 5 }] }, 3, 5],
    ['no level 2', { level1: [{ id: 5 }, { id: 9 }], level2: [] }, 5, null],
    ['no candidate', { level1: [], level2: [] }, null, null],
  ])('%s', (_label, candidates, first, second) => {
    expect(defaultApprovers(candidates)).toEqual({ approve_person_1: first, approve_person_2: second });
  });
});

describe('orderedApprovers', () => {
  it('orders by level without touching the list it was given', () => {
    const entries = [{ level: 2 }, { level: 1 }, { level: 3 }];
    expect(orderedApprovers(entries).map((e) => e.level)).toEqual([1, 2, 3]);
    expect(entries.map((e) => e.level)).toEqual([2, 1, 3]);
  });
});

describe('canEdit and canDecide read the server, whatever the status says', () => {
  it.each([true, false])('%s', (allowed) => {
    const item = { can_edit: allowed, can_approve: allowed, status: 1 };
    expect(canEdit(item)).toBe(allowed);
    expect(canDecide(item)).toBe(allowed);
  });
});

const entry = (level: number, approver: number, status: number) => ({
  level,
  approve_employee_id: approver,
  approve_status: status,
});

describe('awaitsDecisionBy: a pending request whose current level is the viewer', () => {
  it.each([
    ['level 1 is mine and pending', 1, [entry(1, 7, 1), entry(2, 8, 1)], 7, true],
    ['level 1 is pending, I am level 2', 1, [entry(1, 7, 1), entry(2, 8, 1)], 8, false],
    ['level 1 approved, level 2 is mine', 1, [entry(1, 7, 2), entry(2, 8, 1)], 8, true],
    ['level 1 approved, I was level 1', 1, [entry(1, 7, 2), entry(2, 8, 1)], 7, false],
    ['waiting again (4) counts as pending', 1, [entry(1, 7, 2), entry(2, 8, 4)], 8, true],
    ['entries out of order', 1, [entry(2, 8, 1), entry(1, 7, 1)], 7, true],
    ['rejected request', 3, [entry(1, 7, 3), entry(2, 8, 1)], 8, false],
    ['approved request', 2, [entry(1, 7, 2), entry(2, 8, 2)], 8, false],
    ['one person holds both levels', 1, [entry(1, 7, 1), entry(2, 7, 1)], 7, true],
    ['not an approver', 1, [entry(1, 7, 1)], 9, false],
    ['no approver at all', 1, [], 7, false],
    ['viewer unknown yet', 1, [entry(1, 7, 1)], undefined, false],
  ])('%s', (_label, status, approvers, viewer, expected) => {
    expect(awaitsDecisionBy({ status, approvers }, viewer)).toBe(expected);
  });
});

describe('nextWaitingId: the next request still waiting, never the decided one', () => {
  it.each([
    ['the list no longer holds the decided one', [4, 5, 6], 9, 4],
    ['the one after the decided one', [4, 5, 6], 5, 6],
    ['from the start past the end', [4, 5, 6], 6, 4],
    ['only the decided one is left', [5], 5, null],
    ['nothing is left', [], 5, null],
  ] as const)('%s', (_label, waiting, decided, expected) => {
    expect(nextWaitingId(waiting, decided)).toBe(expected);
  });
});
