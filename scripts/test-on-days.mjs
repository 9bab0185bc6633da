// Runs the tests with the machine clock moved to awkward days (libfaketime, Debian's `faketime`),
// so no test depends on the day it happens to run. Every process the tests start (vitest, the
// e2e server, Chromium) sees the moved clock; it runs on from there at the normal rate.
//
//   node scripts/test-on-days.mjs                      every day below, every tier of `npm test`
//   node scripts/test-on-days.mjs --fast               every day, unit and API on PGlite only (the
//                                                      security tier's fuzz and matrix do not turn
//                                                      on the calendar; they run once in `npm test`)
//   node scripts/test-on-days.mjs --fast --postgres    the same with the API tier on PostgreSQL
//                                                      (TEST_DATABASE_URL) instead of PGlite
//   node scripts/test-on-days.mjs 2027-01-05T16:50:00Z one instant (UTC), every tier
//
// PGlite runs inside the test process, so its SQL clock moves too. A PostgreSQL server is a process
// of its own and keeps the real time: only the app's clock moves. That holds because the app reads
// the day and the hour from its own clock (`deps.now()`); SQL's now() only stamps rows and times
// sessions, which SQL also checks (auth.repository.ts). The whole API tier passed on PostgreSQL at
// 2026-12-31T17:30Z so (2026-11-28), and CI runs it so at one of its instants (scripts/test.mjs).
import { spawnSync } from 'node:child_process';

/** Instants in UTC, each with why it is awkward (the demo companies are in Hanoi and Tokyo). */
export const AWKWARD_DAYS = [
  ['2026-12-01T01:30:00Z', 'the 1st: the submit window for last month opens'],
  ['2027-01-05T16:50:00Z', 'the 5th, 23:50 in Hanoi: the last minutes of the submit window'],
  ['2026-11-28T02:00:00Z', 'the 28th, a Saturday'],
  ['2027-02-28T03:00:00Z', 'the 28th, the last day of February, a Sunday'],
  ['2027-03-29T01:00:00Z', 'the 29th, a Monday'],
  ['2027-04-30T03:00:00Z', 'the 30th, a Friday: a holiday in Hanoi, Tokyo closed on Monday'],
  ['2027-03-31T09:00:00Z', 'the 31st'],
  ['2027-01-08T08:00:00Z', 'a Friday before a holiday (Coming of Age Day, Monday 11 January, Tokyo)'],
  ['2026-12-31T10:00:00Z', '31 December, afternoon in Hanoi and evening in Tokyo'],
  ['2026-12-31T17:30:00Z', '31 December in UTC, already 1 January in Hanoi and Tokyo'],
];

const args = process.argv.slice(2);
const fast = args.includes('--fast');
const onPostgres = args.includes('--postgres');
if (onPostgres && !(fast && process.env.TEST_DATABASE_URL)) {
  console.error('--postgres goes with --fast and needs TEST_DATABASE_URL');
  process.exit(2);
}
const chosen = args.filter((a) => !a.startsWith('--'));
const days = chosen.length ? chosen.map((iso) => [iso, 'chosen on the command line']) : AWKWARD_DAYS;

if (spawnSync('faketime', ['-f', '+0', 'true']).status !== 0) {
  console.error('faketime is missing: apt-get install -y faketime');
  process.exit(2);
}

const results = [];
for (const [iso, why] of days) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) {
    console.error(`Not an instant: ${iso}`);
    process.exit(2);
  }
  // faketime's absolute form reads local time; TZ=UTC makes that UTC.
  const stamp = at.toISOString().slice(0, 19).replace('T', ' ');
  console.log(`\n##### ${iso} (${why}) #####`);
  const env = {
    ...process.env,
    TZ: 'UTC',
    // Timers, timeouts and the event loop keep real monotonic time; only the calendar moves.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    // The first-load gates measure the build, not the calendar: they run once, in `npm test`.
    SKIP_GATES: '1',
    ...(fast ? { SKIP_E2E: '1', SKIP_SECURITY: '1' } : {}),
    // `--fast`: the API tier on one database, PGlite unless `--postgres` says otherwise.
    ...(fast ? { API_TIER_DBS: onPostgres ? 'postgres' : 'pglite' } : {}),
  };
  const started = Date.now();
  const r = spawnSync('faketime', ['-f', `@${stamp}`, 'node', 'scripts/test.mjs'], { stdio: 'inherit', env });
  results.push([iso, why, r.status === 0, Math.round((Date.now() - started) / 1000)]);
}

console.log('\n##### the suite on awkward days #####');
for (const [iso, why, ok, seconds] of results)
  console.log(`${ok ? 'passed' : 'FAILED'}  ${iso}  ${String(seconds).padStart(4)} s  ${why}`);
process.exit(results.every(([, , ok]) => ok) ? 0 : 1);
