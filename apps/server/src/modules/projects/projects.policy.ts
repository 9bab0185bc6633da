import { DEPARTMENT_CODES, JOB_TITLE_CODES } from '@staffhub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, employees, jobTitles, projectMembers, projects } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';

/**
 * Who may do what in project management (SPEC 2, 6; issue #16; docs/api-projects.md): the Admin
 * department and the board see and manage every project and alone create them; a PM or top manages
 * only the projects they are PM or top of; anyone else is refused every project call (403 / 4030).
 */
export interface ProjectScope {
  /** Every project (Admin department or board). */
  all: boolean;
  /** The projects this person is PM or top of. */
  ids: number[];
}

export async function projectScope(db: Db, actor: Actor): Promise<ProjectScope> {
  const [me] = await db
    .select({ department: departments.code, jobTitle: jobTitles.code })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(jobTitles, eq(jobTitles.id, employees.job_title_id))
    .where(eq(employees.id, actor.employeeId));
  const all =
    actor.isAdmin || me?.department === DEPARTMENT_CODES.ADMIN || me?.jobTitle === JOB_TITLE_CODES.DIRECTOR;
  const led = await db
    .selectDistinct({ id: projectMembers.project_id })
    .from(projectMembers)
    .where(
      and(eq(projectMembers.employee_id, actor.employeeId), inArray(projectMembers.role, ['PM', 'TOP'])),
    );
  return { all, ids: led.map((r) => r.id) };
}

/** Project-management access at all: else 403 / 4030. */
export async function requireProjectManagement(db: Db, actor: Actor): Promise<ProjectScope> {
  const scope = await projectScope(db, actor);
  if (!scope.all && scope.ids.length === 0) throw new AppError(4030);
  return scope;
}

/** Creating a project: the Admin department and the board. */
export async function requireProjectCreator(db: Db, actor: Actor): Promise<ProjectScope> {
  const scope = await requireProjectManagement(db, actor);
  if (!scope.all) throw new AppError(4030);
  return scope;
}

/**
 * One project this person may see and manage: 403 without project-management access or when it is
 * not theirs, 404 when there is no such project (checked after the access, so an outsider learns
 * nothing about which ids exist).
 */
export async function requireProject(db: Db, actor: Actor, projectId: number): Promise<ProjectScope> {
  const scope = await requireProjectManagement(db, actor);
  if (!scope.all && !scope.ids.includes(projectId)) {
    throw new AppError(4030);
  }
  const [found] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!found) throw new AppError(4040);
  return scope;
}
