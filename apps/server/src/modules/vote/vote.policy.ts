import { accessOf } from '@staffhub/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { departmentCodeOf } from './vote.repository';

/**
 * Who may do what with the company-trip vote (issue #18, docs/api-vote.md): every signed-in person
 * reads the status, the choices and the results, and votes while a vote runs; only `can_access_vote`
 * (the PR department, or the accounts of config `VOTE_ACCOUNT_IDS`) sets the choices and starts,
 * ends and resets a vote. Refusals are 403 / 4030.
 */

/** Whether this person runs the vote (the same rule as the account's `can_access_vote`). */
export async function canManageVote(
  db: Db,
  actor: AuthContext,
  voteAccountIds: readonly number[],
): Promise<boolean> {
  return accessOf({
    accountId: actor.accountId,
    departmentCode: await departmentCodeOf(db, actor.employeeId),
    jobTitleCode: null,
    isProjectPm: false,
    isProjectTop: false,
    isFootLeader: false,
    isDivisionManager: false,
    isDepartmentManager: false,
    voteAccountIds,
  }).can_access_vote;
}

/** Choices, start, end, reset: `can_access_vote`, else 403 / 4030 (before anything is read or written). */
export async function requireVoteManager(
  db: Db,
  actor: AuthContext,
  voteAccountIds: readonly number[],
): Promise<void> {
  if (!(await canManageVote(db, actor, voteAccountIds))) throw new AppError(4030);
}

/** Reading and voting: every signed-in person (the session is the check). */
export function requireSignedIn(_actor: AuthContext): void {}
