/**
 * The demo's company-trip votes (issue #18, docs/api-vote.md): last year's summer-trip vote,
 * finished, with four destinations and ballots from most of the staff across the divisions; and
 * this year's period 1 with four destinations set, not started (the browser test and a demo PR
 * person start it). Deterministic (the ballots follow each person's place in the list).
 *
 * Idempotent: a vote that exists for a year and period is left as it is.
 */
import { todayIn } from '@staffhub/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../client';
import { employees, tripVoteBallots, tripVoteChoices, tripVotes } from '../schema';

const LAST_YEAR = [
  { name: 'Đà Nẵng – Hội An', color: '#1677ff' },
  { name: 'Phú Quốc', color: '#52c41a' },
  { name: 'Nha Trang', color: '#fa8c16' },
  { name: 'Sa Pa', color: '#eb2f96' },
];
const THIS_YEAR = [
  { name: 'Hạ Long Bay', color: '#13c2c2' },
  { name: 'Quy Nhơn', color: '#722ed1' },
  { name: 'Đà Lạt', color: '#fadb14' },
  { name: 'Côn Đảo', color: '#f5222d' },
];
/** How last year's ballots fall, by place in the list (Phú Quốc won, Đà Nẵng close behind). */
const PATTERN = [1, 0, 1, 2, 0, 1, 3, 0, 1, 2, 1, 0];
/** The demo companies' zone: "this year" is the year there (not UTC's, which lags on 1 January). */
const DEMO_ZONE = 'Asia/Ho_Chi_Minh';

async function makeVote(db: Db, year: number, period: number, list: typeof LAST_YEAR, at: Date) {
  const [existing] = await db
    .select({ id: tripVotes.id })
    .from(tripVotes)
    .where(and(eq(tripVotes.year, year), eq(tripVotes.period, period)));
  if (existing) return null;
  const [vote] = await db
    .insert(tripVotes)
    .values({ year, period, created_at: at, updated_at: at })
    .returning({ id: tripVotes.id });
  if (!vote) return null;
  const choices = await db
    .insert(tripVoteChoices)
    .values(list.map((c, sort) => ({ vote_id: vote.id, ...c, sort, created_at: at, updated_at: at })))
    .returning({ id: tripVoteChoices.id });
  return { id: vote.id, choiceIds: choices.map((c) => c.id) };
}

export async function seedDemoVote(db: Db, now: Date): Promise<void> {
  const year = Number(todayIn(DEMO_ZONE, now).slice(0, 4));
  const start = new Date(Date.UTC(year - 1, 4, 5, 2, 0));
  const end = new Date(Date.UTC(year - 1, 4, 19, 10, 0));
  const last = await makeVote(db, year - 1, 1, LAST_YEAR, start);
  if (last) {
    const pr = await db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.email, 'pr@demo.test'));
    await db
      .update(tripVotes)
      .set({ started_at: start, ends_at: end, ended_at: end, started_by: pr[0]?.id ?? null, updated_at: end })
      .where(eq(tripVotes.id, last.id));
    const staff = await db
      .select({ id: employees.id })
      .from(employees)
      .where(like(employees.email, '%@demo.test'))
      .orderBy(asc(employees.id));
    // Most people voted: every seventh stayed away.
    const voters = staff.filter((_, i) => i % 7 !== 6);
    if (voters.length)
      await db.insert(tripVoteBallots).values(
        voters.map((p, i) => ({
          vote_id: last.id,
          employee_id: p.id,
          choice_id: last.choiceIds[PATTERN[i % PATTERN.length] ?? 0] ?? (last.choiceIds[0] as number),
          created_at: new Date(start.getTime() + (i + 1) * 3_600_000),
          updated_at: new Date(start.getTime() + (i + 1) * 3_600_000),
        })),
      );
  }
  await makeVote(db, year, 1, THIS_YEAR, now);
}
