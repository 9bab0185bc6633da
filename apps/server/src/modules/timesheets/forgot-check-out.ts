/**
 * The scheduled notice of a missing check-out (issue #20): someone checked in and had not checked
 * out by the next morning gets a FORGOT_CHECKIN_CHECKOUT notification whose link opens the
 * correction form on that day. Once per person and day, whoever runs it and however often (the
 * notification's dedupe key names the day); a day already being corrected is not told.
 */
import { forgotCheckOutDays, zonedParts } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { announceMany } from '../notifications/notify';

export interface ForgotDeps {
  db: Db;
  now: () => Date;
}

export const FORGOT_TYPE = 'FORGOT_CHECKIN_CHECKOUT';
/** The correction form's path (the web's `correctionLink`), prefilled with the day. */
const CORRECTION_PATH = '/additional-timesheet/create?work_date=';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Tells everyone with a day missing its check-out (or check-in) that is due; returns how many notices. */
export async function sendForgotCheckOutNotices({ db, now }: ForgotDeps): Promise<number> {
  const at = now();
  const zones = await db.select({ id: companies.id, time_zone: companies.time_zone }).from(companies);
  let sent = 0;
  for (const company of zones) {
    const local = zonedParts(at, company.time_zone);
    const { from, to } = forgotCheckOutDays(local.date, local.minutes);
    const recipients = rowsOf<{ employee_id: number }>(
      await db.execute(sql`
        insert into notifications (employee_id, type, request_type, request_id, url, created_by, dedupe_key)
        select t.employee_id, ${FORGOT_TYPE}, null, null,
          ${CORRECTION_PATH} || to_char(t.work_date, 'YYYY-MM-DD'), null,
          'forgot:' || to_char(t.work_date, 'YYYY-MM-DD')
        from timesheets t
        join employees e on e.id = t.employee_id
        where e.company_id = ${company.id}
          and (e.resignation_date is null or e.resignation_date > t.work_date)
          and t.work_date between ${from} and ${to}
          and (t.check_in is null) <> (t.check_out is null)
          and not exists (
            select 1 from correction_requests r
            where r.employee_id = t.employee_id and r.work_date = t.work_date and r.status in (1, 2))
        order by t.employee_id, t.work_date
        on conflict (employee_id, dedupe_key) where dedupe_key is not null do nothing
        returning employee_id`),
    ).map((r) => r.employee_id);
    await announceMany(db, recipients);
    sent += recipients.length;
  }
  return sent;
}
