import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { client, demoPeople, makeMember, makeOvertime } from '../test/factories';
import { settledGeneration, setupTestApp, TestClock } from '../test/helpers';

const onPostgres = inject('dbKind') === 'postgres';
/**
 * Asking again with nothing written is answered from the cache. On PostgreSQL the notification of
 * an earlier write (this file's own set-up, or another test's on the same server) can arrive after
 * the answer was kept, and then the next answer is rightly made again: so a miss is asked once more,
 * at most four times, and a hit must come (a cache that never answers still fails).
 */
async function hitOrFresh(ask: () => Promise<{ headers: Record<string, unknown> }>) {
  let seen: unknown;
  for (let tries = 0; tries < 5; tries++) {
    seen = (await ask()).headers['x-read-cache'];
    if (seen === 'hit') return;
    expect(seen).toBe('miss');
  }
  expect(seen).toBe('hit');
}

const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z');
const ctx = await setupTestApp({}, clock);
afterAll(() => ctx.app.close());
const { pm, top } = await demoPeople(ctx, ['pm', 'top']);
const api = client(ctx);
const PENDING = '/api/overtime-requests/approval?approveStatus=1&per_page=100';

const idsOf = (res: { json: () => Record<string, unknown> }) =>
  (res.json().listOverTimeRequest as { data: Array<{ over_time_request_id: number }> }).data
    .map((r) => r.over_time_request_id)
    .sort((a, b) => a - b);

describe('answers reused while the data is unchanged (plugins/read-cache.ts)', () => {
  it('the same person asking the same thing again gets the same answer without the handler', async () => {
    await makeOvertime(ctx);
    // Nothing written between the two asks, late notifications included.
    await settledGeneration(ctx.database.db);
    const first = await api.get(pm, PENDING);
    const second = await api.get(pm, PENDING);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-read-cache']).toBe('miss');
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    // The miss is sent as the UTF-8 bytes it keeps (the demo's names are Japanese and Vietnamese).
    expect(Buffer.byteLength(first.body)).toBeGreaterThan(first.body.length);
    for (const res of [first, second])
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    // Another page size is another question.
    const other = await api.get(pm, '/api/overtime-requests/approval?approveStatus=1&per_page=50');
    expect(other.headers['x-read-cache']).toBe('miss');
  });

  it("never gives one person's answer to another asking the same URL", async () => {
    await settledGeneration(ctx.database.db);
    await api.get(pm, PENDING);
    const mine = await api.get(pm, PENDING);
    const theirs = await api.get(top, PENDING);
    expect(mine.headers['x-read-cache']).toBe('hit');
    expect(theirs.headers['x-read-cache']).toBe('miss');
    // The top's list holds only what waits for the top (nothing from the PM's level yet).
    expect(idsOf(theirs)).not.toEqual(idsOf(mine));
  });

  it('a write through the API is seen at once', async () => {
    const before = idsOf(await api.get(pm, PENDING));
    await api.get(pm, PENDING);
    const made = await makeOvertime(ctx);
    const after = await api.get(pm, PENDING);
    expect(after.headers['x-read-cache']).toBe('miss');
    expect(idsOf(after)).toEqual([...before, made.id].sort((a, b) => a - b));
    const decided = await api.post(pm, `/api/overtime-requests/approve/${made.id}`, { status: 2 });
    expect(decided.statusCode).toBe(200);
    expect(idsOf(await api.get(pm, PENDING))).toEqual(before);
  });

  it('a write made outside this app (another connection, another API process) is seen at once', async () => {
    const made = await makeOvertime(ctx);
    expect(idsOf(await api.get(pm, PENDING))).toContain(made.id);
    await hitOrFresh(() => api.get(pm, PENDING));
    // As another process would: straight to the database, not through this app.
    await ctx.database.db.execute(sql`update overtime_requests set status = 3 where id = ${made.id}`);
    const after = await api.get(pm, PENDING);
    expect(after.headers['x-read-cache']).toBe('miss');
    expect(idsOf(after)).not.toContain(made.id);
  });

  it.runIf(onPostgres)(
    "another process's write is seen once its commit's notification has arrived (PostgreSQL)",
    async () => {
      const made = await makeOvertime(ctx);
      expect(idsOf(await api.get(pm, PENDING))).toContain(made.id);
      await hitOrFresh(() => api.get(pm, PENDING));
      const other = new pg.Client({ connectionString: ctx.databaseUrl as string });
      await other.connect();
      try {
        await other.query('update overtime_requests set status = 3 where id = $1', [made.id]);
      } finally {
        await other.end();
      }
      // The bound this cache states: the notification's delivery, milliseconds.
      await vi.waitFor(async () => expect(idsOf(await api.get(pm, PENDING))).not.toContain(made.id), {
        timeout: 2000,
        interval: 10,
      });
    },
  );

  it("a day-long answer is made again on the person's next day; a minute-long one the next minute", async () => {
    const member = await makeMember(ctx);
    await api.get(pm, PENDING);
    await hitOrFresh(() => api.get(pm, PENDING));
    const month = '/api/user/timesheets?month=2026-11';
    await api.get(member, month);
    await hitOrFresh(() => api.get(member, month));
    // 03:00Z is 10:00 in Hanoi; half a minute on is the same minute and day.
    clock.set('2026-11-18T03:00:30Z');
    await hitOrFresh(() => api.get(member, month));
    clock.set('2026-11-18T03:01:00Z');
    expect((await api.get(member, month)).headers['x-read-cache']).toBe('miss');
    await hitOrFresh(() => api.get(pm, PENDING));
    // 17:00Z is already the 19th in Hanoi.
    clock.set('2026-11-18T17:00:00Z');
    expect((await api.get(pm, PENDING)).headers['x-read-cache']).toBe('miss');
    clock.set('2026-11-18T03:00:00Z');
  });

  it('a refused session is refused even when its answer was kept; refused queries are never kept', async () => {
    const member = await makeMember(ctx);
    const url = '/api/user/timesheets?month=2026-11';
    await api.get(member, url);
    await hitOrFresh(() => api.get(member, url));
    expect((await api.post(member, '/api/logout')).statusCode).toBe(200);
    expect((await api.get(member, url)).statusCode).toBe(401);
    const bad = await api.get(pm, '/api/overtime-requests/approval?approveStatus=1&per_page=100000');
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['x-read-cache']).toBeUndefined();
  });

  it('writes are never answered from it', async () => {
    const made = await makeOvertime(ctx);
    const res = await api.post(pm, `/api/overtime-requests/approve/${made.id}`, { status: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-read-cache']).toBeUndefined();
  });

  it('a write to tables the answer was not read from leaves it kept (a check-in)', async () => {
    const member = await makeMember(ctx);
    await makeOvertime(ctx);
    const month = '/api/user/timesheets?month=2026-11';
    await settledGeneration(ctx.database.db);
    await api.get(pm, PENDING);
    await api.get(member, month);
    await hitOrFresh(() => api.get(pm, PENDING));
    await hitOrFresh(() => api.get(member, month));
    const checkin = await api.post(member, '/api/user/timesheets/checkin');
    expect(checkin.statusCode).toBe(200);
    expect((await api.get(pm, PENDING)).headers['x-read-cache']).toBe('hit');
    // The member's own month was read from the attendance the check-in wrote: made again.
    const after = await api.get(member, month);
    expect(after.headers['x-read-cache']).toBe('miss');
    // A request waiting for the PM drops the list.
    const made = await makeOvertime(ctx);
    const listed = await api.get(pm, PENDING);
    expect(listed.headers['x-read-cache']).toBe('miss');
    expect(idsOf(listed)).toContain(made.id);
  });

  it("every page's shell reads (account, shared lists, badge counts) are reused and made again after a write to their tables", async () => {
    const BADGES = '/api/get-count-request';
    await settledGeneration(ctx.database.db);
    const account = await api.get(pm, '/api/account');
    expect(account.statusCode).toBe(200);
    await hitOrFresh(() => api.get(pm, '/api/account'));
    const name = account.json().name as string;
    await ctx.database.db.execute(
      sql`update employees set name = ${`${name} (renamed)`} where id = ${account.json().employee_id}`,
    );
    try {
      const renamed = await api.get(pm, '/api/account');
      expect(renamed.headers['x-read-cache']).toBe('miss');
      expect(renamed.json().name).toBe(`${name} (renamed)`);
    } finally {
      await ctx.database.db.execute(
        sql`update employees set name = ${name} where id = ${account.json().employee_id}`,
      );
    }

    const before = (await api.get(pm, BADGES)).json().countAllOverTimeRequest as number;
    await hitOrFresh(() => api.get(pm, BADGES));
    await makeOvertime(ctx);
    const badges = await api.get(pm, BADGES);
    expect(badges.headers['x-read-cache']).toBe('miss');
    expect(badges.json().countAllOverTimeRequest).toBe(before + 1);

    type Division = { id: number; name: string };
    const divisionsOf = (res: { json: () => Record<string, unknown> }) => res.json().divisions as Division[];
    const division = divisionsOf(await api.get(pm, '/api/commons'))[0];
    if (!division) throw new Error('the demo has divisions');
    await hitOrFresh(() => api.get(pm, '/api/commons'));
    await ctx.database.db.execute(
      sql`update divisions set name = ${`${division.name} 2`} where id = ${division.id}`,
    );
    const commons = await api.get(pm, '/api/commons');
    expect(commons.headers['x-read-cache']).toBe('miss');
    expect(divisionsOf(commons).find((d) => d.id === division.id)?.name).toBe(`${division.name} 2`);
  });
});
