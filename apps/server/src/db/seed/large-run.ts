import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { clockOf, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo } from './demo';
import { LARGE_ACCOUNTS, LARGE_BIG_DIVISION, LARGE_BIG_PROJECT, LARGE_LIMITS, seedLargeOrg } from './large';

// `npm run seed:large -- --employees 20000 [--months 12]`: migrate, seed the demo organization,
// then the large one on top of it (issue #19), in the configured database (DATA_DIR's PGlite, or
// DATABASE_URL). Run it on a fresh database: a second run refuses.

/** A whole number in [min, max] from a command-line value, or the reason it is not one. */
function wholeNumber(name: string, value: string | undefined, min: number, max: number, fallback?: number) {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    throw new Error(`--${name} is required: a whole number from ${min} to ${max}`);
  }
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  return n;
}

let employees: number;
let months: number;
try {
  const { values } = parseArgs({
    options: { employees: { type: 'string' }, months: { type: 'string' } },
    strict: true,
  });
  const { employees: e, months: m } = LARGE_LIMITS;
  employees = wholeNumber('employees', values.employees, e.min, e.max);
  months = wholeNumber('months', values.months, m.min, m.max, 12);
} catch (e) {
  console.error(`seed:large: ${(e as Error).message}`);
  console.error('usage: npm run seed:large -- --employees 20000 [--months 12]');
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  sharedBuffers: config.PGLITE_SHARED_BUFFERS,
});
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
try {
  await database.migrate();
  await seedDemo(database.db);
  console.log(`Demo organization ready (${seconds()} s); seeding ${employees} employees × ${months} months…`);
  const result = await seedLargeOrg(database.db, {
    employees,
    months,
    now: clockOf(config)(),
    onStep: (step, ms) => console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`),
  });
  // Fresh statistics, so the first queries are planned on the data just written; on PostgreSQL
  // also the visibility map autovacuum would build later (index-only scans, cheap counts). PGlite
  // has no autovacuum: it is analyzed, as the server does at start.
  await database.db.execute(database.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`);
  console.table(result);
  console.log(
    `Large organization seeded in ${seconds()} s on ${database.kind}. Big division ${LARGE_BIG_DIVISION}, ` +
      `big project ${LARGE_BIG_PROJECT}; busy approvers ${LARGE_ACCOUNTS.divisionManager} and ` +
      `${LARGE_ACCOUNTS.projectManager}; every generated person signs in as large<n>@demo.test (password demo1234).`,
  );
} catch (e) {
  // A failed statement's own words are in its cause (Drizzle wraps them).
  const cause = (e as Error).cause as Error | undefined;
  console.error(
    `seed:large failed after ${seconds()} s: ${(e as Error).message}${cause ? `\n${cause.message}` : ''}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
