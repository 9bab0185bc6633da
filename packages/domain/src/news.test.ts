import { describe, expect, it } from 'vitest';
import {
  NEWS_LIMITS,
  newsImageIdOf,
  newsImageUrl,
  newsStatus,
  publicationOf,
  publishErrors,
  ZNewsInput,
  ZNewsListQuery,
} from './news';
import { toFieldErrors } from './validation';

const now = new Date('2026-12-02T01:00:00Z');
const d = (iso: string) => new Date(iso);

const rulesOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  if (r.success) return {};
  const issues = (r.error as { issues: Parameters<typeof toFieldErrors>[0] }).issues;
  return Object.fromEntries(
    Object.entries(toFieldErrors(issues, v)).map(([k, list]) => [k, list.map((e) => e.rule)]),
  );
};

describe('newsStatus: what a reader may see', () => {
  it.each([
    [{ is_draft: true, published_at: null }, 'draft'],
    [{ is_draft: true, published_at: d('2026-11-01T00:00:00Z') }, 'draft'],
    [{ is_draft: false, published_at: null }, 'draft'],
    [{ is_draft: false, published_at: d('2026-12-02T01:00:01Z') }, 'scheduled'],
    [{ is_draft: false, published_at: d('2026-12-02T01:00:00Z') }, 'published'],
    [{ is_draft: false, published_at: d('2026-01-01T00:00:00Z') }, 'published'],
  ] as const)('%o -> %s', (item, status) => {
    expect(newsStatus(item, now)).toBe(status);
  });
});

describe('publicationOf / publishErrors: the publish choice', () => {
  const published = { is_draft: false, published_at: d('2026-11-20T00:00:00Z') };
  it.each([
    ['draft', undefined, null, { is_draft: true, published_at: null }],
    ['now', undefined, null, { is_draft: false, published_at: now }],
    // Saving a published item with "now" keeps its first time.
    ['now', undefined, published, published],
    ['at', '2026-12-24T09:00:00+07:00', null, { is_draft: false, published_at: d('2026-12-24T02:00:00Z') }],
  ] as const)('%s %s (was %o)', (publish, at, current, expected) => {
    expect(publicationOf({ publish, publish_at: at }, now, current)).toEqual(expected);
  });

  it.each([
    ['draft', undefined, null, null],
    ['now', '2020-01-01T00:00:00Z', null, null],
    ['at', undefined, null, 'required'],
    ['at', '2026-12-02T01:00:00Z', null, 'after_now'],
    ['at', '2026-12-01T00:00:00Z', null, 'after_now'],
    ['at', '2026-12-02T01:00:01Z', null, null],
    // An item published at a past time may be saved again with that same time.
    ['at', '2026-11-20T00:00:00Z', published, null],
    ['at', '2026-11-21T00:00:00Z', published, 'after_now'],
    // At most 366 days ahead; a far-future time is refused before it reaches the database.
    ['at', '2027-12-03T01:00:00Z', null, null],
    ['at', '2027-12-03T01:00:01Z', null, 'before_max'],
    ['at', '9999-12-31T23:59:59-12:00', null, 'before_max'],
  ] as const)('%s %s -> %s', (publish, at, current, rule) => {
    const errors = publishErrors({ publish, publish_at: at }, now, current);
    expect(errors?.publish_at?.map((e) => e.rule)[0] ?? null).toBe(rule);
  });
});

describe('ZNewsInput', () => {
  const ok = { title: 'Year-end party', category_id: 1, body: '<p>Hi</p>', publish: 'now' };
  it.each([
    [{}, ['title', 'category_id', 'body', 'publish']],
    [{ ...ok, title: '   ' }, ['title']],
    [{ ...ok, title: 'x'.repeat(NEWS_LIMITS.title + 1) }, ['title']],
    [{ ...ok, summary: 'x'.repeat(NEWS_LIMITS.summary + 1) }, ['summary']],
    [{ ...ok, body: 'x'.repeat(NEWS_LIMITS.body + 1) }, ['body']],
    [{ ...ok, publish: 'tomorrow' }, ['publish']],
    [{ ...ok, publish: 'at', publish_at: 'next week' }, ['publish_at']],
    [{ ...ok, category_id: 'abc' }, ['category_id']],
    [{ ...ok, pinned: 'yes' }, ['pinned']],
  ])('refuses %o on %o', (body, fields) => {
    expect(Object.keys(rulesOf(ZNewsInput, body)).sort()).toEqual([...fields].sort());
  });

  it('accepts a full form, trims, and turns an empty summary into null', () => {
    const r = ZNewsInput.parse({
      ...ok,
      title: ' A ',
      summary: ' ',
      pinned: true,
      publish: 'at',
      publish_at: '2026-12-24T09:00:00+07:00',
    });
    expect(r).toMatchObject({ title: 'A', summary: null, pinned: true, publish: 'at' });
  });
});

describe('ZNewsListQuery', () => {
  it.each([
    [{}, {}],
    [{ per_page: '51' }, { per_page: ['max_value'] }],
    [{ per_page: '0' }, { per_page: ['min_value'] }],
    [{ page: 'abc' }, { page: ['number'] }],
    [{ manage: 'yes' }, { manage: ['enum'] }],
  ])('%o -> %o', (q, rules) => {
    const got = rulesOf(ZNewsListQuery, q);
    expect(Object.keys(got)).toEqual(Object.keys(rules));
  });
});

describe('news image URLs', () => {
  it.each([
    [newsImageUrl(12), 12],
    ['/api/news/images/0', null],
    ['/api/news/images/12?x=1', null],
    ['https://evil.example/api/news/images/12', null],
    ['//evil.example/api/news/images/12', null],
    ['/api/news/images/99999999999', null],
    ['/api/avatars/3', null],
  ])('%s -> %s', (src, idOf) => {
    expect(newsImageIdOf(src)).toBe(idOf);
  });
});
