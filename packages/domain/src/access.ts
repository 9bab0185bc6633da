import { DEPARTMENT_CODES, JOB_TITLE_CODES } from './constants';

/** What the server knows about a signed-in person, from which every access flag is derived. */
export interface AccessFacts {
  accountId: number;
  departmentCode: string | null;
  jobTitleCode: string | null;
  isProjectPm: boolean;
  isProjectTop: boolean;
  isFootLeader: boolean;
  isDivisionManager: boolean;
  isDepartmentManager: boolean;
  /** Account ids allowed to run the company-trip vote besides the PR department (configured). */
  voteAccountIds: readonly number[];
}

export interface Access {
  is_admin: boolean;
  /** Approval levels held: 1 PM or foot leader, 2 project top or division/department manager, 3 board. */
  approver_levels: number[];
  can_access_news: boolean;
  can_access_vote: boolean;
  has_project_management: boolean;
  /** Correction (additional timesheet) approver: division manager, board, or the Admin department. */
  can_approve_corrections: boolean;
  /** Staff records (issue #15): the Admin department and the HR department's manager. */
  can_manage_employees: boolean;
}

function isBoard(f: Pick<AccessFacts, 'jobTitleCode'>): boolean {
  return f.jobTitleCode === JOB_TITLE_CODES.DIRECTOR;
}

export function accessOf(f: AccessFacts): Access {
  const isAdmin = f.departmentCode === DEPARTMENT_CODES.ADMIN;
  const levels: number[] = [];
  if (f.isProjectPm || f.isFootLeader) levels.push(1);
  if (f.isProjectTop || f.isDivisionManager || f.isDepartmentManager) levels.push(2);
  if (isBoard(f)) levels.push(3);
  return {
    is_admin: isAdmin,
    approver_levels: levels,
    // SPEC 6: news only for the PR department or a DIRECTOR.
    can_access_news: f.departmentCode === DEPARTMENT_CODES.PR || isBoard(f),
    // SPEC 6: the vote only for the PR department or a named account.
    can_access_vote: f.departmentCode === DEPARTMENT_CODES.PR || f.voteAccountIds.includes(f.accountId),
    has_project_management: isAdmin || isBoard(f) || f.isProjectPm || f.isProjectTop,
    can_approve_corrections: isAdmin || isBoard(f) || f.isDivisionManager,
    can_manage_employees: isAdmin || (f.departmentCode === DEPARTMENT_CODES.HR && f.isDepartmentManager),
  };
}

/** Route-level gates shared by the web menu and the server policies. */
export type AccessGate = 'any' | 'approver' | 'admin' | 'people' | 'news' | 'vote' | 'projectManagement';

export function passesGate(gate: AccessGate, a: Access): boolean {
  switch (gate) {
    case 'any':
      return true;
    case 'approver':
      return a.approver_levels.length > 0 || a.can_approve_corrections;
    case 'admin':
      return a.is_admin;
    case 'people':
      return a.can_manage_employees;
    case 'news':
      return a.can_access_news;
    case 'vote':
      return a.can_access_vote;
    case 'projectManagement':
      return a.has_project_management;
  }
}
