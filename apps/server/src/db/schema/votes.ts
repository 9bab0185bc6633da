import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees, timestamps } from './org';

/** The company-trip vote (issue #18, docs/api-vote.md): one vote per year and period, its choices, its ballots. */

/**
 * A vote. Not started while `started_at` is null; started until `ended_at` is set (by `end`, or by
 * the time-out once `ends_at` has passed); `reset` clears the ballots and both times.
 */
export const tripVotes = pgTable(
  'trip_votes',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    period: smallint('period').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    started_by: integer('started_by').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('trip_votes_year_period_unique').on(t.year, t.period)],
);

/** A destination one can vote for, with its chart colour (#rrggbb). */
export const tripVoteChoices = pgTable(
  'trip_vote_choices',
  {
    id: serial('id').primaryKey(),
    vote_id: integer('vote_id')
      .notNull()
      .references(() => tripVotes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('trip_vote_choices_vote_idx').on(t.vote_id)],
);

/** One person's vote in one vote (the primary key makes it one per person; changing it updates the row). */
export const tripVoteBallots = pgTable(
  'trip_vote_ballots',
  {
    vote_id: integer('vote_id')
      .notNull()
      .references(() => tripVotes.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    choice_id: integer('choice_id')
      .notNull()
      .references(() => tripVoteChoices.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.vote_id, t.employee_id] }),
    index('trip_vote_ballots_choice_idx').on(t.choice_id),
  ],
);
