import { describe, expect, it } from 'vitest';
import { canDecide, canEdit, defaultApprovers, orderedApprovers } from './rules';

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
