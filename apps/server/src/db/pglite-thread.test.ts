import { readFileSync } from 'node:fs';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, writeGeneration } from './client';
import { rawPrepared } from './prepared';
import { accounts, employees } from './schema';

// The embedded database in a worker thread (db/pglite-thread.ts), as the server runs it, against
// the same database in the calling thread: the same answers, errors, transactions, notifications.
// A copy of the seeded template each (PGlite's tier only: the template is a PGlite tarball there).
const onPglite = inject('dbKind') === 'pglite';
const template = () => new Blob([readFileSync(inject('dbTemplate'))]);
/** The rows of a `db.execute`. */
const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

describe.skipIf(!onPglite)('PGlite in a thread of its own', () => {
  let here: Database;
  let thread: Database;
  beforeAll(async () => {
    here = openPglite(undefined, template());
    thread = openPglite(undefined, template(), { thread: true });
  });
  afterAll(async () => {
    await here?.close();
    await thread?.close();
  });

  /** A select of every kind of value the app reads. */
  const kinds = sql`select 1::int as i, 9007199254740993::bigint as big, 1.50::numeric as n, 'x'::text as t,
    true as b, null::text as nothing, '{"a":[1,2]}'::jsonb as j, '2026-12-03'::date as d,
    '2026-12-03 04:05:06+00'::timestamptz as ts, array[1,2]::int[] as ints, '\\x0102'::bytea as bytes`;

  it('answers a statement as PGlite in this thread does, every kind of value alike', async () => {
    const a = await here.db.execute(kinds);
    const b = await thread.db.execute(kinds);
    expect(rowsOf(b)).toEqual(rowsOf(a));
    const row = rowsOf(b)[0] as Record<string, unknown>;
    expect(row.j).toEqual({ a: [1, 2] });
    // Drizzle's `execute` keeps dates and timestamps as PostgreSQL's text.
    expect(row.ts).toBe('2026-12-03 04:05:06+00');
    expect(row.d).toBe('2026-12-03');
    expect(row.bytes).toEqual(new Uint8Array([1, 2]));
  });

  it("reads through Drizzle as in this thread: rows as arrays mapped to fields, timestamps as Drizzle's own", async () => {
    const read = (db: Database['db']) =>
      db
        .select({ id: accounts.id, email: accounts.email, created: accounts.created_at })
        .from(accounts)
        .orderBy(accounts.id)
        .limit(3);
    const a = await read(here.db);
    const b = await read(thread.db);
    expect(b).toHaveLength(3);
    expect(b).toEqual(a);
    expect(b[0]?.created).toBeInstanceOf(Date);
  });

  it("reports PostgreSQL's error with its code and constraint, which the services read", async () => {
    const [first] = await thread.db.select({ email: accounts.email }).from(accounts).limit(1);
    const [other] = await thread.db.select({ id: accounts.id }).from(accounts).offset(1).limit(1);
    const failure = await thread.db
      .update(accounts)
      .set({ email: first?.email as string })
      .where(eq(accounts.id, other?.id as number))
      .catch((e: unknown) => e);
    const cause = (failure as { cause?: unknown }).cause ?? failure;
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({ code: '23505', constraint: 'accounts_email_unique' });
    // The next statement runs.
    expect(rowsOf(await thread.db.execute(sql`select 2 as two`))).toEqual([{ two: 2 }]);
  });

  it('commits a transaction that ends, rolls back one that throws; outside it, statements wait for its end', async () => {
    const count = async () =>
      Number(
        rowsOf(await thread.db.execute(sql`select count(*) as n from holidays where name = 'thread test'`))[0]
          ?.n,
      );
    const order: string[] = [];
    let outside: Promise<number> | null = null;
    await thread.db.transaction(async (tx) => {
      await tx.execute(sql`insert into holidays (company_id, date, name)
        select id, '2031-01-02', 'thread test' from companies order by id limit 1`);
      // Asked while the transaction is open: answered after its commit, with its row.
      outside = count().then((n) => {
        order.push('outside');
        return n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('commit');
    });
    expect(await (outside as unknown as Promise<number>)).toBe(1);
    expect(order).toEqual(['commit', 'outside']);

    const thrown = await thread.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from holidays where name = 'thread test'`);
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    expect(thrown).toBe('changed my mind');
    expect(await count()).toBe(1);

    // Drizzle's rollback: of a savepoint inside (the transaction goes on), then of the whole.
    let insideAfterSavepoint = -1;
    const rolledBack = await thread.db
      .transaction(async (tx) => {
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`delete from holidays where name = 'thread test'`);
            inner.rollback();
          })
          .catch(() => {});
        const rows = await tx.execute(
          sql`select count(*)::int as n from holidays where name = 'thread test'`,
        );
        insideAfterSavepoint = rowsOf(rows)[0]?.n as number;
        await tx.execute(sql`delete from holidays where name = 'thread test'`);
        tx.rollback();
      })
      .catch((e: unknown) => e);
    expect(rolledBack).toBeInstanceOf(TransactionRollbackError);
    expect(insideAfterSavepoint).toBe(1);
    expect(await count()).toBe(1);
  });

  it('runs a named statement in the thread, as in this one, and reports one that fails', async () => {
    const text = 'select id, name from employees where id <= $1 order by id';
    const a = await rawPrepared(here.db, 'thread_test_named', text, [3]);
    const b = await rawPrepared(thread.db, 'thread_test_named', text, [3]);
    expect(b.rows).toHaveLength(3);
    expect(b.rows).toEqual(a.rows);
    // The same name again: the statement parsed once runs with other values.
    expect((await rawPrepared(thread.db, 'thread_test_named', text, [1])).rows).toEqual(a.rows.slice(0, 1));
    await expect(rawPrepared(thread.db, 'thread_test_bad', 'select 1 / $1::int', [0])).rejects.toThrow(
      /division by zero/,
    );
    expect((await rawPrepared(thread.db, 'thread_test_named', text, [2])).rows).toHaveLength(2);
  });

  it("hears notifications: a channel's payloads while listening, and its data changes from the triggers", async () => {
    const heard: string[] = [];
    const stop = await thread.listen('thread_test', (payload) => heard.push(payload));
    await thread.db.execute(sql`select pg_notify('thread_test', 'one')`);
    await thread.db.execute(sql`select pg_notify('thread_test', 'two')`);
    await stop();
    await thread.db.execute(sql`select pg_notify('thread_test', 'three')`);
    expect(heard).toEqual(['one', 'two']);

    const before = writeGeneration(thread.db);
    expect(before).not.toBeNull();
    await thread.db.update(employees).set({ name: sql`name` }).where(eq(employees.id, 1));
    expect(writeGeneration(thread.db)).not.toBe(before);
  });

  it('dumps its data directory, which opens again with the same data', async () => {
    if (!thread.dump) throw new Error('no dump');
    const copy = openPglite(undefined, await thread.dump());
    try {
      const names = (db: Database['db']) =>
        db.execute(sql`select count(*)::int as n from holidays where name = 'thread test'`);
      expect(rowsOf(await names(copy.db))).toEqual([{ n: 1 }]);
    } finally {
      await copy.close();
    }
  });

  it('fails every statement once closed', async () => {
    const closing = openPglite(undefined, template(), { thread: true });
    expect(rowsOf(await closing.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    await closing.close();
    await expect(closing.db.execute(sql`select 1 as one`)).rejects.toThrow();
  });
});
