import {
  type BallotInput,
  choiceListErrors,
  type FieldErrors,
  leadersOf,
  startErrors,
  startRefusal,
  todayIn,
  type VoteChoicesInput,
  type VoteChoicesView,
  type VotePathParams,
  type VoteQuery,
  type VoteResults,
  type VoteStartInput,
  type VoteStatusView,
  type VoteTeam,
  type VoteTimeout,
  voteEndOf,
  voteStatusOf,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { announceTopic } from '../notifications/notify';
import { requireSignedIn, requireVoteManager } from './vote.policy';
import * as repo from './vote.repository';

export interface VoteDeps {
  db: Db;
  now: () => Date;
  /** Accounts that run the vote besides the PR department (config `VOTE_ACCOUNT_IDS`); none when not given. */
  voteAccountIds?: readonly number[];
}

const refuse = (errors: FieldErrors | null | undefined) => {
  if (errors && Object.keys(errors).length) throw new AppError(4220, { errors });
};
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const managers = (deps: VoteDeps) => deps.voteAccountIds ?? [];

/**
 * Ends every vote whose end time has passed (before any read or ballot, so nobody votes after the
 * end even when nobody called the time-out) and tells the open pages when it ended one.
 */
export async function applyTimeout(deps: VoteDeps) {
  const ended = await repo.endTimedOut(deps.db, deps.now());
  if (ended.length) await announceTopic(deps.db, 'vote');
  return ended;
}

function statusView(vote: repo.VoteRow | null, year: number, period: number, now: Date): VoteStatusView {
  if (!vote) return { status_vote: 'not_started', start: null, end: null, year, period };
  return {
    status_vote: voteStatusOf(vote, now),
    start: iso(vote.started_at),
    end: iso(voteEndOf(vote)),
    year: vote.year,
    period: vote.period,
  };
}

/**
 * The vote a read names, or by default the running one (the newest start), else the newest by year
 * and period; with none at all, this year (in the caller's company zone) period 1, not started.
 */
async function voteOfQuery(deps: VoteDeps, actor: AuthContext, q: VoteQuery) {
  if (q.year !== undefined && q.period !== undefined)
    return { vote: await repo.voteOf(deps.db, q.year, q.period), year: q.year, period: q.period };
  const vote = await repo.newestVote(deps.db);
  const thisYear = Number(todayIn(actor.timeZone, deps.now()).slice(0, 4));
  return { vote, year: vote?.year ?? thisYear, period: vote?.period ?? 1 };
}

// Reads ------------------------------------------------------------------------------------------

/** `GET /company-trip-vote/timeout`: ends every vote whose end passed; answers those it ended now. */
export async function timeout(deps: VoteDeps, actor: AuthContext): Promise<VoteTimeout> {
  requireSignedIn(actor);
  const ended = await applyTimeout(deps);
  return {
    ended: ended.map((e) => ({ year: e.year, period: e.period, ended_at: iso(e.ended_at) ?? '' })),
  };
}

/** `GET /get-status-vote?year&period`. */
export async function status(deps: VoteDeps, actor: AuthContext, q: VoteQuery): Promise<VoteStatusView> {
  requireSignedIn(actor);
  await applyTimeout(deps);
  const { vote, year, period } = await voteOfQuery(deps, actor, q);
  return statusView(vote, year, period, deps.now());
}

/** `GET /company-trip-vote/{year}/{period}/choices`. */
export async function choices(
  deps: VoteDeps,
  actor: AuthContext,
  p: VotePathParams,
): Promise<VoteChoicesView> {
  requireSignedIn(actor);
  await applyTimeout(deps);
  const vote = await repo.voteOf(deps.db, p.year, p.period);
  return {
    year: p.year,
    period: p.period,
    status_vote: statusView(vote, p.year, p.period, deps.now()).status_vote,
    choices: vote ? await repo.choicesOf(deps.db, vote.id) : [],
  };
}

async function resultsOf(deps: VoteDeps, actor: AuthContext, q: VoteQuery): Promise<VoteResults> {
  const { vote, year, period } = await voteOfQuery(deps, actor, q);
  const head = statusView(vote, year, period, deps.now());
  if (!vote)
    return { ...head, choices: [], votes: {}, teams: [], result: [], color: {}, total: 0, my_vote: null };
  const [list, rows, mine] = await Promise.all([
    repo.choicesOf(deps.db, vote.id),
    repo.countsByTeam(deps.db, vote.id),
    repo.ballotOf(deps.db, vote.id, actor.employeeId),
  ]);
  const zeros = () => Object.fromEntries(list.map((c) => [String(c.id), 0])) as Record<string, number>;
  const votes = zeros();
  const teams = new Map<string, VoteTeam>();
  for (const r of rows) {
    const key = String(r.division_id ?? 'none');
    const team = teams.get(key) ?? { division_id: r.division_id, team: r.team, votes: zeros(), total: 0 };
    team.votes[String(r.choice_id)] = (team.votes[String(r.choice_id)] ?? 0) + r.count;
    team.total += r.count;
    teams.set(key, team);
    votes[String(r.choice_id)] = (votes[String(r.choice_id)] ?? 0) + r.count;
  }
  return {
    ...head,
    choices: list,
    votes,
    teams: [...teams.values()].sort(
      (a, b) =>
        (a.team === null ? 1 : 0) - (b.team === null ? 1 : 0) ||
        (a.team ?? '').localeCompare(b.team ?? '', 'en'),
    ),
    result: leadersOf(list.map((c) => ({ choice_id: c.id, count: votes[String(c.id)] ?? 0 }))),
    color: Object.fromEntries(list.map((c) => [String(c.id), c.color])),
    total: Object.values(votes).reduce((n, v) => n + v, 0),
    my_vote: mine,
  };
}

/** `GET /vote?year&period`: counts per choice and per team, the leaders, the colours, my choice. */
export async function results(deps: VoteDeps, actor: AuthContext, q: VoteQuery): Promise<VoteResults> {
  requireSignedIn(actor);
  await applyTimeout(deps);
  return resultsOf(deps, actor, q);
}

// Ballots ----------------------------------------------------------------------------------------

/**
 * `POST /vote`: the caller's ballot while the vote runs (4370 otherwise; a choice of another vote
 * is 422 on `choice_id`). One per person: a second one changes the same row.
 */
export async function ballot(deps: VoteDeps, actor: AuthContext, input: BallotInput): Promise<VoteResults> {
  requireSignedIn(actor);
  await applyTimeout(deps);
  const changed = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const vote = await repo.lockVote(tx, input.year, input.period, now, { create: false, mode: 'share' });
    if (!vote || voteStatusOf(vote, now) !== 'started') throw new AppError(4370);
    if (!(await repo.choiceOfVote(tx, vote.id, input.choice_id)))
      refuse({ choice_id: [{ rule: 'invalid', message: 'This choice is not one of this vote.' }] });
    return repo.upsertBallot(tx, vote.id, actor.employeeId, input.choice_id, now);
  });
  // The same choice again changes nothing: no page needs to read again.
  if (changed) await announceTopic(deps.db, 'vote');
  return resultsOf(deps, actor, { year: input.year, period: input.period });
}

// Managing ---------------------------------------------------------------------------------------

/**
 * `PUT /company-trip-vote/{year}/{period}/choices`: the whole list (2 to 12, names unique in any
 * case), before the start only (4373). Makes the vote of that year and period when missing.
 */
export async function setChoices(
  deps: VoteDeps,
  actor: AuthContext,
  p: VotePathParams,
  input: VoteChoicesInput,
): Promise<VoteChoicesView> {
  await requireVoteManager(deps.db, actor, managers(deps));
  refuse(choiceListErrors(input.choices));
  await applyTimeout(deps);
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const vote = await repo.lockVote(tx, p.year, p.period, now, { create: true, mode: 'update' });
    if (!vote) throw new Error('vote not made');
    if (voteStatusOf(vote, now) !== 'not_started') throw new AppError(4373);
    const known = new Set((await repo.choicesOf(tx, vote.id)).map((c) => c.id));
    const errors: FieldErrors = {};
    input.choices.forEach((c, i) => {
      if (c.id !== undefined && !known.has(c.id))
        errors[`choices.${i}.id`] = [{ rule: 'invalid', message: 'This choice is not one of this vote.' }];
    });
    refuse(errors);
    await repo.replaceChoices(tx, vote.id, input.choices, now);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'update',
      entity: 'trip_vote_choices',
      entityId: vote.id,
      data: { year: p.year, period: p.period, choices: input.choices.map((c) => c.name) },
    });
  });
  await announceTopic(deps.db, 'vote');
  return choices(deps, actor, p);
}

/**
 * `POST .../start` {ends_at}: from not started only (4371), with two choices or more (4372); the
 * end in the future and at most 60 days ahead (422 on `ends_at`).
 */
export async function start(
  deps: VoteDeps,
  actor: AuthContext,
  p: VotePathParams,
  input: VoteStartInput,
): Promise<VoteStatusView> {
  await requireVoteManager(deps.db, actor, managers(deps));
  const endsAt = new Date(input.ends_at);
  refuse(startErrors(endsAt, deps.now()));
  await applyTimeout(deps);
  const started = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const vote = await repo.lockVote(tx, p.year, p.period, now, { create: false, mode: 'update' });
    const count = vote ? (await repo.choicesOf(tx, vote.id)).length : 0;
    const refusal = startRefusal(vote ? voteStatusOf(vote, now) : 'not_started', count);
    if (refusal === 'already') throw new AppError(4371);
    if (refusal === 'choices' || !vote) throw new AppError(4372);
    await repo.setStarted(tx, vote.id, actor.employeeId, now, endsAt);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'start',
      entity: 'trip_vote',
      entityId: vote.id,
      data: { year: p.year, period: p.period, ends_at: endsAt.toISOString() },
    });
    return vote;
  });
  await announceTopic(deps.db, 'vote');
  return statusView(await repo.voteOf(deps.db, started.year, started.period), p.year, p.period, deps.now());
}

/** `POST .../end`: a running vote ends now (4370 unless it runs). */
export async function end(deps: VoteDeps, actor: AuthContext, p: VotePathParams): Promise<VoteStatusView> {
  await requireVoteManager(deps.db, actor, managers(deps));
  await applyTimeout(deps);
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const vote = await repo.lockVote(tx, p.year, p.period, now, { create: false, mode: 'update' });
    if (!vote || voteStatusOf(vote, now) !== 'started') throw new AppError(4370);
    await repo.setEnded(tx, vote.id, now);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'end',
      entity: 'trip_vote',
      entityId: vote.id,
      data: { year: p.year, period: p.period },
    });
  });
  await announceTopic(deps.db, 'vote');
  return statusView(await repo.voteOf(deps.db, p.year, p.period), p.year, p.period, deps.now());
}

/**
 * `POST .../reset`: back to not started in any state: every ballot removed and the times cleared
 * (the choices stay). Audit-logged with the number of ballots removed; cannot be undone.
 */
export async function reset(deps: VoteDeps, actor: AuthContext, p: VotePathParams): Promise<VoteStatusView> {
  await requireVoteManager(deps.db, actor, managers(deps));
  const changed = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const vote = await repo.lockVote(tx, p.year, p.period, now, { create: false, mode: 'update' });
    if (!vote) return false;
    const removed = await repo.resetVote(tx, vote.id, now);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'reset',
      entity: 'trip_vote',
      entityId: vote.id,
      data: {
        year: p.year,
        period: p.period,
        ballots_removed: removed,
        was: voteStatusOf(vote, now),
      },
    });
    return true;
  });
  if (changed) await announceTopic(deps.db, 'vote');
  return statusView(await repo.voteOf(deps.db, p.year, p.period), p.year, p.period, deps.now());
}
