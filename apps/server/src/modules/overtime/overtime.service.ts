import {
  addDays,
  checkChosenApprovers,
  type Decision,
  dayKindOf,
  decide,
  type ErrorCode,
  monthLockCode,
  monthOf,
  OT_WINDOW_DAYS,
  type OvertimeInput,
  type OvertimeItem,
  overtimeMinutes,
  type RequestStatus,
  resolveApprovers,
  type Step,
  todayIn,
  toMinutes,
  zonedParts,
} from '@staffhub/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { overtimeRequests, projectMembers } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import { deleteRequest, eachApproved, recordDecision, startApprovals } from '../approvals/lifecycle';
import * as ts from '../timesheets/timesheets.repository';
import * as repo from './overtime.repository';

export interface OvertimeDeps {
  db: Db;
  now: () => Date;
}

const KIND = 'overtime' as const;
const fail = (code: ErrorCode, field?: string, rule = 'invalid'): never => {
  if (code === 4220 && field)
    throw new AppError(4220, { errors: { [field]: [{ rule, message: 'Invalid.' }] } });
  throw new AppError(code);
};

/** Approver candidates (SPEC 6) with names; first entries are the defaults. */
export async function candidates(deps: OvertimeDeps, actor: Actor, projectId: number | null) {
  if (projectId !== null) await assertMember(deps.db, actor.employeeId, projectId);
  const c = resolveApprovers(await approvals.approverFacts(deps.db, actor.employeeId, projectId));
  const names = await approvals.namesOf(deps.db, [...c.level1, ...c.level2]);
  const named = (ids: number[]) => ids.map((id) => ({ id, name: names.get(id) ?? '' }));
  return { raw: c, level1: named(c.level1), level2: named(c.level2) };
}

async function assertMember(db: Db, employeeId: number, projectId: number) {
  const rows = await db
    .select({ id: projectMembers.id })
    .from(projectMembers)
    .where(and(eq(projectMembers.employee_id, employeeId), eq(projectMembers.project_id, projectId)))
    .limit(1);
  if (rows.length === 0) fail(4325);
}

/** Every SPEC 5 rule of an overtime request; returns the minutes and the approval steps. */
async function validate(
  deps: OvertimeDeps,
  actor: Actor,
  input: OvertimeInput,
  action: 'create' | 'edit',
  exceptId?: number,
) {
  const { db } = deps;
  const today = todayIn(actor.timeZone, deps.now());
  if (input.date > today || input.date < addDays(today, -OT_WINDOW_DAYS)) fail(4327);
  const submitted = await ts.submittedMonths(db, [actor.employeeId], [monthOf(input.date)]);
  const locked = monthLockCode(KIND, action, [input.date], submitted.get(actor.employeeId) ?? new Set());
  if (locked) fail(locked);
  const c = await candidates(deps, actor, input.project_id);
  const attendance = await repo.attendanceOf(db, actor.employeeId, input.date);
  if (!attendance) fail(4298);
  if (!attendance?.check_in || !attendance.check_out) fail(5070);
  const local = (d: Date) => {
    const p = zonedParts(d, actor.timeZone);
    return p.date === input.date ? p.minutes : p.date > input.date ? 24 * 60 : 0;
  };
  const start = toMinutes(input.start_time);
  const end = input.end_time === '24:00' ? 24 * 60 : toMinutes(input.end_time);
  if (start < local(attendance?.check_in as Date) || end > local(attendance?.check_out as Date)) fail(4299);
  const holidays = (await ts.holidaysIn(db, [actor.companyId], input.date, input.date)).get(actor.companyId);
  const minutes = overtimeMinutes(dayKindOf(input.date, new Set(holidays?.keys() ?? [])), start, end);
  if (minutes === 0) {
    throw new AppError(4220, {
      errors: {
        end_time: [
          {
            rule: 'after',
            message: 'Overtime on a working day counts from 18:00.',
            params: { other: '18:00' },
          },
        ],
      },
    });
  }
  if (await repo.overlapping(db, actor.employeeId, input.date, input.start_time, input.end_time, exceptId))
    fail(4326);
  const chosen = checkChosenApprovers(c.raw, input.approve_person_1, input.approve_person_2);
  if (!chosen.ok) {
    if (chosen.code === 4220)
      throw new AppError(4220, {
        errors: { [chosen.field ?? '_']: [{ rule: 'required', message: 'Required.' }] },
      });
    fail(chosen.code);
  }
  return { minutes, steps: chosen.ok ? chosen.steps : [] };
}

const requestUrl = (id: number, approval: boolean) =>
  `/overtime-requests/${approval ? 'approval' : 'detail'}/${id}`;

export async function create(deps: OvertimeDeps, actor: Actor, input: OvertimeInput) {
  const { minutes, steps } = await validate(deps, actor, input, 'create');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(overtimeRequests)
      .values({
        employee_id: actor.employeeId,
        project_id: input.project_id,
        date: input.date,
        start_time: input.start_time,
        end_time: input.end_time,
        duration: minutes,
        reason: input.reason,
        note: input.note ?? null,
        status: 1,
        current_approver_id: steps[0]?.approverId ?? null,
      })
      .returning({ id: overtimeRequests.id });
    if (!row) throw new AppError(5000);
    await startApprovals(tx, {
      kind: KIND,
      requestId: row.id,
      steps,
      actorId: actor.employeeId,
      action: 'overtime.create',
      entity: 'overtime_requests',
      data: input,
      notificationType: 'OVERTIME_REQUEST',
      url: requestUrl(row.id, true),
    });
    return row.id;
  });
  return detail(deps, actor, id);
}

async function loadOwn(deps: OvertimeDeps, actor: Actor, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row || row.employee_id !== actor.employeeId) fail(4292);
  return row as repo.OvertimeRow;
}

function editable(row: repo.OvertimeRow, steps: readonly Step[], today: string) {
  return (
    row.status === 1 &&
    steps.every((s) => s.status === 1 || s.status === 4) &&
    row.date >= addDays(today, -OT_WINDOW_DAYS)
  );
}

/** Editing resets the request to pending with fresh steps (SPEC 4). */
export async function update(deps: OvertimeDeps, actor: Actor, id: number, input: OvertimeInput) {
  const row = await loadOwn(deps, actor, id);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  const submitted = await ts.submittedMonths(deps.db, [actor.employeeId], [monthOf(row.date)]);
  const locked = monthLockCode(KIND, 'edit', [row.date], submitted.get(actor.employeeId) ?? new Set());
  if (locked) fail(locked);
  if (!editable(row, steps, todayIn(actor.timeZone, deps.now()))) fail(4296);
  const checked = await validate(deps, actor, input, 'edit', id);
  await deps.db.transaction(async (tx) => {
    const ok = await repo.transition(tx, id, row.version, {
      status: 1,
      current_approver_id: checked.steps[0]?.approverId ?? null,
    });
    if (!ok) fail(4322);
    await tx
      .update(overtimeRequests)
      .set({
        project_id: input.project_id,
        date: input.date,
        start_time: input.start_time,
        end_time: input.end_time,
        duration: checked.minutes,
        reason: input.reason,
        note: input.note ?? null,
      })
      .where(eq(overtimeRequests.id, id));
    await startApprovals(tx, {
      kind: KIND,
      requestId: id,
      steps: checked.steps,
      actorId: actor.employeeId,
      action: 'overtime.update',
      entity: 'overtime_requests',
      data: input,
      notificationType: 'OVERTIME_REQUEST',
      url: requestUrl(id, true),
      alsoRefresh: steps.map((s) => s.approverId),
    });
  });
  return detail(deps, actor, id);
}

export async function remove(deps: OvertimeDeps, actor: Actor, id: number) {
  const row = await loadOwn(deps, actor, id);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  const submitted = await ts.submittedMonths(deps.db, [actor.employeeId], [monthOf(row.date)]);
  const locked = monthLockCode(KIND, 'delete', [row.date], submitted.get(actor.employeeId) ?? new Set());
  if (locked) fail(locked);
  if (row.status !== 1 || steps.some((s) => s.status === 2 || s.status === 3)) fail(4295);
  await deps.db.transaction(async (tx) => {
    await deleteRequest(tx, {
      kind: KIND,
      table: overtimeRequests,
      row,
      approverIds: steps.map((s) => s.approverId),
      actorId: actor.employeeId,
      action: 'overtime.delete',
      entity: 'overtime_requests',
    });
  });
}

/** Presents requests with their steps and names (SPEC 3 fields). */
export async function present(
  deps: OvertimeDeps,
  actor: Actor,
  rows: readonly repo.OvertimeJoined[],
): Promise<OvertimeItem[]> {
  const { steps, names } = await approvals.stepsWithNames(
    deps.db,
    KIND,
    rows.map((r) => r.request.id),
  );
  const today = todayIn(actor.timeZone, deps.now());
  return rows.map((r) => {
    const list = steps.get(r.request.id) ?? [];
    const entries = list.map((s) => approvals.approverEntry(s, names));
    const own = r.request.employee_id === actor.employeeId;
    return {
      over_time_request_id: r.request.id,
      employee_id: r.request.employee_id,
      employee: {
        id: r.request.employee_id,
        employee_code: r.employee_code,
        name: r.employee_name,
        position_name: r.position_name,
        division_name: r.division_name,
      },
      project_id: r.request.project_id,
      project_name: r.project_name,
      date: r.request.date,
      start_time: r.request.start_time,
      end_time: r.request.end_time,
      duration: r.request.duration,
      reason: r.request.reason,
      note: r.request.note,
      status: r.request.status,
      approve_person_1: entries.find((e) => e.level === 1) ?? null,
      approve_person_2: entries.find((e) => e.level === 2) ?? null,
      approve_person_3: entries.find((e) => e.level === 3) ?? null,
      approvers: entries,
      created_at: r.request.created_at.toISOString(),
      can_edit: own && editable(r.request, list, today),
      can_delete: own && r.request.status === 1 && list.every((s) => s.status !== 2 && s.status !== 3),
    };
  });
}

/** A request visible to its owner and its approvers only; others get 4292 as if it did not exist. */
export async function detail(deps: OvertimeDeps, actor: Actor, id: number) {
  const joined = await repo.findJoined(deps.db, id);
  if (!joined) fail(4292);
  const row = joined as repo.OvertimeJoined;
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  if (row.request.employee_id !== actor.employeeId && !steps.some((s) => s.approverId === actor.employeeId))
    fail(4292);
  const [item] = await present(deps, actor, [row]);
  return item as OvertimeItem;
}

export async function showApproval(deps: OvertimeDeps, actor: Actor, id: number) {
  const item = await detail(deps, actor, id);
  const mine = item.approvers.filter((a) => a.approve_employee_id === actor.employeeId);
  const row = await repo.findById(deps.db, id);
  return {
    overTimeRequest: item,
    can_approve: item.status === 1 && row?.current_approver_id === actor.employeeId,
    my_level: mine[0]?.level ?? null,
  };
}

/** One decision (approve 2, reject 3, or cancel) — month lock, turn, and exactly-one-wins checks. */
export async function act(
  deps: OvertimeDeps,
  actor: Actor,
  id: number,
  decision: Decision,
  comment: string | null,
) {
  const row = await repo.findById(deps.db, id);
  if (!row) fail(4292);
  const request = row as repo.OvertimeRow;
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  if (request.employee_id !== actor.employeeId && !steps.some((s) => s.approverId === actor.employeeId))
    fail(4292);
  const submitted = await ts.submittedMonths(deps.db, [request.employee_id], [monthOf(request.date)]);
  const locked = monthLockCode(
    KIND,
    'approve',
    [request.date],
    submitted.get(request.employee_id) ?? new Set(),
  );
  if (locked) fail(locked);
  const result = decide(
    steps,
    request.status as RequestStatus,
    actor.employeeId,
    decision,
    comment,
    deps.now().toISOString(),
  );
  if (!result.ok) fail(result.code);
  const outcome = result.ok ? result.outcome : null;
  if (!outcome) return;
  await deps.db.transaction(async (tx) => {
    const ok = await repo.transition(tx, id, request.version, {
      status: outcome.status,
      current_approver_id: outcome.nextApproverId,
    });
    if (!ok) fail(4322);
    await approvals.saveSteps(tx, KIND, id, outcome.steps);
    await recordDecision(tx, {
      requestId: id,
      actorId: actor.employeeId,
      action: `overtime.${decision}`,
      entity: 'overtime_requests',
      data: { from: request.status, to: outcome.status, comment },
      notificationType: 'OVERTIME_REQUEST',
      requesterId: request.employee_id,
      previousApproverId: request.current_approver_id,
      outcome,
      url: (forApprover) => requestUrl(id, forApprover),
    });
  });
}

/** Bulk approve from the approval list: each request on its own; failures are reported by code. */
export async function bulkApprove(
  deps: OvertimeDeps,
  actor: Actor,
  ids: readonly number[],
  comment: string | null,
) {
  return eachApproved(ids, (id) => act(deps, actor, id, 'approve', comment));
}
