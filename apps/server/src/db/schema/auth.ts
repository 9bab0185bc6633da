import { index, integer, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { employees } from './org';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .unique()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; sign-in compares lower-cased input. */
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: varchar('password_hash', { length: 255 }).notNull(),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_unique').on(t.email)],
);

/** One row per issued token: logout and password change revoke it, so a stolen token dies with it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_account_idx').on(t.account_id)],
);

/** Fixed-window counters for login throttling, shared by every API process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fcm_token: varchar('fcm_token', { length: 500 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_tokens_unique').on(t.account_id, t.fcm_token)],
);
