import { describe, expect, it } from 'vitest';
import { remoteCandidates, remoteDateErrors, remoteEarliestStart, remoteLatestEnd } from './remote';

describe('remoteCandidates', () => {
  const base = { requesterId: 1, footLeaderId: 3, divisionManagerId: 4, boardIds: [5] };
  it.each([
    ['project managers first, managers second', { projectManagerIds: [7, 8] }, [7, 8], [3, 4, 5]],
    ['no project: managers at level 1, no level 2', { projectManagerIds: [] }, [3, 4, 5], []],
    ['the requester is left out', { projectManagerIds: [1, 7] }, [7], [3, 4, 5]],
  ])('%s', (_label, f, level1, level2) => {
    const c = remoteCandidates({ ...base, ...f });
    expect(c.level1).toEqual(level1);
    expect(c.level2).toEqual(level2);
  });
  it('both lists empty: no approver', () => {
    const c = remoteCandidates({
      requesterId: 1,
      projectManagerIds: [1],
      footLeaderId: 1,
      divisionManagerId: null,
      boardIds: [],
    });
    expect(c.level1).toEqual([]);
  });
});

describe('remoteDateErrors', () => {
  const today = '2026-11-20';
  it.each([
    ['yesterday to today', '2026-11-19', '2026-11-20', null],
    ['today only', '2026-11-20', '2026-11-20', null],
    ['next week', '2026-11-27', '2026-11-30', null],
    ['two days ago', '2026-11-18', '2026-11-20', 'start_date'],
    ['end before start', '2026-11-22', '2026-11-21', 'end_date'],
    ['62 days', '2026-11-20', '2027-01-20', null],
    ['63 days', '2026-11-20', '2027-01-21', 'end_date'],
  ])('%s', (_label, start, end, field) => {
    const errors = remoteDateErrors(start, end, today);
    if (field === null) expect(errors).toBeNull();
    else expect(Object.keys(errors ?? {})).toEqual([field]);
  });
});

describe('remote date bounds', () => {
  it.each([
    ['yesterday', '2026-11-20', '2026-11-19'],
    ['across a month end', '2026-03-01', '2026-02-28'],
    ['across a year end', '2026-01-01', '2025-12-31'],
  ])('the earliest start is %s (%s)', (_label, today, earliest) => {
    expect(remoteEarliestStart(today)).toBe(earliest);
  });

  it.each([
    ['62 days from 1 March: 1 May', '2025-03-01', '2025-05-01'],
    ['over a year end', '2026-11-20', '2027-01-20'],
  ])('the latest end: %s', (_label, start, latest) => {
    expect(remoteLatestEnd(start)).toBe(latest);
    expect(remoteDateErrors(start, latest, start)).toBeNull();
  });
});
