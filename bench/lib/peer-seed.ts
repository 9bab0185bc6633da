import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/**
 * The peer's workload (TimeOff.Management seeded with 50 employees, 500 leaves, 100 pending for one
 * approver), rebuilt in our demo organization so anyone can compare the figures of issue #19:
 * a foot of 51 people (leader@demo.test leading member@demo.test and 49 more), each of the 50
 * members with 10 leave requests of 2026 (2 pending for the leader at level 1 with dm@demo.test
 * at level 2, 6 approved, 2 rejected), every member's attendance of the month before `month` and
 * of `month` up to `today`.
 */
export async function seedPeer(db: Db, opts: { month: string; today: string }) {
  await db.execute(sql`
    insert into foots (code, name, division_id, leader_id)
    select 'PEER-F1', 'Peer team', d.id, (select id from employees where email = 'leader@demo.test')
    from divisions d where d.code = 'HN-D1'
    on conflict (code) do nothing`);
  await db.execute(sql`
    update employees set foot_id = (select id from foots where code = 'PEER-F1')
    where email in ('leader@demo.test', 'member@demo.test')`);
  await db.execute(sql`
    insert into employees (employee_code, name, email, company_id, division_id, foot_id, department_id, position_id, job_title_id, work_type, japanese_level)
    select 'PR' || lpad(g::text, 4, '0'), 'Peer Employee ' || g, 'peer' || g || '@demo.test', m.company_id,
      m.division_id, m.foot_id, m.department_id, m.position_id, m.job_title_id, 2, 0
    from generate_series(1, 49) g cross join (select * from employees where email = 'member@demo.test') m
    on conflict (employee_code) do nothing`);
  // Ten leaves each on ten different Mondays of 2026 (one day, 08:00-17:30, 480 minutes): the first
  // two pending, the next six approved, the last two rejected.
  await db.execute(sql`
    insert into leave_requests (employee_id, start_date, start_time, end_date, end_time, minutes, type_reason, reason, status, current_approver_id)
    select e.id, d, '08:00', d, '17:30', 480, 2, 'personal',
      case when n <= 2 then 1 when n <= 8 then 2 else 3 end,
      case when n <= 2 then (select id from employees where email = 'leader@demo.test') end
    from employees e
    cross join generate_series(1, 10) n
    cross join lateral (select (date '2026-01-05' + ((n * 4 + e.id % 4) * 7) * interval '1 day')::date as d) x
    where e.foot_id = (select id from foots where code = 'PEER-F1') and e.email <> 'leader@demo.test'
      and not exists (select 1 from leave_requests l where l.employee_id = e.id)`);
  await db.execute(sql`
    insert into approval_steps (request_kind, request_id, level, approver_id, status, acted_at)
    select 'leave', l.id, s.level,
      case when s.level = 1 then (select id from employees where email = 'leader@demo.test')
        else (select id from employees where email = 'dm@demo.test') end,
      case when l.status = 1 then 1 when l.status = 2 then 2 when s.level = 1 then 3 else 4 end,
      case when l.status = 2 or (l.status = 3 and s.level = 1) then l.created_at end
    from leave_requests l cross join (values (1), (2)) s(level)
    join employees e on e.id = l.employee_id
    where e.foot_id = (select id from foots where code = 'PEER-F1')
      and not exists (select 1 from approval_steps x where x.request_kind = 'leave' and x.request_id = l.id)`);
  const [y, m] = opts.month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  await db.execute(sql`
    insert into timesheets (employee_id, work_date, check_in, check_out, source)
    select e.id, d::date,
      (d::date + time '08:00' + ((e.id * 7 + extract(doy from d)::int * 13) % 20 - 5) * interval '1 minute') at time zone c.time_zone,
      (d::date + time '17:30' + ((e.id * 11 + extract(doy from d)::int * 17) % 90 - 10) * interval '1 minute') at time zone c.time_zone,
      'import'
    from employees e
    join companies c on c.id = e.company_id
    cross join generate_series(${first}::date, ${opts.today}::date - 1, interval '1 day') d
    where e.foot_id = (select id from foots where code = 'PEER-F1') and extract(isodow from d) < 6
    on conflict (employee_id, work_date) do nothing`);
  // The bench's writer (pm@demo.test, outside the team) checked in an hour ago today, so its
  // check-outs are accepted (at least a minute after the check-in).
  await db.execute(sql`
    insert into timesheets (employee_id, work_date, check_in, source)
    select e.id, (now() at time zone c.time_zone)::date,
      greatest(now() - interval '1 hour', ((now() at time zone c.time_zone)::date)::timestamp at time zone c.time_zone),
      'import'
    from employees e join companies c on c.id = e.company_id
    where e.email = 'pm@demo.test'
    on conflict (employee_id, work_date) do nothing`);
  const r = await db.execute(sql`
    select (select count(*)::int from employees where foot_id = (select id from foots where code = 'PEER-F1')) as team,
      (select count(*)::int from leave_requests l join employees e on e.id = l.employee_id
        where e.foot_id = (select id from foots where code = 'PEER-F1')) as leaves,
      (select count(*)::int from leave_requests where status = 1
        and current_approver_id = (select id from employees where email = 'leader@demo.test')) as pending`);
  return (r as unknown as { rows: Array<{ team: number; leaves: number; pending: number }> }).rows[0];
}
