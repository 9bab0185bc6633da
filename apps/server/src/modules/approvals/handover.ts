/**
 * Steps changing hands outside a decision (issue #20): a delegation moving its delegator's steps
 * to the delegate and back, an escalation moving a step to the next level or HR. Both lock the
 * request as a decision does, then say again whose turn it is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  approvalSteps,
  correctionRequests,
  leaveRequests,
  overtimeRequests,
  remoteRequests,
  shortLeaveRequests,
} from '../../db/schema';
import type { RequestKind } from './approvals.repository';

type RequestTable = PgTable & {
  id: PgColumn;
  employee_id: PgColumn;
  status: PgColumn;
  current_approver_id: PgColumn;
};

/** Each kind's table, and whether it names whose turn it is (short leave's assignees all decide). */
export const KIND_TABLES: Record<RequestKind, { table: RequestTable; turn: boolean }> = {
  overtime: { table: overtimeRequests, turn: true },
  correction: { table: correctionRequests, turn: true },
  leave: { table: leaveRequests, turn: true },
  short_leave: { table: shortLeaveRequests, turn: false },
  remote: { table: remoteRequests, turn: true },
};

/** Whose turn it is again, from the steps, on requests still pending (the lists read this column). */
export async function refreshTurns(tx: Db, kind: RequestKind, ids: readonly number[]) {
  const { table, turn } = KIND_TABLES[kind];
  if (!turn || ids.length === 0) return;
  await tx
    .update(table)
    .set({
      current_approver_id: sql`(select s.approver_id from ${approvalSteps} s
        where s.request_kind = ${kind} and s.request_id = ${table.id} and s.status in (1, 4)
        order by s.level limit 1)`,
    } as never)
    .where(and(inArray(table.id, [...ids]), eq(table.status, 1)));
}

/** Locks pending requests of a kind (decisions queue on the same lock), returning them with their requester. */
export async function lockPending(tx: Db, kind: RequestKind, ids: readonly number[]) {
  const { table } = KIND_TABLES[kind];
  if (ids.length === 0) return new Map<number, number>();
  const rows = (await tx
    .select({ id: table.id, employee_id: table.employee_id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), eq(table.status, 1)))
    .orderBy(table.id)
    .for('update')) as Array<{ id: number; employee_id: number }>;
  return new Map(rows.map((r) => [r.id, r.employee_id]));
}
