import type { ErrorCode, FieldErrors } from './errors';
import {
  CHECKPOINT_LIMITS,
  CHECKPOINT_STAGES,
  type CheckpointAnswers,
  type CheckpointForm,
  type CheckpointPeriodInput,
  type CheckpointPhase,
  type CheckpointStage,
  type CheckpointStep,
  type ReviewAbilities,
} from './schemas/checkpoints';

/**
 * The rules of check-point reviews (SPEC 4, 6; issue #17; docs/api-checkpoint.md) as pure
 * functions: a period's phase, the form's and the answers' checks, who may do which step when, the
 * stage a step leads to, and what each viewer sees of a review.
 */

const fieldError = (rule: string, message: string, params?: Record<string, string | number>) => [
  { rule, message, ...(params ? { params } : {}) },
];

/** The dates of a period that decide its phase. */
export interface PeriodDates {
  self_start: string;
  self_end: string;
  end_date: string;
}

/** A period's phase on `today` (a date in the company's time zone). */
export function periodPhase(p: PeriodDates, today: string): CheckpointPhase {
  if (today < p.self_start) return 'upcoming';
  if (today <= p.self_end) return 'self';
  if (today <= p.end_date) return 'review';
  return 'closed';
}

const DATE_ORDER = [
  'self_start',
  'self_end',
  'pm_deadline',
  'dm_deadline',
  'interview_deadline',
  'end_date',
] as const;

/**
 * A period's cross-field rules: its dates in order (self window, PM, department head and interview
 * deadlines, end), at most a year long, and the form's section and criterion keys unique. Null when fine.
 */
export function checkpointPeriodErrors(p: CheckpointPeriodInput): FieldErrors | null {
  const errors: FieldErrors = {};
  for (let i = 1; i < DATE_ORDER.length; i++) {
    const prev = DATE_ORDER[i - 1] as (typeof DATE_ORDER)[number];
    const cur = DATE_ORDER[i] as (typeof DATE_ORDER)[number];
    if (p[cur] < p[prev]) {
      errors[cur] = fieldError('after_or_equal', `Must be on or after ${prev}.`, { other: prev });
    }
  }
  if (!errors.end_date && p.end_date >= p.self_start) {
    const span =
      (Date.parse(`${p.end_date}T00:00:00Z`) - Date.parse(`${p.self_start}T00:00:00Z`)) / 86_400_000;
    if (span + 1 > CHECKPOINT_LIMITS.periodDays) {
      errors.end_date = fieldError('max_days', `At most ${CHECKPOINT_LIMITS.periodDays} days.`, {
        max: CHECKPOINT_LIMITS.periodDays,
      });
    }
  }
  const companies = new Set<number>();
  p.company_ids.forEach((c, i) => {
    if (companies.has(c)) errors[`company_ids.${i}`] = fieldError('distinct', 'Listed twice.');
    companies.add(c);
  });
  const keys = new Set<string>();
  p.form.sections.forEach((section, s) => {
    if (keys.has(section.key))
      errors[`form.sections.${s}.key`] = fieldError('distinct', 'Used twice in the form.');
    keys.add(section.key);
    section.criteria.forEach((criterion, c) => {
      if (keys.has(criterion.key)) {
        errors[`form.sections.${s}.criteria.${c}.key`] = fieldError('distinct', 'Used twice in the form.');
      }
      keys.add(criterion.key);
    });
  });
  return Object.keys(errors).length ? errors : null;
}

/** The criterion keys of a form, in order. */
export function criterionKeys(form: CheckpointForm): string[] {
  return form.sections.flatMap((s) => s.criteria.map((c) => c.key));
}

/**
 * Answers checked against the form: no key the form lacks, no score above its scale, and when
 * sending, every criterion scored. `prefix` names the body field (`answers`). Null when fine.
 */
export function answersErrors(
  form: CheckpointForm,
  answers: CheckpointAnswers,
  sending: boolean,
  prefix = 'answers',
): FieldErrors | null {
  const errors: FieldErrors = {};
  const known = new Set(criterionKeys(form));
  for (const [k, score] of Object.entries(answers.scores)) {
    if (!known.has(k))
      errors[`${prefix}.scores.${k}`] = fieldError('unknown', 'Not a criterion of this form.');
    else if (score > form.scale) {
      errors[`${prefix}.scores.${k}`] = fieldError('max_value', `At most ${form.scale}.`, {
        max: form.scale,
      });
    }
  }
  for (const k of Object.keys(answers.comments)) {
    if (!known.has(k))
      errors[`${prefix}.comments.${k}`] = fieldError('unknown', 'Not a criterion of this form.');
  }
  if (sending) {
    for (const k of known) {
      if (answers.scores[k] === undefined)
        errors[`${prefix}.scores.${k}`] = fieldError('required', 'Required.');
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** The mean of the scores given, two decimals; null without any. */
export function meanScore(answers: Pick<CheckpointAnswers, 'scores'> | null | undefined): number | null {
  if (!answers) return null;
  const values = Object.values(answers.scores);
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
}

/** Each section's mean score, two decimals (null for a section without scores). */
export function sectionScores(
  form: CheckpointForm,
  answers: Pick<CheckpointAnswers, 'scores'> | null | undefined,
): { key: string; score: number | null }[] {
  return form.sections.map((s) => {
    const values = s.criteria.map((c) => answers?.scores[c.key]).filter((v): v is number => v !== undefined);
    return {
      key: s.key,
      score: values.length
        ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100
        : null,
    };
  });
}

/** The facts of one review that decide what may happen next. */
export interface ReviewState {
  employee_id: number;
  pm_id: number | null;
  dm_id: number | null;
  stage: number;
  self_sent_at: unknown;
  pm_sent_at: unknown;
  dm_sent_at: unknown;
  interview_sent_at: unknown;
  confirmed_at: unknown;
}

/** Who the caller is to one review. */
export interface ReviewViewer {
  employeeId: number;
  /** Job title DIRECTOR. */
  isBoard: boolean;
  /** The HR department's manager (takes part in interviews, enters no raise). */
  isHrManager: boolean;
  /** HR department or Admin department: sees every review, opens periods, exports. */
  isHr: boolean;
}

export const roleOf = (r: ReviewState, v: ReviewViewer) => ({
  employee: r.employee_id === v.employeeId,
  pm: r.pm_id !== null && r.pm_id === v.employeeId,
  dm: r.dm_id !== null && r.dm_id === v.employeeId,
});

/** Whether this viewer may open the review at all (else 403). */
export function canSeeReview(r: ReviewState, v: ReviewViewer): boolean {
  const role = roleOf(r, v);
  return role.employee || role.pm || role.dm || v.isBoard || v.isHr || v.isHrManager;
}

/** Managers enter the final agreed raise: the board and the employee's department head — never for themselves. */
export function isInterviewManager(r: ReviewState, v: ReviewViewer): boolean {
  const role = roleOf(r, v);
  return !role.employee && (v.isBoard || role.dm);
}

/**
 * Whether a review still at the self-assessment after the window closed (never sent) is now this
 * step's: the PM's, else — with no PM — the department head's, else the interview's.
 */
function unsentReachesStep(step: 'pm' | 'dm' | 'interview', r: ReviewState, phase: CheckpointPhase): boolean {
  if (r.stage !== CHECKPOINT_STAGES.SELF || phase !== 'review') return false;
  if (step === 'pm') return true;
  if (step === 'dm') return r.pm_id === null;
  return r.pm_id === null && r.dm_id === null;
}

/**
 * Why this viewer may not do `step` of the review now (an error code), or null when they may. The
 * order is the answer's order: who (4030), done already (5071..5075), the period's dates
 * (4340, 4341), then the review's progress (4342). A draft is refused like a send.
 */
export function stepRefusal(
  step: CheckpointStep,
  r: ReviewState,
  v: ReviewViewer,
  phase: CheckpointPhase,
): ErrorCode | null {
  const role = roleOf(r, v);
  switch (step) {
    case 'self':
      if (!role.employee) return 4030;
      if (r.self_sent_at) return 5071;
      if (phase === 'closed') return 4341;
      if (phase !== 'self') return 4340;
      return null;
    case 'pm':
      if (!role.pm) return 4030;
      if (r.pm_sent_at) return 5072;
      if (phase === 'closed') return 4341;
      // The PM assesses a sent self-assessment, or, once the window closed, one never sent.
      return r.stage === CHECKPOINT_STAGES.PM || unsentReachesStep('pm', r, phase) ? null : 4342;
    case 'dm':
      if (!role.dm) return 4030;
      if (r.dm_sent_at) return 5073;
      if (phase === 'closed') return 4341;
      return r.stage === CHECKPOINT_STAGES.DM || unsentReachesStep('dm', r, phase) ? null : 4342;
    case 'interview':
      if (!isInterviewManager(r, v)) return 4030;
      if (r.interview_sent_at) return 5074;
      if (phase === 'closed') return 4341;
      return r.stage === CHECKPOINT_STAGES.INTERVIEW || unsentReachesStep('interview', r, phase)
        ? null
        : 4342;
    case 'confirm':
      if (!role.employee) return 4030;
      if (r.confirmed_at) return 5075;
      if (phase === 'closed') return 4341;
      return r.stage === CHECKPOINT_STAGES.RESULT ? null : 4342;
  }
}

/**
 * The stage a sent step leads to: a step whose reviewer is missing (no PM, no department head) is
 * skipped, so a review never waits for nobody.
 */
export function stageAfter(step: CheckpointStep, r: Pick<ReviewState, 'pm_id' | 'dm_id'>): CheckpointStage {
  const S = CHECKPOINT_STAGES;
  switch (step) {
    case 'self':
      return r.pm_id !== null ? S.PM : r.dm_id !== null ? S.DM : S.INTERVIEW;
    case 'pm':
      return r.dm_id !== null ? S.DM : S.INTERVIEW;
    case 'dm':
      return S.INTERVIEW;
    case 'interview':
      return S.RESULT;
    case 'confirm':
      return S.CONFIRMED;
  }
}

/** Who decides an employee's request to edit a sent self-assessment: the next reviewer. */
export function changeDecider(r: Pick<ReviewState, 'pm_id' | 'dm_id'>): number | null {
  return r.pm_id ?? r.dm_id;
}

/** The next reviewer has moved on: their step was sent, or the review is past the stage the self-assessment led to. */
function nextReviewerMovedOn(r: ReviewState): boolean {
  const next = stageAfter('self', r);
  const sent =
    next === CHECKPOINT_STAGES.PM
      ? r.pm_sent_at
      : next === CHECKPOINT_STAGES.DM
        ? r.dm_sent_at
        : r.interview_sent_at;
  return r.stage > next || Boolean(sent);
}

/**
 * Why the employee may not ask to edit their sent self-assessment now, or null: only their own,
 * once sent, inside the self window, before the next reviewer sent anything, one request at a time.
 */
export function changeRequestRefusal(
  r: ReviewState,
  v: ReviewViewer,
  phase: CheckpointPhase,
  pending: boolean,
): ErrorCode | null {
  if (!roleOf(r, v).employee) return 4030;
  if (phase === 'closed') return 4341;
  if (phase !== 'self') return 4340;
  if (!r.self_sent_at) return 4342;
  if (nextReviewerMovedOn(r)) return 4344;
  if (pending) return 4343;
  return null;
}

/** Why this viewer may not decide a change request now, or null. Rejecting is possible after the window. */
export function changeDecisionRefusal(
  r: ReviewState,
  v: ReviewViewer,
  phase: CheckpointPhase,
  status: number,
  approve: boolean,
): ErrorCode | null {
  if (changeDecider(r) !== v.employeeId) return 4030;
  if (status !== 1) return 4322;
  if (phase === 'closed') return 4341;
  if (approve && phase !== 'self') return 4340;
  if (approve && nextReviewerMovedOn(r)) return 4344;
  return null;
}

/** What the viewer may do with the review now (the same rules `review-submit` applies). */
export function abilitiesOf(
  r: ReviewState,
  v: ReviewViewer,
  phase: CheckpointPhase,
  pendingChange: { exists: boolean },
): ReviewAbilities {
  return {
    self: stepRefusal('self', r, v, phase) === null,
    pm: stepRefusal('pm', r, v, phase) === null,
    dm: stepRefusal('dm', r, v, phase) === null,
    interview: stepRefusal('interview', r, v, phase) === null,
    final_raise: isInterviewManager(r, v),
    confirm: stepRefusal('confirm', r, v, phase) === null,
    request_change: changeRequestRefusal(r, v, phase, pendingChange.exists) === null,
    decide_change: pendingChange.exists && changeDecisionRefusal(r, v, phase, 1, false) === null,
    approve_change: pendingChange.exists && changeDecisionRefusal(r, v, phase, 1, true) === null,
  };
}

/** A review as stored: its state and who wrote the interview's draft or note. */
export interface StoredReview extends ReviewState {
  interviewed_by: number | null;
}

/** The parts of a review a viewer may see. */
export interface VisibleParts {
  self: boolean;
  pm: boolean;
  pm_raise: boolean;
  dm: boolean;
  interview: boolean;
}

/**
 * What of a review this viewer sees: a sent step is seen by the reviewers, the board and HR; a
 * draft only by its author; the employee sees their own self-assessment always and the reviewers'
 * steps (not the PM's suggested raise) once the result is ready.
 */
export function visibleParts(r: StoredReview, v: ReviewViewer): VisibleParts {
  const role = roleOf(r, v);
  // One's own review is seen as its employee, whatever else one is (HR, the board).
  if (role.employee) {
    const ready = r.stage >= CHECKPOINT_STAGES.RESULT;
    return {
      self: true,
      pm: ready && Boolean(r.pm_sent_at),
      pm_raise: false,
      dm: ready && Boolean(r.dm_sent_at),
      interview: Boolean(r.interview_sent_at),
    };
  }
  const reviewer = role.pm || role.dm || v.isBoard || v.isHr || v.isHrManager;
  const sentOrOwnDraft = (sent: unknown, author: boolean) => (Boolean(sent) && reviewer) || (author && !sent);
  return {
    self: Boolean(r.self_sent_at) && reviewer,
    pm: sentOrOwnDraft(r.pm_sent_at, role.pm),
    pm_raise: sentOrOwnDraft(r.pm_sent_at, role.pm),
    dm: sentOrOwnDraft(r.dm_sent_at, role.dm),
    interview: sentOrOwnDraft(r.interview_sent_at, r.interviewed_by === v.employeeId),
  };
}
