import {
  checkChosenApprovers,
  daysBetween,
  decide,
  type ErrorCode,
  monthLockCode,
  monthOf,
  type RemoteInput,
  type RemoteItem,
  type RequestStatus,
  remoteCandidates,
  remoteDateErrors,
  todayIn,
} from '@staffhub/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { remoteRequests } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import { deleteRequest, recordDecision, startApprovals } from '../approvals/lifecycle';
import * as ts from '../timesheets/timesheets.repository';
import * as repo from './remote.repository';

export interface RemoteDeps {
  db: Db;
  now: () => Date;
}

const KIND = 'remote' as const;
const TYPE = 'REMOTE_WORKING_REQUEST';
const fail = (code: ErrorCode): never => {
  throw new AppError(code);
};
const requestUrl = (id: number, approval: boolean) =>
  `/remote-request/${approval ? 'approval' : 'detail'}/${id}`;

/** The months a range touches, for the month lock. */
const monthsOf = (start: string, end: string) => [...new Set(daysBetween(start, end).map(monthOf))];

/** Approver lists (SPEC 6) with names: level 1 and 2 choices, first = default. */
export async function candidates(deps: RemoteDeps, actor: Actor) {
  const [facts, pms] = await Promise.all([
    approvals.approverFacts(deps.db, actor.employeeId, null),
    repo.projectManagersOf(deps.db, actor.employeeId),
  ]);
  const c = remoteCandidates({
    requesterId: actor.employeeId,
    projectManagerIds: pms,
    footLeaderId: facts.footLeaderId,
    divisionManagerId: facts.divisionManagerId,
    boardIds: facts.boardIds,
  });
  const names = await approvals.namesOf(deps.db, [...c.projectManagers, ...c.managers]);
  const named = (ids: number[]) => ids.map((id) => ({ id, name: names.get(id) ?? '' }));
  return {
    raw: c,
    projectManagers: named(c.projectManagers),
    managers: named(c.managers),
    level1: named(c.level1),
    level2: named(c.level2),
  };
}

export async function employeeOf(deps: RemoteDeps, actor: Actor) {
  const names = await approvals.namesOf(deps.db, [actor.employeeId]);
  const code = await approvals.codesOf(deps.db, [actor.employeeId]);
  return {
    id: actor.employeeId,
    employee_code: code.get(actor.employeeId) ?? '',
    name: names.get(actor.employeeId) ?? '',
  };
}

async function lockCode(
  deps: RemoteDeps,
  employeeId: number,
  start: string,
  end: string,
  action: 'create' | 'edit' | 'delete' | 'approve',
) {
  const submitted = await ts.submittedMonths(deps.db, [employeeId], monthsOf(start, end));
  return monthLockCode(KIND, action, daysBetween(start, end), submitted.get(employeeId) ?? new Set());
}

/** Every rule of SPEC 2 and 5 that needs the company's today or the database; the steps. */
async function validate(
  deps: RemoteDeps,
  actor: Actor,
  input: RemoteInput,
  action: 'create' | 'edit',
  exceptId?: number,
) {
  const today = todayIn(actor.timeZone, deps.now());
  const dateErrors = remoteDateErrors(input.start_date, input.end_date, today);
  if (dateErrors) throw new AppError(4220, { errors: dateErrors });
  const locked = await lockCode(deps, actor.employeeId, input.start_date, input.end_date, action);
  if (locked) fail(locked);
  if (await repo.overlapping(deps.db, actor.employeeId, input.start_date, input.end_date, exceptId))
    fail(4307);
  const c = await candidates(deps, actor);
  const chosen = checkChosenApprovers(c.raw, input.approve_person_1, input.approve_person_2 ?? null);
  if (!chosen.ok) {
    if (chosen.code === 4220)
      throw new AppError(4220, {
        errors: { [chosen.field ?? '_']: [{ rule: 'required', message: 'Required.' }] },
      });
    return fail(chosen.code);
  }
  return chosen.steps;
}

export async function create(deps: RemoteDeps, actor: Actor, input: RemoteInput) {
  const steps = await validate(deps, actor, input, 'create');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(remoteRequests)
      .values({
        employee_id: actor.employeeId,
        start_date: input.start_date,
        end_date: input.end_date,
        reason: input.reason,
        status: 1,
        current_approver_id: steps[0]?.approverId ?? null,
        // The app's clock, so the created date agrees with the rules' today.
        created_at: deps.now(),
        updated_at: deps.now(),
      })
      .returning({ id: remoteRequests.id });
    if (!row) throw new AppError(5000);
    await startApprovals(tx, {
      kind: KIND,
      requestId: row.id,
      steps,
      actorId: actor.employeeId,
      action: 'remote.create',
      entity: 'remote_requests',
      data: input,
      notificationType: TYPE,
      url: requestUrl(row.id, true),
    });
    return row.id;
  });
  return detail(deps, actor, id);
}

async function loadOwn(deps: RemoteDeps, actor: Actor, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row || row.employee_id !== actor.employeeId) fail(4040);
  return row as repo.RemoteRow;
}

/** Edit only while pending (SPEC 4); it starts over with fresh approval entries. */
export async function update(deps: RemoteDeps, actor: Actor, id: number, input: RemoteInput) {
  const row = await loadOwn(deps, actor, id);
  const old = await approvals.stepsOfOne(deps.db, KIND, id);
  const locked = await lockCode(deps, actor.employeeId, row.start_date, row.end_date, 'edit');
  if (locked) fail(locked);
  if (row.status !== 1) fail(4322);
  const steps = await validate(deps, actor, input, 'edit', id);
  await deps.db.transaction(async (tx) => {
    const ok = await repo.transition(tx, id, row.version, {
      status: 1,
      current_approver_id: steps[0]?.approverId ?? null,
    });
    if (!ok) fail(4322);
    await tx
      .update(remoteRequests)
      .set({ start_date: input.start_date, end_date: input.end_date, reason: input.reason })
      .where(eq(remoteRequests.id, id));
    await startApprovals(tx, {
      kind: KIND,
      requestId: id,
      steps,
      actorId: actor.employeeId,
      action: 'remote.update',
      entity: 'remote_requests',
      data: input,
      notificationType: TYPE,
      url: requestUrl(id, true),
      alsoRefresh: old.map((s) => s.approverId),
    });
  });
  return detail(deps, actor, id);
}

const untouched = (steps: ReadonlyArray<{ status: number }>) =>
  steps.every((s) => s.status === 1 || s.status === 4);

export async function remove(deps: RemoteDeps, actor: Actor, id: number) {
  const row = await loadOwn(deps, actor, id);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  const locked = await lockCode(deps, actor.employeeId, row.start_date, row.end_date, 'delete');
  if (locked) fail(locked);
  if (row.status !== 1 || !untouched(steps)) fail(4322);
  await deps.db.transaction(async (tx) => {
    const ok = await repo.transition(tx, id, row.version, { status: 1, current_approver_id: null });
    if (!ok) fail(4322);
    await deleteRequest(tx, {
      kind: KIND,
      table: remoteRequests,
      row,
      approverIds: steps.map((s) => s.approverId),
      actorId: actor.employeeId,
      action: 'remote.delete',
      entity: 'remote_requests',
    });
  });
}

export async function present(
  deps: RemoteDeps,
  actor: Actor,
  rows: readonly repo.RemoteJoined[],
): Promise<RemoteItem[]> {
  const { steps, names } = await approvals.stepsWithNames(
    deps.db,
    KIND,
    rows.map((r) => r.request.id),
  );
  return rows.map((r) => {
    const list = steps.get(r.request.id) ?? [];
    const entries = list.map((s) => approvals.approverEntry(s, names));
    const own = r.request.employee_id === actor.employeeId;
    return {
      id: r.request.id,
      employee_id: r.request.employee_id,
      employee: {
        id: r.request.employee_id,
        employee_code: r.employee_code,
        name: r.employee_name,
        division_name: r.division_name,
      },
      start_date: r.request.start_date,
      end_date: r.request.end_date,
      days: daysBetween(r.request.start_date, r.request.end_date).length,
      reason: r.request.reason,
      note: r.request.reason,
      status: r.request.status,
      approve_person_1: entries.find((e) => e.level === 1) ?? null,
      approve_person_2: entries.find((e) => e.level === 2) ?? null,
      remote_request_approve: list.map((s) => ({
        level: s.level,
        approved_by: s.approverId,
        employee_id: s.approverId,
        approve_name: names.get(s.approverId) ?? '',
        status: s.status,
        comment: s.comment,
        updated_at: s.actedAt,
      })),
      approvers: entries,
      created_at: r.request.created_at.toISOString(),
      can_edit: own && r.request.status === 1,
      can_delete: own && r.request.status === 1 && untouched(list),
    };
  });
}

/** Visible to the requester, its approvers and administrators; others get 404. */
export async function detail(deps: RemoteDeps, actor: Actor, id: number) {
  const joined = await repo.findJoined(deps.db, id);
  if (!joined) return fail(4040);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  if (
    joined.request.employee_id !== actor.employeeId &&
    !actor.isAdmin &&
    !steps.some((s) => s.approverId === actor.employeeId)
  )
    fail(4040);
  const [item] = await present(deps, actor, [joined]);
  return item as RemoteItem;
}

export async function showApproval(deps: RemoteDeps, actor: Actor, id: number) {
  const item = await detail(deps, actor, id);
  const row = await repo.findById(deps.db, id);
  return {
    remoteRequest: item,
    can_approve: item.status === 1 && row?.current_approver_id === actor.employeeId,
  };
}

/** Approve (2) or reject (3) with a note; the month lock answers 4309. */
export async function act(deps: RemoteDeps, actor: Actor, id: number, status: 2 | 3, note: string) {
  const request = await repo.findById(deps.db, id);
  if (!request) return fail(4040);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  if (request.employee_id !== actor.employeeId && !steps.some((s) => s.approverId === actor.employeeId))
    fail(actor.isAdmin ? 4030 : 4040);
  const locked = await lockCode(deps, request.employee_id, request.start_date, request.end_date, 'approve');
  if (locked) fail(locked);
  const result = decide(
    steps,
    request.status as RequestStatus,
    actor.employeeId,
    status === 2 ? 'approve' : 'reject',
    note,
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
    await recordDecision(tx, {
      requestId: id,
      actorId: actor.employeeId,
      action: `remote.${status === 2 ? 'approve' : 'reject'}`,
      entity: 'remote_requests',
      data: { from: request.status, to: outcome.status, note },
      notificationType: TYPE,
      requesterId: request.employee_id,
      previousApproverId: request.current_approver_id,
      outcome,
      url: (forApprover) => requestUrl(id, forApprover),
    });
  });
}
