// `npm run bench`: POST /api/login and GET /api/account under load (`lib/harness.ts`: wrk, else
// autocannon), on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL.
// Prints a table of figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Figure, run, startTarget } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const kinds: Array<'pglite' | 'postgres'> = ['pglite'];
if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) kinds.push('postgres');

const figures: Figure[] = [];
for (const kind of kinds) {
  const target = await startTarget(kind);
  const json = { 'content-type': 'application/json' };
  const loginBody = JSON.stringify({ email: 'member@demo.test', password: 'demo1234' });
  const login = await fetch(`${target.url}/api/login`, { method: 'POST', headers: json, body: loginBody });
  const { token } = (await login.json()) as { token: string };

  figures.push(
    await run(target, 'POST /api/login', {
      path: '/api/login',
      method: 'POST',
      headers: json,
      body: loginBody,
      connections: 10,
      duration,
    }),
  );
  figures.push(
    await run(target, 'GET /api/account', {
      path: '/api/account',
      headers: { authorization: `Bearer ${token}` },
      connections: 10,
      duration,
    }),
  );
  await target.close();
}

console.table(figures.map((f) => ({ ...f, p50: `${f.p50} ms`, p99: `${f.p99} ms` })));
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/auth-${Date.now()}.json`, import.meta.url),
  JSON.stringify(figures, null, 2),
);
