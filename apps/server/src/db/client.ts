import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGLITE_SHARED_BUFFERS } from '../config';
import { migrationsFolder } from '../paths';
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
   * a session advisory lock; PGlite has one process). Migrating and seeding at start use it, so
   * API processes starting together do not migrate or seed twice.
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

/** PostgreSQL through a node-postgres pool. */
export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (server restart, failover) must not crash the process:
  // the pool drops that client and the next query opens a new connection.
  pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // A pool of its own for raw SQL: not the counted clients of `watchChanges`, and never short of a
  // connection for the app's requests.
  let rawConnections: pg.Pool | null = null;
  const rawPool: RawSql = async (text, values) => {
    rawConnections ??= new pg.Pool({ connectionString: url, max: 2 });
    return rawConnections.query(text, values as unknown[] | undefined);
  };
  const changes = watchChanges(pool, url);
  generations.set(db, changes.generation);
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
 * The PostgreSQL data generation of this process: it moves on after every statement this process
 * writes with (counted on each pooled connection, as on PGlite), at every notification on
 * `DATA_CHANNEL` (another process wrote), and whenever the listening connection is lost or made.
 * It is known (not null) only while that connection listens, so a lost notification can never
 * keep an old generation: between a drop and the next LISTEN there is none. The connection is
 * opened at the first question, so a script that never asks opens none.
 */
function watchChanges(pool: pg.Pool, url: string) {
  let generation = 0;
  let live = false;
  let stopped = false;
  let listening: Promise<() => Promise<void>> | null = null;
  const bump = () => {
    generation++;
  };
  pool.on('connect', (client) => countClientWrites(client, bump));
  return {
    generation: (): number | null => {
      if (!listening && !stopped)
        listening = listenPostgres(url, DATA_CHANNEL, bump, (isLive) => {
          live = isLive;
          bump();
        });
      return live && !stopped ? generation : null;
    },
    stop: async () => {
      stopped = true;
      live = false;
      if (listening) await (await listening)();
    },
  };
}

/**
 * Calls `bump` after each statement of this connection that may write (not a plain read), once
 * it has finished: a reader that saw the old generation also saw the old data, or will find its
 * generation no longer current. A transaction's writes count at its COMMIT.
 */
function countClientWrites(client: pg.PoolClient, bump: () => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const config = args[0] as string | { text?: string } | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    if (readsOnly(text)) return query(...args);
    // The pool's own `query` passes a callback; drizzle's transactions await a promise.
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        bump();
        (last as (...r: unknown[]) => void)(...result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) return result.finally(bump);
    bump();
    return result;
  }) as typeof client.query;
}

const generations = new WeakMap<Db, () => number | null>();

/**
 * A number that moves on whenever the data may have changed, or null when that cannot be known.
 * PGlite: how many writes this process has made (one process owns a data directory). PostgreSQL:
 * this process's writes and every other process's, heard on `DATA_CHANNEL` (`watchChanges`),
 * null while not listening. While it holds, nothing was written: the auth plugin reuses a session
 * check and the read cache an answer under it.
 */
export function writeGeneration(db: Db): number | null {
  return generations.get(db)?.() ?? null;
}

/** A statement that reads only: a select (or a with … select) naming no write. */
const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge|copy|create|alter|drop|truncate|lock|call|do)\b/i;
const readsOnly = (query: unknown) =>
  typeof query === 'string' && READ_ONLY.test(query) && !WRITES.test(query);

/**
 * Counts the writes that go through a PGlite client: a statement that is not a plain read, and
 * every transaction, once it has finished (so a reader that saw the old number also saw the old
 * data or gets a number no longer current).
 */
function countWrites(client: PGlite): () => number {
  let generation = 0;
  const bumpAfter = <T>(work: Promise<T>) =>
    work.finally(() => {
      generation++;
    });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    readsOnly(text)
      ? query(text, ...(rest as []))
      : bumpAfter(query(text, ...(rest as [])))) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) =>
    bumpAfter(exec(text, ...(rest as [])))) as typeof client.exec;
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    bumpAfter(transaction(fn))) as typeof client.transaction;
  return () => generation;
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory. */
export function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  opts: { sharedBuffers?: string } = {},
): Database {
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // Trigram indexes: the staff search finds any part of a code, name or e-mail without a scan.
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ],
  });
  // Raw SQL goes around the write counting (see `Database.raw`).
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const raw: RawSql = async (text, values) => {
    if (values?.length) return query(text, values);
    const results = await exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  const generation = countWrites(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  generations.set(db, generation);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    listen: (channel, onPayload) => client.listen(channel, onPayload).then((stop) => stop),
    exclusive: (_name, work) => work(),
    raw,
  };
}

export function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite's page cache (`PGLITE_SHARED_BUFFERS`). */
  sharedBuffers?: string;
}): Database {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(path.join(opts.dataDir, 'pglite'), undefined, { sharedBuffers: opts.sharedBuffers });
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
