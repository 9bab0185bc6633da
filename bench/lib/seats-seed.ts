import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { deskRows, insertFloors } from '../../apps/server/src/db/seed/demo-seats';
import { seedLarge } from './large-seed';

/**
 * The seats bench (issue #18): one floor (14) of `seats` desks (rows of three clusters of five),
 * every desk seated by a generated employee, with mixed presence today (in each person's company
 * zone): about half checked in, a sixth on approved remote work, a twelfth on approved leave, the
 * rest not in yet. A year of older attendance, leave and remote rows for every one of them, so the
 * presence lookups read real-sized indexes. Set-based SQL.
 */
export async function seedSeatFloor(db: Db, opts: { seats: number }) {
  await seedLarge(db, { employees: opts.seats, months: 12, lastMonth: '2026-10' });
  const perRow = 15;
  const rows = Math.ceil(opts.seats / perRow);
  const seats = deskRows(14, { rows, clusters: 3, perCluster: 5, left: 40, top: 40 }).slice(0, opts.seats);
  const height = Math.max(200, Math.ceil(rows / 2) * 100 + 60);
  await insertFloors(db, [{ number: 14, name: 'Floor 14', width: 900, height, rooms: [], seats }]);
  // Seat i holds bench employee i.
  await db.execute(sql`
    with desk as (select id, row_number() over (order by code) as n from seats),
         person as (select id, row_number() over (order by employee_code) as n from employees
                    where employee_code like 'BX%')
    update seats s set employee_id = p.id, assigned_at = now()
    from desk d join person p on p.n = d.n where s.id = d.id`);
  const today = sql`(now() at time zone c.time_zone)::date`;
  await db.execute(sql`
    insert into timesheets (employee_id, work_date, check_in, source)
    select e.id, ${today}, now(), 'web' from employees e join companies c on c.id = e.company_id
    where e.employee_code like 'BX%' and e.id % 2 = 0
    on conflict (employee_id, work_date) do update set check_in = excluded.check_in`);
  await db.execute(sql`
    insert into remote_requests (employee_id, start_date, end_date, reason, status)
    select e.id, ${today} - 1, ${today} + 1, 'Bench', 2 from employees e join companies c on c.id = e.company_id
    where e.employee_code like 'BX%' and e.id % 6 = 1`);
  await db.execute(sql`
    insert into leave_requests (employee_id, start_date, start_time, end_date, end_time, minutes, type_reason, reason, status)
    select e.id, ${today}, '08:00', ${today}, '17:30', 480, 3, 'VACATION_MODE', 2
    from employees e join companies c on c.id = e.company_id
    where e.employee_code like 'BX%' and e.id % 12 = 5`);
  // Older requests of every person (a past day each month), approved.
  await db.execute(sql`
    insert into remote_requests (employee_id, start_date, end_date, reason, status)
    select e.id, d::date, d::date, 'Bench', 2 from employees e
    cross join generate_series(date '2025-11-03', date '2026-10-03', interval '1 month') d
    where e.employee_code like 'BX%'`);
  await db.execute(sql`
    insert into leave_requests (employee_id, start_date, start_time, end_date, end_time, minutes, type_reason, reason, status)
    select e.id, d::date, '08:00', d::date, '17:30', 480, 3, 'VACATION_MODE', 2 from employees e
    cross join generate_series(date '2025-11-05', date '2026-10-05', interval '1 month') d
    where e.employee_code like 'BX%'`);
  const [counts] = (
    (await db.execute(sql`select
      (select count(*)::int from seats where employee_id is not null) as seated,
      (select count(*)::int from timesheets) as timesheets,
      (select count(*)::int from remote_requests) as remote,
      (select count(*)::int from leave_requests) as leave`)) as unknown as {
      rows: Array<Record<string, number>>;
    }
  ).rows;
  return counts;
}
