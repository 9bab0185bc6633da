import { addDays, addMonths, firstWorkday, monthOf, todayIn, weekdayOf } from '@staffhub/domain';
import { accrueYearSoFar } from '../../modules/leave/leave.ledger';
import { leave } from '../../modules/leave/leave.service';
import { shortLeave } from '../../modules/leave/short-leave';
import type { Db } from '../client';
import { attempt, demoActors } from './demo-history';

/**
 * Demo leave: every demo employee's accruals of this year so far, and for the demo member a few
 * requests in every state (approved and deducted, rejected, pending) and two short leaves (one
 * approved by the foot leader, one waiting for the PM or the leader), made through the same
 * service as the screens so the ledger explains them. Best effort: a date the rules refuse (a
 * submitted month, say) is skipped.
 */
export async function seedDemoLeave(db: Db, now: Date): Promise<void> {
  await accrueYearSoFar(db, now);
  const [actor, pmActor, topActor, leaderActor] = await demoActors(db, ['member', 'pm', 'top', 'leader']);
  if (!actor || !pmActor || !topActor || !leaderActor) return;
  const [pm, top, leader] = [pmActor.employeeId, topActor.employeeId, leaderActor.employeeId];
  const deps = { db, now: () => now };
  const today = todayIn(actor.timeZone, now);
  const lastMonth = `${addMonths(monthOf(today), -1)}-10`;
  const base = {
    start_time: '08:00',
    end_time: '17:30',
    note: null,
    paid_cause: null,
    approve_person_1: pm,
    approve_person_2: top,
  };
  const approvedDay = firstWorkday(lastMonth);
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
  const rejectedDay = firstWorkday(addDays(approvedDay, 3));
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
      request_date: firstWorkday(addDays(approvedDay, 1)),
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
