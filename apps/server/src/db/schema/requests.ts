import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees, projects } from './org';

/** Overtime requests (SPEC 3). `current_approver_id` is whose turn it is (null when final). */
export const overtimeRequests = pgTable(
  'overtime_requests',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    start_time: varchar('start_time', { length: 5 }).notNull(),
    end_time: varchar('end_time', { length: 5 }).notNull(),
    /** Minutes, lunch and 17:30-18:00 deducted. */
    duration: integer('duration').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    status: smallint('status').notNull().default(1),
    current_approver_id: integer('current_approver_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    /** Bumped by every transition: concurrent decisions on one version, exactly one wins. */
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('overtime_requests_employee_date').on(t.employee_id, t.date),
    // Whose turn it is, in the approval list's order (its day, then id; read backwards for the
    // default newest first): a page of 100 among thousands waiting is the index's first 100
    // entries, not a sort of them all. The same on every kind that names a current approver.
    index('overtime_requests_current_approver').on(t.current_approver_id, t.status, t.date, t.id),
    // The pending ones by day (HR's month close, the reminder job): few among many.
    index('overtime_requests_pending').on(t.date).where(sql`${t.status} = 1`),
  ],
);

/** The one table of approval steps shared by every request kind. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: serial('id').primaryKey(),
    /** overtime, correction, leave, short_leave, remote */
    request_kind: varchar('request_kind', { length: 20 }).notNull(),
    request_id: integer('request_id').notNull(),
    level: smallint('level').notNull(),
    approver_id: integer('approver_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** 1 pending, 2 approved, 3 rejected, 4 waiting, 5 offer. */
    status: smallint('status').notNull().default(1),
    comment: text('comment'),
    acted_at: timestamp('acted_at', { withTimezone: true }),
    /**
     * The approver the step was named for, when a delegation moved it to `approver_id` (their
     * delegate); null otherwise. Kept once decided: "approved by X on behalf of Y".
     */
    on_behalf_of: integer('on_behalf_of').references(() => employees.id, { onDelete: 'set null' }),
    /** The delegation that moved the step (it moves back when that delegation ends undecided). */
    delegation_id: integer('delegation_id'),
    /**
     * The approver the step waited on too long, when it escalated to `approver_id` (the next
     * level's approver, or HR); kept once decided: "escalated from X".
     */
    escalated_from: integer('escalated_from').references(() => employees.id, { onDelete: 'set null' }),
    /** When it escalated: its approver's wait starts again then. */
    escalated_at: timestamp('escalated_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('approval_steps_request').on(t.request_kind, t.request_id),
    index('approval_steps_approver').on(t.approver_id, t.request_kind, t.status),
    index('approval_steps_delegation').on(t.delegation_id).where(sql`${t.delegation_id} is not null`),
  ],
);

/**
 * An approver away from `start_date` to `end_date` (their company's days) names a delegate:
 * every undecided approval step of theirs in that range is the delegate's to decide, on their
 * behalf. Cancelling sets `cancelled_at` (the row stays for the approver tables and the audit).
 */
export const delegations = pgTable(
  'delegations',
  {
    id: serial('id').primaryKey(),
    delegator_id: integer('delegator_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    delegate_id: integer('delegate_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    reason: text('reason'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delegations_delegator').on(t.delegator_id, t.end_date),
    index('delegations_delegate').on(t.delegate_id, t.end_date),
  ],
);

/**
 * Timesheet corrections ("additional timesheet", SPEC 3). The recorded times are a snapshot taken
 * when the request is made; evidence images are blob-store keys (served through the API only).
 */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    work_date: date('work_date').notNull(),
    start_time_real: varchar('start_time_real', { length: 5 }),
    end_time_real: varchar('end_time_real', { length: 5 }),
    start_time_request: varchar('start_time_request', { length: 5 }).notNull(),
    end_time_request: varchar('end_time_request', { length: 5 }).notNull(),
    reason: text('reason').notNull(),
    img_evidence: text('img_evidence').notNull(),
    img_evidence2: text('img_evidence2'),
    status: smallint('status').notNull().default(1),
    current_approver_id: integer('current_approver_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('correction_requests_employee_date').on(t.employee_id, t.work_date),
    index('correction_requests_current_approver').on(t.current_approver_id, t.status, t.work_date, t.id),
    index('correction_requests_pending').on(t.work_date).where(sql`${t.status} = 1`),
  ],
);

/** Remote-work requests (SPEC 3): a range of calendar days. */
export const remoteRequests = pgTable(
  'remote_requests',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    current_approver_id: integer('current_approver_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remote_requests_employee_dates').on(t.employee_id, t.start_date, t.end_date),
    index('remote_requests_current_approver').on(t.current_approver_id, t.status, t.start_date, t.id),
    index('remote_requests_pending').on(t.start_date).where(sql`${t.status} = 1`),
  ],
);

/**
 * Sabbatical (leave) requests (SPEC 3): a span of office time, counted in minutes of working days
 * (480 = 1 day) when the request is made or edited.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    start_date: date('start_date').notNull(),
    start_time: varchar('start_time', { length: 5 }).notNull(),
    end_date: date('end_date').notNull(),
    end_time: varchar('end_time', { length: 5 }).notNull(),
    minutes: integer('minutes').notNull(),
    /** 1 compensated, 2 separate paid, 3 unpaid, 4 physiological. */
    type_reason: smallint('type_reason').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    paid_cause: varchar('paid_cause', { length: 20 }),
    note: text('note'),
    status: smallint('status').notNull().default(1),
    current_approver_id: integer('current_approver_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_requests_employee_dates').on(t.employee_id, t.start_date, t.end_date),
    index('leave_requests_current_approver').on(t.current_approver_id, t.status, t.start_date, t.id),
    index('leave_requests_pending').on(t.start_date).where(sql`${t.status} = 1`),
  ],
);

/**
 * The leave ledger: every change of an employee's balance is one line with its reason. The balance
 * is the sum of `minutes`; each line also keeps the balance after it (`balance`, the sum of that
 * person's lines up to it), written by the database itself (migration 0023's trigger), so a page of
 * lines shows its running balance without summing each person's history. Lines are only appended.
 * One accrual per employee and month (`period`), enforced by a unique index, so the monthly job can
 * run any number of times.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** accrual, deduction, restore, adjustment */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** Signed office minutes (480 = 1 day). */
    minutes: integer('minutes').notNull(),
    /**
     * Signed minutes: the person's balance after this line. Set by the trigger
     * `staffhub_ledger_balance` on insert (whatever a writer gives is replaced), never updated.
     */
    balance: integer('balance').notNull().default(0),
    reason: text('reason').notNull(),
    request_id: integer('request_id'),
    /** The accrual's month (YYYY-MM). */
    period: varchar('period', { length: 7 }),
    created_by: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_ledger_employee').on(t.employee_id, t.id),
    index('leave_ledger_request').on(t.request_id),
    uniqueIndex('leave_ledger_one_accrual').on(t.employee_id, t.period).where(sql`kind = 'accrual'`),
  ],
);

/**
 * Short leave (SPEC 3): late arrival or early departure by `time_off` minutes. Its assignees are
 * approval steps (one level each); any one of them decides.
 */
export const shortLeaveRequests = pgTable(
  'short_leave_requests',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    request_date: date('request_date').notNull(),
    /** late or early */
    leave_type: varchar('leave_type', { length: 5 }).notNull(),
    time_off: integer('time_off').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    current_approver_id: integer('current_approver_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('short_leave_requests_employee_date').on(t.employee_id, t.request_date),
    index('short_leave_requests_pending').on(t.request_date).where(sql`${t.status} = 1`),
  ],
);
