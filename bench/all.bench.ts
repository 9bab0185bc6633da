// `npm run bench`: the figures of issue #19, each beside a bare Fastify hello measured in the same
// run, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL, one bench after the
// other so none shares the machine with another:
//   1. peer.bench.ts: the screens' data calls on the peer's workload (50 employees, 500 leaves, 100
//      pending for one approver), with req/s, p99, CPU per request, the targets and peak memory;
//   2. cluster.bench.ts: 1 and 2 API processes on one PostgreSQL (skipped without one);
//   3. scale.bench.ts: the large organization (BENCH_EMPLOYEES, 20,000 by default); BENCH_SKIP_SCALE=1
//      leaves it out (its seed takes minutes).
// BENCH_SECONDS and BENCH_ROUNDS pass through. The older per-area benches stay `npm run bench:<area>`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const postgres = Boolean(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
const steps: Array<[string, string]> = [['the screens on the peer workload', 'peer.bench.ts']];
if (postgres) steps.push(['1 and 2 API processes on PostgreSQL', 'cluster.bench.ts']);
else console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: PGlite only, and no cluster bench.');
if (process.env.BENCH_SKIP_SCALE !== '1') steps.push(['the large organization', 'scale.bench.ts']);

let failed = false;
for (const [label, file] of steps) {
  console.log(`\n=== ${label} (${file}) ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', here(file)], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`=== ${file} FAILED (${r.status}) ===`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
