import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::int[])`: a list of integer ids as one parameter, whatever its length. Drizzle's
 * `inArray` writes a parameter per value (`in ($1, …, $300)`): a statement text of its own for
 * each length, which the database parses and plans with a node per value (300 employee ids:
 * 2.8 ms on PGlite against 1.8 ms as one array). One id is `=`; none matches nothing.
 */
export function anyOf(column: PgColumn, ids: readonly number[]): SQL {
  if (ids.length === 1) return eq(column, ids[0]) as SQL;
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}
