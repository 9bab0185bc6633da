// `npm run bench:checkpoint -w @staffhub/bench`: check-point reviews (issue #17) over 20,000
// employees: one period with a review per person spread over the six stages. The review lists (HR's
// whole period, a search, a deep page, the board's interview queue, a department head's queue) and
// the left menu, beside a bare Fastify hello measured in the same run; then the time HR waits to
// open a new period for everyone (one review per person, reviewers from the org data). PGlite and
// (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEMO_CHECKPOINT_FORM } from '../apps/server/src/db/seed/demo-checkpoints';
import { type Figure, run, startHello, startTarget } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const total = Number(process.env.BENCH_EMPLOYEES ?? 20_000);
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
if (!process.env.BENCH_ONLY && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  kinds.push('postgres');
// The server's clock is the real one: the period's self window started five days ago.
const selfStart = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
process.env.BENCH_CHECKPOINT = JSON.stringify({ selfStart });

const figures: Figure[] = [];
const opening: Array<Record<string, string | number>> = [];
const hello = await startHello();
figures.push(await run(hello, 'bare Fastify hello', { path: '/hello', connections: 10, duration }));
await hello.close();

for (const kind of kinds) {
  const target = await startTarget(kind, { employees: total - 43, months: 0, lastMonth: '2026-10' });
  console.log(kind, 'seeded', target.seeded);
  const { checkpointPeriod } = target.seeded as { checkpointPeriod: number };
  const login = async (email: string) => {
    const res = await fetch(`${target.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };
  const hr = await login('hr@demo.test');
  const bod = await login('bod@demo.test');
  const dm = await login('dm@demo.test');
  const list = `/api/checkpoint/review-list?period_id=${checkpointPeriod}`;
  const scenarios: Array<[string, string, Record<string, string>]> = [
    ['review list, whole period, first page (HR)', `${list}&list=all&perpage=50`, hr],
    ['review list, search "employee 12" (HR)', `${list}&list=all&q=employee%2012`, hr],
    ['review list, waiting, page 100 (HR)', `${list}&list=all&status=waiting&page=100&perpage=50`, hr],
    ['interview queue, waiting (board)', `${list}&list=interview&status=waiting`, bod],
    ['department head queue, waiting (dm)', `${list}&list=dm&status=waiting`, dm],
    ['left menu with counts (board)', '/api/checkpoint/menu', bod],
  ];
  for (const [scenario, path, headers] of scenarios) {
    const check = await fetch(`${target.url}${path}`, { headers });
    if (check.status !== 200) throw new Error(`${scenario}: ${check.status} ${await check.text()}`);
    figures.push(await run(target, scenario, { path, headers, connections: 10, duration }));
  }

  // HR opens a second period for everybody: one request creates every review.
  const started = Date.now();
  const res = await fetch(`${target.url}/api/checkpoint/periods`, {
    method: 'POST',
    headers: { ...hr, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench period 2',
      self_start: selfStart,
      self_end: selfStart,
      pm_deadline: selfStart,
      dm_deadline: selfStart,
      interview_deadline: selfStart,
      end_date: selfStart,
      company_ids: [1, 2, 3, 4],
      form: DEMO_CHECKPOINT_FORM,
    }),
  });
  const body = (await res.json()) as { reviews?: number };
  opening.push({
    db: kind,
    status: res.status,
    reviews: body.reviews ?? 0,
    seconds: (Date.now() - started) / 1000,
  });
  await target.close();
}
console.table(figures);
console.table(opening);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/checkpoint-${Date.now()}.json`, import.meta.url),
  JSON.stringify({ figures, opening }, null, 2),
);
