// `npm test`: every test, in order of speed. Domain and web unit tests, the API tests on PGlite,
// the same API tests on PostgreSQL when TEST_DATABASE_URL is set, the security tests (authorization
// matrix, fuzzer) on the same databases, then the browser tests, then the first-load gates: the
// JavaScript each first screen downloads (scripts/bundle-budget.mjs) and Lighthouse performance
// (bench/lighthouse.mjs), each failing under its floor. SKIP_GATES=1 leaves the gates out.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, TZ: 'UTC' };
const steps = [
  ['unit tests (domain, web)', ['npx', 'vitest', 'run', '--project', 'domain', '--project', 'web'], {}],
  ['API tests on PGlite', ['npx', 'vitest', 'run', '--project', 'api'], { API_TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL',
    ['npx', 'vitest', 'run', '--project', 'api'],
    { API_TEST_DB: 'postgres' },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.');
}
if (process.env.SKIP_SECURITY !== '1') {
  steps.push([
    'security tests on PGlite',
    ['npx', 'vitest', 'run', '--project', 'security'],
    { API_TEST_DB: 'pglite' },
  ]);
  if (process.env.TEST_DATABASE_URL) {
    steps.push([
      'security tests on PostgreSQL',
      ['npx', 'vitest', 'run', '--project', 'security'],
      { API_TEST_DB: 'postgres' },
    ]);
  }
}
if (process.env.SKIP_E2E !== '1') {
  steps.push([
    'browser tests (Playwright, /usr/bin/chromium)',
    ['npm', 'run', 'test', '-w', '@staffhub/e2e'],
    {},
  ]);
}

if (process.env.SKIP_GATES !== '1') {
  // The browser tests built the web app; the gates measure that build as the server sends it.
  const built = process.env.SKIP_E2E !== '1' ? '1' : '0';
  steps.push(
    ['bundle budget (first-load JavaScript)', ['node', 'scripts/bundle-budget.mjs'], { SKIP_BUILD: built }],
    ['Lighthouse performance', ['npm', 'run', 'lighthouse', '-w', '@staffhub/bench'], { SKIP_BUILD: '1' }],
  );
}

for (const [label, [cmd, ...args], extra] of steps) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } });
  console.log(
    `=== ${label}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
