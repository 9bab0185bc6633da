import { DEPARTMENT_CODES, type ReminderRuleDays } from '@staffhub/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { approvalSteps, companies, departments, employees } from '../../db/schema';
import type { RequestKind } from '../approvals/approvals.repository';
import { KIND_TABLES } from '../approvals/handover';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface CompanyRules extends ReminderRuleDays {
  id: number;
  time_zone: string;
}

/** The reminder rules of every company (the job's list), or of one. */
export async function companyRules(db: Db, companyId?: number): Promise<CompanyRules[]> {
  return db
    .select({
      id: companies.id,
      time_zone: companies.time_zone,
      remind_after_days: companies.approval_remind_days,
      escalate_after_days: companies.approval_escalate_days,
    })
    .from(companies)
    .where(companyId === undefined ? undefined : eq(companies.id, companyId))
    .orderBy(companies.id);
}

/** Replaces a company's rules; the rules before (undefined: no such company). */
export async function setCompanyRules(
  tx: Db,
  companyId: number,
  rules: ReminderRuleDays,
): Promise<ReminderRuleDays | undefined> {
  const [before] = await tx
    .select({
      remind_after_days: companies.approval_remind_days,
      escalate_after_days: companies.approval_escalate_days,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(companies)
    .set({
      approval_remind_days: rules.remind_after_days,
      approval_escalate_days: rules.escalate_after_days,
      updated_at: sql`now()`,
    })
    .where(eq(companies.id, companyId));
  return before;
}

/** A step some approver holds now: the current one of a pending request (each assignee of a short leave). */
export interface WaitingStep {
  kind: RequestKind;
  request_id: number;
  level: number;
  step_id: number;
  requester_id: number;
  requester_name: string;
  approver_id: number;
  approver_name: string;
  escalated_from: number | null;
  escalated_from_name: string | null;
  /** When it reached its approver: created, last acted on (any level), or escalated. */
  since: Date;
}

/** Pending requests of every kind, as one relation (kind, id, requester). */
const pendingRequests = () =>
  sql.join(
    Object.entries(KIND_TABLES).map(
      ([kind, { table }]) =>
        sql`select ${kind}::text as kind, ${table.id} as id, ${table.employee_id} as employee_id
          from ${table} where ${table.status} = 1`,
    ),
    sql` union all `,
  );

/** The steps held now by someone on requests of `companyId`'s people, with when each reached them. */
const heldSteps = (companyId: number) => sql`
  select p.kind, p.id as request_id, s.level, s.id as step_id, p.employee_id as requester_id,
    s.approver_id, s.escalated_from,
    greatest(s.created_at, s.escalated_at,
      (select max(a.acted_at) from ${approvalSteps} a where a.request_kind = p.kind and a.request_id = p.id)
    ) as since
  from (${pendingRequests()}) p
  join ${employees} e on e.id = p.employee_id
  join ${approvalSteps} s on s.request_kind = p.kind and s.request_id = p.id and s.status in (1, 4)
  where e.company_id = ${companyId}
    and (p.kind = 'short_leave' or s.level = (
      select min(c.level) from ${approvalSteps} c
      where c.request_kind = p.kind and c.request_id = p.id and c.status in (1, 4)))`;

/**
 * The held steps of a company that reached their approver before `before`, longest waiting first,
 * one page after `after` (keyset: since, step id) of at most `limit`.
 */
export async function waitingSteps(
  db: Db,
  companyId: number,
  o: { before: Date; limit: number; after?: { since: Date; stepId: number } },
): Promise<WaitingStep[]> {
  const after = o.after
    ? sql`and (w.since, w.step_id) > (${o.after.since.toISOString()}::timestamptz, ${o.after.stepId})`
    : sql``;
  const rows = rowsOf<Omit<WaitingStep, 'since'> & { since: Date | string }>(
    await db.execute(sql`
      select w.*, r.name as requester_name, a.name as approver_name, x.name as escalated_from_name
      from (${heldSteps(companyId)}) w
      join ${employees} r on r.id = w.requester_id
      join ${employees} a on a.id = w.approver_id
      left join ${employees} x on x.id = w.escalated_from
      where w.since < ${o.before.toISOString()}::timestamptz ${after}
      order by w.since, w.step_id
      limit ${o.limit}`),
  );
  // node-postgres hands timestamptz as Date, PGlite too; a driver handing text is read the same way.
  return rows.map((r) => ({ ...r, since: new Date(r.since) }));
}

/** How many requests of a company's people wait on someone now. */
export async function countWaiting(db: Db, companyId: number): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(
      sql`select count(distinct (w.kind, w.request_id)) as n from (${heldSteps(companyId)}) w`,
    ),
  );
  return Number(row?.n ?? 0);
}

/** HR, where an escalation without a next level goes: the HR department's manager, while working here. */
export async function hrManager(db: Db, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: employees.id })
    .from(departments)
    .innerJoin(employees, eq(employees.id, departments.manager_id))
    .where(and(eq(departments.code, DEPARTMENT_CODES.HR), isWorking(now)));
  return row?.id ?? null;
}

/** Gives a request's step at `level` to `to`, escalated from `from` (no longer a delegate's). */
export async function escalateStep(
  tx: Db,
  kind: RequestKind,
  requestId: number,
  step: { level: number; from: number; to: number },
  at: Date,
) {
  await tx
    .update(approvalSteps)
    .set({
      approver_id: step.to,
      escalated_from: step.from,
      escalated_at: at,
      on_behalf_of: null,
      delegation_id: null,
    })
    .where(
      and(
        eq(approvalSteps.request_kind, kind),
        eq(approvalSteps.request_id, requestId),
        eq(approvalSteps.level, step.level),
      ),
    );
}
