/**
 * HR's month close (issue #20): for one month and one company, who has not submitted, what is still
 * pending for that month and with whom, the corrections in flight; a reminder to everyone open in
 * one call (at most one a day each), bulk lock and unlock, and the payroll file, whose figures are
 * summed from the very rows the timesheet screens show.
 */
import {
  addPayrollTotals,
  type DayResult,
  daysOfMonth,
  MONTH_CLOSE_PENDING_MAX,
  type MonthClose,
  type MonthCloseLock,
  type MonthCloseQuery,
  missingDays,
  type NotificationType,
  type PayrollTotals,
  paginationOf,
  payrollTotalsOf,
  todayIn,
} from '@staffhub/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { announceMany } from '../notifications/notify';
import * as timesheetRepo from '../timesheets/timesheets.repository';
import { computeRange } from '../timesheets/timesheets.service';
import { requireMonthCloser } from './month-close.policy';
import * as repo from './month-close.repository';

export interface MonthCloseDeps {
  db: Db;
  now: () => Date;
}

/** The notification type of a reminder to submit a month (also the scheduled reminders'). */
export const SUBMIT_REMINDER: NotificationType = 'SUBMIT_TIMESHEET_REMINDER';
/** People computed at once for the payroll file: bounds the rows held in memory. */
const PAYROLL_CHUNK = 500;

const spanOf = (month: string): repo.MonthSpan => {
  const days = daysOfMonth(month);
  return { month, from: days[0] as string, to: days.at(-1) as string };
};

async function companyZone(db: Db, companyId: number): Promise<string> {
  const [row] = await db
    .select({ time_zone: companies.time_zone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw new AppError(4040);
  return row.time_zone;
}

/** The month-close screen: summary, one page of people, the pending requests. */
export async function monthClose(
  deps: MonthCloseDeps,
  actor: Actor,
  q: MonthCloseQuery,
): Promise<MonthClose> {
  requireMonthCloser(actor);
  await companyZone(deps.db, q.company_id);
  const span = spanOf(q.month);
  const [head, page] = await Promise.all([
    repo.headcount(deps.db, q.company_id, span),
    repo.peoplePage(deps.db, q.company_id, span, q.status, {
      offset: (q.page - 1) * q.per_page,
      limit: q.per_page,
    }),
  ]);
  const ids = page.map((p) => p.id);
  const [computed, { counts, list: pending, perPerson }] = await Promise.all([
    computeRange(deps, page, span.from, span.to),
    repo.pendingOfMonth(deps.db, q.company_id, span, MONTH_CLOSE_PENDING_MAX, ids),
  ]);
  const pendingTotal = [...counts.values()].reduce((a, b) => a + b, 0);
  const total =
    page[0]?.total ??
    (q.status === 'open'
      ? head.employees - head.submitted
      : q.status === 'submitted'
        ? head.submitted
        : head.employees);
  return {
    month: q.month,
    company_id: q.company_id,
    summary: {
      employees: head.employees,
      submitted: head.submitted,
      open: head.employees - head.submitted,
      pending_requests: pendingTotal,
      corrections_in_flight: counts.get('correction') ?? 0,
    },
    people: {
      data: page.map((p) => ({
        id: p.id,
        employee_code: p.employee_code,
        name: p.name,
        division_name: p.division_name,
        foot_name: p.foot_name,
        submitted: p.submitted_at !== null,
        submitted_at: p.submitted_at,
        missing_days: missingDays(computed.get(p.id) ?? []),
        pending_requests: perPerson.get(p.id) ?? 0,
      })),
      ...paginationOf(total, q.page, q.per_page, '/api/month-close'),
    },
    pending: {
      data: pending.map((r) => ({
        kind: r.kind,
        id: r.id,
        employee: { id: r.employee_id, employee_code: r.employee_code, name: r.employee_name },
        from: r.first_day,
        to: r.last_day,
        waiting_on: r.approver_id === null ? null : { id: r.approver_id, name: r.approver_name ?? '' },
      })),
      truncated: pendingTotal > pending.length,
    },
  };
}

/** Where a reminder leads: the person's dashboard on that month, with the submit button. */
export const reminderUrl = (month: string) => `/dashboard?month=${month}`;

/**
 * Reminds everyone of the company who has not submitted the month; someone already reminded of
 * that month today (in the company's zone) is not reminded again (the notification's dedupe key),
 * so a second click, a scheduled reminder the same day, or two at once, change nothing. Returns how
 * many were reminded now.
 */
export async function remindOpen(
  deps: MonthCloseDeps,
  actor: Actor | null,
  target: { month: string; company_id: number },
): Promise<{ reminded: number }> {
  if (actor) requireMonthCloser(actor);
  const zone = await companyZone(deps.db, target.company_id);
  const span = spanOf(target.month);
  const url = reminderUrl(target.month);
  // One reminder of a month per person and day (the company's day).
  const key = `submit:${target.month}:${todayIn(zone, deps.now())}`;
  const ids = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertReminders(tx, target.company_id, span, {
      type: SUBMIT_REMINDER,
      url,
      key,
      by: actor?.employeeId ?? null,
    });
    await announceMany(tx, inserted);
    if (actor)
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: 'month_close.remind',
        entity: 'notifications',
        entityId: null,
        data: { ...target, reminded: inserted.length },
      });
    return inserted;
  });
  return { reminded: ids.length };
}

/** Locks (submits) or reopens the month for the chosen people of the company, audited. */
export async function setLocked(
  deps: MonthCloseDeps,
  actor: Actor,
  body: MonthCloseLock,
): Promise<{ changed: number }> {
  requireMonthCloser(actor);
  await companyZone(deps.db, body.company_id);
  const span = spanOf(body.month);
  const wanted = [...new Set(body.employee_ids)].sort((a, b) => a - b);
  const known = new Set(await repo.peopleAmong(deps.db, body.company_id, span, wanted));
  const strangers = wanted.filter((id) => !known.has(id));
  if (strangers.length)
    throw new AppError(4220, {
      errors: {
        employee_ids: [
          {
            rule: 'invalid',
            message: `Not people of this company's month: ${strangers.slice(0, 10).join(', ')}.`,
          },
        ],
      },
    });
  const changed = await deps.db.transaction(async (tx) => {
    // Behind every chosen requester's write lock, in id order, as a person's own submit is.
    await tx.execute(
      sql`select pg_advisory_xact_lock(7301, id) from unnest(${sql`array[${sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`}) as id order by id`,
    );
    const n = body.locked
      ? await timesheetRepo.submit(tx, wanted, body.month, actor.employeeId)
      : await timesheetRepo.unsubmit(tx, wanted, body.month);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: body.locked ? 'month_close.lock' : 'month_close.unlock',
      entity: 'timesheet_submissions',
      entityId: null,
      data: { month: body.month, company_id: body.company_id, employee_ids: wanted, changed: n },
    });
    return n;
  });
  return { changed };
}

export interface PayrollLine {
  employee_code: string;
  name: string;
  division_name: string | null;
  foot_name: string | null;
  submitted: boolean;
  totals: PayrollTotals;
}

/**
 * Every person's payroll figures of the month, computed `PAYROLL_CHUNK` people at a time from the
 * same rows as the timesheet screens, and the company's total.
 */
export async function payrollLines(
  deps: MonthCloseDeps,
  actor: Actor,
  target: { month: string; company_id: number },
): Promise<{ lines: PayrollLine[]; total: PayrollTotals }> {
  requireMonthCloser(actor);
  await companyZone(deps.db, target.company_id);
  const span = spanOf(target.month);
  const lines: PayrollLine[] = [];
  let after = '';
  for (;;) {
    const chunk = await repo.peopleChunk(deps.db, target.company_id, span, after, PAYROLL_CHUNK);
    if (chunk.length === 0) break;
    const computed = await computeRange(deps, chunk, span.from, span.to);
    for (const p of chunk) {
      const days: readonly DayResult[] = computed.get(p.id) ?? [];
      lines.push({
        employee_code: p.employee_code,
        name: p.name,
        division_name: p.division_name,
        foot_name: p.foot_name,
        submitted: p.submitted_at !== null,
        totals: payrollTotalsOf(days),
      });
    }
    after = (chunk.at(-1) as repo.PersonRow).employee_code;
    if (chunk.length < PAYROLL_CHUNK) break;
  }
  return { lines, total: addPayrollTotals(lines.map((l) => l.totals)) };
}
