import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export interface Target {
  label: 'pglite' | 'postgres' | 'hello';
  url: string;
  seeded: unknown;
  /** Sends the app's process a message and resolves with its next reply (the memory sampler). */
  ask?(message: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Starts the real app in a child process (so the load generator does not share its event loop)
 * on a fresh, seeded database: PGlite in a temp dir, or a database of its own on PostgreSQL.
 */
export async function startTarget(
  kind: 'pglite' | 'postgres',
  large?: { employees: number; months: number; lastMonth: string },
  approvals?: { employees: number; date1: string; date2: string },
): Promise<Target> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_KIND: kind,
    BENCH_LARGE: large ? JSON.stringify(large) : '',
    BENCH_APPROVALS: approvals ? JSON.stringify(approvals) : '',
  };
  let dropDb = async () => {};
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the PostgreSQL run');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A database of this bench process's own, so two benches can run side by side.
    const name = `staffhub_bench_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    env.BENCH_CHILD_DATABASE_URL = u.toString();
    dropDb = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
    env,
    execArgv: ['--import', 'tsx', ...profile],
  });
  const { url, seeded } = await new Promise<{ url: string; seeded: unknown }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string; seeded: unknown }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    label: kind,
    url,
    seeded,
    ask: (message) =>
      new Promise((resolve) => {
        child.once('message', resolve);
        child.send(message);
      }),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
      await dropDb();
    },
  };
}

/** A bare Fastify hello in its own process (`/hello`): the ceiling the app's figures sit beside. */
export async function startHello(): Promise<Target> {
  const child = fork(fileURLToPath(new URL('./hello.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string }));
    child.once('exit', (code) => reject(new Error(`hello server exited with ${code}`)));
  });
  return {
    label: 'hello',
    url,
    seeded: null,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
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
