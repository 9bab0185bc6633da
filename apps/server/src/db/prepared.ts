import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { noteStatement } from './changes';
import type { Db } from './client';
import { runNamedOnPglite } from './pglite-named';
import { PgliteThread } from './pglite-thread';
import { textNames } from './reads-only';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement built once per database handle and name. Hot queries (every request's
 * session, one employee's month) skip query building in Drizzle and planning in PostgreSQL.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}

type RawClient = { query: (config: unknown, values?: unknown[]) => Promise<{ rows: unknown[] }> };

const isPglite = (client: unknown): client is PGlite => client instanceof PGlite;

/**
 * Runs hand-written SQL as a statement prepared under `name`: on PostgreSQL planned once per
 * connection, on PGlite once per database. The name must always go with the same text. For hot
 * queries Drizzle cannot express; `executePrepared` names Drizzle's own. On the database, not in a
 * transaction (it would run beside it, on PGlite wait for it to end).
 */
export async function rawPrepared(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<{ rows: unknown[] }> {
  const client = (db as unknown as { $client: RawClient | PGlite | PgliteThread }).$client;
  if (isPglite(client) || client instanceof PgliteThread) {
    // Around the client's `query`, which notes what a reader read (db/changes.ts): noted here.
    noteStatement(text);
    return isPglite(client) ? runNamedOnPglite(client, name, text, values) : client.named(name, text, values);
  }
  return client.query({ name, text, values });
}

/**
 * How many statement texts `executePrepared` names per database; past it, statements run
 * unprepared. Each name is a plan kept on every connection (and in PGlite's memory), and a text can
 * differ with its input (an IN list of any length), so their number is bounded.
 */
export const PREPARED_LIMIT = 200;
/** The names given, per client (a pool, or a PGlite instance): names live on its connections. */
const namesOf = new WeakMap<object, (text: string) => string | null>();

/** The name `text` is prepared under on `db`'s client, or null once `PREPARED_LIMIT` texts have one. */
function nameFor(db: Db, text: string): string | null {
  const client = (db as unknown as { $client: object }).$client;
  let nameOf = namesOf.get(client);
  if (!nameOf) {
    nameOf = textNames('drizzle_', PREPARED_LIMIT);
    namesOf.set(client, nameOf);
  }
  return nameOf(text);
}

type Dialect = { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };

/** A statement's text and parameters as `db` would send them. */
export const queryOf = (db: Db, query: SQL) =>
  (db as unknown as { dialect: Dialect }).dialect.sqlToQuery(query);

/**
 * `db.execute(query)` as a prepared statement (`rawPrepared`) named after its text: the values
 * travel apart, so a list asked with other values, pages or people runs the plan already made. For
 * the hot statements Drizzle builds (a list page with its steps). Their answers are read by the
 * drivers' own parsers, not Drizzle's: JSON parsed, a count as text or a number, alike; a date or
 * timestamp column would come as a Date here and as text from `db.execute` (select JSON instead).
 */
export async function executePrepared(db: Db, query: SQL): Promise<{ rows: unknown[] }> {
  const { sql: text, params } = queryOf(db, query);
  const name = nameFor(db, text);
  if (name === null) return (await db.execute(query)) as unknown as { rows: unknown[] };
  return rawPrepared(db, name, text, params);
}

/** How many built statements `builtQuery` keeps per database handle (the least recently used go). */
export const BUILT_LIMIT = 256;
const builtOf = new WeakMap<Db, Map<string, { sql: string; params: unknown[] }>>();
/**
 * Under the tests every statement kept is built again and compared (`builtQuery`): a key that
 * left out something its statement depends on fails the test that asked, not a user's answer.
 */
const checkBuilt = process.env.NODE_ENV === 'test' || process.env.VITEST !== undefined;

/**
 * `queryOf(db, build())`, kept under `key`, which must name everything `build` reads (a list, its
 * scope and every filter): the same statement asked again is not built by Drizzle again (its
 * `is()` checks and chunk walk were a fifth of Node's busy time for the computed pending list on
 * PostgreSQL). Under the tests each one kept is built again and compared: a key that left out an
 * input fails the test that asked, not a user's answer. At most `BUILT_LIMIT` per handle.
 */
export function builtQuery(db: Db, key: string, build: () => SQL): { sql: string; params: unknown[] } {
  let byKey = builtOf.get(db);
  if (!byKey) {
    byKey = new Map();
    builtOf.set(db, byKey);
  }
  let built = byKey.get(key);
  if (built) {
    if (checkBuilt) {
      const fresh = queryOf(db, build());
      if (fresh.sql !== built.sql || JSON.stringify(fresh.params) !== JSON.stringify(built.params))
        throw new Error(`the statement kept under ${key} is not what its key builds now`);
    }
    byKey.delete(key);
  } else {
    built = queryOf(db, build());
    if (byKey.size >= BUILT_LIMIT) {
      const oldest = byKey.keys().next();
      if (!oldest.done) byKey.delete(oldest.value);
    }
  }
  byKey.set(key, built);
  return built;
}

/**
 * `executePrepared(db, build())` with the statement kept built under `key` (`builtQuery`); without
 * a key, built each time. The database still runs it every time: nothing of its answer is kept.
 */
export async function executeBuilt(
  db: Db,
  key: string | undefined,
  build: () => SQL,
): Promise<{ rows: unknown[] }> {
  if (key === undefined) return executePrepared(db, build());
  const built = builtQuery(db, key, build);
  const name = nameFor(db, built.sql);
  if (name === null) return (await db.execute(build())) as unknown as { rows: unknown[] };
  return rawPrepared(db, name, built.sql, built.params);
}
