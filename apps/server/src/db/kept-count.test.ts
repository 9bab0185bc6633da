import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/helpers';
import { writeGeneration } from './client';
import { KEPT_WEIGHT, keptCount, keptRead } from './kept-count';
import { leaveLedger } from './schema';

const ctx = await setupTestApp();
afterAll(() => ctx.app.close());
const { db } = ctx.database;

/** keptCount over the ledger's lines of one kind, saying how often it really counted. */
function counter(kind: string) {
  let counted = 0;
  const query = db.select({ n: count() }).from(leaveLedger).where(sql`${leaveLedger.kind} = ${kind}`);
  const ask = () =>
    keptCount(db, query, async () => {
      counted++;
      return (await query)[0]?.n ?? 0;
    });
  return { ask, counted: () => counted };
}
const firstEmployee = async () =>
  Number(
    ((await db.execute(sql`select min(id) as id from employees`)) as unknown as { rows: [{ id: number }] })
      .rows[0].id,
  );

describe('totals kept while nothing is written (db/kept-count.ts)', () => {
  it('counts once while the data is unchanged, and again after any write', async () => {
    const c = counter('adjustment');
    // On PostgreSQL a write's notification can arrive after the write (this file's own set-up, or
    // another test's on the same server), moving the generation between two asks. The reuse is
    // checked on three asks during which the generation held: the first may count, the others not.
    // Until the listening connection is up there is no generation, and the asks are tried again.
    let before = 0;
    for (let tries = 0; ; tries++) {
      const generation = writeGeneration(db);
      const counted = c.counted();
      before = await c.ask();
      expect(await c.ask()).toBe(before);
      expect(await c.ask()).toBe(before);
      // Null is no generation (PostgreSQL's listening connection not up yet): every ask counts then.
      if (generation !== null && writeGeneration(db) === generation) {
        expect(c.counted() - counted).toBeLessThanOrEqual(1);
        break;
      }
      if (tries === 20) throw new Error('the data generation never held for three asks');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await db.execute(
      sql`insert into leave_ledger (employee_id, kind, minutes, reason) values (${await firstEmployee()}, 'adjustment', 60, 'Kept-count test')`,
    );
    const counted = c.counted();
    expect(await c.ask()).toBe(before + 1);
    expect(c.counted()).toBe(counted + 1);
  });

  it('tells questions apart by their parameters', async () => {
    const adjustments = counter('adjustment');
    const accruals = counter('accrual');
    const a = await adjustments.ask();
    const b = await accruals.ask();
    expect(accruals.counted()).toBe(1);
    expect(await adjustments.ask()).toBe(a);
    expect(await accruals.ask()).toBe(b);
  });

  it('counts every time inside a transaction (no generation there)', async () => {
    await db.transaction(async (tx) => {
      let counted = 0;
      const query = tx.select({ n: count() }).from(leaveLedger);
      const ask = () =>
        keptCount(tx as unknown as typeof db, query, async () => {
          counted++;
          return (await query)[0]?.n ?? 0;
        });
      await ask();
      await ask();
      expect(counted).toBe(2);
    });
  });

  it('keeps a list by its weight: one heavier than a quarter of the bound is read every time', async () => {
    let reads = 0;
    const ask = (kind: string, weight: number) =>
      keptRead(
        db,
        db.select({ n: count() }).from(leaveLedger).where(sql`${leaveLedger.kind} = ${kind}`),
        async () => {
          reads++;
          return [reads];
        },
        () => weight,
      );
    // Until the listening connection is up (PostgreSQL) nothing is kept: wait for a kept read.
    for (let tries = 0; ; tries++) {
      const first = await ask('light', 10);
      if ((await ask('light', 10)) === first) break;
      if (tries === 20) throw new Error('nothing was ever kept');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const before = reads;
    await ask('heavy', KEPT_WEIGHT / 4 + 1);
    await ask('heavy', KEPT_WEIGHT / 4 + 1);
    expect(reads).toBe(before + 2);
    await ask('just-kept', KEPT_WEIGHT / 4);
    await ask('just-kept', KEPT_WEIGHT / 4);
    expect(reads).toBe(before + 3);
  });
});
