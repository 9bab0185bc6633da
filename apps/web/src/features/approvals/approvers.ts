/** Pure rules of the approver table and the approval lists (no React, tested in node). */
import type { ZApproverEntry } from '@staffhub/domain';

export type ApproverEntry = ReturnType<typeof ZApproverEntry.parse>;

/** How a request or an approver entry is shown: 1 pending, 2 approved, 3 rejected. */
export type ShownStatus = 1 | 2 | 3;

/**
 * Whether an approver entry was ever reached: once a request is rejected, the entries after the
 * refusal never will be, so they show a dash rather than "pending".
 */
export function entryReached(requestStatus: number, entryStatus: number): boolean {
  return !(requestStatus === 3 && (entryStatus === 1 || entryStatus === 4));
}

/** Approver entry statuses: 2 and 3 are final, everything else (1, 4 waiting, 5) reads as pending. */
export function shownStatus(status: number): ShownStatus {
  return status === 2 || status === 3 ? status : 1;
}

/**
 * The approver table of SPEC 2, in level order: the list stops once two consecutive approvers are
 * the same employee (one person holding both levels approves once, so the repeat is not shown).
 */
export function visibleApprovers<T extends Pick<ApproverEntry, 'level' | 'approve_employee_id'>>(
  approvers: readonly T[],
): T[] {
  const ordered = [...approvers].sort((a, b) => a.level - b.level);
  const out: T[] = [];
  for (const entry of ordered) {
    const previous = out[out.length - 1];
    if (previous && previous.approve_employee_id === entry.approve_employee_id) break;
    out.push(entry);
  }
  return out;
}

export interface BulkFailure {
  id: number;
  code: number;
}

/** Failed ids of a bulk approval grouped by error code, codes in ascending order. */
export function groupFailures(failed: readonly BulkFailure[]): Array<{ code: number; ids: number[] }> {
  const byCode = new Map<number, number[]>();
  for (const { id, code } of failed) {
    const ids = byCode.get(code) ?? [];
    ids.push(id);
    byCode.set(code, ids);
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, ids]) => ({ code, ids: [...ids].sort((x, y) => x - y) }));
}
