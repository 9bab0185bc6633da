import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import { employeeMatch } from '../../db/employee-match';
import { keptRead } from '../../db/kept-count';
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
        anyOf(timesheets.employee_id, employeeIds),
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
        anyOf(timesheetSubmissions.employee_id, employeeIds),
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

/** Employees matching the admin filters, ordered by code (the export's people). */
export async function findEmployees(db: Db, f: EmployeeFilter) {
  return employeesJoined(db).where(filterWhere(f)).orderBy(asc(employees.employee_code));
}
export type EmployeeRow = Awaited<ReturnType<typeof findEmployees>>[number];

const employeesJoined = (db: Db) =>
  db
    .select(employeeColumns)
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .$dynamic();

/**
 * The ids of the employees the filters select, in the admin list's order (by code), read once and
 * given again while none of the tables it reads has changed (`keptRead`: a check-in does not change
 * it). Its length is the list's number of people, and a page is a slice of it: at 20,000 employees
 * a deep page made the database walk the thousands of employees before it on every request (on
 * PGlite, choosing the middle page's people took 3-5 ms, by their ids 0.8 ms), and the count was a
 * statement of its own. Reading it again after a write to the employees takes about 40 ms there.
 */
export function employeeOrder(db: Db, f: EmployeeFilter): Promise<readonly number[]> {
  const query = filtered(db.select({ id: employees.id }).from(employees).$dynamic(), f)
    .where(filterWhere(f))
    .orderBy(asc(employees.employee_code));
  return keptRead(
    db,
    query,
    async () => (await query).map((r) => r.id),
    (ids) => ids.length,
  );
}

/**
 * These employees with what the admin list shows of them, in the order of `ids`. Read once per page
 * of people and given again while the people and their places are unchanged (`keptRead`, as the
 * list's order): a check-in, a request or a decision changes nothing a row of people shows. On
 * PGlite at 20,000 employees this read was a seventh of a page's CPU (0.7 ms of about 5).
 */
export async function employeesInOrder(db: Db, ids: readonly number[]): Promise<EmployeeRow[]> {
  if (ids.length === 0) return [];
  const query = employeesJoined(db).where(anyOf(employees.id, ids));
  const rows = await keptRead(
    db,
    query,
    async () => await query,
    (r) => r.length,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  // One deleted since the order was read is left out (its delete dropped the order for the next page).
  return ids.flatMap((id) => byId.get(id) ?? []);
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

/**
 * A range's inputs in one statement (a UNION of indexed lookups), one row per input: attendance
 * (kind 0), company holidays (1; `who` is the company), the employee's submission and compensation
 * of a month (2, 3; one employee only) and the five kinds' approved requests (4-8). For one
 * employee `$1` is their id and `$4` their company's; for several, arrays of them.
 */
function rangeSql(one: boolean) {
  const person = one ? '= $1' : '= any($1::int[])';
  const company = one ? '= $4' : '= any($4::int[])';
  const columns = (
    kind: number,
    who: string,
    v: Partial<Record<'id' | 'd' | 'd2' | 'ci' | 'co' | 'ed' | 't1' | 't2' | 'n', string>>,
  ) =>
    `select ${kind} as kind, ${who} as who, ${v.id ?? 'null::int'} as id, ${v.d ?? 'null::text'} as d,
      ${v.d2 ?? 'null::text'} as d2, ${v.ci ?? 'null::timestamptz'} as check_in,
      ${v.co ?? 'null::timestamptz'} as check_out, ${v.ed ?? 'null::boolean'} as edited,
      ${v.t1 ?? 'null::text'} as t1, ${v.t2 ?? 'null::text'} as t2, ${v.n ?? 'null::int'} as n`;
  const branches = [
    `${columns(0, 't.employee_id', { id: 't.id', d: 't.work_date::text', ci: 't.check_in', co: 't.check_out', ed: 't.is_admin_edited' })}
      from timesheets t where t.employee_id ${person} and t.work_date between $2::date and $3::date`,
    `${columns(1, 'h.company_id', { d: 'h.date::text', t1: 'h.name::text' })}
      from holidays h where h.company_id ${company} and h.date between $2::date and $3::date`,
    ...(one
      ? [
          `${columns(2, 's.employee_id', { d: 's.month::text' })}
            from timesheet_submissions s where s.employee_id = $1 and s.month = $5`,
          `${columns(3, 'c.employee_id', { d: 'c.month::text', n: 'c.minutes' })}
            from timesheet_compensations c where c.employee_id = $1 and c.month = $5`,
        ]
      : []),
    `${columns(4, 'o.employee_id', { d: 'o.date::text', t1: 'o.start_time::text', t2: 'o.end_time::text' })}
      from overtime_requests o
      where o.employee_id ${person} and o.status = 2 and o.date between $2::date and $3::date`,
    `${columns(5, 'c.employee_id', { d: 'c.work_date::text', t1: 'c.start_time_request::text', t2: 'c.end_time_request::text' })}
      from correction_requests c
      where c.employee_id ${person} and c.status = 2 and c.work_date between $2::date and $3::date`,
    `${columns(6, 'r.employee_id', { d: 'r.start_date::text', d2: 'r.end_date::text' })}
      from remote_requests r
      where r.employee_id ${person} and r.status = 2 and r.start_date <= $3::date and r.end_date >= $2::date`,
    `${columns(7, 'l.employee_id', { d: 'l.start_date::text', d2: 'l.end_date::text', t1: 'l.start_time::text', t2: 'l.end_time::text', n: 'l.type_reason::int' })}
      from leave_requests l
      where l.employee_id ${person} and l.status = 2 and l.start_date <= $3::date and l.end_date >= $2::date`,
    `${columns(8, 's.employee_id', { d: 's.request_date::text', t1: 's.leave_type::text', n: 's.time_off' })}
      from short_leave_requests s
      where s.employee_id ${person} and s.status = 2 and s.request_date between $2::date and $3::date`,
  ];
  // One row: the inputs as a JSON array of arrays. Row by row, each of a page's 2,800 fields crossed
  // PGlite's protocol as a copy of its own, and each row became an object. As text, which both
  // drivers hand over as it came: equal texts are equal inputs (`employeeRangeInputs`).
  return `select coalesce(json_agg(json_build_array(kind, who, id, d, d2, check_in, check_out, edited, t1, t2, n)), '[]')::text as r
    from (${branches.join('\n  union all\n')}) u`;
}
const EMPLOYEE_RANGE_SQL = rangeSql(true);
const EMPLOYEES_RANGE_SQL = rangeSql(false);

type Span = { employee_id: number; date: string; start_time: string; end_time: string };

/** The approved requests that change a range's days, as `computeRows` takes them. */
export interface ApprovedInRange {
  overtime: Span[];
  corrections: Span[];
  remote: Array<{ employee_id: number; start_date: string; end_date: string }>;
  leaves: Array<{
    employee_id: number;
    start_date: string;
    start_time: string;
    end_date: string;
    end_time: string;
    type_reason: number;
  }>;
  shortLeaves: Array<{ employee_id: number; date: string; leave_type: string; minutes: number }>;
}

/**
 * An input of `rangeSql`: kind, who, id, d, d2, check_in, check_out, edited, t1, t2, n (JSON: the
 * instants are ISO strings, the dates `YYYY-MM-DD`).
 */
type RangeRow = [
  kind: number,
  who: number,
  id: number | null,
  d: string,
  d2: string | null,
  checkIn: string | null,
  checkOut: string | null,
  edited: boolean | null,
  t1: string | null,
  t2: string | null,
  n: number | null,
];

/** The rows of `rangeSql` sorted into what the calculation reads. */
function readRange(rows: readonly RangeRow[]) {
  const toDate = (v: string | null) => (v === null ? null : new Date(v));
  const records: TimesheetRecord[] = [];
  const holidays = new Map<number, Map<string, string>>();
  const submitted = new Set<number>();
  const compensation = new Map<number, number>();
  const approved: ApprovedInRange = {
    overtime: [],
    corrections: [],
    remote: [],
    leaves: [],
    shortLeaves: [],
  };
  for (const [kind, who, id, d, d2, checkIn, checkOut, edited, t1, t2, n] of rows) {
    switch (kind) {
      case 0:
        records.push({
          id: Number(id),
          employee_id: who,
          work_date: d,
          check_in: toDate(checkIn),
          check_out: toDate(checkOut),
          is_admin_edited: Boolean(edited),
          source: '',
          created_at: new Date(0),
          updated_at: new Date(0),
        });
        break;
      case 1: {
        const names = holidays.get(who) ?? new Map<string, string>();
        names.set(d, t1 ?? '');
        holidays.set(who, names);
        break;
      }
      case 2:
        submitted.add(who);
        break;
      case 3:
        compensation.set(who, Number(n));
        break;
      case 4:
      case 5:
        (kind === 4 ? approved.overtime : approved.corrections).push({
          employee_id: who,
          date: d,
          start_time: t1 ?? '',
          end_time: t2 ?? '',
        });
        break;
      case 6:
        approved.remote.push({ employee_id: who, start_date: d, end_date: d2 ?? d });
        break;
      case 7:
        approved.leaves.push({
          employee_id: who,
          start_date: d,
          start_time: t1 ?? '',
          end_date: d2 ?? d,
          end_time: t2 ?? '',
          type_reason: Number(n),
        });
        break;
      case 8:
        approved.shortLeaves.push({
          employee_id: who,
          date: d,
          leave_type: t1 ?? 'late',
          minutes: Number(n),
        });
        break;
    }
  }
  return { records, holidays, submitted, compensation, approved };
}

/** A transaction's handle has no client of its own: its statements go through Drizzle, unprepared. */
const hasClient = (db: Db) => Boolean((db as unknown as { $client?: unknown }).$client);

/** The text of `rangeSql` (a JSON array of `RangeRow`), `$n` as `values[n - 1]`. */
async function rangeText(db: Db, name: string, text: string, values: unknown[]): Promise<string> {
  type Answer = { rows: Array<{ r: string }> };
  if (hasClient(db)) return ((await rawPrepared(db, name, text, values)) as Answer).rows[0]?.r ?? '[]';
  // The same text, its $n as Drizzle's parameters.
  const chunks = text
    .split(/\$(\d+)/)
    .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
  return ((await db.execute(sql.join(chunks))) as unknown as Answer).rows[0]?.r ?? '[]';
}

/**
 * One employee's attendance, company holidays, submission flag, compensation and approved requests
 * for a range, in ONE round trip (a UNION of indexed lookups), as the text the database wrote: the
 * employee's month is the most requested page, and on small machines each round trip costs more
 * than the query. Two equal texts are the same inputs (`readEmployeeRange` reads one).
 */
export function employeeRangeInputs(
  db: Db,
  e: { employeeId: number; companyId: number },
  from: string,
  to: string,
  month: string,
): Promise<string> {
  return rangeText(db, 'employee_range', EMPLOYEE_RANGE_SQL, [e.employeeId, from, to, e.companyId, month]);
}

/** What `employeeRangeInputs` read, sorted into what the calculation reads. */
export function readEmployeeRange(inputs: string, e: { employeeId: number; companyId: number }) {
  const read = readRange(JSON.parse(inputs) as RangeRow[]);
  return {
    records: read.records,
    holidayNames: read.holidays.get(e.companyId) ?? new Map<string, string>(),
    submitted: read.submitted.has(e.employeeId),
    compensation: read.compensation.get(e.employeeId) ?? 0,
    approved: read.approved,
  };
}

/**
 * Several employees' attendance, their companies' holidays and their approved requests for a
 * range, in one round trip: what `computeRange` reads for the admin list, the export, month close
 * and the payroll file (seven statements before, each a round trip with its own building and
 * parsing). Works in a transaction too (an overtime request's check of its day).
 */
export async function loadRange(
  db: Db,
  employeeIds: readonly number[],
  companyIds: readonly number[],
  from: string,
  to: string,
) {
  if (employeeIds.length === 0) return readRange([]);
  const inputs = await rangeText(db, 'employees_range', EMPLOYEES_RANGE_SQL, [
    [...employeeIds],
    from,
    to,
    [...companyIds],
  ]);
  return readRange(JSON.parse(inputs) as RangeRow[]);
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
