import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests copy a seeded template this way). */
  dump?: () => Promise<Blob>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen: Listen;
}

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** PostgreSQL through a node-postgres pool. */
export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (server restart, failover) must not crash the process:
  // the pool drops that client and the next query opens a new connection.
  pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory. */
export function openPglite(dataDir?: string, loadDataDir?: Blob): Database {
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // Trigram indexes: the staff search finds any part of a code, name or e-mail without a scan.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    listen: (channel, onPayload) => client.listen(channel, onPayload).then((stop) => stop),
  };
}

export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Database {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}

/**
 * A dedicated connection that LISTENs and reconnects (1 s, 2 s, … 10 s) when the server goes away,
 * so every API process keeps hearing events after a database restart.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
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
    } catch {
      retry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
