import { PGlite, type PGliteOptions, parse, protocol, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readsOnly, textNames } from './reads-only';

/**
 * How the app's PGlite instance is opened, on the calling thread (`openPglite`) or in its own
 * (`pglite-worker.ts`). `dataDir` undefined: in memory; `loadDataDir`: a data directory's tarball.
 */
export function pgliteOptions(opts: {
  dataDir?: string | undefined;
  loadDataDir?: Blob | undefined;
  sharedBuffers: string;
}): PGliteOptions {
  return {
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    // Trigram indexes: the staff search finds any part of a code, name or e-mail without a scan.
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`],
  };
}

/** The parameter types of the statements parsed under a name on one PGlite instance. */
const pgliteStatements = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * Runs a statement parsed once under `name` on this PGlite instance, as its own `query` runs an
 * unnamed one (parse, describe, bind, describe, execute, sync, each a protocol message, waiting
 * for any transaction to end). PGlite's `query` parses and plans its text on every call: for a list
 * page that was half of the embedded database's time (8 of 19 ms in one measurement). A statement
 * that fails to parse is not kept; the session reports the error as `query` would. Where PGlite
 * runs (this thread or its own, `pglite-thread.ts`), this runs beside it.
 */
export async function runNamedOnPglite(
  client: PGlite,
  name: string,
  text: string,
  values: unknown[],
  /** As `query`'s: rows as arrays, parsers of the caller's own (Drizzle's keep dates as text). */
  options?: Pick<QueryOptions, 'rowMode' | 'parsers'>,
): Promise<{ rows: unknown[] }> {
  const { serialize } = protocol;
  // As its `query` waits (`_checkReady`): not for `waitReady` once it is up, since PGlite's own
  // start reads through `query` before `waitReady` resolves.
  if (!client.ready) await client.waitReady;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let named = pgliteStatements.get(client);
      if (!named) {
        named = new Map();
        pgliteStatements.set(client, named);
      }
      const messages: Awaited<ReturnType<typeof send>> = [];
      try {
        let types = named.get(name);
        if (!types) {
          await send(serialize.parse({ name, text }));
          types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
          named.set(name, types);
        }
        const params = values.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[types[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(...(await send(serialize.bind({ statement: name, values: params }))));
        messages.push(...(await send(serialize.describe({ type: 'P' }))));
        messages.push(...(await send(serialize.execute({}))));
      } finally {
        messages.push(...(await send(serialize.sync())));
      }
      return parse.parseResults(messages, client.parsers, options)[0] as { rows: unknown[] };
    }),
  );
}

/**
 * How many read texts `nameReads` names per instance; past it, reads are parsed and planned each
 * time as before. Each name is a plan kept in PGlite's memory, and a text can differ with its input.
 */
export const NAMED_READS_LIMIT = 300;

/**
 * Every read `client.query` runs outside a transaction (a select, or a with … select, naming no
 * write; Drizzle's statements are all sent through `query`) becomes a statement named after its
 * text (`runNamedOnPglite`), so PGlite parses and plans it once rather than on every call: 1.2-1.5
 * ms of planning a time for the four `exists` of "does this person approve leave", against 0.2 ms
 * named (2026-12-03, docs/SCALING.md). PostgreSQL chooses per execution between the plan for these
 * values and the generic one, as for any prepared statement. A transaction's statements (PGlite's
 * `tx.query`, not this method) and every write are sent as they were.
 */
export function nameReads(client: PGlite, limit = NAMED_READS_LIMIT): void {
  const query = client.query.bind(client);
  const nameOf = textNames('read_', limit);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    const plain = !options || Object.keys(options).every((k) => k === 'rowMode' || k === 'parsers');
    const name = plain && readsOnly(text) ? nameOf(text) : null;
    if (name === null) return query(text, params, options);
    return runNamedOnPglite(client, name, text, params ?? [], options);
  }) as typeof client.query;
}
