import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../blob/store';
import { seedDemoNews } from '../../db/seed/demo-news';
import { demoPeople, type Person, rows } from '../../test/factories';
import { call, multipart, setupTestApp, TestClock, type TestContext } from '../../test/helpers';
import { publishDue } from './news.publish';

const START = '2026-12-02T01:00:00Z';
const clock = new TestClock();
let ctx: TestContext;
type Who = 'member' | 'colleague' | 'pm' | 'admin' | 'hr' | 'bod' | 'solo' | 'pr';
let people: Record<Who, Person>;
let category: number;

beforeAll(async () => {
  // Wednesday 2 December 2026, 08:00 in Hanoi.
  clock.set(START);
  ctx = await setupTestApp({}, clock);
  await seedDemoNews(ctx.database.db, clock.now(), new LocalBlobStore(ctx.config.BLOB_DIR as string));
  const named = await demoPeople(ctx, ['member', 'ngo.van.khanh', 'pm', 'admin', 'hr', 'bod', 'solo', 'pr']);
  people = { ...named, colleague: named['ngo.van.khanh'] };
  const [c] = await rows(ctx, sql`select id from news_categories where code = 'EVENT'`);
  category = Number(c?.id);
});

const get = (who: Person | null, url: string) => call(ctx.app, who?.token ?? null, { method: 'GET', url });
const post = (who: Person, url: string, payload: object) =>
  call(ctx.app, who.token, { method: 'POST', url, payload });
const del = (who: Person, url: string) => call(ctx.app, who.token, { method: 'DELETE', url });
const fieldsOf = (res: { json: () => { errors?: Record<string, { rule: string }[]> } }) =>
  Object.fromEntries(Object.entries(res.json().errors ?? {}).map(([k, v]) => [k, v.map((e) => e.rule)]));
const png = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();

let serial = 0;
const form = (over: Record<string, unknown> = {}) => ({
  title: `Test news ${++serial}`,
  category_id: category,
  summary: 'A short summary',
  body: '<p>Hello <strong>everyone</strong></p>',
  pinned: false,
  publish: 'now',
  ...over,
});
async function created(over: Record<string, unknown> = {}, who: Person = people.pr) {
  const res = await post(who, '/api/news', form(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().news as { id: number; body: string; status: string; published_at: string | null };
}
const notices = async (id: number) =>
  Number(
    (
      await rows(
        ctx,
        sql`select count(*)::int as n from notifications where type = 'NEWS' and request_id = ${id}`,
      )
    )[0]?.n,
  );
const working = async () =>
  Number(
    (
      await rows(
        ctx,
        sql`select count(*)::int as n from employees where resignation_date is null or resignation_date > '2026-12-02'`,
      )
    )[0]?.n,
  );
const readerIds = async (who: Person, query = 'per_page=50') =>
  ((await get(who, `/api/news?${query}`)).json().news.data as Array<{ id: number }>).map((n) => n.id);

async function upload(who: Person, content: Buffer | string, name = 'photo.png') {
  return call(ctx.app, who.token, {
    method: 'POST',
    url: '/api/news/images',
    ...multipart('file', name, content, 'image/png'),
  });
}

describe('reading news', () => {
  it('everyone reads published items only, pinned first then newest, with the categories', async () => {
    const res = await get(people.solo, '/api/news');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.category.map((c: { code: string }) => c.code)).toEqual([
      'ANNOUNCEMENT',
      'EVENT',
      'POLICY',
      'TECH',
    ]);
    const items = body.news.data as Array<{
      title: string;
      status: string;
      pinned: boolean;
      published_at: string;
    }>;
    expect(items.every((n) => n.status === 'published')).toBe(true);
    expect(items.map((n) => n.title)).not.toContain('Security reminder: lock your screen');
    expect(items.map((n) => n.title)).not.toContain('Internal hackathon 2027 announced');
    expect(items[0]?.pinned).toBe(true);
    const rest = items.filter((n) => !n.pinned).map((n) => n.published_at);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(body.news).toMatchObject({ current_page: 1, per_page: 10, path: '/api/news' });
  });

  it('pages and filters by category; per_page above 50 or a bad category is 422', async () => {
    const one = (await get(people.member, '/api/news?per_page=2&page=2')).json().news;
    expect(one.data).toHaveLength(2);
    expect(one.current_page).toBe(2);
    const events = (await get(people.member, `/api/news?category=${category}&per_page=50`)).json().news.data;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((n: { category_id: number }) => n.category_id === category)).toBe(true);
    for (const q of ['per_page=51', 'per_page=0', 'page=abc', 'category=abc', 'manage=yes']) {
      const res = await get(people.member, `/api/news?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
    expect((await get(null, '/api/news')).statusCode).toBe(401);
  });

  it('manage=1 lists drafts and scheduled items with their status, for PR and a director only', async () => {
    for (const who of [people.member, people.admin, people.hr, people.pm]) {
      const res = await get(who, '/api/news?manage=1');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    for (const who of [people.pr, people.bod]) {
      const res = await get(who, '/api/news?manage=1&per_page=50');
      expect(res.statusCode, res.body).toBe(200);
      const statuses = (res.json().news.data as Array<{ status: string }>).map((n) => n.status);
      expect(statuses).toEqual(expect.arrayContaining(['draft', 'scheduled', 'published']));
    }
  });

  it('show-news gives a published item to everyone; a draft or scheduled one is 404 except to managers', async () => {
    const [draft] = await rows(ctx, sql`select id from news where is_draft = true limit 1`);
    const [published] = await rows(
      ctx,
      sql`select id from news where is_draft = false and published_at < now() limit 1`,
    );
    const ok = await get(people.solo, `/api/news/show-news?id=${published?.id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().news.body).toContain('<');
    const hidden = await get(people.member, `/api/news/show-news?id=${draft?.id}`);
    expect(hidden.statusCode).toBe(404);
    expect((await get(people.pr, `/api/news/show-news?id=${draft?.id}`)).statusCode).toBe(200);
    expect((await get(people.member, '/api/news/show-news?id=99999999')).statusCode).toBe(404);
    expect((await get(people.member, '/api/news/show-news?id=abc')).statusCode).toBe(422);
  });

  it('the edit view is for PR and a director only', async () => {
    const [any] = await rows(ctx, sql`select id from news limit 1`);
    expect((await get(people.member, `/api/news/edit/${any?.id}`)).json().code).toBe(4030);
    const res = await get(people.bod, `/api/news/edit/${any?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toHaveLength(4);
    expect((await get(people.pr, '/api/news/edit/99999999')).statusCode).toBe(404);
  });
});

describe('writing news', () => {
  it('only PR or a director creates, changes and deletes (403 / 4030 for others)', async () => {
    const mine = await created();
    for (const who of [people.member, people.colleague, people.pm, people.admin, people.hr, people.solo]) {
      for (const res of [
        await post(who, '/api/news', form()),
        await post(who, `/api/news/${mine.id}`, form()),
        await del(who, `/api/news/${mine.id}`),
        await upload(who, await png()),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe(4030);
      }
    }
    const byDirector = await created({}, people.bod);
    expect(byDirector.status).toBe('published');
    const changed = await post(people.bod, `/api/news/${mine.id}`, form({ title: 'Changed by the board' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().news.title).toBe('Changed by the board');
    const audit = await rows(
      ctx,
      sql`select action from audit_log where entity = 'news' and entity_id = ${mine.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it.each([
    ['nothing', {}, ['title', 'category_id', 'body', 'publish']],
    ['only unknown fields', { foo: 1, bar: 'x' }, ['title', 'category_id', 'body', 'publish']],
    ['a long title', { title: 'x'.repeat(201) }, ['title']],
    ['a long summary', { summary: 'x'.repeat(501) }, ['summary']],
    ['a huge body', { body: `<p>${'x'.repeat(200_001)}</p>` }, ['body']],
    ['an unknown category', { category_id: 999_999 }, ['category_id']],
    ['a wrong publish choice', { publish: 'later' }, ['publish']],
    ['"at" without a time', { publish: 'at' }, ['publish_at']],
    ['"at" in the past', { publish: 'at', publish_at: '2026-12-01T00:00:00Z' }, ['publish_at']],
    ['a bad time', { publish: 'at', publish_at: 'tomorrow' }, ['publish_at']],
    ['wrong types', { title: 5, pinned: 'yes', category_id: 'x' }, ['title', 'pinned', 'category_id']],
  ])('refuses %s with 422 on the fields', async (_label, over, fields) => {
    const payload = _label === 'nothing' || _label === 'only unknown fields' ? over : form(over);
    const res = await post(people.pr, '/api/news', payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(fieldsOf(res)).sort()).toEqual([...fields].sort());
  });

  it('a publishing time more than 366 days ahead is 422 before_max (never a database error)', async () => {
    const mine = await created({ publish: 'draft' });
    for (const publish_at of ['9999-12-31T23:59:59-12:00', '2027-12-03T01:00:01Z']) {
      for (const res of [
        await post(people.pr, '/api/news', form({ publish: 'at', publish_at })),
        await post(people.pr, `/api/news/${mine.id}`, form({ publish: 'at', publish_at })),
      ]) {
        expect(res.statusCode, res.body).toBe(422);
        expect(fieldsOf(res)).toEqual({ publish_at: ['before_max'] });
      }
    }
    const last = await created({ publish: 'at', publish_at: '2027-12-03T01:00:00Z' });
    expect(last.status).toBe('scheduled');
    await post(people.pr, `/api/news/${last.id}`, form({ publish: 'draft' }));
  });

  it('a body nested deeper than 64 levels is 422 too_deep at once; 64 levels are fine', async () => {
    const started = performance.now();
    const res = await post(people.pr, '/api/news', form({ body: '<ul><li>'.repeat(25000) }));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(fieldsOf(res)).toEqual({ body: ['too_deep'] });
    expect(performance.now() - started).toBeLessThan(1000);
    const deep = await post(
      people.pr,
      '/api/news',
      form({ body: `${'<blockquote>'.repeat(64)}deep${'</blockquote>'.repeat(64)}<p>a<p>b<p>c</p>` }),
    );
    expect(deep.statusCode, deep.body).toBe(201);
    expect(deep.json().news.body).toContain('deep');
  });

  it('a body with nothing left once sanitized is 4351', async () => {
    for (const body of [
      '<script>alert(1)</script>',
      '<p>   </p>',
      '<iframe src="https://evil.example"></iframe>',
    ]) {
      const res = await post(people.pr, '/api/news', form({ body }));
      expect(res.statusCode, body).toBe(422);
      expect(res.json().code).toBe(4351);
    }
  });

  it('deletes an item with its notifications; then it is gone', async () => {
    const item = await created();
    expect(await notices(item.id)).toBeGreaterThan(0);
    const res = await del(people.pr, `/api/news/${item.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await notices(item.id)).toBe(0);
    expect((await get(people.member, `/api/news/show-news?id=${item.id}`)).statusCode).toBe(404);
    expect((await del(people.pr, `/api/news/${item.id}`)).statusCode).toBe(404);
    const audit = await rows(
      ctx,
      sql`select action from audit_log where entity = 'news' and entity_id = ${item.id}`,
    );
    expect(audit.map((a) => a.action)).toContain('delete');
  });
});

describe('the sanitizer, end to end', () => {
  it('no script, handler, javascript: link, data: image, style, frame or foreign image reaches a reader', async () => {
    const evil = [
      '<p>Safe text</p>',
      '<script>alert("s")</script>',
      '<img src="/api/news/images/1" onerror="alert(1)">',
      '<img src=x onerror=alert(2)>',
      '<a href="javascript:alert(3)">j1</a>',
      '<a href="JaVaScRiPt:alert(4)">j2</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(5)">j3</a>',
      '<a href="java\tscript:alert(6)">j4</a>',
      '<a href=" javascript:alert(7)">j5</a>',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<p style="background:url(javascript:alert(8))">styled</p>',
      '<style>body{display:none}</style>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(9)"><circle r="1"/></svg>',
      '<img src="https://evil.example/x.png">',
      '<img src="//evil.example/api/news/images/1">',
      '<form action="https://evil.example"><input name="x"></form>',
      '<a href="https://example.com/ok" target="_top" onclick="alert(10)">ok link</a>',
      '<math><mi xlink:href="javascript:alert(11)">m</mi></math>',
    ].join('');
    const item = await created({ body: evil });
    const read = await get(people.member, `/api/news/show-news?id=${item.id}`);
    expect(read.statusCode).toBe(200);
    const body = read.json().news.body as string;
    for (const bad of [
      '<script',
      'onerror',
      'onload',
      'onclick',
      'javascript',
      'alert(',
      'data:',
      'style=',
      '<style',
      'display:none',
      '<iframe',
      '<svg',
      'evil.example',
      '<form',
      '<input',
      '<math',
      'target="_top"',
    ])
      expect(body.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    expect(body).toContain('<p>Safe text</p>');
    expect(body).toContain('<a href="https://example.com/ok" rel="noopener noreferrer">ok link</a>');
    expect(body).toContain('<img src="/api/news/images/1" />');
  });

  it('keeps the allowlist: headings, lists, quotes, code, tables with spans, mailto links', async () => {
    const html =
      '<h2>H2</h2><h3>H3</h3><h4>H4</h4><p><strong>b</strong><em>i</em><u>u</u><s>s</s><br></p>' +
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">c</td><td>d</td></tr></tbody></table>' +
      '<p><a href="mailto:pr@demo.test" target="_blank">mail</a></p>';
    const item = await created({ body: html });
    const body = (await get(people.member, `/api/news/show-news?id=${item.id}`)).json().news.body as string;
    for (const kept of [
      '<h2>H2</h2>',
      '<h4>H4</h4>',
      '<u>u</u>',
      '<s>s</s>',
      '<blockquote>q</blockquote>',
      '<pre><code>x</code></pre>',
      '<th colspan="2">h</th>',
      '<td rowspan="2">c</td>',
      '<a href="mailto:pr@demo.test" rel="noopener noreferrer" target="_blank">mail</a>',
    ])
      expect(body).toContain(kept);
  });
});

describe('news images', () => {
  it('PR uploads a png; once a published item shows it anyone signed in reads it (image/png, nosniff)', async () => {
    const image = await png();
    const up = await upload(people.pr, image);
    expect(up.statusCode, up.body).toBe(201);
    const { id, url } = up.json();
    expect(url).toBe(`/api/news/images/${id}`);
    const item = await created({ body: `<p><img src="${url}" alt="pic" width="64" height="48"></p>` });
    const read = await get(people.solo, url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.equals(image)).toBe(true);
    expect((await get(null, url)).statusCode).toBe(401);
    const [linked] = await rows(ctx, sql`select news_id from news_images where id = ${id}`);
    expect(linked?.news_id).toBe(item.id);
    const list = (await get(people.member, '/api/news?per_page=50')).json().news.data as Array<{
      id: number;
      image_url: string;
    }>;
    expect(list.find((n) => n.id === item.id)?.image_url).toBe(url);
  });

  it('a director uploads a jpeg too', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const up = await upload(people.bod, jpeg, 'x.jpg');
    expect(up.statusCode, up.body).toBe(201);
    expect((await get(people.bod, up.json().url)).headers['content-type']).toBe('image/jpeg');
  });

  const shows = (url: string) => `<p>Picture</p><p><img src="${url}" alt="pic"></p>`;
  const status = async (who: Person, url: string) => {
    const res = await get(who, url);
    return res.statusCode === 200 ? 200 : `${res.statusCode}/${res.json().code}`;
  };

  it('an unsaved upload, or the image of a draft or a scheduled item, is served to news managers only', async () => {
    const { url } = (await upload(people.pr, await png())).json() as { url: string };
    // Unlinked (not saved in any item yet).
    expect(await status(people.member, url)).toBe('404/4040');
    expect(await status(people.pr, url)).toBe(200);
    expect(await status(people.bod, url)).toBe(200);
    // In a draft.
    const item = await created({ body: shows(url), publish: 'draft' });
    expect(await status(people.member, url)).toBe('404/4040');
    expect(await status(people.pr, url)).toBe(200);
    // Scheduled: hidden until its time, then everyone's.
    const at = await post(
      people.pr,
      `/api/news/${item.id}`,
      form({ body: shows(url), publish: 'at', publish_at: '2026-12-02T05:00:00Z' }),
    );
    expect(at.statusCode, at.body).toBe(200);
    expect(await status(people.solo, url)).toBe('404/4040');
    try {
      clock.set('2026-12-02T05:00:01Z');
      expect(await status(people.solo, url)).toBe(200);
    } finally {
      clock.set(START);
    }
    // Published now, then the picture is taken out of the body: unlinked again, managers only.
    await post(people.pr, `/api/news/${item.id}`, form({ body: shows(url), publish: 'now' }));
    expect(await status(people.member, url)).toBe(200);
    await post(people.pr, `/api/news/${item.id}`, form({ body: '<p>No picture</p>', publish: 'now' }));
    expect(await status(people.member, url)).toBe('404/4040');
    expect(await status(people.pr, url)).toBe(200);
  });

  it('deleting an item keeps an image another item still shows; it moves to that item', async () => {
    const { id, url } = (await upload(people.pr, await png())).json() as { id: number; url: string };
    const a = await created({ body: shows(url) });
    const b = await created({ body: `<p>Reused</p>${shows(url)}` });
    expect((await del(people.pr, `/api/news/${a.id}`)).statusCode).toBe(200);
    const read = await get(people.member, url);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    const [row] = await rows(ctx, sql`select news_id from news_images where id = ${id}`);
    expect(row?.news_id).toBe(b.id);
  });

  it('deleting an item removes the images no other item shows: the row and the stored file', async () => {
    const { id, url } = (await upload(people.pr, await png())).json() as { id: number; url: string };
    const item = await created({ body: shows(url) });
    const [row] = await rows(ctx, sql`select blob_key from news_images where id = ${id}`);
    const blobs = new LocalBlobStore(ctx.config.BLOB_DIR as string);
    expect(await blobs.get(String(row?.blob_key))).not.toBeNull();
    expect((await del(people.pr, `/api/news/${item.id}`)).statusCode).toBe(200);
    expect(await rows(ctx, sql`select id from news_images where id = ${id}`)).toHaveLength(0);
    expect(await blobs.get(String(row?.blob_key))).toBeNull();
    expect(await status(people.pr, url)).toBe('404/4040');
  });

  it.each([
    ['a text file named .png', () => Buffer.from('<html><script>alert(1)</script></html>')],
    ['a gif', () => Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;')],
    ['an svg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a truncated png', async () => (await png()).subarray(0, 60)],
  ])('refuses %s with 4350 on file', async (_label, bytes) => {
    const res = await upload(people.pr, await bytes());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 4350,
      errors: { file: [expect.objectContaining({ params: { code: 4350 } })] },
    });
  });

  it('refuses an image over 2000 KB', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(2000 * 1024, 1)]);
    const res = await upload(people.pr, big);
    expect([413, 422]).toContain(res.statusCode);
    expect([4350, 4130]).toContain(res.json().code);
  });

  it('a missing file is 422, not multipart 415, an unknown image 404', async () => {
    const none = await call(ctx.app, people.pr.token, {
      method: 'POST',
      url: '/api/news/images',
      ...multipart('other', 'a.png', await png()),
    });
    expect(none.statusCode).toBe(422);
    expect((await post(people.pr, '/api/news/images', { file: 'x' })).statusCode).toBe(415);
    expect((await get(people.member, '/api/news/images/99999999')).statusCode).toBe(404);
  });
});

describe('publishing notifies everyone once', () => {
  it('publish now: one NEWS notification per working person, in the bell; editing adds none', async () => {
    const item = await created();
    const everyone = await working();
    expect(await notices(item.id)).toBe(everyone);
    const distinct = await rows(
      ctx,
      sql`select count(distinct employee_id)::int as n from notifications where type = 'NEWS' and request_id = ${item.id}`,
    );
    expect(Number(distinct[0]?.n)).toBe(everyone);
    const bell = (await get(people.member, '/api/notifications')).json().listNotifications.data as Array<{
      type: string;
      request_type: string;
      request_id: number;
      url: string;
    }>;
    expect(bell).toContainEqual(
      expect.objectContaining({
        type: 'NEWS',
        request_type: 'PUBLISHED',
        request_id: item.id,
        url: `/news/show-news?id=${item.id}`,
      }),
    );
    const edit = await post(people.pr, `/api/news/${item.id}`, form({ title: 'Edited', publish: 'now' }));
    expect(edit.statusCode).toBe(200);
    expect(edit.json().news.published_at).toBe(item.published_at);
    // Back to a draft and published again: still told once.
    await post(people.pr, `/api/news/${item.id}`, form({ publish: 'draft' }));
    await post(people.pr, `/api/news/${item.id}`, form({ publish: 'now' }));
    await publishDue(ctx.database.db, clock.now());
    expect(await notices(item.id)).toBe(everyone);
  });

  it('a draft tells nobody and readers do not see it', async () => {
    const item = await created({ publish: 'draft' });
    expect(item.status).toBe('draft');
    expect(await notices(item.id)).toBe(0);
    expect(await readerIds(people.member)).not.toContain(item.id);
  });

  it('a scheduled item is invisible until its time, then visible and told once', async () => {
    const item = await created({ publish: 'at', publish_at: '2026-12-02T03:00:00Z', pinned: true });
    expect(item.status).toBe('scheduled');
    expect(await notices(item.id)).toBe(0);
    expect(await readerIds(people.member)).not.toContain(item.id);
    expect((await get(people.member, `/api/news/show-news?id=${item.id}`)).statusCode).toBe(404);
    try {
      clock.set('2026-12-02T03:00:01Z');
      // Two readers at once: still one notification each.
      await Promise.all([
        readerIds(people.member),
        readerIds(people.solo),
        publishDue(ctx.database.db, clock.now()),
      ]);
      expect(await readerIds(people.member)).toContain(item.id);
      expect((await get(people.member, `/api/news/show-news?id=${item.id}`)).statusCode).toBe(200);
      expect(await notices(item.id)).toBe(await working());
      await publishDue(ctx.database.db, clock.now());
      expect(await notices(item.id)).toBe(await working());
    } finally {
      clock.set(START);
      await post(people.pr, `/api/news/${item.id}`, form({ publish: 'draft' }));
    }
  });
});
