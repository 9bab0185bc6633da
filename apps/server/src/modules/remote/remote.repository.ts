import { and, asc, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectMembers, remoteRequests } from '../../db/schema';

export type RemoteRow = typeof remoteRequests.$inferSelect;

/** A pending or approved request of the employee sharing a day with [start, end] (4307). */
export async function overlapping(db: Db, employeeId: number, start: string, end: string, exceptId?: number) {
  const rows = await db
    .select({ id: remoteRequests.id })
    .from(remoteRequests)
    .where(
      and(
        eq(remoteRequests.employee_id, employeeId),
        inArray(remoteRequests.status, [1, 2]),
        sql`${remoteRequests.start_date} <= ${end}`,
        gte(remoteRequests.end_date, start),
        exceptId ? ne(remoteRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** PMs and tops of every project the employee belongs to (the project-manager list). */
export async function projectManagersOf(db: Db, employeeId: number) {
  const rows = await db
    .select({ id: projectMembers.employee_id })
    .from(projectMembers)
    .where(
      and(
        inArray(projectMembers.role, ['PM', 'TOP']),
        sql`${projectMembers.project_id} in (select m.project_id from project_members m where m.employee_id = ${employeeId})`,
      ),
    )
    .orderBy(sql`case when ${projectMembers.role} = 'PM' then 0 else 1 end`, asc(projectMembers.id));
  return rows.map((r) => r.id);
}

/** Approved remote days of employees touching a range, for the timesheet calculation. */
export function approvedInRange(db: Db, employeeIds: readonly number[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employee_id: remoteRequests.employee_id,
      start_date: remoteRequests.start_date,
      end_date: remoteRequests.end_date,
    })
    .from(remoteRequests)
    .where(
      and(
        inArray(remoteRequests.employee_id, [...employeeIds]),
        eq(remoteRequests.status, 2),
        gte(remoteRequests.end_date, from),
        sql`${remoteRequests.start_date} <= ${to}`,
      ),
    );
}

/** An employee's remote requests touching a range, counted per status (dashboard). */
export function statusCounts(db: Db, employeeId: number, from: string, to: string) {
  return db
    .select({ status: remoteRequests.status, n: count() })
    .from(remoteRequests)
    .where(
      and(
        eq(remoteRequests.employee_id, employeeId),
        gte(remoteRequests.end_date, from),
        sql`${remoteRequests.start_date} <= ${to}`,
      ),
    )
    .groupBy(remoteRequests.status);
}

/** Pending and approved remote requests of employees touching a range (team calendar). */
export function openInRange(db: Db, employeeIds: readonly number[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employee_id: remoteRequests.employee_id,
      start_date: remoteRequests.start_date,
      end_date: remoteRequests.end_date,
      status: remoteRequests.status,
    })
    .from(remoteRequests)
    .where(
      and(
        inArray(remoteRequests.employee_id, [...employeeIds]),
        inArray(remoteRequests.status, [1, 2]),
        gte(remoteRequests.end_date, from),
        sql`${remoteRequests.start_date} <= ${to}`,
      ),
    );
}
