import type { z } from 'zod';
import type { FieldError, FieldErrors } from './errors';

/** Every rule a 422 / 4220 body can name; the web has a translation for each. */
export const VALIDATION_RULES = [
  'required',
  'min',
  'max',
  'same',
  'different',
  'email',
  'enum',
  'invalid',
  'format',
  'unknown',
  'min_value',
  'max_value',
  'after',
  'after_or_equal',
  'before',
  'before_or_equal',
  'max_days',
  'image_type',
  'image_size',
  'image_count',
  'office_time',
  'same_day',
  'current_month',
  'date_window',
  'text',
  'network',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = data;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/**
 * Turns one zod issue into a translatable rule: `required`, `min`, `max`, `email`, `same`,
 * `enum`, `type`... The web renders `validation.<rule>` with the field label and params.
 */
function issueToFieldError(issue: z.core.$ZodIssue, input: unknown): FieldError {
  const value = valueAt(input, issue.path);
  const custom =
    issue.code === 'custom' ? (issue.params as Record<string, string | number> | undefined) : undefined;
  if (custom?.rule) {
    const { rule, ...params } = custom;
    return { rule: String(rule), message: issue.message, params };
  }
  if (isBlank(value) && issue.code !== 'unrecognized_keys') {
    return { rule: 'required', message: 'This field is required.' };
  }
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? {
            rule: 'min',
            message: `Must be at least ${issue.minimum} characters.`,
            params: { min: Number(issue.minimum) },
          }
        : {
            rule: 'min_value',
            message: `Must be at least ${issue.minimum}.`,
            params: { min: Number(issue.minimum) },
          };
    case 'too_big':
      return issue.origin === 'string'
        ? {
            rule: 'max',
            message: `Must be at most ${issue.maximum} characters.`,
            params: { max: Number(issue.maximum) },
          }
        : {
            rule: 'max_value',
            message: `Must be at most ${issue.maximum}.`,
            params: { max: Number(issue.maximum) },
          };
    case 'invalid_format':
      return issue.format === 'email'
        ? { rule: 'email', message: 'Must be a valid email address.' }
        : { rule: 'format', message: 'Has an invalid format.', params: { format: issue.format } };
    case 'invalid_value':
      return { rule: 'enum', message: 'Is not an allowed value.' };
    case 'unrecognized_keys':
      return { rule: 'unknown', message: `Unknown field(s): ${issue.keys.join(', ')}.` };
    default:
      return { rule: 'invalid', message: 'Is invalid.' };
  }
}

/** Groups zod issues by field (dot path; `_` for the whole body). */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    const list = out[field] ?? [];
    list.push(issueToFieldError(issue, input));
    out[field] = list;
  }
  return out;
}
