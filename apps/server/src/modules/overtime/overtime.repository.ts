import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { overtimeRequests, projectMembers, projects } from '../../db/schema';

/** The project's name beside each request (the engine's list and detail select). */
// biome-ignore lint/suspicious/noExplicitAny: drizzle's dynamic builder type is not nameable here
export const joinProject = (q: any) => q.leftJoin(projects, eq(projects.id, overtimeRequests.project_id));

export async function isMember(db: Db, employeeId: number, projectId: number) {
  const rows = await db
    .select({ id: projectMembers.id })
    .from(projectMembers)
    .where(and(eq(projectMembers.employee_id, employeeId), eq(projectMembers.project_id, projectId)))
    .limit(1);
  return rows.length > 0;
}

export async function projectsOf(db: Db, employeeId: number) {
  return db
    .selectDistinct({ id: projects.id, name: projects.name })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.project_id))
    .where(eq(projectMembers.employee_id, employeeId))
    .orderBy(asc(projects.name));
}

/** OT whose time of day overlaps [start, end) (on the days the generic overlap rule matched). */
export const timesOverlap = (start: string, end: string) =>
  and(lt(overtimeRequests.start_time, end), sql`${overtimeRequests.end_time} > ${start}`);
