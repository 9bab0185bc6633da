import { canSearchStaff } from '@staffhub/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, employees, jobTitles } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { requireAdmin } from '../../plugins/auth';
import { projectScope } from '../projects/projects.policy';

/**
 * Who may do what with skill sheets (issue #17, docs/api-skills.md): everyone signed in reads the
 * catalogue and reads and writes their own sheet; the Admin department adds catalogue skills; the
 * staffing roles (`canSearchStaff`: the Admin department, the board, the HR department, and whoever
 * has project-management access) search people by skill and read anyone's sheet. Refusals are
 * 403 / 4030.
 */

/** Whether this person holds a staffing role. */
export async function isStaffing(db: Db, actor: Actor): Promise<boolean> {
  const [me] = await db
    .select({ department: departments.code, jobTitle: jobTitles.code })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .leftJoin(jobTitles, eq(jobTitles.id, employees.job_title_id))
    .where(eq(employees.id, actor.employeeId));
  const facts = {
    isAdmin: actor.isAdmin,
    departmentCode: me?.department,
    jobTitleCode: me?.jobTitle,
    managesProjects: false,
  };
  if (canSearchStaff(facts)) return true;
  const scope = await projectScope(db, actor);
  return canSearchStaff({ ...facts, managesProjects: scope.all || scope.ids.length > 0 });
}

/** The staffing search: a staffing role, else 403 / 4030. */
export async function requireStaffing(db: Db, actor: Actor): Promise<void> {
  if (!(await isStaffing(db, actor))) throw new AppError(4030);
}

/** A sheet: one's own always, anyone's for a staffing role; 403 / 4030 else (before any lookup). */
export async function requireSheetReader(db: Db, actor: Actor, employeeId: number): Promise<void> {
  if (employeeId === actor.employeeId) return;
  await requireStaffing(db, actor);
}

/** Adding to the catalogue: the Admin department. */
export function requireCatalogueEditor(actor: Actor): void {
  requireAdmin(actor);
}

/** Reading the catalogue, and one's own sheet: every signed-in person (the session is the check). */
export function requireSignedIn(_actor: Actor): void {}
