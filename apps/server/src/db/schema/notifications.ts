import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees } from './org';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** Recipient. */
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    request_type: varchar('request_type', { length: 20 }),
    request_id: integer('request_id'),
    url: varchar('url', { length: 500 }),
    created_by: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    image_url: varchar('image_url', { length: 500 }),
    is_readed: smallint('is_readed').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What makes a scheduled notice once-only (issue #20): at most one notification per recipient
     * and key (`forgot:2026-12-01`, `submit:2026-11:2026-12-02`), whoever sends it and how often.
     */
    dedupe_key: varchar('dedupe_key', { length: 80 }),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.employee_id, t.is_readed, t.id),
    uniqueIndex('notifications_dedupe').on(t.employee_id, t.dedupe_key).where(sql`dedupe_key is not null`),
  ],
);

/**
 * How a person wants to hear of each notification type (issue #20): `channels` maps a type to
 * `email` (e-mail only: the bell keeps it, read) or `both`; a type not named stays in the app only.
 * `language` is their e-mails' (null: their company's). A trigger on `notifications` reads it
 * (migration 0018), so every notice, whichever module writes it, is queued for e-mail the same way.
 */
export const notificationSettings = pgTable('notification_settings', {
  employee_id: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 2 }),
  channels: jsonb('channels').$type<Record<string, 'email' | 'both'>>().notNull().default({}),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mails to send, one per notification a person wants by e-mail, written in the notification's
 * own transaction (nothing is lost, and the request never waits for SMTP). The `send-emails` job
 * sends them; a failure is tried again later, and after the last try an e-mail-only notification
 * shows in the bell unread.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    notification_id: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** Whether the person chose e-mail only (the bell shows it only if the e-mail cannot be sent). */
    email_only: smallint('email_only').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    failed_at: timestamp('failed_at', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_due')
      .on(t.next_attempt_at)
      .where(sql`${t.sent_at} is null and ${t.failed_at} is null`),
  ],
);

/**
 * Calendar feeds (issue #20): one secret address per person and kind (`personal`, `team`); only
 * the SHA-256 of the secret is kept, so a leaked database gives no working address. Making a new one
 * replaces the old; deleting the row revokes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_owner').on(t.employee_id, t.kind),
    uniqueIndex('calendar_feeds_token').on(t.token_hash),
  ],
);
