/**
 * The demo's check-point reviews (issue #17, docs/api-checkpoint.md): a finished period (the first
 * half of the year, every review through the interview, most confirmed) and an open one in its
 * self-assessment window with reviews at every stage — so each list, the results and the export
 * have real content.
 *
 * Dated from the `today` passed in, with scores and raises computed from each person's id (no random
 * source): a start at the e2e clock tells the same story every time. member@demo.test's review in the
 * open period stays untouched at the self-assessment (the browser test walks it through every step),
 * with pm@demo.test as PM and dm@demo.test as department head from the organization seed.
 *
 * Idempotent: periods are keyed by name; an existing one is left as it is.
 */
import {
  addDays,
  CHECKPOINT_STAGES,
  type CheckpointAnswers,
  type CheckpointForm,
  criterionKeys,
  JOB_TITLE_CODES,
  zonedToInstant,
} from '@staffhub/domain';
import { eq, sql } from 'drizzle-orm';
import { createReviews } from '../../modules/checkpoints/checkpoints.repository';
import type { Db } from '../client';
import { checkpointPeriods, checkpointReviews, companies } from '../schema';

const DEMO_ZONE = 'Asia/Ho_Chi_Minh';
const UNTOUCHED = ['member@demo.test', 'solo@demo.test'];

/** The company's review form: three sections, seven criteria, scored 1 to 5. */
export const DEMO_CHECKPOINT_FORM: CheckpointForm = {
  scale: 5,
  sections: [
    {
      key: 's1',
      title: 'Work results',
      criteria: [
        {
          key: 's1_c1',
          title: 'Quality of work',
          description: 'Defects found after delivery, review comments, rework.',
        },
        { key: 's1_c2', title: 'Delivery on schedule', description: 'Tasks finished by the agreed date.' },
        {
          key: 's1_c3',
          title: 'Technical skill',
          description: 'Design, code and tools for the role’s level.',
        },
      ],
    },
    {
      key: 's2',
      title: 'Teamwork',
      criteria: [
        {
          key: 's2_c1',
          title: 'Communication',
          description: 'Reports, questions and answers clear and on time.',
        },
        { key: 's2_c2', title: 'Cooperation', description: 'Helps colleagues, shares knowledge.' },
      ],
    },
    {
      key: 's3',
      title: 'Growth',
      criteria: [
        { key: 's3_c1', title: 'Learning', description: 'New skills, certificates, Japanese.' },
        { key: 's3_c2', title: 'Initiative', description: 'Proposes and drives improvements.' },
      ],
    },
  ],
};

const SELF_SUMMARIES = [
  'I delivered the payment module on time and mentored two new members.',
  'This half I focused on test automation; I want to lead a small team next.',
  'I improved my Japanese (N3 passed) and took over customer meetings.',
  'Several late tasks in the first months, better since the process change.',
];
const PM_SUMMARIES = [
  'Reliable and careful; should speak up earlier when blocked.',
  'Strong technical work; the customer praised the last release.',
  'Good progress; needs more ownership of estimates.',
];
const DM_COMMENTS = [
  'Agree with the PM. Candidate for a leader role next year.',
  'Solid half-year. Raise as suggested.',
  'Good attitude; keep working on communication with the customer.',
];
const INTERVIEW_NOTES = [
  'Goals for next period: lead the code review, JLPT N2.',
  'Discussed career path toward BrSE; agreed on Japanese training.',
  'Agreed on the raise; will revisit the role in six months.',
];

/** Answers with scores from the person's id (3 to 5, now and then a 2). */
function answers(seed: number, summaries: readonly string[], shift: number): CheckpointAnswers {
  const scores: Record<string, number> = {};
  criterionKeys(DEMO_CHECKPOINT_FORM).forEach((key, i) => {
    const v = (seed * 7 + i * 3 + shift) % 9;
    scores[key] = v === 0 ? 2 : 3 + (v % 3);
  });
  return {
    scores,
    comments: { s1_c1: 'See the release notes of the last two sprints.' },
    summary: summaries[(seed + shift) % summaries.length] as string,
  };
}

const raiseOf = (seed: number) => 3 + ((seed * 13) % 9) * 0.5;

export async function seedDemoCheckpoints(db: Db, today: string): Promise<void> {
  const companyIds = (await db.select({ id: companies.id }).from(companies)).map((c) => c.id);
  const year = today.slice(0, 4);
  const at = (date: string, minutes = 9 * 60) => zonedToInstant(date, minutes, DEMO_ZONE);

  await db.transaction(async (tx) => {
    const untouched = new Set(
      (
        (await tx.execute(
          sql`select employee_id as id from accounts where email in (${sql.join(
            UNTOUCHED.map((e) => sql`${e}`),
            sql`, `,
          )})`,
        )) as unknown as { rows: { id: number }[] }
      ).rows.map((r) => Number(r.id)),
    );

    const [board] = (
      (await tx.execute(
        sql`select e.id from employees e join job_titles j on j.id = e.job_title_id where j.code = ${JOB_TITLE_CODES.DIRECTOR} order by e.id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const director = board ? Number(board.id) : null;

    const open = async (name: string, selfStart: string, offsets: readonly number[]) => {
      const [existing] = await tx
        .select({ id: checkpointPeriods.id })
        .from(checkpointPeriods)
        .where(eq(checkpointPeriods.name, name));
      if (existing) return null;
      const [selfEnd, pm, dm, interview, end] = offsets.map((d) => addDays(selfStart, d)) as [
        string,
        string,
        string,
        string,
        string,
      ];
      const [row] = await tx
        .insert(checkpointPeriods)
        .values({
          name,
          self_start: selfStart,
          self_end: selfEnd,
          pm_deadline: pm,
          dm_deadline: dm,
          interview_deadline: interview,
          end_date: end,
          company_ids: companyIds,
          form: DEMO_CHECKPOINT_FORM,
        })
        .returning({ id: checkpointPeriods.id });
      const id = (row as { id: number }).id;
      await createReviews(tx, id, selfStart, companyIds);
      const reviews = await tx
        .select({
          id: checkpointReviews.id,
          employee_id: checkpointReviews.employee_id,
          pm_id: checkpointReviews.pm_id,
          dm_id: checkpointReviews.dm_id,
        })
        .from(checkpointReviews)
        .where(eq(checkpointReviews.period_id, id))
        .orderBy(checkpointReviews.employee_id);
      return { id, selfStart, selfEnd, pm, dm, interview, reviews };
    };

    /** Writes a review up to `stage`, each step on its own day of the period. */
    const advance = async (
      r: { id: number; employee_id: number; pm_id: number | null; dm_id: number | null },
      stage: number,
      days: { self: string; pm: string; dm: string; interview: string; confirm: string },
      draft = false,
    ) => {
      const seed = r.employee_id;
      // A step whose reviewer is nobody is skipped, as the service does.
      if (stage === CHECKPOINT_STAGES.PM && r.pm_id === null) stage = CHECKPOINT_STAGES.DM;
      if (stage === CHECKPOINT_STAGES.DM && r.dm_id === null) stage = CHECKPOINT_STAGES.INTERVIEW;
      await tx
        .update(checkpointReviews)
        .set({
          stage,
          self_answers: stage > 0 || draft ? answers(seed, SELF_SUMMARIES, 0) : null,
          self_sent_at: stage > 0 ? at(days.self, 10 * 60 + (seed % 300)) : null,
          pm_answers: stage > 1 && r.pm_id !== null ? answers(seed, PM_SUMMARIES, 1) : null,
          pm_raise: stage > 1 && r.pm_id !== null ? raiseOf(seed) : null,
          pm_sent_at: stage > 1 && r.pm_id !== null ? at(days.pm, 14 * 60) : null,
          dm_comment:
            stage > 2 && r.dm_id !== null ? (DM_COMMENTS[seed % DM_COMMENTS.length] as string) : null,
          dm_sent_at: stage > 2 && r.dm_id !== null ? at(days.dm, 15 * 60) : null,
          interview_note: stage > 3 ? (INTERVIEW_NOTES[seed % INTERVIEW_NOTES.length] as string) : null,
          final_raise: stage > 3 ? raiseOf(seed) - (seed % 2) * 0.5 : null,
          interviewed_by: stage > 3 ? (r.dm_id ?? director) : null,
          interview_sent_at: stage > 3 ? at(days.interview, 16 * 60) : null,
          confirmed_at: stage > 4 ? at(days.confirm, 11 * 60) : null,
        })
        .where(eq(checkpointReviews.id, r.id));
    };

    // The finished first half: self in June, the last interviews in mid-July, closed at the end of July
    // (of last year when today is before August).
    const h1Year = today >= `${year}-08-01` ? Number(year) : Number(year) - 1;
    const done = await open(`${h1Year} H1 check-point`, `${h1Year}-06-01`, [14, 21, 28, 42, 60]);
    if (done) {
      for (const r of done.reviews) {
        const stage = r.employee_id % 5 === 0 ? CHECKPOINT_STAGES.RESULT : CHECKPOINT_STAGES.CONFIRMED;
        await advance(r, stage, {
          self: addDays(done.selfStart, 3 + (r.employee_id % 8)),
          pm: addDays(done.selfEnd, 2),
          dm: addDays(done.pm, 2),
          interview: addDays(done.dm, 3 + (r.employee_id % 7)),
          confirm: addDays(done.interview, 1),
        });
      }
    }

    // The open period: its self window started three days ago; a spread of stages, as early birds
    // go through quickly while most are still writing.
    const now = await open(`${today.slice(0, 7)} check-point`, addDays(today, -3), [13, 20, 27, 34, 45]);
    if (now) {
      const yesterday = addDays(today, -1);
      const days = {
        self: addDays(today, -3),
        pm: addDays(today, -2),
        dm: yesterday,
        interview: yesterday,
        confirm: today,
      };
      let n = 0;
      for (const r of now.reviews) {
        if (untouched.has(r.employee_id)) continue;
        n += 1;
        // 0 nothing, 0 with a draft, then 1..5: about one in seven of each.
        const slot = n % 7;
        if (slot === 0) continue;
        if (slot === 1) await advance(r, CHECKPOINT_STAGES.SELF, days, true);
        else await advance(r, Math.min(slot - 1, CHECKPOINT_STAGES.CONFIRMED), days);
      }
    }
  });
}
