/**
 * Where delegation meets the approval steps: new steps named for someone away go to their delegate
 * (`delegateNewSteps`, called by the request engine), and a delegation that starts takes the
 * undecided steps already waiting on its delegator (`moveToDelegate`), which go back when it ends
 * or is cancelled (`moveBack`). `syncDelegations` (the scheduled job) brings every delegation to
 * the state of now; each run does it again without effect, so it is safe to run twice.
 */
import { delegationActive, stepsToDelegate, todayIn } from '@staffhub/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvalSteps } from '../../db/schema';
import * as approvals from '../approvals/approvals.repository';
import { lockPending, refreshTurns } from '../approvals/handover';
import { announceMany } from '../notifications/notify';
import * as repo from './delegations.repository';

/** Steps moved per delegation and run at most (a later run goes on): one transaction stays short. */
export const MOVE_BATCH = 1000;

/**
 * The steps of a request being created or edited, with those named for someone away given to their
 * delegate (the domain's `stepsToDelegate` says which).
 */
export async function delegateNewSteps(
  tx: Db,
  steps: ReadonlyArray<{ level: number; approverId: number }>,
  requesterId: number,
  now: Date,
): Promise<approvals.NewStep[]> {
  const away = await repo.activeDelegates(
    tx,
    steps.map((s) => s.approverId),
    now,
  );
  if (away.size === 0) return [...steps];
  const moves = stepsToDelegate(
    steps.map((s) => ({ ...s, status: 1, onBehalfOf: null })),
    requesterId,
    new Map([...away].map(([approver, d]) => [approver, d.delegateId])),
  );
  return steps.map((s) => {
    const move = moves.find((m) => m.level === s.level);
    if (!move) return s;
    return {
      level: s.level,
      approverId: move.delegateId,
      onBehalfOf: move.onBehalfOf,
      delegationId: away.get(move.onBehalfOf)?.delegationId ?? null,
    };
  });
}

function byKind(rows: ReadonlyArray<{ request_kind: string; request_id: number }>) {
  const out = new Map<approvals.RequestKind, number[]>();
  for (const r of rows) {
    const kind = r.request_kind as approvals.RequestKind;
    const list = out.get(kind) ?? [];
    if (!list.includes(r.request_id)) list.push(r.request_id);
    out.set(kind, list);
  }
  return out;
}

/**
 * Gives a running delegation the undecided steps still named for its delegator (at most
 * MOVE_BATCH). Returns the number of steps moved.
 */
export async function moveToDelegate(
  db: Db,
  d: Pick<repo.DelegationRow, 'id' | 'delegator_id' | 'delegate_id'>,
): Promise<number> {
  const moved = await db.transaction(async (tx) => {
    const waiting = await tx
      .selectDistinct({ request_kind: approvalSteps.request_kind, request_id: approvalSteps.request_id })
      .from(approvalSteps)
      .where(
        and(
          eq(approvalSteps.approver_id, d.delegator_id),
          inArray(approvalSteps.status, [1, 4]),
          sql`${approvalSteps.on_behalf_of} is null`,
        ),
      )
      .limit(MOVE_BATCH);
    let n = 0;
    for (const [kind, ids] of byKind(waiting)) {
      const requesters = await lockPending(tx, kind, ids);
      const steps = await approvals.stepsOf(tx, kind, [...requesters.keys()]);
      const touched: number[] = [];
      for (const [requestId, requesterId] of requesters) {
        const list = (steps.get(requestId) ?? []).map((s) => ({ ...s, onBehalfOf: s.onBehalfOf ?? null }));
        const moves = stepsToDelegate(list, requesterId, new Map([[d.delegator_id, d.delegate_id]]));
        for (const m of moves) {
          await tx
            .update(approvalSteps)
            .set({ approver_id: m.delegateId, on_behalf_of: m.onBehalfOf, delegation_id: d.id })
            .where(
              and(
                eq(approvalSteps.request_kind, kind),
                eq(approvalSteps.request_id, requestId),
                eq(approvalSteps.level, m.level),
              ),
            );
          n++;
        }
        if (moves.length) touched.push(requestId);
      }
      await refreshTurns(tx, kind, touched);
    }
    if (n) await announceMany(tx, [d.delegator_id, d.delegate_id]);
    return n;
  });
  return moved;
}

/** Gives the undecided steps a delegation holds back to the approver they were named for. */
export async function moveBack(db: Db, d: Pick<repo.DelegationRow, 'id' | 'delegator_id' | 'delegate_id'>) {
  return db.transaction(async (tx) => {
    const held = await tx
      .selectDistinct({ request_kind: approvalSteps.request_kind, request_id: approvalSteps.request_id })
      .from(approvalSteps)
      .where(and(eq(approvalSteps.delegation_id, d.id), inArray(approvalSteps.status, [1, 4])));
    let n = 0;
    for (const [kind, ids] of byKind(held)) {
      // Locked like a decision would (a step does not change hands under one); pending or not.
      await lockPending(tx, kind, ids);
      const back = await tx
        .update(approvalSteps)
        .set({
          approver_id: sql`${approvalSteps.on_behalf_of}`,
          on_behalf_of: null,
          delegation_id: null,
        })
        .where(
          and(
            eq(approvalSteps.request_kind, kind),
            inArray(approvalSteps.request_id, ids),
            eq(approvalSteps.delegation_id, d.id),
            inArray(approvalSteps.status, [1, 4]),
            isNotNull(approvalSteps.on_behalf_of),
          ),
        )
        .returning({ id: approvalSteps.id });
      n += back.length;
      await refreshTurns(tx, kind, ids);
    }
    if (n) await announceMany(tx, [d.delegator_id, d.delegate_id]);
    return n;
  });
}

/**
 * The scheduled job: every delegation running now holds its delegator's undecided steps, and every
 * other one (ended, cancelled, its delegate gone) holds none. Returns the steps that changed hands.
 */
export async function syncDelegations(deps: { db: Db; now: () => Date }): Promise<number> {
  const now = deps.now();
  const [running, holding] = await Promise.all([
    repo.runningDelegations(deps.db, now),
    repo.delegationsHoldingSteps(deps.db),
  ]);
  const working = await approvals.workingAmong(
    deps.db,
    [...running, ...holding].map((d) => d.delegate_id),
    now,
  );
  const runs = (d: repo.DelegationRow) =>
    working.has(d.delegate_id) &&
    delegationActive({ ...d, cancelled: d.cancelled_at !== null }, todayIn(d.time_zone, now));
  let n = 0;
  for (const d of holding) if (!runs(d)) n += await moveBack(deps.db, d);
  for (const d of running) if (runs(d)) n += await moveToDelegate(deps.db, d);
  return n;
}
