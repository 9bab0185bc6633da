import { newsImageUrl } from '@staffhub/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { BlobStore } from '../../blob/store';
import { sanitizeNewsHtml } from '../../modules/news/news.sanitize';
import type { Db } from '../client';
import { employees, news, newsCategories, newsImages } from '../schema';

/**
 * Demo news (issue #18): four categories and eight items as of `now` — one pinned, one draft, one
 * scheduled two days ahead, two with a picture. Only when there is no news yet. Seeded items are
 * marked as already announced, so they add nothing to the bell (the scheduled one is announced when
 * its time comes, as any scheduled item is).
 */

const CATEGORIES = [
  { code: 'ANNOUNCEMENT', name_ja: 'お知らせ', name_en: 'Announcements', name_vi: 'Thông báo', sort: 1 },
  { code: 'EVENT', name_ja: 'イベント', name_en: 'Events', name_vi: 'Sự kiện', sort: 2 },
  { code: 'POLICY', name_ja: '社内規程', name_en: 'Policies', name_vi: 'Chính sách', sort: 3 },
  { code: 'TECH', name_ja: '技術', name_en: 'Tech', name_vi: 'Công nghệ', sort: 4 },
] as const;

type Category = (typeof CATEGORIES)[number]['code'];

interface DemoItem {
  category: Category;
  title: string;
  summary: string;
  body: string;
  /** Days from now (negative: past); null for a draft. */
  days: number | null;
  pinned?: boolean;
  picture?: { colour: string; label: string };
}

const ITEMS: DemoItem[] = [
  {
    category: 'ANNOUNCEMENT',
    title: 'Office closed for the New Year holiday (29 Dec – 3 Jan)',
    summary: 'Both Hanoi offices close from 29 December to 3 January. Please plan your handovers.',
    body: `<h2>New Year holiday</h2><p>Both Hanoi offices will be closed from <strong>29 December</strong> to <strong>3 January</strong>. Work resumes on Monday 4 January.</p><ul><li>Submit your December timesheet by 28 December.</li><li>Agree on a support rota with your PM if your customer works during the holiday.</li><li>Switch off monitors and take plants home.</li></ul><p>Happy New Year from the Admin team!</p>`,
    days: -3,
    pinned: true,
  },
  {
    category: 'EVENT',
    title: 'Year-end party 2026: save the date',
    summary: 'Friday 18 December, 18:00 at the Lotte Center ballroom. Teams, costumes and a lucky draw.',
    body: `<h2>Year-end party</h2><p>Our year-end party takes place on <strong>Friday 18 December at 18:00</strong> in the Lotte Center ballroom.</p><table><thead><tr><th>Time</th><th>Programme</th></tr></thead><tbody><tr><td>18:00</td><td>Welcome and photos</td></tr><tr><td>18:30</td><td>Dinner and awards</td></tr><tr><td>20:00</td><td>Team performances and lucky draw</td></tr></tbody></table><p>Each division prepares one short performance. Register your team with PR by 10 December.</p>`,
    days: -1,
    picture: { colour: '#c0392b', label: 'Year-end party' },
  },
  {
    category: 'POLICY',
    title: 'Updated remote-work policy from January',
    summary: 'Up to eight remote days a month, requested at least one day ahead and approved by your PM.',
    body: `<p>From 1 January the remote-work policy changes:</p><ol><li>Up to <strong>eight</strong> remote days per month.</li><li>Requests are sent at least one working day ahead.</li><li>Your PM and your foot leader approve them in StaffHub.</li></ol><blockquote>Customer-facing days (demos, acceptance tests) stay in the office.</blockquote><p>Questions: write to <a href="mailto:hr@demo.test">hr@demo.test</a>.</p>`,
    days: -6,
  },
  {
    category: 'TECH',
    title: 'Tech talk: what we learned moving Alpha to PostgreSQL 17',
    summary: 'The Alpha team shares their migration notes, pitfalls and benchmark figures.',
    body: `<h3>Tech talk, Thursday 16:30, room 1305</h3><p>The Alpha team moved its main database to PostgreSQL 17 last month. They will cover:</p><ul><li>logical replication for a near-zero downtime switch,</li><li>the query plans that changed,</li><li>benchmark figures before and after.</li></ul><pre><code>SELECT count(*) FROM timesheets WHERE work_date &gt;= now() - interval '30 days';</code></pre><p>Slides: <a href="https://www.postgresql.org/docs/17/release-17.html">PostgreSQL 17 release notes</a>.</p>`,
    days: -9,
    picture: { colour: '#1f6feb', label: 'Tech talk' },
  },
  {
    category: 'ANNOUNCEMENT',
    title: 'Welcome to our new colleagues in Da Nang',
    summary: 'Twelve engineers joined the Da Nang office this month. Say hello!',
    body: `<p>Please welcome the twelve engineers who joined our Da Nang office in November. They work on the Beta and Gamma projects.</p><p>Drop by the <em>#danang</em> channel and say hello.</p>`,
    days: -14,
  },
  {
    category: 'EVENT',
    title: 'Football tournament: registrations open',
    summary: 'Five-a-side teams, Saturdays in January at the My Dinh pitches.',
    body: `<p>The company football tournament returns! Five-a-side teams, mixed divisions welcome.</p><ul><li>Matches on Saturday mornings in January.</li><li>Register your team with PR before 20 December.</li></ul>`,
    days: -20,
  },
  {
    category: 'POLICY',
    title: 'Security reminder: lock your screen',
    summary: 'A draft for the January security campaign.',
    body: `<p>Lock your screen (<strong>Win + L</strong> or <strong>Ctrl + Cmd + Q</strong>) whenever you leave your desk.</p>`,
    days: null,
  },
  {
    category: 'TECH',
    title: 'Internal hackathon 2027 announced',
    summary: 'Forty-eight hours, any idea that helps our customers or our colleagues.',
    body: `<h2>Hackathon 2027</h2><p>Teams of two to five, forty-eight hours, any idea that helps our customers or our colleagues. Prizes for the three best projects.</p>`,
    days: 2,
  },
];

async function picture(
  colour: string,
  label: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const width = 640;
  const height = 300;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${colour}"/>
    <circle cx="540" cy="70" r="110" fill="#ffffff" fill-opacity="0.15"/>
    <circle cx="90" cy="260" r="80" fill="#ffffff" fill-opacity="0.12"/>
    <text x="${width / 2}" y="170" font-family="DejaVu Sans, sans-serif" font-size="48" font-weight="bold"
      fill="#ffffff" text-anchor="middle">${label}</text></svg>`;
  const data = await sharp(Buffer.from(svg)).png().toBuffer();
  return { data, width, height };
}

export async function seedDemoNews(db: Db, now: Date, blobs: BlobStore): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(news);
  if (Number(existing?.n ?? 0) > 0) return;
  await db
    .insert(newsCategories)
    .values([...CATEGORIES])
    .onConflictDoNothing();
  const cats = new Map(
    (await db.select({ id: newsCategories.id, code: newsCategories.code }).from(newsCategories)).map((c) => [
      c.code,
      c.id,
    ]),
  );
  const [author] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.email, 'pr@demo.test'));
  const day = 24 * 60 * 60 * 1000;
  for (const item of ITEMS) {
    const categoryId = cats.get(item.category);
    if (categoryId === undefined) continue;
    const publishedAt = item.days === null ? null : new Date(now.getTime() + item.days * day);
    const [row] = await db
      .insert(news)
      .values({
        category_id: categoryId,
        title: item.title,
        summary: item.summary,
        body_html: sanitizeNewsHtml(item.body),
        pinned: item.pinned ?? false,
        is_draft: item.days === null,
        published_at: publishedAt,
        // Past items count as announced: the seed adds nothing to the bell.
        notified_at: publishedAt && publishedAt <= now ? publishedAt : null,
        author_id: author?.id ?? null,
        updated_by: author?.id ?? null,
        created_at: publishedAt && publishedAt <= now ? publishedAt : now,
        updated_at: publishedAt && publishedAt <= now ? publishedAt : now,
      })
      .returning({ id: news.id });
    if (!row || !item.picture) continue;
    const image = await picture(item.picture.colour, item.picture.label);
    const key = await blobs.put('news', 'png', image.data);
    const [img] = await db
      .insert(newsImages)
      .values({
        news_id: row.id,
        blob_key: key,
        mime: 'image/png',
        size: image.data.length,
        width: image.width,
        height: image.height,
        uploaded_by: author?.id ?? null,
      })
      .returning({ id: newsImages.id });
    if (!img) continue;
    const body = sanitizeNewsHtml(
      `<p><img src="${newsImageUrl(img.id)}" alt="${item.picture.label}" width="${image.width}" height="${image.height}"></p>${item.body}`,
    );
    await db.update(news).set({ body_html: body }).where(eq(news.id, row.id));
  }
}
