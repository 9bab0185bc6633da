/**
 * The scheduled reminder to submit (issue #20): from the 1st to the 5th, from 09:00 in each
 * company's zone, everyone who has not submitted last month is reminded, at most once a day (the
 * month close's reminder, so HR's click and this job the same day remind nobody twice).
 */
import { submitReminderMonth, zonedParts } from '@staffhub/domain';
import { companies } from '../../db/schema';
import { type MonthCloseDeps, remindOpen } from './month-close.service';

/** Reminds, company by company, where the window is open; returns how many were reminded now. */
export async function sendSubmitReminders(deps: MonthCloseDeps): Promise<number> {
  const at = deps.now();
  const zones = await deps.db.select({ id: companies.id, time_zone: companies.time_zone }).from(companies);
  let reminded = 0;
  for (const company of zones) {
    const local = zonedParts(at, company.time_zone);
    const month = submitReminderMonth(local.date, local.minutes);
    if (month) reminded += (await remindOpen(deps, null, { month, company_id: company.id })).reminded;
  }
  return reminded;
}
