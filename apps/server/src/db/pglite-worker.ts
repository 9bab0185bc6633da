// The embedded database in a thread of its own (`pglite-thread.ts` starts it and speaks to it):
// one PGlite instance, opened as `openPglite` opens it, answering the messages of `ThreadRequest`.
// Requests run as they arrive, as calls on one instance in one thread would: PGlite's own locks
// order them (a transaction's statements run while the others wait for its end).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { nameReads, pgliteOptions, runNamedOnPglite } from './pglite-named';
import type { ThreadError, ThreadOptions, ThreadReply, ThreadRequest } from './pglite-thread';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (db/pglite-thread.ts)');
const port = parentPort;
const options = workerData as ThreadOptions;

const client = new PGlite(pgliteOptions(options));
// Reads outside transactions planned once per text, as `openPglite` does in its own thread.
nameReads(client);

/** The open transactions, by the id `begin` gave them. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>();
let nextTransaction = 1;
/** The open listens, by the caller's id. */
const listening = new Map<number, Promise<() => Promise<void>>>();
/** What ends a transaction the caller rolled back (not an error of its own). */
const ROLLED_BACK = Symbol('rolled back');

/** `parsers` for the given type ids: their text as it came (the caller parses it with its own). */
const asText = (types: number[] | undefined) =>
  types?.length ? Object.fromEntries(types.map((type) => [type, (text: string) => text])) : undefined;

const on = (tx: number | undefined) => {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx}`);
  return open.tx;
};

async function begin(): Promise<number> {
  const id = nextTransaction++;
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  let started!: (tx: Transaction) => void;
  const open = new Promise<Transaction>((resolve) => {
    started = resolve;
  });
  const done = client.transaction(async (tx) => {
    started(tx);
    if (!(await ended)) throw ROLLED_BACK;
  });
  // A transaction that fails to begin ends before its callback runs.
  const tx = await Promise.race([
    open,
    done.then(() => Promise.reject(new Error('the transaction did not begin'))),
  ]);
  transactions.set(id, { tx, end, done });
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  open.end(commit);
  try {
    await open.done;
  } catch (e) {
    if (e !== ROLLED_BACK) throw e;
  }
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = asText(request.asText);
      return on(request.tx).query(request.text, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
      });
    }
    case 'exec':
      return on(request.tx).exec(request.text);
    case 'named':
      return runNamedOnPglite(client, request.name, request.text, request.values, {
        parsers: asText(request.asText),
      });
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const stop = client.listen(request.channel, (payload) =>
        port.postMessage({ listener: request.listener, payload } satisfies ThreadReply),
      );
      listening.set(request.listener, stop);
      await stop;
      return null;
    }
    case 'unlisten': {
      const stop = listening.get(request.listener);
      listening.delete(request.listener);
      if (stop) await (await stop)();
      return null;
    }
    case 'dump':
      return (await client.dumpDataDir('none')).arrayBuffer();
    case 'ready':
      await client.waitReady;
      return null;
    case 'close':
      await client.close();
      return null;
  }
}

/** An error as a plain object: its message and every field PostgreSQL gave (code, constraint, …). */
function plain(e: unknown): ThreadError {
  if (!(e instanceof Error)) return { message: String(e), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { message: e.message, name: e.name, fields };
}

port.on('message', (request: ThreadRequest & { id: number }) => {
  answer(request).then(
    (result) =>
      port.postMessage(
        { id: request.id, result } satisfies ThreadReply,
        result instanceof ArrayBuffer ? [result] : [],
      ),
    (e: unknown) => port.postMessage({ id: request.id, error: plain(e) } satisfies ThreadReply),
  );
});
