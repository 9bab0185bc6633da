/**
 * The demo's activity, seeded on a first start after the organization and its leave (server.ts,
 * unless DEMO_HISTORY=0): every employee's attendance of the last two months and this one so far,
 * and the demo member's overtime, remote work and corrections in every state.
 */
import {
  addDays,
  addMonths,
  DEFAULT_REMINDER_RULES,
  dayKindOf,
  firstWorkday,
  fromMinutes,
  monthOf,
  todayIn,
  weekdayOf,
  zonedParts,
  zonedToInstant,
} from '@staffhub/domain';
import { and, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { decodeImage } from '../../blob/images';
import type { BlobStore } from '../../blob/store';
import { corrections } from '../../modules/corrections/corrections.service';
import { createDelegation } from '../../modules/delegations/delegations.service';
import { overtime } from '../../modules/overtime/overtime.service';
import { remote } from '../../modules/remote/remote.service';
import { type Actor, findActor } from '../../modules/timesheets/timesheets.repository';
import type { Db } from '../client';
import { companies, employees, holidays, leaveRequests, projects, timesheets } from '../schema';

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
  const people = (
    await db
      .select({
        id: employees.id,
        companyId: employees.company_id,
        timeZone: companies.time_zone,
        joined: employees.join_date,
        resigned: employees.resignation_date,
      })
      .from(employees)
      .innerJoin(companies, eq(companies.id, employees.company_id))
  ).map((p) => {
    const today = todayIn(p.timeZone, now);
    // Only days the person worked here: from joining, before resigning.
    const first = `${addMonths(monthOf(today), -HISTORY_MONTHS)}-01`;
    const last = addDays(today, -1);
    const from = p.joined && p.joined > first ? p.joined : first;
    const to = p.resigned && addDays(p.resigned, -1) < last ? addDays(p.resigned, -1) : last;
    return { id: p.id, companyId: p.companyId, timeZone: p.timeZone, from, to };
  });
  if (people.length === 0) return 0;
  // Holidays and leave over the widest span, read once (not once per person).
  const from = people.map((p) => p.from).sort()[0] as string;
  const to = people
    .map((p) => p.to)
    .sort()
    .at(-1) as string;
  const holidaysOf = new Map<number, Set<string>>();
  for (const h of await db
    .select({ companyId: holidays.company_id, date: holidays.date })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)))) {
    const dates = holidaysOf.get(h.companyId) ?? new Set<string>();
    dates.add(h.date);
    holidaysOf.set(h.companyId, dates);
  }
  // Leave that was asked for and not refused (status 3).
  const leave = await db
    .select({
      employeeId: leaveRequests.employee_id,
      start: leaveRequests.start_date,
      end: leaveRequests.end_date,
    })
    .from(leaveRequests)
    .where(
      and(ne(leaveRequests.status, 3), lte(leaveRequests.start_date, to), gte(leaveRequests.end_date, from)),
    );
  let inserted = 0;
  for (const person of people) {
    if (person.to < person.from) continue;
    const holidayDates = holidaysOf.get(person.companyId) ?? new Set<string>();
    const onLeave = (date: string) =>
      leave.some((l) => l.employeeId === person.id && l.start <= date && date <= l.end);
    const rows: (typeof timesheets.$inferInsert)[] = [];
    for (let date = person.from; date <= person.to; date = addDays(date, 1)) {
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

/** Runs one demo request; one the rules refuse (a date out of a window, say) is left out. */
export async function attempt(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch {
    // The demo goes without it.
  }
}

/** The actors of the demo accounts named (`member` for member@demo.test), in that order. */
export async function demoActors(db: Db, names: readonly string[]) {
  const emails = names.map((name) => `${name}@demo.test`);
  const rows = await db
    .select({ id: employees.id, email: employees.email })
    .from(employees)
    .where(inArray(employees.email, emails));
  const ids = new Map(rows.map((r) => [r.email, r.id]));
  return Promise.all(emails.map((email) => findActor(db, ids.get(email) ?? 0)));
}

/**
 * The demo member's requests, made through the same services as the screens (approval steps,
 * notifications and the audit trail as a person's would leave them): overtime and remote work,
 * each approved, rejected and pending, and, given where evidence images go, timesheet corrections
 * confirmed, rejected and pending (one unconfirmed correction at a time, so none offered back).
 * Overtime is asked for on the member's long days of the demo attendance, 17:30 to the last full
 * quarter hour before the check-out, as of the next morning; remote work that was decided is asked
 * for as of the day before it. Best effort: a request the rules refuse is skipped. Run after
 * `seedDemoHistory`.
 */
export async function seedDemoRequests(db: Db, now: Date, blobs?: BlobStore): Promise<void> {
  const [member, pm, top, leader, dm, admin] = await demoActors(db, [
    'member',
    'pm',
    'top',
    'leader',
    'dm',
    'admin',
  ]);
  if (!member || !pm || !top || !leader || !dm || !admin) return;
  const [alpha] = await db.select({ id: projects.id }).from(projects).where(eq(projects.name, 'Alpha'));
  const deps = { db, now: () => now };
  const today = todayIn(member.timeZone, now);

  // The member's attended days so far, newest first: the overtime and corrections are asked on them.
  const past = await db
    .select({ date: timesheets.work_date, checkIn: timesheets.check_in, checkOut: timesheets.check_out })
    .from(timesheets)
    .where(and(eq(timesheets.employee_id, member.employeeId), lte(timesheets.work_date, addDays(today, -1))))
    .orderBy(desc(timesheets.work_date));

  // Overtime on the member's long days.
  const long = past
    .map((r) => ({ date: r.date, out: r.checkOut ? localMinutes(r.checkOut, member.timeZone) : 0 }))
    .filter((r) => r.out >= 19 * 60)
    .slice(0, 3);
  // Asked for the next morning (overtime is asked for within the week it was done).
  const overtimeOn = (day: { date: string; out: number }, reason: string) =>
    overtime.create(
      { db, now: () => zonedToInstant(addDays(day.date, 1), 9 * 60, member.timeZone) },
      member,
      {
        project_id: alpha?.id ?? null,
        date: day.date,
        start_time: '17:30',
        end_time: fromMinutes(Math.floor(day.out / 15) * 15),
        reason,
        note: null,
        approve_person_1: pm.employeeId,
        approve_person_2: top.employeeId,
      },
    );
  const [pendingDay, approvedDay, rejectedDay] = long;
  if (approvedDay)
    await attempt(async () => {
      const item = await overtimeOn(approvedDay, 'Release of the Alpha payment module.');
      await overtime.act(deps, pm, item.id, 'approve', 'Thanks for staying.');
      await overtime.act(deps, top, item.id, 'approve', null);
    });
  if (rejectedDay)
    await attempt(async () => {
      const item = await overtimeOn(rejectedDay, 'Refactoring the report screens.');
      await overtime.act(deps, pm, item.id, 'reject', 'This could have waited for the next sprint.');
    });
  if (pendingDay) await attempt(() => overtimeOn(pendingDay, 'Hotfix for the login timeout on staging.'));

  // Remote work: two days last month (approved), a day earlier (rejected), next Thursday (pending).
  const lastMonth = addMonths(monthOf(today), -1);
  const remoteAsOf = async (start: string, end: string, reason: string) =>
    remote.create({ db, now: () => zonedToInstant(addDays(start, -1), 9 * 60, member.timeZone) }, member, {
      approve_person_1: pm.employeeId,
      approve_person_2: leader.employeeId,
      start_date: start,
      end_date: end,
      reason,
    });
  const approvedStart = firstWorkday(`${lastMonth}-16`);
  await attempt(async () => {
    const item = await remoteAsOf(
      approvedStart,
      firstWorkday(addDays(approvedStart, 1)),
      'Waiting for a delivery at home.',
    );
    await remote.act(deps, pm, item.id, 'approve', 'Fine, stay on chat.');
    await remote.act(deps, leader, item.id, 'approve', 'OK.');
  });
  const rejectedStart = firstWorkday(`${lastMonth}-05`);
  await attempt(async () => {
    const item = await remoteAsOf(rejectedStart, rejectedStart, 'Prefer to work from home.');
    await remote.act(deps, pm, item.id, 'reject', 'We have the client demo in the office that day.');
  });
  let thursday = addDays(today, 7);
  while (weekdayOf(thursday) !== 4) thursday = addDays(thursday, 1);
  await attempt(() =>
    remote.create(deps, member, {
      approve_person_1: pm.employeeId,
      approve_person_2: leader.employeeId,
      start_date: thursday,
      end_date: thursday,
      reason: 'The building is closed for a fire drill in the morning.',
    }),
  );

  // The project top is away for a week from the Monday after next: the pm decides for them then.
  let monday = addDays(today, 8);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  await attempt(() =>
    createDelegation(deps, top, {
      delegate_id: pm.employeeId,
      start_date: monday,
      end_date: addDays(monday, 4),
      reason: 'Customer workshop in Osaka.',
    }),
  );

  if (blobs) await seedDemoCorrections({ db, now, blobs, member, dm, admin, past });

  // Every company reminds approvers after two working days and escalates after four: the first run
  // of the job (at start) reminds and escalates what the history left waiting.
  await db.update(companies).set({
    approval_remind_days: DEFAULT_REMINDER_RULES.remind_after_days,
    approval_escalate_days: DEFAULT_REMINDER_RULES.escalate_after_days,
  });
}

/** Minutes after local midnight of an instant in `timeZone`. */
const localMinutes = (at: Date, timeZone: string) => zonedParts(at, timeZone).minutes;

/** A photo-like evidence image: the gate reader's log line, as a PNG the upload check accepts. */
async function evidenceImage(date: string, line: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200">
    <rect width="480" height="200" fill="#f4f1ea"/><rect x="16" y="16" width="448" height="168" fill="#fff" stroke="#8c8c8c"/>
    <text x="32" y="60" font-family="monospace" font-size="20" fill="#262626">GATE READER LOG ${date}</text>
    <text x="32" y="110" font-family="monospace" font-size="18" fill="#262626">${line}</text>
    <text x="32" y="150" font-family="monospace" font-size="14" fill="#595959">printed by the front desk</text></svg>`;
  return decodeImage(await sharp(Buffer.from(svg)).png().toBuffer());
}

/**
 * The member's corrections: one per day with a late arrival or a forgotten check-out of the demo
 * attendance (newest first), asked for the next morning with the gate's log as evidence, to the
 * division manager then the administrator: confirmed, rejected, pending (the newest).
 */
async function seedDemoCorrections(p: {
  db: Db;
  now: Date;
  blobs: BlobStore;
  member: Actor;
  dm: Actor;
  admin: Actor;
  /** The member's attended days, newest first. */
  past: ReadonlyArray<{ date: string; checkIn: Date | null; checkOut: Date | null }>;
}) {
  const { db, now, blobs, member, dm, admin } = p;
  const days = p.past
    .filter((r) => !r.checkOut || (r.checkIn && localMinutes(r.checkIn, member.timeZone) > 9 * 60))
    .slice(0, 3);
  const ask = async (date: string, forgot: boolean) => {
    const image = await evidenceImage(date, forgot ? 'OUT 17:42  badge HN0005' : 'IN  07:58  badge HN0005');
    if (!image) throw new Error('The demo evidence image was refused.');
    const asOf = { db, blobs, now: () => zonedToInstant(addDays(date, 1), 9 * 60, member.timeZone) };
    return corrections.create(asOf, member, {
      work_date: date,
      manager_id: dm.employeeId,
      admin_id: admin.employeeId,
      start_time_request: forgot ? '08:05' : '07:58',
      end_time_request: forgot ? '17:42' : '17:30',
      reason: forgot
        ? 'I forgot to check out; the gate log shows 17:42.'
        : 'The reader did not take my badge at 07:58; the gate log shows it.',
      keep_images: [],
      images: [image],
    });
  };
  const deps = { db, now: () => now, blobs };
  const [pending, confirmed, rejected] = days;
  if (confirmed)
    await attempt(async () => {
      const item = await ask(confirmed.date, !confirmed.checkOut);
      await corrections.act(deps, dm, item.id, 2, 'Checked with the front desk.');
      await corrections.act(deps, admin, item.id, 2, 'Confirmed.');
    });
  if (rejected)
    await attempt(async () => {
      const item = await ask(rejected.date, !rejected.checkOut);
      await corrections.act(deps, dm, item.id, 3, 'The gate log shows 09:20 that day.');
    });
  if (pending) await attempt(() => ask(pending.date, !pending.checkOut));
}
