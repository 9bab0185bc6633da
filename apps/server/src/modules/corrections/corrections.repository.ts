import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { type correctionRequests, departments, employees } from '../../db/schema';

export type CorrectionRow = typeof correctionRequests.$inferSelect;

/** Employees of the Admin department: the administrators who confirm corrections. */
export async function adminIds(db: Db, now: Date) {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.department_id))
    .where(and(eq(departments.code, 'ADMIN'), isWorking(now)))
    .orderBy(asc(employees.id));
  return rows.map((r) => r.id);
}
