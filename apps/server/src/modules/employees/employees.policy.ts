import { DEPARTMENT_CODES } from '@staffhub/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';

/**
 * Staff records are kept by the Admin department and the HR department's manager (issue #15, the
 * server side of `Access.can_manage_employees`); anyone else gets 403 / 4030.
 */
export async function requirePeopleManager(db: Db, actor: Actor): Promise<void> {
  if (actor.isAdmin) return;
  const [hr] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.code, DEPARTMENT_CODES.HR), eq(departments.manager_id, actor.employeeId)))
    .limit(1);
  if (!hr) throw new AppError(4030);
}
