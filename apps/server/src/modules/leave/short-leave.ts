import {
  type ErrorCode,
  monthLockCode,
  monthOf,
  paginationOf,
  remoteCandidates,
  type ShortLeaveInput,
  type ShortLeaveItem,
  type ShortLeaveType,
  type Step,
} from '@staffhub/domain';
import { and, asc, count, desc, eq, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvalSteps, employees, shortLeaveRequests } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import { requestQueries } from '../approvals/request-table';
import { writeAudit } from '../audit/audit.repository';
import { notify } from '../notifications/notify';
import { projectManagersOf } from '../remote/remote.repository';
import * as ts from '../timesheets/timesheets.repository';

/**
 * Short leave (SPEC 3, 5, 7): late arrival or early departure on one day, with one or more
 * assignees who may each decide; the first decision settles it. Assignees are approval steps, one
 * level each, so the shared engine's table keeps who decided, when and why.
 */
export interface ShortLeaveDeps {
  db: Db;
  now: () => Date;
}

const KIND = 'short_leave' as const;
const TYPE = 'SHORT_LEAVE_REQUEST';
const { transition } = requestQueries(KIND, shortLeaveRequests);
const fail = (code: ErrorCode): never => {
  throw new AppError(code);
};

/** Who may be assigned: my project managers and my superiors (SPEC 7 assignable positions). */
export async function assignable(db: Db, actor: Actor) {
  const [facts, pms] = await Promise.all([
    approvals.approverFacts(db, actor.employeeId, null),
    projectManagersOf(db, actor.employeeId),
  ]);
  const c = remoteCandidates({
    requesterId: actor.employeeId,
    projectManagerIds: pms,
    footLeaderId: facts.footLeaderId,
    divisionManagerId: facts.divisionManagerId,
    boardIds: facts.boardIds,
  });
  const ids = [...new Set([...c.projectManagers, ...c.managers])];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: employees.id, name: employees.name, position_id: employees.position_id })
    .from(employees)
    .where(inArray(employees.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{ id: r.id, name: r.name, role: c.projectManagers.includes(id) ? 'project' : 'manager' }]
      : [];
  });
}

async function validate(
  deps: ShortLeaveDeps,
  actor: Actor,
  input: ShortLeaveInput,
  action: 'create' | 'edit',
  exceptId?: number,
) {
  const allowed = new Set((await assignable(deps.db, actor)).map((a) => a.id));
  if (allowed.size === 0) fail(4321);
  if (input.assigned_staff.some((id) => !allowed.has(id))) fail(4324);
  const submitted = await ts.submittedMonths(deps.db, [actor.employeeId], [monthOf(input.request_date)]);
  const locked = monthLockCode(
    'leave',
    action,
    [input.request_date],
    submitted.get(actor.employeeId) ?? new Set(),
  );
  if (locked) fail(locked);
  const dup = await deps.db
    .select({ id: shortLeaveRequests.id })
    .from(shortLeaveRequests)
    .where(
      and(
        eq(shortLeaveRequests.employee_id, actor.employeeId),
        eq(shortLeaveRequests.request_date, input.request_date),
        eq(shortLeaveRequests.leave_type, input.leave_type),
        inArray(shortLeaveRequests.status, [1, 2]),
        exceptId ? ne(shortLeaveRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (dup.length) fail(5069);
  return [...new Set(input.assigned_staff)].map((approverId, i) => ({ level: i + 1, approverId }));
}

const url = (id: number) => `/sabbatical-leave-request/short-leave-request?id=${id}`;

export async function create(deps: ShortLeaveDeps, actor: Actor, input: ShortLeaveInput) {
  const steps = await validate(deps, actor, input, 'create');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shortLeaveRequests)
      .values({
        employee_id: actor.employeeId,
        request_date: input.request_date,
        leave_type: input.leave_type,
        time_off: input.time_off,
        reason: input.reason,
        status: 1,
        created_at: deps.now(),
        updated_at: deps.now(),
      })
      .returning({ id: shortLeaveRequests.id });
    if (!row) throw new AppError(5000);
    await approvals.resetSteps(tx, KIND, row.id, steps);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'short_leave.create',
      entity: 'short_leave_requests',
      entityId: row.id,
      data: input,
    });
    await notify(
      tx,
      steps.map((s) => ({
        recipientId: s.approverId,
        type: TYPE,
        requestType: 'REQUEST' as const,
        requestId: row.id,
        url: url(row.id),
        createdBy: actor.employeeId,
      })),
    );
    return row.id;
  });
  return one(deps, actor, id);
}

/** The owner edits while pending (fresh assignees), or an assignee decides. */
export async function update(deps: ShortLeaveDeps, actor: Actor, id: number, input: ShortLeaveInput) {
  const row = await find(deps.db, id);
  if (!row || row.employee_id !== actor.employeeId) return fail(4294);
  if (row.status !== 1) fail(4322);
  const steps = await validate(deps, actor, input, 'edit', id);
  const old = await approvals.stepsOfOne(deps.db, KIND, id);
  await deps.db.transaction(async (tx) => {
    if (!(await transition(tx, id, row.version, { status: 1, current_approver_id: null }))) fail(4322);
    await tx
      .update(shortLeaveRequests)
      .set({
        request_date: input.request_date,
        leave_type: input.leave_type,
        time_off: input.time_off,
        reason: input.reason,
      })
      .where(eq(shortLeaveRequests.id, id));
    await approvals.resetSteps(tx, KIND, id, steps);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'short_leave.update',
      entity: 'short_leave_requests',
      entityId: id,
      data: input,
    });
    await notify(
      tx,
      steps.map((s) => ({
        recipientId: s.approverId,
        type: TYPE,
        requestType: 'REQUEST' as const,
        requestId: id,
        url: url(id),
        createdBy: actor.employeeId,
      })),
      old.map((s) => s.approverId),
    );
  });
  return one(deps, actor, id);
}

export async function decide(
  deps: ShortLeaveDeps,
  actor: Actor,
  id: number,
  status: 2 | 3,
  comment: string | null,
) {
  const row = await find(deps.db, id);
  if (!row) return fail(4294);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  const mine = steps.find((s) => s.approverId === actor.employeeId);
  if (!mine) return fail(row.employee_id === actor.employeeId ? 4030 : 4294);
  if (row.status !== 1) fail(4322);
  const submitted = await ts.submittedMonths(deps.db, [row.employee_id], [monthOf(row.request_date)]);
  const locked = monthLockCode(
    'leave',
    'approve',
    [row.request_date],
    submitted.get(row.employee_id) ?? new Set(),
  );
  if (locked) fail(locked);
  const at = deps.now().toISOString();
  const next: Step[] = steps.map((s) =>
    s.level === mine.level ? { ...s, status, comment, actedAt: at } : s,
  );
  await deps.db.transaction(async (tx) => {
    if (!(await transition(tx, id, row.version, { status, current_approver_id: null }))) fail(4322);
    await approvals.saveSteps(tx, KIND, id, next);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: `short_leave.${status === 2 ? 'approve' : 'reject'}`,
      entity: 'short_leave_requests',
      entityId: id,
      data: { comment },
    });
    await notify(
      tx,
      [
        {
          recipientId: row.employee_id,
          type: TYPE,
          requestType: 'APPROVED',
          requestId: id,
          url: url(id),
          createdBy: actor.employeeId,
        },
      ],
      steps.map((s) => s.approverId),
    );
  });
  return one(deps, actor, id);
}

async function find(db: Db, id: number) {
  return (await db.select().from(shortLeaveRequests).where(eq(shortLeaveRequests.id, id)).limit(1))[0];
}

async function present(
  db: Db,
  actor: Actor,
  rows: Array<typeof shortLeaveRequests.$inferSelect>,
): Promise<ShortLeaveItem[]> {
  const steps = await approvals.stepsOf(
    db,
    KIND,
    rows.map((r) => r.id),
  );
  const people = [
    ...new Set([...rows.map((r) => r.employee_id), ...[...steps.values()].flat().map((s) => s.approverId)]),
  ];
  const [names, codes] = await Promise.all([approvals.namesOf(db, people), approvals.codesOf(db, people)]);
  return rows.map((r) => {
    const list = steps.get(r.id) ?? [];
    return {
      id: r.id,
      employee_id: r.employee_id,
      employee: {
        id: r.employee_id,
        employee_code: codes.get(r.employee_id) ?? '',
        name: names.get(r.employee_id) ?? '',
      },
      request_date: r.request_date,
      leave_type: r.leave_type as ShortLeaveType,
      time_off: r.time_off,
      reason: r.reason,
      status: r.status,
      assigned_staff: list.map((s) => ({
        id: s.approverId,
        name: names.get(s.approverId) ?? '',
        status: s.status,
        comment: s.comment,
        acted_at: s.actedAt,
      })),
      created_at: r.created_at.toISOString(),
      can_edit: r.employee_id === actor.employeeId && r.status === 1,
      can_decide: r.status === 1 && list.some((s) => s.approverId === actor.employeeId),
    };
  });
}

async function one(deps: ShortLeaveDeps, actor: Actor, id: number) {
  const row = await find(deps.db, id);
  if (!row) return fail(4294);
  const [item] = await present(deps.db, actor, [row]);
  return item as ShortLeaveItem;
}

export interface ShortLeaveFilter {
  per_page: number;
  current_page: number;
  staff_id?: number | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  leave_type?: ShortLeaveType | undefined;
  status?: number | undefined;
  sort_by?: 'asc' | 'desc' | undefined;
}

/** Mine (or, for `assignedTo`, those assigned to me), filtered, newest date first. */
export async function list(
  deps: ShortLeaveDeps,
  actor: Actor,
  f: ShortLeaveFilter,
  assignedTo: boolean,
  path: string,
) {
  const parts: SQL[] = [];
  if (assignedTo) {
    parts.push(
      sql`exists (select 1 from ${approvalSteps} s where s.request_kind = 'short_leave' and s.request_id = ${shortLeaveRequests.id} and s.approver_id = ${actor.employeeId})`,
    );
    if (f.staff_id) parts.push(eq(shortLeaveRequests.employee_id, f.staff_id));
  } else parts.push(eq(shortLeaveRequests.employee_id, actor.employeeId));
  if (f.start_date) parts.push(gte(shortLeaveRequests.request_date, f.start_date));
  if (f.end_date) parts.push(sql`${shortLeaveRequests.request_date} <= ${f.end_date}`);
  if (f.leave_type) parts.push(eq(shortLeaveRequests.leave_type, f.leave_type));
  if (f.status) parts.push(eq(shortLeaveRequests.status, f.status));
  const where = and(...parts);
  const order =
    f.sort_by === 'asc' ? asc(shortLeaveRequests.request_date) : desc(shortLeaveRequests.request_date);
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(shortLeaveRequests)
      .where(where)
      .orderBy(order, desc(shortLeaveRequests.id))
      .limit(f.per_page)
      .offset((f.current_page - 1) * f.per_page),
    deps.db.select({ n: count() }).from(shortLeaveRequests).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    status: 'success' as const,
    data: await present(deps.db, actor, rows),
    pagination: paginationOf(total, f.current_page, f.per_page, path),
  };
}

/** Short leave assigned to me and still undecided (the `requestNoConfirmShortLeave` badge). */
export async function countAssignedPending(db: Db, employeeId: number) {
  const rows = await db
    .select({ n: count() })
    .from(shortLeaveRequests)
    .where(
      and(
        eq(shortLeaveRequests.status, 1),
        sql`exists (select 1 from ${approvalSteps} s where s.request_kind = 'short_leave' and s.request_id = ${shortLeaveRequests.id} and s.approver_id = ${employeeId})`,
      ),
    );
  return rows[0]?.n ?? 0;
}

/** Approved short leave of employees in a range, for the timesheet calculation. */
export function approvedInRange(db: Db, employeeIds: readonly number[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employee_id: shortLeaveRequests.employee_id,
      date: shortLeaveRequests.request_date,
      leave_type: shortLeaveRequests.leave_type,
      minutes: shortLeaveRequests.time_off,
    })
    .from(shortLeaveRequests)
    .where(
      and(
        inArray(shortLeaveRequests.employee_id, [...employeeIds]),
        eq(shortLeaveRequests.status, 2),
        gte(shortLeaveRequests.request_date, from),
        sql`${shortLeaveRequests.request_date} <= ${to}`,
      ),
    );
}
