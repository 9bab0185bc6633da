import {
  REMOTE_MAX_DAYS,
  type RemoteInput,
  type RemoteItem,
  remoteCandidates,
  remoteDateErrors,
  remoteEditBlock,
  spanDays,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { remoteRequests } from '../../db/schema';
import { AppError, invalid } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import {
  chosenSteps,
  type EngineDeps,
  type OwnFields,
  type RuleContext,
  requestEngine,
} from '../requests/engine';

export type RemoteDeps = EngineDeps;

/** Approver lists (SPEC 6) with names: my projects' PMs and tops, my superiors; first = default. */
export async function candidates(db: Db, actor: Actor, now: Date) {
  const facts = await approvals.approverFacts(db, actor.employeeId, 'all', now);
  const projectManagerIds = [...(facts.project?.pms ?? []), ...(facts.project?.tops ?? [])];
  const c = remoteCandidates({ ...facts, projectManagerIds });
  return approvals.withNames(db, c, ['projectManagers', 'managers', 'level1', 'level2']);
}

/** The form's data: me and the approver lists. */
export async function formData(db: Db, actor: Actor, now: Date) {
  const [employee, c] = await Promise.all([
    approvals.employeeOf(db, actor.employeeId),
    candidates(db, actor, now),
  ]);
  return { employee, ...c };
}

/** Every rule of SPEC 2 and 5 that needs the company's today or the database; the steps. */
async function validate(ctx: RuleContext, input: RemoteInput) {
  const dateErrors = remoteDateErrors(input.start_date, input.end_date, ctx.today);
  if (dateErrors) throw invalid(dateErrors);
  if (await ctx.hasOther({ span: ctx.span })) throw new AppError(4307, { field: 'start_date' });
  const c = await candidates(ctx.db, ctx.actor, ctx.now);
  return {
    steps: chosenSteps(c.raw, input.approve_person_1, input.approve_person_2 ?? null),
    values: { start_date: input.start_date, end_date: input.end_date, reason: input.reason },
  };
}

export const remote = requestEngine({
  kind: 'remote',
  lockArea: 'remote',
  maxSpanDays: REMOTE_MAX_DAYS,
  table: { table: remoteRequests, dates: { start: remoteRequests.start_date, end: remoteRequests.end_date } },
  notificationType: 'REMOTE_WORKING_REQUEST',
  url: '/remote-request',
  codes: { notFound: 4040, adminReads: true },
  validate,
  // SPEC 4: edited while pending (an edit starts the approvals over).
  editBlock: remoteEditBlock,
  present: (r, c): OwnFields<RemoteItem> => ({
    start_date: r.request.start_date,
    end_date: r.request.end_date,
    days: spanDays(r.request.start_date, r.request.end_date),
    reason: r.request.reason,
    note: r.request.reason,
    remote_request_approve: c.steps.map((s) => ({
      level: s.level,
      approved_by: s.approverId,
      employee_id: s.approverId,
      status: s.status,
      comment: s.comment,
      updated_at: s.actedAt,
    })),
  }),
});
