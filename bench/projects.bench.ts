// `npm run bench:projects -w @staffhub/bench`: project management (issue #16) with 500 projects over
// 20,000 employees (every generated person in one project, every third in two; a year of monthly
// effort each): the project list (first page, a search, a filter), the effort grid of a project and
// its members' allocation across projects, beside a bare Fastify hello measured in the same run;
// then the server's peak resident memory while it takes one kick-off upload of 5 images of about
// 25 MB each. PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { formData } from '../apps/server/src/test/multipart';
import { type Figure, run, startHello, startTarget } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const total = Number(process.env.BENCH_EMPLOYEES ?? 20_000);
const projects = Number(process.env.BENCH_PROJECT_COUNT ?? 500);
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
if (!process.env.BENCH_ONLY && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  kinds.push('postgres');
process.env.BENCH_PROJECTS = JSON.stringify({ projects, year: 2026 });

/** A PNG of random pixels (it does not compress): 2,880 × 2,880 × 3 bytes is about 24 MB. */
async function bigPng(seed: number): Promise<Buffer> {
  const side = 2880;
  const raw = Buffer.alloc(side * side * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i += 4) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw.writeUInt32LE(x, Math.min(i, raw.length - 4));
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const figures: Figure[] = [];
const memory: Array<Record<string, string | number>> = [];
const hello = await startHello();
figures.push(await run(hello, 'bare Fastify hello', { path: '/hello', connections: 10, duration }));
await hello.close();

const images = await Promise.all([1, 2, 3, 4, 5].map(bigPng));
console.log('upload images (MB):', images.map((b) => (b.length / 1e6).toFixed(1)).join(', '));

for (const kind of kinds) {
  const target = await startTarget(kind, { employees: total - 43, months: 0, lastMonth: '2026-10' });
  console.log(kind, 'seeded', target.seeded);
  const login = async (email: string) => {
    const res = await fetch(`${target.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };
  const admin = await login('admin@demo.test');
  const list = (await (
    await fetch(
      `${target.url}/api/projects?q=${encodeURIComponent(`bench project ${Math.ceil(projects / 2)}`)}`,
      { headers: admin },
    )
  ).json()) as {
    data: Array<{ id: number }>;
  };
  const project = list.data[0]?.id;
  if (!project) throw new Error('the bench project is missing');
  const scenarios: Array<[string, string]> = [
    [`project list, first page (50 of ${projects + 3})`, '/api/projects?perpage=50'],
    ['project list, search "project 12"', '/api/projects?q=project%2012'],
    ['project list, status filter, page 3', '/api/projects?status=2&page=3&perpage=50'],
    ['effort grid, a year by month (about 53 members)', `/api/projects/${project}/effort?date=2026-06-15`],
    ['effort grid, a month by week', `/api/projects/${project}/effort?date=2026-06-15&view=week`],
    ['members across projects, one month', `/api/projects/${project}/effort-employees?month=2026-06`],
  ];
  for (const [scenario, path] of scenarios)
    figures.push(await run(target, scenario, { path, headers: admin, connections: 10, duration }));

  // One kick-off upload of 5 × ~24 MB; the server's RSS is sampled every 20 ms meanwhile.
  const body = formData(
    {
      payload: JSON.stringify({
        type: 'KICK_OFF',
        date: '2026-06-15',
        total_budget: 500_000,
        title: 'Bench kick-off',
        employees: [],
      }),
    },
    images.map((content, i) => ({
      field: 'images',
      filename: `photo-${i}.png`,
      content,
      contentType: 'image/png',
    })),
  );
  const before = (await target.ask?.('rss-start')) as { rss: number };
  const started = Date.now();
  const res = await fetch(`${target.url}/api/projects/${project}/kickoff-and-bonus`, {
    method: 'POST',
    headers: { ...admin, ...body.headers },
    body: body.payload,
  });
  const ms = Date.now() - started;
  const after = (await target.ask?.('rss-stop')) as { peak: number };
  memory.push({
    db: kind,
    status: res.status,
    'upload MB': Math.round(body.payload.length / 1e6),
    seconds: ms / 1000,
    'RSS before MB': Math.round(before.rss / 1e6),
    'peak RSS MB': Math.round(after.peak / 1e6),
    'growth MB': Math.round((after.peak - before.rss) / 1e6),
  });
  await target.close();
}
console.table(figures);
console.table(memory);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/projects-${Date.now()}.json`, import.meta.url),
  JSON.stringify({ figures, memory }, null, 2),
);
