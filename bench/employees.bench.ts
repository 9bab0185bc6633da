// `npm run bench:employees -w @staffhub/bench`: HR's staff list (issue #15) with 20,000 employees
// (the demo organization plus generated staff over the four companies): the first page, a search by
// name or code, and a filter, beside a bare Fastify hello measured in the same run. PGlite and (with
// BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Figure, run, startHello, startTarget } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const total = Number(process.env.BENCH_EMPLOYEES ?? 20_000);
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
if (!process.env.BENCH_ONLY && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  kinds.push('postgres');

const figures: Figure[] = [];
const hello = await startHello();
figures.push(await run(hello, 'bare Fastify hello', { path: '/hello', connections: 10, duration }));
await hello.close();

for (const kind of kinds) {
  // The demo has about 40 people; the rest are generated (no attendance: the list does not read it).
  const target = await startTarget(kind, { employees: total - 43, months: 0, lastMonth: '2026-10' });
  console.log(kind, 'seeded', target.seeded);
  const res = await fetch(`${target.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hr@demo.test', password: 'demo1234' }),
  });
  const hr = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const scenarios: Array<[string, string]> = [
    ['first page (50)', '/api/employees?per_page=50'],
    ['first page (200)', '/api/employees?per_page=200'],
    ['search "12345" (a few matches among 20,000)', '/api/employees?q=12345'],
    ['search "employee" (every generated person matches)', '/api/employees?q=employee'],
    [
      'filter company + active, page 20 of 50',
      '/api/employees?company_id=2&state=active&page=20&per_page=50',
    ],
  ];
  for (const [scenario, path] of scenarios)
    figures.push(await run(target, scenario, { path, headers: hr, connections: 10, duration }));
  await target.close();
}
console.table(figures);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/employees-${Date.now()}.json`, import.meta.url),
  JSON.stringify(figures, null, 2),
);
