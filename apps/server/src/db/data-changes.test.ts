import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { settledGeneration, setupTestApp } from '../test/helpers';
import {
  ANY,
  DataChanges,
  NOTED_LIMIT,
  noteStatement,
  noteTables,
  readingFrom,
  readingInto,
  tablesNamed,
  tablesSince,
} from './changes';
import { dataChanges, openPostgres, writeGeneration } from './client';

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

describe('what a reader read from (db/changes.ts readingInto, tablesSince)', () => {
  it('the tables of every statement sent while it read: its own, and those of a reader beside it', async () => {
    const mine = new Set<string>();
    const other = new Set<string>();
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const first = readingInto(mine, async () => {
      noteStatement('select * from "overtime_requests"');
      await held;
    });
    // Begun after the first, ended before it: its statement counts for both, the first's not for it.
    await readingInto(other, async () => noteStatement('select * from holidays'));
    release();
    await first;
    expect([...mine].sort()).toEqual(['holidays', 'overtime_requests']);
    expect([...other]).toEqual(['holidays']);
  });

  it('nothing sent before it began; a statement naming no table adds nothing', async () => {
    noteStatement('select * from employees');
    const into = new Set<string>();
    await readingInto(into, async () => {
      noteStatement('select now()');
      noteTables([]);
    });
    expect([...into]).toEqual([]);
  });

  it(`past ${NOTED_LIMIT} statements a reader counts as read from anything, which any write changes`, () => {
    const from = readingFrom();
    for (let i = 0; i < NOTED_LIMIT; i++) noteTables(['employees']);
    expect([...tablesSince(from, new Set())]).toEqual(['employees']);
    noteTables(['holidays']);
    expect([...tablesSince(from, new Set())]).toEqual([ANY]);
    const changes = new DataChanges();
    const position = changes.position() as number;
    expect(changes.unchangedSince(position, [ANY])).toBe(true);
    changes.changed(['news']);
    expect(changes.unchangedSince(position, ['employees'])).toBe(true);
    expect(changes.unchangedSince(position, [ANY])).toBe(false);
  });
});

describe.runIf(onPostgres)('a database restart (every connection of the app killed)', () => {
  it('leaves the process running, and its next statements answer on new connections', async () => {
    // Each pool with an idle connection: the app's, the raw one (the job queue's), the listener.
    await db.execute(sql`select 1`);
    await ctx.database.raw('select 1');
    await known();
    const killer = new pg.Client({ connectionString: ctx.databaseUrl ?? undefined });
    await killer.connect();
    try {
      const killed = await killer.query(
        'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) t',
      );
      expect(killed.rows[0].n).toBeGreaterThanOrEqual(3);
    } finally {
      await killer.end();
    }
    // An idle connection's loss arrives as an error event: unhandled, it would end the process.
    await new Promise((r) => setTimeout(r, 300));
    expect(rowsOf<{ n: number }>(await db.execute(sql`select 2 as n`))[0]?.n).toBe(2);
    expect(((await ctx.database.raw('select 3 as n')) as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(3);
    // The listener comes back and changes are known again.
    await known();
  });
});

describe.runIf(onPostgres)("the server's pool (openPostgres keepIdle)", () => {
  it("keeps its connections while idle, past node-postgres's 10 s; a script's pool closes them", async () => {
    const named = (name: string) => {
      const u = new URL(ctx.databaseUrl as string);
      u.searchParams.set('application_name', name);
      return u.toString();
    };
    const server = openPostgres(named('pool_keep_idle'), 3, { keepIdle: true });
    const script = openPostgres(named('pool_script'), 3);
    const open = async (name: string) =>
      rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`,
        ),
      )[0]?.n;
    try {
      // Three statements at once: three connections each.
      for (const pool of [server, script])
        await Promise.all([1, 2, 3].map(() => pool.db.execute(sql`select pg_sleep(0.05)`)));
      expect(await open('pool_keep_idle')).toBe(3);
      expect(await open('pool_script')).toBe(3);
      await new Promise((r) => setTimeout(r, 10_500));
      // A closed connection's backend leaves pg_stat_activity as it exits: a moment later at most.
      await vi.waitFor(async () => expect(await open('pool_script')).toBe(0), {
        timeout: 5000,
        interval: 100,
      });
      expect(await open('pool_keep_idle')).toBe(3);
    } finally {
      await server.close();
      await script.close();
    }
  }, 40_000);
});

describe.runIf(onPostgres)('PostgreSQL over its Unix socket (DATABASE_URL with host=<directory>)', () => {
  it('serves the app as over TCP: the pool, the raw pool, and the listener hearing a write made over TCP', async () => {
    const directory = rowsOf<{ d: string }>(
      await db.execute(sql`select split_part(current_setting('unix_socket_directories'), ',', 1) as d`),
    )[0]?.d.trim();
    expect(directory).toMatch(/^\//);
    const u = new URL(ctx.databaseUrl as string);
    u.searchParams.set('host', directory as string);
    const socketUrl = u.toString();
    // The form the README gives for DATABASE_URL is a URL the configuration takes.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'staffhub-socket-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: socketUrl }).DATABASE_URL).toBe(socketUrl);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const overSocket = openPostgres(socketUrl, 2);
    try {
      // A Unix socket connection has no server address.
      const address = (r: unknown) => rowsOf<{ a: string | null }>(r)[0]?.a;
      expect(address(await overSocket.db.execute(sql`select inet_server_addr()::text as a`))).toBeNull();
      expect(address(await overSocket.raw('select inet_server_addr()::text as a'))).toBeNull();
      // The tests' own connection over TCP (CI's TEST_DATABASE_URL) has one: the check tells them apart.
      if (!u.hostname.startsWith('%2F') && !new URL(ctx.databaseUrl as string).searchParams.has('host'))
        expect(address(await db.execute(sql`select inet_server_addr()::text as a`))).not.toBeNull();
      const changes = await vi.waitFor(
        () => {
          const c = dataChanges(overSocket.db);
          if (c?.position() === null || c?.position() === undefined) throw new Error('not listening yet');
          return c;
        },
        { timeout: 5000, interval: 20 },
      );
      const position = changes.position() as number;
      await db.execute(sql`update employees set name = name where id = (select min(id) from employees)`);
      await vi.waitFor(() => expect(changes.unchangedSince(position, ['employees'])).toBe(false), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await overSocket.close();
    }
  });
});

describe('exclusive work (Database.exclusive: the start, the job queue)', () => {
  const timed =
    (log: string[], who: string, ms: number, fail = false) =>
    async () => {
      log.push(`${who} in`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${who} out`);
      if (fail) throw new Error(`${who} failed`);
      return who;
    };

  it('work of one name runs one at a time; one that fails lets the next run', async () => {
    const log: string[] = [];
    const [a, b, c] = await Promise.allSettled([
      ctx.database.exclusive('test-one-name', timed(log, 'a', 120)),
      ctx.database.exclusive('test-one-name', timed(log, 'b', 60, true)),
      ctx.database.exclusive('test-one-name', timed(log, 'c', 30)),
    ]);
    expect([a.status, b.status, c.status]).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // Each ended before the next began.
    for (let i = 0; i < log.length; i += 2) {
      expect(log[i]?.endsWith(' in')).toBe(true);
      expect(log[i + 1]).toBe(`${log[i]?.split(' ')[0]} out`);
    }
    expect(log).toHaveLength(6);
  });

  it('work of other names runs side by side', async () => {
    const log: string[] = [];
    await Promise.all([
      ctx.database.exclusive('test-name-x', timed(log, 'x', 150)),
      ctx.database.exclusive('test-name-y', timed(log, 'y', 150)),
    ]);
    expect(log.slice(0, 2).sort()).toEqual(['x in', 'y in']);
  });
});
