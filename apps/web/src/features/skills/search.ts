/**
 * The staffing search's state in the address and its answer's words (pure, tested in node): the
 * criteria, JLPT level, name filter, page and page size as URL search params (a reload or Back shows
 * the same search; a value the API would refuse is dropped), the API query they make, and a
 * person's load and Japanese level as the table shows them.
 */
import {
  EFFORT_FULL,
  formatCriteria,
  JLPT_LEVELS,
  PAGE_SIZES,
  parseCriteria,
  SKILL_LIMITS,
  type SkillCriterion,
} from '@staffhub/domain';

export interface SearchState {
  criteria: SkillCriterion[];
  jlpt: number | null;
  q: string;
  page: number;
  perpage: number;
}

export const EMPTY_SEARCH: SearchState = { criteria: [], jlpt: null, q: '', page: 1, perpage: PAGE_SIZES[0] };

/** The address parameter that opens the staffing search tab. */
export const SEARCH_TAB = 'search';

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : null;
};

export function searchFromParams(params: URLSearchParams): SearchState {
  const parsed = parseCriteria(params.get('criteria') ?? '');
  const jlpt = Number(params.get('jlpt'));
  const perpage = Number(params.get('perpage'));
  return {
    criteria: 'criteria' in parsed ? parsed.criteria : [],
    jlpt: (JLPT_LEVELS as readonly number[]).includes(jlpt) ? jlpt : null,
    q: (params.get('q') ?? '').trim().slice(0, 120),
    page: positive(params.get('page')) ?? 1,
    perpage: (PAGE_SIZES as readonly number[]).includes(perpage) ? perpage : PAGE_SIZES[0],
  };
}

/** The address of a search (the defaults left out), on the search tab. */
export function paramsFromSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams({ tab: SEARCH_TAB });
  if (state.criteria.length) params.set('criteria', formatCriteria(state.criteria));
  if (state.jlpt !== null) params.set('jlpt', String(state.jlpt));
  if (state.q) params.set('q', state.q);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perpage !== PAGE_SIZES[0]) params.set('perpage', String(state.perpage));
  return params;
}

/** Whether the search asks anything (a skill, a level or a name): else nothing is sent. */
export function isAsking(state: SearchState): boolean {
  return state.criteria.length > 0 || state.jlpt !== null || state.q !== '';
}

/** The API's query of a search; null when it asks nothing. */
export function apiQuery(state: SearchState): Record<string, string | number> | null {
  if (!isAsking(state)) return null;
  const query: Record<string, string | number> = { page: state.page, perpage: state.perpage };
  if (state.criteria.length) query.criteria = formatCriteria(state.criteria);
  if (state.jlpt !== null) query.jlpt = state.jlpt;
  if (state.q) query.q = state.q;
  return query;
}

/** A criterion row of the form: the skill may not be chosen yet. */
export interface CriterionRow {
  skill_id?: number | null;
  min_rank?: number | null;
}

/** The criteria of the form's rows: rows without a skill left out, each skill once, at most five. */
export function criteriaOf(rows: readonly (CriterionRow | undefined)[] | undefined): SkillCriterion[] {
  const out: SkillCriterion[] = [];
  for (const row of rows ?? []) {
    if (!row || typeof row.skill_id !== 'number' || out.some((c) => c.skill_id === row.skill_id)) continue;
    out.push({ skill_id: row.skill_id, min_rank: row.min_rank ?? 0 });
  }
  return out.slice(0, SKILL_LIMITS.criteria);
}

/** How a month's load reads: no project, within a full week's work, or over it (warning colour). */
export type LoadTone = 'none' | 'ok' | 'over';

export function loadTone(effort: number | null): LoadTone {
  if (effort === null) return 'none';
  return effort > EFFORT_FULL ? 'over' : 'ok';
}

/** "80 %", "112.5 %" in the reader's language. */
export function formatLoad(effort: number, locale = 'en'): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(effort)} %`;
}

/** "N2" for a JLPT level 1..5; null for none (0). */
export function jlptText(level: number): string | null {
  return level >= 1 && level <= 5 ? `N${level}` : null;
}
