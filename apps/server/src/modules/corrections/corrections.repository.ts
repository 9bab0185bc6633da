import { and, asc, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { correctionRequests, departments, employees } from '../../db/schema';

export type CorrectionRow = typeof correctionRequests.$inferSelect;

/** A pending or approved request of the employee for that date (5044), other than `exceptId`. */
export async function sameDate(db: Db, employeeId: number, workDate: string, exceptId?: number) {
  const rows = await db
    .select({ id: correctionRequests.id })
    .from(correctionRequests)
    .where(
      and(
        eq(correctionRequests.employee_id, employeeId),
        eq(correctionRequests.work_date, workDate),
        inArray(correctionRequests.status, [1, 2]),
        exceptId ? ne(correctionRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Another pending request of the employee (5076). */
export async function hasPending(db: Db, employeeId: number, exceptId?: number) {
  const rows = await db
    .select({ id: correctionRequests.id })
    .from(correctionRequests)
    .where(
      and(
        eq(correctionRequests.employee_id, employeeId),
        eq(correctionRequests.status, 1),
        exceptId ? ne(correctionRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Employees of the Admin department: the administrators who confirm corrections. */
export async function adminIds(db: Db) {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.department_id))
    .where(eq(departments.code, 'ADMIN'))
    .orderBy(asc(employees.id));
  return rows.map((r) => r.id);
}

/** Approved corrections of employees in a range, for the timesheet calculation. */
export function approvedInRange(db: Db, employeeIds: readonly number[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employee_id: correctionRequests.employee_id,
      date: correctionRequests.work_date,
      start_time: correctionRequests.start_time_request,
      end_time: correctionRequests.end_time_request,
    })
    .from(correctionRequests)
    .where(
      and(
        inArray(correctionRequests.employee_id, [...employeeIds]),
        eq(correctionRequests.status, 2),
        gte(correctionRequests.work_date, from),
        sql`${correctionRequests.work_date} <= ${to}`,
      ),
    );
}

/** An employee's corrections of a date range, counted per status (dashboard). */
export function statusCounts(db: Db, employeeId: number, from: string, to: string) {
  return db
    .select({ status: correctionRequests.status, n: count() })
    .from(correctionRequests)
    .where(
      and(
        eq(correctionRequests.employee_id, employeeId),
        gte(correctionRequests.work_date, from),
        sql`${correctionRequests.work_date} <= ${to}`,
      ),
    )
    .groupBy(correctionRequests.status);
}
