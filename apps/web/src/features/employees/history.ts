/**
 * One change of a staff record as the History card shows it (pure, tested in node): the action in
 * words, and each changed field with its translated name and its value before and after as a
 * person reads it (a list's word, a name instead of an id, DD/MM/YYYY instead of the wire date).
 */
import type { TFunction } from 'i18next';
import type { Commons } from '../../api/commons';
import type { EmployeeChange } from '../../api/employees';
import { formatWorkDate } from '../timesheets/format';
import { companyText, genderText, japaneseLevelText, levelText, NONE, workTypeText } from './labels';

type Scalar = string | number | boolean | null;

/** Fields the history does not list: the record's own id and its timestamps. */
const HIDDEN_FIELDS = new Set(['id', 'created_at', 'updated_at']);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The `/commons` list of each id field. */
const NAMED_LISTS: Record<string, keyof Commons> = {
  division_id: 'divisions',
  foot_id: 'foots',
  position_id: 'positions',
  job_title_id: 'jobTitle',
  department_id: 'departments',
};

/** A field's translated name (the raw name for a field the web does not know). */
export function fieldText(t: TFunction, field: string): string {
  return t(`employees.fields.${field}`, { defaultValue: field });
}

/** "employee.update" -> "Updated" (the raw action for one the web does not know). */
export function actionText(t: TFunction, action: string): string {
  const short = action.startsWith('employee.') ? action.slice('employee.'.length) : action;
  return t(`employees.history.actions.${short}`, { defaultValue: action });
}

/** One value of a field as a person reads it. */
export function changeValueText(t: TFunction, field: string, value: Scalar, commons?: Commons): string {
  if (value === null || value === '') return NONE;
  if (typeof value === 'boolean') return t(value ? 'employees.history.yes' : 'employees.history.no');
  const number = typeof value === 'number' ? value : Number.NaN;
  switch (field) {
    case 'gender':
      return genderText(t, number);
    case 'work_type':
      return workTypeText(t, number);
    case 'level':
      return levelText(number);
    case 'japanese_level':
      return japaneseLevelText(t, number);
    case 'company_id':
      return companyText(t, number, commons);
    case 'avatar':
      return t('employees.history.photo');
    case 'password':
      return t('employees.history.hidden');
  }
  const list = NAMED_LISTS[field];
  if (list) {
    const items = commons?.[list] as Array<{ id: number; name: string }> | undefined;
    return items?.find((item) => item.id === value)?.name ?? `#${value}`;
  }
  if (typeof value === 'string' && DATE_RE.test(value)) return formatWorkDate(value);
  return String(value);
}

export interface ChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The lines of one change: each changed field (the record's id and timestamps left out). */
export function changeLines(t: TFunction, change: EmployeeChange, commons?: Commons): ChangeLine[] {
  return change.changes
    .filter((c) => !HIDDEN_FIELDS.has(c.field))
    .map((c) => ({
      field: c.field,
      label: fieldText(t, c.field),
      before: changeValueText(t, c.field, c.before, commons),
      after: changeValueText(t, c.field, c.after, commons),
    }));
}
