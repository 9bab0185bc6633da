import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
// @ts-expect-error: a plain ES module of the repository's scripts, without types
import { buildServer, serverEnv, serverFlagsFor } from '../../scripts/build-server.mjs';

export interface Target {
  label: 'pglite' | 'postgres' | 'hello';
  url: string;
  seeded: unknown;
  /** The server's process id: the harness measures it from outside, through /proc. */
  pid?: number;
  /** The server's figures: 'cpu', 'rss-start', 'rss-stop' (`measuredFromOutside`). */
  ask?(message: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * How a PostgreSQL URL reaches its server, as node-postgres reads it: a host that is a path (the
 * URL's own, or its `host=` parameter) is the directory of the server's Unix socket; any other is
 * TCP. On one machine the socket carries the same statements for less of the kernel's CPU (on
 * 2026-12-07 three of the five computed calls gained 22-72 %, docs/SCALING.md), so each PostgreSQL
 * figure says which it went through.
 */
export function postgresTransport(url: string): string {
  const u = new URL(url);
  const host =
    u.searchParams.get('host') || decodeURIComponent(u.hostname) || process.env.PGHOST || 'localhost';
  const port = u.searchParams.get('port') || u.port || process.env.PGPORT || '5432';
  return host.startsWith('/') ? `its Unix socket in ${host} (port ${port})` : `TCP to ${host}:${port}`;
}

/**
 * Starts the real app in a child process (so the load generator does not share its event loop)
 * on a fresh, seeded database: PGlite in a temp dir, or a database of its own on PostgreSQL.
 * `serve`: 'bench' serves from the seeding process (`lib/serve.ts` under tsx, `buildApp` without
 * logging); 'production' seeds there, then serves the data with the server exactly as `npm start`
 * runs it (the bundle of `scripts/build-server.mjs`, its own `server.ts`), measured from outside
 * through /proc: the memory and CPU figures of the process users would run.
 */
export async function startTarget(
  kind: 'pglite' | 'postgres',
  large?: { employees: number; months: number; lastMonth: string },
  approvals?: { employees: number; date1: string; date2: string },
  serve: 'bench' | 'production' = 'bench',
  /** API processes (the server's WORKERS, PostgreSQL only): served as `npm start` runs it. */
  workers = 1,
): Promise<Target> {
  if (workers > 1 && (serve !== 'production' || kind !== 'postgres'))
    throw new Error('more than one API process is the server as `npm start` runs it, on PostgreSQL');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_KIND: kind,
    BENCH_LARGE: large ? JSON.stringify(large) : '',
    BENCH_APPROVALS: approvals ? JSON.stringify(approvals) : '',
    BENCH_SEED_ONLY: serve === 'production' ? '1' : '',
  };
  let dropDb = async () => {};
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the PostgreSQL run');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A database of this bench process's own, so two benches can run side by side.
    const name = `staffhub_bench_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    env.BENCH_CHILD_DATABASE_URL = u.toString();
    dropDb = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
    env,
    execArgv: ['--import', 'tsx', ...profile],
  });
  const { url, seeded, dataDir } = await new Promise<{ url: string; seeded: unknown; dataDir: string }>(
    (resolve, reject) => {
      child.once('message', (m) => resolve(m as { url: string; seeded: unknown; dataDir: string }));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    },
  );
  if (serve === 'production') {
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(0)));
    return startProduction(kind, {
      dataDir,
      databaseUrl: env.BENCH_CHILD_DATABASE_URL,
      seeded,
      dropDb,
      workers,
    });
  }
  return {
    label: kind,
    url,
    seeded,
    pid: child.pid as number,
    ask: measuredFromOutside(child.pid as number),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
      await dropDb();
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The fields of a /proc/<pid>/stat line after the command's closing parenthesis (the command may
 * hold spaces): utime and stime are [11] and [12], cutime and cstime (children that ended) [13] and [14].
 */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/**
 * A process and its descendants (the API processes of a server started with WORKERS above 1), from
 * /proc/<pid>/task/<tid>/children; a process that ended meanwhile is left out.
 */
function treeOf(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length && all.length < 256; i++) {
    const parent = all[i] as number;
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const kids = readFileSync(`/proc/${parent}/task/${tid}/children`, 'utf8').trim();
        if (kids) all.push(...kids.split(/\s+/).map(Number));
      } catch {
        // ended since the directory was read
      }
    }
  }
  return all;
}

/**
 * CPU time used so far by a process and its descendants (user + system, in microseconds), from
 * /proc/<pid>/stat: with WORKERS the primary and every API process.
 */
export function cpuOf(pid: number): number {
  let ticks = 0;
  for (const p of treeOf(pid)) {
    try {
      const fields = statFields(readFileSync(`/proc/${p}/stat`, 'utf8'));
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended since it was listed
    }
  }
  return (ticks * 1e6) / 100;
}

/**
 * The CPU time (microseconds) of the machine's PostgreSQL server: every `postgres` process (its
 * backends, the postmaster and its helpers) and what its exited children used (the postmaster's
 * cutime and cstime). 0 where none runs.
 */
function postgresCpu(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended since the directory was read
    }
    if (!stat.includes('(postgres)')) continue;
    const fields = statFields(stat);
    // utime, stime, then cutime and cstime (children that ended: only the postmaster has them).
    total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (total * 1e6) / 100;
}

/** The machine's busy and total CPU time so far (all cores, microseconds), from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, ...ticks] = line.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is inside user).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.slice(0, 8).map(Number);
  const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
  return { busy: (busy * 1e6) / 100, total: ((busy + (idle ?? 0) + (iowait ?? 0)) * 1e6) / 100 };
}

/**
 * Where a run's CPU went, per request, in ms: the server process, PostgreSQL (on PGlite the
 * database is inside the server), the load generator (wrk, or autocannon in this process), and how busy the
 * whole machine was (percent of all its cores). A call whose machine is near 100 % busy is limited
 * by the sum of the three, not by the server alone.
 */
export interface CpuBudget {
  serverMs: number;
  databaseMs: number;
  clientMs: number;
  machineBusyPct: number;
}

function cpuNow(pid: number | undefined) {
  const own = process.cpuUsage();
  return {
    server: pid ? cpuOf(pid) : 0,
    database: postgresCpu(),
    // This process and, with wrk, the wrk run that has ended by the second reading.
    client: own.user + own.system + endedChildrenCpu(),
    machine: machineCpu(),
  };
}

function budgetOf(
  before: ReturnType<typeof cpuNow>,
  after: ReturnType<typeof cpuNow>,
  requests: number,
): CpuBudget {
  const per = (us: number) => Math.round((us / Math.max(1, requests)) * 100) / 100_000;
  const total = after.machine.total - before.machine.total;
  return {
    serverMs: per(after.server - before.server),
    databaseMs: per(after.database - before.database),
    clientMs: per(after.client - before.client),
    machineBusyPct: total > 0 ? Math.round(((after.machine.busy - before.machine.busy) / total) * 100) : 0,
  };
}

/**
 * A process's resident set size now and its peak since it started (VmRSS, VmHWM), in bytes; with
 * descendants (WORKERS), their sums.
 */
export function rssOf(pid: number): { rss: number; hwm: number } {
  let rss = 0;
  let hwm = 0;
  for (const p of treeOf(pid)) {
    let status: string;
    try {
      status = readFileSync(`/proc/${p}/status`, 'utf8');
    } catch {
      continue;
    }
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    rss += kb('VmRSS');
    hwm += kb('VmHWM');
  }
  return { rss, hwm };
}

/**
 * A server process's figures read from /proc, whichever way it runs: 'cpu' (its CPU time so far, in
 * microseconds: per-request cost that, unlike req/s, does not move with what else the machine
 * runs), 'rss-start' (its resident set now, then sampled every 20 ms) and 'rss-stop' (the peak
 * since 'rss-start', and the kernel's high-water mark since the process started).
 */
function measuredFromOutside(pid: number): (message: string) => Promise<unknown> {
  let sampler: NodeJS.Timeout | undefined;
  let peak = 0;
  return async (message) => {
    if (message === 'cpu') return { cpu: cpuOf(pid) };
    if (message === 'rss-start') {
      peak = rssOf(pid).rss;
      sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(pid).rss);
      }, 20);
      return { rss: peak };
    }
    if (message === 'rss-stop') {
      clearInterval(sampler);
      const { rss, hwm } = rssOf(pid);
      return { peak: Math.max(peak, rss), hwm };
    }
    throw new Error(`unknown message ${message}`);
  };
}

/**
 * The server as `npm start` runs it, on the data the bench child seeded: `node
 * apps/server/dist/server.mjs` with the environment an operator would give it (logging at 'warn').
 */
async function startProduction(
  kind: 'pglite' | 'postgres',
  opts: {
    dataDir: string;
    databaseUrl: string | undefined;
    seeded: unknown;
    dropDb: () => Promise<void>;
    workers: number;
  },
): Promise<Target> {
  const entry = (await buildServer()) as string;
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const flags =
    process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ??
    serverFlagsFor(kind === 'postgres' ? { DATABASE_URL: opts.databaseUrl } : {});
  const child: ChildProcess = spawn(process.execPath, [...flags, ...profile, entry], {
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...serverEnv,
      ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
      PATH: process.env.PATH,
      TZ: process.env.TZ,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: opts.dataDir,
      ...(kind === 'postgres' ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...(opts.workers > 1 ? { WORKERS: String(opts.workers) } : {}),
      BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'staffhub-bench-blobs-')),
      TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LOGIN_LIMIT_PER_IP: '1000000000',
      LOGIN_FAILURES_PER_ACCOUNT: '1000000000',
      WEB_DIST: '/none',
      LOG_LEVEL: 'warn',
      // The server's own settings a run may choose (its defaults otherwise): PGlite's page cache,
      // PGlite in a thread of its own (PGLITE_THREAD=true), the scheduled jobs off (JOBS=0).
      ...Object.fromEntries(
        ['PGLITE_SHARED_BUFFERS', 'PGLITE_THREAD', 'JOBS'].flatMap((name) =>
          process.env[name] ? [[name, process.env[name]]] : [],
        ),
      ),
    },
  });
  const pid = child.pid as number;
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/account`).then(
      (r) => r.status === 401,
      () => false,
    );
    // With WORKERS, every API process started (the first answers while the others may still be
    // starting: a process that does not listen yet is handed no connection), then 3 s for the last.
    if (ready && treeOf(pid).length >= (opts.workers > 1 ? opts.workers + 1 : 1)) {
      if (opts.workers > 1) await new Promise((r) => setTimeout(r, 3000));
      break;
    }
    // A start migrates and gathers statistics (ANALYZE): minutes on PGlite at 20,000 employees.
    if (i > 6000) throw new Error('the server did not start within 10 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    label: kind,
    url,
    seeded: opts.seeded,
    pid,
    ask: measuredFromOutside(pid),
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      await opts.dropDb();
    },
  };
}

/** A bare Fastify hello in its own process (`/hello`): the ceiling the app's figures sit beside. */
export async function startHello(): Promise<Target> {
  const child = fork(fileURLToPath(new URL('./hello.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string }));
    child.once('exit', (code) => reject(new Error(`hello server exited with ${code}`)));
  });
  return {
    label: 'hello',
    url,
    seeded: null,
    pid: child.pid as number,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}

export interface Figure {
  scenario: string;
  db: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The load generator that measured it: 'wrk' or 'autocannon' (`loadGenerator`). */
  loadgen: LoadGenerator;
  /** Where the run's CPU went (`CpuBudget`). */
  cpu: CpuBudget;
}

/** One run's load: c=`connections` for `duration` seconds on `path` of the target. */
export interface Load {
  path: string;
  connections?: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Each request a URL of its own (`&_n=<number>` appended, a parameter the routes ignore), so the
   * app's read cache never answers and every request does the work.
   */
  unique?: boolean;
}

export type LoadGenerator = 'wrk' | 'autocannon';

/**
 * The load generator: BENCH_LOADGEN, else wrk where it is installed (`apt-get install wrk`; the
 * generator of issue #19's figures, a C program that takes a fraction of autocannon's CPU from the
 * two cores the server shares with it), else autocannon (from npm, always there).
 */
export const loadGenerator: LoadGenerator =
  process.env.BENCH_LOADGEN === 'autocannon' || process.env.BENCH_LOADGEN === 'wrk'
    ? process.env.BENCH_LOADGEN
    : existsSync('/usr/bin/wrk')
      ? 'wrk'
      : 'autocannon';

/** CPU time (microseconds) of this process's children that have ended and been waited for. */
function endedChildrenCpu(): number {
  const fields = statFields(readFileSync('/proc/self/stat', 'utf8'));
  return ((Number(fields[13]) + Number(fields[14])) * 1e6) / 100;
}

/**
 * Where the next run's own URLs start (`Load.unique`): each run numbers from a start of its own,
 * so no run asks a URL an earlier one asked (a warm-up's answers would be kept by the read cache).
 */
let uniqueRuns = 0;
const nextUniqueStart = () => ++uniqueRuns * 1e9;

/** A Lua string literal. */
const lua = (text: string) => JSON.stringify(text);

/**
 * wrk's script for one run: the method, headers and body; with `unique`, a URL of its own for
 * every request (each of wrk's threads numbers its own, from a start of its own); at the end, one
 * line of JSON with the counts and the latency percentiles (microseconds). Lua's numbers are
 * doubles, written with 14 digits: exact for `start` (a billion a run) and its requests.
 */
function wrkScript(load: Load, start: number): string {
  const lines = [
    `wrk.method = ${lua(load.method ?? 'GET')}`,
    ...Object.entries(load.headers ?? {}).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`),
    ...(load.body === undefined ? [] : [`wrk.body = ${lua(load.body)}`]),
  ];
  if (load.unique) {
    const sep = load.path.includes('?') ? '&' : '?';
    lines.push(
      'local threads = 0',
      `function setup(thread) threads = threads + 1; thread:set("first", ${start} + threads * 100000000) end`,
      'function init() n = first end',
      `function request() n = n + 1; return wrk.format(nil, ${lua(`${load.path}${sep}_n=`)} .. n) end`,
    );
  }
  lines.push(
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format('WRK_RESULT {"requests":%d,"us":%d,"status":%d,"socket":%d,"p50":%d,"p99":%d}\\n',`,
    '    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,',
    '    latency:percentile(50), latency:percentile(99)))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/** Runs wrk (two threads, as the machine has two cores) and reads its line of JSON. */
async function runWrk(url: string, load: Load) {
  const dir = mkdtempSync(path.join(tmpdir(), 'staffhub-wrk-'));
  const script = path.join(dir, 'run.lua');
  writeFileSync(script, wrkScript(load, nextUniqueStart()));
  const connections = load.connections ?? 10;
  const args = ['-t', String(Math.min(2, connections)), '-c', String(connections), '-d', `${load.duration}s`];
  const child = spawn('wrk', [...args, '--timeout', '10s', '-s', script, `${url}${load.path}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  rmSync(dir, { recursive: true, force: true });
  const line = out.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (code !== 0 || !line) throw new Error(`wrk exited with ${code}: ${out.slice(-500)}`);
  const r = JSON.parse(line.slice('WRK_RESULT '.length)) as {
    requests: number;
    us: number;
    status: number;
    socket: number;
    p50: number;
    p99: number;
  };
  return {
    requests: r.requests,
    rps: Math.round(r.requests / (r.us / 1e6)),
    p50: Math.round(r.p50 / 100) / 10,
    p99: Math.round(r.p99 / 100) / 10,
    // wrk counts answers of status 400 and above, and failed sockets: either fails the run.
    non2xx: r.status + r.socket,
  };
}

async function runAutocannon(url: string, load: Load) {
  let n = nextUniqueStart();
  const result = await autocannon({
    url: `${url}${load.path}`,
    connections: load.connections ?? 10,
    duration: load.duration,
    ...(load.method ? { method: load.method } : {}),
    ...(load.headers ? { headers: load.headers } : {}),
    ...(load.body === undefined ? {} : { body: load.body }),
    ...(load.unique
      ? {
          requests: [
            {
              setupRequest: (req: { path?: string }) => ({
                ...req,
                path: `${load.path}${load.path.includes('?') ? '&' : '?'}_n=${n++}`,
              }),
            },
          ],
        }
      : {}),
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** Measures one run on `target` with the load generator (`loadGenerator`), and where its CPU went. */
export async function run(target: Target, scenario: string, load: Load): Promise<Figure> {
  const before = cpuNow(target.pid);
  const result = await (loadGenerator === 'wrk' ? runWrk : runAutocannon)(target.url, load);
  const after = cpuNow(target.pid);
  return {
    scenario,
    db: target.label,
    connections: load.connections ?? 10,
    ...result,
    loadgen: loadGenerator,
    cpu: budgetOf(before, after, result.requests),
  };
}
