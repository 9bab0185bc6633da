/**
 * The skill sheet API (docs/api-skills.md): the catalogue, one's own sheet and its saves, someone's
 * sheet, and the staffing search.
 */
import type {
  Skill,
  SkillCatalogue,
  SkillChangesInput,
  SkillInput,
  SkillLineInput,
  SkillSheet,
  SkillSheetLine,
  StaffingMatch,
} from '@staffhub/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { api } from './http';
import { queryKeys } from './queryKeys';

export type {
  Skill,
  SkillCatalogue,
  SkillChangesInput,
  SkillInput,
  SkillLineInput,
  SkillSheet,
  SkillSheetLine,
  StaffingMatch,
};

/** A page of the staffing search: `data` and the pagination fields. */
export interface StaffingPage {
  data: StaffingMatch[];
  from: number | null;
  to: number | null;
  last_page: number;
  path: string;
  current_page: number;
  total: number;
  per_page: number;
}

/** i18n keys of the labels of the fields the skills API names (list items without their index). */
export const SKILL_LABELS: Record<string, string> = {
  type: 'skills.fields.type',
  name: 'skills.fields.name',
  skill_id: 'skills.fields.skill_id',
  rank: 'skills.fields.rank',
  years: 'skills.fields.years',
  skills: 'skills.fields.skills',
  removed_skill_ids: 'skills.fields.removed_skill_ids',
  criteria: 'skills.fields.criteria',
  jlpt: 'skills.fields.jlpt',
  q: 'skills.fields.q',
};

// Reads -------------------------------------------------------------------------------------------

export function useSkillCatalogue() {
  return useQuery({
    queryKey: queryKeys.skillCatalogue,
    queryFn: ({ signal }) => api.get<SkillCatalogue>('/skill/all_skills', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useMySkillSheet() {
  return useQuery({
    queryKey: queryKeys.skillSheet,
    queryFn: ({ signal }) => api.get<SkillSheet>('/skill-sheet', { signal }),
  });
}

/** Someone's sheet (a staffing role's read); a refusal stays on the page, told by the toast. */
export function useEmployeeSkills(employeeId: number | null) {
  return useQuery({
    queryKey: queryKeys.employeeSkills(employeeId ?? 0),
    queryFn: ({ signal }) =>
      api.get<SkillSheet>('/skill/employee_skills', {
        query: { employee_id: employeeId },
        signal,
        stayOnPage: true,
      }),
    enabled: employeeId !== null,
  });
}

/**
 * The staffing search; `null` asks nothing. A refusal (the role went away) is reported to the
 * caller, who hides the search, instead of leaving the page for the 403 screen.
 */
export function useStaffingSearch(query: Record<string, string | number> | null) {
  return useQuery({
    queryKey: queryKeys.skillSearch(query ?? {}),
    queryFn: ({ signal }) =>
      api.get<StaffingPage>('/skill/search', { query: query ?? {}, signal, stayOnPage: true }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Every skills screen: the catalogue, the sheets and the searches. */
export function useInvalidateSkills() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.skills });
}

// Writes ------------------------------------------------------------------------------------------

/** The caller's whole sheet; a refusal's field problems are the caller's to place (`quiet` not set). */
export function saveSkillSheet(skills: SkillLineInput[]) {
  return api.post<SkillSheet>('/skill-sheet', { skills }, { labels: SKILL_LABELS, quiet: true });
}

/** New or changed lines and the skills taken off; field problems go on `form` when given. */
export function saveSkillChanges(body: SkillChangesInput) {
  return api.post<SkillSheet>('/skill/save_updated_skills', body, { labels: SKILL_LABELS, quiet: true });
}

/** Administrators: a new catalogue skill (4338 on `name` when its type has it). */
export function addCatalogueSkill(body: SkillInput, form?: FormInstance) {
  return api.post<{ skill: Skill }>('/skill/all_skills', body, { form, labels: SKILL_LABELS });
}
