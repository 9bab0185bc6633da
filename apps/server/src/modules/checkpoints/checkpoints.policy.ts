import {
  canSeeReview,
  DEPARTMENT_CODES,
  JOB_TITLE_CODES,
  type ReviewViewer,
  todayIn,
} from '@staffhub/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, employees, jobTitles } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import type { ReviewRow } from './checkpoints.repository';

/**
 * Who may do what with check-point reviews (SPEC 6; issue #17; docs/api-checkpoint.md). Every
 * service method starts here: the viewer's facts, then the gate of its call.
 */

/** The caller as a check-point viewer, and "today" in their company's time zone. */
export interface CheckpointViewer extends ReviewViewer {
  today: string;
}

export async function viewerOf(db: Db, actor: Actor, now: Date): Promise<CheckpointViewer> {
  const [me] = await db
    .select({
      department: departments.code,
      jobTitle: jobTitles.code,
      hrManager: sql<boolean>`exists(select 1 from departments hd where hd.code = ${DEPARTMENT_CODES.HR} and hd.manager_id = ${employees.id})`,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(jobTitles, eq(jobTitles.id, employees.job_title_id))
    .where(eq(employees.id, actor.employeeId));
  const isHr =
    actor.isAdmin || me?.department === DEPARTMENT_CODES.HR || me?.department === DEPARTMENT_CODES.ADMIN;
  return {
    employeeId: actor.employeeId,
    isBoard: me?.jobTitle === JOB_TITLE_CODES.DIRECTOR,
    isHr,
    isHrManager: Boolean(me?.hrManager),
    today: todayIn(actor.timeZone, now),
  };
}

/** Opening and editing periods, and the `all` list: the HR and Admin departments. */
export function requireManager(v: CheckpointViewer) {
  if (!v.isHr) throw new AppError(4030);
}

/** The whole organization's reviews (interview queue, results, export): the board and HR. */
export const isStaff = (v: ReviewViewer) => v.isBoard || v.isHr || v.isHrManager;

/** One review this viewer may open: 404 when there is none, 403 when it is not theirs to see. */
export function requireReview(v: CheckpointViewer, review: ReviewRow | undefined): ReviewRow {
  if (!review) throw new AppError(4040);
  if (!canSeeReview(review, v)) throw new AppError(4030);
  return review;
}

/**
 * A list of `review-list`: `all` is HR's; `interview` and `result` show everything to the board and
 * HR, else the caller's own reviews as department head (and PM for results); `pm` / `dm` need the
 * caller to be that reviewer of some review. Null reviewer id: every review of the period.
 */
export function listReviewer(
  list: 'pm' | 'dm' | 'interview' | 'result' | 'all',
  v: CheckpointViewer,
  roles: { pm: boolean; dm: boolean },
): number | null {
  switch (list) {
    case 'all':
      requireManager(v);
      return null;
    case 'pm':
      if (!roles.pm) throw new AppError(4030);
      return v.employeeId;
    case 'dm':
      if (!roles.dm) throw new AppError(4030);
      return v.employeeId;
    case 'interview':
      if (isStaff(v)) return null;
      if (!roles.dm) throw new AppError(4030);
      return v.employeeId;
    case 'result':
      if (isStaff(v)) return null;
      if (!roles.pm && !roles.dm) throw new AppError(4030);
      return v.employeeId;
  }
}

/** The export: the board and HR get the whole period, a department head their reviews. */
export function exportScope(v: CheckpointViewer, roles: { dm: boolean }): number | null {
  if (isStaff(v)) return null;
  if (roles.dm) return v.employeeId;
  throw new AppError(4030);
}
