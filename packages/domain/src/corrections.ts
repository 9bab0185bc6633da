import { currentStep, decide, type Outcome, outcomeOf, type Step } from './approval';
import type { ErrorCode, FieldError, FieldErrors } from './errors';
import { EVIDENCE_MAX_FILES } from './schemas/corrections';
import type { RequestStatus } from './schemas/overtime';

/**
 * Timesheet corrections (additional timesheet) on the approval engine. Two approvers, chosen by
 * the requester (SPEC 6): level 1 a manager (the division manager or a board member), level 2 an
 * administrator (the Admin department). The manager approves (2) or rejects (3, final); then the
 * administrator confirms (2, final: the times apply) or offers (5): the request goes back to the
 * manager (their entry waits again, status 4) with the administrator's proposal, and while nobody
 * has approved the requester may also edit it, which starts over with fresh entries.
 */
export const CORRECTION_MANAGER_LEVEL = 1;
export const CORRECTION_ADMIN_LEVEL = 2;

const unique = (ids: readonly (number | null)[], except: number) => {
  const out: number[] = [];
  for (const id of ids) if (id !== null && id !== except && !out.includes(id)) out.push(id);
  return out;
};

/** Who may be chosen: managers (division manager first, then the board) and administrators. */
export function correctionCandidates(f: {
  requesterId: number;
  divisionManagerId: number | null;
  boardIds: readonly number[];
  adminIds: readonly number[];
}): { managers: number[]; admins: number[] } {
  return {
    managers: unique([f.divisionManagerId, ...f.boardIds], f.requesterId),
    admins: unique(f.adminIds, f.requesterId),
  };
}

/** Checks the chosen manager and administrator; the steps to create. */
export function checkCorrectionApprovers(
  c: { managers: readonly number[]; admins: readonly number[] },
  managerId: number,
  adminId: number,
):
  | { ok: true; steps: Array<{ level: number; approverId: number }> }
  | { ok: false; code: ErrorCode; field?: string } {
  if (c.managers.length === 0 || c.admins.length === 0) return { ok: false, code: 4321 };
  if (!c.managers.includes(managerId)) return { ok: false, code: 4324, field: 'manager_id' };
  if (!c.admins.includes(adminId)) return { ok: false, code: 4324, field: 'admin_id' };
  return {
    ok: true,
    steps: [
      { level: CORRECTION_MANAGER_LEVEL, approverId: managerId },
      { level: CORRECTION_ADMIN_LEVEL, approverId: adminId },
    ],
  };
}

/** Whether the viewer acts as the administrator now (SPEC 4: confirm / offer labels and titles). */
export function actsAsAdministrator(steps: readonly Step[], actorId: number): boolean {
  const current = currentStep(steps);
  return current?.level === CORRECTION_ADMIN_LEVEL && current.approverId === actorId;
}

/**
 * SPEC 4: a correction needs its manager and its administrator; with fewer entries nobody may
 * approve it, and it must be deleted and created again (4321).
 */
export function lacksCorrectionApprovers(steps: readonly unknown[]): boolean {
  return steps.length < CORRECTION_ADMIN_LEVEL;
}

/** SPEC 5: a correction is for a day up to today (the company's). Null when fine. */
export function correctionDateErrors(workDate: string, today: string): FieldErrors | null {
  return workDate > today
    ? {
        work_date: [
          { rule: 'before_or_equal', message: 'The date cannot be after today.', params: { other: 'today' } },
        ],
      }
    : null;
}

/** SPEC 5: a correction holds 1 to EVIDENCE_MAX_FILES evidence images. Null when `count` is fine. */
export function evidenceCountError(count: number): FieldError | null {
  if (count < 1) return { rule: 'required', message: 'At least one evidence image is required.' };
  if (count > EVIDENCE_MAX_FILES)
    return {
      rule: 'image_count',
      message: `At most ${EVIDENCE_MAX_FILES} images.`,
      params: { max: EVIDENCE_MAX_FILES },
    };
  return null;
}

export type CorrectionDecision = 2 | 3 | 5;

/**
 * One decision on a correction. Statuses 2 and 3 are final (4322). A request with fewer than two
 * entries lacks approvers and must be recreated (4321). The manager approves or rejects; the
 * administrator confirms or offers (a 3 from the administrator or a 5 from the manager is a
 * validation error on `status`).
 */
export function decideCorrection(
  steps: readonly Step[],
  requestStatus: RequestStatus,
  actorId: number,
  decision: CorrectionDecision,
  comment: string,
  at: string,
): { ok: true; outcome: Outcome } | { ok: false; code: ErrorCode; field?: string } {
  if (lacksCorrectionApprovers(steps)) return { ok: false, code: 4321 };
  if (requestStatus !== 1) return { ok: false, code: 4322 };
  const sorted = [...steps].sort((a, b) => a.level - b.level).map((s) => ({ ...s }));
  if (!sorted.some((s) => s.approverId === actorId)) return { ok: false, code: 4030 };
  const current = currentStep(sorted);
  if (!current) return { ok: false, code: 4322 };
  if (current.approverId !== actorId) {
    const later = sorted.some(
      (s) => s.approverId === actorId && s.level > current.level && (s.status === 1 || s.status === 4),
    );
    return { ok: false, code: later ? 4323 : 4322 };
  }
  const asAdmin = current.level === CORRECTION_ADMIN_LEVEL;
  if ((asAdmin && decision === 3) || (!asAdmin && decision === 5))
    return { ok: false, code: 4220, field: 'status' };

  if (decision === 5) {
    const manager = sorted.find((s) => s.level === CORRECTION_MANAGER_LEVEL);
    if (!manager || manager.approverId === actorId) return { ok: false, code: 4220, field: 'status' };
    Object.assign(current, { status: 5, comment, actedAt: at });
    Object.assign(manager, { status: 4 });
    return { ok: true, outcome: { steps: sorted, status: 1, nextApproverId: manager.approverId } };
  }
  // An offer is answered by approving again: the administrator's entry waits once more.
  for (const s of sorted) if (s.status === 5) Object.assign(s, { status: 1, comment: null, actedAt: null });
  const result = decide(sorted, requestStatus, actorId, decision === 2 ? 'approve' : 'reject', comment, at);
  return result.ok ? { ok: true, outcome: outcomeOf(result.outcome.steps) } : result;
}
