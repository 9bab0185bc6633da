// `npm run bench:overtime -w @staffhub/bench`: the PM's pending approval list with 100 pending
// overtime requests among 50 employees under load (wrk, else autocannon), then one bulk approve of
// all 100, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Figure, run, startTarget } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
if (!process.env.BENCH_ONLY && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  kinds.push('postgres');

const figures: Array<
  Figure | { scenario: string; db: string; requests: number; ms: number; approved: number }
> = [];
for (const kind of kinds) {
  const target = await startTarget(kind, undefined, {
    employees: 50,
    date1: '2026-10-20',
    date2: '2026-10-21',
  });
  console.log(`${kind}: seeded ${JSON.stringify(target.seeded)}`);
  const res = await fetch(`${target.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'pm@demo.test', password: 'demo1234' }),
  });
  const { token } = (await res.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  figures.push(
    await run(target, 'GET /api/overtime-requests/approval (100 pending, page of 100)', {
      path: '/api/overtime-requests/approval?approveStatus=1&per_page=100',
      headers: auth,
      connections: 10,
      duration,
    }),
  );
  const list = (await (
    await fetch(`${target.url}/api/overtime-requests/approval?approveStatus=1&per_page=100`, {
      headers: auth,
    })
  ).json()) as {
    listOverTimeRequest: { data: Array<{ over_time_request_id: number }> };
  };
  const ids = list.listOverTimeRequest.data.map((r) => r.over_time_request_id);
  const started = performance.now();
  const bulk = await fetch(`${target.url}/api/overtime-requests/approve/list-request`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  const ms = Math.round(performance.now() - started);
  const result = (await bulk.json()) as { approved: number[] };
  figures.push({
    scenario: 'POST approve/list-request (100 ids, one call)',
    db: kind,
    requests: 1,
    ms,
    approved: result.approved.length,
  });
  await target.close();
}
console.table(figures);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/overtime-${Date.now()}.json`, import.meta.url),
  JSON.stringify(figures, null, 2),
);
