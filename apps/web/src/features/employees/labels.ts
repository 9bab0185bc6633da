/**
 * The words of the fixed lists of a staff record (pure, tested in node): gender, work type, level
 * (Dev1..Dev5), Japanese level (none, N1..N5), company and state, as text and as Select options.
 */
import {
  COMPANIES,
  EMPLOYEE_STATES,
  type EmployeeState,
  GENDERS,
  JAPANESE_LEVELS,
  JOB_LEVELS,
  WORK_TYPES,
} from '@staffhub/domain';
import type { TFunction } from 'i18next';
import type { Commons } from '../../api/commons';

export interface Option<V extends number | string> {
  value: V;
  label: string;
}

/** What a value of a fixed list shows when the record has none. */
export const NONE = '–';

export function genderText(t: TFunction, value: number | null | undefined): string {
  return value === null || value === undefined
    ? NONE
    : t(`employees.gender.${value}`, { defaultValue: NONE });
}

export function workTypeText(t: TFunction, value: number | null | undefined): string {
  return value === null || value === undefined
    ? NONE
    : t(`employees.workType.${value}`, { defaultValue: String(value) });
}

/** Dev1..Dev5: the level's name is the same in every language. */
export function levelText(value: number | null | undefined): string {
  return value === null || value === undefined ? NONE : `Dev${value}`;
}

/** 0 none, 1..5 = N1..N5 (the JLPT names, the same in every language). */
export function japaneseLevelText(t: TFunction, value: number | null | undefined): string {
  if (value === null || value === undefined) return NONE;
  return value === 0 ? t('employees.japanese.none') : `N${value}`;
}

export function stateText(t: TFunction, state: EmployeeState): string {
  return t(`employees.state.${state}`);
}

/** The company's name as `/commons` gives it, else its translated short name. */
export function companyText(t: TFunction, id: number | null | undefined, commons?: Commons): string {
  if (id === null || id === undefined) return NONE;
  return (
    commons?.companies?.find((c) => c.id === id)?.name ?? t(`company.${id}`, { defaultValue: String(id) })
  );
}

/** A company given by its code (the charts name them so). */
export function companyTextOfCode(t: TFunction, code: string, commons?: Commons): string {
  const known = COMPANIES.find((c) => c.code === code);
  return known ? companyText(t, known.id, commons) : code;
}

export const genderOptions = (t: TFunction): Option<number>[] =>
  GENDERS.map((value) => ({ value, label: genderText(t, value) }));

export const workTypeOptions = (t: TFunction): Option<number>[] =>
  WORK_TYPES.map((value) => ({ value, label: workTypeText(t, value) }));

export const levelOptions = (): Option<number>[] =>
  JOB_LEVELS.map((value) => ({ value, label: levelText(value) }));

export const japaneseLevelOptions = (t: TFunction): Option<number>[] =>
  JAPANESE_LEVELS.map((value) => ({ value, label: japaneseLevelText(t, value) }));

export const stateOptions = (t: TFunction): Option<EmployeeState>[] =>
  EMPLOYEE_STATES.map((value) => ({ value, label: stateText(t, value) }));

export const companyOptions = (t: TFunction, commons?: Commons): Option<number>[] =>
  COMPANIES.map((c) => ({ value: c.id, label: companyText(t, c.id, commons) }));

/** A `/commons` list as options (divisions, positions, job titles, departments). */
export function namedOptions(
  items: ReadonlyArray<{ id: number; name: string }> | undefined,
): Option<number>[] {
  return (items ?? []).map((item) => ({ value: item.id, label: item.name }));
}

/** The teams to choose from: those of the chosen division, or all while none is chosen. */
export function footOptions(
  commons: Commons | undefined,
  divisionId: number | null | undefined,
): Option<number>[] {
  const foots = commons?.foots ?? [];
  return namedOptions(divisionId ? foots.filter((f) => f.division_id === divisionId) : foots);
}
