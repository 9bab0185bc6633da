import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGLITE_SHARED_BUFFERS } from '../config';
import { migrationsFolder } from '../paths';
import { DataChanges, isAppTable, noteStatement, tablesNamed } from './changes';
import { nameReads, pgliteOptions } from './pglite-named';
import { PgliteThread } from './pglite-thread';
import { readsOnly, textNames } from './reads-only';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export { migrationsFolder };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests copy a seeded template this way). */
  dump?: () => Promise<Blob>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen: Listen;
  /**
   * Runs `work` while no other process runs work of the same name on this database (PostgreSQL:
   * a session advisory lock; PGlite has one process: work of one name runs one at a time in it).
   * Migrating and seeding at start use it, so API processes starting together do not migrate or
   * seed twice, and the job queue's start, whose queues made at once deadlocked.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Plain SQL for a library with its own statements (the job queue): with values one statement,
   * without them several (a transaction in one text). Its writes to its own tables are not the
   * app's data, so they do not move the write generation (the read cache and session reuse hold).
   */
  raw: RawSql;
}

export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The advisory-lock namespace of `exclusive` (requesters' writes use 7301). */
const EXCLUSIVE_LOCK = 7300;

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/**
 * The channel every table's `staffhub_data_changed` trigger notifies on after a statement that
 * writes it (migration 0012): one notification per writing transaction, on its commit.
 */
export const DATA_CHANNEL = 'staffhub_data';

/**
 * How many read texts `namePoolReads` names per pool; past it, reads are parsed and planned each
 * time as before. Each name is a plan kept on every connection that ran it.
 */
export const NAMED_POOL_READS_LIMIT = 300;

/**
 * Every read Drizzle sends to the pool (a select, or a with … select, naming no write: the
 * statements outside transactions) runs as a statement named after its text, which node-postgres
 * prepares once per connection, so PostgreSQL parses and plans it once there rather than at every
 * call, as PGlite's reads are (`nameReads`). A transaction's statements (on a client of its own)
 * and every write are sent as they were; text without a name already, or past the limit, too.
 */
export function namePoolReads(pool: pg.Pool, limit = NAMED_POOL_READS_LIMIT): void {
  const nameOf = textNames('read_', limit);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    const c = config as { text?: unknown; name?: unknown } | null;
    const name =
      typeof c === 'object' && c !== null && c.name === undefined && readsOnly(c.text)
        ? nameOf(c.text)
        : null;
    return name === null ? query(config, ...rest) : query({ ...c, name }, ...rest);
  }) as typeof pool.query;
}

/**
 * PostgreSQL through a node-postgres pool. `keepIdle` (the server's): connections stay open while
 * idle, instead of closing after node-postgres's 10 s. A connection opened in a burst costs a
 * backend's start and every named statement's parse again: after 10 s of answers from memory, the
 * next minute's session checks opened nine at once and held a page's requests 100-350 ms on two
 * cores (docs/SCALING.md). A script leaves it off, so an idle pool never holds its process open.
 */
export function openPostgres(url: string, max = 10, opts: { keepIdle?: boolean } = {}): Database {
  const idle = opts.keepIdle ? { idleTimeoutMillis: 0 } : {};
  const pool = new pg.Pool({ connectionString: url, max, ...idle });
  // An idle client losing its connection (server restart, failover) must not crash the process:
  // the pool drops that client and the next query opens a new connection.
  pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
  namePoolReads(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // A pool of its own for raw SQL: not the counted clients of `watchChanges`, and never short of a
  // connection for the app's requests.
  let rawConnections: pg.Pool | null = null;
  const rawPool: RawSql = async (text, values) => {
    if (!rawConnections) {
      rawConnections = new pg.Pool({ connectionString: url, max: 2, ...idle });
      rawConnections.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
    }
    return rawConnections.query(text, values as unknown[] | undefined);
  };
  const changes = watchChanges(pool, url);
  changesOf.set(db, changes.changes);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    close: async () => {
      await changes.stop();
      await pool.end();
      await rawConnections?.end();
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    raw: rawPool,
    exclusive: async (name, work) => {
      // A connection of its own: ending it releases the lock, whatever `work` did.
      const c = new pg.Client({ connectionString: url });
      // Idle while `work` runs: its connection lost (a restart) must not crash the process; the
      // lock went with it, and `work` goes on (what it writes is on the pool's connections).
      c.on('error', (err) => console.warn(`PostgreSQL lock connection lost: ${err.message}`));
      await c.connect();
      try {
        await c.query('select pg_advisory_lock($1, hashtext($2))', [EXCLUSIVE_LOCK, name]);
        return await work();
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * What this process knows of the PostgreSQL data's changes (`DataChanges`): every statement this
 * process writes with (followed on each pooled connection by the tables it names, a transaction's
 * at its end), every notification on `DATA_CHANNEL` (any process's write to a table, the
 * triggers' own writes included, its payload naming the table), and everything whenever the
 * listening connection is lost or made. Known (live) only while that connection listens, so a
 * lost notification can never keep an old answer. The connection is opened at the first question,
 * so a script that never asks opens none.
 */
function watchChanges(pool: pg.Pool, url: string) {
  const changes = new DataChanges();
  changes.live = false;
  let stopped = false;
  let listening: Promise<() => Promise<void>> | null = null;
  pool.on('connect', (client) => followClient(client, changes));
  // Drizzle sends the statements outside transactions to the pool: noted here, in the caller's
  // context (the pool may run them on a connection from another context).
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    noteStatement(textOf(args[0]));
    return poolQuery(...args);
  }) as typeof pool.query;
  return {
    changes: (): DataChanges => {
      if (!listening && !stopped)
        listening = listenPostgres(
          url,
          DATA_CHANNEL,
          (table) => changes.changed(tableOrAll(table)),
          (isLive) => {
            changes.live = isLive && !stopped;
            changes.changed(null);
          },
        );
      return changes;
    },
    stop: async () => {
      stopped = true;
      changes.live = false;
      if (listening) await (await listening)();
    },
  };
}

/** A data notification's table; anything else (an older trigger's empty payload) is everything. */
const tableOrAll = (payload: string) => (isAppTable(payload) ? [payload] : null);

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;

/** The tables a write names, or null (everything) when it names none. */
const writtenBy = (text: string) => {
  const tables = tablesNamed(text);
  return tables.length ? tables : null;
};

/**
 * A connection's transaction, followed statement by statement: outside one, a write changes the
 * tables it names at once; inside one, they are gathered and change at its end, whether it
 * commits or rolls back.
 */
function transactionFollower(changes: DataChanges) {
  /** The open transaction's tables (null: everything); undefined outside a transaction. */
  let open: Set<string> | null | undefined;
  return (text: string) => {
    if (BEGINS.test(text)) open = new Set();
    else if (ENDS.test(text)) {
      changes.changed(open ?? null);
      open = undefined;
    } else if (SAVEPOINTS.test(text)) return;
    else if (open === undefined) changes.changed(writtenBy(text));
    else if (open !== null) {
      const tables = writtenBy(text);
      if (tables) for (const table of tables) open.add(table);
      else open = null;
    }
  };
}
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|end|abort|rollback)\b(?!\s+to\b)/i;
const SAVEPOINTS = /^\s*(savepoint|release|rollback\s+to)\b/i;

/**
 * Follows one pooled connection: each statement's tables are noted for the current reader, and a
 * statement that may write (not a plain read) is told to `changes` once it has finished (a reader
 * that saw the old position also saw the old data, or finds its tables changed since).
 */
function followClient(client: pg.PoolClient, changes: DataChanges) {
  const follow = transactionFollower(changes);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const text = textOf(args[0]);
    noteStatement(text);
    if (readsOnly(text)) return query(...args);
    const done = () => follow(text ?? '');
    // The pool's own `query` passes a callback; drizzle's transactions await a promise.
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        (last as (...r: unknown[]) => void)(...result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) return result.finally(done);
    done();
    return result;
  }) as typeof client.query;
}

const changesOf = new WeakMap<Db, () => DataChanges>();

/**
 * What the data's changes are known to be on this handle (null for a transaction's handle, whose
 * reads may see its own uncommitted writes): PGlite, this process's writes (one process owns a
 * data directory); PostgreSQL, this process's and every other process's, heard on `DATA_CHANNEL`
 * (`watchChanges`). Session checks, the read cache and kept totals reuse what they read while
 * the tables it came from are unchanged.
 */
export function dataChanges(db: Db): DataChanges | null {
  return changesOf.get(db)?.() ?? null;
}

/**
 * A number that moves on whenever any data may have changed, or null when that cannot be known
 * (`dataChanges`' position).
 */
export function writeGeneration(db: Db): number | null {
  return dataChanges(db)?.position() ?? null;
}

/**
 * Follows the statements that go through a PGlite client: each is noted for the current reader;
 * a write changes the tables it names once it has finished, a transaction's writes at its end
 * (so a reader that saw the old position also saw the old data, or finds its tables changed).
 * The triggers' own writes arrive on `DATA_CHANNEL`, which the client listens to.
 */
function followPglite(client: PgliteClient): DataChanges {
  const changes = new DataChanges();
  changes.live = false;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const after = <T>(work: Promise<T>, tables: () => Iterable<string> | null) =>
    work.finally(() => changes.changed(tables()));
  client.query = ((text: string, ...rest: unknown[]) => {
    noteStatement(text);
    const run = query(text, ...(rest as []));
    return readsOnly(text) ? run : after(run, () => writtenBy(text));
  }) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) => {
    noteStatement(text);
    return after(exec(text, ...(rest as [])), () => writtenBy(text));
  }) as typeof client.exec;
  client.transaction = ((fn: Parameters<PgliteClient['transaction']>[0]) => {
    let written: Set<string> | null = new Set<string>();
    const write = (text: string) => {
      const tables = writtenBy(text);
      if (!tables) written = null;
      else if (written) for (const table of tables) written.add(table);
    };
    return after(
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        tx.query = ((text: string, ...rest: unknown[]) => {
          noteStatement(text);
          if (!readsOnly(text)) write(text);
          return txQuery(text, ...(rest as []));
        }) as typeof tx.query;
        tx.exec = ((text: string, ...rest: unknown[]) => {
          noteStatement(text);
          write(text);
          return txExec(text, ...(rest as []));
        }) as typeof tx.exec;
        return fn(tx);
      }),
      () => written,
    );
  }) as typeof client.transaction;
  void client
    .listen(DATA_CHANNEL, (table) => changes.changed(tableOrAll(table)))
    .then(() => {
      changes.live = true;
      changes.changed(null);
    });
  return changes;
}

/** What the app asks of an embedded database: PGlite in this thread, or in its own (`PgliteThread`). */
type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'> & {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression: 'none'): Promise<Blob>;
};

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined = in memory. `thread`: in a worker thread of its
 * own (`pglite-thread.ts`; the server with `PGLITE_THREAD=true`, the API tests with
 * `PGLITE_THREAD=1`), else on the calling thread.
 */
export function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  opts: { sharedBuffers?: string; thread?: boolean } = {},
): Database {
  const sharedBuffers = opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS;
  const client: PgliteClient = opts.thread
    ? new PgliteThread({ dataDir, loadDataDir, sharedBuffers })
    : new PGlite(pgliteOptions({ dataDir, loadDataDir, sharedBuffers }));
  // Reads outside transactions planned once per text (in the worker, its own instance's).
  if (client instanceof PGlite) nameReads(client);
  // Raw SQL goes around the write counting (see `Database.raw`).
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const raw: RawSql = async (text, values) => {
    if (values?.length) return query(text, values);
    const results = await exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  const changes = followPglite(client);
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  changesOf.set(db, () => changes);
  /** The last work of each name, which the next one waits for (whatever its outcome). */
  const running = new Map<string, Promise<unknown>>();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client as PGlite, { schema }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    exclusive: (name, work) => {
      const turn = (running.get(name) ?? Promise.resolve()).then(work, work);
      const settled = turn.then(
        () => {},
        () => {},
      );
      running.set(name, settled);
      void settled.then(() => {
        if (running.get(name) === settled) running.delete(name);
      });
      return turn;
    },
    raw,
  };
}

export function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite's page cache (`PGLITE_SHARED_BUFFERS`). */
  sharedBuffers?: string;
  /** PGlite in a worker thread of its own (`PGLITE_THREAD`). */
  thread?: boolean;
  /** PostgreSQL: idle connections kept open (the server; see `openPostgres`). */
  keepIdle?: boolean;
}): Database {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, 10, { keepIdle: opts.keepIdle })
    : openPglite(path.join(opts.dataDir, 'pglite'), undefined, {
        sharedBuffers: opts.sharedBuffers,
        thread: opts.thread,
      });
}

/**
 * A dedicated connection that LISTENs and reconnects (1 s, 2 s, … 10 s) when the server goes away,
 * so every API process keeps hearing events after a database restart.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  /** Told true once LISTEN holds, false when the connection is lost or closed. */
  onState?: (live: boolean) => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = 1000;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    const retry = () => {
      if (stopped || client !== c) return;
      client = null;
      onState?.(false);
      setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 10_000);
    };
    c.on('error', retry);
    c.on('end', retry);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      delay = 1000;
      if (client === c && !stopped) onState?.(true);
    } catch {
      retry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    onState?.(false);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
