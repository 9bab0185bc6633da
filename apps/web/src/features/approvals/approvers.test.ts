import { describe, expect, it } from 'vitest';
import { entryReached, groupFailures, shownStatus, visibleApprovers } from './approvers';

const entry = (level: number, id: number) => ({ level, approve_employee_id: id });

describe('approver table', () => {
  it('lists every approver while they differ', () => {
    expect(visibleApprovers([entry(1, 5), entry(2, 7), entry(3, 9)]).map((e) => e.level)).toEqual([1, 2, 3]);
  });

  it('stops once two consecutive approvers are the same employee', () => {
    expect(visibleApprovers([entry(1, 5), entry(2, 5), entry(3, 9)]).map((e) => e.level)).toEqual([1]);
    expect(visibleApprovers([entry(1, 5), entry(2, 7), entry(3, 7)]).map((e) => e.level)).toEqual([1, 2]);
  });

  it('keeps level order whatever the input order', () => {
    expect(visibleApprovers([entry(2, 7), entry(1, 5)]).map((e) => e.level)).toEqual([1, 2]);
    expect(visibleApprovers([])).toEqual([]);
  });

  it('shows waiting and offer entries as pending', () => {
    expect([1, 2, 3, 4, 5].map(shownStatus)).toEqual([1, 2, 3, 1, 1]);
  });
});

describe('bulk approval failures', () => {
  it('groups the failed ids by code', () => {
    expect(
      groupFailures([
        { id: 9, code: 4323 },
        { id: 3, code: 4322 },
        { id: 4, code: 4323 },
      ]),
    ).toEqual([
      { code: 4322, ids: [3] },
      { code: 4323, ids: [4, 9] },
    ]);
  });
});

describe('entryReached', () => {
  it.each([
    [1, 1, true],
    [2, 2, true],
    [3, 3, true],
    [3, 2, true],
    [3, 1, false],
    [3, 4, false],
    [1, 5, true],
  ])('request %i, entry %i: reached %s', (request, entry, expected) => {
    expect(entryReached(request, entry)).toBe(expected);
  });
});
