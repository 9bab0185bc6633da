/**
 * The wire formats of a month, a date and a time of day. Plain patterns, apart from the zod schemas
 * built on them (schemas/timesheets), so the web and the pure rules read them without loading zod.
 */
export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
