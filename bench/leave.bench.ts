// `npm run bench:leave -w @staffhub/bench`: the leave screens' reads with 2,040 employees and this
// year's accruals for each (about 22,000 ledger lines): the create form's data (approvers and the
// balance summed from the ledger), the live day count, my ledger, and HR's page of 200 lines of
// everybody's ledger with running balances. PGlite and (with BENCH_DATABASE_URL or
// TEST_DATABASE_URL) PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Figure, run, startTarget } from './lib/harness';

process.env.BENCH_LEAVE = '1';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
if (!process.env.BENCH_ONLY && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  kinds.push('postgres');

const figures: Figure[] = [];
for (const kind of kinds) {
  const target = await startTarget(kind, { employees: 2000, months: 1, lastMonth: '2026-10' });
  const login = async (email: string) => {
    const res = await fetch(`${target.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };
  const member = await login('member@demo.test');
  const hr = await login('hr@demo.test');
  const scenarios: Array<[string, string, Record<string, string>]> = [
    ['GET get-commons (approvers + balance)', '/api/sabbatical-leave-request/get-commons', member],
    [
      'GET get-calculate-day-leave (two weeks)',
      '/api/sabbatical-leave-request/get-calculate-day-leave?start_date=2026-12-07&start_time=08:00&end_date=2026-12-18&end_time=17:30',
      member,
    ],
    ['GET my ledger (page of 20)', '/api/sabbatical-log/sabbatical-leave?per_page=20', member],
    ["GET everybody's ledger (page of 200)", '/api/sabbatical-log/sabbatical-log-all?per_page=200', hr],
  ];
  for (const [scenario, path, headers] of scenarios)
    figures.push(await run(target, scenario, { path, headers, connections: 10, duration }));
  await target.close();
}
console.table(figures);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/leave-${Date.now()}.json`, import.meta.url),
  JSON.stringify(figures, null, 2),
);
