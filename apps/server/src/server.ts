import path from 'node:path';
import { todayIn } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { LocalBlobStore } from './blob/store';
import { clockOf, loadConfig } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seedDemo } from './db/seed/demo';
import { seedDemoCheckpoints } from './db/seed/demo-checkpoints';
import { DEMO_PASSWORD, demoEmployees } from './db/seed/demo-data';
import { seedDemoHistory, seedDemoRequests } from './db/seed/demo-history';
import { seedDemoLeave } from './db/seed/demo-leave';
import { seedDemoNews } from './db/seed/demo-news';
import { seedDemoAvatars } from './db/seed/demo-people';
import { seedDemoProjectFiles, seedDemoProjects } from './db/seed/demo-projects';
import { seedDemoSeats } from './db/seed/demo-seats';
import { seedDemoSkills } from './db/seed/demo-skills';
import { seedDemoVote } from './db/seed/demo-vote';
import { startAccrualJob } from './modules/leave/leave.ledger';

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const now = clockOf(config);
// Several API processes may start at once on one PostgreSQL: one migrates and seeds, the others
// wait for it and then find the work done.
await database.exclusive('start', async () => {
  await database.migrate();
  if (!(await isEmpty(database.db))) return;
  await seedDemo(database.db);
  // The project area: five projects with a year of effort, reviews, activities and contracts, as of
  // today in Hanoi (with or without DEMO_HISTORY: the browser tests read them).
  await seedDemoProjects(database.db, todayIn('Asia/Ho_Chi_Minh', now()));
  // Check-point reviews: a finished period with results and an open one with reviews at every stage.
  await seedDemoCheckpoints(database.db, todayIn('Asia/Ho_Chi_Minh', now()));
  await seedDemoSkills(database.db);
  // The demo balances (this year's accruals) and a few leave requests in every state.
  await seedDemoLeave(database.db, now());
  // Two months of attendance (after the leave, so that days off stay without it), then overtime on
  // its long days, remote work and corrections (their evidence where the app keeps uploads).
  const blobs = new LocalBlobStore(config.BLOB_DIR ?? path.join(config.DATA_DIR, 'blobs'));
  if (config.DEMO_HISTORY) {
    await seedDemoHistory(database.db, now());
    await seedDemoRequests(database.db, now(), blobs);
  }
  // Photos for some people; the others show the default image.
  await seedDemoAvatars(database.db, blobs);
  // Pictures of the demo projects and of their kick-offs and bonuses.
  await seedDemoProjectFiles(database.db, blobs);
  // Company life (issue #18): news with pictures, the five floors' seat plans, the trip votes.
  await seedDemoNews(database.db, now(), blobs);
  await seedDemoSeats(database.db);
  await seedDemoVote(database.db, now());
  console.log('First start: the demo organization was seeded.');
});
// Fresh planner statistics: the embedded database has no autovacuum to gather them, and a plan made
// for an empty table (a scan instead of the staff search's trigram index) stays bad as it grows.
await database.db.execute(sql`analyze`);

const app = await buildApp({
  listen: database.listen,
  config,
  db: database.db,
  logger: { level: config.LOG_LEVEL },
  now,
});
// The monthly leave accrual: idempotent per employee and month, so every process may run it.
const stopAccrual = startAccrualJob(database.db, now, (e) => app.log.error(e, 'leave accrual failed'));
if (config.CLOCK_START)
  console.warn(`CLOCK_START is set: the server clock started at ${config.CLOCK_START}.`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    stopAccrual();
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}/pglite`;
console.log(`\nStaffhub is running on http://localhost:${config.PORT}  (database: ${where})`);
console.log(`API docs: http://localhost:${config.PORT}/api/docs`);
console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
for (const e of demoEmployees.slice(0, 10)) console.log(`  ${e.email.padEnd(20)} ${e.name}`);
