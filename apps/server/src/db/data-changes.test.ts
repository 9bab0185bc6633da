import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { settledGeneration, setupTestApp } from '../test/helpers';
import { writeGeneration } from './client';

// The data generation (db/client.ts `writeGeneration`) that session checks and the read cache are
// kept under: it must move on after every write, whoever makes it, or a kept answer would be stale.
const ctx = await setupTestApp();
const db = ctx.database.db;
const onPostgres = inject('dbKind') === 'postgres';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The generation once known (on PostgreSQL it is null until the listening connection holds). */
const known = () =>
  vi.waitFor(
    () => {
      const g = writeGeneration(db);
      if (g === null) throw new Error('no generation yet');
      return g;
    },
    { timeout: 5000, interval: 20 },
  );

/** The generation, known and no longer moving (late notifications of earlier writes have arrived). */
async function settled() {
  await known();
  return (await settledGeneration(db)) as number;
}

describe('the data generation', () => {
  it('every table of the app notifies its writes (migration 0012; a new table needs the trigger too)', async () => {
    const missing = rowsOf<{ tablename: string }>(
      await db.execute(sql`select tablename from pg_tables t where schemaname = 'public'
        and not exists (select 1 from pg_trigger g where g.tgrelid = format('%I', t.tablename)::regclass
          and g.tgname = 'staffhub_data_changed')
        order by tablename`),
    ).map((r) => r.tablename);
    expect(missing).toEqual([]);
    const tables = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`),
    );
    expect(tables[0]?.n).toBeGreaterThan(30);
  });

  it("moves on as soon as this process's write has finished, and not for a read", async () => {
    const before = await known();
    await db.execute(sql`select count(*) from employees`);
    expect(writeGeneration(db)).toBe(before);
    await db.execute(sql`update employees set updated_at = updated_at where id = -1`);
    const afterWrite = writeGeneration(db) as number;
    expect(afterWrite).toBeGreaterThan(before);
    // A transaction's writes count at its end, whether it commits or rolls back.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update employees set updated_at = updated_at where id = -1`);
        tx.rollback();
      })
      .catch(() => {});
    expect(writeGeneration(db) as number).toBeGreaterThan(afterWrite);
  });

  it.runIf(onPostgres)(
    "moves on when another process's write commits, and only then (PostgreSQL: the notification)",
    async () => {
      const before = await settled();
      const other = new pg.Client({ connectionString: ctx.databaseUrl as string });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(`update companies set name = name where id = (select min(id) from companies)`);
        // Not committed: nothing anyone could read has changed.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(writeGeneration(db)).toBe(before);
        await other.query('commit');
        await vi.waitFor(() => expect(writeGeneration(db) as number).toBeGreaterThan(before), {
          timeout: 2000,
          interval: 5,
        });
        // A read of another process changes nothing.
        const now = writeGeneration(db);
        await other.query('select count(*) from employees');
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(writeGeneration(db)).toBe(now);
      } finally {
        await other.end();
      }
    },
  );
});
