import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { correctionRequests, departments, divisions, employees, foots } from '../../db/schema';
import { requestQueries } from '../approvals/request-table';

export type CorrectionRow = typeof correctionRequests.$inferSelect;

const queries = requestQueries('correction', correctionRequests);
export const { transition, countWaitingFor, forApprover } = queries;

const itemColumns = {
  request: correctionRequests,
  employee_code: employees.employee_code,
  employee_name: employees.name,
  foot_name: foots.name,
  division_name: divisions.name,
};

function baseSelect(db: Db) {
  return db
    .select(itemColumns)
    .from(correctionRequests)
    .innerJoin(employees, eq(employees.id, correctionRequests.employee_id))
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .$dynamic();
}
export type CorrectionJoined = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

export async function findJoined(db: Db, id: number) {
  const rows = await baseSelect(db).where(eq(correctionRequests.id, id)).limit(1);
  return rows[0];
}

export async function findById(db: Db, id: number) {
  const rows = await db.select().from(correctionRequests).where(eq(correctionRequests.id, id)).limit(1);
  return rows[0];
}

export interface ListFilter {
  month?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  status?: number | undefined;
  employee_info?: string | undefined;
  foot_code?: string | undefined;
  division_code?: string | undefined;
  sort_column?: 'work_date' | 'created_at' | 'status' | undefined;
  sort_by?: 'asc' | 'desc' | undefined;
}

const nextMonthStart = (month: string) => {
  const [y = 0, m = 0] = month.split('-').map(Number);
  return `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
};

function filterWhere(f: ListFilter): SQL[] {
  const parts: SQL[] = [];
  const d = correctionRequests.work_date;
  if (f.month) parts.push(gte(d, `${f.month}-01`), lt(d, nextMonthStart(f.month)));
  if (f.start_date) parts.push(gte(d, f.start_date));
  if (f.end_date) parts.push(sql`${d} <= ${f.end_date}`);
  if (f.status) parts.push(eq(correctionRequests.status, f.status));
  if (f.foot_code) parts.push(eq(foots.code, f.foot_code));
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
      ? correctionRequests.created_at
      : f.sort_column === 'status'
        ? correctionRequests.status
        : correctionRequests.work_date;
  return f.sort_by === 'asc'
    ? [asc(column), asc(correctionRequests.id)]
    : [desc(column), desc(correctionRequests.id)];
}

/** One page of a list with its total; `scope` says whose requests. */
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
      .from(correctionRequests)
      .innerJoin(employees, eq(employees.id, correctionRequests.employee_id))
      .leftJoin(foots, eq(foots.id, employees.foot_id))
      .leftJoin(divisions, eq(divisions.id, employees.division_id))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export const mine = (employeeId: number) => eq(correctionRequests.employee_id, employeeId);

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
