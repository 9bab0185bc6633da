import type { Db } from '../../db/client';
import { writeAudit } from '../audit/audit.repository';
import { notify } from '../notifications/notify';
import { type RequestKind, resetSteps } from './approvals.repository';

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
