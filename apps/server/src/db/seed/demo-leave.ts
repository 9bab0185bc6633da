import { addDays, addMonths, dayKindOf, monthOf, todayIn, weekdayOf } from '@staffhub/domain';
import { eq } from 'drizzle-orm';
import { accrueYearSoFar } from '../../modules/leave/leave.ledger';
import { leave } from '../../modules/leave/leave.service';
import { shortLeave } from '../../modules/leave/short-leave';
import { findActor } from '../../modules/timesheets/timesheets.repository';
import type { Db } from '../client';
import { employees } from '../schema';

/**
 * Demo leave: every demo employee's accruals of this year so far, and for the demo member a few
 * requests in every state (approved and deducted, rejected, pending) and two short leaves (one
 * approved by the foot leader, one waiting for the PM or the leader), made through the same
 * service as the screens so the ledger explains them. Best effort: a date the rules refuse (a
 * submitted month, say) is skipped.
 */
export async function seedDemoLeave(db: Db, now: Date): Promise<void> {
  await accrueYearSoFar(db, now);
  const [member] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.email, 'member@demo.test'));
  const byEmail = async (email: string) =>
    (await db.select({ id: employees.id }).from(employees).where(eq(employees.email, email)))[0]?.id;
  const [pm, top, leader] = [
    await byEmail('pm@demo.test'),
    await byEmail('top@demo.test'),
    await byEmail('leader@demo.test'),
  ];
  if (!member || !pm || !top || !leader) return;
  const actor = await findActor(db, member.id);
  const pmActor = await findActor(db, pm);
  const topActor = await findActor(db, top);
  const leaderActor = await findActor(db, leader);
  if (!actor || !pmActor || !topActor || !leaderActor) return;
  const deps = { db, now: () => now };
  const today = todayIn(actor.timeZone, now);
  // A working day on or after `from` (weekends skipped; holidays are refused by the rules anyway).
  const workday = (from: string) => {
    let d = from;
    while (dayKindOf(d, new Set()) !== 'workday') d = addDays(d, 1);
    return d;
  };
  const lastMonth = `${addMonths(monthOf(today), -1)}-10`;
  const base = {
    start_time: '08:00',
    end_time: '17:30',
    note: null,
    paid_cause: null,
    approve_person_1: pm,
    approve_person_2: top,
  };
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch {
      // A date the rules refuse: the demo goes without that request.
    }
  };
  const approvedDay = workday(lastMonth);
  await attempt(async () => {
    const item = await leave.create(deps, actor, {
      ...base,
      start_date: approvedDay,
      end_date: approvedDay,
      type_reason: 1,
      reason: 'VACATION_MODE',
      note: 'Family visit in Hai Phong.',
    });
    await leave.act(deps, pmActor, item.id, 'approve', 'Enjoy.');
    await leave.act(deps, topActor, item.id, 'approve', 'OK');
  });
  const rejectedDay = workday(addDays(approvedDay, 3));
  await attempt(async () => {
    const item = await leave.create(deps, actor, {
      ...base,
      start_date: rejectedDay,
      end_date: rejectedDay,
      type_reason: 3,
      reason: 'PERSONAL_WORK',
    });
    await leave.act(deps, pmActor, item.id, 'reject', 'The release is that day; please pick another.');
  });
  // Next week's Tuesday afternoon, pending.
  let next = addDays(today, 7);
  while (weekdayOf(next) !== 2) next = addDays(next, 1);
  await attempt(() =>
    leave.create(deps, actor, {
      ...base,
      start_date: next,
      end_date: next,
      start_time: '13:30',
      type_reason: 1,
      reason: 'SICK_LEAVE',
      note: 'Dentist appointment.',
    }),
  );

  // Short leaves: 15 minutes late last month, excused by the leader; leaving 30 minutes early on
  // the pending leave's Monday, waiting for the PM or the leader.
  await attempt(async () => {
    const item = await shortLeave.create(deps, actor, {
      request_date: workday(addDays(approvedDay, 1)),
      leave_type: 'late',
      time_off: 15,
      reason: 'The bus was late.',
      assigned_staff: [leader],
    });
    await shortLeave.act(deps, leaderActor, item.id, 2, 'Noted.');
  });
  await attempt(() =>
    shortLeave.create(deps, actor, {
      request_date: addDays(next, -1),
      leave_type: 'early',
      time_off: 30,
      reason: 'Picking up my child from school.',
      assigned_staff: [pm, leader],
    }),
  );
}
