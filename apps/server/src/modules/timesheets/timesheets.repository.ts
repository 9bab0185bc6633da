import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeMatch } from '../../db/employee-match';
import { keptCount } from '../../db/kept-count';
import { prepared, rawPrepared } from '../../db/prepared';
import {
  companies,
  departments,
  divisions,
  employees,
  foots,
  holidays,
  timesheetCompensations,
  timesheetSubmissions,
  timesheets,
} from '../../db/schema';

export type TimesheetRecord = typeof timesheets.$inferSelect;

/** Who is acting: their company's zone, and whether they administer. */
export async function findActor(db: Db, employeeId: number) {
  const rows = await db
    .select({
      employeeId: employees.id,
      companyId: employees.company_id,
      timeZone: companies.time_zone,
      isAdmin: sql<boolean>`coalesce(${departments.code} = 'ADMIN', false)`,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .where(eq(employees.id, employeeId))
    .limit(1);
  return rows[0];
}
export type Actor = NonNullable<Awaited<ReturnType<typeof findActor>>>;

export async function findDay(db: Db, employeeId: number, date: string) {
  const rows = await db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.employee_id, employeeId), eq(timesheets.work_date, date)))
    .limit(1);
  return rows[0];
}

export async function findById(db: Db, id: number) {
  const rows = await db.select().from(timesheets).where(eq(timesheets.id, id)).limit(1);
  return rows[0];
}

/** Records a check-in unless the day already has one; returns the row, or undefined when it had. */
export async function insertCheckIn(db: Db, employeeId: number, date: string, at: Date) {
  const rows = await db
    .insert(timesheets)
    .values({ employee_id: employeeId, work_date: date, check_in: at, source: 'web' })
    .onConflictDoUpdate({
      target: [timesheets.employee_id, timesheets.work_date],
      set: { check_in: at, updated_at: sql`now()` },
      setWhere: sql`${timesheets.check_in} is null`,
    })
    .returning();
  return rows[0];
}

export async function setCheckOut(db: Db, id: number, at: Date) {
  const rows = await db
    .update(timesheets)
    .set({ check_out: at, updated_at: sql`now()` })
    .where(eq(timesheets.id, id))
    .returning();
  return rows[0];
}

export async function updateTimes(db: Db, id: number, checkIn: Date | null, checkOut: Date | null) {
  const rows = await db
    .update(timesheets)
    .set({
      check_in: checkIn,
      check_out: checkOut,
      is_admin_edited: true,
      source: 'admin',
      updated_at: sql`now()`,
    })
    .where(eq(timesheets.id, id))
    .returning();
  return rows[0];
}

export async function insertDay(
  db: Db,
  values: {
    employee_id: number;
    work_date: string;
    check_in: Date | null;
    check_out: Date | null;
    source: string;
    is_admin_edited?: boolean;
  },
) {
  const rows = await db.insert(timesheets).values(values).onConflictDoNothing().returning();
  return rows[0];
}

const oneEmployeeRange = (db: Db) =>
  db
    .select()
    .from(timesheets)
    .where(
      and(
        eq(timesheets.employee_id, sql.placeholder('employeeId')),
        gte(timesheets.work_date, sql.placeholder('from')),
        lte(timesheets.work_date, sql.placeholder('to')),
      ),
    )
    .prepare('timesheets_one_employee_range');

/** Attendance rows of some employees in a date range. */
export function listRange(
  db: Db,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<TimesheetRecord[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  if (employeeIds.length === 1) {
    return prepared(db, 'timesheets_one_employee_range', oneEmployeeRange).execute({
      employeeId: employeeIds[0],
      from,
      to,
    });
  }
  return db
    .select()
    .from(timesheets)
    .where(
      and(
        inArray(timesheets.employee_id, [...employeeIds]),
        gte(timesheets.work_date, from),
        lte(timesheets.work_date, to),
      ),
    );
}

/** Holidays per company in a range: company id → date → name. */
export async function holidaysIn(db: Db, companyIds: readonly number[], from: string, to: string) {
  const out = new Map<number, Map<string, string>>();
  if (companyIds.length === 0) return out;
  const rows = await db
    .select({ company_id: holidays.company_id, date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(
      and(inArray(holidays.company_id, [...companyIds]), gte(holidays.date, from), lte(holidays.date, to)),
    );
  for (const r of rows) {
    const map = out.get(r.company_id) ?? new Map<string, string>();
    map.set(r.date, r.name);
    out.set(r.company_id, map);
  }
  return out;
}

/** One company's holiday dates in a range. */
export async function holidayDates(db: Db, companyId: number, from: string, to: string) {
  return new Set((await holidaysIn(db, [companyId], from, to)).get(companyId)?.keys() ?? []);
}

/** Submitted months per employee among `months`. */
export async function submittedMonths(db: Db, employeeIds: readonly number[], months: readonly string[]) {
  const out = new Map<number, Set<string>>();
  if (employeeIds.length === 0 || months.length === 0) return out;
  const rows = await db
    .select({ employee_id: timesheetSubmissions.employee_id, month: timesheetSubmissions.month })
    .from(timesheetSubmissions)
    .where(
      and(
        inArray(timesheetSubmissions.employee_id, [...employeeIds]),
        inArray(timesheetSubmissions.month, [...months]),
      ),
    );
  for (const r of rows) {
    const set = out.get(r.employee_id) ?? new Set<string>();
    set.add(r.month);
    out.set(r.employee_id, set);
  }
  return out;
}

const submittedOne = (db: Db) =>
  db
    .select({ id: timesheetSubmissions.id })
    .from(timesheetSubmissions)
    .where(
      and(
        eq(timesheetSubmissions.employee_id, sql.placeholder('employeeId')),
        eq(timesheetSubmissions.month, sql.placeholder('month')),
      ),
    )
    .prepare('timesheet_submitted_one');

export async function isSubmitted(db: Db, employeeId: number, month: string) {
  return (
    (await prepared(db, 'timesheet_submitted_one', submittedOne).execute({ employeeId, month })).length > 0
  );
}

export async function submit(db: Db, employeeIds: readonly number[], month: string, by: number) {
  if (employeeIds.length === 0) return 0;
  const rows = await db
    .insert(timesheetSubmissions)
    .values(employeeIds.map((id) => ({ employee_id: id, month, submitted_by: by })))
    .onConflictDoNothing()
    .returning({ id: timesheetSubmissions.id });
  return rows.length;
}

export async function unsubmit(db: Db, employeeIds: readonly number[], month: string) {
  if (employeeIds.length === 0) return 0;
  const rows = await db
    .delete(timesheetSubmissions)
    .where(
      and(inArray(timesheetSubmissions.employee_id, [...employeeIds]), eq(timesheetSubmissions.month, month)),
    )
    .returning({ id: timesheetSubmissions.id });
  return rows.length;
}

export async function saveCompensation(
  db: Db,
  employeeId: number,
  month: string,
  minutes: number,
  by: number,
) {
  await db
    .insert(timesheetCompensations)
    .values({ employee_id: employeeId, month, minutes, created_by: by })
    .onConflictDoUpdate({
      target: [timesheetCompensations.employee_id, timesheetCompensations.month],
      set: { minutes, created_by: by, created_at: sql`now()` },
    });
}

export function employeeIdsOfCompany(db: Db, companyId: number) {
  return db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.company_id, companyId))
    .then((rows) => rows.map((r) => r.id));
}

export interface EmployeeFilter {
  company_code?: string | undefined;
  division_code?: string | undefined;
  foot_code?: string | undefined;
  employee_info?: string | undefined;
}

function filterWhere(f: EmployeeFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.company_code) parts.push(eq(companies.code, f.company_code));
  if (f.division_code) parts.push(eq(divisions.code, f.division_code));
  if (f.foot_code) parts.push(eq(foots.code, f.foot_code));
  const match = employeeMatch(f.employee_info);
  if (match) parts.push(match);
  return parts.length ? and(...parts) : undefined;
}

const employeeColumns = {
  id: employees.id,
  employee_code: employees.employee_code,
  name: employees.name,
  company_id: employees.company_id,
  company_code: companies.code,
  time_zone: companies.time_zone,
  division_name: divisions.name,
  foot_name: foots.name,
};

/**
 * The employees a filter selects, with only the joins its conditions read. Every employee has a
 * company (a required reference) and at most one division and foot, so leaving a join out changes
 * no count and no order, only the work (at 20,000 employees, three joins of all of them).
 */
// biome-ignore lint/suspicious/noExplicitAny: drizzle's dynamic builder type is not nameable here
function filtered<Q extends { innerJoin: any; leftJoin: any }>(q: Q, f: EmployeeFilter): Q {
  let out = q;
  if (f.company_code) out = out.innerJoin(companies, eq(companies.id, employees.company_id));
  if (f.division_code) out = out.leftJoin(divisions, eq(divisions.id, employees.division_id));
  if (f.foot_code) out = out.leftJoin(foots, eq(foots.id, employees.foot_id));
  return out;
}

/**
 * Employees matching the admin filters, ordered by code, one page of them (or all). A page is
 * chosen on the employees alone (and the tables a filter reads), then joined: a deep page skips
 * thousands of employees without joining each of them first.
 */
export async function findEmployees(db: Db, f: EmployeeFilter, page?: { offset: number; limit: number }) {
  const base = db
    .select(employeeColumns)
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .$dynamic();
  if (!page) return base.where(filterWhere(f)).orderBy(asc(employees.employee_code));
  const chosen = filtered(db.select({ id: employees.id }).from(employees).$dynamic(), f)
    .where(filterWhere(f))
    .orderBy(asc(employees.employee_code))
    .offset(page.offset)
    .limit(page.limit)
    .as('chosen');
  return base.innerJoin(chosen, eq(chosen.id, employees.id)).orderBy(asc(employees.employee_code));
}
export type EmployeeRow = Awaited<ReturnType<typeof findEmployees>>[number];

/**
 * How many employees the filters select, kept while the tables it counts are unchanged
 * (`keptCount`): a check-in does not change it, and at 20,000 employees counting them was a few
 * milliseconds of PostgreSQL (and a scan of the table on PGlite) on every page of the admin list.
 */
export async function countEmployees(db: Db, f: EmployeeFilter) {
  const query = filtered(db.select({ n: count() }).from(employees).$dynamic(), f).where(filterWhere(f));
  return keptCount(db, query, async () => (await query)[0]?.n ?? 0);
}

/** Employees by code (for the import), with their company zone. */
export async function employeesByCode(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, { id: number; time_zone: string }>();
  const rows = await db
    .select({ id: employees.id, code: employees.employee_code, time_zone: companies.time_zone })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(inArray(employees.employee_code, [...codes]));
  return new Map(rows.map((r) => [r.code, { id: r.id, time_zone: r.time_zone }]));
}

export async function replaceTimes(
  db: Db,
  id: number,
  checkIn: Date | null,
  checkOut: Date | null,
  source: string,
) {
  await db
    .update(timesheets)
    .set({ check_in: checkIn, check_out: checkOut, source, updated_at: sql`now()` })
    .where(eq(timesheets.id, id));
}

/** Bulk insert of new days; returns how many were created. */
export async function insertDays(db: Db, values: Array<Parameters<typeof insertDay>[1]>) {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(timesheets)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: timesheets.id });
  return rows.length;
}

const EMPLOYEE_RANGE_SQL = `
  select 0 as kind, t.id, t.work_date::text as d, t.check_in, t.check_out, t.is_admin_edited as edited, null::text as name, null::int as minutes
    from timesheets t where t.employee_id = $1 and t.work_date between $2::date and $3::date
  union all
  select 1, null, h.date::text, null, null, null, h.name, null
    from holidays h where h.company_id = $4 and h.date between $2::date and $3::date
  union all
  select 2, null, s.month::text, null, null, null, null, null
    from timesheet_submissions s where s.employee_id = $1 and s.month = $5
  union all
  select 3, null, c.month::text, null, null, null, null, c.minutes
    from timesheet_compensations c where c.employee_id = $1 and c.month = $5
  union all
  select 4, null, o.date::text, null, null, null, o.start_time || '-' || o.end_time, null
    from overtime_requests o where o.employee_id = $1 and o.status = 2 and o.date between $2::date and $3::date
  union all
  select 5, null, c.work_date::text, null, null, null, c.start_time_request || '-' || c.end_time_request, null
    from correction_requests c where c.employee_id = $1 and c.status = 2 and c.work_date between $2::date and $3::date
  union all
  select 6, null, r.start_date::text, null, null, null, r.end_date::text, null
    from remote_requests r where r.employee_id = $1 and r.status = 2 and r.start_date <= $3::date and r.end_date >= $2::date
  union all
  select 7, l.type_reason, l.start_date::text, null, null, null, l.end_date::text || '|' || l.start_time || '|' || l.end_time, null
    from leave_requests l where l.employee_id = $1 and l.status = 2 and l.start_date <= $3::date and l.end_date >= $2::date
  union all
  select 8, null, s.request_date::text, null, null, null, s.leave_type, s.time_off
    from short_leave_requests s where s.employee_id = $1 and s.status = 2 and s.request_date between $2::date and $3::date`;

/**
 * One employee's attendance, company holidays, submission flag, compensation and approved requests
 * for a range, in ONE round trip (a UNION of indexed lookups): the employee's month is the most
 * requested page, and on small machines each round trip costs more than the query.
 */
export async function loadEmployeeRange(
  db: Db,
  e: { employeeId: number; companyId: number },
  from: string,
  to: string,
  month: string,
) {
  const result = await rawPrepared(db, 'employee_range', EMPLOYEE_RANGE_SQL, [
    e.employeeId,
    from,
    to,
    e.companyId,
    month,
  ]);
  type Row = {
    kind: number;
    id: number | null;
    d: string;
    check_in: Date | string | null;
    check_out: Date | string | null;
    edited: boolean | null;
    name: string | null;
    minutes: number | null;
  };
  const toDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
  const records: TimesheetRecord[] = [];
  const holidayNames = new Map<string, string>();
  let submitted = false;
  let compensation = 0;
  type Span = { employee_id: number; date: string; start_time: string; end_time: string };
  const overtime: Span[] = [];
  const corrections: Span[] = [];
  const remote: Array<{ employee_id: number; start_date: string; end_date: string }> = [];
  const leaves: Array<{
    employee_id: number;
    start_date: string;
    start_time: string;
    end_date: string;
    end_time: string;
    type_reason: number;
  }> = [];
  const shortLeaves: Array<{ employee_id: number; date: string; leave_type: string; minutes: number }> = [];
  for (const r of (result as unknown as { rows: Row[] }).rows) {
    if (r.kind === 0) {
      records.push({
        id: Number(r.id),
        employee_id: e.employeeId,
        work_date: r.d,
        check_in: toDate(r.check_in),
        check_out: toDate(r.check_out),
        is_admin_edited: Boolean(r.edited),
        source: '',
        created_at: new Date(0),
        updated_at: new Date(0),
      });
    } else if (r.kind === 1) holidayNames.set(r.d, r.name ?? '');
    else if (r.kind === 2) submitted = true;
    else if (r.kind === 3) compensation = Number(r.minutes);
    else if (r.kind === 6)
      remote.push({ employee_id: e.employeeId, start_date: r.d, end_date: r.name ?? r.d });
    else if (r.kind === 8)
      shortLeaves.push({
        employee_id: e.employeeId,
        date: r.d,
        leave_type: r.name ?? 'late',
        minutes: Number(r.minutes),
      });
    else if (r.kind === 7) {
      const [end_date = r.d, start_time = '08:00', end_time = '17:30'] = (r.name ?? '').split('|');
      leaves.push({
        employee_id: e.employeeId,
        start_date: r.d,
        start_time,
        end_date,
        end_time,
        type_reason: Number(r.id),
      });
    } else {
      const [start_time = '', end_time = ''] = (r.name ?? '').split('-');
      (r.kind === 5 ? corrections : overtime).push({
        employee_id: e.employeeId,
        date: r.d,
        start_time,
        end_time,
      });
    }
  }
  return {
    records,
    holidayNames,
    submitted,
    compensation,
    approved: { overtime, corrections, remote, leaves, shortLeaves },
  };
}

/** The networks a company's check-ins must come from (empty: anywhere); undefined for no company. */
export async function checkInNetworks(db: Db, companyId: number): Promise<string[] | undefined> {
  const rows = await db
    .select({ networks: companies.check_in_networks })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0]?.networks;
}

/** Replaces a company's check-in networks; the list before, or undefined for no company. */
export async function setCheckInNetworks(db: Db, companyId: number, networks: string[]) {
  const before = await db
    .select({ networks: companies.check_in_networks })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!before[0]) return undefined;
  await db
    .update(companies)
    .set({ check_in_networks: networks, updated_at: sql`now()` })
    .where(eq(companies.id, companyId));
  return before[0].networks;
}
