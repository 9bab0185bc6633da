import { NEWS_LIMITS } from '@staffhub/domain';
import dayjs, { type Dayjs } from 'dayjs';
import '../../lib/dates';

/**
 * The form's publishing time is a wall-clock time of the company's time zone (the account's
 * `company_time_zone`), whatever the browser's zone: the picker holds a plain local Dayjs whose
 * fields are that wall clock, and these helpers convert it to and from the API's instant.
 */

/** The instant to send for a picked wall-clock time (seconds dropped), in the company's zone. */
export function publishAtToIso(picked: Dayjs, zone?: string | null): string {
  const wall = picked.format('YYYY-MM-DD HH:mm');
  return (zone ? dayjs.tz(wall, zone) : dayjs(wall)).toISOString();
}

/** The picker's value for a stored instant: its wall-clock time in the company's zone. */
export function publishAtFromIso(iso: string, zone?: string | null): Dayjs {
  const v = dayjs(iso);
  return dayjs((zone ? v.tz(zone) : v).format('YYYY-MM-DD HH:mm'));
}

/** Days the picker refuses: before today in the company's zone, or past the scheduling limit. */
export function publishDateDisabled(day: Dayjs, zone?: string | null, now: Dayjs = dayjs()): boolean {
  const today = dayjs((zone ? now.tz(zone) : now).format('YYYY-MM-DD'));
  return day.isBefore(today, 'day') || day.isAfter(today.add(NEWS_LIMITS.scheduleMaxDays, 'day'), 'day');
}
