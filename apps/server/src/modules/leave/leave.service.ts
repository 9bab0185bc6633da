import {
  addMonths,
  checkChosenApprovers,
  type Decision,
  daysBetween,
  decide,
  type ErrorCode,
  type FieldErrors,
  type LeaveBalance,
  type LeaveInput,
  type LeaveItem,
  leaveDuration,
  leaveSpanErrors,
  MIN_LEAVE_DAYS,
  MINUTES_PER_WORKDAY,
  monthLockCode,
  monthOf,
  PAID_LEAVE_ALLOWANCE_DAYS,
  PHYSIOLOGICAL_MAX_MINUTES,
  PHYSIOLOGICAL_MONTHLY_MINUTES,
  PHYSIOLOGICAL_MONTHLY_REQUESTS,
  type RequestStatus,
  resolveApprovers,
  todayIn,
} from '@staffhub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveRequests, projectMembers } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import { deleteRequest, eachApproved, recordDecision, startApprovals } from '../approvals/lifecycle';
import * as ts from '../timesheets/timesheets.repository';
import * as repo from './leave.repository';

export interface LeaveDeps {
  db: Db;
  now: () => Date;
}

const KIND = 'leave' as const;
const TYPE = 'SABBATICAL_LEAVE_REQUEST';
const fail = (code: ErrorCode): never => {
  throw new AppError(code);
};
const invalid = (errors: FieldErrors): never => {
  throw new AppError(4220, { errors });
};
const requestUrl = (id: number, approval: boolean) =>
  `/sabbatical-leave-request/${approval ? 'approval' : 'detail'}/${id}`;
/** Minutes as days, to two decimals. */
export const toDays = (minutes: number) => Math.round((minutes / MINUTES_PER_WORKDAY) * 100) / 100;

/**
 * Approvers (SPEC 6, "for OT and leave"): with projects, the PMs of the requester's projects at
 * level 1 and their tops at level 2, each falling back to the other; without, the superiors.
 */
export async function candidates(deps: LeaveDeps, actor: Actor) {
  const facts = await approvals.approverFacts(deps.db, actor.employeeId, null);
  const mine = await deps.db
    .select({ project_id: projectMembers.project_id })
    .from(projectMembers)
    .where(eq(projectMembers.employee_id, actor.employeeId));
  let project: { pms: number[]; tops: number[] } | null = null;
  if (mine.length) {
    const roles = await deps.db
      .select({ employee_id: projectMembers.employee_id, role: projectMembers.role })
      .from(projectMembers)
      .where(
        and(
          inArray(
            projectMembers.project_id,
            mine.map((m) => m.project_id),
          ),
          inArray(projectMembers.role, ['PM', 'TOP']),
        ),
      )
      .orderBy(projectMembers.id);
    project = {
      pms: roles.filter((r) => r.role === 'PM').map((r) => r.employee_id),
      tops: roles.filter((r) => r.role === 'TOP').map((r) => r.employee_id),
    };
    if (project.pms.length + project.tops.length === 0) project = null;
  }
  const c = resolveApprovers({ ...facts, project });
  const names = await approvals.namesOf(deps.db, [...c.level1, ...c.level2]);
  const named = (ids: number[]) => ids.map((id) => ({ id, name: names.get(id) ?? '' }));
  return { raw: c, level1: named(c.level1), level2: named(c.level2) };
}

/** The balance from the ledger; days available hold back pending type-1 requests. */
export async function balanceOf(db: Db, employeeId: number, exceptId?: number) {
  const [totals, pending] = await Promise.all([
    repo.ledgerTotals(db, employeeId),
    repo.pendingType1Minutes(db, employeeId, exceptId),
  ]);
  return {
    minutes: { balance: totals.balance, taken: totals.taken, available: totals.balance - pending },
    days: {
      remaining_days: toDays(totals.balance),
      days_taken: toDays(totals.taken),
      days_available: toDays(totals.balance - pending),
    } satisfies LeaveBalance,
  };
}

async function holidaysOf(db: Db, companyId: number, from: string, to: string) {
  return new Set((await ts.holidaysIn(db, [companyId], from, to)).get(companyId)?.keys() ?? []);
}

/** `get-calculate-day-leave`: office minutes of the span in the company's calendar. */
export async function calculate(
  deps: LeaveDeps,
  actor: Actor,
  span: { start_date: string; start_time: string; end_date: string; end_time: string },
) {
  const errors = leaveSpanErrors(span);
  if (errors) invalid(errors);
  const d = leaveDuration(span, await holidaysOf(deps.db, actor.companyId, span.start_date, span.end_date));
  return { number_days_off: d.number_days_off, number_minutes_off: d.number_minutes_off };
}

export async function physiologicalUsage(deps: LeaveDeps, actor: Actor, exceptId?: number) {
  const month = monthOf(todayIn(actor.timeZone, deps.now()));
  const used = await repo.usageOfType(
    deps.db,
    actor.employeeId,
    4,
    month,
    `${addMonths(month, 1)}-01`,
    exceptId,
  );
  return {
    month,
    used_minutes: used.minutes,
    used_requests: used.requests,
    remaining_minutes: Math.max(0, PHYSIOLOGICAL_MONTHLY_MINUTES - used.minutes),
    remaining_requests: Math.max(0, PHYSIOLOGICAL_MONTHLY_REQUESTS - used.requests),
  };
}

const maxValue = (field: string, max: number, message: string): FieldErrors => ({
  [field]: [{ rule: 'max_value', message, params: { max } }],
});

/** Every rule of SPEC 5 for a leave request; returns the minutes and the approval steps. */
async function validate(
  deps: LeaveDeps,
  actor: Actor,
  input: LeaveInput,
  action: 'create' | 'edit',
  exceptId?: number,
) {
  const { db } = deps;
  const spanErrors = leaveSpanErrors(input);
  if (spanErrors) invalid(spanErrors);
  const today = todayIn(actor.timeZone, deps.now());
  if (input.type_reason === 4) {
    if (input.end_date !== input.start_date)
      invalid({ end_date: [{ rule: 'same_day', message: 'Physiological leave is within one day.' }] });
    if (monthOf(input.start_date) !== monthOf(today))
      invalid({
        start_date: [{ rule: 'current_month', message: 'Physiological leave is for the current month.' }],
      });
  }
  const duration = leaveDuration(
    input,
    await holidaysOf(db, actor.companyId, input.start_date, input.end_date),
  );
  const minutes = duration.number_minutes_off;
  if (minutes === 0 || (input.type_reason !== 4 && minutes < MIN_LEAVE_DAYS * MINUTES_PER_WORKDAY))
    fail(4009);
  if (input.type_reason === 4 && minutes > PHYSIOLOGICAL_MAX_MINUTES)
    invalid(maxValue('end_time', PHYSIOLOGICAL_MAX_MINUTES, 'At most 90 minutes.'));

  const dates = daysBetween(input.start_date, input.end_date);
  const submitted = await ts.submittedMonths(db, [actor.employeeId], [...new Set(dates.map(monthOf))]);
  const locked = monthLockCode(KIND, action, dates, submitted.get(actor.employeeId) ?? new Set());
  if (locked) fail(locked);
  if (
    await repo.overlapping(
      db,
      actor.employeeId,
      { date: input.start_date, time: input.start_time },
      { date: input.end_date, time: input.end_time },
      exceptId,
    )
  )
    fail(4069);

  if (input.type_reason === 4) {
    const usage = await physiologicalUsage(deps, actor, exceptId);
    if (usage.remaining_requests < 1)
      invalid(
        maxValue('type_reason', PHYSIOLOGICAL_MONTHLY_REQUESTS, 'No physiological leave left this month.'),
      );
    if (minutes > usage.remaining_minutes)
      invalid(maxValue('end_time', usage.remaining_minutes, 'Over the minutes left this month.'));
  }
  if (input.type_reason === 2 && input.paid_cause) {
    const allowance = PAID_LEAVE_ALLOWANCE_DAYS[input.paid_cause];
    if (minutes > allowance * MINUTES_PER_WORKDAY)
      invalid(maxValue('end_date', allowance, `This separate paid leave is at most ${allowance} days.`));
  }
  if (input.type_reason === 1) {
    const balance = await balanceOf(db, actor.employeeId, exceptId);
    if (minutes > balance.minutes.available)
      invalid(
        maxValue('end_date', toDays(Math.max(0, balance.minutes.available)), 'More days than available.'),
      );
  }
  const c = await candidates(deps, actor);
  const chosen = checkChosenApprovers(c.raw, input.approve_person_1, input.approve_person_2 ?? null);
  if (!chosen.ok) {
    if (chosen.code === 4220)
      invalid({ [chosen.field ?? '_']: [{ rule: 'required', message: 'Required.' }] });
    return fail(chosen.code);
  }
  return { minutes, steps: chosen.steps };
}

const values = (input: LeaveInput, minutes: number) => ({
  start_date: input.start_date,
  start_time: input.start_time,
  end_date: input.end_date,
  end_time: input.end_time,
  minutes,
  type_reason: input.type_reason,
  reason: input.reason,
  paid_cause: input.type_reason === 2 ? (input.paid_cause ?? null) : null,
  note: input.note ?? null,
});

export async function create(deps: LeaveDeps, actor: Actor, input: LeaveInput) {
  const { minutes, steps } = await validate(deps, actor, input, 'create');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leaveRequests)
      .values({
        employee_id: actor.employeeId,
        ...values(input, minutes),
        status: 1,
        current_approver_id: steps[0]?.approverId ?? null,
        created_at: deps.now(),
        updated_at: deps.now(),
      })
      .returning({ id: leaveRequests.id });
    if (!row) throw new AppError(5000);
    await startApprovals(tx, {
      kind: KIND,
      requestId: row.id,
      steps,
      actorId: actor.employeeId,
      action: 'leave.create',
      entity: 'leave_requests',
      data: input,
      notificationType: TYPE,
      url: requestUrl(row.id, true),
    });
    return row.id;
  });
  return detail(deps, actor, id);
}

async function loadOwn(deps: LeaveDeps, actor: Actor, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row || row.employee_id !== actor.employeeId) fail(4294);
  return row as repo.LeaveRow;
}

const untouched = (steps: ReadonlyArray<{ status: number }>) =>
  steps.every((s) => s.status === 1 || s.status === 4);

async function lockOf(db: Db, row: repo.LeaveRow, action: 'edit' | 'delete' | 'approve') {
  const dates = daysBetween(row.start_date, row.end_date);
  const submitted = await ts.submittedMonths(db, [row.employee_id], [...new Set(dates.map(monthOf))]);
  return monthLockCode(KIND, action, dates, submitted.get(row.employee_id) ?? new Set());
}

/** Edit while pending and nobody has acted; it starts over with fresh approvals. */
export async function update(deps: LeaveDeps, actor: Actor, id: number, input: LeaveInput) {
  const row = await loadOwn(deps, actor, id);
  const old = await approvals.stepsOfOne(deps.db, KIND, id);
  const locked = await lockOf(deps.db, row, 'edit');
  if (locked) fail(locked);
  if (row.status !== 1 || !untouched(old)) fail(4322);
  const { minutes, steps } = await validate(deps, actor, input, 'edit', id);
  await deps.db.transaction(async (tx) => {
    const ok = await repo.transition(tx, id, row.version, {
      status: 1,
      current_approver_id: steps[0]?.approverId ?? null,
    });
    if (!ok) fail(4322);
    await tx.update(leaveRequests).set(values(input, minutes)).where(eq(leaveRequests.id, id));
    await startApprovals(tx, {
      kind: KIND,
      requestId: id,
      steps,
      actorId: actor.employeeId,
      action: 'leave.update',
      entity: 'leave_requests',
      data: input,
      notificationType: TYPE,
      url: requestUrl(id, true),
      alsoRefresh: old.map((s) => s.approverId),
    });
  });
  return detail(deps, actor, id);
}

export async function remove(deps: LeaveDeps, actor: Actor, id: number) {
  const row = await loadOwn(deps, actor, id);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  const locked = await lockOf(deps.db, row, 'delete');
  if (locked) fail(locked);
  if (row.status !== 1 || !untouched(steps)) fail(4322);
  await deps.db.transaction(async (tx) => {
    const ok = await repo.transition(tx, id, row.version, { status: 1, current_approver_id: null });
    if (!ok) fail(4322);
    await settleLedger(tx, { ...row, status: 3 }, actor.employeeId, deps.now(), 'deleted');
    await deleteRequest(tx, {
      kind: KIND,
      table: leaveRequests,
      row,
      approverIds: steps.map((s) => s.approverId),
      actorId: actor.employeeId,
      action: 'leave.delete',
      entity: 'leave_requests',
    });
  });
}

/**
 * Makes the ledger hold what the request should: an approved type-1 request is deducted; anything
 * else (pending, rejected, deleted, re-typed, approval cancelled) holds nothing. The difference is
 * written as a deduction or a restoration with its reason, so the ledger explains every change.
 */
export async function settleLedger(
  db: Db,
  request: Pick<
    repo.LeaveRow,
    'id' | 'employee_id' | 'status' | 'type_reason' | 'minutes' | 'start_date' | 'end_date'
  >,
  actorId: number,
  at: Date,
  why: string,
) {
  const target = request.status === 2 && request.type_reason === 1 ? -request.minutes : 0;
  const current = await repo.ledgerOfRequest(db, request.id);
  const diff = target - current;
  if (diff === 0) return;
  const span =
    request.start_date === request.end_date
      ? request.start_date
      : `${request.start_date} – ${request.end_date}`;
  await repo.insertLine(db, {
    employee_id: request.employee_id,
    kind: diff < 0 ? 'deduction' : 'restore',
    minutes: diff,
    reason: `Leave #${request.id} (${span}) ${why}`,
    request_id: request.id,
    created_by: actorId,
    created_at: at,
  });
}

export async function present(
  deps: LeaveDeps,
  actor: Actor,
  rows: readonly repo.LeaveJoined[],
): Promise<LeaveItem[]> {
  const { steps, names } = await approvals.stepsWithNames(
    deps.db,
    KIND,
    rows.map((r) => r.request.id),
  );
  return rows.map((r) => {
    const list = steps.get(r.request.id) ?? [];
    const entries = list.map((s) => approvals.approverEntry(s, names));
    const own = r.request.employee_id === actor.employeeId;
    const open = own && r.request.status === 1 && untouched(list);
    return {
      sabbatical_request_id: r.request.id,
      id: r.request.id,
      employee_id: r.request.employee_id,
      employee: {
        id: r.request.employee_id,
        employee_code: r.employee_code,
        name: r.employee_name,
        division_name: r.division_name,
      },
      start_date: r.request.start_date,
      start_time: r.request.start_time,
      end_date: r.request.end_date,
      end_time: r.request.end_time,
      number_days_off: toDays(r.request.minutes),
      number_minutes_off: r.request.minutes,
      type_reason: r.request.type_reason,
      reason: r.request.reason,
      paid_cause: r.request.paid_cause,
      note: r.request.note,
      status: r.request.status,
      approve_person_1: entries.find((e) => e.level === 1) ?? null,
      approve_person_2: entries.find((e) => e.level === 2) ?? null,
      approvers: entries,
      created_at: r.request.created_at.toISOString(),
      can_edit: open,
      can_delete: open,
    };
  });
}

/** Visible to the requester, its approvers and administrators; others get 4294. */
export async function detail(deps: LeaveDeps, actor: Actor, id: number) {
  const joined = await repo.findJoined(deps.db, id);
  if (!joined) return fail(4294);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  if (
    joined.request.employee_id !== actor.employeeId &&
    !actor.isAdmin &&
    !steps.some((s) => s.approverId === actor.employeeId)
  )
    fail(4294);
  const [item] = await present(deps, actor, [joined]);
  return item as LeaveItem;
}

export async function showApproval(deps: LeaveDeps, actor: Actor, id: number) {
  const item = await detail(deps, actor, id);
  const row = await repo.findById(deps.db, id);
  return {
    sabbaticalLeaveRequest: item,
    can_approve: item.status === 1 && row?.current_approver_id === actor.employeeId,
  };
}

/** Approve (2), reject (3) or cancel an approval; the month lock answers 4071. */
export async function act(
  deps: LeaveDeps,
  actor: Actor,
  id: number,
  decision: Decision,
  comment: string | null,
) {
  const request = await repo.findById(deps.db, id);
  if (!request) return fail(4294);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  if (request.employee_id !== actor.employeeId && !steps.some((s) => s.approverId === actor.employeeId))
    fail(actor.isAdmin ? 4030 : 4294);
  const locked = await lockOf(deps.db, request, 'approve');
  if (locked) fail(locked);
  const result = decide(
    steps,
    request.status as RequestStatus,
    actor.employeeId,
    decision,
    comment,
    deps.now().toISOString(),
  );
  if (!result.ok) return fail(result.code);
  const outcome = result.outcome;
  await deps.db.transaction(async (tx) => {
    const ok = await repo.transition(tx, id, request.version, {
      status: outcome.status,
      current_approver_id: outcome.nextApproverId,
    });
    if (!ok) fail(4322);
    await approvals.saveSteps(tx, KIND, id, outcome.steps);
    await settleLedger(
      tx,
      { ...request, status: outcome.status },
      actor.employeeId,
      deps.now(),
      decision === 'cancel' ? 'approval cancelled' : outcome.status === 3 ? 'rejected' : 'approved',
    );
    await recordDecision(tx, {
      requestId: id,
      actorId: actor.employeeId,
      action: `leave.${decision}`,
      entity: 'leave_requests',
      data: { from: request.status, to: outcome.status, comment },
      notificationType: TYPE,
      requesterId: request.employee_id,
      previousApproverId: request.current_approver_id,
      outcome,
      url: (forApprover) => requestUrl(id, forApprover),
    });
  });
}

export async function bulkApprove(
  deps: LeaveDeps,
  actor: Actor,
  ids: readonly number[],
  comment: string | null,
) {
  return eachApproved(ids, (id) => act(deps, actor, id, 'approve', comment));
}
