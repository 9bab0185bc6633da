import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
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
