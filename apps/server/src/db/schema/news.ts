import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees, timestamps } from './org';

/** News (issue #18, docs/api-news.md): categories, items with sanitized HTML, and their images. */

/** A category; `code` is stable, the names are shown in the reader's language. */
export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull().unique(),
  name_ja: varchar('name_ja', { length: 60 }).notNull(),
  name_en: varchar('name_en', { length: 60 }).notNull(),
  name_vi: varchar('name_vi', { length: 60 }).notNull(),
  sort: smallint('sort').notNull().default(0),
  ...timestamps,
});

/**
 * A news item. `body_html` is stored only after the server's sanitizer. A draft has no
 * `published_at`; a scheduled item has one in the future; readers see the rest. `notified_at` is
 * set once, when publishing has notified everyone.
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }),
    body_html: text('body_html').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    is_draft: boolean('is_draft').notNull().default(true),
    published_at: timestamp('published_at', { withTimezone: true }),
    notified_at: timestamp('notified_at', { withTimezone: true }),
    author_id: integer('author_id').references(() => employees.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // The reader's list: pinned first, newest published first, within the published ones.
    index('news_reader_idx').on(t.pinned, t.published_at, t.id).where(sql`${t.is_draft} = false`),
    index('news_category_idx').on(t.category_id),
  ],
);

/** An image uploaded from the editor (png/jpg/jpeg ≤ 2000 KB, checked by content), stored in the blob store. */
export const newsImages = pgTable(
  'news_images',
  {
    id: serial('id').primaryKey(),
    news_id: integer('news_id').references(() => news.id, { onDelete: 'set null' }),
    blob_key: varchar('blob_key', { length: 200 }).notNull().unique(),
    mime: varchar('mime', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploaded_by: integer('uploaded_by').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('news_images_news_idx').on(t.news_id)],
);
