import type { ErrorCode } from './errors';
import type { RequestStatus, StepStatus } from './schemas/overtime';

/**
 * The approval engine shared by every request kind (overtime, corrections, leave, short leave,
 * remote): who may approve (resolution), and what one decision does to the steps (state machine).
 */

export interface ApproverFacts {
  requesterId: number;
  /** The chosen project's PMs and tops (employee ids), or null without a project. */
  project: { pms: readonly number[]; tops: readonly number[] } | null;
  footLeaderId: number | null;
  divisionManagerId: number | null;
  boardIds: readonly number[];
}

export interface Candidates {
  level1: number[];
  level2: number[];
}

const unique = (ids: readonly (number | null)[], except: number) => {
  const out: number[] = [];
  for (const id of ids) if (id !== null && id !== except && !out.includes(id)) out.push(id);
  return out;
};

/**
 * SPEC 6. With a project: level 1 the PM, level 2 the project top, each falling back to the other.
 * Without: the superiors in order (foot leader, division manager, board); level 1 is the first,
 * level 2 the next one (or the same person when there is only one). Nobody approves their own
 * request. Empty level 1 = no approver (4321 at creation).
 */
export function resolveApprovers(f: ApproverFacts): Candidates {
  if (f.project) {
    let level1 = unique(f.project.pms, f.requesterId);
    let level2 = unique(f.project.tops, f.requesterId);
    if (level1.length === 0) level1 = level2;
    if (level2.length === 0) level2 = level1;
    return { level1, level2 };
  }
  const superiors = unique([f.footLeaderId, f.divisionManagerId, ...f.boardIds], f.requesterId);
  if (superiors.length === 0) return { level1: [], level2: [] };
  const level2 = superiors.length > 1 ? superiors.slice(1) : superiors;
  return { level1: superiors, level2 };
}

/** Checks the approvers a requester chose against the candidates. */
export function checkChosenApprovers(
  c: Candidates,
  approver1: number,
  approver2: number | null,
):
  | { ok: true; steps: Array<{ level: number; approverId: number }> }
  | { ok: false; code: ErrorCode; field?: string } {
  if (c.level1.length === 0) return { ok: false, code: 4321 };
  if (!c.level1.includes(approver1)) return { ok: false, code: 4324, field: 'approve_person_1' };
  if (approver2 === null) {
    if (c.level2.length > 0) return { ok: false, code: 4220, field: 'approve_person_2' };
    return { ok: true, steps: [{ level: 1, approverId: approver1 }] };
  }
  if (!c.level2.includes(approver2)) return { ok: false, code: 4324, field: 'approve_person_2' };
  return {
    ok: true,
    steps: [
      { level: 1, approverId: approver1 },
      { level: 2, approverId: approver2 },
    ],
  };
}

export interface Step {
  level: number;
  approverId: number;
  status: StepStatus;
  comment: string | null;
  actedAt: string | null;
  /** The approver the step was named for, when a delegation moved it to `approverId`. */
  onBehalfOf?: number | null;
  /** The approver it waited on too long, when it escalated to `approverId`. */
  escalatedFrom?: number | null;
}

export type Decision = 'approve' | 'reject' | 'cancel';

export interface Outcome {
  steps: Step[];
  status: RequestStatus;
  /** Whose turn it is now (null when the request is final). */
  nextApproverId: number | null;
}

/** The step whose turn it is: the lowest level still pending. */
export function currentStep(steps: readonly Step[]): Step | undefined {
  return [...steps].sort((a, b) => a.level - b.level).find((s) => s.status === 1 || s.status === 4);
}

export function outcomeOf(steps: Step[]): Outcome {
  const sorted = [...steps].sort((a, b) => a.level - b.level);
  if (sorted.some((s) => s.status === 3)) return { steps: sorted, status: 3, nextApproverId: null };
  const next = currentStep(sorted);
  return next
    ? { steps: sorted, status: 1, nextApproverId: next.approverId }
    : { steps: sorted, status: 2, nextApproverId: null };
}

/** Why `actorId` may not cancel their approval now (4030 not an approver, 4322 nothing to cancel), or null. */
function cancelRefusal(
  steps: readonly Step[],
  requestStatus: RequestStatus,
  actorId: number,
): ErrorCode | null {
  if (!steps.some((s) => s.approverId === actorId)) return 4030;
  if (requestStatus === 3) return 4322;
  const mine = steps.filter((s) => s.approverId === actorId && s.status === 2);
  if (mine.length === 0) return 4322;
  const highestMine = Math.max(...mine.map((s) => s.level));
  // Someone else at a later level has acted (approved, rejected, offered): too late to take it back.
  const laterActed = steps.some(
    (s) => s.level > highestMine && s.approverId !== actorId && s.status !== 1 && s.status !== 4,
  );
  return laterActed ? 4322 : null;
}

/**
 * Whether `actorId` may cancel their approval now: exactly when `decide(..., 'cancel', ...)` would
 * succeed (they approved a step, the request is not rejected, and no later level has acted).
 */
export function canCancelApproval(
  steps: readonly Step[],
  requestStatus: RequestStatus,
  actorId: number,
): boolean {
  return cancelRefusal(steps, requestStatus, actorId) === null;
}

/**
 * One decision by `actorId`. Levels act in order; only the named approver of the pending level
 * may act; one person holding consecutive levels approves them all at once; one refusal rejects;
 * an approver may cancel their approval while no later level has acted.
 */
export function decide(
  steps: readonly Step[],
  requestStatus: RequestStatus,
  actorId: number,
  decision: Decision,
  comment: string | null,
  at: string,
): { ok: true; outcome: Outcome } | { ok: false; code: ErrorCode } {
  const sorted = [...steps].sort((a, b) => a.level - b.level).map((s) => ({ ...s }));
  if (!sorted.some((s) => s.approverId === actorId)) return { ok: false, code: 4030 };

  if (decision === 'cancel') {
    const refused = cancelRefusal(sorted, requestStatus, actorId);
    if (refused) return { ok: false, code: refused };
    for (const s of sorted) {
      if (s.approverId === actorId && s.status === 2) Object.assign(s, { status: 1, comment, actedAt: at });
    }
    return { ok: true, outcome: outcomeOf(sorted) };
  }

  if (requestStatus !== 1) return { ok: false, code: 4322 };
  const current = currentStep(sorted);
  if (!current) return { ok: false, code: 4322 };
  if (current.approverId !== actorId) {
    const later = sorted.some(
      (s) => s.approverId === actorId && s.level > current.level && (s.status === 1 || s.status === 4),
    );
    return { ok: false, code: later ? 4323 : 4322 };
  }
  if (decision === 'reject') {
    Object.assign(current, { status: 3, comment, actedAt: at });
    return { ok: true, outcome: outcomeOf(sorted) };
  }
  for (const s of sorted) {
    if (s.level < current.level) continue;
    if (s.approverId !== actorId || (s.status !== 1 && s.status !== 4)) break;
    Object.assign(s, { status: 2, comment, actedAt: at });
  }
  return { ok: true, outcome: outcomeOf(sorted) };
}

/**
 * SPEC 2: the approver table stops once two consecutive approvers are the same employee (the
 * second one approved with the first).
 */
export function visibleApprovers<T extends { approverId: number }>(steps: readonly T[]): T[] {
  const out: T[] = [];
  for (const s of steps) {
    const last = out[out.length - 1];
    if (last && last.approverId === s.approverId) break;
    out.push(s);
  }
  return out;
}

/**
 * Short leave's rule: every step is an assignee, any one of them decides while the request is
 * pending, and that one decision settles it (approved 2 or rejected 3).
 */
export function decideAsAssignee(
  steps: readonly Step[],
  requestStatus: RequestStatus,
  actorId: number,
  decision: 2 | 3,
  comment: string | null,
  at: string,
): { ok: true; outcome: Outcome } | { ok: false; code: ErrorCode } {
  const mine = steps.find((s) => s.approverId === actorId);
  if (!mine) return { ok: false, code: 4030 };
  if (requestStatus !== 1) return { ok: false, code: 4322 };
  const next = steps.map((s) =>
    s.level === mine.level ? { ...s, status: decision, comment, actedAt: at } : { ...s },
  );
  return { ok: true, outcome: { steps: next, status: decision, nextApproverId: null } };
}
