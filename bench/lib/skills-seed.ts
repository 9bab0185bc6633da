import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { seedDemoSkills } from '../../apps/server/src/db/seed/demo-skills';

/**
 * The skills bench (issue #17): the demo catalogue (about sixty skills) and `perEmployee` distinct
 * skills on the sheet of every generated employee of the large organization (`seedLarge` first),
 * ranks 0-5 and years 0.5-12.4 spread by arithmetic, and a Japanese level 0-5 for each. Set-based
 * SQL. The search's criteria skills are the catalogue's first two languages.
 */
export async function seedSkillSheets(db: Db, opts: { perEmployee: number }) {
  await seedDemoSkills(db);
  await db.execute(sql`
    update employees set japanese_level = id % 6 where employee_code like 'BX%'`);
  // Skill j of person n is the catalogue's ((n + j * 7) mod S)-th: distinct for j < S while the
  // catalogue's size S is not a multiple of 7 (the demo's is 59). People n and n + 7 share skills.
  await db.execute(sql`
    with catalogue as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as s from skills
    ), staff as (
      select e.id, row_number() over (order by e.id) as n from employees e where e.employee_code like 'BX%'
    )
    insert into employee_skills (employee_id, skill_id, rank, years)
    select st.id, c.id, ((st.n * 7 + j * 11) % 6)::smallint, (5 + (st.n * 13 + j * 5) % 120) / 10.0
    from staff st
    cross join generate_series(0, ${opts.perEmployee - 1}) j
    join catalogue c on c.k = (st.n + j * 7) % c.s
    on conflict do nothing`);
  const counts = await db.execute(sql`select
      (select count(*)::int from skills) as skills,
      (select count(*)::int from employee_skills) as lines`);
  return (counts as unknown as { rows: Array<{ skills: number; lines: number }> }).rows[0];
}
