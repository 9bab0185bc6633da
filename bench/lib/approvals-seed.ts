import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/**
 * 50 employees (members of project Alpha), each with attendance and two pending overtime requests
 * on two days, all waiting for Alpha's PM (pm@demo.test) at level 1 and its top at level 2:
 * 100 pending requests in the PM's approval list.
 */
export async function seedApprovals(db: Db, opts: { employees: number; date1: string; date2: string }) {
  await db.execute(sql`
    insert into employees (employee_code, name, email, company_id, division_id, foot_id, department_id, position_id, job_title_id, work_type, japanese_level)
    select 'OT' || lpad(g::text, 4, '0'), 'Overtime Employee ' || g, 'ot' || g || '@demo.test', 2,
      (select id from divisions where code = 'HN-D1'), (select id from foots where code = 'HN-D1-F1'),
      (select id from departments where code = 'DEV'), (select id from positions where code = 'DEV'),
      (select id from job_titles where code = 'STAFF'), 2, 0
    from generate_series(1, ${opts.employees}) g on conflict (employee_code) do nothing`);
  await db.execute(sql`
    insert into project_members (project_id, employee_id, role)
    select (select id from projects where code = 'ALPHA'), e.id, 'MEMBER' from employees e where e.employee_code like 'OT%'
    on conflict do nothing`);
  for (const date of [opts.date1, opts.date2]) {
    await db.execute(sql`
      insert into overtime_requests (employee_id, project_id, date, start_time, end_time, duration, reason, status, current_approver_id)
      select e.id, (select id from projects where code = 'ALPHA'), ${date}::date, '18:00', '20:00', 120, 'Release', 1,
        (select employee_id from project_members pm join employees x on x.id = pm.employee_id where x.email = 'pm@demo.test' limit 1)
      from employees e where e.employee_code like 'OT%'`);
  }
  await db.execute(sql`
    insert into approval_steps (request_kind, request_id, level, approver_id, status)
    select 'overtime', o.id, l.level, case when l.level = 1
      then (select id from employees where email = 'pm@demo.test') else (select id from employees where email = 'top@demo.test') end, 1
    from overtime_requests o cross join (values (1), (2)) as l(level)
    where not exists (select 1 from approval_steps s where s.request_kind = 'overtime' and s.request_id = o.id)`);
  const r = await db.execute(sql`select count(*)::int as pending from overtime_requests where status = 1`);
  return (r as unknown as { rows: unknown[] }).rows[0];
}
