import type { Db } from './client';

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

/**
 * Runs hand-written SQL as a named prepared statement on PostgreSQL (planned once per connection),
 * or as a plain parameterised query on PGlite. For hot queries Drizzle cannot express.
 */
export async function rawPrepared(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<{ rows: unknown[] }> {
  const client = (db as unknown as { $client: RawClient & { waitReady?: unknown } }).$client;
  if (client.waitReady !== undefined) return client.query(text, values);
  return client.query({ name, text, values });
}
