import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees, projects, timestamps } from './org';

/** The project area's tables (issue #16, docs/api-projects.md). */

/**
 * A member's effort in a period of one month (a whole month or a week of it). The row with the
 * shortest span covering a day decides it; without one, the member's `effort_default`, else 100.
 */
export const projectEfforts = pgTable(
  'project_efforts',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    effort: smallint('effort'),
    set_value: numeric('set_value', { precision: 5, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('project_efforts_period_unique').on(t.project_id, t.employee_id, t.start_date, t.end_date),
    index('project_efforts_employee_idx').on(t.employee_id, t.start_date),
  ],
);

/** A weekly review of a project, keyed by the week's Monday; the eight items are 1 (on track) to 3. */
export const projectReviews = pgTable(
  'project_reviews',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    note: text('note'),
    communication: smallint('communication').notNull().default(1),
    personnel: smallint('personnel').notNull().default(1),
    progress: smallint('progress').notNull().default(1),
    quality: smallint('quality').notNull().default(1),
    schedule: smallint('schedule').notNull().default(1),
    scope: smallint('scope').notNull().default(1),
    skill: smallint('skill').notNull().default(1),
    tech: smallint('tech').notNull().default(1),
    updated_by: integer('updated_by').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_reviews_week_unique').on(t.project_id, t.start_date)],
);

/**
 * Every file of the area, stored in the blob store: project images and quotations, an activity's
 * images and file, a contract's file. `owner` says which; `owner_id` is the activity or contract.
 */
export const projectFiles = pgTable(
  'project_files',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    owner: varchar('owner', { length: 20 }).notNull(),
    owner_id: integer('owner_id'),
    blob_key: varchar('blob_key', { length: 200 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    created_by: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_files_owner_idx').on(t.project_id, t.owner, t.owner_id)],
);

/** A kick-off or bonus activity (SPEC 3 "Kick-off activity"); its people are `project_activity_employees`. */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 30 }).notNull(),
    date: date('date').notNull(),
    time: varchar('time', { length: 5 }),
    /** Yen. */
    total_budget: bigint('total_budget', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    note: text('note'),
    created_by: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('project_activities_project_idx').on(t.project_id, t.date)],
);

export const projectActivityEmployees = pgTable(
  'project_activity_employees',
  {
    activity_id: integer('activity_id')
      .notNull()
      .references(() => projectActivities.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** Yen. */
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.activity_id, t.employee_id] })],
);

/** A project's contract (SPEC 3 "Contract history"). */
export const contractHistories = pgTable(
  'contract_histories',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    contract_number: varchar('contract_number', { length: 60 }).notNull(),
    signed_date: date('signed_date'),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    value_man_month: numeric('value_man_month', { precision: 10, scale: 2, mode: 'number' }),
    value_yen: bigint('value_yen', { mode: 'number' }),
    status: smallint('status').notNull(),
    note: text('note'),
    file_id: integer('file_id').references(() => projectFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('contract_histories_number_unique').on(t.project_id, t.contract_number)],
);
