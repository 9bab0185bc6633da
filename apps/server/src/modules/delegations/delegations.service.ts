/**
 * Delegation (issue #20): an approver who will be away names a delegate and a date range; the
 * approval steps named for them that are undecided in that range are the delegate's, who decides
 * on their behalf ("approved by X on behalf of Y" in every approver table and in the audit). The
 * delegate gains no other right. Steps already waiting move when the delegation starts (now, or the
 * scheduled job on its first day), and back when it ends or is cancelled.
 */
import {
  DELEGATION_OPEN_MAX,
  type DelegateCandidates,
  type Delegation,
  type DelegationInput,
  type Delegations,
  delegationSpanErrors,
  delegationState,
  type FieldErrors,
  spansOverlap,
  todayIn,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { workingAmong } from '../approvals/approvals.repository';
import { writeAudit } from '../audit/audit.repository';
import { notify } from '../notifications/notify';
import {
  mayCancel,
  requireDelegationCanceller,
  requireDelegationReader,
  requireDelegator,
} from './delegations.policy';
import * as repo from './delegations.repository';
import { moveBack, moveToDelegate } from './delegations.steps';

export interface DelegationDeps {
  db: Db;
  now: () => Date;
}

/** The notification type of delegations (to the delegate: named, and cancelled). */
export const DELEGATION_NOTIFICATION = 'DELEGATION';
/** Where a delegation is shown: the profile page's delegation card. */
export const DELEGATION_URL = '/information-profile#delegations';
/** The most delegations listed each way (made, received). */
const LIST_MAX = 50;

const invalid = (errors: FieldErrors) => new AppError(4220, { errors });

function stateOf(d: repo.DelegationRow, now: Date) {
  return delegationState({ ...d, cancelled: d.cancelled_at !== null }, todayIn(d.time_zone, now));
}

async function present(db: Db, actor: Actor, rows: readonly repo.DelegationRow[], now: Date) {
  const [people, moved] = await Promise.all([
    repo.peopleOf(
      db,
      rows.flatMap((d) => [d.delegator_id, d.delegate_id]),
    ),
    repo.movedCounts(
      db,
      rows.map((d) => d.id),
    ),
  ]);
  const person = (id: number) => people.get(id) ?? { id, employee_code: '', name: '', position_name: null };
  return rows.map((d): Delegation => {
    const state = stateOf(d, now);
    return {
      id: d.id,
      delegator: person(d.delegator_id),
      delegate: person(d.delegate_id),
      start_date: d.start_date,
      end_date: d.end_date,
      reason: d.reason,
      state,
      moved_steps: moved.get(d.id) ?? 0,
      created_at: d.created_at.toISOString(),
      cancelled_at: d.cancelled_at?.toISOString() ?? null,
      can_cancel: mayCancel(actor, d) && (state === 'upcoming' || state === 'active'),
    };
  });
}

/** My delegations: those I made (I am away) and those naming me (I decide for someone). */
export async function listDelegations(deps: DelegationDeps, actor: Actor): Promise<Delegations> {
  const now = deps.now();
  const { given, received } = await repo.delegationsOf(deps.db, actor.employeeId, LIST_MAX);
  const [g, r] = await Promise.all([
    present(deps.db, actor, given, now),
    present(deps.db, actor, received, now),
  ]);
  return { given: g, received: r };
}

export async function delegationDetail(deps: DelegationDeps, actor: Actor, id: number): Promise<Delegation> {
  const d = requireDelegationReader(actor, await repo.findDelegation(deps.db, id));
  const [item] = await present(deps.db, actor, [d], deps.now());
  return item as Delegation;
}

/** Who I may name: approvers still working here, not me, by name or code. */
export async function delegateCandidates(
  deps: DelegationDeps,
  actor: Actor,
  q: string,
): Promise<DelegateCandidates> {
  return { data: await repo.delegateCandidates(deps.db, actor.employeeId, q, deps.now()) };
}

/**
 * Names a delegate for my days away (approvers only, else 4030). Refused (4220, per field): a date in
 * the past, an end before the start, longer than allowed; myself, someone not working here or not an
 * approver as delegate; a delegate away
 * themselves then (they delegated those days); days overlapping a delegation of mine; too many
 * open. One that starts today takes my waiting steps at once.
 */
export async function createDelegation(
  deps: DelegationDeps,
  actor: Actor,
  input: DelegationInput,
): Promise<Delegation> {
  const now = deps.now();
  const approvers = await repo.approversAmong(deps.db, [actor.employeeId, input.delegate_id]);
  requireDelegator(actor, approvers.has(actor.employeeId));
  const today = todayIn(actor.timeZone, now);
  const span = { start_date: input.start_date, end_date: input.end_date };
  const spanErrors = delegationSpanErrors(span, today);
  if (spanErrors) throw invalid(spanErrors);
  if (input.delegate_id === actor.employeeId)
    throw invalid({
      delegate_id: [{ rule: 'delegate_self', message: 'You cannot name yourself as your delegate.' }],
    });
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockDelegator(tx, actor.employeeId);
    const working = await workingAmong(tx, [input.delegate_id], now);
    if (!working.has(input.delegate_id))
      throw invalid({
        delegate_id: [{ rule: 'not_working', message: 'The delegate must be someone working here.' }],
      });
    if (!approvers.has(input.delegate_id))
      throw invalid({
        delegate_id: [{ rule: 'not_approver', message: 'The delegate must be an approver themselves.' }],
      });
    const mine = await repo.openDelegations(tx, [actor.employeeId], today);
    if (mine.some((d) => spansOverlap(d, span)))
      throw invalid({
        start_date: [
          { rule: 'delegation_overlap', message: 'You already have a delegation on some of these days.' },
        ],
      });
    if (mine.length >= DELEGATION_OPEN_MAX)
      throw invalid({
        start_date: [
          {
            rule: 'delegation_open_max',
            message: `At most ${DELEGATION_OPEN_MAX} delegations to come.`,
            params: { max: DELEGATION_OPEN_MAX },
          },
        ],
      });
    // The delegate is away on some of those days: their own steps go to someone else then.
    const theirs = await repo.openDelegations(tx, [input.delegate_id], today);
    if (theirs.some((d) => spansOverlap(d, span)))
      throw invalid({
        delegate_id: [{ rule: 'delegate_away', message: 'The delegate is away on some of these days.' }],
      });
    const reason = input.reason?.trim() || null;
    const id = await repo.insertDelegation(tx, {
      delegator_id: actor.employeeId,
      delegate_id: input.delegate_id,
      ...span,
      reason,
      now,
    });
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'delegation.create',
      entity: 'delegations',
      entityId: id,
      data: { delegate_id: input.delegate_id, ...span, reason },
    });
    await notify(tx, [
      {
        recipientId: input.delegate_id,
        type: DELEGATION_NOTIFICATION,
        requestType: 'NAMED',
        requestId: id,
        url: DELEGATION_URL,
        createdBy: actor.employeeId,
      },
    ]);
    return id;
  });
  const d = await repo.findDelegation(deps.db, id);
  if (d && stateOf(d, now) === 'active') await moveToDelegate(deps.db, d);
  return delegationDetail(deps, actor, id);
}

/**
 * Cancels a delegation to come or running (its delegator, or an administrator); the undecided steps
 * it moved go back to the delegator at once. 4390 when it has already ended or been cancelled.
 */
export async function cancelDelegation(deps: DelegationDeps, actor: Actor, id: number): Promise<Delegation> {
  const now = deps.now();
  const d = requireDelegationCanceller(actor, await repo.findDelegation(deps.db, id));
  await deps.db.transaction(async (tx) => {
    await repo.lockDelegator(tx, d.delegator_id);
    const fresh = (await repo.findDelegation(tx, id)) ?? d;
    const state = stateOf(fresh, now);
    if (state === 'ended' || state === 'cancelled') throw new AppError(4390);
    await repo.cancelDelegation(tx, id, now);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'delegation.cancel',
      entity: 'delegations',
      entityId: id,
      data: { delegator_id: d.delegator_id, delegate_id: d.delegate_id, was: state },
    });
    await notify(tx, [
      {
        recipientId: d.delegate_id,
        type: DELEGATION_NOTIFICATION,
        requestType: 'CANCELLED',
        requestId: id,
        url: DELEGATION_URL,
        createdBy: actor.employeeId,
      },
    ]);
  });
  await moveBack(deps.db, d);
  return delegationDetail(deps, actor, id);
}
