import { z } from 'zod';
import {
  COMPANIES,
  EMAIL_MAX_LENGTH,
  GENDERS,
  JAPANESE_LEVELS,
  JOB_LEVELS,
  PAGE_SIZES,
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
