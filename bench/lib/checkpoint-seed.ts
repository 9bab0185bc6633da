// The check-point bench's data (issue #17): one period over every company of the large organization,
// its reviews spread over the six stages (by employee id) with the answers each stage has.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { DEMO_CHECKPOINT_FORM } from '../../apps/server/src/db/seed/demo-checkpoints';
import { createReviews } from '../../apps/server/src/modules/checkpoints/checkpoints.repository';

export async function seedCheckpoints(db: Db, opts: { selfStart: string }) {
  const started = Date.now();
  const [period] = (
    (await db.execute(sql`
      insert into checkpoint_periods (name, self_start, self_end, pm_deadline, dm_deadline, interview_deadline, end_date, company_ids, form)
      select 'Bench period', ${opts.selfStart}::date, ${opts.selfStart}::date + 20, ${opts.selfStart}::date + 27,
             ${opts.selfStart}::date + 34, ${opts.selfStart}::date + 41, ${opts.selfStart}::date + 60,
             array_agg(id order by id)::smallint[], ${JSON.stringify(DEMO_CHECKPOINT_FORM)}::jsonb
      from companies
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  const id = Number(period?.id);
  const reviews = await db.transaction(async (tx) => createReviews(tx, id, opts.selfStart, [1, 2, 3, 4]));
  const answers = JSON.stringify({
    scores: { s1_c1: 4, s1_c2: 3, s1_c3: 4, s2_c1: 5, s2_c2: 4, s3_c1: 3, s3_c2: 4 },
    comments: {},
    summary: 'Bench',
  });
  await db.execute(sql`
    update checkpoint_reviews set
      stage = employee_id % 6,
      self_answers = ${answers}::jsonb,
      self_sent_at = case when employee_id % 6 >= 1 then now() end,
      pm_answers = case when employee_id % 6 >= 2 then ${answers}::jsonb end,
      pm_raise = case when employee_id % 6 >= 2 then 5 end,
      pm_sent_at = case when employee_id % 6 >= 2 then now() end,
      dm_comment = case when employee_id % 6 >= 3 then 'Bench' end,
      dm_sent_at = case when employee_id % 6 >= 3 then now() end,
      final_raise = case when employee_id % 6 >= 4 then 4.5 end,
      interview_sent_at = case when employee_id % 6 >= 4 then now() end,
      confirmed_at = case when employee_id % 6 >= 5 then now() end
    where period_id = ${id}`);
  return {
    checkpointPeriod: id,
    checkpointReviews: reviews,
    checkpointSeedSeconds: (Date.now() - started) / 1000,
  };
}
