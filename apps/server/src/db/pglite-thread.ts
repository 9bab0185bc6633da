// The embedded database off the main thread: PGlite in a worker thread of its own
// (`pglite-worker.ts`), and on this side an object that answers as a PGlite instance does for what
// the app asks of one (`query`, `exec`, `transaction`, `listen`, a named statement, a dump). Why
// (docs/DECISIONS.md "The embedded database in a thread of its own"): PGlite is WASM that runs on
// the thread that calls it, so in the server's own thread every statement's planning, execution and
// protocol work stopped every other request; in a worker the event loop serializes and sends
// answers while the database works, and the machine's second core does the database's share.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** How the worker opens its instance (as `openPglite` would open one here). */
export interface ThreadOptions {
  /** Undefined: in memory. */
  dataDir?: string | undefined;
  /** A data directory's tarball to start from (a test's seeded template). */
  loadDataDir?: Blob | undefined;
  sharedBuffers: string;
}

/** What this side asks; each message also carries its `id`, which the reply repeats. */
export type ThreadRequest =
  | {
      op: 'query';
      text: string;
      params?: unknown[] | undefined;
      rowMode?: 'array' | 'object' | undefined;
      /** Type ids whose values come back as their text (the caller's own parsers read them). */
      asText?: number[] | undefined;
      tx?: number | undefined;
    }
  | { op: 'exec'; text: string; tx?: number | undefined }
  | { op: 'named'; name: string; text: string; values: unknown[]; asText?: number[] | undefined }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump' }
  | { op: 'ready' }
  | { op: 'close' };

/** An error crossing threads: its message, its name and PostgreSQL's fields (code, constraint, …). */
export interface ThreadError {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

/** What the worker sends: a reply to request `id`, or a notification for listener `listener`. */
export type ThreadReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: ThreadError; result?: undefined }
  | { listener: number; payload: string };

/**
 * The worker's entry: next to this module's bundle when the server runs as `npm start` runs it
 * (`scripts/build-server.mjs` builds `pglite-worker.mjs` beside `server.mjs`); from the sources
 * otherwise (tests, tsx), its TypeScript read through tsx's loader registered in that thread.
 */
function startWorker(options: ThreadOptions): Worker {
  const bundled = new URL('./pglite-worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData: options });
  const source = new URL('./pglite-worker.ts', import.meta.url);
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const entry = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'].import.default as string;
  const tsx = pathToFileURL(path.join(path.dirname(manifest), entry)).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); })`;
  return new Worker(boot, { eval: true, workerData: options });
}

type Parsers = NonNullable<QueryOptions['parsers']>;
const JSON_TYPES = [114, 3802];

/** A reply's error as this thread's own, with PostgreSQL's fields where the app reads them. */
function errorOf(e: ThreadError): Error {
  const error = new Error(e.message);
  error.name = e.name;
  return Object.assign(error, e.fields);
}

/**
 * JSON and JSONB come as their text and are parsed here, as PGlite parses them: the hot reads
 * answer one JSON value (a list page, a range), which the worker would otherwise parse into
 * thousands of objects, copy across (structured clone, in both threads) and leave as garbage in
 * its own heap; a string crosses as one copy.
 */
const JSON_HERE: Parsers = Object.fromEntries(
  JSON_TYPES.map((type) => [type, (text: string) => JSON.parse(text)]),
);

/**
 * `parsers` given by the caller (Drizzle's, which keep dates and timestamps as text) and
 * `JSON_HERE`: the worker sends those types' values as text, and they are parsed here, as PGlite
 * would parse them.
 */
function parseHere<T>(result: Results<T>, parsers: Parsers): Results<T> {
  const columns = result.fields.flatMap((field, i) => {
    const parser = parsers[field.dataTypeID];
    return parser ? [{ i, name: field.name, parser }] : [];
  });
  if (!columns.length) return result;
  for (const row of result.rows as unknown as Array<Record<string | number, unknown>>) {
    for (const { i, name, parser } of columns) {
      const key = Array.isArray(row) ? i : name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parser(value as string);
    }
  }
  return result;
}

export class PgliteThread {
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();
  #nextId = 1;
  #listeners = new Map<number, (payload: string) => void>();
  #nextListener = 1;
  /** Why the worker stopped, once it has: every call after it fails with this. */
  #failed: Error | null = null;
  #closed = false;

  constructor(options: ThreadOptions) {
    this.#worker = startWorker(options);
    // The worker keeps the process alive only while something waits for it (as a PGlite
    // instance in this thread would not keep a finished script running).
    this.#worker.unref();
    this.#worker.on('message', (reply: ThreadReply) => this.#receive(reply));
    this.#worker.on('error', (e) => this.#fail(e instanceof Error ? e : new Error(String(e))));
    this.#worker.on('exit', (code) => {
      if (!this.#closed) this.#fail(new Error(`the database thread exited (code ${code})`));
    });
    this.waitReady = this.#ask<void>({ op: 'ready' });
    // Its failure is every call's: the first statement reports it.
    this.waitReady.catch(() => {});
  }

  #receive(reply: ThreadReply) {
    if ('listener' in reply) {
      this.#listeners.get(reply.listener)?.(reply.payload);
      return;
    }
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) waiting.reject(errorOf(reply.error));
    else waiting.resolve(reply.result);
  }

  /**
   * The database thread is gone (an error it did not catch, or its exit): whatever waited fails,
   * and so does every call after, and the error is thrown: the process ends, and its supervisor
   * starts it again (a server whose database is gone can answer nothing; PGlite wrote every commit
   * to its files before it answered).
   */
  #fail(e: Error) {
    if (this.#failed) return;
    this.#failed = e;
    for (const waiting of this.#pending.values()) waiting.reject(e);
    this.#pending.clear();
    process.nextTick(() => {
      throw e;
    });
  }

  #ask<T>(request: ThreadRequest): Promise<T> {
    if (this.#failed) return Promise.reject(this.#failed);
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    const parsers = options?.parsers ? { ...JSON_HERE, ...options.parsers } : JSON_HERE;
    const result = await this.#ask<Results<T>>({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      asText: Object.keys(parsers).map(Number),
      tx,
    });
    return parseHere(result, parsers);
  }

  exec(text: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.#ask({ op: 'exec', text, tx });
  }

  /** A statement parsed once under `name` (`db/prepared.ts rawPrepared`), run in the worker. */
  async named(name: string, text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    const result = await this.#ask<Results>({ op: 'named', name, text, values, asText: JSON_TYPES });
    return parseHere(result, JSON_HERE);
  }

  /**
   * `fn` in a transaction: its statements run in it, every other waits for its end; it commits
   * when `fn` resolves and rolls back when it throws (or when it calls `rollback`), as PGlite's own.
   */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#ask<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = (commit: boolean) => {
      closed = true;
      return this.#ask<void>({ op: 'end', tx: id, commit });
    };
    const tx: Transaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(text, params, options, id);
      },
      exec: async (text: string) => {
        open();
        return this.exec(text, undefined, id);
      },
      sql: () => {
        throw new Error('tx.sql is not offered by the database thread; use tx.query');
      },
      rollback: async () => {
        open();
        await end(false);
      },
      listen: () => {
        throw new Error('tx.listen is not offered by the database thread; use listen');
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      if (!closed) await end(false);
      throw e;
    }
    if (!closed) await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#nextListener++;
    this.#listeners.set(listener, callback);
    await this.#ask({ op: 'listen', channel, listener });
    return async () => {
      this.#listeners.delete(listener);
      await this.#ask({ op: 'unlisten', listener });
    };
  }

  async dumpDataDir(_compression?: 'none'): Promise<Blob> {
    return new Blob([await this.#ask<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#ask({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
