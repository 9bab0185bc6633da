// Whether a statement's text only reads (the write tracking of db/client.ts, the named reads of
// both databases), and the names statements are given: a module of its own, since the database's
// worker thread imports it, not the schema.
/** A statement that reads only: a select (or a with … select) naming no write. */
const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge|copy|create|alter|drop|truncate|lock|call|do)\b/i;
/**
 * The answers for the texts seen last: a statement's text is usually the same string each time it
 * runs (a built or named statement's), whose hash V8 keeps, so a lookup costs less than the two
 * expressions over a text of a few kilobytes (2 % of a computed dashboard's CPU). At most
 * `KNOWN_TEXTS`, forgotten all at once when full.
 */
const known = new Map<string, boolean>();
const KNOWN_TEXTS = 1024;
export const readsOnly = (query: unknown): query is string => {
  if (typeof query !== 'string') return false;
  let reads = known.get(query);
  if (reads === undefined) {
    reads = READ_ONLY.test(query) && !WRITES.test(query);
    if (known.size >= KNOWN_TEXTS) known.clear();
    known.set(query, reads);
  }
  return reads;
};

/**
 * Names for statement texts, `${prefix}1`, `${prefix}2`, … in the order they are first asked, the
 * same text always the same name; null for a new text once `limit` have one (each name is a plan a
 * database keeps, and a text can differ with its input). The named reads of both databases and
 * db/prepared.ts give their statements names with it.
 */
export function textNames(prefix: string, limit: number): (text: string) => string | null {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= limit) return null;
      name = `${prefix}${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}
