import { DATE_TIME_FORMAT } from '@staffhub/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** DD/MM/YYYY HH:mm:ss (SPEC 9), in the company's time zone when known. */
export function formatDateTime(iso: string, timeZone?: string | null): string {
  const value = dayjs(iso);
  if (!value.isValid()) return '';
  return (timeZone ? value.tz(timeZone) : value).format(DATE_TIME_FORMAT);
}
