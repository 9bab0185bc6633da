import type { CalendarFeedKind } from '@staffhub/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { calendarFeeds, employees } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function feedsOf(db: Db, employeeId: number) {
  return db
    .select({ kind: calendarFeeds.kind, created_at: calendarFeeds.created_at })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.employee_id, employeeId));
}

/** Makes (or replaces: the old address stops working) the person's feed of that kind. */
export async function saveFeed(db: Db, employeeId: number, kind: CalendarFeedKind, tokenHash: string) {
  await db
    .insert(calendarFeeds)
    .values({ employee_id: employeeId, kind, token_hash: tokenHash })
    .onConflictDoUpdate({
      target: [calendarFeeds.employee_id, calendarFeeds.kind],
      set: { token_hash: tokenHash, created_at: sql`now()` },
    });
}

export async function deleteFeed(db: Db, employeeId: number, kind: CalendarFeedKind) {
  const rows = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.employee_id, employeeId), eq(calendarFeeds.kind, kind)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** The feed a secret's hash opens, with its owner's company and zone (null when unknown or revoked). */
export async function feedByHash(db: Db, tokenHash: string) {
  const [row] = rowsOf<{
    employee_id: number;
    kind: CalendarFeedKind;
    company_id: number;
    time_zone: string;
    name: string;
  }>(
    await db.execute(sql`
      select f.employee_id, f.kind, e.company_id::int as company_id, c.time_zone, e.name
      from calendar_feeds f
      join employees e on e.id = f.employee_id
      join companies c on c.id = e.company_id
      where f.token_hash = ${tokenHash}
      limit 1`),
  );
  return row ?? null;
}

/**
 * The people whose requests someone approves as a superior: their foot if they lead it, their
 * division if they manage it, their projects if they are its PM or top; still working, without
 * themselves, in code order, at most `limit`.
 */
export async function teamOf(db: Db, employeeId: number, now: Date, limit: number) {
  return rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      select employees.id, employees.name from employees
      where employees.id <> ${employeeId}
        and ${isWorking(now)}
        and (
          employees.foot_id in (select f.id from foots f where f.leader_id = ${employeeId})
          or employees.division_id in (select d.id from divisions d where d.manager_id = ${employeeId})
          or employees.id in (
            select m.employee_id from project_members m
            where m.project_id in (
              select p.project_id from project_members p
              where p.employee_id = ${employeeId} and p.role in ('PM', 'TOP'))))
      order by employees.employee_code
      limit ${limit}`),
  );
}

/** The name of an employee (the personal feed's events). */
export async function nameOf(db: Db, employeeId: number) {
  const [row] = await db.select({ name: employees.name }).from(employees).where(eq(employees.id, employeeId));
  return row?.name ?? '';
}
