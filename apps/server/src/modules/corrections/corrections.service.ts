import {
  actsAsAdministrator,
  type CorrectionDecision,
  type CorrectionInput,
  type CorrectionItem,
  checkCorrectionApprovers,
  correctionCandidates,
  correctionEditable,
  decideCorrection,
  type ErrorCode,
  type FieldErrors,
  fromMinutes,
  monthLockCode,
  monthOf,
  type RequestStatus,
  type Step,
  todayIn,
  zonedParts,
} from '@staffhub/domain';
import { eq } from 'drizzle-orm';
import type { BlobStore } from '../../blob/store';
import type { Db } from '../../db/client';
import { correctionRequests } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import { deleteRequest, eachApproved, recordDecision, startApprovals } from '../approvals/lifecycle';
import { attendanceOf } from '../overtime/overtime.repository';
import * as ts from '../timesheets/timesheets.repository';
import type { Evidence } from './corrections.form';
import * as repo from './corrections.repository';

export interface CorrectionDeps {
  db: Db;
  now: () => Date;
  blobs: BlobStore;
}

const KIND = 'correction' as const;
const TYPE = 'ADDITIONAL_TIMESHEET';
const fail = (code: ErrorCode): never => {
  throw new AppError(code);
};
const invalid = (errors: FieldErrors): never => {
  throw new AppError(4220, { errors });
};

const requestUrl = (id: number, approval: boolean) =>
  `/additional-timesheet/${approval ? 'approval' : 'detail'}/${id}`;
export const evidenceUrl = (id: number, n: 1 | 2) => `/api/additional-timesheet/${id}/evidence/${n}`;

/** Local HH:mm of an instant on `date` in the company zone (after midnight counts past 24:00). */
function localTime(instant: Date | null | undefined, date: string, timeZone: string): string | null {
  if (!instant) return null;
  const p = zonedParts(instant, timeZone);
  const shift = Math.round(
    (Date.parse(`${p.date}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000,
  );
  return fromMinutes(p.minutes + shift * 24 * 60);
}

/** Manager and administrator candidates (SPEC 6) with names; first entries are the defaults. */
export async function candidates(deps: CorrectionDeps, actor: Actor) {
  const [facts, admins] = await Promise.all([
    approvals.approverFacts(deps.db, actor.employeeId, null),
    repo.adminIds(deps.db),
  ]);
  const c = correctionCandidates({
    requesterId: actor.employeeId,
    divisionManagerId: facts.divisionManagerId,
    boardIds: facts.boardIds,
    adminIds: admins,
  });
  const names = await approvals.namesOf(deps.db, [...c.managers, ...c.admins]);
  const named = (ids: number[]) => ids.map((id) => ({ id, name: names.get(id) ?? '' }));
  return { raw: c, managers: named(c.managers), admins: named(c.admins) };
}

/** The create screen's data: the day's recorded times and the approver candidates. */
export async function createData(deps: CorrectionDeps, actor: Actor, workDate: string | undefined) {
  const [c, attendance, pending] = await Promise.all([
    candidates(deps, actor),
    workDate ? attendanceOf(deps.db, actor.employeeId, workDate) : Promise.resolve(undefined),
    repo.hasPending(deps.db, actor.employeeId),
  ]);
  return {
    work_date: workDate ?? null,
    start_time_real: workDate ? localTime(attendance?.check_in, workDate, actor.timeZone) : null,
    end_time_real: workDate ? localTime(attendance?.check_out, workDate, actor.timeZone) : null,
    managers: c.managers,
    admins: c.admins,
    has_unapproved: pending,
  };
}

/** Every rule of SPEC 5 that needs the database; returns the approval steps. */
async function validate(
  deps: CorrectionDeps,
  actor: Actor,
  input: CorrectionInput,
  action: 'create' | 'edit',
  exceptId?: number,
) {
  const { db } = deps;
  const today = todayIn(actor.timeZone, deps.now());
  if (input.work_date > today) {
    invalid({
      work_date: [
        {
          rule: 'before_or_equal',
          message: 'The date cannot be after today.',
          params: { other: 'today' },
        },
      ],
    });
  }
  const submitted = await ts.submittedMonths(db, [actor.employeeId], [monthOf(input.work_date)]);
  const locked = monthLockCode(KIND, action, [input.work_date], submitted.get(actor.employeeId) ?? new Set());
  if (locked) fail(locked);
  if (await repo.sameDate(db, actor.employeeId, input.work_date, exceptId)) fail(5044);
  if (action === 'create' && (await repo.hasPending(db, actor.employeeId, exceptId))) fail(5076);
  const c = await candidates(deps, actor);
  const chosen = checkCorrectionApprovers(c.raw, input.manager_id, input.admin_id);
  if (!chosen.ok) return fail(chosen.code);
  return chosen.steps;
}

async function storeImages(deps: CorrectionDeps, images: readonly Evidence[]) {
  const keys: string[] = [];
  try {
    for (const image of images) {
      keys.push(await deps.blobs.put('evidence', image.type === 'png' ? 'png' : 'jpg', image.data));
    }
  } catch (e) {
    await Promise.all(keys.map((k) => deps.blobs.delete(k)));
    throw e;
  }
  return keys;
}

/** Runs `work` after storing the images; a refused or failed write removes them again. */
async function withStoredImages<T>(
  deps: CorrectionDeps,
  images: readonly Evidence[],
  work: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys = await storeImages(deps, images);
  try {
    return await work(keys);
  } catch (e) {
    await Promise.all(keys.map((k) => deps.blobs.delete(k)));
    throw e;
  }
}

export async function create(
  deps: CorrectionDeps,
  actor: Actor,
  input: CorrectionInput,
  images: readonly Evidence[],
) {
  const steps = await validate(deps, actor, input, 'create');
  const attendance = await attendanceOf(deps.db, actor.employeeId, input.work_date);
  const id = await withStoredImages(deps, images, (keys) =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(correctionRequests)
        .values({
          employee_id: actor.employeeId,
          work_date: input.work_date,
          start_time_real: localTime(attendance?.check_in, input.work_date, actor.timeZone),
          end_time_real: localTime(attendance?.check_out, input.work_date, actor.timeZone),
          start_time_request: input.start_time_request,
          end_time_request: input.end_time_request,
          reason: input.reason,
          img_evidence: keys[0] as string,
          img_evidence2: keys[1] ?? null,
          status: 1,
          current_approver_id: steps[0]?.approverId ?? null,
          // The app's clock, so the created date agrees with the rules' today.
          created_at: deps.now(),
          updated_at: deps.now(),
        })
        .returning({ id: correctionRequests.id });
      if (!row) throw new AppError(5000);
      await startApprovals(tx, {
        kind: KIND,
        requestId: row.id,
        steps,
        actorId: actor.employeeId,
        action: 'correction.create',
        entity: 'correction_requests',
        data: { ...input, images: keys.length },
        notificationType: TYPE,
        url: requestUrl(row.id, true),
      });
      return row.id;
    }),
  );
  return detail(deps, actor, id);
}

async function loadOwn(deps: CorrectionDeps, actor: Actor, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row || row.employee_id !== actor.employeeId) fail(4293);
  return row as repo.CorrectionRow;
}

/**
 * Editing (SPEC 4: only while pending and nobody has approved) starts over with fresh entries.
 * `keep` lists the stored images (1, 2) to keep; `images` are new ones; together 1 or 2.
 */
export async function update(
  deps: CorrectionDeps,
  actor: Actor,
  id: number,
  input: CorrectionInput,
  images: readonly Evidence[],
) {
  const row = await loadOwn(deps, actor, id);
  const old = await approvals.stepsOfOne(deps.db, KIND, id);
  const submitted = await ts.submittedMonths(deps.db, [actor.employeeId], [monthOf(row.work_date)]);
  const locked = monthLockCode(KIND, 'edit', [row.work_date], submitted.get(actor.employeeId) ?? new Set());
  if (locked) fail(locked);
  if (!correctionEditable(row.status, old)) fail(4322);
  const kept = [...new Set(input.keep_images)]
    .map((n) => (n === 1 ? row.img_evidence : row.img_evidence2))
    .filter((k): k is string => Boolean(k));
  if (kept.length + images.length < 1 || kept.length + images.length > 2) {
    invalid({
      img_evidence: [
        kept.length + images.length < 1
          ? { rule: 'required', message: 'At least one evidence image is required.' }
          : { rule: 'image_count', message: 'At most 2 images.', params: { max: 2 } },
      ],
    });
  }
  const steps = await validate(deps, actor, input, 'edit', id);
  const attendance = await attendanceOf(deps.db, actor.employeeId, input.work_date);
  await withStoredImages(deps, images, (keys) =>
    deps.db.transaction(async (tx) => {
      const ok = await repo.transition(tx, id, row.version, {
        status: 1,
        current_approver_id: steps[0]?.approverId ?? null,
      });
      if (!ok) fail(4322);
      const all = [...kept, ...keys];
      await tx
        .update(correctionRequests)
        .set({
          work_date: input.work_date,
          start_time_real: localTime(attendance?.check_in, input.work_date, actor.timeZone),
          end_time_real: localTime(attendance?.check_out, input.work_date, actor.timeZone),
          start_time_request: input.start_time_request,
          end_time_request: input.end_time_request,
          reason: input.reason,
          img_evidence: all[0] as string,
          img_evidence2: all[1] ?? null,
        })
        .where(eq(correctionRequests.id, id));
      await startApprovals(tx, {
        kind: KIND,
        requestId: id,
        steps,
        actorId: actor.employeeId,
        action: 'correction.update',
        entity: 'correction_requests',
        data: { ...input, images: all.length },
        notificationType: TYPE,
        url: requestUrl(id, true),
        alsoRefresh: old.map((s) => s.approverId),
      });
    }),
  );
  // Images no longer referenced go once the change is committed.
  const dropped = [row.img_evidence, row.img_evidence2].filter(
    (k): k is string => Boolean(k) && !kept.includes(k as string),
  );
  await Promise.all(dropped.map((k) => deps.blobs.delete(k)));
  return detail(deps, actor, id);
}

export async function remove(deps: CorrectionDeps, actor: Actor, id: number) {
  const row = await loadOwn(deps, actor, id);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  const submitted = await ts.submittedMonths(deps.db, [actor.employeeId], [monthOf(row.work_date)]);
  const locked = monthLockCode(KIND, 'delete', [row.work_date], submitted.get(actor.employeeId) ?? new Set());
  if (locked) fail(locked);
  if (!correctionEditable(row.status, steps)) fail(4322);
  await deps.db.transaction(async (tx) => {
    const ok = await repo.transition(tx, id, row.version, { status: row.status, current_approver_id: null });
    if (!ok) fail(4322);
    await deleteRequest(tx, {
      kind: KIND,
      table: correctionRequests,
      row,
      approverIds: steps.map((s) => s.approverId),
      actorId: actor.employeeId,
      action: 'correction.delete',
      entity: 'correction_requests',
    });
  });
  await Promise.all(
    [row.img_evidence, row.img_evidence2]
      .filter((k): k is string => Boolean(k))
      .map((k) => deps.blobs.delete(k)),
  );
}

/** Presents requests with their entries and names (SPEC 3 fields). */
export async function present(
  deps: CorrectionDeps,
  actor: Actor,
  rows: readonly repo.CorrectionJoined[],
): Promise<CorrectionItem[]> {
  const { steps, names } = await approvals.stepsWithNames(
    deps.db,
    KIND,
    rows.map((r) => r.request.id),
  );
  return rows.map((r) => {
    const list = steps.get(r.request.id) ?? [];
    const manager = list.find((s) => s.level === 1);
    const admin = list.find((s) => s.level === 2);
    const mine = list.filter((s) => s.approverId === actor.employeeId);
    const own = r.request.employee_id === actor.employeeId;
    const editable = own && correctionEditable(r.request.status, list);
    return {
      id: r.request.id,
      employee_id: r.request.employee_id,
      employee: {
        id: r.request.employee_id,
        employee_code: r.employee_code,
        name: r.employee_name,
        foot_name: r.foot_name,
        division_name: r.division_name,
      },
      work_date: r.request.work_date,
      created_at: r.request.created_at.toISOString(),
      start_time_real: r.request.start_time_real,
      end_time_real: r.request.end_time_real,
      start_time_request: r.request.start_time_request,
      end_time_request: r.request.end_time_request,
      reason: r.request.reason,
      img_evidence: evidenceUrl(r.request.id, 1),
      img_evidence2: r.request.img_evidence2 ? evidenceUrl(r.request.id, 2) : null,
      manager_id: manager?.approverId ?? null,
      manager_name: manager ? (names.get(manager.approverId) ?? '') : null,
      admin_id: admin?.approverId ?? null,
      admin_name: admin ? (names.get(admin.approverId) ?? '') : null,
      status: r.request.status,
      status_approval_person:
        mine.find((s) => s.status === 1 || s.status === 4)?.status ?? mine[0]?.status ?? null,
      request_approve: list.map((s) => ({
        level: s.level,
        approved_by: s.approverId,
        approve_name: names.get(s.approverId) ?? '',
        status: s.status,
        comment: s.comment,
        action_at: s.actedAt,
      })),
      approvers: list.map((s) => approvals.approverEntry(s, names)),
      can_edit: editable,
      can_delete: editable,
    };
  });
}

/** Visible to the requester, its approvers and administrators; others get 4293. */
async function loadVisible(deps: CorrectionDeps, actor: Actor, id: number) {
  const joined = await repo.findJoined(deps.db, id);
  if (!joined) return fail(4293);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  const visible =
    joined.request.employee_id === actor.employeeId ||
    actor.isAdmin ||
    steps.some((s) => s.approverId === actor.employeeId);
  if (!visible) fail(4293);
  return { joined, steps };
}

export async function detail(deps: CorrectionDeps, actor: Actor, id: number) {
  const { joined } = await loadVisible(deps, actor, id);
  const [item] = await present(deps, actor, [joined]);
  return item as CorrectionItem;
}

export async function showApproval(deps: CorrectionDeps, actor: Actor, id: number) {
  const { joined, steps } = await loadVisible(deps, actor, id);
  const [item] = await present(deps, actor, [joined]);
  const lacks = steps.length < 2;
  return {
    timesheetRequest: item as CorrectionItem,
    can_approve:
      !lacks && joined.request.status === 1 && joined.request.current_approver_id === actor.employeeId,
    acts_as_admin: actsAsAdministrator(steps, actor.employeeId),
    lacks_approvers: lacks,
  };
}

/** The stored evidence image `n` (1 or 2), to those who may see the request. */
export async function evidence(deps: CorrectionDeps, actor: Actor, id: number, n: 1 | 2) {
  const { joined } = await loadVisible(deps, actor, id);
  const key = n === 1 ? joined.request.img_evidence : joined.request.img_evidence2;
  if (!key) return fail(4040);
  const data = await deps.blobs.get(key);
  if (!data) return fail(4040);
  return { data, type: key.endsWith('.png') ? ('png' as const) : ('jpeg' as const) };
}

/** One decision: approve 2, reject 3 (manager), offer 5 (administrator). */
export async function act(
  deps: CorrectionDeps,
  actor: Actor,
  id: number,
  decision: CorrectionDecision,
  comment: string,
) {
  const request = await repo.findById(deps.db, id);
  if (!request) return fail(4293);
  const steps = await approvals.stepsOfOne(deps.db, KIND, id);
  if (request.employee_id !== actor.employeeId && !steps.some((s) => s.approverId === actor.employeeId))
    fail(actor.isAdmin ? 4030 : 4293);
  const submitted = await ts.submittedMonths(deps.db, [request.employee_id], [monthOf(request.work_date)]);
  const locked = monthLockCode(
    KIND,
    'approve',
    [request.work_date],
    submitted.get(request.employee_id) ?? new Set(),
  );
  if (locked) fail(locked);
  const result = decideCorrection(
    steps as Step[],
    request.status as RequestStatus,
    actor.employeeId,
    decision,
    comment,
    deps.now().toISOString(),
  );
  if (!result.ok) {
    if (result.code === 4220)
      invalid({
        status: [
          {
            rule: 'invalid',
            message:
              decision === 5
                ? 'Only the administrator may offer.'
                : 'The administrator confirms or offers; it does not reject.',
          },
        ],
      });
    return fail(result.code);
  }
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
      action: `correction.${decision === 2 ? 'approve' : decision === 3 ? 'reject' : 'offer'}`,
      entity: 'correction_requests',
      data: { from: request.status, to: outcome.status, comment },
      notificationType: TYPE,
      requesterId: request.employee_id,
      previousApproverId: request.current_approver_id,
      outcome,
      url: (forApprover) => requestUrl(id, forApprover),
      // The requester hears of the final decision, and of an offer (they may edit it now).
      tellRequester: decision === 5,
    });
  });
}

/** Bulk approve from the approval list: each on its own; failures reported by code. */
export async function bulkApprove(
  deps: CorrectionDeps,
  actor: Actor,
  ids: readonly number[],
  comment: string,
) {
  return eachApproved(ids, (id) => act(deps, actor, id, 2, comment));
}
