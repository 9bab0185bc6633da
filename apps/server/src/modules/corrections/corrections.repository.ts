import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type correctionRequests, departments, employees } from '../../db/schema';

export type CorrectionRow = typeof correctionRequests.$inferSelect;

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
