import { beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  makeEmployee,
  makeLeave,
  makeMember,
  makeOvertime,
  makeRemote,
  type Person,
} from '../../test/factories';
import { setupTestApp, TestClock, type TestContext } from '../../test/helpers';

// Issue #20, approver context: beside a request, who else in the requester's team is away or on
// overtime on its days, and for leave the balance after approval.
const clock = new TestClock();
let ctx: TestContext;
let pm: Person;
let top: Person;
let admin: Person;
let requester: Person;
let leaveId: number;
const mates: Record<string, Person> = {};

type Entry = { employee_id: number; kind: string; from: string; to: string; status: number };
const get = (who: Person, kind: string, id: number | string) =>
  client(ctx).get(who, `/api/approver-context?kind=${kind}&id=${id}`);
const mineOf = (others: Entry[], who: Person) => others.filter((o) => o.employee_id === who.id);

beforeAll(async () => {
  // Wednesday 2 December 2026, 09:00 in Hanoi.
  clock.set('2026-12-02T02:00:00Z');
  ctx = await setupTestApp({}, clock);
  ({ pm, top, admin } = await demoPeople(ctx, ['pm', 'top', 'admin']));
  // The requester and four teammates in the same foot (Foot Phoenix), one person in another foot.
  requester = await makeMember(ctx);
  for (const name of ['remote', 'leave', 'later', 'rejected']) mates[name] = await makeMember(ctx);
  mates.otherFoot = await makeMember(ctx, { foot: 'HN-D1-F2' });

  leaveId = (await makeLeave(ctx, { requester, start_date: '2026-12-09', end_date: '2026-12-10' })).id;
  await makeRemote(ctx, { requester: mates.remote, start_date: '2026-12-10', end_date: '2026-12-11' });
  await makeLeave(ctx, { requester: mates.leave, start_date: '2026-12-08', end_date: '2026-12-09' });
  await makeLeave(ctx, { requester: mates.later, start_date: '2026-12-14', end_date: '2026-12-14' });
  await makeLeave(ctx, { requester: mates.otherFoot, start_date: '2026-12-09', end_date: '2026-12-09' });
  const rejected = await makeLeave(ctx, {
    requester: mates.rejected,
    start_date: '2026-12-10',
    end_date: '2026-12-10',
  });
  const no = await client(ctx).post(pm, `/api/sabbatical-leave-request/approve/${rejected.id}`, {
    status: 3,
    comment: 'Not that week.',
  });
  expect(no.statusCode).toBe(200);
});

describe('GET /approver-context for a leave request', () => {
  it('lists the teammates away on its days, pending or approved, and nobody else', async () => {
    const res = await get(pm, 'leave', leaveId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-12-09', to: '2026-12-10', team: { name: 'Foot Phoenix' } });
    const others = body.others as Entry[];
    expect(mineOf(others, mates.remote as Person)).toEqual([
      expect.objectContaining({ kind: 'remote', from: '2026-12-10', to: '2026-12-11', status: 1 }),
    ]);
    expect(mineOf(others, mates.leave as Person)).toEqual([
      expect.objectContaining({ kind: 'leave', from: '2026-12-08', to: '2026-12-09', status: 1 }),
    ]);
    // Another week, a rejected request, another foot, the requester's own request: not listed.
    for (const who of [mates.later, mates.rejected, mates.otherFoot, requester])
      expect(mineOf(others, who as Person)).toEqual([]);
    // Sorted by first day.
    const days = others.map((o) => o.from);
    expect(days).toEqual([...days].sort());
  });

  it('gives the balance before and after approval: an unpaid leave leaves it as it is', async () => {
    const { balance } = (await get(pm, 'leave', leaveId)).json();
    expect(balance).not.toBeNull();
    expect(balance.remaining_after_approval).toBe(balance.remaining_days);
  });

  it('a compensated leave of two days takes them off the remaining days once approved', async () => {
    const accrued = await makeEmployee(ctx, { accrued: true, projects: { ALPHA: 'MEMBER' } });
    const paid = await makeLeave(ctx, {
      requester: accrued,
      start_date: '2026-12-16',
      end_date: '2026-12-17',
      type_reason: 1,
      note: 'Family visit.',
    });
    const { balance } = (await get(top, 'leave', paid.id)).json();
    expect(balance.remaining_after_approval).toBe(balance.remaining_days - 2);
    // Available already holds the pending days back.
    expect(balance.days_available).toBe(balance.remaining_days - 2);
  });
});

describe('GET /approver-context for overtime', () => {
  it('lists the teammates on overtime that day, and no balance', async () => {
    const mine = await makeOvertime(ctx, { requester });
    const mate = await makeOvertime(ctx, { requester: mates.later as Person });
    expect(mate.body.date).toBe(mine.body.date);
    const body = (await get(pm, 'overtime', mine.id)).json();
    expect(body.balance).toBeNull();
    expect(mineOf(body.others, mates.later as Person)).toEqual([
      expect.objectContaining({ kind: 'overtime', from: mine.body.date, to: mine.body.date, status: 1 }),
    ]);
  });
});

describe('who may read it', () => {
  it('an approver of the request and an administrator may', async () => {
    expect((await get(top, 'leave', leaveId)).statusCode).toBe(200);
    expect((await get(admin, 'leave', leaveId)).statusCode).toBe(200);
  });

  it('the requester may not (403): it is about other people', async () => {
    const res = await get(requester, 'leave', leaveId);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(4030);
  });

  it('a teammate who is not a party to the request is told it does not exist, as by its detail', async () => {
    const res = await get(mates.leave as Person, 'leave', leaveId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(4294);
  });

  it('an unknown request is 404 with its kind’s code', async () => {
    const res = await get(pm, 'leave', 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(4294);
  });

  it.each([
    ['an unknown kind', 'holiday', String(leaveId), 'kind'],
    ['an id of zero', 'leave', '0', 'id'],
    ['an id that is not a number', 'leave', 'abc', 'id'],
  ])('refuses %s with 4220 naming the field', async (_, kind, id, field) => {
    const res = await get(pm, kind, id);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4220);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});
