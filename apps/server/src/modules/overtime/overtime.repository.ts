import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  divisions,
  employees,
  overtimeRequests,
  positions,
  projectMembers,
  projects,
  timesheets,
} from '../../db/schema';
import { requestQueries } from '../approvals/request-table';

export type OvertimeRow = typeof overtimeRequests.$inferSelect;

const queries = requestQueries('overtime', overtimeRequests);
export const { transition, countWaitingFor, forApprover } = queries;

const itemColumns = {
  request: overtimeRequests,
  employee_code: employees.employee_code,
  employee_name: employees.name,
  position_name: positions.name,
  division_name: divisions.name,
  division_code: divisions.code,
  project_name: projects.name,
};

function baseSelect(db: Db) {
  return db
    .select(itemColumns)
    .from(overtimeRequests)
    .innerJoin(employees, eq(employees.id, overtimeRequests.employee_id))
    .leftJoin(positions, eq(positions.id, employees.position_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .leftJoin(projects, eq(projects.id, overtimeRequests.project_id))
    .$dynamic();
}
export type OvertimeJoined = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

export async function findJoined(db: Db, id: number) {
  const rows = await baseSelect(db).where(eq(overtimeRequests.id, id)).limit(1);
  return rows[0];
}

export async function findById(db: Db, id: number) {
  const rows = await db.select().from(overtimeRequests).where(eq(overtimeRequests.id, id)).limit(1);
  return rows[0];
}

export interface ListFilter {
  month?: string | undefined;
  status?: number | undefined;
  employee_info?: string | undefined;
  position_id?: number | undefined;
  division_code?: string | undefined;
  sort_column?: 'date' | 'created_at' | 'status' | undefined;
  sort_by?: 'asc' | 'desc' | undefined;
}

function filterWhere(f: ListFilter): SQL[] {
  const parts: SQL[] = [];
  if (f.month) {
    const [y, m] = f.month.split('-').map(Number);
    const next = `${m === 12 ? (y ?? 0) + 1 : y}-${String(m === 12 ? 1 : (m ?? 0) + 1).padStart(2, '0')}-01`;
    parts.push(gte(overtimeRequests.date, `${f.month}-01`), lt(overtimeRequests.date, next));
  }
  if (f.status) parts.push(eq(overtimeRequests.status, f.status));
  if (f.position_id) parts.push(eq(employees.position_id, f.position_id));
  if (f.division_code) parts.push(eq(divisions.code, f.division_code));
  if (f.employee_info) {
    const like = `%${f.employee_info.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(employees.employee_code, like), ilike(employees.name, like));
    if (match) parts.push(match);
  }
  return parts;
}

function orderOf(f: ListFilter) {
  const column =
    f.sort_column === 'created_at'
      ? overtimeRequests.created_at
      : f.sort_column === 'status'
        ? overtimeRequests.status
        : overtimeRequests.date;
  return f.sort_by === 'asc'
    ? [asc(column), asc(overtimeRequests.id)]
    : [desc(column), desc(overtimeRequests.id)];
}

/** One page of a list, with its total. `scope` says whose requests. */
export async function listPage(db: Db, scope: SQL, f: ListFilter, page: number, perPage: number) {
  const where = and(scope, ...filterWhere(f));
  const [rows, totals] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(...orderOf(f))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(overtimeRequests)
      .innerJoin(employees, eq(employees.id, overtimeRequests.employee_id))
      .leftJoin(divisions, eq(divisions.id, employees.division_id))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export const mine = (employeeId: number) => eq(overtimeRequests.employee_id, employeeId);

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

/** Administrators' scope over everybody's requests: a date range, a company and a foot. */
export function adminScope(f: {
  start_date?: string | undefined;
  end_date?: string | undefined;
  company_code?: string | undefined;
  foot_code?: string | undefined;
}): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.start_date) parts.push(gte(overtimeRequests.date, f.start_date));
  if (f.end_date) parts.push(sql`${overtimeRequests.date} <= ${f.end_date}`);
  if (f.company_code)
    parts.push(
      sql`${employees.company_id} = (select c.id from companies c where c.code = ${f.company_code})`,
    );
  if (f.foot_code)
    parts.push(sql`${employees.foot_id} = (select x.id from foots x where x.code = ${f.foot_code})`);
  return and(...parts) as SQL;
}
