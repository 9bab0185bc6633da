import {
  LEAVE_REASONS,
  LEAVE_TYPES,
  type LeaveBalance,
  type LeaveCountProblem,
  type LeaveInput,
  type LeaveItem,
  leaveCountProblem,
  leaveDayCount,
  leaveProblemRefusal,
  minutesToDays,
  monthOf,
  PAID_LEAVE_ALLOWANCE_DAYS,
  PHYSIOLOGICAL_MONTHLY_MINUTES,
  PHYSIOLOGICAL_MONTHLY_REQUESTS,
  physiologicalLeaveErrors,
  REQUEST_MAX_SPAN_DAYS,
  requestSpanErrors,
  todayIn,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { AppError, invalid } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import {
  chosenSteps,
  type EngineDeps,
  levelCandidates,
  type OwnFields,
  type RuleContext,
  requestEngine,
  type SettleReason,
} from '../requests/engine';
import { OPEN } from '../requests/requests.repository';
import * as ts from '../timesheets/timesheets.repository';
import * as repo from './leave.repository';

export type LeaveDeps = EngineDeps;

/** A leave limit broken (the domain's `leaveCountProblem`), refused as the domain words it. */
const refuse = (problem: LeaveCountProblem | null) => {
  if (!problem) return;
  const { code, ...opts } = leaveProblemRefusal(problem);
  throw new AppError(code, opts);
};

/** Approvers (SPEC 6, "for OT and leave"): the PMs and tops of all my projects, else my superiors. */
export const candidates = (db: Db, actor: Actor, now: Date) => levelCandidates(db, actor, 'all', now);

/** The form's data: reasons, types, approvers, my balance and this month's physiological leave. */
export async function formData(deps: LeaveDeps, actor: Actor) {
  const [employee, c, balance, physiological] = await Promise.all([
    approvals.employeeOf(deps.db, actor.employeeId),
    candidates(deps.db, actor, deps.now()),
    balanceOf(deps.db, actor.employeeId),
    physiologicalUsage(deps, actor),
  ]);
  return {
    employee,
    reasons: [...LEAVE_REASONS],
    types: [...LEAVE_TYPES],
    paid_causes: { ...PAID_LEAVE_ALLOWANCE_DAYS },
    approveEmployees: { level1: c.level1, level2: c.level2 },
    ...balance.days,
    physiological,
  };
}

/** The balance from the ledger; days available hold back pending type-1 requests. */
export async function balanceOf(db: Db, employeeId: number, exceptId?: number) {
  const [totals, { sum: pending }] = await Promise.all([
    repo.ledgerTotals(db, employeeId),
    leave.sumOf(db, employeeId, leaveRequests.minutes, { statuses: [1], exceptId, where: repo.ofType(1) }),
  ]);
  return {
    minutes: { balance: totals.balance, taken: totals.taken, available: totals.balance - pending },
    days: {
      remaining_days: minutesToDays(totals.balance),
      days_taken: minutesToDays(totals.taken),
      days_available: minutesToDays(totals.balance - pending),
    } satisfies LeaveBalance,
  };
}

/** `get-calculate-day-leave`: office minutes of the span in the company's calendar. */
export async function calculate(
  deps: LeaveDeps,
  actor: Actor,
  span: { start_date: string; start_time: string; end_date: string; end_time: string },
) {
  // The same window and longest span as a request, so the calculator never counts past them.
  const window = requestSpanErrors(
    { from: span.start_date, to: span.end_date },
    { from: 'start_date', to: 'end_date' },
    todayIn(actor.timeZone, deps.now()),
    REQUEST_MAX_SPAN_DAYS.leave,
  );
  if (window) throw invalid(window);
  const count = leaveDayCount(
    span,
    await ts.holidayDates(deps.db, actor.companyId, span.start_date, span.end_date),
  );
  if (count.errors) throw invalid(count.errors);
  return { number_days_off: count.days, number_minutes_off: count.minutes };
}

export async function physiologicalUsage(deps: LeaveDeps, actor: Actor, exceptId?: number) {
  const month = monthOf(todayIn(actor.timeZone, deps.now()));
  const used = await leave.sumOf(deps.db, actor.employeeId, leaveRequests.minutes, {
    statuses: OPEN,
    exceptId,
    where: repo.ofType(4, month),
  });
  return {
    month,
    used_minutes: used.sum,
    used_requests: used.n,
    remaining_minutes: Math.max(0, PHYSIOLOGICAL_MONTHLY_MINUTES - used.sum),
    remaining_requests: Math.max(0, PHYSIOLOGICAL_MONTHLY_REQUESTS - used.n),
  };
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

/** Every rule of SPEC 5 for a leave request; returns the minutes and the approval steps. */
async function validate(ctx: RuleContext, input: LeaveInput) {
  const { db, actor, today, exceptId } = ctx;
  const count = leaveDayCount(
    input,
    await ts.holidayDates(db, actor.companyId, input.start_date, input.end_date),
  );
  if (count.errors) throw invalid(count.errors);
  const physiologicalErrors = physiologicalLeaveErrors(input, today);
  if (physiologicalErrors) throw invalid(physiologicalErrors);
  const { minutes } = count;
  // The limits that need no database first (4009, the physiological 90 minutes), then the rest.
  refuse(leaveCountProblem(minutes, { type: input.type_reason }));

  const start = { date: input.start_date, time: input.start_time };
  if (
    await ctx.hasOther({
      span: ctx.span,
      where: repo.timesOverlap(start, { date: input.end_date, time: input.end_time }),
    })
  )
    throw new AppError(4069, { field: 'start_date' });

  const [physiological, balance] = await Promise.all([
    input.type_reason === 4 ? physiologicalUsage({ db, now: () => ctx.now }, actor, exceptId) : undefined,
    input.type_reason === 1 ? balanceOf(db, actor.employeeId, exceptId) : undefined,
  ]);
  refuse(
    leaveCountProblem(minutes, {
      type: input.type_reason,
      paidCause: input.paid_cause,
      physiological,
      availableMinutes: balance?.minutes.available,
    }),
  );
  const c = await candidates(db, actor, ctx.now);
  return {
    steps: chosenSteps(c.raw, input.approve_person_1, input.approve_person_2 ?? null),
    values: values(input, minutes),
  };
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
  why: SettleReason,
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

export const leave = requestEngine({
  kind: 'leave',
  lockArea: 'leave',
  maxSpanDays: REQUEST_MAX_SPAN_DAYS.leave,
  table: {
    table: leaveRequests,
    dates: { start: leaveRequests.start_date, end: leaveRequests.end_date },
    moreFilters: repo.leaveFilters,
  },
  notificationType: 'SABBATICAL_LEAVE_REQUEST',
  url: '/sabbatical-leave-request',
  codes: { notFound: 4294, adminReads: true },
  validate,
  onSettled: (tx, row, { actorId, at, why }) => settleLedger(tx, row, actorId, at, why),
  present: (r): OwnFields<LeaveItem> => ({
    sabbatical_request_id: r.request.id,
    start_date: r.request.start_date,
    start_time: r.request.start_time,
    end_date: r.request.end_date,
    end_time: r.request.end_time,
    number_days_off: minutesToDays(r.request.minutes),
    number_minutes_off: r.request.minutes,
    type_reason: r.request.type_reason,
    reason: r.request.reason,
    paid_cause: r.request.paid_cause,
    note: r.request.note,
  }),
});
