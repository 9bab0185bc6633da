import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/audit.repository';
import { notify } from '../notifications/notify';
import { deleteSteps, type NewStep, type RequestKind, resetSteps } from './approvals.repository';

/**
 * What every request kind does when a request is created or edited: fresh approval steps, the
 * audit line, and a REQUEST notification to the first approver (announced with the transaction).
 * `alsoRefresh` are people whose counts change too (the approvers of the steps an edit replaced).
 */
export async function startApprovals(
  tx: Db,
  o: {
    kind: RequestKind;
    requestId: number;
    steps: ReadonlyArray<NewStep>;
    actorId: number;
    action: string;
    entity: string;
    data: unknown;
    notificationType: string;
    url: string;
    alsoRefresh?: readonly number[];
    /** Tell every step's approver at once (assignees who may each decide), not just the first. */
    notifyAll?: boolean;
    /** The app's clock: the steps reach their approvers now (a wait counts from it). */
    at: Date;
  },
) {
  await resetSteps(tx, o.kind, o.requestId, o.steps, o.at);
  await writeAudit(tx, {
    actorId: o.actorId,
    action: o.action,
    entity: o.entity,
    entityId: o.requestId,
    data: o.data,
  });
  const told = o.notifyAll
    ? [...new Set(o.steps.map((s) => s.approverId))]
    : o.steps.slice(0, 1).map((s) => s.approverId);
  await notify(
    tx,
    told.map((recipientId) => ({
      recipientId,
      type: o.notificationType,
      requestType: 'REQUEST' as const,
      requestId: o.requestId,
      url: o.url,
      createdBy: o.actorId,
    })),
    o.alsoRefresh ?? [],
  );
}

/**
 * What every request kind does when its requester deletes a request: the row and its steps go,
 * the audit line keeps what was deleted, and the approvers' counts are refreshed.
 */
export async function deleteRequest(
  tx: Db,
  o: {
    kind: RequestKind;
    table: PgTable & { id: PgColumn };
    row: { id: number };
    approverIds: readonly number[];
    actorId: number;
    action: string;
    entity: string;
  },
) {
  await tx.delete(o.table).where(eq(o.table.id, o.row.id));
  await deleteSteps(tx, o.kind, o.row.id);
  await writeAudit(tx, {
    actorId: o.actorId,
    action: o.action,
    entity: o.entity,
    entityId: o.row.id,
    data: o.row,
  });
  await notify(tx, [], o.approverIds);
}

/**
 * What every request kind does after a decision was applied: the audit line, then the REQUEST
 * notification to whoever decides next (unless that is the actor, or still the same person), and
 * the APPROVED notification to the requester once the request is settled (or when `tellRequester`,
 * e.g. a correction offered back). Everyone whose counts change is refreshed.
 */
export async function recordDecision(
  tx: Db,
  o: {
    requestId: number;
    actorId: number;
    action: string;
    entity: string;
    data: unknown;
    notificationType: string;
    requesterId: number;
    /** Who held the turn before this decision. */
    previousApproverId: number | null;
    outcome: { status: number; nextApproverId: number | null };
    url: (forApprover: boolean) => string;
    tellRequester?: boolean;
    /** Others whose counts change (e.g. every assignee of a request one of them settled). */
    alsoRefresh?: readonly number[];
  },
) {
  await writeAudit(tx, {
    actorId: o.actorId,
    action: o.action,
    entity: o.entity,
    entityId: o.requestId,
    data: o.data,
  });
  const next = o.outcome.nextApproverId;
  const base = { type: o.notificationType, requestId: o.requestId, createdBy: o.actorId };
  const items: Parameters<typeof notify>[1][number][] = [];
  if (o.outcome.status === 1 && next !== null && next !== o.actorId && next !== o.previousApproverId)
    items.push({ ...base, recipientId: next, requestType: 'REQUEST', url: o.url(true) });
  if (o.outcome.status !== 1 || o.tellRequester)
    items.push({ ...base, recipientId: o.requesterId, requestType: 'APPROVED', url: o.url(false) });
  await notify(tx, items, [
    o.actorId,
    o.requesterId,
    ...(o.previousApproverId ? [o.previousApproverId] : []),
    ...(o.alsoRefresh ?? []),
  ]);
}

/** Bulk approval: each request on its own; the ones refused are reported with their error code. */
export async function eachApproved(ids: readonly number[], approve: (id: number) => Promise<unknown>) {
  const approved: number[] = [];
  const failed: Array<{ id: number; code: number }> = [];
  for (const id of [...new Set(ids)]) {
    try {
      await approve(id);
      approved.push(id);
    } catch (e) {
      if (e instanceof AppError) failed.push({ id, code: e.code });
      else throw e;
    }
  }
  return { approved, failed };
}
