/**
 * The review sheet's rules as pure functions (tested in node): which column each screen edits or
 * shows from the caller's abilities, the form's values to and from the API's answers, the body of a
 * submit, and what a send still lacks (the same checks the server runs: `answersErrors`).
 */
import {
  answersErrors,
  type CheckpointAnswers,
  type CheckpointForm,
  type CheckpointReview,
  criterionKeys,
  type FieldErrors,
  type ReviewAbilities,
  type ReviewSubmit,
} from '@staffhub/domain';

/** The screens that show one review. */
export type ReviewScreen = 'self' | 'pm' | 'dm' | 'interview' | 'see' | 'result';

/** A column of the sheet: typed into, shown, or left out (nothing to show). */
export type ColumnMode = 'edit' | 'view' | 'hidden';

export interface SheetColumn {
  mode: ColumnMode;
  answers: CheckpointAnswers | null;
}

export interface SheetColumns {
  self: SheetColumn;
  pm: SheetColumn;
}

const shown = (answers: CheckpointAnswers | null): SheetColumn => ({
  mode: answers ? 'view' : 'hidden',
  answers,
});

/**
 * The self and PM columns of a screen: the self-assessment page edits the self column while the
 * caller may (else shows it), and never shows the PM's; the PM's page edits the PM column while the
 * PM may; every other screen only shows what the server let the caller see.
 */
export function sheetColumns(
  screen: ReviewScreen,
  review: Pick<CheckpointReview, 'self' | 'pm_answers'>,
  abilities: Pick<ReviewAbilities, 'self' | 'pm'> | null,
): SheetColumns {
  const self: SheetColumn =
    screen === 'self' && abilities?.self ? { mode: 'edit', answers: review.self } : shown(review.self);
  if (screen === 'self') return { self, pm: { mode: 'hidden', answers: null } };
  const pm: SheetColumn =
    screen === 'pm' && abilities?.pm
      ? { mode: 'edit', answers: review.pm_answers }
      : shown(review.pm_answers);
  return { self, pm };
}

/** The answers as the sheet's form holds them: a score per criterion (or nothing yet), comments, a summary. */
export interface AnswersValues {
  scores: Record<string, number | null | undefined>;
  comments: Record<string, string | null | undefined>;
  summary?: string | null;
}

/** Every value of the review pages' one form (each page uses the fields of its step). */
export interface ReviewValues {
  answers: AnswersValues;
  raise?: number | null;
  comment?: string | null;
  note?: string | null;
  final_raise?: number | null;
}

/** The form's values from stored answers (a draft, or nothing yet). */
export function valuesFromAnswers(answers: CheckpointAnswers | null | undefined): AnswersValues {
  return {
    scores: { ...(answers?.scores ?? {}) },
    comments: { ...(answers?.comments ?? {}) },
    summary: answers?.summary ?? '',
  };
}

/**
 * The answers the API takes from the form's values: only the form's criteria, a score only where one
 * was given, a comment only where something was written (trimmed), the summary trimmed.
 */
export function answersFromValues(
  form: CheckpointForm,
  values: AnswersValues | undefined,
): CheckpointAnswers {
  const scores: Record<string, number> = {};
  const comments: Record<string, string> = {};
  for (const key of criterionKeys(form)) {
    const score = values?.scores?.[key];
    if (typeof score === 'number' && Number.isFinite(score)) scores[key] = score;
    const comment = values?.comments?.[key]?.trim();
    if (comment) comments[key] = comment;
  }
  return { scores, comments, summary: values?.summary?.trim() ?? '' };
}

/** The steps a review page submits (the confirmation is the result page's own button). */
export type FormStep = 'self' | 'pm' | 'dm' | 'interview';

const optionalNumber = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The body of `review-submit` for a step: the self and PM steps send their answers (the PM also the
 * suggested raise), the department head their comment, the interview its note and, for those who
 * enter it (`withFinalRaise`), the final raise.
 */
export function submitBody(
  step: FormStep,
  reviewId: number,
  action: 'draft' | 'send',
  form: CheckpointForm,
  values: ReviewValues,
  withFinalRaise = true,
): ReviewSubmit {
  switch (step) {
    case 'self':
      return { step, review_id: reviewId, action, answers: answersFromValues(form, values.answers) };
    case 'pm':
      return {
        step,
        review_id: reviewId,
        action,
        answers: answersFromValues(form, values.answers),
        raise: optionalNumber(values.raise),
      };
    case 'dm':
      return { step, review_id: reviewId, action, comment: values.comment?.trim() ?? '' };
    case 'interview': {
      const note = values.note?.trim();
      return {
        step,
        review_id: reviewId,
        action,
        note: note ? note : null,
        ...(withFinalRaise ? { final_raise: optionalNumber(values.final_raise) } : {}),
      };
    }
  }
}

const required = [{ rule: 'required', message: 'Required.' }];

/**
 * What the server would refuse in this body (null when nothing): the answers against the form (every
 * criterion scored to send), the suggested raise and the final raise to send, the department head's
 * comment always. Paths are the API's (`answers.scores.s1_c2`), so they land where its 422 would.
 */
export function submitErrors(
  body: ReviewSubmit,
  form: CheckpointForm,
  options: { finalRaiseRequired?: boolean } = {},
): FieldErrors | null {
  const sending = 'action' in body && body.action === 'send';
  let errors: FieldErrors = {};
  if (body.step === 'self' || body.step === 'pm') {
    errors = { ...(answersErrors(form, body.answers, sending) ?? {}) };
    if (body.step === 'pm' && sending && (body.raise === null || body.raise === undefined))
      errors.raise = required;
  }
  if (body.step === 'dm' && !body.comment) errors.comment = required;
  if (
    body.step === 'interview' &&
    sending &&
    options.finalRaiseRequired &&
    (body.final_raise === null || body.final_raise === undefined)
  ) {
    errors.final_raise = required;
  }
  return Object.keys(errors).length ? errors : null;
}

/** The criteria (in the form's order) not scored yet in these values. */
export function unscoredKeys(form: CheckpointForm, values: AnswersValues | undefined): string[] {
  return criterionKeys(form).filter((key) => typeof values?.scores?.[key] !== 'number');
}

/** `answers.scores.s1_c2` -> the antd name path of that field. */
export function namePathOf(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The score choices of a scale: 1..scale. */
export function scaleChoices(scale: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(scale)) }, (_, i) => i + 1);
}

/** A criterion's title by its key (the field messages and the unscored list name it). */
export function criterionTitles(form: CheckpointForm): Map<string, string> {
  return new Map(form.sections.flatMap((s) => s.criteria.map((c) => [c.key, c.title] as const)));
}

/**
 * The name paths of the leaves of antd's `onValuesChange` object (`{answers: {scores: {s1_c1: 4}}}`
 * -> `['answers', 'scores', 's1_c1']`); a list's untouched items are holes and give nothing; a list gives its own path too.
 */
export function changedPaths(changed: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(changed)) {
    // The list itself too: its own problem (too few, listed twice) goes with any change in it.
    return [
      prefix,
      ...changed.flatMap((item, i) => (item === undefined ? [] : changedPaths(item, [...prefix, i]))),
    ];
  }
  if (
    changed !== null &&
    typeof changed === 'object' &&
    !(changed instanceof Date) &&
    !('$isDayjsObject' in changed)
  ) {
    const entries = Object.entries(changed as Record<string, unknown>);
    if (entries.length === 0) return prefix.length ? [prefix] : [];
    return entries.flatMap(([key, value]) => changedPaths(value, [...prefix, key]));
  }
  return prefix.length ? [prefix] : [];
}
