// Bursts of identical writes at once, for the writes `requests/concurrency.test.ts` does not cover
// (it has remote and overtime creates, leave against the balance, and one approval of a remote
// step): 20 copies of one request fired together through `app.inject`, then the answers and the
// database are counted. Where the rules allow one write, exactly one answer is 2xx, the others a
// specific refusal, and the database holds one row; where a write is meant to be repeated
// (check-out, read-all, HR adjustments), every answer is 2xx and the final state is the one a
// single client would have produced. On PostgreSQL the app's pool has 4 connections, so the
// requests really run side by side.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  jpegEvidence,
  makeCorrection,
  makeLeave,
  makeMember,
  makeShortLeave,
  rows,
} from '../../test/factories';
import { call, login, setupTestApp, TestClock } from '../../test/helpers';

const BURST = 20;
const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z'); // Wednesday 10:00 in Hanoi
const ctx = await setupTestApp({}, clock);
const { pm, top, leader, hr, dm } = await demoPeople(ctx, ['pm', 'top', 'leader', 'hr', 'dm']);
const { get, post, send } = client(ctx);

interface Reply {
  statusCode: number;
  json: () => Record<string, unknown>;
}

/**
 * Fires `BURST` copies at once. `won` counts the 2xx answers; `refused` counts the others by
 * `status/code`, e.g. `{ '422/4310': 19 }`.
 */
async function burst(fire: () => Promise<Reply>) {
  const answers = await Promise.all(Array.from({ length: BURST }, () => fire()));
  const ok = answers.filter((a) => a.statusCode >= 200 && a.statusCode < 300);
  const refused: Record<string, number> = {};
  for (const a of answers) {
    if (a.statusCode >= 200 && a.statusCode < 300) continue;
    const key = `${a.statusCode}/${String(a.json().code)}`;
    refused[key] = (refused[key] ?? 0) + 1;
  }
  return { won: ok.length, refused, ok: ok.map((a) => a.json()) };
}

const one = (status: number, code: number) => ({ won: 1, refused: { [`${status}/${code}`]: BURST - 1 } });
const count = async (text: ReturnType<typeof sql>) => Number((await rows(ctx, text))[0]?.n);

describe(`${BURST} identical writes at once: attendance and the month`, () => {
  it('check-in: one wins, the others are told they are already in (422/4310); one day row', async () => {
    clock.set('2026-11-18T01:05:00Z'); // 08:05 in Hanoi
    const me = await makeMember(ctx);
    const { won, refused } = await burst(() => post(me, '/api/user/timesheets/checkin'));
    expect({ won, refused }).toEqual(one(422, 4310));
    expect(
      await count(
        sql`select count(*) as n from timesheets where employee_id = ${me.id} and work_date = '2026-11-18' and check_in is not null`,
      ),
    ).toBe(1);
  });

  it('check-out (repeatable, the last counts): all answered, one day row with that check-out', async () => {
    clock.set('2026-11-18T01:00:00Z');
    const me = await makeMember(ctx);
    expect((await post(me, '/api/user/timesheets/checkin')).statusCode).toBe(200);
    clock.set('2026-11-18T10:35:00Z'); // 17:35 in Hanoi
    const { won, refused, ok } = await burst(() => post(me, '/api/user/timesheets/checkout'));
    expect({ won, refused }).toEqual({ won: BURST, refused: {} });
    expect(new Set(ok.map((a) => (a.timeSheet as { end_time_real: string }).end_time_real))).toEqual(
      new Set(['17:35']),
    );
    const days = await rows(
      ctx,
      sql`select check_out from timesheets where employee_id = ${me.id} and work_date = '2026-11-18'`,
    );
    expect(days.map((d) => new Date(String(d.check_out)).toISOString())).toEqual([
      '2026-11-18T10:35:00.000Z',
    ]);
  });

  it("the employee's month submit: one wins, the others 422/4314; one submission, one audit line", async () => {
    clock.set('2026-12-02T03:00:00Z'); // in the 1st-5th window of November
    const me = await makeMember(ctx);
    const { won, refused } = await burst(() => post(me, '/api/submit-timesheets', { month: '2026-11' }));
    expect({ won, refused }).toEqual(one(422, 4314));
    expect(
      await count(
        sql`select count(*) as n from timesheet_submissions where employee_id = ${me.id} and month = '2026-11'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from audit_log where actor_id = ${me.id} and action = 'timesheet.submit'`,
      ),
    ).toBe(1);
  });

  it("the employee's month reopen: one wins, the others 422/4315; one audit line", async () => {
    clock.set('2026-12-02T03:00:00Z');
    const me = await makeMember(ctx);
    expect((await post(me, '/api/submit-timesheets', { month: '2026-11' })).statusCode).toBe(200);
    const { won, refused } = await burst(() => post(me, '/api/unsubmit-timesheets', { month: '2026-11' }));
    expect({ won, refused }).toEqual(one(422, 4315));
    expect(
      await count(
        sql`select count(*) as n from timesheet_submissions where employee_id = ${me.id} and month = '2026-11'`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from audit_log where actor_id = ${me.id} and action = 'timesheet.unsubmit'`,
      ),
    ).toBe(1);
  });
});

describe(`${BURST} identical creates for the same date`, () => {
  it('leave: one wins, the others overlap it (422/4069); one request with its two steps', async () => {
    clock.set('2026-11-18T03:00:00Z');
    const me = await makeMember(ctx);
    const body = {
      start_date: '2026-11-25',
      end_date: '2026-11-25',
      start_time: '08:00',
      end_time: '17:30',
      type_reason: 3,
      reason: 'VACATION_MODE',
      approve_person_1: pm.id,
      approve_person_2: top.id,
    };
    const { won, refused } = await burst(() => post(me, '/api/sabbatical-leave-request', body));
    expect({ won, refused }).toEqual(one(422, 4069));
    const made = await rows(ctx, sql`select id from leave_requests where employee_id = ${me.id}`);
    expect(made).toHaveLength(1);
    expect(
      await count(
        sql`select count(*) as n from approval_steps where request_kind = 'leave' and request_id = ${Number(made[0]?.id)}`,
      ),
    ).toBe(2);
  });

  it('short leave: one wins, the others 422/5069; one request', async () => {
    clock.set('2026-11-18T03:00:00Z');
    const me = await makeMember(ctx);
    const body = {
      request_date: '2026-11-17',
      leave_type: 'late',
      reason: 'Took my child to the doctor.',
      assigned_staff: [leader.id, pm.id],
      time_off: 30,
    };
    const { won, refused } = await burst(() => post(me, '/api/short-leave-requests', body));
    expect({ won, refused }).toEqual(one(422, 5069));
    expect(
      await count(sql`select count(*) as n from short_leave_requests where employee_id = ${me.id}`),
    ).toBe(1);
  });

  it('correction: one wins, the others 422/5044; one request, and no evidence file left by the losers', async () => {
    clock.set('2026-11-18T03:00:00Z');
    const me = await makeMember(ctx);
    const body = {
      work_date: '2026-11-16',
      manager_id: dm.id,
      admin_id: (await demoPeople(ctx, ['admin'])).admin.id,
      start_time_request: '08:00',
      end_time_request: '17:30',
      reason: 'The gate reader did not record my arrival.',
    };
    const { won, refused } = await burst(() => send(me, '/api/additional-timesheet', body, [jpegEvidence()]));
    expect({ won, refused }).toEqual(one(422, 5044));
    expect(await count(sql`select count(*) as n from correction_requests where employee_id = ${me.id}`)).toBe(
      1,
    );
    // The refused writes rolled back and removed the images they had stored: the folder holds
    // exactly the files the stored corrections name.
    const named = await count(
      sql`select count(img_evidence) + count(img_evidence2) as n from correction_requests`,
    );
    expect(filesUnder(ctx.config.BLOB_DIR as string)).toBe(named);
  });
});

function filesUnder(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    n += entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : 1;
  return n;
}

describe(`${BURST} identical decisions`, () => {
  it('leave, the last level: one approval wins (the others 409/4322) and the balance is deducted once', async () => {
    clock.set('2026-11-18T03:00:00Z');
    const me = await makeMember(ctx, { accrued: true });
    const before = (await get(me, '/api/sabbatical-days-off/get-count')).json().days_available as number;
    const { id } = await makeLeave(ctx, { requester: me, type_reason: 1 });
    expect((await post(pm, `/api/sabbatical-leave-request/approve/${id}`, { status: 2 })).statusCode).toBe(
      200,
    );
    const { won, refused } = await burst(() =>
      post(top, `/api/sabbatical-leave-request/approve/${id}`, { status: 2 }),
    );
    expect({ won, refused }).toEqual(one(409, 4322));
    expect(
      await count(
        sql`select count(*) as n from leave_ledger where request_id = ${id} and kind = 'deduction'`,
      ),
    ).toBe(1);
    const after = (await get(me, '/api/sabbatical-days-off/get-count')).json().days_available as number;
    expect(before - after).toBe(1);
  });

  it('short leave (the first decision settles it): one wins, the others 409/4322', async () => {
    clock.set('2026-11-18T03:00:00Z');
    const { id, requester } = await makeShortLeave(ctx);
    const { won, refused } = await burst(() =>
      post(leader, `/api/short-leave-requests/${id}/approve`, { status: 2 }),
    );
    expect({ won, refused }).toEqual(one(409, 4322));
    expect(
      await count(
        sql`select count(*) as n from approval_steps where request_kind = 'short_leave' and request_id = ${id} and status = 2`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from notifications where employee_id = ${requester.id} and request_id = ${id}`,
      ),
    ).toBe(1);
  });

  it("correction, the manager's approval: one wins, the others 409/4322", async () => {
    clock.set('2026-11-18T03:00:00Z');
    const { id } = await makeCorrection(ctx);
    const { won, refused } = await burst(() =>
      post(dm, `/api/additional-timesheet/approval/${id}`, { status: 2, comment: 'Seen at the gate.' }),
    );
    expect({ won, refused }).toEqual(one(409, 4322));
    expect(
      await count(
        sql`select count(*) as n from audit_log where entity = 'correction_requests' and entity_id = ${id} and action = 'correction.approve'`,
      ),
    ).toBe(1);
  });

  it('bulk approve of one list: each request is approved by exactly one of the bulk calls', async () => {
    clock.set('2026-11-18T03:00:00Z');
    const ids = [(await makeLeave(ctx)).id, (await makeLeave(ctx)).id, (await makeLeave(ctx)).id];
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        post(pm, '/api/sabbatical-leave-request/approve/list-request', { ids, comment: 'Bulk' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(BURST).fill(200));
    for (const id of ids) {
      const results = answers.map(
        (a) => a.json() as { approved: number[]; failed: Array<{ id: number; code: number }> },
      );
      expect(results.filter((r) => r.approved.includes(id))).toHaveLength(1);
      expect(results.flatMap((r) => r.failed.filter((f) => f.id === id).map((f) => f.code))).toEqual(
        Array(BURST - 1).fill(4322),
      );
      expect(
        await count(
          sql`select count(*) as n from audit_log where entity = 'leave_requests' and entity_id = ${id} and action = 'leave.approve'`,
        ),
      ).toBe(1);
    }
  });
});

describe(`${BURST} identical account and ledger writes`, () => {
  it('HR adjustment (each is its own ledger line): every one answered with its own line', async () => {
    clock.set('2026-11-18T03:00:00Z');
    const me = await makeMember(ctx);
    const { won, refused, ok } = await burst(() =>
      post(hr, '/api/sabbatical-log/adjust', { employee_id: me.id, days: 0.5, note: 'Burst adjustment' }),
    );
    expect({ won, refused }).toEqual({ won: BURST, refused: {} });
    expect(new Set(ok.map((a) => (a.line as { id: number }).id)).size).toBe(BURST);
    expect(
      await count(
        sql`select count(*) as n from leave_ledger where employee_id = ${me.id} and kind = 'adjustment'`,
      ),
    ).toBe(BURST);
    expect((await get(me, '/api/sabbatical-days-off/get-count')).json().days_available).toBe(BURST / 2);
  });

  it('read-all and marking one read (idempotent): all answered, nothing left unread', async () => {
    clock.set('2026-11-18T03:00:00Z');
    const me = await makeMember(ctx);
    // Three short leaves settled: the requester is told of each.
    for (let i = 0; i < 3; i++) {
      const { id } = await makeShortLeave(ctx, { requester: me });
      expect((await post(leader, `/api/short-leave-requests/${id}/approve`, { status: 2 })).statusCode).toBe(
        200,
      );
    }
    const before = (await get(me, '/api/notifications')).json();
    expect(before.countNotificationUnread).toBe(3);
    const first = (before.listNotifications as { data: Array<{ id: number }> }).data[0]?.id;
    const single = await burst(() => post(me, '/api/notifications/update-status', { id: first }));
    expect({ won: single.won, refused: single.refused }).toEqual({ won: BURST, refused: {} });
    const all = await burst(() => post(me, '/api/notifications/read-all'));
    expect({ won: all.won, refused: all.refused }).toEqual({ won: BURST, refused: {} });
    const after = (await get(me, '/api/notifications')).json();
    expect(after.countNotificationUnread).toBe(0);
    expect((after.listNotifications as { total: number }).total).toBe(3);
  });

  it('device token save (idempotent): all answered, one row', async () => {
    const me = await makeMember(ctx);
    const { won, refused } = await burst(() =>
      post(me, '/api/device-token/save', { fcm_token: 'burst-token' }),
    );
    expect({ won, refused }).toEqual({ won: BURST, refused: {} });
    expect(
      await count(
        sql`select count(*) as n from device_tokens t join accounts a on a.id = t.account_id where a.employee_id = ${me.id}`,
      ),
    ).toBe(1);
  });

  it('logout of one session: one wins, the others 401/4010; the token is refused afterwards', async () => {
    const me = await makeMember(ctx);
    const token = await login(ctx.app, me.email);
    const { won, refused } = await burst(() => call(ctx.app, token, { method: 'POST', url: '/api/logout' }));
    expect({ won, refused }).toEqual(one(401, 4010));
    expect((await call(ctx.app, token, { method: 'GET', url: '/api/account' })).statusCode).toBe(401);
  });

  it('refresh of one token: one new session, the others 401/4010', async () => {
    const me = await makeMember(ctx);
    const token = await login(ctx.app, me.email);
    const live = () =>
      count(
        sql`select count(*) as n from auth_sessions s join accounts a on a.id = s.account_id
             where a.employee_id = ${me.id} and s.revoked_at is null`,
      );
    const before = await live();
    const { won, refused } = await burst(() =>
      call(ctx.app, token, { method: 'POST', url: '/api/refresh-token' }),
    );
    expect({ won, refused }).toEqual(one(401, 4010));
    // The refreshed session replaced the old one: as many live sessions as before.
    expect(await live()).toBe(before);
  });
});
