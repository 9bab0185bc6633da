import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { writeAudit } from '../audit/audit.repository';
import { notify } from '../notifications/notify';
import { deleteSteps, type RequestKind, resetSteps } from './approvals.repository';

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
    steps: ReadonlyArray<{ level: number; approverId: number }>;
    actorId: number;
    action: string;
    entity: string;
    data: unknown;
    notificationType: string;
    url: string;
    alsoRefresh?: readonly number[];
  },
) {
  await resetSteps(tx, o.kind, o.requestId, o.steps);
  await writeAudit(tx, {
    actorId: o.actorId,
    action: o.action,
    entity: o.entity,
    entityId: o.requestId,
    data: o.data,
  });
  const first = o.steps[0]?.approverId;
  await notify(
    tx,
    first
      ? [
          {
            recipientId: first,
            type: o.notificationType,
            requestType: 'REQUEST',
            requestId: o.requestId,
            url: o.url,
            createdBy: o.actorId,
          },
        ]
      : [],
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
