// `npm run bench:timesheets -w @staffhub/bench`: 2,000 employees with 12 months of attendance; GET
// /api/timesheets (one month, all employees, paged) and GET /api/user/timesheets (one employee's
// month) under load (wrk, else autocannon), on PGlite and, with BENCH_DATABASE_URL or
// TEST_DATABASE_URL, on PostgreSQL. Target: one employee's month p99 < 20 ms at 10 connections on
// PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Figure, run, startTarget } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const employees = Number(process.env.BENCH_EMPLOYEES ?? 2000);
const month = '2026-10';
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
if (!process.env.BENCH_ONLY && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  kinds.push('postgres');

const figures: Figure[] = [];
for (const kind of kinds) {
  const started = Date.now();
  const target = await startTarget(kind, { employees, months: 12, lastMonth: month });
  console.log(
    `${kind}: seeded ${JSON.stringify(target.seeded)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const json = { 'content-type': 'application/json' };
  const tokenOf = async (email: string) => {
    const res = await fetch(`${target.url}/api/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const member = await tokenOf('member@demo.test');
  const admin = await tokenOf('admin@demo.test');

  figures.push(
    await run(target, `GET /api/user/timesheets?month=${month}`, {
      path: `/api/user/timesheets?month=${month}`,
      headers: { authorization: `Bearer ${member}` },
      connections: 10,
      duration,
    }),
  );
  for (const page of [1, 150]) {
    figures.push(
      await run(target, `GET /api/timesheets (month, 200 rows, page ${page})`, {
        path: `/api/timesheets?start_date=${month}-01&end_date=${month}-31&per_page=200&page=${page}`,
        headers: { authorization: `Bearer ${admin}` },
        connections: 10,
        duration,
      }),
    );
  }
  await target.close();
}

console.table(figures.map((f) => ({ ...f, p50: `${f.p50} ms`, p99: `${f.p99} ms` })));
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/timesheets-${Date.now()}.json`, import.meta.url),
  JSON.stringify(figures, null, 2),
);
