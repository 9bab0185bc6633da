// `npm test`: every test. Domain and web unit tests, the API tests on PGlite, the same API tests on
// PostgreSQL when TEST_DATABASE_URL is set, the security tests (authorization matrix, fuzzer) on the
// same databases, the browser tests, then the first-load gates: the JavaScript each first screen
// downloads (scripts/bundle-budget.mjs) and Lighthouse performance (bench/lighthouse.mjs), each
// failing under its floor. SKIP_SECURITY=1, SKIP_E2E=1 and SKIP_GATES=1 leave those out.
// MOVED_CLOCK_INSTANTS="<ISO instant> ..." runs the unit and API tiers with the machine clock moved to
// each instant (`node scripts/test-on-days.mjs --fast <instant>`, as CI runs them) instead of once on
// the day they run: the same tests, on days chosen to be awkward. The API tier runs on PGlite at the
// first instant and, with TEST_DATABASE_URL set, on PostgreSQL at the second (`--postgres`; the
// server keeps its real clock, the app's moves), so each database is tested once on a moved day and
// no tier runs twice on one database; a third instant is on PGlite again, and so on. The security
// tiers keep the real clock, so the day CI runs is still one of the days tested.
// API_TIER_DBS="pglite postgres" names the databases the API tier runs on (by default PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set); test-on-days.mjs sets it for each instant.
//
// The tests are two lanes, each a sequence of steps: the vitest tiers in one, the browser tests in
// the other; neither shares a database, a port or a file with the other. On two cores or more the
// lanes run at once: the browser lane waits on its pages much of the time, and the vitest lane fills
// it. CI runs of one 2-core machine on 2026-11-28/29 (docs/ARCHITECTURE.md "Tests and CI"): in turn,
// about 45 minutes in all (the vitest lane about 13, the browser tests 19-25); side by side, 35 (the
// vitest lane 29, the browser tests 21 beside it), then 27 once the API tier ran once per database
// (the vitest lane 22, the browser tests 20), then 20-22 once the pages ran with reduced motion
// (the vitest lane 16-18, the browser tests 13-16). Side by side had been slower (the PGlite API tier 463 s
// beside the browser tests against 157-175 s in turn, the browser tests 59 minutes) while the flows
// left their pages open, which starved the machine. TEST_LANES=1 runs them in turn. The gates
// measure speed, so they run after both lanes, alone and one at a time.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const env = { ...process.env, TZ: 'UTC' };
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiDbs = (process.env.API_TIER_DBS ?? `pglite${withPostgres ? ' postgres' : ''}`).split(/\s+/);
const withSecurity = process.env.SKIP_SECURITY !== '1';
const withE2e = process.env.SKIP_E2E !== '1';
const movedClock = (process.env.MOVED_CLOCK_INSTANTS ?? '').split(/\s+/).filter(Boolean);

/** A step: its label, its command and what it adds to the environment. */
const step = (label, command, extra = {}) => ({ label, command, extra });
const vitest = (...projects) => ['npx', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];

const vitestLane = [];
/** The databases the API tier has run on at a moved instant: it does not run on them again. */
const movedDbs = new Set();
if (movedClock.length === 0)
  vitestLane.push(step('unit tests (domain, web)', vitest('domain', 'web', 'web-dom')));
for (const [i, instant] of movedClock.entries()) {
  const db = withPostgres && i % 2 === 1 ? 'postgres' : 'pglite';
  movedDbs.add(db);
  vitestLane.push(
    step(
      `unit and ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'} API tests with the clock moved to ${instant}`,
      ['node', 'scripts/test-on-days.mjs', '--fast', ...(db === 'postgres' ? ['--postgres'] : []), instant],
      // The runs under faketime are steps of their own: they must not add these runs again.
      { MOVED_CLOCK_INSTANTS: '' },
    ),
  );
}
if (apiDbs.includes('pglite') && !movedDbs.has('pglite'))
  vitestLane.push(step('API tests on PGlite', vitest('api'), { API_TEST_DB: 'pglite' }));
if (withPostgres && apiDbs.includes('postgres') && !movedDbs.has('postgres'))
  vitestLane.push(step('API tests on PostgreSQL', vitest('api'), { API_TEST_DB: 'postgres' }));
if (!withPostgres) console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.');
if (withSecurity) {
  vitestLane.push(step('security tests on PGlite', vitest('security'), { API_TEST_DB: 'pglite' }));
  if (withPostgres)
    vitestLane.push(step('security tests on PostgreSQL', vitest('security'), { API_TEST_DB: 'postgres' }));
}

const browserLane = withE2e
  ? [step('browser tests (Playwright, /usr/bin/chromium)', ['npm', 'run', 'test', '-w', '@staffhub/e2e'])]
  : [];

const gates = [];
if (process.env.SKIP_GATES !== '1') {
  // The browser tests built the web app; the gates measure that build as the server sends it.
  const built = withE2e ? '1' : '0';
  gates.push(
    step('bundle budget (first-load JavaScript)', ['node', 'scripts/bundle-budget.mjs'], {
      SKIP_BUILD: built,
    }),
    step('Lighthouse performance', ['npm', 'run', 'lighthouse', '-w', '@staffhub/bench'], {
      SKIP_BUILD: '1',
    }),
  );
}

const lanes = [vitestLane, browserLane].filter((lane) => lane.length > 0);
const together =
  process.env.TEST_LANES === '2' || (process.env.TEST_LANES !== '1' && availableParallelism() >= 2);
const oneAtATime = !together || lanes.length < 2;
const results = [];

/**
 * Runs one step. Alone, its output goes straight to the terminal; beside another lane's step, it is
 * kept and printed whole when the step ends, so two steps' lines never interleave.
 */
function run({ label, command: [cmd, ...args], extra }, alone) {
  const started = Date.now();
  console.log(
    `\n=== ${label} ===${alone ? '' : ' (beside the other lane; its output follows when it ends)'}`,
  );
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      env: { ...env, ...extra },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    if (!alone) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n=== ${label}: output ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      const ok = code === 0;
      console.log(`=== ${label}: ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${seconds} s ===`);
      results.push([label, ok, seconds]);
      resolve(ok);
    });
  });
}

/** The steps of a lane in order, until one fails. */
async function runLane(lane, alone) {
  for (const s of lane) if (!(await run(s, alone))) return false;
  return true;
}

let ok;
if (oneAtATime) {
  ok = true;
  for (const lane of lanes) ok = ok && (await runLane(lane, true));
} else {
  ok = (await Promise.all(lanes.map((lane) => runLane(lane, false)))).every(Boolean);
}
if (ok) ok = await runLane(gates, true);

console.log('\n=== npm test ===');
for (const [label, passed, seconds] of results)
  console.log(`${passed ? 'passed' : 'FAILED'}  ${String(seconds).padStart(6)} s  ${label}`);
// A lane stops at its first failure, and in turn the next lane and the gates do not start: say which.
const ran = new Set(results.map(([label]) => label));
for (const { label } of [...lanes.flat(), ...gates])
  if (!ran.has(label)) console.log(`not run           ${label}`);
process.exit(ok ? 0 : 1);
