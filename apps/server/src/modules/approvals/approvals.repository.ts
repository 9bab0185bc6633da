import type { ApproverFacts, Step, StepStatus } from '@staffhub/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { approvalSteps, divisions, employees, foots, jobTitles, projectMembers } from '../../db/schema';
import { AppError } from '../../errors';
import { avatarUrl } from '../employees/avatar';

export type RequestKind = 'overtime' | 'correction' | 'leave' | 'short_leave' | 'remote';

/**
 * What resolution needs to know about a requester (SPEC 6). `project`: one project's PMs and tops,
 * or with `'all'` those of every project the requester belongs to (null when there are none).
 */
export async function approverFacts(
  db: Db,
  requesterId: number,
  projectId: number | 'all' | null,
  now: Date,
): Promise<ApproverFacts> {
  const [me] = await db
    .select({ footLeaderId: foots.leader_id, divisionManagerId: divisions.manager_id })
    .from(employees)
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .where(eq(employees.id, requesterId));
  const board = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(jobTitles, eq(jobTitles.id, employees.job_title_id))
    .where(eq(jobTitles.code, 'DIRECTOR'))
    .orderBy(asc(employees.id));
  let project: ApproverFacts['project'] = null;
  if (projectId !== null) {
    const projects =
      projectId === 'all'
        ? sql`${projectMembers.project_id} in (select m.project_id from project_members m where m.employee_id = ${requesterId})`
        : eq(projectMembers.project_id, projectId);
    const roles = await db
      .select({ employee_id: projectMembers.employee_id, role: projectMembers.role })
      .from(projectMembers)
      .where(and(projects, inArray(projectMembers.role, ['PM', 'TOP'])))
      .orderBy(asc(projectMembers.id));
    project = {
      pms: roles.filter((r) => r.role === 'PM').map((r) => r.employee_id),
      tops: roles.filter((r) => r.role === 'TOP').map((r) => r.employee_id),
    };
    if (projectId === 'all' && roles.length === 0) project = null;
  }
  // Someone who has resigned (at `now`, in their company) approves nothing new.
  const named = [
    me?.footLeaderId,
    me?.divisionManagerId,
    ...board.map((b) => b.id),
    ...(project?.pms ?? []),
    ...(project?.tops ?? []),
  ].filter((id): id is number => typeof id === 'number');
  const working = await workingAmong(db, named, now);
  const keep = (id: number | null | undefined) => (id != null && working.has(id) ? id : null);
  if (project) {
    project = {
      pms: project.pms.filter((id) => working.has(id)),
      tops: project.tops.filter((id) => working.has(id)),
    };
    if (projectId === 'all' && project.pms.length === 0 && project.tops.length === 0) project = null;
  }
  return {
    requesterId,
    project,
    footLeaderId: keep(me?.footLeaderId),
    divisionManagerId: keep(me?.divisionManagerId),
    boardIds: board.map((b) => b.id).filter((id) => working.has(id)),
  };
}

/** Which of `ids` still work here at `now` (not resigned by their company's today). */
export async function workingAmong(db: Db, ids: readonly number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(anyOf(employees.id, [...new Set(ids)]), isWorking(now)));
  return new Set(rows.map((r) => r.id));
}

/** Names of employees, for candidate lists and approver tables. */
export async function namesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(anyOf(employees.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Candidate lists (`keys` of `raw`) with names, beside the raw ids; what request forms offer. */
export async function withNames<C extends Record<K, readonly number[]>, K extends keyof C & string>(
  db: Db,
  raw: C,
  keys: readonly K[],
) {
  const names = await namesOf(db, [...new Set(keys.flatMap((key) => raw[key]))]);
  const lists = Object.fromEntries(
    keys.map((key) => [key, raw[key].map((id) => ({ id, name: names.get(id) ?? '' }))]),
  );
  return { raw, ...(lists as Record<K, Array<{ id: number; name: string }>>) };
}

/** The requester as the read-only fields of request forms show them (4040 if unknown). */
export async function employeeOf(db: Db, employeeId: number) {
  const [row] = await db
    .select({
      id: employees.id,
      employee_code: employees.employee_code,
      name: employees.name,
      gender: employees.gender,
    })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!row) throw new AppError(4040);
  return row;
}

export interface StepRow extends Step {
  requestId: number;
}

/** Steps of many requests of one kind, in level order. */
export async function stepsOf(
  db: Db,
  kind: RequestKind,
  requestIds: readonly number[],
): Promise<Map<number, StepRow[]>> {
  const out = new Map<number, StepRow[]>();
  if (requestIds.length === 0) return out;
  const rows = await db
    .select()
    .from(approvalSteps)
    .where(and(eq(approvalSteps.request_kind, kind), anyOf(approvalSteps.request_id, requestIds)))
    .orderBy(asc(approvalSteps.request_id), asc(approvalSteps.level));
  for (const r of rows) {
    const list = out.get(r.request_id) ?? [];
    list.push({
      requestId: r.request_id,
      level: r.level,
      approverId: r.approver_id,
      status: r.status as StepStatus,
      comment: r.comment,
      actedAt: r.acted_at?.toISOString() ?? null,
      onBehalfOf: r.on_behalf_of,
      escalatedFrom: r.escalated_from,
    });
    out.set(r.request_id, list);
  }
  return out;
}

/** The steps of one request, in level order. */
export async function stepsOfOne(db: Db, kind: RequestKind, requestId: number): Promise<StepRow[]> {
  return (await stepsOf(db, kind, [requestId])).get(requestId) ?? [];
}

/** Names and photo URLs of employees (approver tables), in one query. */
async function peopleOf(db: Db, ids: readonly number[]) {
  const names = new Map<number, string>();
  const avatars = new Map<number, string | null>();
  if (ids.length === 0) return { names, avatars };
  const rows = await db
    .select({ id: employees.id, name: employees.name, avatar: employees.avatar })
    .from(employees)
    .where(anyOf(employees.id, ids));
  for (const r of rows) {
    names.set(r.id, r.name);
    avatars.set(r.id, avatarUrl(r.id, r.avatar));
  }
  return { names, avatars };
}

/** Who a step was named for before someone else came to hold it: the approver delegated for, escalated from. */
export function formerApprovers(s: Step): number[] {
  const out: number[] = [];
  if (s.onBehalfOf) out.push(s.onBehalfOf);
  if (s.escalatedFrom) out.push(s.escalatedFrom);
  return out;
}

/** Steps of many requests with the names and photos of everybody on them (the lists and details of SPEC 3). */
export async function stepsWithNames(db: Db, kind: RequestKind, requestIds: readonly number[]) {
  const steps = await stepsOf(db, kind, requestIds);
  const { names, avatars } = await peopleOf(db, [
    ...new Set([...steps.values()].flat().flatMap((s) => [s.approverId, ...formerApprovers(s)])),
  ]);
  return { steps, names, avatars };
}

/**
 * The steps, names and photos `stepsWithNames` gives, from the steps a list page's statement
 * brought with its rows (`listPage` in requests.repository.ts).
 */
export function pageSteps(
  rows: ReadonlyArray<{
    request_id: number;
    level: number;
    approver_id: number;
    status: number;
    comment: string | null;
    acted_at: string | null;
    name: string;
    avatar: string | null;
    on_behalf_of: number | null;
    on_behalf_of_name: string | null;
    escalated_from: number | null;
    escalated_from_name: string | null;
  }>,
) {
  const steps = new Map<number, StepRow[]>();
  const names = new Map<number, string>();
  const avatars = new Map<number, string | null>();
  for (const r of rows) {
    const list = steps.get(r.request_id) ?? [];
    list.push({
      requestId: r.request_id,
      level: r.level,
      approverId: r.approver_id,
      status: r.status as StepStatus,
      comment: r.comment,
      // The same instant as `stepsOf` writes it (JSON carries the server's offset).
      actedAt: r.acted_at === null ? null : new Date(r.acted_at).toISOString(),
      onBehalfOf: r.on_behalf_of,
      escalatedFrom: r.escalated_from,
    });
    steps.set(r.request_id, list);
    if (!names.has(r.approver_id)) {
      names.set(r.approver_id, r.name);
      avatars.set(r.approver_id, avatarUrl(r.approver_id, r.avatar));
    }
    if (r.on_behalf_of !== null && !names.has(r.on_behalf_of))
      names.set(r.on_behalf_of, r.on_behalf_of_name ?? '');
    if (r.escalated_from !== null && !names.has(r.escalated_from))
      names.set(r.escalated_from, r.escalated_from_name ?? '');
  }
  return { steps, names, avatars };
}

/** One step as the approver entry of the SPEC 3 responses (with the approver's photo, or null). */
export function approverEntry(
  step: Step,
  names: ReadonlyMap<number, string>,
  avatars: ReadonlyMap<number, string | null>,
) {
  return {
    level: step.level,
    approve_employee_id: step.approverId,
    approve_name: names.get(step.approverId) ?? '',
    approve_avatar: avatars.get(step.approverId) ?? null,
    approve_status: step.status,
    comment: step.comment,
    approved_at: step.actedAt,
    on_behalf_of: onBehalfOf(step, names),
    escalated_from: escalatedFrom(step, names),
  };
}

/** The approver a delegate decides for, as the approver entries carry it (null: nobody). */
export function onBehalfOf(step: Step, names: ReadonlyMap<number, string>) {
  return step.onBehalfOf ? { id: step.onBehalfOf, name: names.get(step.onBehalfOf) ?? '' } : null;
}

/** The approver a step escalated from, as the approver entries carry it (null: it did not escalate). */
export function escalatedFrom(step: Step, names: ReadonlyMap<number, string>) {
  return step.escalatedFrom ? { id: step.escalatedFrom, name: names.get(step.escalatedFrom) ?? '' } : null;
}

/** A step about to be written: its approver, and the delegation that gave it to them if any. */
export interface NewStep {
  level: number;
  approverId: number;
  onBehalfOf?: number | null;
  delegationId?: number | null;
}

/** Fresh pending steps (creation, or an edit that resets the request). */
export async function resetSteps(
  db: Db,
  kind: RequestKind,
  requestId: number,
  steps: ReadonlyArray<NewStep>,
  at: Date,
) {
  await db
    .delete(approvalSteps)
    .where(and(eq(approvalSteps.request_kind, kind), eq(approvalSteps.request_id, requestId)));
  if (steps.length) {
    await db.insert(approvalSteps).values(
      steps.map((s) => ({
        request_kind: kind,
        request_id: requestId,
        level: s.level,
        approver_id: s.approverId,
        status: 1,
        on_behalf_of: s.onBehalfOf ?? null,
        delegation_id: s.delegationId ?? null,
        created_at: at,
      })),
    );
  }
}

/** Writes the steps a decision changed. */
export async function saveSteps(db: Db, kind: RequestKind, requestId: number, steps: readonly Step[]) {
  for (const s of steps) {
    await db
      .update(approvalSteps)
      .set({ status: s.status, comment: s.comment, acted_at: s.actedAt ? new Date(s.actedAt) : null })
      .where(
        and(
          eq(approvalSteps.request_kind, kind),
          eq(approvalSteps.request_id, requestId),
          eq(approvalSteps.level, s.level),
        ),
      );
  }
}

export async function deleteSteps(db: Db, kind: RequestKind, requestId: number) {
  await db
    .delete(approvalSteps)
    .where(and(eq(approvalSteps.request_kind, kind), eq(approvalSteps.request_id, requestId)));
}
