/** Pure formatting of timesheet values (no React, no i18n): tested in node. */
import { DATE_FORMAT, WIRE_DATE_FORMAT } from '@staffhub/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

const MINUTES_PER_HOUR = 60;

/** Whole minutes as H:MM (7:45, 0:05, 12:00); negative values keep their sign (-1:30). */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.round(Math.abs(minutes));
  const hours = Math.floor(abs / MINUTES_PER_HOUR);
  const rest = abs % MINUTES_PER_HOUR;
  return `${sign}${hours}:${String(rest).padStart(2, '0')}`;
}

/** A duration cell shows a muted dash instead of 0:00. */
export function isZeroDuration(minutes: number | null | undefined): boolean {
  return !minutes;
}

/** YYYY-MM-DD (wire) -> DD/MM/YYYY (SPEC 9); anything else is returned unchanged. */
export function formatWorkDate(date: string): string {
  const value = dayjs(date, WIRE_DATE_FORMAT, true);
  return value.isValid() ? value.format(DATE_FORMAT) : date;
}

/** Day of the month of a YYYY-MM-DD date (1-31). */
export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}
