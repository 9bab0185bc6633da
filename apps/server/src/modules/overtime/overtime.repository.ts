import { and, asc, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { overtimeRequests, projectMembers, projects, timesheets } from '../../db/schema';

export type OvertimeRow = typeof overtimeRequests.$inferSelect;

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

export async function attendanceOf(db: Db, employeeId: number, date: string) {
  const rows = await db
    .select({ check_in: timesheets.check_in, check_out: timesheets.check_out })
    .from(timesheets)
    .where(and(eq(timesheets.employee_id, employeeId), eq(timesheets.work_date, date)))
    .limit(1);
  return rows[0];
}

/** Pending or approved OT of the same employee and day overlapping [start, end). */
export async function overlapping(
  db: Db,
  employeeId: number,
  date: string,
  start: string,
  end: string,
  exceptId?: number,
) {
  const rows = await db
    .select({ id: overtimeRequests.id })
    .from(overtimeRequests)
    .where(
      and(
        eq(overtimeRequests.employee_id, employeeId),
        eq(overtimeRequests.date, date),
        inArray(overtimeRequests.status, [1, 2]),
        lt(overtimeRequests.start_time, end),
        sql`${overtimeRequests.end_time} > ${start}`,
        exceptId ? ne(overtimeRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Approved overtime intervals of employees in a range, for the timesheet calculation. */
export function approvedInRange(db: Db, employeeIds: readonly number[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employee_id: overtimeRequests.employee_id,
      date: overtimeRequests.date,
      start_time: overtimeRequests.start_time,
      end_time: overtimeRequests.end_time,
    })
    .from(overtimeRequests)
    .where(
      and(
        inArray(overtimeRequests.employee_id, [...employeeIds]),
        eq(overtimeRequests.status, 2),
        gte(overtimeRequests.date, from),
        sql`${overtimeRequests.date} <= ${to}`,
      ),
    );
}

/** An employee's requests of a date range, counted per status. */
export function overtimeStatusCounts(db: Db, employeeId: number, from: string, to: string) {
  return db
    .select({ status: overtimeRequests.status, n: count() })
    .from(overtimeRequests)
    .where(
      and(
        eq(overtimeRequests.employee_id, employeeId),
        gte(overtimeRequests.date, from),
        sql`${overtimeRequests.date} <= ${to}`,
      ),
    )
    .groupBy(overtimeRequests.status);
}
