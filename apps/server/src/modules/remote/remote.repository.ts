import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectMembers, type remoteRequests } from '../../db/schema';

export type RemoteRow = typeof remoteRequests.$inferSelect;

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
