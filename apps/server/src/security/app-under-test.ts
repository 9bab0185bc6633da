import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { createSession } from '../modules/auth/auth.repository';
import { TokenSigner } from '../modules/auth/auth.tokens';

/**
 * The app the security suites attack, without vitest: the authorization matrix builds it in its
 * own process, the fuzzer in a child process (`fuzz-server.ts`) it can kill and restart. It runs
 * on a fresh copy of the seeded template the global setup made, with a logger that keeps every
 * error the server logs, so a 500 comes with the exception behind it.
 */

/** One error the server logged (`request.log.error({ err }, ...)` in the error handler). */
export interface LoggedError {
  msg: string;
  type?: string | undefined;
  message?: string | undefined;
  stack?: string | undefined;
}

export interface AppUnderTest {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every error logged so far, in order; a request's own are those added while it ran. */
  logged: LoggedError[];
  close: () => Promise<void>;
}

/** Where the global setup left the seeded template (`inject('dbKind')`, `inject('dbTemplate')`). */
export interface Template {
  kind: 'pglite' | 'postgres';
  /** PGlite: the dump file. PostgreSQL: the template database's name. */
  template: string;
  /** PostgreSQL: TEST_DATABASE_URL. */
  url?: string | undefined;
}

let copies = 0;

/** A fresh copy of the template: a loaded dump (PGlite) or `CREATE DATABASE … TEMPLATE`. */
export async function openCopy(t: Template): Promise<Database> {
  if (t.kind === 'pglite') return openPglite(undefined, new Blob([readFileSync(t.template)]));
  if (!t.url) throw new Error('a PostgreSQL copy needs TEST_DATABASE_URL');
  // The global teardown drops every database named after the template.
  const name = `${t.template}_c${process.pid}_s${++copies}`;
  const admin = new pg.Client({ connectionString: t.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${t.template}`);
  await admin.end();
  const u = new URL(t.url);
  u.pathname = `/${name}`;
  return openPostgres(u.toString(), 4);
}

/** A logger destination that keeps the error lines. */
function errorSink(logged: LoggedError[]) {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line.trim()) continue;
        try {
          const entry = JSON.parse(line) as {
            msg?: string;
            err?: { type?: string; message?: string; stack?: string; cause?: { message?: string } };
          };
          // A failed query's message is its SQL; the database's reason is its cause.
          const cause = entry.err?.cause?.message ?? /caused by: (.*)/i.exec(entry.err?.stack ?? '')?.[1];
          // Where in the app it was thrown: the first frame of the server's own code.
          const frame = /\(([^()]*apps\/server\/src\/[^()]*)\)/
            .exec(entry.err?.stack ?? '')?.[1]
            ?.replace(/^.*apps\/server\/src\//, '');
          const message = cause ? `${cause} (${entry.err?.message?.slice(0, 80)}...)` : entry.err?.message;
          logged.push({
            msg: entry.msg ?? '',
            type: entry.err?.type,
            message: frame ? `${message} at ${frame}` : message,
            stack: entry.err?.stack,
          });
        } catch {
          logged.push({ msg: line.slice(0, 500) });
        }
      }
      done();
    },
  });
}

/** The app on a fresh copy of the template, its errors logged into `logged`. */
export async function buildAppUnderTest(t: Template): Promise<AppUnderTest> {
  const database = await openCopy(t);
  const blobDir = mkdtempSync(path.join(tmpdir(), 'staffhub-sec-blobs-'));
  const config = loadConfig(
    {},
    { tokenSecret: 'test-secret-test-secret-test-secret-0123', WEB_DIST: '/nonexistent', BLOB_DIR: blobDir },
  );
  const logged: LoggedError[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    logger: { level: 'error', stream: errorSink(logged) },
  });
  return {
    app,
    database,
    config,
    logged,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(blobDir, { recursive: true, force: true });
    },
  };
}

/** Rows of a query. */
export async function query(target: { database: Database }, text: SQL) {
  return ((await target.database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> })
    .rows;
}

/** The account id of an e-mail address. */
export async function accountIdOf(target: { database: Database }, email: string): Promise<number> {
  const [row] = await query(target, sql`select id from accounts where email = ${email.toLowerCase()}`);
  if (!row) throw new Error(`no account ${email}`);
  return Number(row.id);
}

/**
 * A new live session of the account and its token, as a login makes them but without the
 * password check: for calls that end the session they use (logout, refresh, change password).
 */
export async function mintSession(target: { database: Database; config: Config }, accountId: number) {
  const signer = new TokenSigner(target.config.tokenSecret, target.config.TOKEN_TTL_SECONDS);
  const sessionId = randomUUID();
  await createSession(target.database.db, sessionId, accountId, target.config.TOKEN_TTL_SECONDS);
  return signer.sign({ accountId, sessionId });
}
