import { describe, expect, it } from 'vitest';
import { type AccessFacts, accessOf, passesGate } from './access';

const base: AccessFacts = {
  accountId: 1,
  departmentCode: 'DEV',
  jobTitleCode: 'STAFF',
  isProjectPm: false,
  isProjectTop: false,
  isFootLeader: false,
  isDivisionManager: false,
  isDepartmentManager: false,
  voteAccountIds: [],
};

describe('accessOf', () => {
  it.each<[string, Partial<AccessFacts>, Partial<ReturnType<typeof accessOf>>]>([
    [
      'plain member',
      {},
      { approver_levels: [], is_admin: false, can_access_news: false, has_project_management: false },
    ],
    ['project PM', { isProjectPm: true }, { approver_levels: [1], has_project_management: true }],
    ['foot leader', { isFootLeader: true }, { approver_levels: [1], has_project_management: false }],
    ['project top', { isProjectTop: true }, { approver_levels: [2], has_project_management: true }],
    [
      'division manager',
      { isDivisionManager: true },
      { approver_levels: [2], can_approve_corrections: true },
    ],
    [
      'department manager',
      { isDepartmentManager: true },
      { approver_levels: [2], can_approve_corrections: false, can_manage_employees: false },
    ],
    [
      'HR department manager',
      { departmentCode: 'HR', isDepartmentManager: true },
      { approver_levels: [2], can_manage_employees: true, is_admin: false },
    ],
    ['HR staff', { departmentCode: 'HR' }, { can_manage_employees: false }],
    [
      'director',
      { jobTitleCode: 'DIRECTOR' },
      { approver_levels: [3], can_access_news: true, can_access_vote: false },
    ],
    ['PR staff', { departmentCode: 'PR' }, { can_access_news: true, can_access_vote: true }],
    ['named vote account', { voteAccountIds: [1] }, { can_access_vote: true, can_access_news: false }],
    ['other vote account', { voteAccountIds: [2] }, { can_access_vote: false }],
    [
      'admin department',
      { departmentCode: 'ADMIN' },
      { is_admin: true, can_approve_corrections: true, can_manage_employees: true, approver_levels: [] },
    ],
    [
      'PM and leader and top',
      { isProjectPm: true, isFootLeader: true, isProjectTop: true },
      { approver_levels: [1, 2] },
    ],
  ])('%s', (_label, facts, expected) => {
    expect(accessOf({ ...base, ...facts })).toMatchObject(expected);
  });
});

describe('passesGate', () => {
  const member = accessOf(base);
  const pr = accessOf({ ...base, departmentCode: 'PR' });
  const admin = accessOf({ ...base, departmentCode: 'ADMIN' });
  const hrManager = accessOf({ ...base, departmentCode: 'HR', isDepartmentManager: true });
  it.each([
    ['any', member, true],
    ['news', member, false],
    ['news', pr, true],
    ['vote', pr, true],
    ['admin', member, false],
    ['admin', admin, true],
    ['people', member, false],
    ['people', admin, true],
    ['people', hrManager, true],
    ['approver', member, false],
    ['approver', admin, true],
    ['projectManagement', member, false],
    ['projectManagement', admin, true],
  ] as const)('%s for %#', (gate, access, expected) => {
    expect(passesGate(gate, access)).toBe(expected);
  });
});
