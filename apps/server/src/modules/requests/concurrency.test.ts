// Bursts of identical writes: whatever the timing, the checks that decide whether a write may
// happen (overlap, balance, one decision per step) run inside the writing transaction, so exactly
// the allowed number win. On PostgreSQL the app's pool has several connections, so the requests
// really run side by side.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  importAttendance,
  makeMember,
  makeRemote,
  projectId,
  rows,
} from '../../test/factories';
import { setupTestApp, TestClock } from '../../test/helpers';

const BURST = 20;
const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z'); // Wednesday 10:00 in Hanoi
const ctx = await setupTestApp({}, clock);
const { pm, top, leader, hr } = await demoPeople(ctx, ['pm', 'top', 'leader', 'hr']);
const alpha = await projectId(ctx, 'ALPHA');
const { get, post } = client(ctx);
const q = (text: ReturnType<typeof sql>) => rows(ctx, text);

/** Fires `BURST` copies at once and counts the answers by status and code. */
async function burst(fire: (i: number) => Promise<{ statusCode: number; json: () => { code?: number } }>) {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => fire(i)));
  const won = answers.filter((a) => a.statusCode === 200).length;
  const codes = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code);
  return { won, codes };
}

const count = async (text: ReturnType<typeof sql>) => Number((await q(text))[0]?.n);

describe(`${BURST} identical writes at once`, () => {
  it('remote: one request for the same days wins; the others overlap it (4307)', async () => {
    const me = await makeMember(ctx);
    const { won, codes } = await burst(() =>
      post(me, '/api/remote', {
        start_date: '2026-11-23',
        end_date: '2026-11-24',
        reason: 'Internet installation at home',
        approve_person_1: pm.id,
        approve_person_2: leader.id,
      }),
    );
    expect(won).toBe(1);
    expect(new Set(codes)).toEqual(new Set([4307]));
    expect(
      await count(
        sql`select count(*) as n from remote_requests where employee_id = ${me.id} and start_date = '2026-11-23'`,
      ),
    ).toBe(1);
  });

  it('overtime: one request for the same hours wins; the others overlap it (4326)', async () => {
    const me = await makeMember(ctx);
    await importAttendance(ctx, [[me.code, '2026-11-17', '08:00', '20:30']]);
    const { won, codes } = await burst(() =>
      post(me, '/api/overtime-requests', {
        project_id: alpha,
        date: '2026-11-17',
        start_time: '18:00',
        end_time: '20:00',
        reason: 'Release preparation',
        approve_person_1: pm.id,
        approve_person_2: top.id,
      }),
    );
    expect(won).toBe(1);
    expect(new Set(codes)).toEqual(new Set([4326]));
  });

  it('leave: with 3 days available, 3 of 20 one-day requests on different days win', async () => {
    // A new member without accruals: the adjustment is the whole balance.
    const me = await makeMember(ctx);
    const adjusted = await post(hr, '/api/sabbatical-log/adjust', {
      employee_id: me.id,
      days: 3,
      note: 'Concurrency test balance',
    });
    expect(adjusted.statusCode).toBe(200);
    // Twenty working days of December and January, one request each.
    const days: string[] = [];
    for (let d = new Date('2026-12-01T00:00:00Z'); days.length < BURST; d.setUTCDate(d.getUTCDate() + 1))
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    const { won, codes } = await burst((i) =>
      post(me, '/api/sabbatical-leave-request', {
        start_date: days[i],
        start_time: '08:00',
        end_date: days[i],
        end_time: '17:30',
        type_reason: 1,
        reason: 'VACATION_MODE',
        approve_person_1: pm.id,
        approve_person_2: top.id,
      }),
    );
    expect(won).toBe(3);
    // The rest are refused for the balance (4328, with the field error).
    expect(new Set(codes)).toEqual(new Set([4328]));
    const available = (await get(me, '/api/sabbatical-days-off/get-count')).json();
    expect(available.days_available).toBe(0);
  });

  it('a decision: of 20 approvals of one step by its approver, one is applied', async () => {
    const { id } = await makeRemote(ctx);
    const { won, codes } = await burst(() =>
      post(pm, `/api/remote/approve/${id}`, { status: 2, reason: 'Fine' }),
    );
    expect(won).toBe(1);
    // Once level 1 is approved it is the leader's turn: not the PM's any more.
    expect(new Set(codes)).toEqual(new Set([4322]));
    expect(
      await count(
        sql`select count(*) as n from audit_log where entity = 'remote_requests' and entity_id = ${id} and action = 'remote.approve'`,
      ),
    ).toBe(1);
    const notified = await count(
      sql`select count(*) as n from notifications where employee_id = ${leader.id} and request_id = ${id}`,
    );
    expect(notified).toBe(1);
  });
});
