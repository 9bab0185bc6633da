/**
 * The web's pure helpers every request kind shares (no React, tested in node). The business rules
 * they stand on live in packages/domain; the server sends their outcome (`can_approve`,
 * `can_edit`, `can_delete`), which is what the screens read.
 */

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
