/**
 * The staff record form's values and the body it sends (pure, tested in node). The form keeps the
 * API's shapes ('YYYY-MM-DD' dates, ids and list values as numbers, null for nothing); the body
 * trims the texts and sends an emptied text as null, as the schema wants it.
 */
import { AVATAR_MAX_BYTES, type EmployeeInput, employeeDateErrors, type FieldError } from '@staffhub/domain';
import {
  EMPLOYEE_FIELDS,
  type Employee,
  type EmployeeCreateBody,
  type ProfileContact,
} from '../../api/employees';

type Field = (typeof EMPLOYEE_FIELDS)[number];

/** The form's values: every field of the record, and the first password when creating. */
export type EmployeeFormValues = { [K in Field]?: EmployeeInput[K] | '' } & { password?: string | null };

/** The sections of the form and the detail, in order, with their fields. */
export const SECTIONS = [
  {
    key: 'identity',
    fields: ['employee_code', 'name', 'birthday', 'gender', 'nationality', 'university'],
  },
  { key: 'contact', fields: ['email', 'phone', 'family_phone', 'address', 'current_residence'] },
  {
    key: 'organisation',
    fields: ['company_id', 'division_id', 'foot_id', 'department_id', 'position_id', 'job_title_id'],
  },
  { key: 'employment', fields: ['work_type', 'level', 'japanese_level', 'join_date', 'start_date'] },
  {
    key: 'documents',
    fields: [
      'identity_number',
      'identity_issue_date',
      'identity_issue_place',
      'visa_number',
      'visa_issue_date',
      'visa_expiry_date',
      'social_link',
    ],
  },
] as const satisfies ReadonlyArray<{ key: string; fields: readonly Field[] }>;

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** The fields typed as text (trimmed; an empty one is sent as null unless required). */
const REQUIRED_TEXT = new Set<Field>(['employee_code', 'name', 'email']);

/** A new record: full-time, no Japanese, the company of the person entering it. */
export function newEmployeeValues(companyId: number | undefined): EmployeeFormValues {
  return { company_id: companyId, work_type: 2, japanese_level: 0, password: null };
}

/** A stored record's values. */
export function valuesOf(employee: Employee): EmployeeFormValues {
  return Object.fromEntries(EMPLOYEE_FIELDS.map((field) => [field, employee[field]])) as EmployeeFormValues;
}

/** The body of a save: texts trimmed, emptied optional texts as null, numbers as they are. */
export function toEmployeeInput(values: EmployeeFormValues): EmployeeInput {
  const out: Record<string, unknown> = {};
  for (const field of EMPLOYEE_FIELDS) {
    const value = values[field];
    if (typeof value === 'string') {
      const text = value.trim();
      out[field] = text === '' && !REQUIRED_TEXT.has(field) ? null : text;
    } else {
      out[field] = value ?? null;
    }
  }
  return out as EmployeeInput;
}

/** The body of a create: the record, and the first password when one was typed. */
export function toCreateBody(values: EmployeeFormValues): EmployeeCreateBody {
  const input = toEmployeeInput(values);
  return values.password ? { ...input, password: values.password } : input;
}

/** The schema's view of the form: what the body would be (for the shared zod rules). */
export function schemaInput(values: EmployeeFormValues): Record<string, unknown> {
  return { ...toEmployeeInput(values), password: values.password || null };
}

/** The date rules that need today or another field, for one field (null when fine or not its own). */
export function dateErrorFor(field: string, values: EmployeeFormValues, today: string): FieldError | null {
  const input = toEmployeeInput(values);
  return employeeDateErrors(input, today)?.[field]?.[0] ?? null;
}

/** The fields a person edits on their own record (`/information-profile`). */
export const PROFILE_FIELDS = [
  'phone',
  'family_phone',
  'address',
  'current_residence',
  'social_link',
] as const;
export type ProfileFormValues = { [K in (typeof PROFILE_FIELDS)[number]]?: string | null };

/** The body of `PUT /information-profile`: trimmed, an emptied field as null. */
export function toProfileContact(values: ProfileFormValues): ProfileContact {
  return Object.fromEntries(
    PROFILE_FIELDS.map((field) => {
      const text = (values[field] ?? '').trim();
      return [field, text === '' ? null : text];
    }),
  ) as ProfileContact;
}

/** png / jpg / jpeg (by name and type) of at most AVATAR_MAX_BYTES; the server checks the content. */
export function avatarProblem(file: { name: string; type?: string; size: number }): 'type' | 'size' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const extensionOk = file.name.includes('.') && ['png', 'jpg', 'jpeg'].includes(extension);
  const typeOk = !file.type || ['image/png', 'image/jpeg'].includes(file.type.toLowerCase());
  if (!extensionOk || !typeOk) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export const AVATAR_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const AVATAR_MAX_KB = AVATAR_MAX_BYTES / 1024;
