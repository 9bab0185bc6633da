import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-data';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

let counter = 0;

/** A fresh copy of the seeded template database for this test file. */
async function openCopy(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (inject('dbKind') === 'pglite') {
    const database = openPglite(undefined, new Blob([readFileSync(template)]));
    return { database, drop: async () => {} };
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
  return { database, drop: async () => {} };
}

/** Builds the app on its own database copy; closed after the file's tests. */
export async function setupTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const { database, drop } = await openCopy();
  const config = loadConfig(
    {},
    { tokenSecret: 'test-secret-test-secret-test-secret-0123', WEB_DIST: '/nonexistent', ...overrides },
  );
  const app = await buildApp({
    config,
    db: database.db,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });
  return { app, database, config };
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
