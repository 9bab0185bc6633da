import { and, asc, desc, eq, inArray, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { employees, news, newsCategories, newsImages, notifications } from '../../db/schema';

/** Every category, in its order. */
export async function categories(db: Db) {
  return db
    .select({
      id: newsCategories.id,
      code: newsCategories.code,
      name_ja: newsCategories.name_ja,
      name_en: newsCategories.name_en,
      name_vi: newsCategories.name_vi,
    })
    .from(newsCategories)
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(eq(newsCategories.id, id));
  return Boolean(row);
}

/** What readers may see at `now`: not a draft, published at or before now. */
export const visibleAt = (now: Date): SQL =>
  sql`(${news.is_draft} = false and ${news.published_at} is not null and ${news.published_at} <= ${now.toISOString()}::timestamptz)`;

const summaryColumns = {
  id: news.id,
  category_id: news.category_id,
  title: news.title,
  summary: news.summary,
  pinned: news.pinned,
  is_draft: news.is_draft,
  published_at: news.published_at,
  updated_at: news.updated_at,
  author_id: news.author_id,
  author_name: employees.name,
  // The body's first own image, for a card's picture.
  image_url: sql<
    string | null
  >`substring(${news.body_html} from '<img[^>]* src="(/api/news/images/[0-9]+)"')`,
};

/** A page of items (readers: the visible ones), pinned first, then newest first. */
export async function page(
  db: Db,
  opts: { now: Date; all: boolean; category?: number | undefined; page: number; perPage: number },
) {
  const where = and(
    opts.all ? undefined : visibleAt(opts.now),
    opts.category === undefined ? undefined : eq(news.category_id, opts.category),
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(news).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(news)
    .leftJoin(employees, eq(employees.id, news.author_id))
    .where(where)
    .orderBy(desc(news.pinned), sql`${news.published_at} desc nulls first`, desc(news.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return { total: Number(count?.n ?? 0), rows };
}

/** One item with its body, or undefined. */
export async function one(db: Db, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, body_html: news.body_html, notified_at: news.notified_at })
    .from(news)
    .leftJoin(employees, eq(employees.id, news.author_id))
    .where(eq(news.id, id));
  return row;
}

export interface NewsValues {
  category_id: number;
  title: string;
  summary: string | null;
  body_html: string;
  pinned: boolean;
  is_draft: boolean;
  published_at: Date | null;
}

export async function insert(tx: Db, values: NewsValues, by: number, now: Date) {
  const [row] = await tx
    .insert(news)
    .values({ ...values, author_id: by, updated_by: by, created_at: now, updated_at: now })
    .returning({ id: news.id });
  if (!row) throw new Error('news insert returned nothing');
  return row.id;
}

export async function update(tx: Db, id: number, values: NewsValues, by: number, now: Date) {
  await tx
    .update(news)
    .set({ ...values, updated_by: by, updated_at: now })
    .where(eq(news.id, id));
}

/** Locks the item for a change; undefined when it is gone. */
export async function lock(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: news.id, is_draft: news.is_draft, published_at: news.published_at, title: news.title })
    .from(news)
    .where(eq(news.id, id))
    .for('update');
  return row;
}

/** Links the body's images that belong to no item (or to this one) to the item. */
export async function linkImages(tx: Db, newsId: number, imageIds: readonly number[]) {
  if (!imageIds.length) return;
  await tx
    .update(newsImages)
    .set({ news_id: newsId })
    .where(
      and(
        inArray(newsImages.id, [...imageIds]),
        sql`(${newsImages.news_id} is null or ${newsImages.news_id} = ${newsId})`,
      ),
    );
}

/** Whether the body of some item other than `except` shows the image (exactly its own URL). */
const shownBy = (except: number) =>
  sql`(select ${news.id} from ${news}
       where ${news.id} <> ${except}
         and position(('src="/api/news/images/' || ${newsImages.id} || '"') in ${news.body_html}) > 0
       order by ${news.id} limit 1)`;

/**
 * Re-links the item's images after its body changed: the body's unlinked images become its own;
 * an image it no longer shows moves to another item that shows it, or is left unlinked (only
 * managers are served it then).
 */
export async function relinkImages(tx: Db, newsId: number, imageIds: readonly number[]) {
  await linkImages(tx, newsId, imageIds);
  await tx
    .update(newsImages)
    .set({ news_id: sql`${shownBy(newsId)}` })
    .where(
      and(
        eq(newsImages.news_id, newsId),
        imageIds.length ? notInArray(newsImages.id, [...imageIds]) : undefined,
      ),
    );
}

/**
 * Deletes the item and its notifications; of its images, those another item's body still shows
 * move to that item, the others' rows are deleted. Returns the deleted images' blobs to remove.
 */
export async function remove(tx: Db, id: number): Promise<string[]> {
  const moved = await tx
    .update(newsImages)
    .set({ news_id: sql`${shownBy(id)}` })
    .where(eq(newsImages.news_id, id))
    .returning({ id: newsImages.id, news_id: newsImages.news_id });
  const orphans = moved.filter((m) => m.news_id === null).map((m) => m.id);
  const images = orphans.length
    ? await tx
        .delete(newsImages)
        .where(and(inArray(newsImages.id, orphans), isNull(newsImages.news_id)))
        .returning({ key: newsImages.blob_key })
    : [];
  await tx.delete(notifications).where(and(eq(notifications.type, 'NEWS'), eq(notifications.request_id, id)));
  await tx.delete(news).where(eq(news.id, id));
  return images.map((i) => i.key);
}

export async function insertImage(
  db: Db,
  v: { blob_key: string; mime: string; size: number; width: number; height: number; uploaded_by: number },
) {
  const [row] = await db.insert(newsImages).values(v).returning({ id: newsImages.id });
  if (!row) throw new Error('news image insert returned nothing');
  return row.id;
}

/**
 * An image with whether readers may see it at `now`: its item is visible, or (an image reused in
 * another item's body) some visible item shows it. Unlinked images and those of drafts and
 * scheduled items are not.
 */
export async function image(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({
      blob_key: newsImages.blob_key,
      mime: newsImages.mime,
      visible: sql<boolean>`case
        when exists (select 1 from ${news} where ${news.id} = ${newsImages.news_id} and ${visibleAt(now)}) then true
        else exists (select 1 from ${news} where ${visibleAt(now)}
          and position(('src="/api/news/images/' || ${newsImages.id} || '"') in ${news.body_html}) > 0)
      end`,
    })
    .from(newsImages)
    .where(eq(newsImages.id, id));
  return row;
}

/** Visible items nobody has been told about yet (a publish now, or a scheduled time that passed). */
export async function dueForNotice(db: Db, now: Date, limit: number) {
  return db
    .select({ id: news.id })
    .from(news)
    .where(and(isNull(news.notified_at), eq(news.is_draft, false), lte(news.published_at, now)))
    .orderBy(asc(news.published_at), asc(news.id))
    .limit(limit);
}

/**
 * Marks the item told, once: true for the one caller that claims it (visible, not yet told).
 * Called inside the transaction that then inserts the notifications.
 */
export async function claimNotice(tx: Db, id: number, now: Date): Promise<{ author: number | null } | null> {
  const [row] = await tx
    .update(news)
    .set({ notified_at: now })
    .where(
      and(eq(news.id, id), isNull(news.notified_at), eq(news.is_draft, false), lte(news.published_at, now)),
    )
    .returning({ author: news.author_id });
  return row ?? null;
}

/** One NEWS notification for every person working at `now`, in one statement. */
export async function noticeEveryone(tx: Db, id: number, url: string, author: number | null, now: Date) {
  await tx.execute(sql`
    insert into notifications (employee_id, type, request_type, request_id, url, created_by)
    select ${employees.id}, 'NEWS', 'PUBLISHED', ${id}, ${url}, ${author}
    from ${employees}
    where ${isWorking(now)}`);
}
