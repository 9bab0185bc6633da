import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/demo';

export interface Target {
  label: 'pglite' | 'postgres';
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** Starts the real app on a fresh, seeded database: PGlite in a temp dir, or PostgreSQL. */
export async function startTarget(kind: 'pglite' | 'postgres'): Promise<Target> {
  let database: Database;
  let cleanup = async () => {};
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the PostgreSQL run');
    // A database of its own, so the run neither reads nor leaves anything elsewhere.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS staffhub_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE staffhub_bench');
    const u = new URL(url);
    u.pathname = '/staffhub_bench';
    database = openPostgres(u.toString(), 10);
    cleanup = async () => {
      await admin.query('DROP DATABASE IF EXISTS staffhub_bench WITH (FORCE)');
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'staffhub-bench-'));
    database = openPglite(path.join(dir, 'pglite'));
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig(
    {},
    {
      tokenSecret: 'bench-secret-bench-secret-bench-secret-00',
      LOGIN_LIMIT_PER_IP: 1e9,
      LOGIN_FAILURES_PER_ACCOUNT: 1e9,
      WEB_DIST: '/none',
    },
  );
  const app = await buildApp({ config, db: database.db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    label: kind,
    app,
    url,
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

export interface Figure {
  scenario: string;
  db: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export async function run(
  target: Target,
  scenario: string,
  opts: Omit<autocannon.Options, 'url'> & { path: string },
): Promise<Figure> {
  const { path: p, ...rest } = opts;
  const result = await autocannon({ ...rest, url: `${target.url}${p}` });
  return {
    scenario,
    db: target.label,
    connections: opts.connections ?? 10,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}
