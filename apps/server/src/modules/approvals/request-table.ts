import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { approvalSteps } from '../../db/schema';
import type { RequestKind } from './approvals.repository';

/** The columns every request table on the approval engine has. */
export interface RequestTable extends PgTable {
  id: PgColumn;
  status: PgColumn;
  current_approver_id: PgColumn;
  version: PgColumn;
  updated_at: PgColumn;
}

/**
 * The queries each request kind needs from the approval engine, written once: the versioned
 * transition (exactly one of two simultaneous decisions wins), the "waiting for me" count, and
 * the approver scope of the approval lists.
 */
export function requestQueries(kind: RequestKind, table: RequestTable) {
  const waitingFor = (approverId: number) =>
    and(eq(table.current_approver_id, approverId), eq(table.status, 1)) as SQL;
  return {
    /** Applies a transition only if nobody else changed the request since it was read. */
    async transition(
      db: Db,
      id: number,
      version: number,
      values: { status: number; current_approver_id: number | null },
    ): Promise<boolean> {
      const rows = await db
        .update(table)
        .set({ ...values, version: sql`${table.version} + 1`, updated_at: sql`now()` } as never)
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** How many requests of this kind wait for `approverId` now (badges and list totals). */
    async countWaitingFor(db: Db, approverId: number): Promise<number> {
      const rows = await db.select({ n: count() }).from(table).where(waitingFor(approverId));
      return rows[0]?.n ?? 0;
    },

    /**
     * Requests on which `approverId` has an entry. approveStatus 1: waiting for them now; other
     * values: the entries they left in that status; none: all of them.
     */
    forApprover(approverId: number, approveStatus?: number): SQL {
      if (approveStatus === 1) return waitingFor(approverId);
      const stepStatus = approveStatus ? sql` and s.status = ${approveStatus}` : sql``;
      return sql`exists (select 1 from ${approvalSteps} s where s.request_kind = ${kind} and s.request_id = ${table.id} and s.approver_id = ${approverId}${stepStatus})`;
    },
  };
}
