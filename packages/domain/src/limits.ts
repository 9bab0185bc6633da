import type { FieldErrors } from './errors';

/**
 * The bounds of every input a loop, a span or a query size depends on (issue #13). One place, read
 * by the server's schemas and rules and by the web forms, so a request can never make the server
 * walk a century of days or hold a megabyte-long filter.
 */

/** Any date the API accepts, in any field or filter. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';

/** The first day a request (leave, overtime, remote, correction, short leave) may be dated. */
export const REQUEST_DATE_MIN = '2019-01-01';
/** The last day a request may be dated: the end of next year, in the company's calendar. */
export function requestDateMax(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}-12-31`;
}

/**
 * The longest span one request may cover, in calendar days, first and last included. Leave: a
 * year, more than anyone can hold (the balance and allowance checks then refuse what is not held);
 * the one-day kinds: their day. Remote work has its own SPEC limit, `REMOTE_MAX_DAYS`.
 */
export const REQUEST_MAX_SPAN_DAYS = { leave: 366, oneDay: 1 } as const;

/** A date range in a list filter or an export, in calendar days. */
export const QUERY_RANGE_MAX_DAYS = 366;

/** A database id in a path or a filter: a positive 32-bit integer. */
export const ID_MAX = 2_147_483_647;

/** The longest free-text list filter (a name, a code, an e-mail fragment). */
export const FILTER_MAX_LENGTH = 120;

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function spanDays(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Number.isFinite(days) ? Math.max(0, days) : 0;
}

/**
 * The window and length rules of one request's dates: each within 2019-01-01 and the end of next
 * year, and the span at most `maxDays` long. Null when fine. `fields` names the date fields as the
 * form and the API call them, for the field errors.
 */
export function requestSpanErrors(
  span: { from: string; to: string },
  fields: { from: string; to: string },
  today: string,
  maxDays: number,
): FieldErrors | null {
  const errors: FieldErrors = {};
  const max = requestDateMax(today);
  const window = (date: string) =>
    date < REQUEST_DATE_MIN || date > max
      ? [
          {
            rule: 'date_window',
            message: `The date must be between ${REQUEST_DATE_MIN} and ${max}.`,
            params: { min: REQUEST_DATE_MIN, max },
          },
        ]
      : null;
  const from = window(span.from);
  if (from) errors[fields.from] = from;
  const to = fields.to === fields.from ? null : window(span.to);
  if (to) errors[fields.to] = to;
  if (!from && !to && spanDays(span.from, span.to) > maxDays)
    errors[fields.to] = [{ rule: 'max_days', message: `At most ${maxDays} days.`, params: { max: maxDays } }];
  return Object.keys(errors).length ? errors : null;
}

/**
 * A queried date range: the end not before the start, at most `maxDays` days. Null when fine; the
 * errors are on `end_date`, as the filters name it.
 */
export function rangeErrors(from: string, to: string, maxDays: number): FieldErrors | null {
  if (to < from)
    return {
      end_date: [
        {
          rule: 'after_or_equal',
          message: 'The end date is before the start date.',
          params: { other: 'start_date' },
        },
      ],
    };
  if (spanDays(from, to) > maxDays)
    return {
      end_date: [{ rule: 'max_days', message: `At most ${maxDays} days.`, params: { max: maxDays } }],
    };
  return null;
}

/**
 * What a text must not hold: a NUL (the database refuses it) or a lone UTF-16 surrogate (no UTF-8
 * encoding exists for it). Null when the text is clean.
 */
export function textProblem(s: string): 'nul' | 'surrogate' | null {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return 'nul';
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return 'surrogate';
    }
    if (c >= 0xdc00 && c <= 0xdfff) return 'surrogate';
  }
  return null;
}

/** How deep `badTextFields` looks into a body; deeper structures are refused by their schemas. */
const MAX_DEPTH = 8;

/**
 * Every field of a request part (body, query, params) whose text or key is not clean, by its
 * dotted path, at most `limit` of them: the shared hygiene check every input passes at the edge.
 */
export function badTextFields(data: unknown, limit = 20): string[] {
  const found: string[] = [];
  const walk = (v: unknown, path: string, depth: number) => {
    if (found.length >= limit) return;
    if (typeof v === 'string') {
      if (textProblem(v)) found.push(path || '_');
      return;
    }
    if (v === null || typeof v !== 'object' || depth > MAX_DEPTH) return;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && found.length < limit; i++)
        walk(v[i], path ? `${path}.${i}` : String(i), depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(v)) {
      if (found.length >= limit) return;
      const at = path ? `${path}.${key}` : key;
      if (textProblem(key)) found.push(path || '_');
      else walk(value, at, depth + 1);
    }
  };
  walk(data, '', 0);
  return found;
}

/** The field errors of `badTextFields`: rule `text`, translated by the web like any other rule. */
export function badTextErrors(data: unknown): FieldErrors | null {
  const fields = badTextFields(data);
  if (!fields.length) return null;
  return Object.fromEntries(
    fields.map((f) => [
      f,
      [{ rule: 'text', message: 'Contains a character that is not allowed (NUL or a broken character).' }],
    ]),
  );
}
