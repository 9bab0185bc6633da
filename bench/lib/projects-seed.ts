import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/**
 * The project bench (issue #16): `projects` generated projects over the large organization's staff
 * (`seedLarge` first). Every generated person is a member of one project, every third of a second
 * one at 50 % (so over-allocation shows), the first member of each project is its PM, and every
 * membership has a month of effort for each month of `year`. Set-based SQL.
 */
export async function seedProjects(db: Db, opts: { projects: number; year: number }) {
  await db.execute(sql`
    insert into projects (code, name, customer_id, start_date, end_date, status, type, contract_value)
    select 'BP' || lpad(g::text, 4, '0'), 'Bench project ' || g,
      (select id from customers order by id offset (g % 8) limit 1),
      make_date(${opts.year}, 1, 1) - (g % 300), make_date(${opts.year} + 1, 12, 31), 1 + g % 4, 1 + g % 4, 10 + g % 50
    from generate_series(1, ${opts.projects}) g
    on conflict (code) do nothing`);
  await db.execute(sql`
    with staff as (
      select e.id, row_number() over (order by e.id) as n from employees e where e.employee_code like 'BX%'
    ), bench as (
      select p.id, row_number() over (order by p.id) - 1 as k from projects p where p.code like 'BP%'
    )
    insert into project_members (project_id, employee_id, role, position, type, effort_default)
    select b.id, s.id, 'MEMBER', 'DEV', 1, null from staff s join bench b on b.k = s.n % ${opts.projects}
    union all
    select b.id, s.id, 'MEMBER', 'QA', 2, 50 from staff s join bench b on b.k = (s.n * 7 + 1) % ${opts.projects}
    where s.n % 3 = 0 and (s.n * 7 + 1) % ${opts.projects} <> s.n % ${opts.projects}
    on conflict do nothing`);
  await db.execute(sql`
    insert into project_members (project_id, employee_id, role, position)
    select distinct on (m.project_id) m.project_id, m.employee_id, 'PM', 'PM'
    from project_members m join projects p on p.id = m.project_id
    where p.code like 'BP%' and m.role = 'MEMBER'
    order by m.project_id, m.employee_id
    on conflict do nothing`);
  await db.execute(sql`
    insert into project_efforts (project_id, employee_id, start_date, end_date, effort, set_value)
    select m.project_id, m.employee_id, mo::date, (mo + interval '1 month - 1 day')::date,
      coalesce(m.effort_default, 60 + (m.employee_id % 5) * 10), 1
    from project_members m join projects p on p.id = m.project_id
    cross join generate_series(make_date(${opts.year}, 1, 1), make_date(${opts.year}, 12, 1), interval '1 month') mo
    where p.code like 'BP%' and m.role = 'MEMBER'
    on conflict do nothing`);
  const counts = await db.execute(sql`select
      (select count(*)::int from projects) as projects,
      (select count(*)::int from project_members) as memberships,
      (select count(*)::int from project_efforts) as efforts`);
  return (counts as unknown as { rows: Array<{ projects: number; memberships: number; efforts: number }> })
    .rows[0];
}
