import {
  type Access,
  type Account,
  APPROVAL_STATUSES,
  accessOf,
  badgeTotal,
  type CountRequest,
  GENDERS,
  JAPANESE_LEVELS,
  JOB_LEVELS,
  PAGE_SIZES,
  RANKS,
  WORK_TYPES,
} from '@staffhub/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { corrections } from '../corrections/corrections.service';
import { avatarUrl } from '../employees/avatar';
import { leave } from '../leave/leave.service';
import { shortLeave } from '../leave/short-leave';
import { overtime } from '../overtime/overtime.service';
import { remote } from '../remote/remote.service';
import * as repo from './org.repository';

export interface OrgDeps {
  db: Db;
  config: Config;
}

/** The signed-in account with everything the web needs to show or hide. */
export async function getAccount({ db, config }: OrgDeps, accountId: number): Promise<Account & Access> {
  const row = await repo.findAccountView(db, accountId);
  if (!row) throw new AppError(4010);
  const access = accessOf({
    accountId: row.id,
    departmentCode: row.department_code,
    jobTitleCode: row.job_title_code,
    isProjectPm: row.isProjectPm,
    isProjectTop: row.isProjectTop,
    isFootLeader: row.isFootLeader,
    isDivisionManager: row.isDivisionManager,
    isDepartmentManager: row.isDepartmentManager,
    voteAccountIds: config.VOTE_ACCOUNT_IDS,
  });
  return {
    id: row.id,
    employee_id: row.employee_id,
    employee_code: row.employee_code,
    name: row.name,
    email: row.email,
    avatar: avatarUrl(row.employee_id, row.avatar),
    department_code: row.department_code,
    job_title_code: row.job_title_code,
    company_id: row.company_id,
    company_time_zone: row.company_time_zone,
    position_name: row.position_name,
    division_name: row.division_name,
    foot_name: row.foot_name,
    ...access,
  };
}

/** The lists every form shares, and the months `employeeId` (the reader) has submitted. */
export async function getCommons({ db }: OrgDeps, employeeId: number) {
  const [lists, admins, approvers, submitted] = await Promise.all([
    repo.listCommons(db),
    repo.listAdmins(db),
    repo.listApprovers(db),
    repo.submittedMonthsOf(db, employeeId),
  ]);
  return {
    foots: lists.footRows,
    divisions: lists.divisionRows,
    positions: lists.positionRows,
    jobTitle: lists.jobTitleRows,
    departments: lists.departmentRows,
    workType: [...WORK_TYPES],
    companies: lists.companyRows,
    approvalList: approvers,
    sumittedInfomation: submitted,
    admins,
    japaneseLevel: [...JAPANESE_LEVELS],
    jobLevel: [...JOB_LEVELS],
    gender: [...GENDERS],
    rank: [...RANKS],
    approvalStatus: [...APPROVAL_STATUSES],
    pageSizes: [...PAGE_SIZES],
  };
}

/** Pending counts of SPEC 3 for the approver `employeeId`: requests whose turn is theirs. */
export async function getPendingCounts({ db }: OrgDeps, employeeId: number): Promise<CountRequest> {
  const leaveWaiting = await leave.countWaitingFor(db, employeeId);
  const counts = {
    countAllOverTimeRequest: await overtime.countWaitingFor(db, employeeId),
    countAllTimeSheetRequest: await corrections.countWaitingFor(db, employeeId),
    countAllRemoteTimeRequest: await remote.countWaitingFor(db, employeeId),
    // Both name the leave requests waiting for my decision (the sidebar and the document layout).
    requestSabbaticalLeave: leaveWaiting,
    requestNoConfirmSabbaticalLeave: leaveWaiting,
    requestNoConfirmShortLeave: await shortLeave.countWaitingFor(db, employeeId),
  };
  return {
    ...counts,
    requestOverTime: counts.countAllOverTimeRequest,
    requestTimeSheet: counts.countAllTimeSheetRequest,
    total: badgeTotal(counts),
  };
}
