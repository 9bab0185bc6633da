import {
  addDays,
  addMonths,
  CHART_MONTHS,
  type ChartCount,
  type Charts,
  monthOf,
  todayIn,
  WORK_TYPES,
} from '@staffhub/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { makeEmployee, type Person, rows } from '../../test/factories';
import { call, login, setupTestApp, TestClock, type TestContext } from '../../test/helpers';

const HANOI = 'Asia/Ho_Chi_Minh';
const TOKYO = 'Asia/Tokyo';
/** 10:00 in Tokyo, 08:00 in Hanoi: the 2nd of December in every company. */
const NOW = '2026-12-02T01:00:00Z';

const clock = new TestClock();
let ctx: TestContext;
const tokens: Record<'member' | 'pm' | 'admin' | 'hr', string> = { member: '', pm: '', admin: '', hr: '' };

beforeAll(async () => {
  clock.set(NOW);
  ctx = await setupTestApp({}, clock);
  for (const who of ['member', 'pm', 'admin', 'hr'] as const)
    tokens[who] = await login(ctx.app, `${who}@demo.test`);
});

const get = (token: string | null, url: string) => call(ctx.app, token, { method: 'GET', url });

const charts = async (token = tokens.admin): Promise<Charts> => {
  const res = await get(token, '/api/charts');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const countOf = (list: ChartCount[], key: string) => list.find((c) => c.key === key)?.count ?? 0;
const sum = (list: ChartCount[]) => list.reduce((n, c) => n + c.count, 0);
const movementOf = (c: Charts, month: string) => {
  const m = c.movements.find((x) => x.month === month);
  if (!m) throw new Error(`no movement for ${month}`);
  return m;
};
const byKey = (list: ChartCount[]) => [...list].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
const setDates = (
  who: Person,
  dates: Partial<Record<'join_date' | 'start_date' | 'resignation_date', string | null>>,
) => ctx.database.db.update(employees).set(dates).where(eq(employees.id, who.id));

/** Working at the clock's instant, by the database: no resignation, or one after the person's today in their company. */
const workingSql = () =>
  sql`(e.resignation_date is null or e.resignation_date > (${clock.now().toISOString()}::timestamptz at time zone c.time_zone)::date)`;

describe('lookups: every signed-in person reads them', () => {
  it.each([
    ['/api/common/customers', 'customers', sql`select id, name, type, status from customers order by name`],
    ['/api/common/positions', 'positions', sql`select id, code, name from positions order by id`],
    [
      '/api/common/technologies',
      'technologies',
      sql`select id, name, category from technologies order by category, name`,
    ],
  ])('%s lists the table, in its order', async (url, field, query) => {
    const res = await get(tokens.member, url);
    expect(res.statusCode).toBe(200);
    const expected = await rows(ctx, query);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.json()).toEqual({ [field]: expected });
  });

  it('GET /api/common/technologies groups the technologies by category', async () => {
    const { technologies } = (await get(tokens.member, '/api/common/technologies')).json();
    const categories = technologies.map((t: { category: string }) => t.category);
    // Each category in one run: once left, a category does not come back.
    const runs = categories.filter((c: string, i: number) => i === 0 || categories[i - 1] !== c);
    expect(runs).toEqual([...new Set(categories)]);
  });

  it('GET /api/common/employee-type lists the work types', async () => {
    const res = await get(tokens.member, '/api/common/employee-type');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ employeeTypes: [...WORK_TYPES] });
  });

  it.each([
    '/api/common/customers',
    '/api/common/positions',
    '/api/common/employee-type',
    '/api/common/technologies',
    '/api/charts',
  ])('%s needs a token (401 / 4010)', async (url) => {
    const res = await get(null, url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 4010 });
  });
});

describe('GET /api/charts: people managers only', () => {
  it.each(['admin', 'hr'] as const)('answers the %s', async (who) => {
    clock.set(NOW);
    const c = await charts(tokens[who]);
    expect(c.movements).toHaveLength(CHART_MONTHS);
  });

  it.each(['member', 'pm'] as const)('refuses the %s with 403 / 4030', async (who) => {
    clock.set(NOW);
    const res = await get(tokens[who], '/api/charts');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 4030 });
  });
});

describe('GET /api/charts: the counts are what the database holds', () => {
  it('counts the people working today by company, division, work type and Japanese level', async () => {
    clock.set(NOW);
    // A person without a division is counted under '-'.
    const loose = await makeEmployee(ctx);
    await ctx.database.db.update(employees).set({ division_id: null }).where(eq(employees.id, loose.id));
    const c = await charts();
    const from = sql`from employees e join companies c on c.id = e.company_id
      left join divisions d on d.id = e.division_id where ${workingSql()}`;
    const [active] = await rows(ctx, sql`select count(*)::int as n ${from}`);
    const expected = async (key: ReturnType<typeof sql>) =>
      (await rows(ctx, sql`select ${key} as key, count(*)::int as count ${from} group by 1`)).map((r) => ({
        key: String(r.key),
        count: Number(r.count),
      }));

    expect(c.by_company).toEqual(
      (
        await rows(
          ctx,
          sql`select c.code as key, count(*)::int as count ${from} group by c.id, c.code order by c.id`,
        )
      ).map((r) => ({ key: r.key, count: r.count })),
    );
    expect(byKey(c.by_division)).toEqual(byKey(await expected(sql`coalesce(d.name, '-')`)));
    expect(countOf(c.by_division, '-')).toBeGreaterThanOrEqual(1);
    expect(byKey(c.by_work_type)).toEqual(byKey(await expected(sql`e.work_type::text`)));
    expect(byKey(c.by_japanese_level)).toEqual(byKey(await expected(sql`e.japanese_level::text`)));
    for (const list of [c.by_company, c.by_division, c.by_work_type, c.by_japanese_level])
      expect(sum(list)).toBe(active?.n);
  });

  it('lists the 12 months up to this month, oldest first, with the joiners and leavers the database holds', async () => {
    clock.set(NOW);
    const c = await charts();
    const thisMonth = monthOf(todayIn(HANOI, clock.now())); // the administrator works in Hanoi
    expect(c.movements.map((m) => m.month)).toEqual(
      Array.from({ length: CHART_MONTHS }, (_, i) => addMonths(thisMonth, i - CHART_MONTHS + 1)),
    );
    const perMonth = async (day: ReturnType<typeof sql>) =>
      new Map(
        (
          await rows(
            ctx,
            sql`select to_char(${day}, 'YYYY-MM') as month, count(*)::int as n from employees e group by 1`,
          )
        ).map((r) => [String(r.month), Number(r.n)]),
      );
    const joined = await perMonth(sql`coalesce(e.join_date, e.start_date)`);
    const left = await perMonth(sql`e.resignation_date`);
    expect(c.movements).toEqual(
      c.movements.map((m) => ({
        month: m.month,
        joined: joined.get(m.month) ?? 0,
        left: left.get(m.month) ?? 0,
      })),
    );
  });

  it('ends the months with this month in the reader company: Tokyo is in December before Hanoi', async () => {
    const tokyoAdmin = await makeEmployee(ctx, { foot: 'JP-D1-F1', department: 'ADMIN' });
    clock.set('2026-11-30T15:30:00Z'); // 00:30 on 1 December in Tokyo, 22:30 on 30 November in Hanoi
    expect(todayIn(TOKYO, clock.now())).toBe('2026-12-01');
    const tokyo = await charts(tokyoAdmin.token);
    const hanoi = await charts(tokens.admin);
    expect(tokyo.movements.map((m) => m.month).slice(-1)).toEqual(['2026-12']);
    expect(tokyo.movements[0]?.month).toBe('2026-01');
    expect(hanoi.movements.map((m) => m.month).slice(-1)).toEqual(['2026-11']);
    expect(hanoi.movements[0]?.month).toBe('2025-12');
  });

  it('counts a joiner in the month of their join date, else of their start date', async () => {
    clock.set(NOW);
    const thisMonth = monthOf(todayIn(HANOI, clock.now()));
    const [withJoin, withStartOnly] = [await makeEmployee(ctx), await makeEmployee(ctx)];
    const before = await charts();
    await setDates(withJoin, { join_date: `${addMonths(thisMonth, -2)}-10`, start_date: '2020-01-06' });
    await setDates(withStartOnly, { join_date: null, start_date: `${addMonths(thisMonth, -5)}-20` });
    const after = await charts();
    for (const m of before.movements) {
      const extra = [addMonths(thisMonth, -2), addMonths(thisMonth, -5)].includes(m.month) ? 1 : 0;
      expect(movementOf(after, m.month)).toEqual({ ...m, joined: m.joined + extra });
    }
    expect(sum(after.by_company)).toBe(sum(before.by_company));
  });

  it('does not count a person who resigned, and lists them as left in the month of their resignation', async () => {
    clock.set(NOW);
    const person = await makeEmployee(ctx); // Hanoi
    const before = await charts();
    const resigned = addDays(todayIn(HANOI, clock.now()), -45);
    await setDates(person, { resignation_date: resigned });
    const after = await charts();
    expect(countOf(after.by_company, 'HANOI')).toBe(countOf(before.by_company, 'HANOI') - 1);
    expect(sum(after.by_company)).toBe(sum(before.by_company) - 1);
    for (const m of before.movements) {
      const extra = m.month === monthOf(resigned) ? 1 : 0;
      expect(movementOf(after, m.month)).toEqual({ ...m, left: m.left + extra });
    }
  });

  it('counts a person up to the day before their resignation date, a leaver of that month either way', async () => {
    clock.set(NOW);
    const today = todayIn(HANOI, clock.now());
    const [leavesToday, leavesTomorrow] = [await makeEmployee(ctx), await makeEmployee(ctx)];
    const before = await charts();
    await setDates(leavesToday, { resignation_date: today });
    await setDates(leavesTomorrow, { resignation_date: addDays(today, 1) });
    const after = await charts();
    expect(countOf(after.by_company, 'HANOI')).toBe(countOf(before.by_company, 'HANOI') - 1);
    const month = monthOf(today);
    expect(movementOf(after, month).left).toBe(movementOf(before, month).left + 2);
  });

  it("dates a resignation in the person's company: at 00:30 in Tokyo the Tokyo leaver is gone, the Hanoi one not yet", async () => {
    clock.set('2026-12-01T15:30:00Z'); // 00:30 on the 2nd in Tokyo, 22:30 on the 1st in Hanoi
    const [tokyo, hanoi] = [await makeEmployee(ctx, { foot: 'JP-D1-F1' }), await makeEmployee(ctx)];
    const before = await charts();
    await setDates(tokyo, { resignation_date: '2026-12-02' });
    await setDates(hanoi, { resignation_date: '2026-12-02' });
    const after = await charts();
    expect(countOf(after.by_company, 'JAPAN')).toBe(countOf(before.by_company, 'JAPAN') - 1);
    expect(countOf(after.by_company, 'HANOI')).toBe(countOf(before.by_company, 'HANOI'));
  });
});
