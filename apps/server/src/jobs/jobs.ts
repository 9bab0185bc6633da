/**
 * The scheduled jobs (issue #20) on pg-boss, a job queue kept in the database itself: on
 * PostgreSQL every API process works the same queues and each job runs in exactly one of them; on
 * PGlite the one process runs them through the same library, its statements going straight to the
 * embedded database (`Database.raw`). Jobs and schedules live in the `pgboss` schema, so they
 * survive a restart; each job is also sent once at start, so a server that was down catches up.
 * Each job is idempotent per period besides (a notice per person and day, a reminder per person
 * and day), so a job run twice has one effect.
 */
import { JOB_NAMES, type JobName } from '@staffhub/domain';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { syncDelegations } from '../modules/delegations/delegations.steps';
import { remindAndEscalate } from '../modules/escalations/escalations.job';
import { sendSubmitReminders } from '../modules/month-close/submit-reminders';
import { sendEmails } from '../modules/notifications/email';
import { sendForgotCheckOutNotices } from '../modules/timesheets/forgot-check-out';

export interface JobDeps {
  db: Db;
  now: () => Date;
  /** Sends e-mail (SMTP_URL); without one the outbox gives its e-mails up to the bell. */
  mailer?: Mailer | null;
}

interface JobSpec {
  /** When it runs (UTC cron); the job itself reads each company's local time. */
  cron: string;
  run: (deps: JobDeps) => Promise<number>;
}

export const JOBS = {
  /** Missing check-outs of the past week, told from 06:00 the next morning. */
  'forgot-check-out': { cron: '*/10 * * * *', run: sendForgotCheckOutNotices },
  /** From the 1st to the 5th, from 09:00: remind everyone who has not submitted last month. */
  'submit-reminders': { cron: '7 * * * *', run: sendSubmitReminders },
  /**
   * Delegations that start give their delegator's waiting approvals to the delegate; those that
   * end give back what is still undecided (at each company's midnight, within ten minutes).
   */
  delegations: { cron: '*/10 * * * *', run: syncDelegations },
  /**
   * On working days from 09:00: remind approvers of requests waiting on them the company's number
   * of working days, and escalate those waiting longer to the next level or HR.
   */
  'approval-reminders': { cron: '17 * * * *', run: remindAndEscalate },
  /** Every minute: the e-mails the outbox holds (each person's choice per notification type). */
  'send-emails': { cron: '* * * * *', run: sendEmails },
} as const satisfies Record<JobName, JobSpec>;

export interface Jobs {
  boss: PgBoss;
  /** Queues a run of the job now (as its schedule does); the id of the job queued, or null when one already waits. */
  send(name: JobName): Promise<string | null>;
  stop(): Promise<void>;
}

export interface JobOptions {
  /** How often a worker looks for a job (seconds); the schedules' own check is every 30 s. */
  pollingSeconds?: number;
  /** Whether this process keeps the cron schedules (every API process may; pg-boss runs each tick once). */
  schedule?: boolean;
  onError: (error: unknown, job?: string) => void;
  /** Told after each run: the job and how many people it reached. */
  onRun?: (name: JobName, count: number) => void;
}

export async function startJobs(database: Database, deps: JobDeps, opts: JobOptions): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.raw(text, values) },
    schema: 'pgboss',
    schedule: opts.schedule ?? true,
    // Finished jobs are kept a week, then dropped (the audit of what a job did is its notifications).
    deleteAfterDays: 7,
  });
  boss.on('error', (e) => opts.onError(e));
  // Processes starting at once (WORKERS, or several servers) make the queues and schedules one at a
  // time: two making the same queue at the same moment deadlocked in PostgreSQL (40P01 in
  // pgboss.create_queue, 3 starts in 3 of `jobs.test.ts` before this lock).
  await database.exclusive('jobs', async () => {
    await boss.start();
    for (const name of JOB_NAMES) {
      // At most one run waiting and one running per job: a tick that finds one waiting adds nothing.
      await boss.createQueue(name, { name, policy: 'stately', retryLimit: 3, retryDelay: 60 });
      if (opts.schedule ?? true) await boss.schedule(name, JOBS[name].cron, {});
    }
  });
  for (const name of JOB_NAMES) {
    await boss.work(name, { pollingIntervalSeconds: opts.pollingSeconds ?? 10 }, async () => {
      try {
        const count = await JOBS[name].run(deps);
        opts.onRun?.(name, count);
      } catch (e) {
        opts.onError(e, name);
        // Failed, retried by pg-boss.
        throw e;
      }
    });
  }
  const send = (name: JobName) => boss.send(name, {});
  // A server that was stopped catches up at once rather than at the next tick.
  for (const name of JOB_NAMES) await send(name);
  return {
    boss,
    send,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
