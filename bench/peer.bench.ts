// `npm run bench:peer -w @staffhub/bench` (and the first part of `npm run bench`): the screens'
// data calls of issue #19 on the peer's workload (TimeOff.Management with 50 employees, 500 leaves
// and 100 pending for one approver; `lib/peer-seed.ts`), at c=10, beside a bare Fastify hello
// measured in the same run, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
// Each call is measured as the read cache answers it, while someone else writes (a check-out every
// 100 ms: a large company's busy hour), and computed.
// BENCH_ACCEPT_ENCODING is sent with every call (default `identity`, as wrk and autocannon ask;
// `gzip, deflate, br` asks as a browser does, for the compressed answers of plugins/compress.ts).
// BENCH_ROUNDS rounds (default 1; the figures are the median of 3), scenarios interleaved
// within a round; BENCH_SECONDS per run (default 10), each after BENCH_WARMUP (2) of the same
// load. The app's peak RSS over the whole run is sampled every 20 ms (with several API processes,
// their sum). PostgreSQL is measured with 1 and 2 API processes (BENCH_WORKERS, the server's
// WORKERS). Prints the table with the targets beside and writes bench/results/peer-*.json.
// 'c=10 CPU s/db/c, busy': where the CPU of the c=10 run went, ms a request, read from /proc: the
// server process, PostgreSQL's processes (on PGlite the database is inside the server), the load
// generator (wrk, a child of this process, or autocannon in it), and how busy the whole machine was. Near 100 % busy, a call is limited
// by their sum on this machine's cores, not by the server alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  type CpuBudget,
  type Figure,
  loadGenerator,
  postgresTransport,
  rssOf,
  run,
  startHello,
  startTarget,
  type Target,
} from './lib/harness';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
/** Sent with every call, by fetch (which would otherwise ask for gzip) and by the load generator alike. */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING || 'identity';
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
/**
 * BENCH_WARMUP seconds (default 2) of the same load before each measured run, not counted, as in
 * the scale bench: the sequential CPU measurement before the runs uses one pooled connection, so
 * the first c=10 run on PostgreSQL used to open the other nine in its first second, each parsing
 * the named statements again, and showed it in its p99 (2026-12-07: 78 ms for the pending list read
 * from memory, against 3-5 ms after the server kept its idle connections and had been loaded once).
 */
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const kinds: Array<'pglite' | 'postgres'> = process.env.BENCH_ONLY
  ? [process.env.BENCH_ONLY as 'pglite' | 'postgres']
  : ['pglite'];
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!process.env.BENCH_ONLY && postgresUrl) kinds.push('postgres');

/**
 * 'production' (the default): the figures of the server `npm start` runs (its bundle, measured from
 * outside); BENCH_SERVE=bench serves from the seeding process under tsx (for --cpu-prof).
 */
const serve = process.env.BENCH_SERVE === 'bench' ? 'bench' : 'production';
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
process.env.BENCH_PEER = JSON.stringify({ month, today });

/** The targets of issue #19 (req/s at c=10 and p99 in ms); the other screens at least as fast. */
const TARGET = { pglite: { rps: 1000, p99: 50 }, postgres: { rps: 3000, p99: 50 } };
/** The peer's figures on the same machine (issue #19's table), req/s. */
const PEER: Record<string, number> = {
  'pending list (100)': 2.99,
  'team month (51 people)': 10.1,
  'own leave list': 9.3,
};

interface Scenario {
  name: string;
  path: string;
  who: 'leader' | 'member';
  /** What a correct answer holds (a wrong or empty answer would flatter the figure). */
  check: (body: unknown) => boolean;
}
const allScenarios: Scenario[] = [
  {
    name: 'pending list (100)',
    path: '/api/sabbatical-leave-request/approval?approveStatus=1&per_page=100',
    who: 'leader',
    check: (b) =>
      (b as { sabbaticalLeaveRequests: { data: unknown[] } }).sabbaticalLeaveRequests.data.length === 100,
  },
  {
    name: 'team month (51 people)',
    path: `/api/team-calendar?month=${month}`,
    who: 'leader',
    check: (b) => (b as { people: unknown[] }).people.length === 51,
  },
  {
    name: 'own leave list',
    path: '/api/sabbatical-leave-request?per_page=20',
    who: 'member',
    check: (b) =>
      (b as { sabbaticalLeaveRequests: { data: unknown[] } }).sabbaticalLeaveRequests.data.length === 10,
  },
  {
    name: 'own month timesheet',
    path: `/api/user/timesheets?month=${month}`,
    who: 'member',
    check: (b) => (b as { timeSheets: unknown[] }).timeSheets.length >= 28,
  },
  {
    name: 'dashboard',
    path: `/api/timesheet-dashboard?month=${month}`,
    who: 'member',
    check: (b) => typeof b === 'object' && b !== null,
  },
];

/** BENCH_SCENARIO=<part of a name> runs only the matching scenarios (e.g. to profile one). */
const scenarios = allScenarios.filter(
  (s) => !process.env.BENCH_SCENARIO || s.name.includes(process.env.BENCH_SCENARIO),
);

async function login(target: Target, email: string) {
  const res = await fetch(`${target.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return {
    authorization: `Bearer ${((await res.json()) as { token: string }).token}`,
    'accept-encoding': acceptEncoding,
  };
}

/** A run's CPU budget in one cell: `server/database/client ms, busy %` (no database column on PGlite). */
const budgetText = (b: CpuBudget, kind: string) =>
  `${b.serverMs.toFixed(2)}/${kind === 'postgres' ? b.databaseMs.toFixed(2) : '-'}/${b.clientMs.toFixed(2)}, ${b.machineBusyPct}%`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const rows: Array<Record<string, string | number>> = [];
const raw: Array<Figure & { round: number; workers: number }> = [];
const memory: Array<{
  db: string;
  startMb: number;
  peakMb: number;
  sinceStartMb: number | string;
  /** The resident set after each round: growth from round to round would be a leak. */
  afterRoundsMb: string;
}> = [];
const writerFailures: string[] = [];
const hello = await startHello();
console.log(`load generator: ${loadGenerator} (BENCH_LOADGEN=wrk|autocannon)`);
/**
 * What is measured: PGlite (one process), and PostgreSQL served by each count of API processes in
 * BENCH_WORKERS (the server's WORKERS; default `1,2`: one Node process computes on one core of
 * the two, `docs/SCALING.md`). Only the server as `npm start` runs it has more than one.
 */
const workerCounts = (process.env.BENCH_WORKERS ?? (serve === 'production' ? '1,2' : '1'))
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1 && n <= 64);
const runs = kinds.flatMap(
  (kind): Array<{ kind: 'pglite' | 'postgres'; workers: number }> =>
    kind === 'postgres' ? workerCounts.map((workers) => ({ kind, workers })) : [{ kind, workers: 1 }],
);
for (const { kind, workers } of runs) {
  const target = await startTarget(kind, undefined, undefined, serve, workers);
  /** The table's `db`: the database, and the API processes when more than one. */
  const label = workers > 1 ? `${kind} ×${workers}` : kind;
  const over =
    kind === 'postgres' && postgresUrl ? `; PostgreSQL over ${postgresTransport(postgresUrl)}` : '';
  const processes = workers > 1 ? `; ${workers} API processes (WORKERS=${workers})` : '';
  console.log(`${label}: seeded ${JSON.stringify(target.seeded)}${over}${processes}`);
  const headers = {
    leader: await login(target, 'leader@demo.test'),
    member: await login(target, 'member@demo.test'),
  };
  // Someone outside the team writing all the time: pm@demo.test (checked in by the seed) checking
  // out every 100 ms.
  const writer = await login(target, 'pm@demo.test');
  const post = (path: string) => fetch(`${target.url}${path}`, { method: 'POST', headers: writer });
  const writing = () => {
    let writes = 0;
    let failed = 0;
    let lastFailure = '';
    const timer = setInterval(() => {
      void post('/api/user/timesheets/checkout').then(async (res) => {
        if (res.ok) {
          await res.arrayBuffer();
          writes++;
        } else {
          failed++;
          lastFailure = `${res.status} ${await res.text()}`;
        }
      });
    }, 100);
    return () => {
      clearInterval(timer);
      if (failed) writerFailures.push(`${kind}: ${failed} of the writer's check-outs failed: ${lastFailure}`);
      return writes;
    };
  };
  /** The size of each call's answer as sent (compressed when BENCH_ACCEPT_ENCODING asks). */
  const bodyKb = new Map<string, number>();
  for (const s of scenarios) {
    const res = await fetch(`${target.url}${s.path}`, { headers: headers[s.who] });
    const text = await res.text();
    if (!res.ok || !s.check(JSON.parse(text)))
      throw new Error(`${kind} ${s.name}: unexpected answer ${res.status}`);
    const sent = res.headers.get('content-encoding')
      ? Number(res.headers.get('content-length'))
      : Buffer.byteLength(text);
    bodyKb.set(s.name, Math.round(sent / 100) / 10);
  }
  const ask = async <T>(message: string) => {
    if (!target.ask) throw new Error('the bench target answers no messages');
    return (await target.ask(message)) as T;
  };
  // Each call three times: as the read cache answers it (the same screen asked again with no write
  // in between); the same while someone else writes (a screen stays kept while none of the tables
  // it was read from changes: the team's month and own month read the attendance the writer
  // changes, the lists do not); and computed (every request a URL of its own, a parameter the
  // route ignores, so the cache never answers: what the first reader after a write to its tables
  // gets; for the request lists, a write that left the page's requests as they were, their
  // presented items being kept by version: `cpu.bench.ts` BENCH_TOUCH measures the others).
  const variants = scenarios.flatMap((s) =>
    (['read cache', 'others writing', 'computed'] as const)
      // BENCH_MODE=<part of a mode> measures only the matching ones (e.g. to profile 'computed').
      .filter((mode) => !process.env.BENCH_MODE || mode.includes(process.env.BENCH_MODE))
      .map((mode) => ({ s, mode, key: `${s.name}, ${mode}` })),
  );
  let n = 0;
  const urlOf = (v: (typeof variants)[number]) =>
    v.mode === 'computed' ? `${v.s.path}&_n=${n++}` : v.s.path;
  // CPU time per request, measured over sequential requests after a warm-up.
  const cpuMs = new Map<string, number>();
  for (const v of variants) {
    if (v.mode === 'others writing') continue;
    const once = async () =>
      (await fetch(`${target.url}${urlOf(v)}`, { headers: headers[v.s.who] })).arrayBuffer();
    for (let i = 0; i < 50; i++) await once();
    const probe = await fetch(`${target.url}${urlOf(v)}`, { headers: headers[v.s.who] });
    await probe.arrayBuffer();
    const cached = probe.headers.get('x-read-cache') === 'hit';
    if ((v.mode === 'read cache') !== cached)
      throw new Error(`${kind} ${v.key}: x-read-cache ${probe.headers.get('x-read-cache')}`);
    const count = Number(process.env.BENCH_CPU_REQUESTS ?? 300);
    const before = (await ask<{ cpu: number }>('cpu')).cpu;
    for (let i = 0; i < count; i++) await once();
    const after = (await ask<{ cpu: number }>('cpu')).cpu;
    cpuMs.set(v.key, Math.round((after - before) / count) / 1000);
  }
  const { rss } = await ask<{ rss: number }>('rss-start');
  const byVariant = new Map<string, Figure[]>();
  /** The writer's accepted check-outs a second, per variant measured beside it. */
  const writesOf = new Map<string, number[]>();
  const hellos: Figure[] = [];
  const afterRounds: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    hellos.push(await run(hello, 'bare Fastify hello', { path: '/hello', connections: 10, duration }));
    for (const v of variants) {
      const load = {
        path: v.s.path,
        headers: headers[v.s.who],
        connections: 10,
        unique: v.mode === 'computed',
      };
      if (warmup > 0) {
        const stopWarming = v.mode === 'others writing' ? writing() : null;
        await run(target, v.key, { ...load, duration: warmup });
        stopWarming?.();
      }
      const stop = v.mode === 'others writing' ? writing() : null;
      const f = await run(target, v.key, { ...load, duration });
      const writes = stop?.();
      if (writes !== undefined) writesOf.set(v.key, [...(writesOf.get(v.key) ?? []), writes / duration]);
      raw.push({ ...f, round, workers, ...(writes === undefined ? {} : { writes }) });
      byVariant.set(v.key, [...(byVariant.get(v.key) ?? []), f]);
    }
    if (target.pid) afterRounds.push(Math.round(rssOf(target.pid).rss / 2 ** 20));
  }
  const { peak, hwm } = await ask<{ peak: number; hwm?: number }>('rss-stop');
  memory.push({
    db: label,
    startMb: Math.round(rss / 2 ** 20),
    peakMb: Math.round(peak / 2 ** 20),
    // The kernel's high-water mark: the peak since the process started, its start included.
    sinceStartMb: hwm ? Math.round(hwm / 2 ** 20) : '-',
    afterRoundsMb: afterRounds.join(' / ') || '-',
  });
  const helloRps = median(hellos.map((f) => f.rps));
  const helloMid = [...hellos].sort((a, b) => a.rps - b.rps)[Math.floor(hellos.length / 2)];
  rows.push({
    db: label,
    scenario: 'bare Fastify hello (ceiling)',
    'req/s': helloRps,
    'p99 ms': median(hellos.map((f) => f.p99)),
    'c=10 CPU s/db/c, busy': helloMid ? budgetText(helloMid.cpu, 'hello') : '-',
  });
  for (const v of variants) {
    const fs = byVariant.get(v.key) ?? [];
    const rps = median(fs.map((f) => f.rps));
    const p99 = median(fs.map((f) => f.p99));
    const mid = [...fs].sort((a, b) => a.rps - b.rps)[Math.floor(fs.length / 2)];
    rows.push({
      db: label,
      scenario: v.key,
      'req/s': rps,
      'p99 ms': p99,
      'CPU ms/req': cpuMs.get(v.key) ?? '-',
      // At c=10: server / database / load generator, ms a request, and the machine's busy share.
      'c=10 CPU s/db/c, busy': mid ? budgetText(mid.cpu, kind) : '-',
      'body KB': bodyKb.get(v.s.name) ?? '-',
      target: `${TARGET[kind].rps} req/s, p99 < ${TARGET[kind].p99} ms`,
      met: rps >= TARGET[kind].rps && p99 < TARGET[kind].p99 ? 'yes' : 'no',
      'x peer': PEER[v.s.name] ? Math.round(rps / (PEER[v.s.name] as number)) : '-',
      'non-2xx': fs.reduce((count, f) => count + f.non2xx, 0),
      'writes/s': writesOf.has(v.key) ? Math.round(median(writesOf.get(v.key) ?? [])) : '-',
    });
  }
  await target.close();
}
await hello.close();
// A writer that failed would flatter the figures: no result then.
if (writerFailures.length) throw new Error(writerFailures.join('\n'));
console.table(rows);
console.table(memory.map((m) => ({ ...m, target: 'peak < 300 MB on PGlite' })));
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/peer-${Date.now()}.json`, import.meta.url),
  JSON.stringify({ rows, memory, raw }, null, 2),
);
