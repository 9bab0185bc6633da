// `npm run bench:cpu -w @staffhub/bench`: CPU time per request of the approver's pending list
// (100 overtime requests among 50 employees), served in process (app.inject) on a fresh database,
// PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. CPU time, unlike requests
// per second, barely moves when another process shares the machine, so two commits compare well.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { seedApprovals } from './lib/approvals-seed';

const N = Number(process.env.BENCH_REQUESTS ?? 400);
const url = process.env.BENCH_URL ?? '/api/overtime-requests/approval?approveStatus=1&per_page=100';
const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const kinds = (server ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
  (k) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === k,
);
const computed = process.env.BENCH_COMPUTED === '1';
/**
 * BENCH_TOUCH=k (with BENCH_COMPUTED=1): before each request, k of the 100 requests on the page are
 * written (a no-op update, which gives them a new version, as a decision would): 1 is the page an
 * approver reads after deciding one, 100 a page of which nothing was presented before. The write's
 * own CPU is left out of the figure.
 */
const touch = Number(process.env.BENCH_TOUCH ?? 0);

async function open(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite')
    return openPglite(path.join(mkdtempSync(path.join(tmpdir(), 'cpu-bench-')), 'pglite'));
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS staffhub_cpu_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE staffhub_cpu_bench');
  await admin.end();
  const u = new URL(server as string);
  u.pathname = '/staffhub_cpu_bench';
  return openPostgres(u.toString(), 10);
}

const figures: Array<{
  db: string;
  url: string;
  computed: boolean;
  touched: number;
  bytes: number;
  cpuMicros: number;
  wallMs: number;
}> = [];
for (const kind of kinds) {
  const database = await open(kind);
  await database.migrate();
  await seedDemo(database.db);
  await seedApprovals(database.db, { employees: 50, date1: '2026-10-20', date2: '2026-10-21' });
  const config = loadConfig(
    {},
    {
      tokenSecret: 'bench-secret-bench-secret-bench-secret-00',
      LOGIN_LIMIT_PER_IP: 1e9,
      LOGIN_FAILURES_PER_ACCOUNT: 1e9,
      WEB_DIST: '/none',
      BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'cpu-bench-blobs-')),
    },
  );
  const app = await buildApp({ config, db: database.db, listen: database.listen });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'pm@demo.test', password: 'demo1234' },
  });
  const headers = { authorization: `Bearer ${login.json().token}` };
  let n = 0;
  const one = () => app.inject({ method: 'GET', url: computed ? `${url}&_n=${n++}` : url, headers });
  const first = await one();
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  const probe = await one();
  if ((probe.headers['x-read-cache'] === 'hit') === computed)
    throw new Error(
      `${url}: x-read-cache ${probe.headers['x-read-cache']} (BENCH_COMPUTED=${computed ? 1 : 0})`,
    );
  const pending = (
    (await database.db.execute(
      sql`select id from overtime_requests where status = 1 order by id`,
    )) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows.map((r) => r.id);
  let next = 0;
  const write = async () => {
    if (touch === 0) return;
    const ids = Array.from({ length: touch }, () => pending[next++ % pending.length] as number);
    await database.db.execute(
      sql`update overtime_requests set note = note where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  };
  for (let i = 0; i < 100; i++) {
    await write();
    await one(); // warm up
  }
  const used = { user: 0, system: 0 };
  let wall = 0;
  for (let i = 0; i < N; i++) {
    await write();
    const cpu = process.cpuUsage();
    const started = performance.now();
    await one();
    const d = process.cpuUsage(cpu);
    wall += performance.now() - started;
    used.user += d.user;
    used.system += d.system;
  }
  figures.push({
    db: kind,
    url,
    computed,
    touched: touch,
    bytes: first.body.length,
    cpuMicros: Math.round((used.user + used.system) / N),
    wallMs: Number((wall / N).toFixed(2)),
  });
  await app.close();
  await database.close();
}
console.table(figures);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(new URL(`./results/cpu-${Date.now()}.json`, import.meta.url), JSON.stringify(figures, null, 2));
