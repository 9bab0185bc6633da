import { z } from 'zod';
import { ID_MAX } from '../limits';
import { COLOR_PATTERN, VOTE_LIMITS, VOTE_STATUSES } from '../vote-limits';

/**
 * The company-trip vote (SPEC 2, 3, 4, 7 "Vote"; issue #18; docs/api-vote.md): a vote per year and
 * period, its choices (destinations with a colour), ballots, the status and the results.
 */

const id = z.number().int().positive().max(ID_MAX);
const year = z.coerce.number().int().min(VOTE_LIMITS.yearMin).max(VOTE_LIMITS.yearMax);
const period = z.coerce.number().int().min(VOTE_LIMITS.periodMin).max(VOTE_LIMITS.periodMax);

/** `/company-trip-vote/{year}/{period}/...`: year 2000-2100, period 1-4. */
export const ZVotePathParams = z.object({ year, period });
export type VotePathParams = z.infer<typeof ZVotePathParams>;

/** `?year&period` of the reads: both or neither (neither: the newest vote). */
export const ZVoteQuery = z
  .object({ year: year.optional(), period: period.optional() })
  .superRefine((q, ctx) => {
    if (q.year !== undefined && q.period === undefined)
      ctx.addIssue({ code: 'custom', path: ['period'], params: { rule: 'required' }, message: 'Required.' });
    if (q.period !== undefined && q.year === undefined)
      ctx.addIssue({ code: 'custom', path: ['year'], params: { rule: 'required' }, message: 'Required.' });
  });
export type VoteQuery = z.infer<typeof ZVoteQuery>;

/** A body that carries nothing (end, reset): an unknown field is refused (rule `unknown`). */
export const ZVoteEmptyBody = z.strictObject({}).nullish();

/** `POST .../start`: when the vote ends (an instant with its offset; future, at most 60 days ahead). */
export const ZVoteStartInput = z.object({
  ends_at: z.iso.datetime({ offset: true }),
});
export type VoteStartInput = z.infer<typeof ZVoteStartInput>;

export const ZVoteChoiceInput = z.object({
  /** An existing choice of this vote to keep (renamed or recoloured); none for a new one. */
  id: id.optional(),
  name: z.string().trim().min(1).max(VOTE_LIMITS.name),
  color: z.string().regex(COLOR_PATTERN),
});
export type VoteChoiceInput = z.infer<typeof ZVoteChoiceInput>;

/** `PUT .../choices`: the whole list, 2 to 12, names unique ignoring case. */
export const ZVoteChoicesInput = z.object({
  choices: z.array(ZVoteChoiceInput).min(VOTE_LIMITS.choicesMin).max(VOTE_LIMITS.choicesMax),
});
export type VoteChoicesInput = z.infer<typeof ZVoteChoicesInput>;

/** `POST /vote`: the caller's ballot (a new one or a change). */
export const ZBallotInput = z.object({
  year: z.number().int().min(VOTE_LIMITS.yearMin).max(VOTE_LIMITS.yearMax),
  period: z.number().int().min(VOTE_LIMITS.periodMin).max(VOTE_LIMITS.periodMax),
  choice_id: id,
});
export type BallotInput = z.infer<typeof ZBallotInput>;

export const ZVoteChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
});
export type VoteChoice = z.infer<typeof ZVoteChoice>;

/** `GET /get-status-vote` (SPEC 7 names): `end` is the planned end while it runs, the actual end once finished. */
export const ZVoteStatusView = z.object({
  status_vote: z.enum(VOTE_STATUSES),
  start: z.string().nullable(),
  end: z.string().nullable(),
  year: z.number().int(),
  period: z.number().int(),
});
export type VoteStatusView = z.infer<typeof ZVoteStatusView>;

/** `GET .../choices`. */
export const ZVoteChoicesView = z.object({
  year: z.number().int(),
  period: z.number().int(),
  status_vote: z.enum(VOTE_STATUSES),
  choices: z.array(ZVoteChoice),
});
export type VoteChoicesView = z.infer<typeof ZVoteChoicesView>;

/** One team (the voters' division) and its count per choice id. */
export const ZVoteTeam = z.object({
  division_id: z.number().int().nullable(),
  team: z.string().nullable(),
  votes: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export type VoteTeam = z.infer<typeof ZVoteTeam>;

/**
 * `GET /vote` (SPEC 7 names): `votes` choice id -> count, `teams` per division, `result` the
 * leading choice id(s) (ties kept; none without a ballot), `color` choice id -> colour; plus the
 * choices in order, the total, the caller's own choice and the status.
 */
export const ZVoteResults = ZVoteStatusView.extend({
  choices: z.array(ZVoteChoice),
  votes: z.record(z.string(), z.number().int()),
  teams: z.array(ZVoteTeam),
  result: z.array(z.number().int()),
  color: z.record(z.string(), z.string()),
  total: z.number().int(),
  my_vote: z.number().int().nullable(),
});
export type VoteResults = z.infer<typeof ZVoteResults>;

/** `GET /company-trip-vote/timeout`: the votes it ended now (none when nothing had run out). */
export const ZVoteTimeout = z.object({
  ended: z.array(z.object({ year: z.number().int(), period: z.number().int(), ended_at: z.string() })),
});
export type VoteTimeout = z.infer<typeof ZVoteTimeout>;
