import { addMonths, type LedgerKind } from '@staffhub/domain';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptCount, keptRows } from '../../db/kept-count';
import { executePrepared, rawPrepared } from '../../db/prepared';
import { divisions, employees, foots, leaveLedger, leaveRequests } from '../../db/schema';
import { OPEN } from '../requests/requests.repository';

export type LeaveRow = typeof leaveRequests.$inferSelect;

/** The leave lists' own filters: the leave type and its reason. */
export function leaveFilters(f: Record<string, unknown>): SQL[] {
  const parts: SQL[] = [];
  if (typeof f.type_reason === 'number') parts.push(eq(leaveRequests.type_reason, f.type_reason));
  if (typeof f.reason === 'string' && f.reason) parts.push(eq(leaveRequests.reason, f.reason));
  return parts;
}

/** Leave whose start and end instants overlap the span's (the generic overlap rule's days first). */
export const timesOverlap = (start: { date: string; time: string }, end: { date: string; time: string }) =>
  and(
    sql`(${leaveRequests.start_date}::text || ' ' || ${leaveRequests.start_time}) < ${`${end.date} ${end.time}`}`,
    sql`(${leaveRequests.end_date}::text || ' ' || ${leaveRequests.end_time}) > ${`${start.date} ${start.time}`}`,
  );

/** Leave of one type; with `month` (YYYY-MM), only that starting in it. */
export const ofType = (type: number, month?: string) =>
  and(
    eq(leaveRequests.type_reason, type),
    month ? gte(leaveRequests.start_date, `${month}-01`) : undefined,
    month ? lt(leaveRequests.start_date, `${addMonths(month, 1)}-01`) : undefined,
  );

// ---- The ledger ----

/** The employee's balance and days taken, in minutes, summed from the ledger. */
export async function ledgerTotals(db: Db, employeeId: number) {
  const rows = await db
    .select({
      balance: sql<number>`coalesce(sum(${leaveLedger.minutes}), 0)`.mapWith(Number),
      taken:
        sql<number>`coalesce(-sum(${leaveLedger.minutes}) filter (where ${leaveLedger.kind} in ('deduction', 'restore')), 0)`.mapWith(
          Number,
        ),
    })
    .from(leaveLedger)
    .where(eq(leaveLedger.employee_id, employeeId));
  return { balance: rows[0]?.balance ?? 0, taken: rows[0]?.taken ?? 0 };
}

/** What the ledger holds for one request (its deductions and restorations). */
export async function ledgerOfRequest(db: Db, requestId: number) {
  const rows = await db
    .select({ minutes: sql<number>`coalesce(sum(${leaveLedger.minutes}), 0)`.mapWith(Number) })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.request_id, requestId), inArray(leaveLedger.kind, ['deduction', 'restore'])));
  return rows[0]?.minutes ?? 0;
}

export async function insertLine(
  db: Db,
  line: {
    employee_id: number;
    kind: LedgerKind;
    minutes: number;
    reason: string;
    request_id?: number | null;
    period?: string | null;
    created_by?: number | null;
    created_at?: Date;
  },
) {
  const [row] = await db.insert(leaveLedger).values(line).returning();
  return row;
}

/**
 * One accrual line per employee for `period`, for every employee of the companies given who had
 * joined by the end of the month and had not left before it. Re-running changes nothing.
 */
export async function accrue(
  db: Db,
  period: string,
  companyIds: readonly number[],
  minutes: number,
  at: Date,
) {
  if (companyIds.length === 0) return 0;
  const rows = await db.execute(sql`
    insert into leave_ledger (employee_id, kind, minutes, reason, period, created_at)
    select e.id, 'accrual', ${minutes}, ${`Monthly accrual ${period}`}, ${period}, ${at.toISOString()}::timestamptz
      from employees e
     where e.company_id in (${sql.join(
       companyIds.map((c) => sql`${c}`),
       sql`, `,
     )})
       and (e.join_date is null or e.join_date < (${`${period}-01`}::date + interval '1 month'))
       and (e.resignation_date is null or e.resignation_date >= ${`${period}-01`}::date)
       -- Those accrued already are left out before the insert: its trigger (the balance kept on
       -- each line, migration 0023) takes each person's turn, which an hourly run that adds
       -- nothing should not. The conflict clause still settles two runs at once.
       and not exists (select 1 from leave_ledger x
                        where x.employee_id = e.id and x.kind = 'accrual' and x.period = ${period})
    on conflict (employee_id, period) where kind = 'accrual' do nothing
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

/** A ledger line of `ledgerPage`, as its JSON array gives it (the instant an ISO string). */
type LedgerLine = [
  id: number,
  employeeId: number,
  employeeName: string,
  kind: string,
  minutes: number,
  reason: string,
  requestId: number | null,
  period: string | null,
  createdByName: string | null,
  createdAt: string,
  balance: number,
];

/**
 * A page of ledger lines, newest first, with the balance after each one. `who` selects employees,
 * `kind` the lines shown; the balance after a line is the sum of that employee's lines up to it
 * (whatever their kind), which the line keeps (`leave_ledger.balance`, written by the database at
 * insert: summing each line's history was most of the page's time). The page is one prepared statement
 * whose lines are a JSON array of arrays: row by row, its 2,200 fields each crossed PGlite's
 * protocol as a copy of its own.
 */
export async function ledgerPage(
  db: Db,
  who: SQL | undefined,
  kind: string | undefined,
  page: number,
  perPage: number,
) {
  const where = and(who, kind ? eq(leaveLedger.kind, kind) : undefined) ?? sql`true`;
  // The count reads the employees only to filter by them: every line has its employee (a
  // required reference), so without such a filter the join changes nothing but the cost (at
  // 20,000 employees, a year of lines: 310,000 rows joined to 20,000 on every page).
  const total = who
    ? db
        .select({ n: count() })
        .from(leaveLedger)
        .innerJoin(employees, eq(employees.id, leaveLedger.employee_id))
        .where(where)
    : db.select({ n: count() }).from(leaveLedger).where(where);
  const [lines, totals] = await Promise.all([
    executePrepared(
      db,
      sql`select coalesce(json_agg(json_build_array(p.id, p.employee_id, p.employee_name, p.kind, p.minutes,
          p.reason, p.request_id, p.period, p.created_by_name, p.created_at, p.balance) order by p.id desc), '[]') as r
        from (
          select ${leaveLedger.id} as id, ${leaveLedger.employee_id} as employee_id, ${employees.name} as employee_name,
            ${leaveLedger.kind} as kind, ${leaveLedger.minutes} as minutes, ${leaveLedger.reason} as reason,
            ${leaveLedger.request_id} as request_id, ${leaveLedger.period} as period,
            (select c.name from employees c where c.id = ${leaveLedger.created_by}) as created_by_name,
            ${leaveLedger.created_at} as created_at, ${leaveLedger.balance} as balance
          from ${leaveLedger} inner join ${employees} on ${employees.id} = ${leaveLedger.employee_id}
          where ${where}
          order by ${leaveLedger.id} desc
          limit ${perPage} offset ${(page - 1) * perPage}) p`,
    ),
    // The total is kept while nothing is written (db/kept-count.ts): at 20,000 employees counting
    // a year's 310,000 lines was most of each page's time.
    keptCount(db, total, async () => (await total)[0]?.n ?? 0),
  ]);
  const rows = ((lines.rows[0] as { r: LedgerLine[] } | undefined)?.r ?? []).map((l) => ({
    id: l[0],
    employee_id: l[1],
    employee_name: l[2],
    kind: l[3],
    minutes: l[4],
    reason: l[5],
    request_id: l[6],
    period: l[7],
    created_by_name: l[8],
    created_at: l[9],
    balance: Number(l[10]),
  }));
  return { rows, total: totals };
}

/** Ledger sums of one employee for a year, per kind (statistics: sources of leave days). */
export async function ledgerYear(db: Db, employeeId: number, from: Date, to: Date) {
  return db
    .select({ kind: leaveLedger.kind, minutes: sql<number>`sum(${leaveLedger.minutes})`.mapWith(Number) })
    .from(leaveLedger)
    .where(
      and(
        eq(leaveLedger.employee_id, employeeId),
        gte(leaveLedger.created_at, from),
        lt(leaveLedger.created_at, to),
      ),
    )
    .groupBy(leaveLedger.kind);
}

export const ledgerOf = (employeeId: number) => eq(leaveLedger.employee_id, employeeId);

/**
 * HR's company-wide leave: per employee, the ledger's minutes by source and the pending
 * compensated-leave minutes, ordered by employee code; `limit` rows from `offset`.
 */
export async function summaryPage(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const bySource = (kinds: readonly LedgerKind[]) =>
    sql<number>`(select coalesce(sum(l.minutes), 0) from leave_ledger l where l.employee_id = ${employees.id} and l.kind in ${kinds})`.mapWith(
      Number,
    );
  const [rows, totals] = await Promise.all([
    db
      .select({
        employee_id: employees.id,
        employee_code: employees.employee_code,
        name: employees.name,
        division_name: divisions.name,
        foot_name: foots.name,
        accrued: bySource(['accrual']),
        adjusted: bySource(['adjustment']),
        taken: bySource(['deduction', 'restore']),
        balance:
          sql<number>`(select coalesce(sum(l.minutes), 0) from leave_ledger l where l.employee_id = ${employees.id})`.mapWith(
            Number,
          ),
        pending:
          sql<number>`(select coalesce(sum(r.minutes), 0) from leave_requests r where r.employee_id = ${employees.id} and r.status = 1 and r.type_reason = 1)`.mapWith(
            Number,
          ),
      })
      .from(employees)
      .leftJoin(divisions, eq(divisions.id, employees.division_id))
      .leftJoin(foots, eq(foots.id, employees.foot_id))
      .where(where)
      .orderBy(employees.employee_code)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(employees)
      .leftJoin(divisions, eq(divisions.id, employees.division_id))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The team calendar's people, their open leave and remote requests of the span, its holidays. */
export interface CalendarRows {
  /** [id, employee_code, name, foot_name] in code order. */
  people: Array<[number, string, string, string | null]>;
  /** [employee_id, start_date, end_date, type_reason, status] */
  leaves: Array<[number, string, string, number, number]>;
  /** [employee_id, start_date, end_date, status] */
  remote: Array<[number, string, string, number]>;
  holidays: string[];
}

/**
 * The team calendar's data: the first `limit` people of `scope` in code order (`scope` may name
 * `employees` and `foots`), read once and given again while the people and their teams are
 * unchanged (`keptRows`, under `scopeKey`, which names everything `scope` depends on); then in one
 * statement their waiting and approved leave and remote requests touching [from, to] and the
 * company's holidays in it, each a JSON array of arrays. As four statements of rows, PGlite copied
 * every field out of its heap on its own and Drizzle mapped it, and PostgreSQL took four round
 * trips; the people read again for every month and every reader were a third of PostgreSQL's time
 * for the peer's team month (docs/SCALING.md, 2026-12-07).
 */
export async function calendarRows(
  db: Db,
  scopeKey: string,
  scope: () => SQL,
  limit: number,
  companyId: number,
  from: string,
  to: string,
): Promise<CalendarRows> {
  const [kept] = await keptRows<{ people: CalendarRows['people'] }>(
    db,
    sql`select coalesce(json_agg(json_build_array(p.id, p.employee_code, p.name, p.foot_name)
        order by p.employee_code), '[]') as people
      from (select employees.id, employees.employee_code, employees.name, foots.name as foot_name
        from employees left join foots on foots.id = employees.foot_id
        where ${scope()}
        order by employees.employee_code
        limit ${limit}) p`,
    (rows) => rows[0]?.people.length ?? 1,
    `calendarPeople|${scopeKey}|${limit}`,
  );
  const people = kept?.people ?? [];
  const { rows } = await rawPrepared(
    db,
    'calendar_requests',
    `select
      (select coalesce(json_agg(json_build_array(l.employee_id, l.start_date, l.end_date, l.type_reason,
        l.status)), '[]') from leave_requests l
        where l.employee_id = any($1::int[]) and l.status = any($2::int[])
          and l.end_date >= $3 and l.start_date <= $4) as leaves,
      (select coalesce(json_agg(json_build_array(r.employee_id, r.start_date, r.end_date, r.status)), '[]')
        from remote_requests r
        where r.employee_id = any($1::int[]) and r.status = any($2::int[])
          and r.end_date >= $3 and r.start_date <= $4) as remote,
      (select coalesce(json_agg(h.date), '[]') from holidays h
        where h.company_id = $5 and h.date >= $3 and h.date <= $4) as holidays`,
    [people.map((p) => p[0]), [...OPEN], from, to, companyId],
  );
  const row = rows[0] as Omit<CalendarRows, 'people'>;
  return { people, leaves: row.leaves, remote: row.remote, holidays: row.holidays };
}
