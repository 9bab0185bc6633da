import type { ErrorCode } from './errors';
import { isInOvertimeWindow } from './overtime';

/**
 * Who may still change a request (SPEC 4). Each block is the code refusing an edit or a delete of
 * the request now, or null: the server refuses with it, and its `can_edit` / `can_delete` say
 * whether it is null, which is all the web reads.
 */
type Steps = ReadonlyArray<{ status: number }>;

/**
 * Pending, and no approver has approved (2) or rejected (3) it; an entry waiting again (4) or a
 * correction's offer (5) leaves it open.
 */
export function isUndecided(status: number, steps: Steps): boolean {
  return status === 1 && steps.every((s) => s.status !== 2 && s.status !== 3);
}

/** Every kind's default, edit and delete: only while undecided (4322). */
export function undecidedBlock(row: { status: number }, steps: Steps): ErrorCode | null {
  return isUndecided(row.status, steps) ? null : 4322;
}

/** Overtime is edited while undecided and its date is still inside the OT window (4296). */
export function overtimeEditBlock(
  row: { status: number; date: string },
  steps: Steps,
  today: string,
): ErrorCode | null {
  return isUndecided(row.status, steps) && isInOvertimeWindow(row.date, today) ? null : 4296;
}

/** Overtime is deleted while undecided (4295). */
export function overtimeDeleteBlock(row: { status: number }, steps: Steps): ErrorCode | null {
  return isUndecided(row.status, steps) ? null : 4295;
}

/** Remote work is edited while pending, even once approved at level 1: an edit starts it over (4322). */
export function remoteEditBlock(row: { status: number }): ErrorCode | null {
  return row.status === 1 ? null : 4322;
}
