import { addDays, DELEGATION_MAX_DAYS } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  makeMember,
  makeOvertime,
  makeRemote,
  type Person,
  rows,
} from '../../test/factories';
import { call, setupTestApp, TestClock, type TestContext } from '../../test/helpers';
import { syncDelegations } from './delegations.steps';

// Issue #20, delegation: an approver away names a delegate for some days; the steps waiting on
// them then (and those that reach them) are the delegate's, who decides "on behalf of" them, with
// no other right; they come back when the delegation ends or is cancelled.
const clock = new TestClock();
// Wednesday 2 December 2026, 09:00 in Hanoi.
const NOW = '2026-12-02T02:00:00Z';
const TODAY = '2026-12-02';
let ctx: TestContext;
let pm: Person;
let top: Person;
let leader: Person;
let admin: Person;
let dm: Person;

beforeAll(async () => {
  clock.set(NOW);
  ctx = await setupTestApp({}, clock);
  ({ pm, top, leader, admin, dm } = await demoPeople(ctx, ['pm', 'top', 'leader', 'admin', 'dm']));
});

const api = () => client(ctx);
const delegate = (who: Person, body: Record<string, unknown>) => api().post(who, '/api/delegations', body);
const cancel = (who: Person, id: number) => api().post(who, `/api/delegations/${id}/cancel`, {});
const showOvertime = (who: Person, id: number) =>
  api().get(who, `/api/overtime-requests/show-approval/${id}`);
const approveOvertime = (who: Person, id: number) =>
  api().post(who, `/api/overtime-requests/approve/${id}`, { status: 2, comment: 'Fine by me.' });
const job = () => syncDelegations({ db: ctx.database.db, now: ctx.now });

async function stepsOf(kind: string, id: number) {
  return (
    await rows(
      ctx,
      sql`select level, approver_id, on_behalf_of, status from approval_steps
          where request_kind = ${kind} and request_id = ${id} order by level`,
    )
  ).map((r) => ({
    level: Number(r.level),
    approver: Number(r.approver_id),
    onBehalfOf: r.on_behalf_of === null ? null : Number(r.on_behalf_of),
    status: Number(r.status),
  }));
}

const currentApprover = async (id: number) =>
  Number(
    (await rows(ctx, sql`select current_approver_id from overtime_requests where id = ${id}`))[0]
      ?.current_approver_id,
  );

/** Runs `work` with pm away (delegate: leader) from `from` to `to`, cancelling it afterwards. */
async function whilePmAway<T>(from: string, to: string, work: (id: number) => Promise<T>): Promise<T> {
  const res = await delegate(pm, {
    delegate_id: leader.id,
    start_date: from,
    end_date: to,
    reason: 'Holiday',
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as number;
  try {
    return await work(id);
  } finally {
    const state = (await api().get(pm, `/api/delegations/${id}`)).json().state;
    if (state === 'active' || state === 'upcoming') expect((await cancel(pm, id)).statusCode).toBe(200);
  }
}

describe('naming a delegate: bad input', () => {
  const fieldsOf = (res: {
    json: () => { code: number; errors?: Record<string, Array<{ rule: string }>> };
  }) => {
    const body = res.json();
    expect(body.code).toBe(4220);
    return Object.fromEntries(Object.entries(body.errors ?? {}).map(([k, v]) => [k, v.map((e) => e.rule)]));
  };

  it.each([
    [
      'myself',
      () => ({ delegate_id: pm.id, start_date: TODAY, end_date: TODAY }),
      { delegate_id: ['delegate_self'] },
    ],
    [
      'a start in the past',
      () => ({ delegate_id: leader.id, start_date: addDays(TODAY, -1), end_date: TODAY }),
      { start_date: ['date_window'] },
    ],
    [
      'an end before the start',
      () => ({ delegate_id: leader.id, start_date: addDays(TODAY, 3), end_date: addDays(TODAY, 2) }),
      { end_date: ['after_or_equal'] },
    ],
    [
      'longer than allowed',
      () => ({ delegate_id: leader.id, start_date: TODAY, end_date: addDays(TODAY, DELEGATION_MAX_DAYS) }),
      { end_date: ['max_days'] },
    ],
    [
      'nobody by that id',
      () => ({ delegate_id: 2_000_000_000, start_date: TODAY, end_date: TODAY }),
      { delegate_id: ['not_working'] },
    ],
  ])('refuses %s (422 on the field)', async (_label, body, expected) => {
    const res = await delegate(pm, body());
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(expected);
  });

  it('takes approvers only: someone approving nothing may not delegate (4030) nor be named (422)', async () => {
    const plain = await makeMember(ctx);
    const res = await delegate(plain, { delegate_id: leader.id, start_date: TODAY, end_date: TODAY });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(4030);
    const named = await delegate(pm, { delegate_id: plain.id, start_date: TODAY, end_date: TODAY });
    expect(named.statusCode).toBe(422);
    expect(fieldsOf(named)).toEqual({ delegate_id: ['not_approver'] });
    // The search offers approvers only.
    const offered = (await api().get(pm, `/api/delegations/candidates?q=${plain.code}`)).json().data;
    expect(offered).toEqual([]);
    const found = (
      await api().get(pm, `/api/delegations/candidates?q=${encodeURIComponent('Lê Minh')}`)
    ).json();
    expect(found.data.map((p: { id: number }) => p.id)).toContain(leader.id);
  });

  it('refuses malformed bodies field by field, and strangers without a session', async () => {
    const res = await delegate(pm, { delegate_id: 'x', start_date: '2026-02-30', end_date: 5 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['delegate_id', 'end_date', 'start_date']);
    const long = await delegate(pm, {
      delegate_id: leader.id,
      start_date: TODAY,
      end_date: TODAY,
      reason: 'x'.repeat(600),
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['reason']);
    const anonymous = await call(ctx.app, null, {
      method: 'POST',
      url: '/api/delegations',
      payload: { delegate_id: leader.id, start_date: TODAY, end_date: TODAY },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses days overlapping my own delegation, and a delegate who is away then', async () => {
    await whilePmAway(addDays(TODAY, 10), addDays(TODAY, 12), async () => {
      const overlap = await delegate(pm, {
        delegate_id: dm.id,
        start_date: addDays(TODAY, 12),
        end_date: addDays(TODAY, 14),
      });
      expect(overlap.statusCode).toBe(422);
      expect(fieldsOf(overlap)).toEqual({ start_date: ['delegation_overlap'] });
      // pm is away on the 11th: nobody may hand pm their approvals then.
      const away = await delegate(dm, {
        delegate_id: pm.id,
        start_date: addDays(TODAY, 11),
        end_date: addDays(TODAY, 11),
      });
      expect(away.statusCode).toBe(422);
      expect(fieldsOf(away)).toEqual({ delegate_id: ['delegate_away'] });
    });
  });
});

describe('a delegation running today', () => {
  it('moves the steps waiting on the delegator to the delegate, who decides on their behalf', async () => {
    const waiting = await makeOvertime(ctx);
    expect(await currentApprover(waiting.id)).toBe(pm.id);
    const countBefore = (await api().get(leader, '/api/get-count-request')).json().countAllOverTimeRequest;
    // The delegate sees nothing of it before.
    expect((await showOvertime(leader, waiting.id)).statusCode).toBe(404);

    await whilePmAway(TODAY, addDays(TODAY, 2), async (delegationId) => {
      expect(await stepsOf('overtime', waiting.id)).toEqual([
        { level: 1, approver: leader.id, onBehalfOf: pm.id, status: 1 },
        { level: 2, approver: top.id, onBehalfOf: null, status: 1 },
      ]);
      expect(await currentApprover(waiting.id)).toBe(leader.id);
      expect((await api().get(leader, '/api/get-count-request')).json().countAllOverTimeRequest).toBe(
        countBefore + 1,
      );
      const list = (await api().get(pm, '/api/delegations')).json();
      expect(list.given[0]).toMatchObject({
        id: delegationId,
        state: 'active',
        moved_steps: expect.any(Number),
        delegate: { id: leader.id },
        can_cancel: true,
      });
      expect(list.given[0].moved_steps).toBeGreaterThanOrEqual(1);
      expect((await api().get(leader, '/api/delegations')).json().received[0]).toMatchObject({
        id: delegationId,
        can_cancel: false,
      });
      // The delegate was told.
      const [told] = await rows(
        ctx,
        sql`select url, request_type from notifications where employee_id = ${leader.id} and type = 'DELEGATION' and request_id = ${delegationId}`,
      );
      expect(told).toEqual({ url: '/information-profile#delegations', request_type: 'NAMED' });

      // The approver away still reads it, but may no longer decide.
      const shown = await showOvertime(pm, waiting.id);
      expect(shown.statusCode).toBe(200);
      expect((await approveOvertime(pm, waiting.id)).json().code).toBe(4030);

      const view = (await showOvertime(leader, waiting.id)).json();
      expect(view.can_approve).toBe(true);
      expect((await approveOvertime(leader, waiting.id)).statusCode).toBe(200);
      const item = (await api().get(waiting.requester, `/api/overtime-requests/${waiting.id}`)).json();
      const entry = (item.overTimeRequest ?? item).approve_person_1;
      expect(entry).toMatchObject({
        approve_employee_id: leader.id,
        approve_status: 2,
        on_behalf_of: { id: pm.id, name: expect.any(String) },
      });
      expect(entry.on_behalf_of.name.length).toBeGreaterThan(0);
      const [audit] = await rows(
        ctx,
        sql`select actor_id, data from audit_log where action = 'overtime.approve' and entity_id = ${waiting.id}`,
      );
      expect(audit?.actor_id).toBe(leader.id);
      expect((audit?.data as Record<string, unknown> | undefined)?.on_behalf_of).toBe(pm.id);
      // Level 2 is next, as always.
      expect(await currentApprover(waiting.id)).toBe(top.id);
    });
    // Decided steps stay decided by the delegate, on pm's behalf.
    expect((await stepsOf('overtime', waiting.id))[0]).toEqual({
      level: 1,
      approver: leader.id,
      onBehalfOf: pm.id,
      status: 2,
    });
  });

  it('gives new requests reaching the delegator to the delegate at once', async () => {
    await whilePmAway(TODAY, TODAY, async () => {
      const fresh = await makeOvertime(ctx);
      expect((await stepsOf('overtime', fresh.id))[0]).toEqual({
        level: 1,
        approver: leader.id,
        onBehalfOf: pm.id,
        status: 1,
      });
      const [told] = await rows(
        ctx,
        sql`select type, request_type from notifications where employee_id = ${leader.id} and request_id = ${fresh.id} and type = 'OVERTIME_REQUEST'`,
      );
      expect(told).toEqual({ type: 'OVERTIME_REQUEST', request_type: 'REQUEST' });
    });
  });

  it('keeps two people on two levels: a step stays when the delegate holds another level', async () => {
    // Remote: pm, then leader. Leader deciding both levels would be one person approving twice.
    const remote = await makeRemote(ctx);
    await whilePmAway(TODAY, TODAY, async () => {
      expect((await stepsOf('remote', remote.id)).map((s) => [s.approver, s.onBehalfOf])).toEqual([
        [pm.id, null],
        [leader.id, null],
      ]);
      const fresh = await makeRemote(ctx);
      expect((await stepsOf('remote', fresh.id))[0]?.approver).toBe(pm.id);
    });
  });

  it('never gives the delegate their own request to approve', async () => {
    // Another PM of Alpha (an approver) asks for overtime; the pm names them while it waits.
    const own = await makeOvertime(ctx, {
      requester: await makeMember(ctx, { projects: { ALPHA: 'PM' } }),
    });
    const res = await delegate(pm, { delegate_id: own.requester.id, start_date: TODAY, end_date: TODAY });
    expect(res.statusCode).toBe(200);
    expect((await stepsOf('overtime', own.id))[0]).toMatchObject({ approver: pm.id, onBehalfOf: null });
    expect((await cancel(pm, res.json().id)).statusCode).toBe(200);
  });
});

describe('cancelling', () => {
  it('gives undecided steps back at once; the delegate keeps no access to them', async () => {
    const waiting = await makeOvertime(ctx);
    const id = (await delegate(pm, { delegate_id: leader.id, start_date: TODAY, end_date: TODAY })).json().id;
    expect((await stepsOf('overtime', waiting.id))[0]?.approver).toBe(leader.id);
    // Only the delegator (or an administrator) cancels; strangers are told it does not exist.
    expect((await cancel(leader, id)).json().code).toBe(4030);
    expect((await api().get(dm, `/api/delegations/${id}`)).json().code).toBe(4040);
    const res = await cancel(pm, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'cancelled', moved_steps: 0, can_cancel: false });
    expect(await stepsOf('overtime', waiting.id)).toEqual([
      { level: 1, approver: pm.id, onBehalfOf: null, status: 1 },
      { level: 2, approver: top.id, onBehalfOf: null, status: 1 },
    ]);
    expect(await currentApprover(waiting.id)).toBe(pm.id);
    expect((await showOvertime(leader, waiting.id)).statusCode).toBe(404);
    const again = await cancel(pm, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(4390);
    const [told] = await rows(
      ctx,
      sql`select request_type from notifications where employee_id = ${leader.id} and type = 'DELEGATION' and request_id = ${id} and request_type = 'CANCELLED'`,
    );
    expect(told).toBeDefined();
  });

  it('lets an administrator cancel anyone’s delegation', async () => {
    const id = (
      await delegate(pm, {
        delegate_id: leader.id,
        start_date: addDays(TODAY, 20),
        end_date: addDays(TODAY, 21),
      })
    ).json().id;
    expect((await api().get(admin, `/api/delegations/${id}`)).statusCode).toBe(200);
    expect((await cancel(admin, id)).json().state).toBe('cancelled');
  });
});

describe('the scheduled job', () => {
  it('starts a delegation on its first day and ends it after its last, once however often it runs', async () => {
    const waiting = await makeOvertime(ctx);
    const tomorrow = addDays(TODAY, 1);
    const id = (
      await delegate(pm, { delegate_id: leader.id, start_date: tomorrow, end_date: tomorrow })
    ).json().id;
    try {
      expect((await api().get(pm, `/api/delegations/${id}`)).json().state).toBe('upcoming');
      await job();
      expect((await stepsOf('overtime', waiting.id))[0]?.approver).toBe(pm.id);

      // Thursday 00:05 in Hanoi: the delegation runs.
      clock.set('2026-12-02T17:05:00Z');
      expect(await job()).toBeGreaterThanOrEqual(1);
      expect(await job()).toBe(0);
      expect((await stepsOf('overtime', waiting.id))[0]).toMatchObject({
        approver: leader.id,
        onBehalfOf: pm.id,
      });
      expect(await currentApprover(waiting.id)).toBe(leader.id);
      const moved = await rows(
        ctx,
        sql`select count(*)::int as n from approval_steps where delegation_id = ${id}`,
      );

      // Friday 00:05: it has ended; what is still undecided goes back.
      clock.set('2026-12-03T17:05:00Z');
      expect(await job()).toBe(Number(moved[0]?.n));
      expect(await job()).toBe(0);
      expect((await stepsOf('overtime', waiting.id))[0]).toMatchObject({ approver: pm.id, onBehalfOf: null });
      expect(await currentApprover(waiting.id)).toBe(pm.id);
      expect((await api().get(pm, `/api/delegations/${id}`)).json()).toMatchObject({
        state: 'ended',
        can_cancel: false,
      });
      expect((await cancel(pm, id)).json().code).toBe(4390);
    } finally {
      clock.set(NOW);
    }
  });

  it('runs from the jobs endpoint for administrators only', async () => {
    expect((await api().post(admin, '/api/jobs/delegations/run', {})).statusCode).toBe(200);
    expect((await api().post(pm, '/api/jobs/delegations/run', {})).statusCode).toBe(403);
  });
});

describe('the delegate search', () => {
  it('finds working approvers by name or code, never me, at most 20', async () => {
    const res = await api().get(pm, `/api/delegations/candidates?q=${encodeURIComponent('leader')}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeLessThanOrEqual(20);
    expect(data.some((p: { id: number }) => p.id === pm.id)).toBe(false);
    const all = (await api().get(pm, '/api/delegations/candidates')).json().data;
    expect(all.length).toBeGreaterThan(5);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(all.some((p: { id: number }) => p.id === pm.id)).toBe(false);
    const long = await api().get(pm, `/api/delegations/candidates?q=${'x'.repeat(200)}`);
    expect(long.statusCode).toBe(422);
  });
});
