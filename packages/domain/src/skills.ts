/**
 * Skill sheet rules (SPEC 3 "Skill sheet", SPEC 5, SPEC 9; issue #17; docs/api-skills.md) as pure
 * functions: what a rank means, which sheet lines a staffing search criterion matches, the changes
 * between a stored sheet and an edited one, each skill once on a sheet, the search's criteria as the
 * address carries them, and a person's project load in a month. Nothing here reads a clock.
 */
import { DEPARTMENT_CODES, JOB_TITLE_CODES } from './constants';
import type { FieldErrors } from './errors';
import { type EffortRow, type Membership, periodEffort } from './projects';

/** The catalogue's skill types, in the order the sheet groups them. */
export const SKILL_TYPES = ['language', 'framework', 'database', 'cloud', 'tool', 'japanese'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

/**
 * SPEC 9: 0 unknown, 1 no experience, 2 under 1 year, 3 1-2 years (junior), 4 3-5 years (middle or
 * senior), 5 over 5 years (senior).
 */
export const SKILL_RANKS = [0, 1, 2, 3, 4, 5] as const;
export type SkillRank = (typeof SKILL_RANKS)[number];

/** JLPT levels a staffing search may ask for: N1 (the best) to N5; `japanese_level` 0 is none. */
export const JLPT_LEVELS = [1, 2, 3, 4, 5] as const;

export const SKILL_LIMITS = {
  /** A catalogue skill's name (the column is varchar(80)). */
  name: 80,
  /** Lines one save may send, and lines a sheet may hold. */
  lines: 200,
  /** Criteria of one staffing search. */
  criteria: 5,
  /**
   * SPEC 5: years of experience above 0 and below 100, with at most one decimal (the column is
   * numeric(4,1)): so at least 0.1 and at most 99.9.
   */
  yearsMin: 0.1,
  yearsMax: 99.9,
  yearsDecimals: 1,
} as const;

/** The i18n key (under `skills.rank.`) of what each rank means (SPEC 9). */
const RANK_MEANINGS = ['unknown', 'none', 'underOneYear', 'junior', 'middle', 'senior'] as const;
export type RankMeaning = (typeof RANK_MEANINGS)[number];

/** What a rank means, as the key of its text; null for a value that is no rank. */
export function rankMeaningKey(rank: number): RankMeaning | null {
  return Number.isInteger(rank) ? (RANK_MEANINGS[rank] ?? null) : null;
}

/**
 * The rank SPEC 9 gives to this many years of experience (a suggestion for a new line: a person
 * may rate themselves otherwise): under 1 year 2, under 3 years 3, up to 5 years 4, over 5 years 5.
 */
export function rankForYears(years: number): SkillRank | null {
  if (!Number.isFinite(years) || years <= 0) return null;
  if (years < 1) return 2;
  if (years < 3) return 3;
  if (years <= 5) return 4;
  return 5;
}

/** At most `decimals` decimals (2.5 yes, 2.55 no for one), floating-point noise aside. */
export function hasDecimals(n: number, decimals: number): boolean {
  const scaled = n * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** One line of a sheet as the rules read it. */
export interface SkillLine {
  skill_id: number;
  rank: number;
  years: number;
}

/** A staffing search criterion: this skill at this rank or above. */
export interface SkillCriterion {
  skill_id: number;
  min_rank: number;
}

/** Whether a sheet line satisfies a criterion: the same skill, at least the rank asked. */
export function matchesCriterion(line: Pick<SkillLine, 'skill_id' | 'rank'>, c: SkillCriterion): boolean {
  return line.skill_id === c.skill_id && line.rank >= c.min_rank;
}

/** Whether a sheet satisfies every criterion (no criterion: any sheet). */
export function matchesAll(
  lines: readonly Pick<SkillLine, 'skill_id' | 'rank'>[],
  criteria: readonly SkillCriterion[],
): boolean {
  return criteria.every((c) => lines.some((l) => matchesCriterion(l, c)));
}

/** Whether a Japanese level (0 none, 1..5 N1..N5) is at least N`jlpt` (N1 is the best). */
export function meetsJlpt(japaneseLevel: number, jlpt: number): boolean {
  return japaneseLevel >= 1 && japaneseLevel <= jlpt;
}

/** What a save of `save_updated_skills` sends: new or changed lines, and the skills taken off. */
export interface SheetChanges {
  skills: SkillLine[];
  removed_skill_ids: number[];
}

/**
 * The changes from a stored sheet to an edited one: the lines that are new or whose rank or years
 * differ, and the skills no longer there. An unchanged sheet gives nothing to send.
 */
export function sheetDiff(stored: readonly SkillLine[], edited: readonly SkillLine[]): SheetChanges {
  const before = new Map(stored.map((l) => [l.skill_id, l]));
  const after = new Set(edited.map((l) => l.skill_id));
  const skills = edited
    .filter((l) => {
      const old = before.get(l.skill_id);
      return !old || old.rank !== l.rank || Math.abs(old.years - l.years) > 1e-9;
    })
    .map((l) => ({ skill_id: l.skill_id, rank: l.rank, years: l.years }));
  const removed_skill_ids = stored.filter((l) => !after.has(l.skill_id)).map((l) => l.skill_id);
  return { skills, removed_skill_ids };
}

export function hasChanges(changes: SheetChanges): boolean {
  return changes.skills.length > 0 || changes.removed_skill_ids.length > 0;
}

const distinct = (message: string) => [{ rule: 'distinct', message }];

/** Each skill once on a sheet: `skills.N.skill_id` rule `distinct` on every repeat. Null when fine. */
export function sheetErrors(lines: readonly Pick<SkillLine, 'skill_id'>[]): FieldErrors | null {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.skill_id)) errors[`skills.${i}.skill_id`] = distinct('Each skill only once.');
    seen.add(l.skill_id);
  });
  return Object.keys(errors).length ? errors : null;
}

/**
 * The rules of a partial save across its fields: each skill once in `skills` and in
 * `removed_skill_ids`, and no skill both saved and removed (the removal is the one refused).
 */
export function changesErrors(changes: SheetChanges): FieldErrors | null {
  const errors: FieldErrors = { ...sheetErrors(changes.skills) };
  const saved = new Set(changes.skills.map((l) => l.skill_id));
  const seen = new Set<number>();
  changes.removed_skill_ids.forEach((id, i) => {
    if (seen.has(id)) errors[`removed_skill_ids.${i}`] = distinct('Each skill only once.');
    else if (saved.has(id))
      errors[`removed_skill_ids.${i}`] = distinct('A skill is either saved or removed, not both.');
    seen.add(id);
  });
  return Object.keys(errors).length ? errors : null;
}

/**
 * The criteria as the search's address carries them: `skill_id:min_rank` pairs joined by commas
 * (`12:3,15:4`), in the order given.
 */
export function formatCriteria(criteria: readonly SkillCriterion[]): string {
  return criteria.map((c) => `${c.skill_id}:${c.min_rank}`).join(',');
}

export type CriteriaProblem = 'format' | 'max_value' | 'distinct';

/**
 * Reads `formatCriteria`'s text back: the criteria, or the rule it breaks (`format` for anything
 * that is not pairs of an id and a rank 0-5, `max_value` past five, `distinct` for a skill twice).
 * An empty text is no criterion.
 */
export function parseCriteria(
  text: string,
  idMax = 2_147_483_647,
): { criteria: SkillCriterion[] } | { problem: CriteriaProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { criteria: [] };
  const parts = trimmed.split(',');
  // Checked before the parts are read: a long list costs nothing.
  if (parts.length > SKILL_LIMITS.criteria) return { problem: 'max_value' };
  const criteria: SkillCriterion[] = [];
  for (const part of parts) {
    const m = /^\s*(\d{1,10}):([0-5])\s*$/.exec(part);
    const id = Number(m?.[1]);
    if (!m || id < 1 || id > idMax) return { problem: 'format' };
    criteria.push({ skill_id: id, min_rank: Number(m[2]) });
  }
  if (new Set(criteria.map((c) => c.skill_id)).size !== criteria.length) return { problem: 'distinct' };
  return { criteria };
}

/** Who may run a staffing search and read other people's sheets, from what the account says. */
export interface StaffingFacts {
  isAdmin: boolean;
  departmentCode: string | null | undefined;
  jobTitleCode: string | null | undefined;
  /** PM or top of a project (or the board or Admin department): `Account.has_project_management`. */
  managesProjects: boolean;
}

/**
 * The staffing roles: the Admin department, the board (DIRECTOR), the HR department, and whoever
 * has project-management access (PM or top of a project).
 */
export function canSearchStaff(f: StaffingFacts): boolean {
  return (
    f.isAdmin ||
    f.departmentCode === DEPARTMENT_CODES.ADMIN ||
    f.jobTitleCode === JOB_TITLE_CODES.DIRECTOR ||
    f.departmentCode === DEPARTMENT_CODES.HR ||
    f.managesProjects
  );
}

/**
 * A person's load over a period (a month): the sum of their effort figures (`periodEffort`) in
 * every project membership that covers a workday of it, to one decimal; null when none does.
 */
export function loadOf(
  start: string,
  end: string,
  memberships: readonly { membership: Membership; rows: readonly EffortRow[] }[],
): number | null {
  let total = 0;
  let counted = false;
  for (const { membership, rows } of memberships) {
    const figure = periodEffort(start, end, rows, membership);
    if (figure.member_days === 0) continue;
    counted = true;
    total += figure.effort;
  }
  return counted ? Math.round(total * 10) / 10 : null;
}
