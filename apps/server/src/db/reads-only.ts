// Whether a statement's text only reads: the write tracking of db/client.ts and the named reads
// of db/pglite-named.ts (a module of its own: the database's worker thread imports it, not the schema).
/** A statement that reads only: a select (or a with … select) naming no write. */
const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge|copy|create|alter|drop|truncate|lock|call|do)\b/i;
export const readsOnly = (query: unknown): query is string =>
  typeof query === 'string' && READ_ONLY.test(query) && !WRITES.test(query);
