import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { printBanner } from './banner';
import { type Config, clockOf } from './config';
import { openDatabase } from './db/client';
import { accounts } from './db/schema';
import { startJobs } from './jobs/jobs';
import { createMailer } from './mail/mailer';
import { startAccrualJob } from './modules/leave/leave.ledger';

/**
 * One API process: opens the database, migrates and seeds it when it is the first to start, starts
 * the scheduled jobs and serves the port. `banner`: print where it runs and the demo accounts once
 * it listens (alone; of several, their primary prints it).
 */
export async function serve(config: Config, banner = true): Promise<void> {
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
    thread: config.PGLITE_THREAD,
    keepIdle: true,
  });
  const now = clockOf(config);
  // E-mail beside the bell (SMTP_URL), shared by the jobs (the outbox) and the app.
  const mailer = createMailer(config);

  /** Whether the database holds no account yet: a first start, which seeds the demo. */
  async function isEmpty(db: typeof database.db): Promise<boolean> {
    const rows = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    return (rows[0]?.n ?? 0) === 0;
  }

  // Several API processes may start at once on one PostgreSQL: one migrates and seeds, the others
  // wait for it and then find the work done. The seeds' modules are loaded only to seed.
  await database.exclusive('start', async () => {
    await database.migrate();
    if (!(await isEmpty(database.db))) return;
    const { seedFirstStart } = await import('./db/seed/first-start');
    await seedFirstStart(database, config, now);
    console.log('First start: the demo organization was seeded.');
  });
  // Fresh planner statistics: the embedded database has no autovacuum to gather them, and a plan made
  // for an empty table (a scan instead of the staff search's trigram index) stays bad as it grows.
  await database.db.execute(sql`analyze`);

  // The scheduled jobs (pg-boss, in the database): missing check-outs, reminders to submit. Started
  // before the app so its "run now" route queues on them; their log goes to the app's once it exists.
  let log: Pick<FastifyBaseLogger, 'error' | 'info'> | null = null;
  const jobs = config.JOBS
    ? await startJobs(
        database,
        { db: database.db, now, mailer },
        {
          onError: (e, job) =>
            log ? log.error({ err: e, job }, 'scheduled job failed') : console.error(`job ${job}:`, e),
          onRun: (job, count) => {
            if (count > 0) log?.info({ job, count }, 'scheduled job ran');
          },
        },
      )
    : null;

  const app = await buildApp({
    listen: database.listen,
    config,
    db: database.db,
    logger: { level: config.LOG_LEVEL },
    now,
    jobs,
    mailer,
  });
  log = app.log;
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
      await jobs?.stop();
      mailer?.close();
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (banner) printBanner(config);
}
