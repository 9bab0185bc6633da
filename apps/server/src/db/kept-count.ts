import type { SQL } from 'drizzle-orm';
import { noteTables, tablesNamed } from './changes';
import { type Db, dataChanges } from './client';
import { builtQuery, queryOf } from './prepared';

/** At most this many answers are kept per database handle (the oldest goes first). */
const KEPT_LIMIT = 500;
/**
 * At most this much weight is kept per database handle (a total weighs 1, a list of ids its
 * length): a million ids is about 8 MB of the heap. A single answer heavier than a quarter of it is
 * read every time.
 */
export const KEPT_WEIGHT = 1_000_000;

interface Kept {
  position: number;
  tables: readonly string[];
  value: unknown;
  weight: number;
}

interface Store {
  entries: Map<string, Kept>;
  weight: number;
}

const stores = new WeakMap<Db, Store>();

/**
 * An answer read once and given again while none of the tables it reads has changed
 * (`dataChanges`: nothing written to them by this process since, nor by another whose notification
 * has arrived), the bound the read cache and the session checks keep (docs/DECISIONS.md "Reads at
 * scale"). The position is read before reading, so a write that ends during the read leaves an
 * answer that is never given again; with changes unknown (a transaction's handle, PostgreSQL
 * without its listening connection) it reads every time. The question is told apart by its SQL and
 * parameters. An answer given again still counts as read from its tables, for an answer the read
 * cache keeps. Bounded by `KEPT_LIMIT` answers and `KEPT_WEIGHT` of them (`weightOf`); the values
 * are shared between callers, who must not change them.
 */
export async function keptRead<T>(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  read: () => Promise<T>,
  weightOf: (value: T) => number = () => 1,
): Promise<T> {
  const changes = dataChanges(db);
  const position = changes?.position() ?? null;
  if (!changes || position === null) return read();
  const { sql, params } = query.toSQL();
  const tables = tablesNamed(sql);
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), weight: 0 };
    stores.set(db, store);
  }
  const hit = store.entries.get(key);
  if (hit && changes.unchangedSince(hit.position, hit.tables)) {
    noteTables(hit.tables);
    return hit.value as T;
  }
  const value = await read();
  const weight = Math.max(1, weightOf(value));
  // What is kept under the key now (another request may have read the same meanwhile) goes.
  const old = store.entries.get(key);
  if (old) {
    store.entries.delete(key);
    store.weight -= old.weight;
  }
  if (weight > KEPT_WEIGHT / 4) return value;
  store.entries.set(key, { position, tables, value, weight });
  store.weight += weight;
  for (const [oldest, entry] of store.entries) {
    if (store.entries.size <= KEPT_LIMIT && store.weight <= KEPT_WEIGHT) break;
    store.entries.delete(oldest);
    store.weight -= entry.weight;
  }
  return value;
}

/**
 * A page's total (`count(*)` of everything its filter matches), counted once and given again while
 * none of the tables it counts has changed (`keptRead`). HR's ledger counted all of its 310,000
 * lines on every page at 20,000 employees: most of that page's time.
 */
export function keptCount(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  count: () => Promise<number>,
): Promise<number> {
  return keptRead(db, query, count);
}

/**
 * The rows of a statement written in SQL, read once and given again while none of the tables it
 * names has changed (`keptRead`; by default each row weighs 1). With `key`, its text is kept built
 * under it (`builtQuery`: the key names everything the statement depends on). Callers share the
 * rows and must not change them.
 */
export function keptRows<T>(
  db: Db,
  query: SQL,
  weightOf: (rows: T[]) => number = (rows) => rows.length,
  key?: string,
): Promise<T[]> {
  return keptRead(
    db,
    { toSQL: () => (key ? builtQuery(db, key, () => query) : queryOf(db, query)) },
    async () => (await db.execute(query)) as unknown as { rows: T[] },
    (answer) => weightOf(answer.rows),
  ).then((answer) => answer.rows);
}
