import {
  addDays,
  DELEGATE_SEARCH_MAX,
  DEPARTMENT_CODES,
  delegationActive,
  JOB_TITLE_CODES,
  todayIn,
} from '@staffhub/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { approvalSteps, companies, delegations, employees, positions } from '../../db/schema';
import { workingAmong } from '../approvals/approvals.repository';

/** A delegation with its delegator's company time zone (its days are that company's). */
export interface DelegationRow {
  id: number;
  delegator_id: number;
  delegate_id: number;
  start_date: string;
  end_date: string;
  reason: string | null;
  cancelled_at: Date | null;
  created_at: Date;
  time_zone: string;
}

const delegator = alias(employees, 'delegator');
const delegatorCompany = alias(companies, 'delegator_company');

const rowFields = {
  id: delegations.id,
  delegator_id: delegations.delegator_id,
  delegate_id: delegations.delegate_id,
  start_date: delegations.start_date,
  end_date: delegations.end_date,
  reason: delegations.reason,
  cancelled_at: delegations.cancelled_at,
  created_at: delegations.created_at,
  time_zone: delegatorCompany.time_zone,
};

function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select(rowFields)
    .from(delegations)
    .innerJoin(delegator, eq(delegator.id, delegations.delegator_id))
    .innerJoin(delegatorCompany, eq(delegatorCompany.id, delegator.company_id))
    .where(where);
}

export async function findDelegation(db: Db, id: number): Promise<DelegationRow | undefined> {
  const [row] = await selectRows(db, eq(delegations.id, id)).limit(1);
  return row;
}

/** The delegations `employeeId` made or was named in, the latest made first (at most `limit` each way). */
export async function delegationsOf(db: Db, employeeId: number, limit: number) {
  const [given, received] = await Promise.all([
    selectRows(db, eq(delegations.delegator_id, employeeId)).orderBy(desc(delegations.id)).limit(limit),
    selectRows(db, eq(delegations.delegate_id, employeeId)).orderBy(desc(delegations.id)).limit(limit),
  ]);
  return { given, received };
}

/**
 * Delegations not cancelled of these delegators (or, with `as: 'delegate'`, naming these people)
 * that end on or after `from`: what a new delegation must not overlap.
 */
export async function openDelegations(
  db: Db,
  ids: readonly number[],
  from: string,
  as: 'delegator' | 'delegate' = 'delegator',
): Promise<DelegationRow[]> {
  if (ids.length === 0) return [];
  const who = as === 'delegator' ? delegations.delegator_id : delegations.delegate_id;
  return selectRows(
    db,
    and(inArray(who, [...ids]), isNull(delegations.cancelled_at), gte(delegations.end_date, from)),
  );
}

/**
 * Approver -> their delegate and the delegation, for those of `approverIds` away at `now` (in
 * their company's day), whose delegate still works here.
 */
export async function activeDelegates(
  db: Db,
  approverIds: readonly number[],
  now: Date,
): Promise<Map<number, { delegateId: number; delegationId: number }>> {
  const out = new Map<number, { delegateId: number; delegationId: number }>();
  if (approverIds.length === 0) return out;
  const utcToday = todayIn('UTC', now);
  const rows = await selectRows(
    db,
    and(
      inArray(delegations.delegator_id, [...new Set(approverIds)]),
      isNull(delegations.cancelled_at),
      // Every zone's today is within a day of UTC's: the exact day is checked below.
      sql`${delegations.start_date} <= ${addDays(utcToday, 1)}`,
      gte(delegations.end_date, addDays(utcToday, -1)),
    ),
  );
  const active = rows.filter((d) => delegationActive({ ...d, cancelled: false }, todayIn(d.time_zone, now)));
  const working = await workingAmong(
    db,
    active.map((d) => d.delegate_id),
    now,
  );
  for (const d of active)
    if (working.has(d.delegate_id))
      out.set(d.delegator_id, { delegateId: d.delegate_id, delegationId: d.id });
  return out;
}

/** Delegations that may be running at `now` (not cancelled, around today in any zone). */
export async function runningDelegations(db: Db, now: Date): Promise<DelegationRow[]> {
  const utcToday = todayIn('UTC', now);
  return selectRows(
    db,
    and(
      isNull(delegations.cancelled_at),
      sql`${delegations.start_date} <= ${addDays(utcToday, 1)}`,
      gte(delegations.end_date, addDays(utcToday, -1)),
    ),
  ).orderBy(asc(delegations.id));
}

/** Delegations holding undecided steps they moved (whether or not they still run). */
export async function delegationsHoldingSteps(db: Db): Promise<DelegationRow[]> {
  const holding = db
    .selectDistinct({ id: approvalSteps.delegation_id })
    .from(approvalSteps)
    .where(and(sql`${approvalSteps.delegation_id} is not null`, inArray(approvalSteps.status, [1, 4])));
  return selectRows(db, inArray(delegations.id, holding)).orderBy(asc(delegations.id));
}

/** Undecided steps each delegation holds now. */
export async function movedCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: approvalSteps.delegation_id, n: sql<number>`count(*)::int` })
    .from(approvalSteps)
    .where(and(inArray(approvalSteps.delegation_id, [...ids]), inArray(approvalSteps.status, [1, 4])))
    .groupBy(approvalSteps.delegation_id);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/**
 * Whether an employee approves anything by their place in the organisation (a project's PM or top,
 * a foot's leader, a division's or department's manager, the board, the Administration department):
 * the domain's `approver` gate (`accessOf`, `passesGate`), which opens the approval screens.
 */
const approverRole = (id: SQL | PgColumn): SQL<boolean> => sql<boolean>`(
  exists(select 1 from project_members pm where pm.employee_id = ${id} and pm.role in ('PM', 'TOP'))
  or exists(select 1 from foots f where f.leader_id = ${id})
  or exists(select 1 from divisions d where d.manager_id = ${id})
  or exists(select 1 from departments d where d.manager_id = ${id})
  or exists(select 1 from employees x join job_titles j on j.id = x.job_title_id
    where x.id = ${id} and j.code = ${JOB_TITLE_CODES.DIRECTOR})
  or exists(select 1 from employees x join departments d on d.id = x.department_id
    where x.id = ${id} and d.code = ${DEPARTMENT_CODES.ADMIN}))`;

/** Which of `ids` are approvers by their place in the organisation (see `approverRole`). */
export async function approversAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(inArray(employees.id, [...new Set(ids)]), approverRole(employees.id)));
  return new Set(rows.map((r) => r.id));
}

/** People as the delegation list shows them. */
export async function peopleOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Person>();
  const rows = await db
    .select(personFields)
    .from(employees)
    .leftJoin(positions, eq(positions.id, employees.position_id))
    .where(inArray(employees.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

const personFields = {
  id: employees.id,
  employee_code: employees.employee_code,
  name: employees.name,
  position_name: positions.name,
};
export type Person = { id: number; employee_code: string; name: string; position_name: string | null };

/** Who may be named a delegate: approvers still working here, other than `self`, matching `q`. */
export async function delegateCandidates(db: Db, self: number, q: string, now: Date): Promise<Person[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(personFields)
    .from(employees)
    .leftJoin(positions, eq(positions.id, employees.position_id))
    .where(
      and(
        ne(employees.id, self),
        isWorking(now),
        approverRole(employees.id),
        q ? or(ilike(employees.name, like), ilike(employees.employee_code, like)) : undefined,
      ),
    )
    .orderBy(asc(employees.name), asc(employees.id))
    .limit(DELEGATE_SEARCH_MAX);
}

export async function insertDelegation(
  db: Db,
  v: {
    delegator_id: number;
    delegate_id: number;
    start_date: string;
    end_date: string;
    reason: string | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(delegations)
    .values({ ...v, created_at: v.now })
    .returning({ id: delegations.id });
  if (!row) throw new Error('delegation insert returned nothing');
  return row.id;
}

export async function cancelDelegation(db: Db, id: number, at: Date) {
  await db
    .update(delegations)
    .set({ cancelled_at: at })
    .where(and(eq(delegations.id, id), isNull(delegations.cancelled_at)));
}

/** Serializes the delegation writes of one delegator (the overlap check sees every earlier one). */
export async function lockDelegator(tx: Db, employeeId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DELEGATOR_LOCK}, ${employeeId})`);
}
const DELEGATOR_LOCK = 7302;
