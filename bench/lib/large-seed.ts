import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/**
 * The large organization for benchmarks: `employees` extra staff spread over the demo companies,
 * divisions and foots, each with `months` months of attendance (every working day, times
 * scattered around 08:00 and 17:30), ending with `lastMonth`. Set-based SQL, so it takes seconds.
 */
export async function seedLarge(db: Db, opts: { employees: number; months: number; lastMonth: string }) {
  const [y, m] = opts.lastMonth.split('-').map(Number);
  const end = new Date(Date.UTC(y ?? 2026, m ?? 1, 0)).toISOString().slice(0, 10);
  const start = new Date(Date.UTC(y ?? 2026, (m ?? 1) - opts.months, 1)).toISOString().slice(0, 10);
  await db.execute(sql`
    insert into employees (employee_code, name, email, company_id, division_id, foot_id, department_id, position_id, job_title_id, work_type, japanese_level)
    select 'BX' || lpad(g::text, 5, '0'), 'Bench Employee ' || g, 'bench' || g || '@demo.test',
      (g % 4) + 1,
      (select id from divisions order by id offset (g % 5) limit 1),
      (select id from foots order by id offset (g % 6) limit 1),
      (select id from departments where code = 'DEV'),
      (select id from positions where code = 'DEV'),
      (select id from job_titles where code = 'STAFF'),
      2, 0
    from generate_series(1, ${opts.employees}) g
    on conflict (employee_code) do nothing`);
  await db.execute(sql`
    insert into timesheets (employee_id, work_date, check_in, check_out, source)
    select e.id, d::date,
      (d::date + time '08:00' + ((e.id * 7 + extract(doy from d)::int * 13) % 20 - 5) * interval '1 minute') at time zone c.time_zone,
      (d::date + time '17:30' + ((e.id * 11 + extract(doy from d)::int * 17) % 90 - 10) * interval '1 minute') at time zone c.time_zone,
      'import'
    from employees e
    join companies c on c.id = e.company_id
    cross join generate_series(${start}::date, ${end}::date, interval '1 day') d
    where e.employee_code like 'BX%' and extract(isodow from d) < 6
    on conflict (employee_id, work_date) do nothing`);
  const counts = await db.execute(
    sql`select (select count(*)::int from employees) as employees, (select count(*)::int from timesheets) as days`,
  );
  return (counts as unknown as { rows: Array<{ employees: number; days: number }> }).rows[0];
}
