import { addDays, addMonths, dayKindOf, monthOf, todayIn, zonedToInstant } from '@staffhub/domain';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { companies, employees, holidays, leaveRequests, timesheets } from '../schema';

/** How far back the demo attendance goes: the two months before this one, and this one to yesterday. */
export const HISTORY_MONTHS = 2;

/**
 * A small deterministic hash of an employee and a day, so that every start of the demo tells the
 * same story (and a second run finds the same rows) without a random source.
 */
export function dayHash(employeeId: number, date: string): number {
  let h = 2166136261 ^ employeeId;
  for (let i = 0; i < date.length; i++) h = Math.imul(h ^ date.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** One demo day of attendance: minutes after midnight, local time; null where nobody punched. */
export interface DemoPunch {
  checkIn: number;
  checkOut: number | null;
}

/**
 * The day's punches, or null for a day away (about one workday in 30). Most people arrive between
 * 07:40 and 08:59 and leave between 17:30 and 18:59; about one day in 12 starts late (09:05-09:44),
 * one in 25 has no check-out (a forgotten punch), one in 15 runs past 19:30 (overtime worth asking
 * for).
 */
export function demoPunch(employeeId: number, date: string): DemoPunch | null {
  const h = dayHash(employeeId, date);
  const roll = h % 300;
  if (roll < 10) return null;
  const late = roll % 12 === 0;
  const checkIn = late ? 9 * 60 + 5 + ((h >>> 8) % 40) : 7 * 60 + 40 + ((h >>> 8) % 80);
  if (roll % 25 === 1) return { checkIn, checkOut: null };
  const long = roll % 15 === 2;
  const checkOut = long ? 19 * 60 + 30 + ((h >>> 16) % 90) : 17 * 60 + 30 + ((h >>> 16) % 90);
  return { checkIn, checkOut };
}

/**
 * Demo attendance for every demo employee: each workday from the first of the month two months
 * back to yesterday (company time zone), from the attendance machine, except holidays and days of
 * leave that was asked for and not refused. Inserted directly (no request, no notification): it is
 * what the machine import would have left. Idempotent: a day that already has a row keeps it.
 * Bounded: at most about 92 days per employee.
 */
export async function seedDemoHistory(db: Db, now: Date): Promise<number> {
  const people = await db
    .select({ id: employees.id, companyId: employees.company_id, timeZone: companies.time_zone })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id));
  let inserted = 0;
  for (const person of people) {
    const today = todayIn(person.timeZone, now);
    const from = `${addMonths(monthOf(today), -HISTORY_MONTHS)}-01`;
    const to = addDays(today, -1);
    if (to < from) continue;
    const holidayDates = new Set(
      (
        await db
          .select({ date: holidays.date })
          .from(holidays)
          .where(
            and(eq(holidays.company_id, person.companyId), gte(holidays.date, from), lte(holidays.date, to)),
          )
      ).map((r) => r.date),
    );
    const leave = await db
      .select({ start: leaveRequests.start_date, end: leaveRequests.end_date })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.employee_id, person.id),
          ne(leaveRequests.status, 3),
          lte(leaveRequests.start_date, to),
          gte(leaveRequests.end_date, from),
        ),
      );
    const onLeave = (date: string) => leave.some((l) => l.start <= date && date <= l.end);
    const rows: (typeof timesheets.$inferInsert)[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      if (dayKindOf(date, holidayDates) !== 'workday' || onLeave(date)) continue;
      const punch = demoPunch(person.id, date);
      if (!punch) continue;
      rows.push({
        employee_id: person.id,
        work_date: date,
        check_in: zonedToInstant(date, punch.checkIn, person.timeZone),
        check_out: punch.checkOut === null ? null : zonedToInstant(date, punch.checkOut, person.timeZone),
        source: 'import',
      });
    }
    if (rows.length === 0) continue;
    const done = await db
      .insert(timesheets)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: timesheets.id });
    inserted += done.length;
  }
  return inserted;
}
