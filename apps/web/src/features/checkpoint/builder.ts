/**
 * The period form of HR (pure, tested in node): its values to and from `CheckpointPeriodInput`, the
 * review form builder's keys (generated from position: `s1`, `s1_c2`), its limits
 * (`CHECKPOINT_LIMITS`), moving an item within its list, and the checks the server runs
 * (`ZCheckpointPeriodInput` and `checkpointPeriodErrors`) with the API's paths.
 */
import {
  CHECKPOINT_LIMITS,
  type CheckpointForm,
  type CheckpointPeriod,
  type CheckpointPeriodInput,
  checkpointPeriodErrors,
  type FieldErrors,
  toFieldErrors,
  ZCheckpointPeriodInput,
} from '@staffhub/domain';

export interface BuilderCriterion {
  title: string;
  description?: string | null;
}

export interface BuilderSection {
  title: string;
  criteria: BuilderCriterion[];
}

/** The period form's values: wire dates (`YYYY-MM-DD`) and the form without its keys. */
export interface PeriodValues {
  name: string;
  self_start: string | null;
  self_end: string | null;
  pm_deadline: string | null;
  dm_deadline: string | null;
  interview_deadline: string | null;
  end_date: string | null;
  company_ids: number[];
  form: { scale: number | null; sections: BuilderSection[] };
}

/** The period's dates in their order (the form shows them so, each on or after the one before). */
export const PERIOD_DATES = [
  'self_start',
  'self_end',
  'pm_deadline',
  'dm_deadline',
  'interview_deadline',
  'end_date',
] as const;
export type PeriodDateField = (typeof PERIOD_DATES)[number];

export const DEFAULT_SCALE = 5;

/** A section's key from its position (1-based in the key). */
export const sectionKey = (s: number) => `s${s + 1}`;
/** A criterion's key from its section's and its own position: unique across the form. */
export const criterionKey = (s: number, c: number) => `${sectionKey(s)}_c${c + 1}`;

export const emptyCriterion = (): BuilderCriterion => ({ title: '', description: '' });
export const emptySection = (): BuilderSection => ({ title: '', criteria: [emptyCriterion()] });

/** A new period's values: no dates, no company, one section of one criterion, the usual scale. */
export function newPeriodValues(companyIds: number[] = []): PeriodValues {
  return {
    name: '',
    self_start: null,
    self_end: null,
    pm_deadline: null,
    dm_deadline: null,
    interview_deadline: null,
    end_date: null,
    company_ids: companyIds,
    form: { scale: DEFAULT_SCALE, sections: [emptySection()] },
  };
}

/** A stored period's values (its keys are generated again from position on save). */
export function periodValuesOf(period: CheckpointPeriod): PeriodValues {
  return {
    name: period.name,
    self_start: period.self_start,
    self_end: period.self_end,
    pm_deadline: period.pm_deadline,
    dm_deadline: period.dm_deadline,
    interview_deadline: period.interview_deadline,
    end_date: period.end_date,
    company_ids: [...period.company_ids],
    form: builderOf(period.form),
  };
}

export function builderOf(form: CheckpointForm): PeriodValues['form'] {
  return {
    scale: form.scale,
    sections: form.sections.map((s) => ({
      title: s.title,
      criteria: s.criteria.map((c) => ({ title: c.title, description: c.description ?? '' })),
    })),
  };
}

/** The review form the API takes: keys from position, texts trimmed, an empty description left out. */
export function formOfBuilder(values: PeriodValues['form']): CheckpointForm {
  return {
    scale: values.scale ?? DEFAULT_SCALE,
    sections: (values.sections ?? []).map((section, s) => ({
      key: sectionKey(s),
      title: (section?.title ?? '').trim(),
      criteria: (section?.criteria ?? []).map((criterion, c) => {
        const description = criterion?.description?.trim();
        return {
          key: criterionKey(s, c),
          title: (criterion?.title ?? '').trim(),
          description: description ? description : null,
        };
      }),
    })),
  };
}

/** The body of `POST /checkpoint/periods` (and of an edit) from the form's values. */
export function periodInputOf(values: PeriodValues): CheckpointPeriodInput {
  return {
    name: (values.name ?? '').trim(),
    self_start: values.self_start ?? '',
    self_end: values.self_end ?? '',
    pm_deadline: values.pm_deadline ?? '',
    dm_deadline: values.dm_deadline ?? '',
    interview_deadline: values.interview_deadline ?? '',
    end_date: values.end_date ?? '',
    company_ids: [...(values.company_ids ?? [])],
    form: formOfBuilder(values.form),
  };
}

/**
 * Every problem the server would find in these values, by the API's paths (`form.sections.0.title`):
 * the schema first, then the rules across fields (the dates in order, a year at most) once the
 * schema passes.
 */
export function periodErrors(values: PeriodValues): FieldErrors {
  const body = periodInputOf(values);
  const parsed = ZCheckpointPeriodInput.safeParse(body);
  if (!parsed.success) return toFieldErrors(parsed.error.issues, body);
  return checkpointPeriodErrors(parsed.data) ?? {};
}

export const canAddSection = (count: number) => count < CHECKPOINT_LIMITS.sections;
export const canAddCriterion = (count: number) => count < CHECKPOINT_LIMITS.criteria;
/** A form keeps at least one section, a section at least one criterion. */
export const canRemove = (count: number) => count > 1;

/** The list with the item at `from` moved to `to` (unchanged when either is out of range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}
