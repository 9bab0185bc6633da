import { noteTables, tablesNamed } from './changes';
import { type Db, dataChanges } from './client';

/** At most this many totals are kept per database handle (the oldest goes first). */
const KEPT_LIMIT = 500;
const kept = new WeakMap<Db, Map<string, { position: number; tables: readonly string[]; n: number }>>();

/**
 * A page's total (`count(*)` of everything its filter matches), counted once and given again while
 * none of the tables it counts has changed (`dataChanges`: nothing written to them by this process
 * since, nor by another whose notification has arrived), the bound the read cache and the session
 * checks keep (docs/DECISIONS.md "Reads at scale"). HR's ledger counted all of its 310,000 lines on
 * every page at 20,000 employees: most of that page's time. The position is read before counting,
 * so a write that ends during the count leaves a total that is never given again; with changes
 * unknown (a transaction's handle, PostgreSQL without its listening connection) it counts every
 * time. The question is told apart by the count's SQL and its parameters. A total given again
 * still counts as read from its tables, for an answer the read cache keeps.
 */
export async function keptCount(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  count: () => Promise<number>,
): Promise<number> {
  const changes = dataChanges(db);
  const position = changes?.position() ?? null;
  if (!changes || position === null) return count();
  const { sql, params } = query.toSQL();
  const tables = tablesNamed(sql);
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  let totals = kept.get(db);
  if (!totals) {
    totals = new Map();
    kept.set(db, totals);
  }
  const hit = totals.get(key);
  if (hit && changes.unchangedSince(hit.position, hit.tables)) {
    noteTables(hit.tables);
    return hit.n;
  }
  const n = await count();
  totals.delete(key);
  if (totals.size >= KEPT_LIMIT) totals.delete(totals.keys().next().value as string);
  totals.set(key, { position, tables, n });
  return n;
}
