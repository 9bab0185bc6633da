/**
 * How the project screens write their values (pure, tested in node): project dates as DD-MM-YYYY
 * (SPEC 9), man-months with two decimals, percentages, yen.
 */
import { WIRE_DATE_FORMAT } from '@staffhub/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** SPEC 9: project dates are shown DD-MM-YYYY (the other screens use DD/MM/YYYY). */
export const PROJECT_DATE_FORMAT = 'DD-MM-YYYY';

/** What an empty value shows. */
export const NONE = '–';

/** YYYY-MM-DD -> DD-MM-YYYY; empty stays empty (`–`), anything else is returned as is. */
export function formatProjectDate(date: string | null | undefined): string {
  if (!date) return NONE;
  const value = dayjs(date.slice(0, 10), WIRE_DATE_FORMAT, true);
  return value.isValid() ? value.format(PROJECT_DATE_FORMAT) : date;
}

/** A period "start – end"; an open end shows the start followed by a dash. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return NONE;
  return `${formatProjectDate(start)} – ${end ? formatProjectDate(end) : ''}`.trimEnd();
}

/** Man-months with two decimals in the reader's language (1.5 -> "1.50"). */
export function formatManMonths(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A percentage with at most one decimal (87.5 -> "87.5 %"). */
export function formatPercent(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  return `${value.toLocaleString(locale, { maximumFractionDigits: 1 })} %`;
}

/** Yen amounts (SPEC 9: the currency symbol is yen), whole numbers with the reader's grouping. */
export function formatYen(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  return `¥${Math.round(value).toLocaleString(locale)}`;
}

/** A byte count in KB or MB for the file lists. */
export function formatBytes(bytes: number, locale = 'en'): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}
