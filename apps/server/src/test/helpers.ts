import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres, writeGeneration } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-data';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's clock: the test's `TestClock`, or the wall clock without one. */
  now: () => Date;
  /** PostgreSQL only: the copy's URL, for a connection of another process's own. */
  databaseUrl?: string | null;
}

let counter = 0;

/** A fresh copy of the seeded template database for this test file. */
async function openCopy(): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (inject('dbKind') === 'pglite') {
    // The embedded database on this thread, as the server runs it by default (PGLITE_THREAD=1: in a
    // worker thread, as the server runs it with PGLITE_THREAD=true).
    const database = openPglite(undefined, new Blob([readFileSync(template)]), {
      thread: process.env.PGLITE_THREAD === '1',
    });
    return { database, url: null, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `${template}_c${process.pid}_${++counter}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  await admin.end();
  const database = openPostgres(u.toString(), 4);
  // Copies are dropped by the global teardown once every worker has exited: dropping one here
  // would kill connections the pool is still closing.
  return { database, url: u.toString(), drop: async () => {} };
}

/** A clock the tests move: `clock.set('2026-11-18T01:05:00Z')`. */
export class TestClock {
  private current = new Date();
  set(iso: string) {
    this.current = new Date(iso);
  }
  now = () => this.current;
}

/** Builds the app on its own database copy; closed after the file's tests. */
export async function setupTestApp(overrides: Partial<Config> = {}, clock?: TestClock): Promise<TestContext> {
  const { database, url, drop } = await openCopy();
  const blobDir = mkdtempSync(path.join(tmpdir(), 'staffhub-blobs-'));
  const config = loadConfig(
    {},
    {
      tokenSecret: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST: '/nonexistent',
      BLOB_DIR: blobDir,
      ...overrides,
    },
  );
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    ...(clock ? { now: clock.now } : {}),
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    rmSync(blobDir, { recursive: true, force: true });
  });
  return { app, database, config, now: clock ? clock.now : () => new Date(), databaseUrl: url };
}

let ipCounter = 0;
/** A distinct client address per call, so the per-IP login limit does not couple unrelated tests. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** `app.inject` with a bearer token. */
export function call(app: FastifyInstance, token: string | null, opts: InjectOptions) {
  return app.inject({
    ...opts,
    headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A multipart/form-data body with one file field. */
export function multipart(
  field: string,
  filename: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
) {
  const boundary = `----staffhub${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export { type FormFile, formData } from './multipart';

/**
 * The data generation once it has stopped moving for 300 ms: on PostgreSQL the notifications of
 * earlier writes (the seed's, this file's set-up, another test's) arrive after the writes
 * themselves, and must not be taken for a new one by a test that measures the generation.
 */
export async function settledGeneration(db: Database['db']): Promise<number | null> {
  for (let tries = 0; tries < 30; tries++) {
    const g = writeGeneration(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (writeGeneration(db) === g) return g;
  }
  throw new Error('the data generation never settled');
}
