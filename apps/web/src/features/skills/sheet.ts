/**
 * The skill sheet screen's rules (pure, tested in node): lines grouped by type, the draft a person
 * edits and what it sends, its checks (the domain's `ZSkillLineInput` and `sheetErrors`, as the
 * server runs them), the server's 422 problems put back on the line they name, and their texts.
 */
import {
  type FieldError,
  type FieldErrors,
  rankMeaningKey,
  SKILL_RANKS,
  SKILL_TYPES,
  type SkillLine,
  type SkillLineInput,
  type SkillType,
  sheetDiff,
  sheetErrors,
  toFieldErrors,
  ZSkillSheetInput,
} from '@staffhub/domain';
import { fieldErrorText } from '../../i18n/fieldErrors';
import type { Translator } from '../../i18n/translator';

/** A line as the screen keeps it while it is edited: rank and years may be cleared. */
export interface DraftLine {
  skill_id: number;
  type: SkillType;
  name: string;
  rank: number | null;
  years: number | null;
}

/** The fields of a line a problem can sit on. */
export type LineField = 'skill_id' | 'rank' | 'years';
/** Problems by skill, then by field (the first problem of each). */
export type LineErrors = Map<number, Partial<Record<LineField, FieldError>>>;

/** Lines grouped by type, in `SKILL_TYPES` order; types without lines left out. */
export function groupByType<T extends { type: string }>(
  lines: readonly T[],
): { type: SkillType; lines: T[] }[] {
  return SKILL_TYPES.map((type) => ({ type, lines: lines.filter((l) => l.type === type) })).filter(
    (g) => g.lines.length > 0,
  );
}

/** The draft of a stored sheet. */
export function draftOf(lines: readonly DraftLine[]): DraftLine[] {
  return lines.map((l) => ({
    skill_id: l.skill_id,
    type: l.type,
    name: l.name,
    rank: l.rank,
    years: l.years,
  }));
}

/** The body lines of a draft (a cleared value is sent as it is: the schema says it is required). */
export function linesOf(
  draft: readonly DraftLine[],
): Array<{ skill_id: number; rank: number | null; years: number | null }> {
  return draft.map((l) => ({ skill_id: l.skill_id, rank: l.rank, years: l.years }));
}

/** How many lines the draft adds, changes or takes off against the stored sheet. */
export function changeCount(stored: readonly SkillLine[], draft: readonly DraftLine[]): number {
  const complete = draft.map((l) => ({ skill_id: l.skill_id, rank: l.rank ?? -1, years: l.years ?? -1 }));
  const diff = sheetDiff(stored, complete);
  return diff.skills.length + diff.removed_skill_ids.length;
}

/**
 * Problems of `skills.N.<field>` put on the skill of line N of what was sent (the server's answer
 * and the browser's own check both name lines by their index).
 */
export function errorsBySkill(errors: FieldErrors, sent: readonly { skill_id: number }[]): LineErrors {
  const out: LineErrors = new Map();
  for (const [path, list] of Object.entries(errors)) {
    const m = /^skills\.(\d+)\.(skill_id|rank|years)$/.exec(path);
    const skill = m ? sent[Number(m[1])] : undefined;
    const first = list[0];
    if (!m || !skill || !first) continue;
    const field = m[2] as LineField;
    const mine = out.get(skill.skill_id) ?? {};
    mine[field] ??= first;
    out.set(skill.skill_id, mine);
  }
  return out;
}

/** The problems of the sheet-wide fields (`skills`, `_`): what no line carries. */
export function sheetWideErrors(errors: FieldErrors): Array<[string, FieldError]> {
  return Object.entries(errors)
    .filter(([path]) => !/^skills\.\d+\./.test(path))
    .flatMap(([path, list]) => (list[0] ? [[path, list[0]] as [string, FieldError]] : []));
}

/**
 * The browser's check of a draft: the route's schema and each skill once. The body to send when
 * the draft passes (its values typed by the schema), else the problems by line index.
 */
export function checkedSheet(
  draft: readonly DraftLine[],
): { skills: SkillLineInput[] } | { errors: FieldErrors } {
  const body = { skills: linesOf(draft) };
  const parsed = ZSkillSheetInput.safeParse(body);
  const errors = {
    ...(parsed.success ? {} : toFieldErrors(parsed.error.issues, body)),
    ...sheetErrors(draft),
  };
  if (!parsed.success || Object.keys(errors).length) return { errors };
  return { skills: parsed.data.skills };
}

/** The problems of a draft (none: an empty map). */
export function draftErrors(draft: readonly DraftLine[]): FieldErrors {
  const checked = checkedSheet(draft);
  return 'errors' in checked ? checked.errors : {};
}

/** The label key of any path the skills API names (`skills.3.years` -> `skills.fields.years`). */
export function skillLabelKey(field: string): string {
  const plain = field.replace(/\.\d+(?=\.|$)/g, '');
  return `skills.fields.${plain.includes('.') ? plain.slice(plain.lastIndexOf('.') + 1) : plain}`;
}

/**
 * The text of a problem on a skills field: the shared `validation.<rule>` texts, except the two the
 * sheet says in its own words (a skill twice, one decimal).
 */
export function skillFieldText(tr: Translator, field: string, error: FieldError): string {
  const label = tr.t(skillLabelKey(field));
  if (error.rule === 'distinct') return tr.t('skills.errors.distinct');
  if (error.rule === 'decimals') return tr.t('skills.errors.decimals', { field: label });
  return fieldErrorText(tr, field, error, { [field]: skillLabelKey(field) });
}

/** "4 – 3–5 years (middle / senior)": a rank with what SPEC 9 says it means. */
export function rankLabel(tr: Translator, rank: number): string {
  const key = rankMeaningKey(rank);
  return key ? tr.t('skills.rankOption', { rank, meaning: tr.t(`skills.rank.${key}`) }) : String(rank);
}

/** The options of a rank Select, 0 to 5, each with its meaning. */
export function rankOptions(tr: Translator): { value: number; label: string }[] {
  return SKILL_RANKS.map((rank) => ({ value: rank, label: rankLabel(tr, rank) }));
}

/** Years as the sheet writes them: one decimal at most, in the reader's language (2.5 -> "2,5" in vi). */
export function formatYears(years: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(years);
}
