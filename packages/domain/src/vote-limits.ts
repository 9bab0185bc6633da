/** The company-trip vote's bounds and states (issue #18; the rules are vote.ts, the schemas schemas/vote.ts). */

export const VOTE_LIMITS = {
  yearMin: 2000,
  yearMax: 2100,
  periodMin: 1,
  periodMax: 4,
  /** Choices of one vote: at least two to start, at most twelve. */
  choicesMin: 2,
  choicesMax: 12,
  /** A choice's name (the column is varchar(100)). */
  name: 100,
  /** A start's end time: in the future, at most this many days ahead. */
  maxDaysAhead: 60,
} as const;

/** SPEC 4: not started, started (until it ends), finished. */
export const VOTE_STATUSES = ['not_started', 'started', 'finished'] as const;
export type VoteStatus = (typeof VOTE_STATUSES)[number];

/** SPEC: a colour as `#rrggbb`. */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
