import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  importAttendance,
  makeMember,
  makeShortLeave,
  type Person,
  rows,
  whileSubmitted,
} from '../../test/factories';
import { setupTestApp, TestClock } from '../../test/helpers';

const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z'); // Wednesday 10:00 in Hanoi
const ctx = await setupTestApp({}, clock);
const { member, pm, leader, admin, solo } = await demoPeople(ctx, [
  'member',
  'pm',
  'leader',
  'admin',
  'solo',
]);
const { get, post, put } = client(ctx);

const body = (over: Record<string, unknown> = {}) => ({
  request_date: '2026-11-17',
  leave_type: 'late',
  reason: 'Took my child to the doctor.',
  assigned_staff: [leader.id, pm.id],
  time_off: 30,
  ...over,
});
const lateOn = async (who: Person, date: string) =>
  (await get(who, `/api/user/timesheets?start_date=${date}&end_date=${date}`)).json().timeSheets[0].late_time;
const unconfirmed = async (who: Person) =>
  (await get(who, '/api/get-count-request')).json().requestNoConfirmShortLeave;
const decide = (who: Person, id: number, payload: Record<string, unknown>) =>
  post(who, `/api/short-leave-requests/${id}/approve`, payload);

describe('short leave', () => {
  it('lists who may be assigned: my project managers and superiors', async () => {
    const res = (await get(member, '/api/get-request-assignable-positions')).json();
    expect(res.status).toBe('success');
    expect(res.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([pm.id, leader.id]));
  });

  it.each<[string, Record<string, unknown>, number, string?]>([
    ['no assignee', { assigned_staff: [] }, 4220, 'assigned_staff'],
    ['no reason', { reason: '' }, 4220, 'reason'],
    ['an unknown leave type', { leave_type: 'lunch' }, 4220, 'leave_type'],
    ['more than half a day', { time_off: 241 }, 4220, 'time_off'],
  ])('refuses %s', async (_label, over, code, field) => {
    const me = await makeMember(ctx);
    const res = await post(me, '/api/short-leave-requests', body(over));
    expect(res.json().code).toBe(code);
    if (field) expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('refuses an assignee who may not be (4324)', async () => {
    const me = await makeMember(ctx);
    expect(
      (await post(me, '/api/short-leave-requests', body({ assigned_staff: [admin.id] }))).json().code,
    ).toBe(4324);
  });

  it('creates with several assignees, each told; the same day and type twice is 5069', async () => {
    const me = await makeMember(ctx);
    const before = { leader: await unconfirmed(leader), pm: await unconfirmed(pm) };
    const res = await post(me, '/api/short-leave-requests', body());
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    const id = res.json().data.id;
    expect(res.json().data).toMatchObject({ leave_type: 'late', time_off: 30, status: 1, can_edit: true });
    expect(res.json().data.assigned_staff.map((a: { id: number }) => a.id)).toEqual([leader.id, pm.id]);
    expect(await unconfirmed(leader)).toBe(before.leader + 1);
    expect(await unconfirmed(pm)).toBe(before.pm + 1);
    // Every assignee may decide, so every assignee is told at once.
    const told = await rows(
      ctx,
      sql`select employee_id from notifications where type = 'SHORT_LEAVE_REQUEST' and request_type = 'REQUEST' and request_id = ${id} order by employee_id`,
    );
    expect(told.map((r) => r.employee_id)).toEqual([leader.id, pm.id].sort((a, b) => a - b));
    const twice = (await post(me, '/api/short-leave-requests', body())).json();
    expect(twice.code).toBe(5069);
    expect(twice.errors).toEqual({
      request_date: [expect.objectContaining({ rule: 'code', params: { code: 5069 } })],
    });
  });

  it('lists mine and the ones assigned to me, with the filters and pagination', async () => {
    const { id, requester } = await makeShortLeave(ctx);
    const mine = (await get(requester, '/api/short-leave-requests?leave_type=late')).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.pagination).toMatchObject({ total: 1, current_page: 1 });
    expect((await get(requester, '/api/short-leave-requests?leave_type=early')).json().data).toHaveLength(0);
    const assigned = (await get(leader, `/api/short-leave-requests/assign?staff_id=${requester.id}`)).json();
    expect(assigned.data[0]).toMatchObject({ id, can_decide: true });
    expect((await get(solo, '/api/short-leave-requests/assign')).json().data).toHaveLength(0);
  });

  it('reads one request: its owner and its assignees; anyone else, or an unknown id, is 404 / 4294', async () => {
    const { id, requester } = await makeShortLeave(ctx);
    const own = await get(requester, `/api/short-leave-requests/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      status: 'success',
      data: { id, employee_id: requester.id, status: 1, can_edit: true, can_decide: false },
    });
    const assigned = (await get(pm, `/api/short-leave-requests/${id}`)).json();
    expect(assigned.data).toMatchObject({ id, can_edit: false, can_decide: true });
    expect(assigned.data.assigned_staff.map((a: { id: number }) => a.id)).toEqual([leader.id, pm.id]);

    const stranger = await makeMember(ctx);
    for (const [who, path] of [
      [stranger, `/api/short-leave-requests/${id}`],
      [admin, `/api/short-leave-requests/${id}`],
      [requester, '/api/short-leave-requests/999999999'],
    ] as const) {
      const res = await get(who, path);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(4294);
    }
  });

  it('only an assignee decides; the first decision settles it and excuses the lateness', async () => {
    const me = await makeMember(ctx);
    await importAttendance(ctx, [[me.code, '2026-11-17', '08:30', '17:30']]);
    const pmWaiting = await unconfirmed(pm);
    const { id } = await makeShortLeave(ctx, { requester: me, ...body() });
    expect(await lateOn(me, '2026-11-17')).toBe(30);
    expect((await decide(solo, id, { status: 2 })).json().code).toBe(4294);
    expect((await decide(me, id, { status: 2 })).statusCode).toBe(403);
    expect((await decide(leader, id, { status: 3 })).statusCode).toBe(422);
    const res = await decide(leader, id, { status: 2, comment: 'OK' });
    expect(res.json().data.status).toBe(2);
    expect((await decide(pm, id, { status: 3, comment: 'no' })).json().code).toBe(4322);
    expect(await lateOn(me, '2026-11-17')).toBe(0);
    expect(await unconfirmed(pm)).toBe(pmWaiting);
    expect((await post(me, `/api/short-leave-requests/${id}`, body({ time_off: 20 }))).json().code).toBe(
      4322,
    );
  });

  it('edits a pending one; the month lock applies', async () => {
    const { id, requester } = await makeShortLeave(ctx, body({ leave_type: 'early', time_off: 15 }));
    const edited = await put(
      requester,
      `/api/short-leave-requests/${id}`,
      body({ leave_type: 'early', time_off: 20, assigned_staff: [pm.id] }),
    );
    expect(edited.json().data).toMatchObject({
      time_off: 20,
      assigned_staff: [expect.objectContaining({ id: pm.id })],
    });
    await whileSubmitted(ctx, '2026-11', async () => {
      expect(
        (await post(requester, '/api/short-leave-requests', body({ request_date: '2026-11-16' }))).json()
          .code,
      ).toBe(4070);
      expect((await decide(pm, id, { status: 2 })).json().code).toBe(4071);
    });
  });
});
