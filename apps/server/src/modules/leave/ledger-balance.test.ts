// The balance each ledger line keeps (`leave_ledger.balance`, migration 0023's trigger) is the sum
// of that person's lines up to it, in id order, whoever writes them and however they interleave.
// On PostgreSQL the pool's connections write side by side; on PGlite transactions take turns.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { client, demoPeople, makeMember, rows } from '../../test/factories';
import { setupTestApp, TestClock } from '../../test/helpers';
import { accrueDue } from './leave.ledger';

const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z');
const ctx = await setupTestApp({}, clock);
const { database } = ctx;
const { hr } = await demoPeople(ctx, ['hr']);
const { get, post } = client(ctx);
const q = (text: ReturnType<typeof sql>) => rows(ctx, text);

/** A promise and what settles it: one step of a test waiting for another's. */
function signal() {
  let done: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done: () => done() };
}

/** Every line whose kept balance is not the running sum of its person's lines by id. */
const wrongLines = () =>
  q(sql`select id, employee_id, balance, s from (
          select id, employee_id, balance, sum(minutes) over (partition by employee_id order by id) as s
            from leave_ledger) x
         where balance <> s`);

const linesOf = async (employeeId: number) =>
  (
    await q(sql`select id, minutes, balance from leave_ledger where employee_id = ${employeeId} order by id`)
  ).map((r) => [Number(r.minutes), Number(r.balance)]);

describe('the balance each ledger line keeps', () => {
  it('is the running sum for the seed and the accruals, whatever a writer gives', async () => {
    // The demo seed's lines, and the migration's backfill of any line written before it.
    expect(await wrongLines()).toEqual([]);
    const me = await makeMember(ctx, { accrued: true });
    const accrued = await linesOf(me.id);
    expect(accrued.length).toBe(11);
    expect(accrued.map(([, b]) => b)).toEqual(Array.from({ length: 11 }, (_, i) => (i + 1) * 480));
    // A writer's own balance (and id) is replaced; several lines of one person in one statement each
    // see the one before.
    await database.db.execute(sql`
      insert into leave_ledger (id, employee_id, kind, minutes, balance, reason)
      values (999999, ${me.id}, 'adjustment', -240, 123456, 'a'),
             (999998, ${me.id}, 'adjustment', 960, -5, 'b')`);
    expect((await linesOf(me.id)).slice(-2)).toEqual([
      [-240, 11 * 480 - 240],
      [960, 11 * 480 + 720],
    ]);
    expect(await q(sql`select id from leave_ledger where id in (999998, 999999)`)).toEqual([]);
    expect(await wrongLines()).toEqual([]);
  });

  it('HR sees the running balance after each line, the newest first', async () => {
    const me = await makeMember(ctx, { accrued: true });
    for (const days of [1.5, -0.5, -2])
      expect(
        (await post(hr, '/api/sabbatical-log/adjust', { employee_id: me.id, days, note: 'Carried over' }))
          .statusCode,
      ).toBe(200);
    const page = (
      await get(hr, `/api/sabbatical-log/sabbatical-log-all?employee_id=${me.id}&per_page=4`)
    ).json();
    expect(
      page.logs.data.map((l: { balance_days: number; days: number }) => [l.days, l.balance_days]),
    ).toEqual([
      [-2, 10],
      [-0.5, 12],
      [1.5, 12.5],
      [1, 11],
    ]);
    // Only the adjustments: each still shows the balance after it, counting the accruals between.
    const adjustments = (
      await get(hr, `/api/sabbatical-log/sabbatical-log-all?employee_id=${me.id}&kind=adjustment`)
    ).json();
    expect(adjustments.logs.data.map((l: { balance_days: number }) => l.balance_days)).toEqual([
      10, 12, 12.5,
    ]);
  });

  it('stays the running sum when writers of one person interleave', async () => {
    const me = await makeMember(ctx, { accrued: true });
    // A transaction that writes a line, holds its turn while another writer starts (whose id a
    // default would have drawn first), then writes a second: the waiting line's id comes after both.
    const held = signal();
    const written = signal();
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into leave_ledger (employee_id, kind, minutes, reason) values (${me.id}, 'adjustment', 60, 'first')`,
      );
      written.done();
      await held.promise;
      await tx.execute(
        sql`insert into leave_ledger (employee_id, kind, minutes, reason) values (${me.id}, 'adjustment', 120, 'second')`,
      );
    });
    await written.promise;
    // On PostgreSQL the waiter is a connection of its own (its insert reaches the server and waits
    // there, its default id drawn); on PGlite it waits for the transaction's end like every statement.
    const text = `insert into leave_ledger (employee_id, kind, minutes, reason) values (${me.id}, 'adjustment', -30, 'waiting')`;
    const other = ctx.databaseUrl ? new pg.Client({ connectionString: ctx.databaseUrl }) : null;
    await other?.connect();
    const waiter = other ? other.query(text) : database.db.execute(sql.raw(text));
    if (other) {
      // Until the waiter's insert waits for the person's turn; a waiter never seen waiting would
      // leave the order below proving nothing.
      let seen = false;
      for (let i = 0; i < 100 && !seen; i++) {
        const [row] = await q(sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like 'insert into leave_ledger%waiting%'`);
        seen = Number(row?.n) > 0;
        if (!seen) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toBe(true);
    }
    held.done();
    await Promise.all([holder, waiter]);
    await other?.end();
    const reasons = (
      await q(
        sql`select reason from leave_ledger where employee_id = ${me.id} and kind = 'adjustment' order by id`,
      )
    ).map((r) => r.reason);
    expect(reasons).toEqual(['first', 'second', 'waiting']);
    // Twenty adjustments through the API, and the monthly accrual of December, all at once.
    clock.set('2026-11-30T18:00:00Z'); // 1 December in Hanoi
    try {
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, (_, i) =>
          post(hr, '/api/sabbatical-log/adjust', {
            employee_id: me.id,
            days: i % 2 ? 0.5 : -0.5,
            note: `burst ${i}`,
          }),
        ),
        accrueDue(database.db, clock.now()),
      ]);
      expect(answers.slice(0, 20).map((a) => (a as { statusCode: number }).statusCode)).toEqual(
        Array(20).fill(200),
      );
      expect(await wrongLines()).toEqual([]);
      const [last] = await q(
        sql`select balance, (select sum(minutes) from leave_ledger where employee_id = ${me.id}) as total
              from leave_ledger where employee_id = ${me.id} order by id desc limit 1`,
      );
      expect(Number(last?.balance)).toBe(Number(last?.total));
      expect(Number(last?.total)).toBe(12 * 480 + 60 + 120 - 30);
    } finally {
      // December's accruals stay: a line taken out of the middle of a ledger would leave the lines
      // after it with a balance that counts it (lines are only ever appended).
      clock.set('2026-11-18T03:00:00Z');
    }
  });
});

describe('the hourly accrual', () => {
  // PGlite runs one transaction at a time, so a held turn would stop everything there.
  it.runIf(database.kind === 'postgres')(
    'adds nothing and waits for nobody once the month is accrued',
    async () => {
      const me = await makeMember(ctx, { accrued: true });
      // The month accrued for everybody (the demo's people may still wait for it), then nothing to add.
      await accrueDue(database.db, clock.now());
      expect(await accrueDue(database.db, clock.now())).toBe(0);
      // Someone holds the person's turn (a write of their ledger in progress): a run with nothing to
      // add must not queue behind it, as its trigger would for every person it tried to insert.
      const held = signal();
      const locked = signal();
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from employees where id = ${me.id} for no key update`);
        locked.done();
        await held.promise;
      });
      await locked.promise;
      try {
        const run = accrueDue(database.db, clock.now());
        const waited = await Promise.race([
          run.then(() => false),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 3000)),
        ]);
        expect(waited).toBe(false);
        expect(await run).toBe(0);
      } finally {
        held.done();
        await holder;
      }
    },
  );
});
