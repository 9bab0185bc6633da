import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees } from './org';

/** One row per employee per work date: the recorded check-in and check-out instants. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The local date in the employee's company time zone. */
    work_date: date('work_date').notNull(),
    check_in: timestamp('check_in', { withTimezone: true }),
    check_out: timestamp('check_out', { withTimezone: true }),
    /** web (the employee), import (attendance machine) or admin. */
    source: varchar('source', { length: 10 }).notNull().default('web'),
    is_admin_edited: boolean('is_admin_edited').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timesheets_employee_date').on(t.employee_id, t.work_date),
    index('timesheets_date_idx').on(t.work_date),
  ],
);

/** A submitted (locked) month of one employee. */
export const timesheetSubmissions = pgTable(
  'timesheet_submissions',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    month: char('month', { length: 7 }).notNull(),
    submitted_by: integer('submitted_by').references(() => employees.id, { onDelete: 'set null' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('timesheet_submissions_unique').on(t.employee_id, t.month),
    // A month's submissions of everyone (month close, reminders): without it PostgreSQL scanned
    // every month ever submitted (200,000 rows at 20,000 employees) to find one.
    index('timesheet_submissions_month').on(t.month, t.employee_id),
  ],
);

/** Overtime minutes moved to cover a month's shortfall ("add timesheet" on the dashboard). */
export const timesheetCompensations = pgTable(
  'timesheet_compensations',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    month: char('month', { length: 7 }).notNull(),
    minutes: integer('minutes').notNull(),
    created_by: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('timesheet_compensations_unique').on(t.employee_id, t.month)],
);
