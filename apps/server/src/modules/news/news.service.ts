import {
  type FieldErrors,
  NEWS_LIMITS,
  type NewsCategory,
  type NewsDetail,
  type NewsInput,
  type NewsList,
  type NewsListQuery,
  type NewsOne,
  type NewsSummary,
  newsImageUrl,
  newsStatus,
  paginationOf,
  publicationOf,
  publishErrors,
} from '@staffhub/domain';
import type { FastifyRequest } from 'fastify';
import { decodeImage, IMAGE_MIME } from '../../blob/images';
import type { BlobStore } from '../../blob/store';
import type { Db } from '../../db/client';
import { AppError, multipartFailure } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { announceAll, announceTopic } from '../notifications/notify';
import { managesNews, requireNewsManager, requireReader } from './news.policy';
import { noticeOnce, publishDue } from './news.publish';
import * as repo from './news.repository';
import { cleanNewsBody, imageIdsOf, NEWS_MAX_DEPTH, tooDeep } from './news.sanitize';

export interface NewsDeps {
  db: Db;
  now: () => Date;
  blobs: BlobStore;
}

const refuse = (errors: FieldErrors | null | undefined) => {
  if (errors && Object.keys(errors).length) throw new AppError(4220, { errors });
};

type Row = NonNullable<Awaited<ReturnType<typeof repo.one>>>;
type SummaryRow = Awaited<ReturnType<typeof repo.page>>['rows'][number];

function summaryOf(r: SummaryRow, now: Date): NewsSummary {
  return {
    id: r.id,
    category_id: r.category_id,
    title: r.title,
    summary: r.summary,
    pinned: r.pinned,
    status: newsStatus(r, now),
    published_at: r.published_at ? r.published_at.toISOString() : null,
    image_url: r.image_url ?? null,
    author: r.author_id !== null && r.author_name ? { id: r.author_id, name: r.author_name } : null,
    updated_at: r.updated_at.toISOString(),
  };
}

const detailOf = (r: Row, now: Date): NewsDetail => ({ ...summaryOf(r, now), body: r.body_html });

async function categories(db: Db): Promise<NewsCategory[]> {
  return repo.categories(db);
}

/** `GET /news`: readers get the visible items; `manage=1` (managers only) every item with its status. */
export async function list(deps: NewsDeps, actor: Actor, q: NewsListQuery, path: string): Promise<NewsList> {
  const all = q.manage === '1';
  if (all) await requireNewsManager(deps.db, actor);
  else requireReader(actor);
  const now = deps.now();
  await publishDue(deps.db, now);
  const { total, rows } = await repo.page(deps.db, {
    now,
    all,
    category: q.category,
    page: q.page,
    perPage: q.per_page,
  });
  return {
    news: { ...paginationOf(total, q.page, q.per_page, path), data: rows.map((r) => summaryOf(r, now)) },
    category: await categories(deps.db),
  };
}

/** `GET /news/show-news?id=`: a visible item for everyone; any item for a manager; 404 else. */
export async function show(deps: NewsDeps, actor: Actor, id: number): Promise<NewsOne> {
  requireReader(actor);
  const now = deps.now();
  await publishDue(deps.db, now);
  const row = await repo.one(deps.db, id);
  if (!row) throw new AppError(4040);
  if (newsStatus(row, now) !== 'published' && !(await managesNews(deps.db, actor))) throw new AppError(4040);
  return { news: detailOf(row, now), category: await categories(deps.db) };
}

/** `GET /news/edit/{id}`: managers. */
export async function editable(deps: NewsDeps, actor: Actor, id: number): Promise<NewsOne> {
  await requireNewsManager(deps.db, actor);
  const row = await repo.one(deps.db, id);
  if (!row) throw new AppError(4040);
  return { news: detailOf(row, deps.now()), category: await categories(deps.db) };
}

/**
 * The stored content of a form (all but the publish state), or 422: unknown category, publish time
 * (against `current` as read now), a body nested deeper than `NEWS_MAX_DEPTH` (checked before the
 * sanitizer, which is slow on it), a body empty once sanitized (4351).
 */
async function contentOf(
  deps: NewsDeps,
  input: NewsInput,
  now: Date,
  current?: { is_draft: boolean; published_at: Date | null },
) {
  const errors: FieldErrors = { ...publishErrors(input, now, current) };
  if (!(await repo.categoryExists(deps.db, input.category_id)))
    errors.category_id = [{ rule: 'exists', message: 'Choose a category.' }];
  if (tooDeep(input.body))
    errors.body = [
      {
        rule: 'too_deep',
        message: `The text is nested more than ${NEWS_MAX_DEPTH} levels deep.`,
        params: { max: NEWS_MAX_DEPTH },
      },
    ];
  refuse(errors);
  const body = cleanNewsBody(input.body);
  if (!body.hasContent) throw new AppError(4351, { field: 'body' });
  return {
    category_id: input.category_id,
    title: input.title,
    summary: input.summary ?? null,
    body_html: body.html,
    pinned: input.pinned,
  };
}

type Publishable = { is_draft: boolean; published_at: Date | null };

/** The publish state of a save, from the item as it is now (under the lock for an update). */
function publicationFor(input: NewsInput, now: Date, current?: Publishable) {
  refuse(publishErrors(input, now, current));
  return publicationOf(input, now, current);
}

const auditData = (v: repo.NewsValues) => ({
  title: v.title,
  category_id: v.category_id,
  pinned: v.pinned,
  is_draft: v.is_draft,
  published_at: v.published_at?.toISOString() ?? null,
  body_length: v.body_html.length,
});

/** `POST /news`: a new item; published now, everyone is told once. */
export async function create(deps: NewsDeps, actor: Actor, input: NewsInput): Promise<NewsOne> {
  await requireNewsManager(deps.db, actor);
  const now = deps.now();
  const values = { ...(await contentOf(deps, input, now)), ...publicationFor(input, now) };
  const id = await deps.db.transaction(async (tx) => {
    const newId = await repo.insert(tx, values, actor.employeeId, now);
    await repo.linkImages(tx, newId, imageIdsOf(values.body_html));
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'create',
      entity: 'news',
      entityId: newId,
      data: auditData(values),
    });
    await announceTopic(tx, 'news');
    return newId;
  });
  await noticeOnce(deps.db, id, now);
  return editable(deps, actor, id);
}

/** `POST /news/{id}`: changes an item; one already told about is never told again. */
export async function update(deps: NewsDeps, actor: Actor, id: number, input: NewsInput): Promise<NewsOne> {
  await requireNewsManager(deps.db, actor);
  const now = deps.now();
  // Field rules and the sanitizer first (a 422 needs no lock); the publish state is computed from
  // the row read again under the lock, so a concurrent save cannot leave it reading a stale state.
  const before = await repo.one(deps.db, id);
  if (!before) throw new AppError(4040);
  const content = await contentOf(deps, input, now, before);
  await deps.db.transaction(async (tx) => {
    const current = await repo.lock(tx, id);
    if (!current) throw new AppError(4040);
    const values = { ...content, ...publicationFor(input, now, current) };
    await repo.update(tx, id, values, actor.employeeId, now);
    await repo.relinkImages(tx, id, imageIdsOf(values.body_html));
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'update',
      entity: 'news',
      entityId: id,
      data: auditData(values),
    });
    await announceTopic(tx, 'news');
  });
  await noticeOnce(deps.db, id, now);
  return editable(deps, actor, id);
}

/** `DELETE /news/{id}`: the item, its images and its notifications. */
export async function remove(deps: NewsDeps, actor: Actor, id: number): Promise<{ id: number }> {
  await requireNewsManager(deps.db, actor);
  const keys = await deps.db.transaction(async (tx) => {
    const row = await repo.lock(tx, id);
    if (!row) throw new AppError(4040);
    const removed = await repo.remove(tx, id);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'delete',
      entity: 'news',
      entityId: id,
      data: { title: row.title },
    });
    await announceTopic(tx, 'news');
    await announceAll(tx);
    return removed;
  });
  await Promise.all(keys.map((k) => deps.blobs.delete(k)));
  return { id };
}

/**
 * `POST /news/images`: one multipart `file`, a png or jpeg by its content (name and declared type
 * are ignored) of at most 2000 KB, decoded so an image bomb is refused; 4350 on `file` otherwise.
 * The cleaned original is stored; it is linked to an item when a saved body shows it.
 */
export async function upload(deps: NewsDeps, actor: Actor, request: FastifyRequest) {
  await requireNewsManager(deps.db, actor);
  if (!request.isMultipart()) throw new AppError(4150);
  let file: { data: Buffer; truncated: boolean } | null = null;
  try {
    const options = {
      limits: { fileSize: NEWS_LIMITS.imageBytes, files: 1, fields: 4, parts: 6 },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of request.parts(options)) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = { data, truncated: part.file.truncated };
    }
  } catch (e) {
    throw multipartFailure(e);
  }
  if (!file || file.data.length === 0)
    throw new AppError(4220, { errors: { file: [{ rule: 'required', message: 'Choose an image.' }] } });
  if (file.truncated) throw new AppError(4350, { field: 'file' });
  const clean = await decodeImage(file.data);
  if (!clean) throw new AppError(4350, { field: 'file' });
  const key = await deps.blobs.put('news', clean.type === 'png' ? 'png' : 'jpg', clean.data);
  const id = await repo.insertImage(deps.db, {
    blob_key: key,
    mime: IMAGE_MIME[clean.type],
    size: clean.data.length,
    width: clean.width,
    height: clean.height,
    uploaded_by: actor.employeeId,
  });
  await writeAudit(deps.db, {
    actorId: actor.employeeId,
    action: 'create',
    entity: 'news_image',
    entityId: id,
    data: { size: clean.data.length },
  });
  return { id, url: newsImageUrl(id) };
}

/**
 * `GET /news/images/{id}`: the stored bytes and type. Every signed-in person gets the images of
 * items visible now; those of drafts and scheduled items and unsaved uploads only a news manager
 * (404 / 4040 for the others, as for the item itself).
 */
export async function imageOf(deps: NewsDeps, actor: Actor, id: number) {
  requireReader(actor);
  const row = await repo.image(deps.db, id, deps.now());
  if (!row) throw new AppError(4040);
  if (!row.visible && !(await managesNews(deps.db, actor))) throw new AppError(4040);
  const data = await deps.blobs.get(row.blob_key);
  if (!data) throw new AppError(4040);
  return { mime: row.mime, data };
}
