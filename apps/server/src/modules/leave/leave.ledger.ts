import {
  DEPARTMENT_CODES,
  daysBetween,
  daysOfMonth,
  JOB_TITLE_CODES,
  LEAVE_SUMMARY_EXPORT_MAX,
  type LeaveSummaryQuery,
  type LeaveSummaryRow,
  type LedgerAdjust,
  type LedgerAllQuery,
  type LedgerKind,
  leaveDuration,
  MINUTES_PER_WORKDAY,
  MONTHLY_ACCRUAL_DAYS,
  minutesToDays,
  monthOf,
  paginationOf,
  TEAM_CALENDAR_MAX_PEOPLE,
  todayIn,
  zonedToInstant,
} from '@staffhub/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeMatch } from '../../db/employee-match';
import { keptRead, keptRows } from '../../db/kept-count';
import { builtQuery } from '../../db/prepared';
import { companies, departments, divisions, employees, foots, jobTitles, leaveLedger } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import { writeAudit } from '../audit/audit.repository';
import { announce } from '../notifications/notify';
import { lockRequester } from '../requests/requests.repository';
import * as ts from '../timesheets/timesheets.repository';
import * as repo from './leave.repository';
import { balanceOf, type LeaveDeps, leave } from './leave.service';

/**
 * Whether the employee approves leave for anybody (SPEC 3 `ruleJob`): read once and given again
 * while the tables it reads are unchanged (`keptRows`), as the own leave list asks at every page.
 */
export async function approvesLeave(db: Db, employeeId: number) {
  const rows = await keptRows<{ yes: boolean }>(
    db,
    sql`select (
      exists (select 1 from project_members where employee_id = ${employeeId} and role in ('PM', 'TOP'))
      or exists (select 1 from foots where leader_id = ${employeeId})
      or exists (select 1 from divisions where manager_id = ${employeeId})
      or exists (select 1 from employees e join job_titles j on j.id = e.job_title_id where e.id = ${employeeId} and j.code = 'DIRECTOR')
    ) as yes`,
    undefined,
    `approvesLeave(${employeeId})`,
  );
  return Boolean(rows[0]?.yes);
}

/** HR (the HR department) and administrators keep the ledgers; others get 403. */
export async function requireHr(db: Db, actor: Actor) {
  if (actor.isAdmin) return;
  const [row] = await db
    .select({ code: departments.code })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.department_id))
    .where(eq(employees.id, actor.employeeId));
  if (row?.code !== 'HR') throw new AppError(4030);
}

export async function page(
  db: Db,
  who: SQL | undefined,
  kind: string | undefined,
  pageNo: number,
  perPage: number,
  path: string,
) {
  const { rows, total } = await repo.ledgerPage(db, who, kind, pageNo, perPage);
  return {
    data: rows.map((r) => ({
      id: r.id,
      employee_id: r.employee_id,
      employee_name: r.employee_name,
      kind: r.kind as LedgerKind,
      days: minutesToDays(r.minutes),
      minutes: r.minutes,
      balance_days: minutesToDays(Number(r.balance)),
      reason: r.reason,
      request_id: r.request_id,
      period: r.period,
      created_by_name: r.created_by_name,
      created_at: new Date(r.created_at).toISOString(),
    })),
    ...paginationOf(total, pageNo, perPage, path),
  };
}

/** My ledger, newest first, with my balance. */
export async function mine(deps: LeaveDeps, actor: Actor, q: { page: number; per_page: number }) {
  const [logs, balance] = await Promise.all([
    page(
      deps.db,
      repo.ledgerOf(actor.employeeId),
      undefined,
      q.page,
      q.per_page,
      '/api/sabbatical-log/sabbatical-leave',
    ),
    balanceOf(deps.db, actor.employeeId),
  ]);
  return { logs, balance: balance.days };
}

/** Everybody's ledger: HR and administrators only (403 for others). */
export async function everybody(deps: LeaveDeps, actor: Actor, q: LedgerAllQuery) {
  await requireHr(deps.db, actor);
  const who = and(
    employeeMatch(q.employee_info),
    q.employee_id === undefined ? undefined : eq(employees.id, q.employee_id),
  );
  return {
    logs: await page(deps.db, who, q.kind, q.page, q.per_page, '/api/sabbatical-log/sabbatical-log-all'),
  };
}

/** HR's company-wide leave: one row per person, filtered; HR and administrators only. */
export async function summary(deps: LeaveDeps, actor: Actor, q: LeaveSummaryQuery) {
  await requireHr(deps.db, actor);
  const { rows, total } = await repo.summaryPage(
    deps.db,
    summaryWhere(q),
    q.per_page,
    (q.page - 1) * q.per_page,
  );
  return {
    summary: {
      data: rows.map(summaryRow),
      ...paginationOf(total, q.page, q.per_page, '/api/sabbatical-log/summary'),
    },
  };
}

/** Every row of the summary's filters, for the export (at most LEAVE_SUMMARY_EXPORT_MAX). */
export async function summaryExport(deps: LeaveDeps, actor: Actor, q: LeaveSummaryQuery) {
  await requireHr(deps.db, actor);
  const { rows } = await repo.summaryPage(deps.db, summaryWhere(q), LEAVE_SUMMARY_EXPORT_MAX, 0);
  return rows.map(summaryRow);
}

const summaryWhere = (q: LeaveSummaryQuery) =>
  and(employeeMatch(q.employee_info), q.division_code ? eq(divisions.code, q.division_code) : undefined);

function summaryRow(r: Awaited<ReturnType<typeof repo.summaryPage>>['rows'][number]): LeaveSummaryRow {
  return {
    employee_id: r.employee_id,
    employee_code: r.employee_code,
    name: r.name,
    division_name: r.division_name,
    foot_name: r.foot_name,
    accrued_days: minutesToDays(r.accrued),
    adjusted_days: minutesToDays(r.adjusted),
    taken_days: minutesToDays(-r.taken),
    pending_days: minutesToDays(r.pending),
    balance_days: minutesToDays(r.balance),
    available_days: minutesToDays(r.balance - r.pending),
  };
}

/** A manual adjustment by HR with its note: one ledger line, audited. */
export async function adjust(deps: LeaveDeps, actor: Actor, body: LedgerAdjust) {
  await requireHr(deps.db, actor);
  // Four eyes: whoever holds the power to adjust balances does not use it on their own.
  if (body.employee_id === actor.employeeId) throw new AppError(4330);
  await approvals.employeeOf(deps.db, body.employee_id);
  const minutes = Math.round(body.days * MINUTES_PER_WORKDAY);
  const line = await deps.db.transaction(async (tx) => {
    // The employee's requests wait behind this lock, so the balance read here is the one changed.
    await lockRequester(tx, body.employee_id);
    const before = (await repo.ledgerTotals(tx, body.employee_id)).balance;
    const after = before + minutes;
    const belowZero = minutes < 0 && after < 0;
    if (belowZero && !body.confirm_below_zero)
      throw new AppError(4329, {
        errors: {
          days: [
            {
              rule: 'min_value',
              message: 'This takes the balance below zero; confirm to proceed.',
              params: {
                min: -minutesToDays(Math.max(0, before)),
                balance: minutesToDays(before),
                after: minutesToDays(after),
              },
            },
          ],
        },
      });
    const row = await repo.insertLine(tx, {
      employee_id: body.employee_id,
      kind: 'adjustment',
      minutes,
      // A balance taken below zero says so in its own line, with who confirmed it (created_by).
      reason: belowZero
        ? `${body.note} [below zero confirmed: ${minutesToDays(before)} → ${minutesToDays(after)} days]`
        : body.note,
      created_by: actor.employeeId,
      created_at: deps.now(),
    });
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'leave.adjust',
      entity: 'leave_ledger',
      entityId: row?.id ?? 0,
      data: body,
    });
    await announce(tx, [body.employee_id]);
    return row;
  });
  // The line just written, by its id, with its running balance (others may have been added since).
  if (!line) throw new AppError(5000);
  const result = await page(deps.db, eq(leaveLedger.id, line.id), undefined, 1, 1, '');
  return {
    line: result.data[0] as (typeof result.data)[number],
    balance: (await balanceOf(deps.db, body.employee_id)).days,
  };
}

/**
 * The monthly accrual (SPEC 9: 1 day a month): for each company, the month of its today gets one
 * accrual line per employee. Idempotent per employee and month (a unique index), so every API
 * process may run it every hour.
 */
export async function accrueDue(db: Db, now: Date) {
  const list = await db.select({ id: companies.id, time_zone: companies.time_zone }).from(companies);
  let added = 0;
  for (const c of list) {
    const month = monthOf(todayIn(c.time_zone, now));
    added += await repo.accrue(db, month, [c.id], MONTHLY_ACCRUAL_DAYS * MINUTES_PER_WORKDAY, now);
  }
  return added;
}

/** The accruals of every month of the current year so far (the demo seed). */
export async function accrueYearSoFar(db: Db, now: Date) {
  const list = await db.select({ id: companies.id, time_zone: companies.time_zone }).from(companies);
  let added = 0;
  for (const c of list) {
    const today = todayIn(c.time_zone, now);
    for (let m = 1; m <= Number(today.slice(5, 7)); m++) {
      const month = `${today.slice(0, 4)}-${String(m).padStart(2, '0')}`;
      const at = zonedToInstant(`${month}-01`, 0, c.time_zone);
      added += await repo.accrue(db, month, [c.id], MONTHLY_ACCRUAL_DAYS * MINUTES_PER_WORKDAY, at);
    }
  }
  return added;
}

/** Runs the accrual now and every hour; returns a stop function. */
export function startAccrualJob(db: Db, now: () => Date, log: (e: unknown) => void) {
  const run = () => accrueDue(db, now()).catch(log);
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Leave days of a year by month and type (approved requests), and the sources of the balance. */
export async function statistics(deps: LeaveDeps, actor: Actor, year?: number) {
  const y = year ?? Number(todayIn(actor.timeZone, deps.now()).slice(0, 4));
  const from = `${y}-01-01`;
  const to = `${y}-12-31`;
  const [requests, holidays, sums] = await Promise.all([
    leave.approvedInRange(deps.db, [actor.employeeId], { from, to }, [
      'start_date',
      'start_time',
      'end_date',
      'end_time',
      'type_reason',
    ]),
    ts.holidayDates(deps.db, actor.companyId, from, to),
    repo.ledgerYear(
      deps.db,
      actor.employeeId,
      zonedToInstant(from, 0, actor.timeZone),
      zonedToInstant(`${y + 1}-01-01`, 0, actor.timeZone),
    ),
  ]);
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `${y}-${String(i + 1).padStart(2, '0')}`,
    compensated: 0,
    paid: 0,
    unpaid: 0,
    physiological: 0,
  }));
  const key = { 1: 'compensated', 2: 'paid', 3: 'unpaid', 4: 'physiological' } as const;
  for (const r of requests) {
    for (const d of leaveDuration(r, holidays).months) {
      if (!d.month.startsWith(String(y))) continue;
      const bucket = months[Number(d.month.slice(5, 7)) - 1];
      const k = key[r.type_reason as 1 | 2 | 3 | 4];
      if (bucket && k) bucket[k] = Math.round((bucket[k] + d.minutes / MINUTES_PER_WORKDAY) * 100) / 100;
    }
  }
  const sum = (kind: string) => minutesToDays(sums.find((s) => s.kind === kind)?.minutes ?? 0);
  return {
    year: y,
    months,
    sources: {
      accrued: sum('accrual'),
      adjusted: sum('adjustment'),
      taken: -sum('deduction'),
      restored: sum('restore'),
    },
  };
}

/**
 * The team calendar's policy: everyone reads their own division (their foot by default); HR, the
 * Admin department and the board read any division. The leave type (physiological leave is
 * private) is shown to HR and the Admin department, and to each person for their own leave.
 */
async function calendarAccess(db: Db, actor: Actor) {
  // Read once per reader while the people and their places are unchanged (`keptRead`), whatever
  // month or team they ask next.
  // Its statement is kept built per reader too (`builtQuery`): built only when read.
  const query = () =>
    db
      .select({
        foot_id: employees.foot_id,
        division_id: employees.division_id,
        division_code: divisions.code,
        department: departments.code,
        job_title: jobTitles.code,
      })
      .from(employees)
      .leftJoin(divisions, eq(divisions.id, employees.division_id))
      .leftJoin(departments, eq(departments.id, employees.department_id))
      .leftJoin(jobTitles, eq(jobTitles.id, employees.job_title_id))
      .where(eq(employees.id, actor.employeeId));
  const [me] = await keptRead(
    db,
    { toSQL: () => builtQuery(db, `calendarAccess(${actor.employeeId})`, () => query().getSQL()) },
    async () => await query(),
  );
  const seesTypes = actor.isAdmin || me?.department === DEPARTMENT_CODES.HR;
  return {
    me,
    seesTypes,
    allDivisions: seesTypes || me?.job_title === JOB_TITLE_CODES.DIRECTOR,
  };
}

/** Who is on leave or remote each day of a month: my foot, or a division or foot I may read. */
export async function teamCalendar(
  deps: LeaveDeps,
  actor: Actor,
  q: { month: string; division_code?: string | undefined; foot_code?: string | undefined },
) {
  const days = daysOfMonth(q.month);
  const from = days[0] as string;
  const to = days.at(-1) as string;
  const { me, seesTypes, allDivisions } = await calendarAccess(deps.db, actor);
  if (!allDivisions && (q.foot_code || q.division_code)) {
    const [foot] = q.foot_code
      ? await deps.db
          .select({ division_id: foots.division_id })
          .from(foots)
          .where(eq(foots.code, q.foot_code))
      : [];
    const ownDivision = q.foot_code
      ? foot !== undefined && foot.division_id === me?.division_id
      : q.division_code === me?.division_code;
    if (!ownDivision) throw new AppError(4030);
  }
  // Whose month, and its key: the statement is kept built under it (`calendarRows`).
  const [scopeKey, scope] = q.foot_code
    ? [`foot ${JSON.stringify(q.foot_code)}`, () => sql`${foots.code} = ${q.foot_code}`]
    : q.division_code
      ? [
          `division ${JSON.stringify(q.division_code)}`,
          () =>
            sql`${employees.division_id} = (select d.id from divisions d where d.code = ${q.division_code})`,
        ]
      : me?.foot_id
        ? [`foot id ${me.foot_id}`, () => eq(employees.foot_id, me.foot_id as number)]
        : [`employee ${actor.employeeId}`, () => eq(employees.id, actor.employeeId)];
  const rows = await repo.calendarRows(
    deps.db,
    scopeKey,
    scope,
    TEAM_CALENDAR_MAX_PEOPLE,
    actor.companyId,
    from,
    to,
  );
  const holidays = new Set(rows.holidays);
  const entries = new Map<
    number,
    Array<{ date: string; kind: 'leave' | 'remote'; type_reason: number | null; status: number }>
  >();
  const push = (
    id: number,
    e: { date: string; kind: 'leave' | 'remote'; type_reason: number | null; status: number },
  ) => {
    const list = entries.get(id);
    if (list) list.push(e);
    else entries.set(id, [e]);
  };
  for (const [employeeId, start, end, typeReason, status] of rows.leaves) {
    for (const d of daysBetween(start < from ? from : start, end > to ? to : end)) {
      const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6 || holidays.has(d)) continue;
      push(employeeId, {
        date: d,
        kind: 'leave',
        type_reason: seesTypes || employeeId === actor.employeeId ? typeReason : null,
        status,
      });
    }
  }
  for (const [employeeId, start, end, status] of rows.remote) {
    for (const d of daysBetween(start < from ? from : start, end > to ? to : end))
      push(employeeId, { date: d, kind: 'remote', type_reason: null, status });
  }
  return {
    month: q.month,
    days,
    divisions: allDivisions ? null : me?.division_code ? [me.division_code] : [],
    // Each person a literal of its own, not a spread of the driver's row: 300 such rows were
    // three times slower to serialize (0.43 -> 0.16 ms).
    people: rows.people.map(([id, code, name, footName]) => ({
      employee_id: id,
      employee_code: code,
      name,
      foot_name: footName,
      entries: (entries.get(id) ?? []).sort((a, b) => a.date.localeCompare(b.date)),
    })),
  };
}
