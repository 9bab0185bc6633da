import {
  actsAsAdministrator,
  CORRECTION_ADMIN_LEVEL,
  CORRECTION_MANAGER_LEVEL,
  type CorrectionDecision,
  type CorrectionInput,
  type CorrectionItem,
  canCancelApproval,
  checkCorrectionApprovers,
  correctionCandidates,
  correctionDateErrors,
  decide,
  decideCorrection,
  evidenceCountError,
  fromMinutes,
  lacksCorrectionApprovers,
  type Step,
  zonedParts,
} from '@staffhub/domain';
import type { BlobStore } from '../../blob/store';
import type { Db } from '../../db/client';
import { correctionRequests } from '../../db/schema';
import { AppError, invalid } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import {
  type DecisionRule,
  type EngineDeps,
  type OwnFields,
  type RuleContext,
  requestEngine,
} from '../requests/engine';
import * as ts from '../timesheets/timesheets.repository';
import type { Evidence } from './corrections.form';
import * as repo from './corrections.repository';

export interface CorrectionDeps extends EngineDeps {
  blobs: BlobStore;
}
type Row = repo.CorrectionRow;
/** A correction as the form sends it: the fields, the new images, and which stored ones to keep. */
export type CorrectionSubmission = CorrectionInput & { images: readonly Evidence[] };

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
export async function candidates(db: Db, actor: Actor, now: Date) {
  const [facts, admins] = await Promise.all([
    approvals.approverFacts(db, actor.employeeId, null, now),
    repo.adminIds(db, now),
  ]);
  const c = correctionCandidates({
    requesterId: actor.employeeId,
    divisionManagerId: facts.divisionManagerId,
    boardIds: facts.boardIds,
    adminIds: admins,
  });
  return approvals.withNames(db, c, ['managers', 'admins']);
}

/** The create screen's data: the day's recorded times and the approver candidates. */
export async function createData(db: Db, actor: Actor, workDate: string | undefined, now: Date) {
  const [c, attendance, pending] = await Promise.all([
    candidates(db, actor, now),
    workDate ? ts.findDay(db, actor.employeeId, workDate) : Promise.resolve(undefined),
    corrections.has(db, actor.employeeId, { statuses: [1] }),
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

/** Stores the new images for this write; they go again if the write does not commit. */
async function storeImages(ctx: RuleContext<CorrectionDeps, Row>, images: readonly Evidence[]) {
  const { blobs } = ctx.deps;
  const keys: string[] = [];
  ctx.onRollback(() => Promise.all(keys.map((k) => blobs.delete(k))));
  for (const image of images)
    keys.push(await blobs.put('evidence', image.type === 'png' ? 'png' : 'jpg', image.data));
  return keys;
}

/**
 * The images the request will hold: on an edit the stored ones it keeps (`keep_images`, 1 and 2)
 * and the new ones, together 1 or 2; the stored ones it drops go once the edit is committed.
 */
async function evidenceOf(ctx: RuleContext<CorrectionDeps, Row>, input: CorrectionSubmission) {
  const current = ctx.current;
  const kept = current
    ? [...new Set(input.keep_images)]
        .map((n) => (n === 1 ? current.img_evidence : current.img_evidence2))
        .filter((k): k is string => Boolean(k))
    : [];
  const total = kept.length + input.images.length;
  const countError = evidenceCountError(total);
  if (countError) throw invalid({ img_evidence: [countError] });
  if (current) {
    const dropped = [current.img_evidence, current.img_evidence2].filter(
      (k): k is string => Boolean(k) && !kept.includes(k as string),
    );
    ctx.afterCommit(() => Promise.all(dropped.map((k) => ctx.deps.blobs.delete(k))));
  }
  return [...kept, ...(await storeImages(ctx, input.images))];
}

/** Every rule of SPEC 5 that needs the database; returns the approval steps and the columns. */
async function validate(ctx: RuleContext<CorrectionDeps, Row>, input: CorrectionSubmission) {
  const { db, actor } = ctx;
  const dateErrors = correctionDateErrors(input.work_date, ctx.today);
  if (dateErrors) throw invalid(dateErrors);
  if (await ctx.hasOther({ span: ctx.span })) throw new AppError(5044, { field: 'work_date' });
  if (ctx.action === 'create' && (await ctx.hasOther({ statuses: [1] }))) throw new AppError(5076);
  const c = await candidates(db, actor, ctx.now);
  const chosen = checkCorrectionApprovers(c.raw, input.manager_id, input.admin_id);
  if (!chosen.ok) throw new AppError(chosen.code);
  const attendance = await ts.findDay(db, actor.employeeId, input.work_date);
  const images = await evidenceOf(ctx, input);
  return {
    steps: chosen.steps,
    values: {
      work_date: input.work_date,
      start_time_real: localTime(attendance?.check_in, input.work_date, actor.timeZone),
      end_time_real: localTime(attendance?.check_out, input.work_date, actor.timeZone),
      start_time_request: input.start_time_request,
      end_time_request: input.end_time_request,
      reason: input.reason,
      img_evidence: images[0] as string,
      img_evidence2: images[1] ?? null,
    },
  };
}

/**
 * How a correction's approvers decide: the manager approves or rejects, the administrator confirms
 * or offers (the domain's `decideCorrection`). Cancel my approval: the manager takes theirs back
 * while the administrator has not decided; unlike the other kinds a settled correction stays
 * settled (SPEC 4: statuses 2 and 3 are final), so a confirmation is never cancelled.
 */
const decisions: DecisionRule<CorrectionDecision | 'cancel'> = {
  decide: (steps, status, actorId, decision, comment, at) => {
    if (decision !== 'cancel') return decideCorrection(steps, status, actorId, decision, comment ?? '', at);
    if (status !== 1) return { ok: false, code: 4322 };
    return decide(steps, status, actorId, 'cancel', comment, at);
  },
  name: (decision) =>
    decision === 'cancel' ? 'cancel' : decision === 2 ? 'approve' : decision === 3 ? 'reject' : 'offer',
  approve: 2,
  cancel: {
    decision: 'cancel',
    allowed: (steps, status, actorId) => status === 1 && canCancelApproval(steps, status, actorId),
  },
  // The requester hears of an offer at once: they may edit the request now.
  tellRequester: (decision) => decision === 5,
  refusal: (decision, code) =>
    code === 4220
      ? new AppError(4220, {
          errors: {
            status: [
              {
                rule: 'invalid',
                message:
                  decision === 5
                    ? 'Only the administrator may offer.'
                    : 'The administrator confirms or offers; it does not reject.',
              },
            ],
          },
        })
      : new AppError(code),
};

export const corrections = requestEngine({
  kind: 'correction',
  lockArea: 'correction',
  table: { table: correctionRequests, dates: correctionRequests.work_date },
  notificationType: 'ADDITIONAL_TIMESHEET',
  url: '/additional-timesheet',
  codes: { notFound: 4293, adminReads: true },
  validate,
  auditData: (input, values) => {
    const { images: _images, ...fields } = input;
    return { ...fields, images: values.img_evidence2 ? 2 : 1 };
  },
  // Edited and deleted while nobody has decided (the engine's default); an offer leaves it open.
  afterDelete: async (deps: CorrectionDeps, row) => {
    await Promise.all(
      [row.img_evidence, row.img_evidence2]
        .filter((k): k is string => Boolean(k))
        .map((k) => deps.blobs.delete(k)),
    );
  },
  decisions,
  present: (r, c): OwnFields<CorrectionItem> => {
    const manager = c.steps.find((s) => s.level === CORRECTION_MANAGER_LEVEL);
    const admin = c.steps.find((s) => s.level === CORRECTION_ADMIN_LEVEL);
    const mine = c.steps.filter((s) => s.approverId === c.viewerId);
    return {
      work_date: r.request.work_date,
      start_time_real: r.request.start_time_real,
      end_time_real: r.request.end_time_real,
      start_time_request: r.request.start_time_request,
      end_time_request: r.request.end_time_request,
      reason: r.request.reason,
      img_evidence: evidenceUrl(r.request.id, 1),
      img_evidence2: r.request.img_evidence2 ? evidenceUrl(r.request.id, 2) : null,
      manager_id: manager?.approverId ?? null,
      manager_name: manager ? (c.names.get(manager.approverId) ?? '') : null,
      admin_id: admin?.approverId ?? null,
      admin_name: admin ? (c.names.get(admin.approverId) ?? '') : null,
      status_approval_person:
        mine.find((s) => s.status === 1 || s.status === 4)?.status ?? mine[0]?.status ?? null,
      request_approve: c.steps.map((s) => ({
        level: s.level,
        approved_by: s.approverId,
        approve_name: c.names.get(s.approverId) ?? '',
        approve_avatar: c.avatars.get(s.approverId) ?? null,
        status: s.status,
        comment: s.comment,
        action_at: s.actedAt,
        on_behalf_of: approvals.onBehalfOf(s, c.names),
        escalated_from: approvals.escalatedFrom(s, c.names),
      })),
    };
  },
});

/**
 * What a correction's approval view adds: whether the viewer acts as the administrator, and
 * whether it lacks approvers (then nobody may approve it; it must be recreated).
 */
export function approvalView(view: { steps: readonly Step[]; can_approve: boolean }, actor: Actor) {
  const lacks = lacksCorrectionApprovers(view.steps);
  return {
    can_approve: !lacks && view.can_approve,
    acts_as_admin: actsAsAdministrator(view.steps, actor.employeeId),
    lacks_approvers: lacks,
  };
}

/** The stored evidence image `n` (1 or 2), to those who may see the request. */
export async function evidence(deps: CorrectionDeps, actor: Actor, id: number, n: 1 | 2) {
  const row = await corrections.visibleRow(deps, actor, id);
  const key = n === 1 ? row.img_evidence : row.img_evidence2;
  const data = key ? await deps.blobs.get(key) : null;
  if (!key || !data) throw new AppError(4040);
  return { data, type: key.endsWith('.png') ? ('png' as const) : ('jpeg' as const) };
}
