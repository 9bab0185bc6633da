import { z } from 'zod';
import {
  COMPANIES,
  EMAIL_MAX_LENGTH,
  GENDERS,
  JAPANESE_LEVELS,
  JOB_LEVELS,
  PAGE_SIZES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REASON_MAX_LENGTH,
  WORK_TYPES,
} from '../constants';
import type { FieldErrors } from '../errors';
import { DATE_RE } from '../formats';
import { DATE_MAX, FILTER_MAX_LENGTH, ID_MAX } from '../limits';

/**
 * SPEC 3 "Employee" as HR enters it (issue #15): every field with its fixed list, lengths and
 * formats. The rules that need today's date or compare two fields are `employeeDateErrors`, which
 * the service runs after this schema.
 */

/** The earliest date an employee record holds (a birthday); later than `DATE_MIN` allows. */
export const PERSON_DATE_MIN = '1900-01-01';

/** A real calendar date `YYYY-MM-DD` from `PERSON_DATE_MIN` to `DATE_MAX`. */
const ZPersonDate = z
  .string()
  .regex(DATE_RE)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  })
  .refine((s) => s >= PERSON_DATE_MIN && s <= DATE_MAX, {
    message: `Must be between ${PERSON_DATE_MIN} and ${DATE_MAX}.`,
    params: { rule: 'date_window', min: PERSON_DATE_MIN, max: DATE_MAX },
  });

/** Letters, digits, dot, dash and underscore: the employee codes the companies use (HN0015). */
export const EMPLOYEE_CODE_RE = /^[A-Za-z0-9._-]+$/;
/** Digits with the usual separators and an optional leading +. */
export const PHONE_RE = /^\+?[0-9 ().-]{6,30}$/;

const COMPANY_IDS = COMPANIES.map((c) => c.id);

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const optionalId = z.number().int().positive().max(ID_MAX).nullish();
const oneOf = <T extends readonly number[]>(values: T) =>
  z
    .number()
    .int()
    .refine((n) => (values as readonly number[]).includes(n), { params: { rule: 'enum' } });

export const ZEmployeeInput = z.object({
  employee_code: z.string().trim().min(1).max(20).regex(EMPLOYEE_CODE_RE),
  name: z.string().trim().min(1).max(120),
  email: z.string().trim().max(EMAIL_MAX_LENGTH).email(),
  birthday: ZPersonDate.nullish(),
  gender: oneOf(GENDERS).nullish(),
  nationality: optionalText(60),
  address: optionalText(255),
  current_residence: optionalText(255),
  university: optionalText(255),
  phone: z.string().trim().regex(PHONE_RE).nullish(),
  family_phone: z.string().trim().regex(PHONE_RE).nullish(),
  company_id: oneOf(COMPANY_IDS),
  job_title_id: optionalId,
  foot_id: optionalId,
  division_id: optionalId,
  department_id: optionalId,
  position_id: optionalId,
  level: oneOf(JOB_LEVELS).nullish(),
  work_type: oneOf(WORK_TYPES),
  japanese_level: oneOf(JAPANESE_LEVELS),
  join_date: ZPersonDate.nullish(),
  start_date: ZPersonDate.nullish(),
  identity_number: optionalText(40),
  identity_issue_date: ZPersonDate.nullish(),
  identity_issue_place: optionalText(255),
  visa_number: optionalText(40),
  visa_issue_date: ZPersonDate.nullish(),
  visa_expiry_date: ZPersonDate.nullish(),
  social_link: z
    .string()
    .trim()
    .max(500)
    .url()
    .refine((s) => /^https?:\/\//i.test(s), { params: { rule: 'format' } })
    .nullish(),
});
export type EmployeeInput = z.infer<typeof ZEmployeeInput>;

/** `POST /employees`: the record and, optionally, a first password (then the person can sign in). */
export const ZEmployeeCreate = ZEmployeeInput.extend({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).nullish(),
});
export type EmployeeCreate = z.infer<typeof ZEmployeeCreate>;

const before = (other: string) => ({
  rule: 'before_or_equal',
  message: `Must be on or before ${other}.`,
  params: { other },
});
const after = (other: string) => ({ rule: 'after', message: `Must be after ${other}.`, params: { other } });

/**
 * The date rules of an employee record that need today (company time zone) or another field: the
 * birthday and the identity issue date are in the past, the join date is not after the start date,
 * the visa expires after it was issued. Null when fine.
 */
export function employeeDateErrors(
  e: Pick<
    EmployeeInput,
    'birthday' | 'identity_issue_date' | 'join_date' | 'start_date' | 'visa_issue_date' | 'visa_expiry_date'
  >,
  today: string,
): FieldErrors | null {
  const errors: FieldErrors = {};
  if (e.birthday && e.birthday >= today)
    errors.birthday = [{ rule: 'before', message: 'Must be in the past.', params: { other: 'today' } }];
  if (e.identity_issue_date && e.identity_issue_date > today) errors.identity_issue_date = [before('today')];
  if (e.join_date && e.start_date && e.join_date > e.start_date) errors.join_date = [before('start_date')];
  if (e.visa_issue_date && e.visa_expiry_date && e.visa_expiry_date <= e.visa_issue_date)
    errors.visa_expiry_date = [after('visa_issue_date')];
  return Object.keys(errors).length ? errors : null;
}

/** `POST /employees/resignation`: who, from which day, and why. */
export const ZResignation = z.object({
  employee_id: z.number().int().positive().max(ID_MAX),
  resignation_date: ZPersonDate,
  resignation_reason: z.string().trim().min(1).max(REASON_MAX_LENGTH),
});

export const EMPLOYEE_STATES = ['active', 'resigned'] as const;

/** `GET /employees`: search, filters and a page (sizes of SPEC 3). */
export const ZEmployeeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { rule: 'enum' } })
    .default(PAGE_SIZES[0]),
  /** Code, name or e-mail, any part of it. */
  q: z.string().trim().max(FILTER_MAX_LENGTH).optional(),
  company_id: z.coerce.number().int().min(1).max(COMPANIES.length).optional(),
  division_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  foot_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  position_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  work_type: z.coerce
    .number()
    .int()
    .refine((n) => (WORK_TYPES as readonly number[]).includes(n), { params: { rule: 'enum' } })
    .optional(),
  level: z.coerce
    .number()
    .int()
    .refine((n) => (JOB_LEVELS as readonly number[]).includes(n), { params: { rule: 'enum' } })
    .optional(),
  state: z.enum(EMPLOYEE_STATES).optional(),
});

export type EmployeeState = (typeof EMPLOYEE_STATES)[number];

/** Whether a person still works here on `today` (company zone): resigned from their resignation date. */
export function employeeState(resignationDate: string | null, today: string): EmployeeState {
  return resignationDate !== null && resignationDate <= today ? 'resigned' : 'active';
}

const ZNamedRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One row of `GET /employees`: what the list shows, nothing more. */
export const ZEmployeeListItem = z.object({
  id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  company_id: z.number().int(),
  division: ZNamedRef,
  foot: ZNamedRef,
  position: ZNamedRef,
  level: z.number().int().nullable(),
  work_type: z.number().int(),
  join_date: z.string().nullable(),
  resignation_date: z.string().nullable(),
  state: z.enum(EMPLOYEE_STATES),
});
export type EmployeeListItem = z.infer<typeof ZEmployeeListItem>;

/** A pending request on a record: one that waits on the person, or one they asked for. */
export const ZWaitingRequest = z.object({
  kind: z.string(),
  id: z.number().int(),
  requester: z.object({ id: z.number().int(), name: z.string() }),
  /** Whose decision it waits on now (null: any of its assignees, or nobody left). */
  approver: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});

const str = z.string().nullable();
const int = z.number().int().nullable();

/** `GET /employees/{id}`: the whole record with the names of what it points at. */
export const ZEmployee = z.object({
  id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  email: z.string(),
  birthday: str,
  gender: int,
  nationality: str,
  address: str,
  current_residence: str,
  university: str,
  phone: str,
  family_phone: str,
  company_id: z.number().int(),
  job_title_id: int,
  foot_id: int,
  division_id: int,
  department_id: int,
  position_id: int,
  level: int,
  work_type: z.number().int(),
  japanese_level: z.number().int(),
  join_date: str,
  start_date: str,
  identity_number: str,
  identity_issue_date: str,
  identity_issue_place: str,
  visa_number: str,
  visa_issue_date: str,
  visa_expiry_date: str,
  social_link: str,
  avatar: str,
  resignation_date: str,
  resignation_reason: str,
  state: z.enum(EMPLOYEE_STATES),
  company: ZNamedRef,
  division: ZNamedRef,
  foot: ZNamedRef,
  position: ZNamedRef,
  job_title: ZNamedRef,
  department: ZNamedRef,
  has_account: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Employee = z.infer<typeof ZEmployee>;

/** `GET /employees/{id}` for HR: the record, what waits on this person, and its change history. */
export const ZEmployeeDetail = z.object({
  employee: ZEmployee,
  /** Requests whose current step waits on this person (an approver who resigns leaves these). */
  waiting_on: z.array(ZWaitingRequest),
  /** The person's own pending requests (they stay visible to HR after a resignation). */
  pending_own: z.array(ZWaitingRequest),
  /** Whether the record may be deleted (no requests, no timesheet days); otherwise resign. */
  can_delete: z.boolean(),
});

/** One change to an employee record from the audit log: who, when, and each field before and after. */
export const ZEmployeeChange = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
  changes: z.array(
    z.object({
      field: z.string(),
      before: z.union([z.string(), z.number(), z.boolean()]).nullable(),
      after: z.union([z.string(), z.number(), z.boolean()]).nullable(),
    }),
  ),
});
export type EmployeeChange = z.infer<typeof ZEmployeeChange>;

type Scalar = string | number | boolean | null;

/** The fields whose value differs between two versions of a record, in the order of `after`. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Array<{ field: string; before: Scalar; after: Scalar }> {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  const scalar = (v: unknown): Scalar =>
    v === undefined || v === null ? null : typeof v === 'object' ? JSON.stringify(v) : (v as Scalar);
  return keys
    .map((field) => ({ field, before: scalar(before?.[field]), after: scalar(after?.[field]) }))
    .filter((c) => c.before !== c.after);
}

/**
 * `/information-profile`: the fields a person edits on their own record. The rest is HR's
 * (read-only there); the avatar has its own upload.
 */
export const ZProfileContact = ZEmployeeInput.pick({
  address: true,
  current_residence: true,
  phone: true,
  family_phone: true,
  social_link: true,
})
  // A PUT names every field (null to clear one): a body without them is refused, not a wipe.
  .required();
export type ProfileContact = z.infer<typeof ZProfileContact>;

/** Avatars (SPEC 5, images): png, jpg or jpeg by content, at most 2000 KB. */
export const AVATAR_MAX_BYTES = 2000 * 1024;
/** An import file of employees: an XLSX of at most 2 MB and 1,000 people (server and web read these). */
export const EMPLOYEE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const EMPLOYEE_IMPORT_MAX_ROWS = 1000;
/** An export of the employee list holds at most this many rows (a company of 20,000 fits). */
export const EMPLOYEE_EXPORT_MAX_ROWS = 50_000;
export const EMPLOYEE_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
/** `GET /employees/export`: the list's filters and a format. */
export const ZEmployeeExportQuery = ZEmployeeListQuery.omit({ page: true, per_page: true }).extend({
  format: z.enum(EMPLOYEE_EXPORT_FORMATS).default('xlsx'),
});
