import {
  abilitiesOf,
  answersErrors,
  CHECKPOINT_STAGES,
  type CheckpointAnswers,
  type CheckpointMenuKey,
  type CheckpointPeriod,
  type CheckpointPeriodInput,
  type CheckpointReview,
  type CheckpointStep,
  changeDecider,
  changeDecisionRefusal,
  changeRequestRefusal,
  checkpointPeriodErrors,
  type FieldErrors,
  JOB_TITLE_CODES,
  meanScore,
  paginationOf,
  periodPhase,
  type ReviewForm,
  type ReviewListQuery,
  type ReviewSubmit,
  stageAfter,
  stepRefusal,
  visibleParts,
} from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { type NewNotification, notify } from '../notifications/notify';
import {
  type CheckpointViewer,
  exportScope,
  isStaff,
  listReviewer,
  requireManager,
  requireReview,
  viewerOf,
} from './checkpoints.policy';
import * as repo from './checkpoints.repository';

/** Check-point reviews (issue #17, docs/api-checkpoint.md): every method asks the policy first. */
export interface CheckpointDeps {
  db: Db;
  now: () => Date;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const num = (n: number | string | null) => (n === null ? null : Number(n));
const refuse = (errors: FieldErrors | null) => {
  if (errors) throw new AppError(4220, { errors });
};
const fieldError = (rule: string, message: string) => [{ rule, message }];

function presentPeriod(p: repo.PeriodBase, reviews: number, today: string): CheckpointPeriod {
  return {
    id: p.id,
    name: p.name,
    self_start: p.self_start,
    self_end: p.self_end,
    pm_deadline: p.pm_deadline,
    dm_deadline: p.dm_deadline,
    interview_deadline: p.interview_deadline,
    end_date: p.end_date,
    company_ids: p.company_ids,
    form: repo.formOf(p),
    phase: periodPhase(p, today),
    reviews,
    created_at: iso(p.created_at) as string,
  };
}

/** The review as this viewer may see it (`visibleParts`). */
function presentReview(r: repo.ReviewRow, v: CheckpointViewer): CheckpointReview {
  const see = visibleParts(r, v);
  return {
    id: r.id,
    period_id: r.period_id,
    employee: {
      id: r.employee_id,
      code: r.employee_code,
      name: r.employee_name,
      division: r.division,
      position: r.position,
    },
    pm: r.pm_id === null ? null : { id: r.pm_id, name: r.pm_name ?? '' },
    dm: r.dm_id === null ? null : { id: r.dm_id, name: r.dm_name ?? '' },
    stage: r.stage,
    self: see.self ? r.self_answers : null,
    self_sent_at: iso(r.self_sent_at),
    pm_answers: see.pm ? r.pm_answers : null,
    pm_raise: see.pm_raise ? num(r.pm_raise) : null,
    pm_sent_at: iso(r.pm_sent_at),
    dm_comment: see.dm ? r.dm_comment : null,
    dm_sent_at: iso(r.dm_sent_at),
    interview_note: see.interview ? r.interview_note : null,
    final_raise: see.interview ? num(r.final_raise) : null,
    interviewed_by:
      see.interview && r.interviewed_by !== null
        ? { id: r.interviewed_by, name: r.interviewed_by_name ?? '' }
        : null,
    interview_sent_at: iso(r.interview_sent_at),
    confirmed_at: iso(r.confirmed_at),
    self_score: see.self && r.self_sent_at ? meanScore(r.self_answers) : null,
    pm_score: see.pm && r.pm_sent_at ? meanScore(r.pm_answers) : null,
  };
}

const reviewCount = async (db: Db, id: number) => (await repo.reviewCounts(db, [id])).get(id) ?? 0;

async function periodOrThrow(db: Db, id: number, lock?: 'share' | 'update') {
  const period = await repo.periodRow(db, id, lock);
  if (!period) throw new AppError(4040);
  return period;
}

/** The period a page means: the one asked for, else the latest the caller has a part in, else the latest. */
async function choosePeriod(db: Db, v: CheckpointViewer, periodId: number | undefined) {
  if (periodId !== undefined) return periodOrThrow(db, periodId);
  const [mine] = await repo.periodIdsOf(db, v.employeeId);
  if (mine !== undefined) return repo.periodRow(db, mine);
  const [latest] = await repo.allPeriods(db, 1);
  return latest;
}

async function formAnswer(db: Db, v: CheckpointViewer, review: repo.ReviewRow): Promise<ReviewForm> {
  const period = await periodOrThrow(db, review.period_id);
  const phase = periodPhase(period, v.today);
  const changes = await repo.changeRequestsOf(db, review.id);
  const pending = changes.some((c) => c.status === 1);
  const isEmployee = review.employee_id === v.employeeId;
  const decider = changeDecider(review) === v.employeeId;
  return {
    period: presentPeriod(period, await reviewCount(db, period.id), v.today),
    review: presentReview(review, v),
    abilities: abilitiesOf(review, v, phase, { exists: pending }),
    // The employee and the one who decides see the requests; the reasons are theirs.
    change_requests:
      isEmployee || decider || isStaff(v)
        ? changes.map((c) => ({
            id: c.id,
            review_id: c.review_id,
            reason: c.reason,
            status: c.status,
            decided_by: c.decided_by === null ? null : { id: c.decided_by, name: c.decided_by_name ?? '' },
            decided_at: iso(c.decided_at),
            created_at: iso(c.created_at) as string,
          }))
        : [],
  };
}

/** `GET /checkpoint/menu`. */
export async function menu(deps: CheckpointDeps, actor: Actor) {
  const v = await viewerOf(deps.db, actor, deps.now());
  const c = await repo.menuCounts(deps.db, v.employeeId, v.today, isStaff(v));
  const menus: { key: CheckpointMenuKey; count: number }[] = [];
  if (c.member > 0) menus.push({ key: 'MEMBER_CHECKPOINT', count: c.member_waiting });
  if (c.pm > 0) menus.push({ key: 'pm_checkpoint', count: c.pm_waiting });
  if (c.dm > 0) menus.push({ key: 'dm_checkpoint', count: c.dm_waiting });
  if (isStaff(v) || c.dm > 0) menus.push({ key: 'interview_checkpoint', count: c.interview });
  return { menus, can_manage: v.isHr };
}

/** `GET /checkpoint/review-process`. */
export async function reviewProcess(deps: CheckpointDeps, actor: Actor, periodId: number | undefined) {
  const v = await viewerOf(deps.db, actor, deps.now());
  const period = await choosePeriod(deps.db, v, periodId);
  const mineIds = new Set(await repo.periodIdsOf(deps.db, v.employeeId));
  const all = await repo.allPeriods(deps.db);
  // Everyone sees the periods they take part in; the board and HR see every period.
  const periods = all
    .filter((p) => isStaff(v) || mineIds.has(p.id))
    .map((p) => ({
      id: p.id,
      name: p.name,
      phase: periodPhase(p, v.today),
      self_start: p.self_start,
      end_date: p.end_date,
    }));
  if (!period || (!isStaff(v) && !mineIds.has(period.id))) {
    if (periodId !== undefined && period) throw new AppError(4030);
    return { periods, period: null, my_review: null, steps: [], can_manage: v.isHr };
  }
  const review = await repo.reviewOf(deps.db, period.id, v.employeeId);
  const steps = review
    ? [
        {
          step: 'self' as const,
          deadline: period.self_end,
          done_at: iso(review.self_sent_at),
          reviewer: null,
        },
        {
          step: 'pm' as const,
          deadline: period.pm_deadline,
          done_at: iso(review.pm_sent_at),
          reviewer: review.pm_id === null ? null : { id: review.pm_id, name: review.pm_name ?? '' },
        },
        {
          step: 'dm' as const,
          deadline: period.dm_deadline,
          done_at: iso(review.dm_sent_at),
          reviewer: review.dm_id === null ? null : { id: review.dm_id, name: review.dm_name ?? '' },
        },
        {
          step: 'interview' as const,
          deadline: period.interview_deadline,
          done_at: iso(review.interview_sent_at),
          reviewer: null,
        },
        {
          step: 'result' as const,
          deadline: period.end_date,
          done_at: iso(review.confirmed_at),
          reviewer: null,
        },
      ]
    : [];
  return {
    periods,
    period: presentPeriod(period, await reviewCount(deps.db, period.id), v.today),
    my_review: review ? { id: review.id, stage: review.stage } : null,
    steps,
    can_manage: v.isHr,
  };
}

/** `GET /checkpoint/review-list`. */
export async function list(deps: CheckpointDeps, actor: Actor, q: ReviewListQuery, path: string) {
  const v = await viewerOf(deps.db, actor, deps.now());
  const roles = await repo.reviewerRoles(deps.db, v.employeeId);
  const reviewerId = listReviewer(q.list, v, roles);
  const period = await choosePeriod(deps.db, v, q.period_id);
  if (!period) return { data: [], ...paginationOf(0, q.page, q.perpage, path) };
  const { rows, total } = await repo.listPage(
    deps.db,
    period.id,
    { list: q.list, reviewerId, today: v.today },
    q,
  );
  const data = rows.map((r) => {
    const shown = presentReview(r, v);
    return {
      id: r.id,
      employee: shown.employee,
      pm: shown.pm,
      dm: shown.dm,
      stage: r.stage,
      self_sent_at: shown.self_sent_at,
      pm_sent_at: shown.pm_sent_at,
      dm_sent_at: shown.dm_sent_at,
      interview_sent_at: shown.interview_sent_at,
      self_score: shown.self_score,
      pm_score: shown.pm_score,
      pm_raise: shown.pm_raise,
      final_raise: shown.final_raise,
    };
  });
  return { data, ...paginationOf(total, q.page, q.perpage, path) };
}

/** `GET /checkpoint/review-form`. */
export async function form(
  deps: CheckpointDeps,
  actor: Actor,
  q: { review_id?: number | undefined; period_id?: number | undefined },
) {
  const v = await viewerOf(deps.db, actor, deps.now());
  const review =
    q.review_id !== undefined
      ? await repo.reviewById(deps.db, q.review_id)
      : await repo.reviewOf(deps.db, q.period_id as number, v.employeeId);
  return formAnswer(deps.db, v, requireReview(v, review));
}

/** `GET /checkpoint/result`: the caller's own review once the interview is done. */
export async function result(deps: CheckpointDeps, actor: Actor, periodId: number | undefined) {
  const v = await viewerOf(deps.db, actor, deps.now());
  const period = await choosePeriod(deps.db, v, periodId);
  if (!period) return { period: null, review: null, ready: false, abilities: null };
  const review = await repo.reviewOf(deps.db, period.id, v.employeeId);
  if (!review) {
    if (periodId !== undefined && !isStaff(v)) throw new AppError(4030);
    return {
      period: presentPeriod(period, await reviewCount(deps.db, period.id), v.today),
      review: null,
      ready: false,
      abilities: null,
    };
  }
  const answer = await formAnswer(deps.db, v, review);
  return {
    period: answer.period,
    review: answer.review,
    ready: review.stage >= CHECKPOINT_STAGES.RESULT,
    abilities: answer.abilities,
  };
}

const STEP_EVENTS: Partial<Record<CheckpointStep, string>> = {
  self: 'SELF_SENT',
  pm: 'PM_SENT',
  dm: 'DM_SENT',
  interview: 'RESULT',
};

/** Who hears of a sent step: the next reviewer(s), or the employee when the result is ready. */
async function handOver(
  db: Db,
  review: repo.ReviewRow,
  stage: number,
  by: number,
): Promise<NewNotification[]> {
  const note = (recipientId: number, event: string, url: string): NewNotification => ({
    recipientId,
    type: 'CHECKPOINT',
    requestType: event,
    requestId: review.id,
    url,
    createdBy: by,
  });
  switch (stage) {
    case CHECKPOINT_STAGES.PM:
      return review.pm_id === null
        ? []
        : [note(review.pm_id, 'SELF_SENT', `/checkpoint/checkpoint-by-pm?id=${review.id}`)];
    case CHECKPOINT_STAGES.DM:
      return review.dm_id === null
        ? []
        : [note(review.dm_id, 'PM_SENT', `/checkpoint/checkpoint-by-dm?id=${review.id}`)];
    case CHECKPOINT_STAGES.INTERVIEW: {
      const board = (await db.execute(sql`
        select e.id from employees e join job_titles j on j.id = e.job_title_id
        where j.code = ${JOB_TITLE_CODES.DIRECTOR} and e.resignation_date is null limit 50`)) as unknown as {
        rows: { id: number }[];
      };
      const ids = new Set([...(review.dm_id === null ? [] : [review.dm_id]), ...board.rows.map((r) => r.id)]);
      ids.delete(by);
      return [...ids].map((id) => note(id, 'DM_SENT', `/checkpoint/interview?id=${review.id}`));
    }
    case CHECKPOINT_STAGES.RESULT:
      return [note(review.employee_id, 'RESULT', `/checkpoint/result?period_id=${review.period_id}`)];
    default:
      return [];
  }
}

/** The answers' checks for a sent or drafted step, against the period's form. */
function answersRefusal(period: repo.PeriodBase, answers: CheckpointAnswers, sending: boolean) {
  refuse(answersErrors(repo.formOf(period), answers, sending));
}

/** `POST /checkpoint/review-submit`: one step, as a draft or sent once. */
export async function submit(deps: CheckpointDeps, actor: Actor, input: ReviewSubmit) {
  const v = await viewerOf(deps.db, actor, deps.now());
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const review = requireReview(v, await repo.reviewById(tx, input.review_id, true));
    // Shared: a form edit (which locks the period for update) waits for the sends in flight.
    const period = await periodOrThrow(tx, review.period_id, 'share');
    const phase = periodPhase(period, v.today);
    const refusal = stepRefusal(input.step, review, v, phase);
    if (refusal !== null) throw new AppError(refusal);
    const sending = input.step === 'confirm' || input.action === 'send';
    const patch: repo.ReviewPatch = {};
    switch (input.step) {
      case 'self':
        answersRefusal(period, input.answers, sending);
        patch.self_answers = input.answers;
        if (sending) patch.self_sent_at = now;
        break;
      case 'pm':
        answersRefusal(period, input.answers, sending);
        if (sending && (input.raise === null || input.raise === undefined)) {
          refuse({ raise: fieldError('required', 'Required.') });
        }
        patch.pm_answers = input.answers;
        patch.pm_raise = input.raise ?? null;
        if (sending) patch.pm_sent_at = now;
        break;
      case 'dm':
        patch.dm_comment = input.comment;
        if (sending) patch.dm_sent_at = now;
        break;
      case 'interview':
        if (sending && (input.final_raise === null || input.final_raise === undefined)) {
          refuse({ final_raise: fieldError('required', 'Required.') });
        }
        patch.interview_note = input.note ?? null;
        patch.final_raise = input.final_raise ?? null;
        patch.interviewed_by = v.employeeId;
        if (sending) patch.interview_sent_at = now;
        break;
      case 'confirm':
        patch.confirmed_at = now;
        break;
    }
    if (sending) patch.stage = stageAfter(input.step, review);
    await repo.patchReview(tx, review.id, patch);
    await writeAudit(tx, {
      actorId: v.employeeId,
      action: sending ? `checkpoint.${input.step}` : `checkpoint.${input.step}.draft`,
      entity: 'checkpoint_review',
      entityId: review.id,
      data: input.step === 'confirm' ? null : { stage: patch.stage ?? review.stage },
    });
    if (sending && patch.stage !== undefined && STEP_EVENTS[input.step]) {
      await notify(tx, await handOver(tx, review, patch.stage, v.employeeId), [review.employee_id]);
    }
    const after = await repo.reviewById(tx, review.id);
    return formAnswer(tx, v, after as repo.ReviewRow);
  });
}

/** `POST /checkpoint/change-requests`: the employee asks to edit a sent self-assessment. */
export async function requestChange(
  deps: CheckpointDeps,
  actor: Actor,
  input: { review_id: number; reason: string },
) {
  const v = await viewerOf(deps.db, actor, deps.now());
  return deps.db.transaction(async (tx) => {
    const review = requireReview(v, await repo.reviewById(tx, input.review_id, true));
    const period = await periodOrThrow(tx, review.period_id);
    const pending = await repo.hasPendingChange(tx, review.id);
    const refusal = changeRequestRefusal(review, v, periodPhase(period, v.today), pending);
    if (refusal !== null) throw new AppError(refusal);
    const id = await repo.insertChangeRequest(tx, review.id, input.reason);
    await writeAudit(tx, {
      actorId: v.employeeId,
      action: 'checkpoint.change_request',
      entity: 'checkpoint_review',
      entityId: review.id,
      data: { id },
    });
    const decider = changeDecider(review);
    if (decider !== null) {
      await notify(tx, [
        {
          recipientId: decider,
          type: 'CHECKPOINT',
          requestType: 'CHANGE_REQUEST',
          requestId: review.id,
          url: `/checkpoint/checkpoint-by-pm?id=${review.id}`,
          createdBy: v.employeeId,
        },
      ]);
    }
    const [created] = (await repo.changeRequestsOf(tx, review.id)).filter((c) => c.id === id);
    const c = created as repo.ChangeRequestRow;
    return {
      change_request: {
        id: c.id,
        review_id: c.review_id,
        reason: c.reason,
        status: c.status,
        decided_by: null,
        decided_at: null,
        created_at: iso(c.created_at) as string,
      },
    };
  });
}

/** `POST /checkpoint/change-requests/{id}/decide`: the next reviewer approves (reopens) or rejects. */
export async function decideChange(deps: CheckpointDeps, actor: Actor, id: number, approve: boolean) {
  const v = await viewerOf(deps.db, actor, deps.now());
  return deps.db.transaction(async (tx) => {
    const change = await repo.changeRequestById(tx, id, true);
    if (!change) throw new AppError(4040);
    const review = requireReview(v, await repo.reviewById(tx, change.review_id, true));
    const period = await periodOrThrow(tx, review.period_id);
    const refusal = changeDecisionRefusal(review, v, periodPhase(period, v.today), change.status, approve);
    if (refusal !== null) throw new AppError(refusal);
    await repo.decideChangeRequest(tx, id, approve, v.employeeId);
    // Approved: the self-assessment is a draft again, its answers kept.
    if (approve) await repo.patchReview(tx, review.id, { self_sent_at: null, stage: CHECKPOINT_STAGES.SELF });
    await writeAudit(tx, {
      actorId: v.employeeId,
      action: approve ? 'checkpoint.change_approved' : 'checkpoint.change_rejected',
      entity: 'checkpoint_review',
      entityId: review.id,
      data: { change_request: id },
    });
    await notify(tx, [
      {
        recipientId: review.employee_id,
        type: 'CHECKPOINT',
        requestType: 'CHANGE_DECIDED',
        requestId: review.id,
        url: `/checkpoint/myself?period_id=${review.period_id}`,
        createdBy: v.employeeId,
      },
    ]);
    const after = await repo.reviewById(tx, review.id);
    return formAnswer(tx, v, after as repo.ReviewRow);
  });
}

/** `GET /checkpoint/periods` (HR). */
export async function periods(deps: CheckpointDeps, actor: Actor) {
  const v = await viewerOf(deps.db, actor, deps.now());
  requireManager(v);
  const all = await repo.allPeriods(deps.db);
  const counts = await repo.reviewCounts(
    deps.db,
    all.map((p) => p.id),
  );
  return { data: all.map((p) => presentPeriod(p, counts.get(p.id) ?? 0, v.today)) };
}

async function companiesErrors(db: Db, ids: readonly number[]): Promise<FieldErrors | null> {
  const found = (await db.execute(
    sql`select id from companies where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { id: number }[] };
  const known = new Set(found.rows.map((r) => Number(r.id)));
  const errors: FieldErrors = {};
  ids.forEach((id, i) => {
    if (!known.has(id)) errors[`company_ids.${i}`] = fieldError('unknown', 'No such company.');
  });
  return Object.keys(errors).length ? errors : null;
}

/** `POST /checkpoint/periods`: HR opens a period; its reviews are created at once. */
export async function openPeriod(deps: CheckpointDeps, actor: Actor, input: CheckpointPeriodInput) {
  const v = await viewerOf(deps.db, actor, deps.now());
  requireManager(v);
  refuse(checkpointPeriodErrors(input));
  refuse(await companiesErrors(deps.db, input.company_ids));
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertPeriod(tx, input, v.employeeId);
    const reviews = await repo.createReviews(tx, id, input.self_start, input.company_ids);
    // Everyone taking part hears of it (one statement; their bells refresh on their next page).
    await tx.execute(sql`
      insert into notifications (employee_id, type, request_type, request_id, url, created_by)
      select r.employee_id, 'CHECKPOINT', 'OPENED', r.id, ${`/checkpoint/myself?period_id=${id}`}, ${v.employeeId}
      from checkpoint_reviews r where r.period_id = ${id}`);
    await writeAudit(tx, {
      actorId: v.employeeId,
      action: 'create',
      entity: 'checkpoint_period',
      entityId: id,
      data: { name: input.name, reviews },
    });
    const period = (await repo.periodRow(tx, id)) as repo.PeriodBase;
    return { period: presentPeriod(period, reviews, v.today), reviews };
  });
}

/** `POST /checkpoint/periods/{id}`: HR edits a period; the form and companies freeze once a self-assessment is sent. */
export async function updatePeriod(
  deps: CheckpointDeps,
  actor: Actor,
  id: number,
  input: CheckpointPeriodInput,
) {
  const v = await viewerOf(deps.db, actor, deps.now());
  requireManager(v);
  refuse(checkpointPeriodErrors(input));
  refuse(await companiesErrors(deps.db, input.company_ids));
  return deps.db.transaction(async (tx) => {
    const current = await periodOrThrow(tx, id, 'update');
    const sameCompanies = [...current.company_ids].sort().join() === [...input.company_ids].sort().join();
    const formChanged = JSON.stringify(current.form) !== JSON.stringify(input.form) || !sameCompanies;
    if (formChanged && (await repo.anySelfSent(tx, id))) throw new AppError(4345, { field: 'form' });
    await repo.updatePeriod(tx, id, input);
    if (!sameCompanies) {
      // New companies bring their people in; those of a company taken out leave with their review
      // while nobody wrote anything in it.
      await repo.createReviews(tx, id, input.self_start, input.company_ids);
      await tx.execute(sql`
        delete from checkpoint_reviews r using employees e
        where r.period_id = ${id} and e.id = r.employee_id and r.stage = 0
          and r.self_answers is null and r.pm_answers is null
          and not (e.company_id in (${sql.join(
            input.company_ids.map((c) => sql`${c}`),
            sql`, `,
          )}))`);
    }
    await writeAudit(tx, {
      actorId: v.employeeId,
      action: 'update',
      entity: 'checkpoint_period',
      entityId: id,
      data: { name: input.name },
    });
    const period = (await repo.periodRow(tx, id)) as repo.PeriodBase;
    return { period: presentPeriod(period, await reviewCount(tx, id), v.today) };
  });
}

/** `GET /checkpoint/export-check-point-list`: the rows of the XLSX, as the viewer may see them. */
export async function exportList(deps: CheckpointDeps, actor: Actor, periodId: number) {
  const v = await viewerOf(deps.db, actor, deps.now());
  const roles = await repo.reviewerRoles(deps.db, v.employeeId);
  const dmId = exportScope(v, roles);
  const period = await periodOrThrow(deps.db, periodId);
  const rows = await repo.exportRows(deps.db, period.id, dmId);
  return { period, rows: rows.map((r) => ({ row: r, shown: presentReview(r, v) })) };
}
