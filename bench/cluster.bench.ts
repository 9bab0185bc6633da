// `npm run bench:cluster -w @staffhub/bench`: one PostgreSQL database (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; PostgreSQL only, PGlite is one process by design) seeded once with the demo
// and 100 overtime requests pending for pm@demo.test, served by 1 and then 2 API processes behind
// one port (node:cluster, round-robin), under load (`lib/harness.ts`: wrk, else autocannon; c=10,
// BENCH_SECONDS, default 10) on three screens' data calls: the account, the PM's pending list, the
// member's own month. Beside them a bare Fastify hello in one process, measured in the same run,
// and the same hello behind the same cluster primary with 1 and 2 workers (what the machine gives a
// second process at all). Prints each worker's resident set size, and writes the figures to
// bench/results/cluster-<time>.json. BENCH_ROUNDS=3 repeats the set, 1 and 2 processes interleaved,
// and shows the medians.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { WorkerUsage } from './lib/cluster-serve';
import { seedClusterDatabase, startCluster } from './lib/cluster-target';
import { type Figure, loadGenerator, postgresTransport, run, startHello } from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of load before each measured run, not counted: every worker's JIT and pool warmed. */
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = 10;
/** Rounds of the whole set (BENCH_ROUNDS, default 1); the table shows each figure's median. */
const rounds = Math.max(1, Math.min(9, Number(process.env.BENCH_ROUNDS ?? 1)));
/** The `db` of the one-process hello from the harness, the ceiling every row is read beside. */
const CEILING = 'hello (startHello)';
const PROCESSES = [1, 2] as const;
/**
 * BENCH_MODE=computed: every request of the app's calls a URL of its own (`Load.unique`), so no
 * answer comes from a process's read cache: what the first reader after a write gets. Otherwise the
 * same URL again, as the issue measured.
 */
const computed = process.env.BENCH_MODE === 'computed';

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error('bench:cluster needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
  process.exit(1);
}

interface Scenario {
  name: string;
  path: string;
  /** Whose token; none for the bare hello. */
  as?: 'pm@demo.test' | 'member@demo.test';
}
const APP: Scenario[] = [
  { name: 'GET /api/account', path: '/api/account', as: 'member@demo.test' },
  {
    name: "PM's pending list (100 pending, page of 100)",
    path: '/api/overtime-requests/approval?approveStatus=1&per_page=100',
    as: 'pm@demo.test',
  },
  {
    name: "member's own month timesheet",
    path: '/api/user/timesheets?month=2026-10',
    as: 'member@demo.test',
  },
];
const HELLO: Scenario = { name: 'GET /hello (bare Fastify, no app)', path: '/hello' };

async function tokenOf(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Warms up, then measures one scenario; refuses a run whose first answer is not 200. */
async function measure(target: Parameters<typeof run>[0], s: Scenario, tokens: Map<string, string>) {
  const headers: Record<string, string> = s.as ? { authorization: `Bearer ${tokens.get(s.as)}` } : {};
  const probe = await fetch(`${target.url}${s.path}`, { headers });
  if (probe.status !== 200) throw new Error(`${s.name}: ${probe.status} ${await probe.text()}`);
  const unique = computed && s.as !== undefined;
  if (warmup > 0) await run(target, s.name, { path: s.path, headers, connections, duration: warmup, unique });
  return run(target, s.name, { path: s.path, headers, connections, duration, unique });
}

const started = Date.now();
const database = await seedClusterDatabase(baseUrl);
console.log(
  `seeded ${JSON.stringify(database.seeded)} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `PostgreSQL over ${postgresTransport(baseUrl)}`,
);

type Measured = Figure & { processes: number; round: number };
const figures: Measured[] = [];
/** Each round's RSS of every worker, after its load. */
const memory: Array<{ round: number; processes: number; workers: WorkerUsage[] }> = [];
try {
  // Rounds interleave 1 and 2 processes, so a change in the machine's load touches both alike.
  for (let round = 1; round <= rounds; round++) {
    const hello = await startHello();
    try {
      figures.push({ ...(await measure(hello, HELLO, new Map())), db: CEILING, processes: 1, round });
    } finally {
      await hello.close();
    }
    for (const n of PROCESSES) {
      const helloCluster = await startCluster(n, { mode: 'hello' });
      try {
        figures.push({ ...(await measure(helloCluster, HELLO, new Map())), processes: n, round });
      } finally {
        await helloCluster.close();
      }
      const target = await startCluster(n, { databaseUrl: database.url });
      try {
        const tokens = new Map<string, string>();
        for (const email of ['pm@demo.test', 'member@demo.test'])
          tokens.set(email, await tokenOf(target.url, email));
        for (const s of APP) figures.push({ ...(await measure(target, s, tokens)), processes: n, round });
        memory.push({ round, processes: n, workers: await target.memory() });
      } finally {
        await target.close();
      }
    }
  }
} finally {
  await database.drop();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
};
/** The median of the rounds' figures of one scenario at n processes. */
const of = (scenario: string, n: number, db?: string) => {
  const runs = figures.filter(
    (f) => f.scenario === scenario && f.processes === n && (db ? f.db === db : f.db !== CEILING),
  );
  return runs.length
    ? {
        rps: median(runs.map((f) => f.rps)),
        p99: median(runs.map((f) => f.p99)),
        non2xx: runs.reduce((sum, f) => sum + f.non2xx, 0),
      }
    : undefined;
};
const ceiling = of(HELLO.name, 1, CEILING);
const rows = [HELLO, ...APP].map((s) => {
  const one = of(s.name, 1);
  const two = of(s.name, 2);
  return {
    scenario: s.name,
    'hello, 1 process (req/s)': ceiling?.rps,
    '1 process (req/s)': one?.rps,
    '1 process p99 (ms)': one?.p99,
    '2 processes (req/s)': two?.rps,
    '2 processes p99 (ms)': two?.p99,
    'ratio 2/1': one && two ? Number((two.rps / one.rps).toFixed(2)) : undefined,
    'non-2xx': (one?.non2xx ?? 0) + (two?.non2xx ?? 0),
  };
});
console.log(
  `\n${cpus().length} CPUs, Node ${process.version}, c=${connections}, ${duration} s a run after ${warmup} s of warm-up, ` +
    `${rounds === 1 ? 'one round' : `median of ${rounds} interleaved rounds`}; the processes, PostgreSQL and ${loadGenerator} share the machine.`,
);
console.table(rows);
for (const m of memory)
  console.log(
    `RSS after round ${m.round}'s load, ${m.processes} process${m.processes > 1 ? 'es' : ''}: ` +
      m.workers
        .map((w) => `pid ${w.pid} ${w.rssMb} MB (peak ${w.peakMb} MB, ${w.cpuSeconds} s of CPU)`)
        .join(', '),
  );
if (rows.some((r) => r['non-2xx'] > 0))
  console.warn('Some answers were not 2xx: the figures above are not valid.');

mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/cluster-${Date.now()}.json`, import.meta.url),
  JSON.stringify(
    {
      cpus: cpus().length,
      node: process.version,
      connections,
      duration,
      warmup,
      rounds,
      figures,
      rows,
      memory,
    },
    null,
    2,
  ),
);
