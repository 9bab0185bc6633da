import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSubmitReminders } from '../modules/month-close/submit-reminders';
import { sendForgotCheckOutNotices } from '../modules/timesheets/forgot-check-out';
import {
  client,
  demoPeople,
  importAttendance,
  makeCorrection,
  makeMember,
  type Person,
  rows,
  submitMonth,
  unsubmitMonth,
} from '../test/factories';
import { setupTestApp, TestClock, type TestContext } from '../test/helpers';
import { type Jobs, startJobs } from './jobs';

// Issue #20, scheduled jobs: the missing check-out notice and the reminder to submit, each once per
// person and period however often it runs, and run through pg-boss on this test's database.
const clock = new TestClock();
let ctx: TestContext;
const deps = () => ({ db: ctx.database.db, now: ctx.now });
// Wednesday 2 December 2026, 09:00 in Hanoi.
const MORNING = '2026-12-02T02:00:00Z';

beforeAll(async () => {
  clock.set(MORNING);
  ctx = await setupTestApp({}, clock);
});

const notices = async (who: Person, type: string) =>
  (
    await rows(
      ctx,
      sql`select url from notifications where employee_id = ${who.id} and type = ${type} order by id`,
    )
  ).map((r) => r.url);

describe('the missing check-out notice', () => {
  it('tells a check-in without check-out once, linking the correction form on that day', async () => {
    const who = await makeMember(ctx);
    await importAttendance(ctx, [
      [who.code, '2026-11-30', '08:00', '17:30'],
      [who.code, '2026-12-01', '08:00', ''],
    ]);
    expect(await sendForgotCheckOutNotices(deps())).toBeGreaterThanOrEqual(1);
    expect(await notices(who, 'FORGOT_CHECKIN_CHECKOUT')).toEqual([
      '/additional-timesheet/create?work_date=2026-12-01',
    ]);
    // Run again (another tick, another process): nothing more.
    await sendForgotCheckOutNotices(deps());
    expect(await notices(who, 'FORGOT_CHECKIN_CHECKOUT')).toHaveLength(1);
  });

  it('waits for the next morning (06:00 in the company zone)', async () => {
    const who = await makeMember(ctx);
    await importAttendance(ctx, [[who.code, '2026-12-01', '08:00', '']]);
    clock.set('2026-12-01T22:59:00Z'); // 05:59 on 2 December in Hanoi
    try {
      await sendForgotCheckOutNotices(deps());
      expect(await notices(who, 'FORGOT_CHECKIN_CHECKOUT')).toEqual([]);
      clock.set('2026-12-01T23:00:00Z'); // 06:00
      await sendForgotCheckOutNotices(deps());
      expect(await notices(who, 'FORGOT_CHECKIN_CHECKOUT')).toHaveLength(1);
    } finally {
      clock.set(MORNING);
    }
  });

  it('says nothing of a complete day, of today, or of a day already being corrected', async () => {
    const who = await makeMember(ctx);
    await importAttendance(ctx, [
      [who.code, '2026-11-26', '08:00', '17:30'],
      [who.code, '2026-11-27', '08:00', ''],
      [who.code, '2026-12-02', '08:00', ''],
    ]);
    await makeCorrection(ctx, { requester: who, work_date: '2026-11-27' });
    await sendForgotCheckOutNotices(deps());
    expect(await notices(who, 'FORGOT_CHECKIN_CHECKOUT')).toEqual([]);
  });
});

describe('the reminder to submit', () => {
  it('from the 1st to the 5th reminds who has not submitted last month, once a day', async () => {
    const open = await makeMember(ctx);
    expect(await sendSubmitReminders(deps())).toBeGreaterThanOrEqual(1);
    expect(await notices(open, 'SUBMIT_TIMESHEET_REMINDER')).toEqual(['/dashboard?month=2026-11']);
    expect(await sendSubmitReminders(deps())).toBe(0);
    expect(await notices(open, 'SUBMIT_TIMESHEET_REMINDER')).toHaveLength(1);
  });

  it('reminds nobody who has submitted, nor after the 5th', async () => {
    const who = await makeMember(ctx);
    await submitMonth(ctx, '2026-11');
    try {
      await sendSubmitReminders(deps());
      expect(await notices(who, 'SUBMIT_TIMESHEET_REMINDER')).toEqual([]);
    } finally {
      await unsubmitMonth(ctx, '2026-11');
    }
    clock.set('2026-12-06T02:00:00Z');
    try {
      expect(await sendSubmitReminders(deps())).toBe(0);
      expect(await notices(who, 'SUBMIT_TIMESHEET_REMINDER')).toEqual([]);
    } finally {
      clock.set(MORNING);
    }
  });
});

describe('run now', () => {
  it('administrators run a job at once; its second run changes nothing', async () => {
    const who = await makeMember(ctx);
    await importAttendance(ctx, [[who.code, '2026-11-26', '08:10', '']]);
    const { admin } = await demoPeople(ctx, ['admin']);
    const first = await client(ctx).post(admin, '/api/jobs/forgot-check-out/run');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'forgot-check-out', queued: false });
    expect(first.json().count).toBeGreaterThanOrEqual(1);
    expect(await notices(who, 'FORGOT_CHECKIN_CHECKOUT')).toEqual([
      '/additional-timesheet/create?work_date=2026-11-26',
    ]);
    const second = await client(ctx).post(admin, '/api/jobs/forgot-check-out/run');
    expect(second.json().count).toBe(0);
  });

  it('refuses others (4030) and an unknown job (422)', async () => {
    const { pm, admin } = await demoPeople(ctx, ['pm', 'admin']);
    const refused = await client(ctx).post(pm, '/api/jobs/submit-reminders/run');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(4030);
    const unknown = await client(ctx).post(admin, '/api/jobs/payroll/run');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toContain('name');
  });
});

describe('through pg-boss', () => {
  const started: Jobs[] = [];
  afterAll(async () => {
    for (const jobs of started) await jobs.stop();
  });

  it('two workers on one database: each run happens once, and each person is told once', async () => {
    const who = await makeMember(ctx);
    await importAttendance(ctx, [[who.code, '2026-11-25', '08:00', '']]);
    const errors: unknown[] = [];
    const runs: string[] = [];
    // Two API processes' job runners on the same database, started at once, as WORKERS=2 starts
    // them (their queues made at the same moment deadlocked in PostgreSQL before `startJobs` took a
    // lock for them).
    started.push(
      ...(await Promise.all(
        [1, 2].map(() =>
          startJobs(ctx.database, deps(), {
            pollingSeconds: 1,
            schedule: false,
            onError: (e) => errors.push(e),
            onRun: (name) => runs.push(name),
          }),
        ),
      )),
    );
    await expect
      .poll(() => notices(who, 'FORGOT_CHECKIN_CHECKOUT'), { timeout: 30_000, interval: 500 })
      .toEqual(['/additional-timesheet/create?work_date=2026-11-25']);
    // Both runners sent each job at start; a run waiting already takes no second one.
    await expect
      .poll(() => runs.filter((r) => r === 'forgot-check-out').length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    const [a, b] = started as [Jobs, Jobs];
    const again = await Promise.all([a.send('forgot-check-out'), b.send('forgot-check-out')]);
    expect(again.filter((id) => id !== null).length).toBeLessThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await notices(who, 'FORGOT_CHECKIN_CHECKOUT')).toHaveLength(1);
    expect(errors).toEqual([]);
    // The jobs are rows of the database (they survive a restart of either process).
    const [count] = await rows(
      ctx,
      sql`select count(*)::int as n from pgboss.job where name = 'forgot-check-out'`,
    );
    expect(Number(count?.n)).toBeGreaterThanOrEqual(1);
  });
});
