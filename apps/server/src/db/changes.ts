import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The app's tables, by the names statements use. */
const TABLES: ReadonlySet<string> = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);

/**
 * Statement texts repeat (the values travel apart): their tables are worked out once each, for
 * at most `NAMED_LIMIT` texts of at most `NAMED_TEXT` characters (a longer one is read each time).
 */
const NAMED_LIMIT = 1000;
const NAMED_TEXT = 8192;
const named = new Map<string, readonly string[]>();

/**
 * The app's tables a statement names, quoted or not: every word of its text that is a table's
 * name. It may name more than it reads or writes (a column called like a table), never fewer:
 * a table is read or written only by naming it, the triggers' own writes apart (those arrive as
 * the data channel's notifications, see `DataChanges`).
 */
export function tablesNamed(text: string): readonly string[] {
  let tables = named.get(text);
  if (tables) return tables;
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? [])
    if (TABLES.has(word)) found.add(word);
  tables = [...found];
  if (text.length > NAMED_TEXT) return tables;
  if (named.size >= NAMED_LIMIT) named.clear();
  named.set(text, tables);
  return tables;
}

/** Whether a name is one of the app's tables (a data notification's payload). */
export const isAppTable = (name: string) => TABLES.has(name);

/**
 * The tables of the statements run lately, in the order they were sent: a reader's tables are
 * those of every statement sent while it read (`readingFrom`, `tablesSince`). At most
 * `NOTED_LIMIT` statements are kept; a reader that spans more counts as read from anything (`ANY`).
 */
export const NOTED_LIMIT = 4096;
const noted: Array<readonly string[]> = new Array(NOTED_LIMIT).fill([]);
let notedCount = 0;

/**
 * Stands for every table: an answer said to be read from it holds only while nothing at all has
 * changed (`DataChanges.unchangedSince`). Not a name `tablesNamed` can give (it is no identifier).
 */
export const ANY = '*';

/** Where the statements noted so far stand: a reader takes it before it reads (`tablesSince`). */
export function readingFrom(): number {
  return notedCount;
}

/**
 * Adds to `into` the tables of every statement sent since `from` (`readingFrom`) by anyone: what
 * a reader that began at `from` and has ended read from, and what others read meanwhile. More than
 * it read, never fewer: a request's statements are sent from its own code while it runs, and
 * nothing a statement reads is left out. Past `NOTED_LIMIT` statements, `ANY`.
 *
 * Why not each request's statements alone (an AsyncLocalStorage around the request, as until
 * 2026-12-07): on Node.js 20 a storage in use turns on V8's promise hooks for every promise of
 * the process, 8-15 % of the server's CPU per request of the peer bench (docs/SCALING.md). The
 * price here is precision under concurrency: an answer may be dropped by a write to a table that
 * only a request beside it read.
 */
export function tablesSince(from: number, into: Set<string>): Set<string> {
  if (notedCount - from > NOTED_LIMIT) {
    into.add(ANY);
    return into;
  }
  for (let i = from; i < notedCount; i++) {
    const tables = noted[i % NOTED_LIMIT] as readonly string[];
    for (let j = 0; j < tables.length; j++) into.add(tables[j] as string);
  }
  return into;
}

/**
 * Runs `work` and adds to `into` the tables of every statement sent meanwhile (`tablesSince`):
 * what an answer was read from, so it can be given again while none of them has changed.
 */
export async function readingInto<T>(into: Set<string>, work: () => Promise<T>): Promise<T> {
  const from = notedCount;
  const result = await work();
  tablesSince(from, into);
  return result;
}

/** Notes a statement's tables as sent now (by the database clients, as each is sent). */
export function noteStatement(text: string | undefined) {
  if (text !== undefined) noteTables(tablesNamed(text));
}

/** Notes tables read earlier and reused now (a kept total), as if read now. */
export function noteTables(tables: readonly string[]) {
  if (tables.length === 0) return;
  noted[notedCount % NOTED_LIMIT] = tables;
  notedCount++;
}

/**
 * What may have changed since when. Each change moves a position on and records it against the
 * tables it touched (or against everything, when that is not known): so an answer read from some
 * tables at a position holds while none of them has changed since, whatever else is written (a
 * check-in does not drop the approval lists). `live` false (PostgreSQL while its listening
 * connection is down) means changes cannot be known: nothing holds.
 */
export class DataChanges {
  private at = 0;
  private everything = 0;
  private readonly last = new Map<string, number>();
  live = true;

  /** The tables changed (`null`: anything may have). */
  changed(tables: Iterable<string> | null) {
    this.at++;
    if (tables === null) {
      this.everything = this.at;
      return;
    }
    for (const table of tables) this.last.set(table, this.at);
  }

  /** The current position, or null while changes cannot be known. */
  position(): number | null {
    return this.live ? this.at : null;
  }

  /** Whether none of `tables` has changed since `position` (and changes could be known throughout). */
  unchangedSince(position: number, tables: Iterable<string>): boolean {
    if (!this.live || this.everything > position) return false;
    for (const table of tables)
      if ((table === ANY ? this.at : (this.last.get(table) ?? 0)) > position) return false;
    return true;
  }
}
