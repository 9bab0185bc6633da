import type { VoteChoiceInput } from '@staffhub/domain';
import { and, asc, desc, eq, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  departments,
  divisions,
  employees,
  tripVoteBallots,
  tripVoteChoices,
  tripVotes,
} from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const voteColumns = {
  id: tripVotes.id,
  year: tripVotes.year,
  period: tripVotes.period,
  started_at: tripVotes.started_at,
  ends_at: tripVotes.ends_at,
  ended_at: tripVotes.ended_at,
};
export type VoteRow = {
  id: number;
  year: number;
  period: number;
  started_at: Date | null;
  ends_at: Date | null;
  ended_at: Date | null;
};

const timedOut = (now: Date) =>
  and(
    isNotNull(tripVotes.started_at),
    isNull(tripVotes.ended_at),
    isNotNull(tripVotes.ends_at),
    lte(tripVotes.ends_at, now),
  );

/**
 * Ends every started vote whose end time has passed (ended_at = ends_at); answers what it ended.
 * Idempotent: a vote it ended is not started any more. Cheap when nothing ran out (the usual case,
 * on every read): one indexed select, and the UPDATE only when that select found a vote.
 */
export async function endTimedOut(db: Db, now: Date) {
  const due = await db.select({ id: tripVotes.id }).from(tripVotes).where(timedOut(now)).limit(1);
  if (due.length === 0) return [];
  return db
    .update(tripVotes)
    .set({ ended_at: sql`${tripVotes.ends_at}`, updated_at: now })
    .where(timedOut(now))
    .returning({ year: tripVotes.year, period: tripVotes.period, ended_at: tripVotes.ended_at });
}

/** The vote of a year and period, or null. */
export async function voteOf(db: Db, year: number, period: number): Promise<VoteRow | null> {
  const [row] = await db
    .select(voteColumns)
    .from(tripVotes)
    .where(and(eq(tripVotes.year, year), eq(tripVotes.period, period)));
  return row ?? null;
}

/**
 * The default vote of the screens: the running one (started, not ended; the newest start first),
 * else the newest by year and period; null when there is none. Callers end the run-out votes first.
 */
export async function newestVote(db: Db): Promise<VoteRow | null> {
  const [running] = await db
    .select(voteColumns)
    .from(tripVotes)
    .where(and(isNotNull(tripVotes.started_at), isNull(tripVotes.ended_at)))
    .orderBy(desc(tripVotes.started_at), desc(tripVotes.year), desc(tripVotes.period))
    .limit(1);
  if (running) return running;
  const [row] = await db
    .select(voteColumns)
    .from(tripVotes)
    .orderBy(desc(tripVotes.year), desc(tripVotes.period))
    .limit(1);
  return row ?? null;
}

/**
 * The vote of a year and period locked for this transaction (`update`: against every other change;
 * `share`: against an end or a reset, not against other ballots); made first when `create` says so,
 * else null when missing.
 */
export async function lockVote(
  tx: Db,
  year: number,
  period: number,
  now: Date,
  { create, mode }: { create: boolean; mode: 'update' | 'share' },
): Promise<VoteRow | null> {
  if (create)
    await tx
      .insert(tripVotes)
      .values({ year, period, created_at: now, updated_at: now })
      .onConflictDoNothing({ target: [tripVotes.year, tripVotes.period] });
  const lock = mode === 'update' ? sql`for update` : sql`for share`;
  const [row] = rowsOf<VoteRow>(
    await tx.execute(
      sql`select id, year, period, started_at, ends_at, ended_at from trip_votes where year = ${year} and period = ${period} ${lock}`,
    ),
  );
  if (!row) return null;
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    id: Number(row.id),
    year: Number(row.year),
    period: Number(row.period),
    started_at: date(row.started_at),
    ends_at: date(row.ends_at),
    ended_at: date(row.ended_at),
  };
}

/** A vote's choices in their order. */
export async function choicesOf(db: Db, voteId: number) {
  return db
    .select({ id: tripVoteChoices.id, name: tripVoteChoices.name, color: tripVoteChoices.color })
    .from(tripVoteChoices)
    .where(eq(tripVoteChoices.vote_id, voteId))
    .orderBy(asc(tripVoteChoices.sort), asc(tripVoteChoices.id));
}

/** Replaces a vote's choices: kept ones (by id) updated, the others removed, new ones added. */
export async function replaceChoices(tx: Db, voteId: number, choices: readonly VoteChoiceInput[], now: Date) {
  const kept = choices.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  await tx
    .delete(tripVoteChoices)
    .where(
      kept.length
        ? and(eq(tripVoteChoices.vote_id, voteId), notInArray(tripVoteChoices.id, kept))
        : eq(tripVoteChoices.vote_id, voteId),
    );
  for (const [sort, c] of choices.entries()) {
    if (c.id === undefined)
      await tx.insert(tripVoteChoices).values({
        vote_id: voteId,
        name: c.name,
        color: c.color.toLowerCase(),
        sort,
        created_at: now,
        updated_at: now,
      });
    else
      await tx
        .update(tripVoteChoices)
        .set({ name: c.name, color: c.color.toLowerCase(), sort, updated_at: now })
        .where(and(eq(tripVoteChoices.id, c.id), eq(tripVoteChoices.vote_id, voteId)));
  }
}

/** Starts: the times set, nothing else. */
export async function setStarted(tx: Db, voteId: number, by: number, now: Date, endsAt: Date) {
  await tx
    .update(tripVotes)
    .set({ started_at: now, ends_at: endsAt, ended_at: null, started_by: by, updated_at: now })
    .where(eq(tripVotes.id, voteId));
}

export async function setEnded(tx: Db, voteId: number, now: Date) {
  await tx.update(tripVotes).set({ ended_at: now, updated_at: now }).where(eq(tripVotes.id, voteId));
}

/** Back to not started: the ballots removed (their count answered) and the times cleared. */
export async function resetVote(tx: Db, voteId: number, now: Date): Promise<number> {
  const removed = await tx
    .delete(tripVoteBallots)
    .where(eq(tripVoteBallots.vote_id, voteId))
    .returning({ employee_id: tripVoteBallots.employee_id });
  await tx
    .update(tripVotes)
    .set({ started_at: null, ends_at: null, ended_at: null, started_by: null, updated_at: now })
    .where(eq(tripVotes.id, voteId));
  return removed.length;
}

/** Whether a choice belongs to this vote. */
export async function choiceOfVote(db: Db, voteId: number, choiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tripVoteChoices.id })
    .from(tripVoteChoices)
    .where(and(eq(tripVoteChoices.id, choiceId), eq(tripVoteChoices.vote_id, voteId)));
  return Boolean(row);
}

/**
 * One ballot per person: a second one (a change) updates the same row; the same choice again
 * changes nothing. Answers whether the ballot changed (a new row or another choice).
 */
export async function upsertBallot(
  tx: Db,
  voteId: number,
  employeeId: number,
  choiceId: number,
  now: Date,
): Promise<boolean> {
  const changed = await tx
    .insert(tripVoteBallots)
    .values({
      vote_id: voteId,
      employee_id: employeeId,
      choice_id: choiceId,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [tripVoteBallots.vote_id, tripVoteBallots.employee_id],
      set: { choice_id: choiceId, updated_at: now },
      setWhere: sql`${tripVoteBallots.choice_id} is distinct from excluded.choice_id`,
    })
    .returning({ employee_id: tripVoteBallots.employee_id });
  return changed.length > 0;
}

/** A vote's counts per voter's division and choice (one row per pair that has ballots). */
export async function countsByTeam(db: Db, voteId: number) {
  return db
    .select({
      division_id: employees.division_id,
      team: divisions.name,
      choice_id: tripVoteBallots.choice_id,
      count: sql<number>`count(*)::int`,
    })
    .from(tripVoteBallots)
    .innerJoin(employees, eq(employees.id, tripVoteBallots.employee_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .where(eq(tripVoteBallots.vote_id, voteId))
    .groupBy(employees.division_id, divisions.name, tripVoteBallots.choice_id);
}

/** The person's choice in this vote, or null. */
export async function ballotOf(db: Db, voteId: number, employeeId: number): Promise<number | null> {
  const [row] = await db
    .select({ choice_id: tripVoteBallots.choice_id })
    .from(tripVoteBallots)
    .where(and(eq(tripVoteBallots.vote_id, voteId), eq(tripVoteBallots.employee_id, employeeId)));
  return row?.choice_id ?? null;
}

/** The department code of an employee (the vote's managers are the PR department). */
export async function departmentCodeOf(db: Db, employeeId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: departments.code })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .where(eq(employees.id, employeeId));
  return row?.code ?? null;
}
