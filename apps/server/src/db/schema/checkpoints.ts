import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees, timestamps } from './org';

/** Check-point reviews (issue #17, docs/api-checkpoint.md). The JSON shapes are the domain's schemas. */

/**
 * A review period opened by HR: its windows (dates in each company's time zone), the companies
 * taking part, and the review form (sections of criteria scored 1..scale), frozen when opened.
 */
export const checkpointPeriods = pgTable('checkpoint_periods', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  self_start: date('self_start').notNull(),
  self_end: date('self_end').notNull(),
  pm_deadline: date('pm_deadline').notNull(),
  dm_deadline: date('dm_deadline').notNull(),
  interview_deadline: date('interview_deadline').notNull(),
  end_date: date('end_date').notNull(),
  company_ids: smallint('company_ids').array().notNull(),
  /** CheckpointForm: { scale, sections: [{ key, title, criteria: [{ key, title, description }] }] }. */
  form: jsonb('form').notNull(),
  created_by: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * One employee's review in a period. `stage` says how far it went (CHECKPOINT_STAGES); each step's
 * answers are kept with the time it was sent; answers without a time are that reviewer's draft,
 * shown to nobody else. `pm_id` / `dm_id` are fixed when the period opens, from the org data.
 */
export const checkpointReviews = pgTable(
  'checkpoint_reviews',
  {
    id: serial('id').primaryKey(),
    period_id: integer('period_id')
      .notNull()
      .references(() => checkpointPeriods.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    pm_id: integer('pm_id').references(() => employees.id, { onDelete: 'set null' }),
    dm_id: integer('dm_id').references(() => employees.id, { onDelete: 'set null' }),
    stage: smallint('stage').notNull().default(0),
    self_answers: jsonb('self_answers'),
    self_sent_at: timestamp('self_sent_at', { withTimezone: true }),
    pm_answers: jsonb('pm_answers'),
    pm_raise: numeric('pm_raise', { precision: 5, scale: 2, mode: 'number' }),
    pm_sent_at: timestamp('pm_sent_at', { withTimezone: true }),
    dm_comment: text('dm_comment'),
    dm_sent_at: timestamp('dm_sent_at', { withTimezone: true }),
    interview_note: text('interview_note'),
    final_raise: numeric('final_raise', { precision: 5, scale: 2, mode: 'number' }),
    interviewed_by: integer('interviewed_by').references(() => employees.id, { onDelete: 'set null' }),
    interview_sent_at: timestamp('interview_sent_at', { withTimezone: true }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('checkpoint_reviews_period_employee_unique').on(t.period_id, t.employee_id),
    index('checkpoint_reviews_pm_idx').on(t.pm_id, t.stage),
    index('checkpoint_reviews_dm_idx').on(t.dm_id, t.stage),
    index('checkpoint_reviews_period_stage_idx').on(t.period_id, t.stage),
    index('checkpoint_reviews_employee_idx').on(t.employee_id),
  ],
);

/** An employee's request to edit a sent self-assessment; the next reviewer (the PM) decides. */
export const checkpointChangeRequests = pgTable(
  'checkpoint_change_requests',
  {
    id: serial('id').primaryKey(),
    review_id: integer('review_id')
      .notNull()
      .references(() => checkpointReviews.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 512 }).notNull(),
    /** 1 pending, 2 approved, 3 rejected. */
    status: smallint('status').notNull().default(1),
    decided_by: integer('decided_by').references(() => employees.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkpoint_change_requests_review_idx').on(t.review_id, t.status)],
);
