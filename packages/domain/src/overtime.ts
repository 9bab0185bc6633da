import { OT_WINDOW_DAYS } from './schemas/overtime';
import { addDays } from './time';

/**
 * SPEC 5: overtime is registered, and edited, for today and the OT_WINDOW_DAYS days before it
 * (4327 for a date outside, 4296 for an edit of a request dated before). The first such day.
 */
export function overtimeWindowStart(today: string): string {
  return addDays(today, -OT_WINDOW_DAYS);
}

/** Whether an overtime dated `date` may be registered or edited `today` (the company's). */
export function isInOvertimeWindow(date: string, today: string): boolean {
  return date <= today && date >= overtimeWindowStart(today);
}
