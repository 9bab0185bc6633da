import { addDays, addMonths } from './time';

/**
 * When the scheduled jobs (issue #20) have something to do, from a company's local date and time:
 * pure, so the rules are tested here and the jobs only carry them out.
 */

/** The scheduled jobs, by name (the queue names, and `POST /api/jobs/{name}/run`). */
export const JOB_NAMES = [
  'forgot-check-out',
  'submit-reminders',
  'delegations',
  'approval-reminders',
  'send-emails',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** A missing check-out is told from 06:00 of the next morning. */
export const FORGOT_CHECK_OUT_FROM = 6 * 60;
/** And for at most this many days back (a server stopped for a few days catches up). */
export const FORGOT_CHECK_OUT_LOOKBACK_DAYS = 7;
/** Reminders to submit the last month: the 1st to the 5th (the submit window), from 09:00. */
export const SUBMIT_REMINDER_DAYS = 5;
export const SUBMIT_REMINDER_FROM = 9 * 60;

/**
 * The work dates whose missing check-out is due to be told at local `today` and `minutes`: the
 * week before today, yesterday only once the morning has come.
 */
export function forgotCheckOutDays(today: string, minutes: number): { from: string; to: string } {
  return {
    from: addDays(today, -FORGOT_CHECK_OUT_LOOKBACK_DAYS),
    to: addDays(today, minutes >= FORGOT_CHECK_OUT_FROM ? -1 : -2),
  };
}

/** The month people are reminded to submit at local `today` and `minutes`, or null outside the window. */
export function submitReminderMonth(today: string, minutes: number): string | null {
  const day = Number(today.slice(8, 10));
  if (day < 1 || day > SUBMIT_REMINDER_DAYS || minutes < SUBMIT_REMINDER_FROM) return null;
  return addMonths(today.slice(0, 7), -1);
}
