import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeMember } from '../../test/factories';
import { call, login, setupTestApp, TestClock } from '../../test/helpers';

/**
 * Property: after any sequence of create, edit (re-type), approve, reject, cancel and delete, the
 * balance equals the sum of the ledger, days taken equal the approved type-1 days, and days
 * available equal the balance less the pending type-1 days. A seeded generator drives the API,
 * each seed for a fresh member (this year's accruals, the demo member's approvers pm and top).
 */
const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z');
const ctx = await setupTestApp({}, clock);
const { app, database } = ctx;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const rows = async (text: ReturnType<typeof sql>) =>
  ((await database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

beforeAll(async () => {
  for (const who of ['pm', 'top']) tokens[who] = await login(app, `${who}@demo.test`);
  for (const r of await rows(
    sql`select id, split_part(email, '@', 1) as who from employees where email in ('pm@demo.test', 'top@demo.test')`,
  ))
    ids[String(r.who)] = Number(r.id);
});

function generator(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((s / 2 ** 31) * n);
  };
}

// Working days of December 2026 (no Vietnamese holiday falls in it).
const days = Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`).filter((d) => {
  const w = new Date(`${d}T00:00:00Z`).getUTCDay();
  return w !== 0 && w !== 6;
});

describe('the leave ledger under random sequences', () => {
  it.each([2, 5, 42])('seed %i: the invariants hold after every step, and the ledger moved', async (seed) => {
    const pick = generator(seed);
    const member = await makeMember(ctx, { accrued: true });
    const tokenOf: Record<string, string> = { ...tokens, member: member.token };
    const api = (
      who: string,
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      payload?: Record<string, unknown>,
    ) => call(app, tokenOf[who] as string, { method, url, ...(payload ? { payload } : {}) });
    const whoIs = (id: unknown) => (Number(id) === ids.pm ? 'pm' : 'top');
    for (let step = 0; step < 40; step++) {
      const mine = (await rows(
        sql`select id, status, type_reason, current_approver_id from leave_requests where employee_id = ${member.id} order by id`,
      )) as Array<{ id: number; status: number; type_reason: number; current_approver_id: number | null }>;
      const pending = mine.filter((r) => r.status === 1);
      const approved = mine.filter((r) => r.status === 2);
      const one = <T>(list: T[]) => list[pick(list.length)];
      const op = pick(6);
      const p = one(pending);
      const a = one(approved);
      if (op === 0 || (!p && !a)) {
        const start = days[pick(days.length - 1)] as string;
        const long = pick(2) === 1;
        await api('member', 'POST', '/api/sabbatical-leave-request', {
          start_date: start,
          start_time: pick(2) ? '08:00' : '13:30',
          end_date: long ? (days[days.indexOf(start) + 1] as string) : start,
          end_time: '17:30',
          type_reason: pick(3) === 0 ? 3 : 1,
          reason: 'PERSONAL_WORK',
          approve_person_1: ids.pm,
          approve_person_2: ids.top,
        });
      } else if (op <= 2 && p) {
        // The approver whose turn it is approves (twice as likely as the other moves).
        await api(whoIs(p.current_approver_id), 'POST', `/api/sabbatical-leave-request/approve/${p.id}`, {
          status: 2,
        });
      } else if (op === 3 && p) {
        await api(whoIs(p.current_approver_id), 'POST', `/api/sabbatical-leave-request/approve/${p.id}`, {
          status: 3,
          comment: 'no',
        });
      } else if (op === 4 && a) {
        await api('top', 'POST', `/api/sabbatical-leave-request/cancel-approval/${a.id}`);
      } else if (p) {
        if (pick(2)) await api('member', 'DELETE', `/api/sabbatical-leave-request/request/${p.id}`);
        else {
          const current = (await api('member', 'GET', `/api/sabbatical-leave-request/show/${p.id}`)).json()
            .sabbaticalLeaveRequest;
          await api('member', 'POST', `/api/sabbatical-leave-request/update/${p.id}`, {
            ...current,
            type_reason: current.type_reason === 1 ? 3 : 1,
            reason: 'PERSONAL_WORK',
            approve_person_1: ids.pm,
            approve_person_2: ids.top,
          });
        }
      }
      const balance = (await api('member', 'GET', '/api/sabbatical-days-off/get-count')).json();
      const [ledger] = await rows(
        sql`select coalesce(sum(minutes), 0)::int as total from leave_ledger where employee_id = ${member.id}`,
      );
      const [held] = await rows(sql`select
          coalesce(sum(minutes) filter (where status = 2 and type_reason = 1), 0)::int as approved,
          coalesce(sum(minutes) filter (where status = 1 and type_reason = 1), 0)::int as pending
        from leave_requests where employee_id = ${member.id}`);
      expect(balance.remaining_days).toBe(Math.round((Number(ledger?.total) / 480) * 100) / 100);
      expect(balance.days_taken).toBe(Math.round((Number(held?.approved) / 480) * 100) / 100);
      expect(balance.days_available).toBe(
        Math.round(((Number(ledger?.total) - Number(held?.pending)) / 480) * 100) / 100,
      );
    }
    // The sequence exercised the ledger: deductions and restorations, not only refusals (the
    // seeds are chosen so that each one does).
    const [kinds] = await rows(sql`select
        count(*) filter (where kind = 'deduction')::int as deductions,
        count(*) filter (where kind = 'restore')::int as restores
      from leave_ledger where employee_id = ${member.id}`);
    expect(Number(kinds?.deductions)).toBeGreaterThan(1);
    expect(Number(kinds?.restores)).toBeGreaterThan(0);
  });
});
