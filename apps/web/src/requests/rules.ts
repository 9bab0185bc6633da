/**
 * The web's pure helpers every request kind shares (no React, tested in node). The business rules
 * they stand on live in packages/domain; the server sends their outcome (`can_approve`,
 * `can_edit`, `can_delete`), which is what the screens read.
 */
import { currentStep, type Step, type StepStatus } from '@staffhub/domain';

/** The form defaults of a new request (SPEC 6): the first candidate of each level, or none. */
export function defaultApprovers(candidates: {
  level1: ReadonlyArray<{ id: number }>;
  level2: ReadonlyArray<{ id: number }>;
}): { approve_person_1: number | null; approve_person_2: number | null } {
  return {
    approve_person_1: candidates.level1[0]?.id ?? null,
    approve_person_2: candidates.level2[0]?.id ?? null,
  };
}

/**
 * The approver entries of a kind that sends them as `approve_person_1..3` (overtime, remote; SPEC 3),
 * each entry once, in level order.
 */
export function levelEntries<T>(item: {
  approve_person_1: T | null;
  approve_person_2: T | null;
  approve_person_3?: T | null;
}): T[] {
  return [item.approve_person_1, item.approve_person_2, item.approve_person_3 ?? null].filter(
    (e): e is T => e !== null,
  );
}

/** Approver entries in level order, for the approver table and the list's approvers cell. */
export function orderedApprovers<T extends { level: number }>(approvers: readonly T[]): T[] {
  return [...approvers].sort((a, b) => a.level - b.level);
}

/**
 * SPEC 4: whether Edit is offered: the server's `can_edit` (the domain's editability: pending,
 * nobody has decided, and for overtime the 7-day window), with no second copy of the rule here.
 */
export function canEdit(item: { can_edit: boolean }): boolean {
  return item.can_edit;
}

/**
 * SPEC 4: whether the decision box shows. The server's `can_approve` already means a pending
 * request on the viewer's turn (the domain's rule), so the web adds no check of its own.
 */
export function canDecide(view: { can_approve: boolean }): boolean {
  return view.can_approve;
}

type Entry = { level: number; approve_employee_id: number; approve_status: number };

/** A list item's approver entries as the domain's steps (the server sends every step of the request). */
export function stepsOf(approvers: readonly Entry[]): Step[] {
  return approvers.map((e) => ({
    level: e.level,
    approverId: e.approve_employee_id,
    status: e.approve_status as StepStatus,
    comment: null,
    actedAt: null,
  }));
}

/**
 * SPEC 4: whether a list row waits for the viewer's decision: the request is pending and the
 * current level (the domain's `currentStep`, the one the server's `can_approve` reads) is theirs.
 * The server still judges the decision itself.
 */
export function awaitsDecisionBy(
  item: { status: number; approvers: readonly Entry[] },
  viewerId: number | undefined,
): boolean {
  if (viewerId === undefined || item.status !== 1) return false;
  return currentStep(stepsOf(item.approvers))?.approverId === viewerId;
}

/**
 * The request to open after deciding `decidedId`: among `waiting` (the approval list's ids in its
 * order, those still waiting for the viewer), the one after the decided one (from the start again
 * past the end), or the first when the list no longer holds it; null when none is left.
 */
export function nextWaitingId(waiting: readonly number[], decidedId: number): number | null {
  const others = waiting.filter((id) => id !== decidedId);
  if (others.length === 0) return null;
  const at = waiting.indexOf(decidedId);
  if (at < 0) return others[0] ?? null;
  return waiting.slice(at + 1).find((id) => id !== decidedId) ?? others[0] ?? null;
}
