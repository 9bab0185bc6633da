import { AsyncLocalStorage } from 'node:async_hooks';
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

const reading = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `work` with every table its statements name added to `into` (and not to an enclosing
 * reader's set): what an answer was read from, so it can be given again while none of them has
 * changed. The database clients note each statement (`noteStatement`) in the caller's context.
 */
export function readingInto<T>(into: Set<string>, work: () => T): T {
  return reading.run(into, work);
}

/** Notes a statement's tables in the current reader's set, if any. */
export function noteStatement(text: string | undefined) {
  const into = reading.getStore();
  if (!into || text === undefined) return;
  for (const table of tablesNamed(text)) into.add(table);
}

/** Notes tables read earlier and reused now (a kept total), in the current reader's set. */
export function noteTables(tables: Iterable<string>) {
  const into = reading.getStore();
  if (into) for (const table of tables) into.add(table);
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
    for (const table of tables) if ((this.last.get(table) ?? 0) > position) return false;
    return true;
  }
}
