/**
 * The staff import (pure, tested in node): the file check before the upload, and the report of a
 * refused file. A 422 / 4220 of `POST /employees/import` names each problem `rows.<line>.<column>`
 * (docs/api-people.md says `row {n}: {field}`; both are read), nothing being saved then. The sheet's
 * columns are the record's fields, but for the references given by code (`division` for
 * `division_id`); `_` is the whole row (the header, the number of rows).
 */
import {
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_IMPORT_MAX_ROWS,
  type FieldError,
  type FieldErrors,
} from '@staffhub/domain';
import type { TFunction } from 'i18next';
import { EMPLOYEE_FIELDS, EMPLOYEE_LABELS } from '../../api/employees';
import { translateFieldError } from '../../api/validation';
import { fieldText } from './history';

/** docs/api-people.md: an XLSX of at most 2 MB and 1,000 rows. */
export const IMPORT_MAX_BYTES = EMPLOYEE_IMPORT_MAX_BYTES;
export const IMPORT_MAX_ROWS = EMPLOYEE_IMPORT_MAX_ROWS;
export const IMPORT_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ImportFileProblem = 'type' | 'size' | 'empty';

/** The browser's check before sending: an .xlsx, not empty, at most IMPORT_MAX_BYTES. */
export function importFileProblem(file: { name: string; size: number }): ImportFileProblem | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > IMPORT_MAX_BYTES) return 'size';
  return null;
}

export interface ImportProblem {
  /** Stable React key. */
  key: string;
  /** The sheet's row, null for a problem of the whole file. */
  row: number | null;
  /** The record's field (`division_id` for the sheet's `division`), `_` for the whole row, else the raw key. */
  field: string;
  error: FieldError;
}

/** `row 3: email` (the contract), `rows.3.email` (the timesheet import's way) too. */
const ROW_KEY = /^rows?[ .](\d+)(?::\s*|\.)(.+)$/;

export const WHOLE_ROW = '_';

/** The record's field a sheet column stands for (`division` -> `division_id`). */
export function fieldOfColumn(column: string): string {
  const withId = `${column}_id`;
  return (EMPLOYEE_FIELDS as readonly string[]).includes(withId) ? withId : column;
}

function fieldOrder(field: string): number {
  if (field === WHOLE_ROW) return -1;
  const index = (EMPLOYEE_FIELDS as readonly string[]).indexOf(field);
  return index === -1 ? EMPLOYEE_FIELDS.length : index;
}

/** One line per problem: the file's first, then by row, then by field as the form orders them. */
export function importProblems(errors: FieldErrors | null | undefined): ImportProblem[] {
  const out: ImportProblem[] = [];
  for (const [key, list] of Object.entries(errors ?? {})) {
    const match = ROW_KEY.exec(key.trim());
    const row = match ? Number(match[1]) : null;
    const field = match ? fieldOfColumn((match[2] ?? key).trim()) : key;
    list.forEach((error, index) => {
      out.push({ key: `${key}#${index}`, row, field, error });
    });
  }
  return out.sort(
    (a, b) =>
      (a.row ?? 0) - (b.row ?? 0) || fieldOrder(a.field) - fieldOrder(b.field) || a.key.localeCompare(b.key),
  );
}

/** How many rows have at least one problem. */
export function countProblemRows(problems: readonly ImportProblem[]): number {
  return new Set(problems.filter((p) => p.row !== null).map((p) => p.row)).size;
}

/** The column of a problem in words. */
export function problemColumnText(t: TFunction, problem: ImportProblem): string {
  return problem.field === WHOLE_ROW ? t('employees.import.wholeRow') : fieldText(t, problem.field);
}

/** A problem in words: the rule with the field's name, clearer words for the whole-row ones. */
export function problemText(t: TFunction, problem: ImportProblem): string {
  const { field, error } = problem;
  if (field === WHOLE_ROW) {
    if (error.rule === 'format' && error.params?.format !== undefined)
      return t('employees.import.header', { columns: String(error.params.format).split(',').join(', ') });
    if (error.rule === 'required') return t('employees.import.noRows');
    if (error.rule === 'max_value')
      return t('employees.import.tooManyRows', { max: error.params?.max ?? '' });
  }
  return translateFieldError(field, error, EMPLOYEE_LABELS);
}
