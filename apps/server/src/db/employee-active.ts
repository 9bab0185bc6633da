import { type SQL, sql } from 'drizzle-orm';
import { employees } from './schema';

/**
 * The employee's today at `now`, in their own company's time zone: resignation and headcount are
 * dated in the person's company, not in UTC nor in the reader's zone.
 */
export const employeeToday = (now: Date): SQL =>
  sql`(${now.toISOString()}::timestamptz at time zone (select c.time_zone from companies c where c.id = ${employees.company_id}))::date`;

/** True while the employee still works here at `now`: no resignation, or one dated after their today. */
export const isWorking = (now: Date): SQL<boolean> =>
  sql<boolean>`(${employees.resignation_date} is null or ${employees.resignation_date} > ${employeeToday(now)})`;
