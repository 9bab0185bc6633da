// The cluster bench's database and servers: one PostgreSQL database seeded once (the demo and the
// 100 overtime requests pending for pm@demo.test), then served by N processes behind one port
// (`cluster-serve.ts`, a node:cluster primary in a child process, so the load generator does not
// share an event loop with any of them).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { seedApprovals } from './approvals-seed';
import type { WorkerUsage } from './cluster-serve';
import type { Target } from './harness';

export interface SeededDatabase {
  url: string;
  seeded: unknown;
  drop(): Promise<void>;
}

/** A database of this bench process's own on the server of `baseUrl`, migrated and seeded. */
export async function seedClusterDatabase(baseUrl: string): Promise<SeededDatabase> {
  const name = `staffhub_cluster_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = openPostgres(url, 2);
  try {
    await database.migrate();
    await seedDemo(database.db);
    const seeded = await seedApprovals(database.db, {
      employees: 50,
      date1: '2026-10-20',
      date2: '2026-10-21',
    });
    // As the server does at start (apps/server/src/server.ts): statistics of the seeded tables.
    await database.db.execute(sql`analyze`);
    return {
      url,
      seeded,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  } finally {
    await database.close();
  }
}

export interface ClusterTarget extends Target {
  pids: number[];
  /** Each worker's resident set size now, its peak and its CPU time since it started. */
  memory(): Promise<WorkerUsage[]>;
}

/** N workers behind one port: the real app on `databaseUrl`, or the bare hello with `mode: 'hello'`. */
export async function startCluster(
  workers: number,
  opts: { databaseUrl?: string; mode?: 'app' | 'hello' },
): Promise<ClusterTarget> {
  const child = fork(fileURLToPath(new URL('./cluster-serve.ts', import.meta.url)), {
    env: {
      ...process.env,
      CLUSTER_WORKERS: String(workers),
      CLUSTER_MODE: opts.mode ?? 'app',
      CLUSTER_DATABASE_URL: opts.databaseUrl ?? '',
    },
    execArgv: ['--import', 'tsx'],
  });
  const { url, pids } = await new Promise<{ url: string; pids: number[] }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string; pids: number[] }));
    child.once('exit', (code) => reject(new Error(`cluster primary exited with ${code}`)));
  });
  return {
    label: opts.mode === 'hello' ? 'hello' : 'postgres',
    url,
    seeded: null,
    pids,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m as WorkerUsage[]));
        child.send('rss');
      }),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}
