import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { settledGeneration, setupTestApp } from '../test/helpers';
import { tablesNamed } from './changes';
import { dataChanges, writeGeneration } from './client';

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

  it('names the tables a statement writes, and only those: a write elsewhere leaves other answers', async () => {
    await settled();
    const changes = dataChanges(db);
    if (!changes) throw new Error('no changes followed');
    const before = changes.position() as number;
    await db.execute(sql`update employees set updated_at = updated_at where id = -1`);
    expect(changes.unchangedSince(before, ['employees'])).toBe(false);
    expect(changes.unchangedSince(before, ['attendances', 'overtime_requests'])).toBe(true);
    // A transaction's tables change at its end, all of them.
    const mid = changes.position() as number;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update companies set name = name where id = -1`);
      await tx.execute(sql`update divisions set name = name where id = -1`);
    });
    expect(changes.unchangedSince(mid, ['companies'])).toBe(false);
    expect(changes.unchangedSince(mid, ['divisions'])).toBe(false);
    expect(changes.unchangedSince(mid, ['overtime_requests'])).toBe(true);
    // A write naming no table of the app changes everything.
    const last = changes.position() as number;
    await db.execute(sql`create temporary table if not exists scratch (n int)`);
    expect(changes.unchangedSince(last, ['overtime_requests'])).toBe(false);
  });

  it("a trigger's own writes arrive as the table's notification (an e-mail queued with its notification)", async () => {
    const [who] = rowsOf<{ id: number }>(await db.execute(sql`select min(id) as id from employees`));
    const id = Number(who?.id);
    await db.execute(sql`insert into notification_settings (employee_id, channels) values (${id}, '{"NEWS": "both"}')
      on conflict (employee_id) do update set channels = excluded.channels`);
    await settled();
    const changes = dataChanges(db);
    if (!changes) throw new Error('no changes followed');
    const before = changes.position() as number;
    await db.execute(sql`insert into notifications (employee_id, type) values (${id}, 'NEWS')`);
    // The statement names only `notifications`; the outbox row is the trigger's.
    await vi.waitFor(() => expect(changes.unchangedSince(before, ['email_outbox'])).toBe(false), {
      timeout: 2000,
      interval: 5,
    });
    expect(changes.unchangedSince(before, ['overtime_requests'])).toBe(true);
  });

  it.runIf(onPostgres)("another process's write changes only the table its notification names", async () => {
    await settled();
    const changes = dataChanges(db);
    if (!changes) throw new Error('no changes followed');
    const before = changes.position() as number;
    const other = new pg.Client({ connectionString: ctx.databaseUrl as string });
    await other.connect();
    try {
      await other.query('update companies set name = name where id = (select min(id) from companies)');
    } finally {
      await other.end();
    }
    await vi.waitFor(() => expect(changes.unchangedSince(before, ['companies'])).toBe(false), {
      timeout: 2000,
      interval: 5,
    });
    expect(changes.unchangedSince(before, ['overtime_requests', 'employees'])).toBe(true);
  });
});

describe('the tables a statement names (db/changes.ts tablesNamed)', () => {
  it.each([
    ['select "id" from "overtime_requests" where "status" = $1', ['overtime_requests']],
    [
      'SELECT * FROM approval_steps s JOIN employees a ON a.id = s.approver_id',
      ['approval_steps', 'employees'],
    ],
    ['update "employees" set "name" = $1', ['employees']],
    ['insert into notifications (employee_id) values ($1)', ['notifications']],
    ['begin', []],
    ['select now()', []],
  ])('%s', (text, tables) => {
    expect([...tablesNamed(text)].sort()).toEqual([...tables].sort());
  });
});
