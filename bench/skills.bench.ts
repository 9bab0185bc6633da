// `npm run bench:skills -w @staffhub/bench`: skill sheets (issue #17) with 20,000 employees × 10
// skills each over a catalogue of about sixty, and the project bench's 500 projects (so each page
// of results has a month's load to compute): the staffing search with two criteria and a JLPT level
// (first page, a later page, 200 a page), the catalogue and one's own sheet, beside a bare Fastify
// hello measured in the same run. PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL)
// PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Figure, run, startHello, startTarget } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const total = Number(process.env.BENCH_EMPLOYEES ?? 20_000);
const perEmployee = Number(process.env.BENCH_SKILLS_PER_EMPLOYEE ?? 10);
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
if (!process.env.BENCH_ONLY && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  kinds.push('postgres');
process.env.BENCH_PROJECTS = JSON.stringify({ projects: 500, year: 2026 });
process.env.BENCH_SKILLS = JSON.stringify({ perEmployee });

const figures: Figure[] = [];
const hello = await startHello();
figures.push(await run(hello, 'bare Fastify hello', { path: '/hello', connections: 10, duration }));
await hello.close();

for (const kind of kinds) {
  const target = await startTarget(kind, { employees: total - 43, months: 0, lastMonth: '2026-10' });
  console.log(kind, 'seeded', target.seeded);
  const res = await fetch(`${target.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'pm@demo.test', password: 'demo1234' }),
  });
  const pm = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const catalogue = (await (await fetch(`${target.url}/api/skill/all_skills`, { headers: pm })).json()) as {
    types: Array<{ type: string; skills: Array<{ id: number; name: string }> }>;
  };
  const idOf = (name: string) => {
    const found = catalogue.types.flatMap((t) => t.skills).find((s) => s.name === name);
    if (!found) throw new Error(`the bench skill ${name} is missing`);
    return found.id;
  };
  // Seven apart in the catalogue: many people hold both (see lib/skills-seed.ts).
  const criteria = `${idOf('TypeScript')}:3,${idOf('Kotlin')}:3`;
  const probe = (await (
    await fetch(`${target.url}/api/skill/search?criteria=${criteria}&jlpt=3`, { headers: pm })
  ).json()) as { total: number };
  console.log(kind, 'people matching the two criteria and N3:', probe.total);
  const scenarios: Array<[string, string]> = [
    [
      `staffing search: 2 skills at rank 3+, N3+ (page 1 of 50; ${probe.total} match)`,
      `/api/skill/search?criteria=${criteria}&jlpt=3`,
    ],
    ['staffing search: same, page 10', `/api/skill/search?criteria=${criteria}&jlpt=3&page=10`],
    ['staffing search: same, 200 a page', `/api/skill/search?criteria=${criteria}&jlpt=3&perpage=200`],
    ['the catalogue (GET /skill/all_skills)', '/api/skill/all_skills'],
    ["the caller's sheet (GET /skill-sheet)", '/api/skill-sheet'],
  ];
  for (const [scenario, path] of scenarios)
    figures.push(await run(target, scenario, { path, headers: pm, connections: 10, duration }));
  await target.close();
}
console.table(figures);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/skills-${Date.now()}.json`, import.meta.url),
  JSON.stringify({ figures }, null, 2),
);
