import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/helpers';
import { readingInto } from './changes';
import { type Db, namePoolReads } from './client';
import { NAMED_READS_LIMIT } from './pglite-named';
import { BUILT_LIMIT, executeBuilt, executePrepared, PREPARED_LIMIT, rawPrepared } from './prepared';
import { employees } from './schema';

const ctx = await setupTestApp();
afterAll(() => ctx.app.close());
const { db } = ctx.database;

/** Employees whose id is at least `from`, with a JSON value and a count: what a list page reads. */
const page = (from: number, limit: number) => sql`
  with picked as (select id, email from employees where id >= ${from} order by id limit ${limit})
  select (select count(*) from picked) as "total",
    coalesce((select json_agg(json_build_object('id', p.id, 'email', p.email) order by p.id) from picked p), '[]'::json) as "rows"`;

type Page = { total: number | string; rows: Array<{ id: number; email: string }> | string };
const read = (r: { rows: unknown[] }) => {
  const one = r.rows[0] as Page;
  return { total: Number(one.total), rows: typeof one.rows === 'string' ? JSON.parse(one.rows) : one.rows };
};

describe('prepared statements (db/prepared.ts)', () => {
  it('answers as db.execute does, for every set of values the same text is run with', async () => {
    const ids = (
      (await db.execute(sql`select id from employees order by id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(5);
    for (const [from, limit] of [
      [ids[0], 3],
      [ids[2], 2],
      [ids[0], 100],
      [(ids.at(-1) ?? 0) + 1, 5],
    ] as const) {
      const prepared = read(await executePrepared(db, page(from ?? 0, limit)));
      const plain = read((await db.execute(page(from ?? 0, limit))) as unknown as { rows: unknown[] });
      expect(prepared).toEqual(plain);
      expect(prepared.rows.length).toBe(Math.min(limit, ids.filter((id) => id >= (from ?? 0)).length));
    }
  });

  it('passes null, text with quotes and dates as values, never as SQL', async () => {
    const r = await executePrepared(
      db,
      sql`select ${null}::text as "none", ${"it's'); drop table employees; --"}::text as "text",
        ${'2026-12-31'}::date + 1 as "next"`,
    );
    const row = r.rows[0] as { none: null; text: string; next: unknown };
    expect(row.none).toBeNull();
    expect(row.text).toBe("it's'); drop table employees; --");
    expect(String(row.next instanceof Date ? row.next.toISOString() : row.next)).toContain('2027-01-01');
    expect(
      (await db.execute(sql`select count(*)::int as n from employees`)) as unknown as {
        rows: [{ n: number }];
      },
    ).toMatchObject({ rows: [{ n: expect.any(Number) }] });
  });

  it('reports a statement that fails, and runs the next one', async () => {
    await expect(executePrepared(db, sql`select no_such_column from employees`)).rejects.toThrow(
      /no_such_column/,
    );
    await expect(executePrepared(db, sql`select 1 / ${0}::int as n`)).rejects.toThrow(/division by zero/);
    expect(read(await executePrepared(db, page(0, 1))).rows).toHaveLength(1);
  });

  it('gives two handles on one database their own names: each text keeps its own statement', async () => {
    const client = (db as unknown as { $client: unknown }).$client;
    const other = (ctx.database.kind === 'pglite'
      ? drizzlePglite(client as PGlite)
      : drizzlePostgres(client as pg.Pool)) as unknown as Db;
    // A text new to both: whichever handle runs it first names it, the other finds that name.
    const a = sql`select ${'a'}::text || 'first' as "v"`;
    const b = sql`select ${'b'}::text || 'second' as "v"`;
    expect((await executePrepared(db, a)).rows).toEqual([{ v: 'afirst' }]);
    expect((await executePrepared(other, b)).rows).toEqual([{ v: 'bsecond' }]);
    expect((await executePrepared(other, a)).rows).toEqual([{ v: 'afirst' }]);
    expect((await executePrepared(db, b)).rows).toEqual([{ v: 'bsecond' }]);
  });

  it('notes the tables a reader read, so the read cache knows what its answer came from', async () => {
    const into = new Set<string>();
    await readingInto(into, () => executePrepared(db, page(0, 1)));
    expect([...into]).toContain('employees');
    const raw = new Set<string>();
    await readingInto(raw, () =>
      rawPrepared(db, 'prepared_test_raw', 'select count(*) from foots where id > $1', [0]),
    );
    expect([...raw]).toContain('foots');
  });

  it(`names at most ${PREPARED_LIMIT} texts per database, then runs the others unprepared, right all the same`, async () => {
    for (let i = 0; i <= PREPARED_LIMIT; i++) {
      const r = await executePrepared(db, sql`select ${i}::int + ${sql.raw(String(i))} as "n"`);
      expect(Number((r.rows[0] as { n: number }).n)).toBe(2 * i);
    }
    // Past the bound, a text already named still runs under its name, a new one unprepared.
    expect(read(await executePrepared(db, page(0, 2))).rows).toHaveLength(2);
    const r = await executePrepared(db, sql`select ${7}::int * 6 as "n"`);
    expect(Number((r.rows[0] as { n: number }).n)).toBe(42);
    // What the database keeps of these names: on PGlite (one session) every one, on PostgreSQL one
    // connection's (PGlite's named reads, `nameReads`, are counted by the test below).
    const kept = Number(
      (
        (await db.execute(
          sql`select count(*)::int as n from pg_prepared_statements where name like 'drizzle\_%'`,
        )) as unknown as {
          rows: [{ n: number }];
        }
      ).rows[0].n,
    );
    expect(kept).toBeLessThanOrEqual(PREPARED_LIMIT + 5);
    // (A text that failed to parse, in the test above, has a name but no statement.)
    if (ctx.database.kind === 'pglite') expect(kept).toBeGreaterThanOrEqual(PREPARED_LIMIT - 1);
  });

  it.runIf(ctx.database.kind === 'pglite')(
    `on PGlite names Drizzle's reads outside transactions, at most ${NAMED_READS_LIMIT} texts, then reads the others as before`,
    async () => {
      const named = async () =>
        Number(
          (
            (await db.execute(
              sql`select count(*)::int as n from pg_prepared_statements where name like 'read\_%'`,
            )) as unknown as { rows: [{ n: number }] }
          ).rows[0].n,
        );
      const before = await named();
      // A read of Drizzle's (its query builder, its own parsers): named, and right each time.
      for (const id of [1, 2, 1]) {
        const [row] = await db
          .select({ id: employees.id, created: employees.created_at })
          .from(employees)
          .where(eq(employees.id, id));
        expect(row?.id).toBe(id);
        expect(row?.created).toBeInstanceOf(Date);
      }
      // (`before` counted itself: its own text was named as it ran.)
      expect(await named()).toBe(before + 1);
      // A write is not named; inside a transaction nothing is.
      await db.update(employees).set({ name: sql`name` }).where(eq(employees.id, 1));
      await db.transaction(async (tx) => {
        await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, 3));
      });
      expect(await named()).toBe(before + 1);
      // Texts past the bound run as before, answers right.
      for (let i = 0; i <= NAMED_READS_LIMIT; i++) {
        const r = (await db.execute(sql`select ${i}::int + ${sql.raw(String(i))} as "n"`)) as unknown as {
          rows: [{ n: number }];
        };
        expect(r.rows[0].n).toBe(2 * i);
      }
      expect(await named()).toBe(NAMED_READS_LIMIT);
    },
  );

  it("on PostgreSQL names the pool's reads after their text, at most the limit, writes and named ones left as they were", async () => {
    const sent: unknown[] = [];
    const pool = { query: async (config: unknown, values?: unknown[]) => sent.push([config, values]) };
    namePoolReads(pool as unknown as pg.Pool, 2);
    const q = (config: unknown, values?: unknown[]) =>
      (pool as unknown as pg.Pool).query(config as string, values);
    const drizzles = { text: 'select id from employees where id = $1', rowMode: 'array' };
    await q(drizzles, [1]);
    await q({ text: 'select id from employees where id = $1', rowMode: 'array' }, [2]);
    await q({ text: 'with t as (select 1) select * from t' });
    // Past the limit, a write, a locking read, a name of the caller's own, a plain string: as they were.
    await q({ text: 'select 3' });
    await q({ text: 'update employees set name = name where id = $1' }, [1]);
    await q({ text: 'select id from employees for update' });
    await q({ text: 'select 1', name: 'mine' });
    await q('select 2');
    expect(sent).toEqual([
      [{ text: 'select id from employees where id = $1', rowMode: 'array', name: 'read_1' }, [1]],
      [{ text: 'select id from employees where id = $1', rowMode: 'array', name: 'read_1' }, [2]],
      [{ text: 'with t as (select 1) select * from t', name: 'read_2' }, undefined],
      [{ text: 'select 3' }, undefined],
      [{ text: 'update employees set name = name where id = $1' }, [1]],
      [{ text: 'select id from employees for update' }, undefined],
      [{ text: 'select 1', name: 'mine' }, undefined],
      ['select 2', undefined],
    ]);
    // Drizzle's own config object is not changed (it sends the same one again).
    expect(drizzles).toEqual({ text: 'select id from employees where id = $1', rowMode: 'array' });
  });
  it('runs a statement kept under its key with the values it was built with, each time on the database', async () => {
    const ids = (
      (await db.execute(sql`select id from employees order by id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows.map((r) => r.id);
    const first = ids[1] ?? 0;
    const key = `employees from ${first}, 2`;
    const once = read(await executeBuilt(db, key, () => page(first, 2)));
    expect(once.rows.map((r: { id: number }) => r.id)).toEqual(ids.slice(1, 3));
    // The database answers again: a row written since reads as it is now under the same key.
    const [was] = await db.select({ email: employees.email }).from(employees).where(eq(employees.id, first));
    await db.update(employees).set({ email: 'renamed@x.test' }).where(eq(employees.id, first));
    const again = read(await executeBuilt(db, key, () => page(first, 2)));
    await db
      .update(employees)
      .set({ email: was?.email as string })
      .where(eq(employees.id, first));
    expect(again.rows[0]).toEqual({ id: first, email: 'renamed@x.test' });
    // Another key builds its own.
    expect(
      read(await executeBuilt(db, `employees from ${first}, 1`, () => page(first, 1))).rows,
    ).toHaveLength(1);
    // Without a key, built each time.
    expect(read(await executeBuilt(db, undefined, () => page(first, 3))).rows).toHaveLength(3);
  });

  it('fails, under the tests, a key that does not name everything its statement is built from', async () => {
    await executeBuilt(db, 'a key that forgot the limit', () => page(0, 2));
    await expect(executeBuilt(db, 'a key that forgot the limit', () => page(0, 3))).rejects.toThrow(
      /not what its key builds now/,
    );
    await expect(executeBuilt(db, 'a key that forgot the limit', () => page(0, 2))).resolves.toBeDefined();
  });

  it(`keeps at most ${BUILT_LIMIT} built statements per handle, the least recently used going first`, async () => {
    const client = (db as unknown as { $client: unknown }).$client;
    const other = (ctx.database.kind === 'pglite'
      ? drizzlePglite(client as PGlite)
      : drizzlePostgres(client as pg.Pool)) as unknown as Db;
    for (let i = 0; i <= BUILT_LIMIT; i++)
      await executeBuilt(other, `n ${i}`, () => sql`select ${i}::int as "n"`);
    // `n 0` was pushed out: built again from what its key builds now, nothing to compare with.
    expect((await executeBuilt(other, 'n 0', () => sql`select ${-1}::int as "n"`)).rows).toEqual([{ n: -1 }]);
    // The last one is still kept: a different build under its key is caught.
    await expect(
      executeBuilt(other, `n ${BUILT_LIMIT}`, () => sql`select ${-2}::int as "n"`),
    ).rejects.toThrow(/not what its key builds now/);
  });
});
