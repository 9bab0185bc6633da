// `npx tsx seats.bench.ts` (in bench/): the who-is-where floor view (issue #18): one floor of 300
// desks, every desk seated, presence mixed (about half in the office, a sixth remote, a twelfth on
// leave, the rest not in yet) over a year of attendance and requests; `GET /entity/get-location`
// beside the staff list page and a bare Fastify hello measured in the same run. PGlite and (with
// BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. The app runs in a child process of its own
// (lib/seats-serve.ts), as the shared harness does.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Figure, run, startHello, type Target } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const seats = Number(process.env.BENCH_SEAT_COUNT ?? 300);
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
if (!process.env.BENCH_ONLY && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  kinds.push('postgres');

async function startSeats(kind: 'pglite' | 'postgres'): Promise<Target> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_KIND: kind, BENCH_SEATS: JSON.stringify({ seats }) };
  let dropDb = async () => {};
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the PostgreSQL run');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS staffhub_bench_seats WITH (FORCE)');
    await admin.query('CREATE DATABASE staffhub_bench_seats');
    const u = new URL(url);
    u.pathname = '/staffhub_bench_seats';
    env.BENCH_CHILD_DATABASE_URL = u.toString();
    dropDb = async () => {
      await admin.query('DROP DATABASE IF EXISTS staffhub_bench_seats WITH (FORCE)');
      await admin.end();
    };
  }
  const child = fork(fileURLToPath(new URL('./lib/seats-serve.ts', import.meta.url)), {
    env,
    execArgv: ['--import', 'tsx'],
  });
  const { url, seeded } = await new Promise<{ url: string; seeded: unknown }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string; seeded: unknown }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    label: kind,
    url,
    seeded,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
      await dropDb();
    },
  };
}

const figures: Figure[] = [];
const hello = await startHello();
figures.push(await run(hello, 'bare Fastify hello', { path: '/hello', connections: 10, duration }));
await hello.close();

for (const kind of kinds) {
  const target = await startSeats(kind);
  console.log(kind, 'seeded', target.seeded);
  const res = await fetch(`${target.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@demo.test', password: 'demo1234' }),
  });
  const member = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const probe = (await (
    await fetch(`${target.url}/api/entity/get-location?floor=14`, { headers: member })
  ).json()) as { seats: unknown[]; counts: Record<string, number> };
  console.log(kind, 'floor 14:', probe.seats.length, 'seats', probe.counts);
  const scenarios: Array<[string, string]> = [
    [
      `who-is-where: GET /entity/get-location, ${probe.seats.length} seats all seated`,
      '/api/entity/get-location?floor=14',
    ],
    ['staff list with seats (20 a page)', '/api/entity/staff'],
    ['staff list searched by name', '/api/entity/staff?q=employee%2012'],
  ];
  for (const [scenario, path] of scenarios)
    figures.push(await run(target, scenario, { path, headers: member, connections: 10, duration }));
  await target.close();
}
console.table(figures);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/seats-${Date.now()}.json`, import.meta.url),
  JSON.stringify({ figures }, null, 2),
);
