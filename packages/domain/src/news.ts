import { z } from 'zod';
import type { FieldErrors } from './errors';
import { ID_MAX } from './limits';
import { NEWS_LIMITS, NEWS_PUBLISH, NEWS_STATUSES, type NewsPublish, type NewsStatus } from './news-limits';

/**
 * News (SPEC 3 "News", SPEC 6, SPEC 7 "News"; issue #18; docs/api-news.md): the limits, an item's
 * status, the publish choice, and the API's schemas. Everyone reads published items; the PR
 * department and a DIRECTOR (`can_access_news`) manage them.
 */

export * from './news-limits';

/** The reader's link to one item (the bell's `url`). */
export const newsReadUrl = (id: number) => `/news/show-news?id=${id}`;

/** What readers see of an item: a draft never; a dated one from its time on. */
export function newsStatus(item: { is_draft: boolean; published_at: Date | null }, now: Date): NewsStatus {
  if (item.is_draft || !item.published_at) return 'draft';
  return item.published_at.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/**
 * The stored state of a save's publish choice: `draft` keeps it a draft, `now` publishes at `now`,
 * `at` at `publish_at`. Editing an item already published with `now` keeps its first time (the
 * list's order and the one notification do not move).
 */
export function publicationOf(
  input: { publish: NewsPublish; publish_at?: string | null | undefined },
  now: Date,
  current?: { is_draft: boolean; published_at: Date | null } | null,
): { is_draft: boolean; published_at: Date | null } {
  if (input.publish === 'draft') return { is_draft: true, published_at: null };
  if (input.publish === 'at' && input.publish_at)
    return { is_draft: false, published_at: new Date(input.publish_at) };
  if (current && newsStatus(current, now) === 'published')
    return { is_draft: false, published_at: current.published_at };
  return { is_draft: false, published_at: now };
}

/**
 * The publish choice's rules that need the clock: `at` needs `publish_at` (rule `required`) in the
 * future (rule `after_now`) and at most `NEWS_LIMITS.scheduleMaxDays` ahead (rule `before_max`). An item already published may keep its time unchanged.
 */
export function publishErrors(
  input: { publish: NewsPublish; publish_at?: string | null | undefined },
  now: Date,
  current?: { is_draft: boolean; published_at: Date | null } | null,
): FieldErrors | null {
  if (input.publish !== 'at') return null;
  if (!input.publish_at) return { publish_at: [{ rule: 'required', message: 'Choose when to publish.' }] };
  const at = new Date(input.publish_at);
  const unchanged =
    current?.published_at && !current.is_draft && current.published_at.getTime() === at.getTime();
  if (at.getTime() <= now.getTime() && !unchanged)
    return { publish_at: [{ rule: 'after_now', message: 'The publishing time must be in the future.' }] };
  if (at.getTime() > now.getTime() + NEWS_LIMITS.scheduleMaxDays * 86_400_000 && !unchanged)
    return {
      publish_at: [
        {
          rule: 'before_max',
          message: `The publishing time must be within ${NEWS_LIMITS.scheduleMaxDays} days.`,
          params: { max: NEWS_LIMITS.scheduleMaxDays },
        },
      ],
    };
  return null;
}

// Schemas -----------------------------------------------------------------------------------------

const id = z.coerce.number().int().positive().max(ID_MAX);
const oneOf = <T extends readonly string[]>(values: T) =>
  z.custom<T[number]>((v) => (values as readonly unknown[]).includes(v), { params: { rule: 'enum' } });

/** `POST /news`, `POST /news/{id}`: the editor's form. */
export const ZNewsInput = z.object({
  title: z.string().trim().min(1).max(NEWS_LIMITS.title),
  category_id: z.number().int().positive().max(ID_MAX),
  summary: z
    .string()
    .trim()
    .max(NEWS_LIMITS.summary)
    .nullish()
    .transform((s) => (s ? s : null)),
  body: z.string().min(1).max(NEWS_LIMITS.body),
  pinned: z.boolean().default(false),
  publish: oneOf(NEWS_PUBLISH),
  publish_at: z.iso.datetime({ offset: true }).nullish(),
});
export type NewsInput = z.infer<typeof ZNewsInput>;

/** `GET /news`: a page of items; `manage=1` (news managers) lists drafts and scheduled ones too. */
export const ZNewsListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(NEWS_LIMITS.perPageMax).default(NEWS_LIMITS.perPageDefault),
  category: id.optional(),
  manage: z.enum(['0', '1']).optional(),
});
export type NewsListQuery = z.infer<typeof ZNewsListQuery>;

/** `GET /news/show-news?id=`. */
export const ZNewsShowQuery = z.object({ id });

export const ZNewsCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name_ja: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
});
export type NewsCategory = z.infer<typeof ZNewsCategory>;

/** An item as the lists show it (no body). */
export const ZNewsSummary = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  pinned: z.boolean(),
  status: z.enum(NEWS_STATUSES),
  published_at: z.string().nullable(),
  /** The first image of the body, for a card's picture (null without one). */
  image_url: z.string().nullable(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updated_at: z.string(),
});
export type NewsSummary = z.infer<typeof ZNewsSummary>;

/** One item with its (sanitized) HTML body. */
export const ZNewsDetail = ZNewsSummary.extend({ body: z.string() });
export type NewsDetail = z.infer<typeof ZNewsDetail>;

export const ZNewsPage = z.object({
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  last_page: z.number().int(),
  path: z.string(),
  current_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
  data: z.array(ZNewsSummary),
});
export type NewsPage = z.infer<typeof ZNewsPage>;

export const ZNewsList = z.object({ news: ZNewsPage, category: z.array(ZNewsCategory) });
export type NewsList = z.infer<typeof ZNewsList>;

export const ZNewsOne = z.object({ news: ZNewsDetail, category: z.array(ZNewsCategory) });
export type NewsOne = z.infer<typeof ZNewsOne>;

export const ZNewsImage = z.object({ id: z.number().int(), url: z.string() });
export type NewsImage = z.infer<typeof ZNewsImage>;
