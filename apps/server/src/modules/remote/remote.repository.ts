import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { divisions, employees, foots, projectMembers, remoteRequests } from '../../db/schema';
import { requestQueries } from '../approvals/request-table';

export type RemoteRow = typeof remoteRequests.$inferSelect;

const queries = requestQueries('remote', remoteRequests);
export const { transition, countWaitingFor, forApprover } = queries;

function baseSelect(db: Db) {
  return db
    .select({
      request: remoteRequests,
      employee_code: employees.employee_code,
      employee_name: employees.name,
      division_name: divisions.name,
    })
    .from(remoteRequests)
    .innerJoin(employees, eq(employees.id, remoteRequests.employee_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .$dynamic();
}
export type RemoteJoined = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

export async function findJoined(db: Db, id: number) {
  const rows = await baseSelect(db).where(eq(remoteRequests.id, id)).limit(1);
  return rows[0];
}

export async function findById(db: Db, id: number) {
  const rows = await db.select().from(remoteRequests).where(eq(remoteRequests.id, id)).limit(1);
  return rows[0];
}

export interface ListFilter {
  month?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  status?: number | undefined;
  employee_info?: string | undefined;
  company_code?: string | undefined;
  division_code?: string | undefined;
  foot_code?: string | undefined;
}

const nextMonthStart = (month: string) => {
  const [y = 0, m = 0] = month.split('-').map(Number);
  return `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
};

/** Date filters select requests whose days touch the range. */
function filterWhere(f: ListFilter): SQL[] {
  const parts: SQL[] = [];
  if (f.month) {
    parts.push(
      lt(remoteRequests.start_date, nextMonthStart(f.month)),
      gte(remoteRequests.end_date, `${f.month}-01`),
    );
  }
  if (f.start_date) parts.push(gte(remoteRequests.end_date, f.start_date));
  if (f.end_date) parts.push(sql`${remoteRequests.start_date} <= ${f.end_date}`);
  if (f.status) parts.push(eq(remoteRequests.status, f.status));
  if (f.company_code)
    parts.push(
      sql`${employees.company_id} = (select c.id from companies c where c.code = ${f.company_code})`,
    );
  if (f.division_code) parts.push(eq(divisions.code, f.division_code));
  if (f.foot_code) parts.push(eq(foots.code, f.foot_code));
  if (f.employee_info) {
    const like = `%${f.employee_info.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(employees.employee_code, like), ilike(employees.name, like));
    if (match) parts.push(match);
  }
  return parts;
}

/** One page (newest start first) with its total; `scope` says whose requests. */
export async function listPage(db: Db, scope: SQL, f: ListFilter, page: number, perPage: number) {
  const where = and(scope, ...filterWhere(f));
  const [rows, totals] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(desc(remoteRequests.start_date), desc(remoteRequests.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(remoteRequests)
      .innerJoin(employees, eq(employees.id, remoteRequests.employee_id))
      .leftJoin(divisions, eq(divisions.id, employees.division_id))
      .leftJoin(foots, eq(foots.id, employees.foot_id))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export const mine = (employeeId: number) => eq(remoteRequests.employee_id, employeeId);
export const everyone = () => sql`true`;

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
