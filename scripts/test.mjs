// `npm test`: every test. Domain and web unit tests, the API tests on PGlite, the same API tests on
// PostgreSQL when TEST_DATABASE_URL is set, the security tests (authorization matrix, fuzzer) on the
// same databases, the browser tests, then the first-load gates: the JavaScript each first screen
// downloads (scripts/bundle-budget.mjs) and Lighthouse performance (bench/lighthouse.mjs), each
// failing under its floor. SKIP_SECURITY=1, SKIP_E2E=1 and SKIP_GATES=1 leave those out.
// MOVED_CLOCK_INSTANTS="<ISO instant> ..." adds the unit and API tiers with the machine clock moved
// to each instant (`node scripts/test-on-days.mjs --fast`, as CI runs them).
//
// The tests run in two lanes at once, each a sequence of steps: the browser tests in one, the vitest
// tiers in the other. On two cores the browser tests keep about one busy (Chromium, the app's
// server, the runner; much of their time is the screens' own waits), the vitest tiers both, and
// neither shares a database, a port or a file with the other. The gates measure speed, so they run
// after both lanes, alone and one at a time. TEST_LANES=1 runs every step one after another.
import { spawn } from 'node:child_process';

const env = { ...process.env, TZ: 'UTC' };
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withSecurity = process.env.SKIP_SECURITY !== '1';
const withE2e = process.env.SKIP_E2E !== '1';
const movedClock = (process.env.MOVED_CLOCK_INSTANTS ?? '').split(/\s+/).filter(Boolean);

/** A step: its label, its command and what it adds to the environment. */
const step = (label, command, extra = {}) => ({ label, command, extra });
const vitest = (project) => ['npx', 'vitest', 'run', '--project', project];

const vitestLane = [
  step('unit tests (domain, web)', ['npx', 'vitest', 'run', '--project', 'domain', '--project', 'web']),
  step('API tests on PGlite', vitest('api'), { API_TEST_DB: 'pglite' }),
];
if (withPostgres)
  vitestLane.push(step('API tests on PostgreSQL', vitest('api'), { API_TEST_DB: 'postgres' }));
else console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.');
if (withSecurity) {
  vitestLane.push(step('security tests on PGlite', vitest('security'), { API_TEST_DB: 'pglite' }));
  if (withPostgres)
    vitestLane.push(step('security tests on PostgreSQL', vitest('security'), { API_TEST_DB: 'postgres' }));
}
if (movedClock.length > 0)
  vitestLane.push(
    step(
      `unit and API tests with the clock moved to ${movedClock.join(', ')}`,
      ['node', 'scripts/test-on-days.mjs', '--fast', ...movedClock],
      // The runs under faketime are steps of their own: they must not add these runs again.
      { MOVED_CLOCK_INSTANTS: '' },
    ),
  );

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

const lanes = [browserLane, vitestLane].filter((lane) => lane.length > 0);
const oneAtATime = process.env.TEST_LANES === '1' || lanes.length < 2;
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
process.exit(ok ? 0 : 1);
