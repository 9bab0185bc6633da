import { beforeAll, describe, expect, it } from 'vitest';
import { companyId } from '../../test/factories';
import { call, login, setupTestApp, TestClock, type TestContext } from '../../test/helpers';

const clock = new TestClock();
let ctx: TestContext;
let member: string; // Hanoi
let bod: string; // Tokyo
let admin: string;
let hanoi: number;

beforeAll(async () => {
  clock.set('2026-12-02T01:00:00Z');
  ctx = await setupTestApp({}, clock);
  member = await login(ctx.app, 'member@demo.test');
  bod = await login(ctx.app, 'bod@demo.test');
  admin = await login(ctx.app, 'admin@demo.test');
  hanoi = await companyId(ctx, 'HANOI');
});

const yearsOf = (body: { holidays: Array<{ date: string }> }) => [
  ...new Set(body.holidays.map((h) => h.date.slice(0, 4))),
];

describe('GET /holidays without a year: this year in the reader company', () => {
  it.each([
    // 31 December 16:59 UTC is 23:59 in Hanoi: still 2026 there.
    ['2026-12-31T16:59:00Z', 'member', '2026'],
    // 17:30 UTC is 00:30 on 1 January in Hanoi: 2027 there, though UTC is still in 2026.
    ['2026-12-31T17:30:00Z', 'member', '2027'],
    // 15:00 UTC is midnight in Tokyo.
    ['2026-12-31T14:59:00Z', 'bod', '2026'],
    ['2026-12-31T15:00:00Z', 'bod', '2027'],
  ])('at %s the %s gets the holidays of %s', async (at, who, year) => {
    clock.set(at);
    const res = await call(ctx.app, who === 'bod' ? bod : member, { method: 'GET', url: '/api/holidays' });
    expect(res.statusCode).toBe(200);
    expect(yearsOf(res.json())).toEqual([year]);
  });

  it('a given year wins over the clock', async () => {
    clock.set('2026-12-31T17:30:00Z');
    const res = await call(ctx.app, member, { method: 'GET', url: '/api/holidays?year=2025' });
    expect(yearsOf(res.json())).toEqual(['2025']);
  });
});

describe('holiday edits', () => {
  it('are for administrators only: 403 for a member, nothing written', async () => {
    const res = await call(ctx.app, member, {
      method: 'POST',
      url: '/api/holidays',
      payload: { company_id: hanoi, date: '2026-12-24', name: 'Company party' },
    });
    expect(res.statusCode).toBe(403);
    const list = await call(ctx.app, member, { method: 'GET', url: '/api/holidays?year=2026' });
    expect(list.json().holidays.map((h: { date: string }) => h.date)).not.toContain('2026-12-24');
  });

  it('an administrator adds, moves and removes a holiday; a second holiday on a day is 4320', async () => {
    const created = await call(ctx.app, admin, {
      method: 'POST',
      url: '/api/holidays',
      payload: { company_id: hanoi, date: '2026-12-24', name: 'Company party' },
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ company_id: hanoi, date: '2026-12-24', is_custom: true });

    const again = await call(ctx.app, admin, {
      method: 'POST',
      url: '/api/holidays',
      payload: { company_id: hanoi, date: '2026-12-24', name: 'Twice' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe(4320);
    expect(again.json().errors).toEqual({
      date: [expect.objectContaining({ rule: 'code', params: { code: 4320 } })],
    });

    const moved = await call(ctx.app, admin, {
      method: 'PUT',
      url: `/api/holidays/${id}`,
      payload: { date: '2026-12-23', name: 'Company party' },
    });
    expect(moved.json()).toMatchObject({ id, date: '2026-12-23' });

    expect((await call(ctx.app, admin, { method: 'DELETE', url: `/api/holidays/${id}` })).statusCode).toBe(
      200,
    );
    const gone = await call(ctx.app, admin, { method: 'DELETE', url: `/api/holidays/${id}` });
    expect(gone.statusCode).toBe(404);
  });
});
