import { describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  makeEmployee,
  makeMember,
  makeProject,
  makeRemote,
  type Person,
  whileSubmitted,
} from '../../test/factories';
import { setupTestApp, TestClock } from '../../test/helpers';

const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const ctx = await setupTestApp({}, clock);
const staff = await demoPeople(ctx, ['member', 'pm', 'top', 'leader', 'dm', 'bod', 'admin', 'solo']);
const { member, pm, top, leader, dm, bod, admin, solo } = staff;
const { get, post, put, del } = client(ctx);

const body = (over: Record<string, unknown> = {}) => ({
  approve_person_1: pm.id,
  approve_person_2: leader.id,
  start_date: '2026-11-19',
  end_date: '2026-11-20',
  reason: 'Waiting for a delivery at home.',
  ...over,
});
const names = (list: Array<{ id: number }>) => list.map((x) => x.id);
const approve = (who: Person, id: number, status = 2, reason = 'ok') =>
  post(who, `/api/remote/approve/${id}`, { status, reason });

describe('create data: approver lists (SPEC 6)', () => {
  it('a project member: project managers at level 1, managers at level 2', async () => {
    const data = (await get(member, '/api/remote/create')).json();
    expect(data.employee).toMatchObject({ id: member.id, employee_code: member.code });
    expect(names(data.level1)).toEqual([pm.id, top.id]);
    expect(names(data.level2)).toEqual([leader.id, dm.id, bod.id]);
  });

  it('without a project: the manager list at level 1 and no level 2', async () => {
    const data = (await get(solo, '/api/remote/create')).json();
    expect(data.projectManagers).toEqual([]);
    expect(data.level1.length).toBeGreaterThan(0);
    expect(data.level2).toEqual([]);
  });
});

describe('bad input: a field error, and nothing created', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a start before yesterday', { start_date: '2026-11-16' }, 'start_date', 'after_or_equal'],
    [
      'an end before the start',
      { start_date: '2026-11-21', end_date: '2026-11-20' },
      'end_date',
      'after_or_equal',
    ],
    ['more than 62 days', { end_date: '2027-02-01' }, 'end_date', 'max_days'],
    ['a reason over 255', { reason: 'x'.repeat(256) }, 'reason', 'max'],
    ['no reason', { reason: '' }, 'reason', 'required'],
    ['no approver 2 while the list has some', { approve_person_2: null }, 'approve_person_2', 'required'],
    ['a bad date', { start_date: '19/11/2026' }, 'start_date', 'format'],
  ])('%s', async (_label, over, field, rule) => {
    const me = await makeMember(ctx);
    const res = await post(me, '/api/remote', body(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field].map((e: { rule: string }) => e.rule)).toContain(rule);
    expect((await get(me, '/api/remote')).json().countRemoteRequest).toBe(0);
  });

  it('an approver outside the lists is 4324', async () => {
    const me = await makeMember(ctx);
    expect((await post(me, '/api/remote', body({ approve_person_1: admin.id }))).json().code).toBe(4324);
    expect((await post(me, '/api/remote', body({ approve_person_2: admin.id }))).json().code).toBe(4324);
    expect((await get(me, '/api/remote')).json().countRemoteRequest).toBe(0);
  });

  it('nothing was created: no request, and the approver is neither told nor counts one', async () => {
    const me = await makeMember(ctx);
    const before = {
      waiting: (await get(pm, '/api/get-count-request')).json().countAllRemoteTimeRequest,
      unread: (await get(pm, '/api/notifications')).json().countNotificationUnread,
    };
    for (const over of [
      { start_date: '2026-11-16' },
      { reason: '' },
      { approve_person_2: null },
      { approve_person_1: admin.id },
    ])
      expect((await post(me, '/api/remote', body(over))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(me, '/api/remote')).json().countRemoteRequest).toBe(0);
    expect((await get(pm, '/api/get-count-request')).json().countAllRemoteTimeRequest).toBe(before.waiting);
    expect((await get(pm, '/api/notifications')).json().countNotificationUnread).toBe(before.unread);
  });
});

describe('through approval', () => {
  it('creates; the first approver is told and counts it', async () => {
    const me = await makeMember(ctx);
    const before = (await get(pm, '/api/get-count-request')).json().countAllRemoteTimeRequest;
    const res = await post(me, '/api/remote', body());
    expect(res.statusCode).toBe(200);
    const item = res.json().remoteRequest;
    expect(item).toMatchObject({
      start_date: '2026-11-19',
      end_date: '2026-11-20',
      days: 2,
      reason: 'Waiting for a delivery at home.',
      note: 'Waiting for a delivery at home.',
      status: 1,
      can_edit: true,
      can_delete: true,
    });
    expect(item.approve_person_1).toMatchObject({ approve_employee_id: pm.id, approve_status: 1 });
    expect((await get(pm, '/api/get-count-request')).json().countAllRemoteTimeRequest).toBe(before + 1);
    const notes = (await get(pm, '/api/notifications')).json().listNotifications.data;
    expect(notes[0]).toMatchObject({
      type: 'REMOTE_WORKING_REQUEST',
      request_type: 'REQUEST',
      request_id: item.id,
    });
  });

  it('a day already registered is 4307', async () => {
    const { requester } = await makeRemote(ctx, { start_date: '2026-11-19', end_date: '2026-11-20' });
    const res = (
      await post(requester, '/api/remote', body({ start_date: '2026-11-20', end_date: '2026-11-23' }))
    ).json();
    expect(res.code).toBe(4307);
    expect(res.errors).toEqual({
      start_date: [expect.objectContaining({ rule: 'code', params: { code: 4307 } })],
    });
  });

  it('approval needs a note; level 2 cannot act first; strangers cannot see it', async () => {
    const { id } = await makeRemote(ctx);
    const res = await approve(pm, id, 2, '');
    expect(res.json().errors.reason[0].rule).toBe('required');
    expect((await approve(pm, id, 2, 'x'.repeat(256))).statusCode).toBe(422);
    expect((await approve(leader, id)).json().code).toBe(4323);
    expect((await get(solo, `/api/remote/${id}`)).statusCode).toBe(404);
    expect((await approve(solo, id)).statusCode).toBe(404);
    expect((await get(pm, `/api/remote/${id}/show-approval`)).json().can_approve).toBe(true);
    expect((await get(leader, `/api/remote/${id}/show-approval`)).json().can_approve).toBe(false);
  });

  it('both approve; the days become remote in the timesheet', async () => {
    const { id, requester } = await makeRemote(ctx, { start_date: '2026-11-19', end_date: '2026-11-20' });
    expect((await approve(pm, id, 2, 'Fine by me')).statusCode).toBe(200);
    const item = (await post(leader, `/api/remote/approve/${id}`, { id, status: 2, reason: 'OK' })).json()
      .remoteRequest;
    expect(item.status).toBe(2);
    expect(
      item.remote_request_approve.map((a: { status: number; comment: string }) => [a.status, a.comment]),
    ).toEqual([
      [2, 'Fine by me'],
      [2, 'OK'],
    ]);
    const rows = (
      await get(requester, '/api/user/timesheets?start_date=2026-11-18&end_date=2026-11-21')
    ).json().timeSheets;
    expect(rows.map((r: { is_remote: boolean }) => r.is_remote)).toEqual([false, true, true, false]);
    const notes = (await get(requester, '/api/notifications')).json().listNotifications.data;
    expect(notes[0]).toMatchObject({
      type: 'REMOTE_WORKING_REQUEST',
      request_type: 'APPROVED',
      request_id: id,
    });
    const totals = (await get(requester, '/api/timesheet-dashboard/total-requests?month=2026-11')).json();
    expect(totals.remote).toEqual({ 1: 0, 2: 1, 3: 0 });
  });

  it('an approved request can no longer be edited, deleted or decided', async () => {
    const { id, requester } = await makeRemote(ctx);
    expect((await approve(pm, id)).statusCode).toBe(200);
    expect((await approve(leader, id)).json().remoteRequest.status).toBe(2);
    expect(
      (
        await post(requester, `/api/remote/${id}`, body({ start_date: '2026-11-24', end_date: '2026-11-24' }))
      ).json().code,
    ).toBe(4322);
    expect((await del(requester, `/api/remote/${id}`)).json().code).toBe(4322);
    expect((await approve(leader, id, 3, 'no')).json().code).toBe(4322);
  });
});

describe('edit, reject and delete', () => {
  it('edits while pending: new dates and fresh approvals', async () => {
    const { id, requester } = await makeRemote(ctx, { start_date: '2026-11-24', end_date: '2026-11-24' });
    expect((await approve(pm, id)).statusCode).toBe(200);
    const res = await put(
      requester,
      `/api/remote/${id}`,
      body({
        start_date: '2026-11-25',
        end_date: '2026-11-26',
        approve_person_1: top.id,
        approve_person_2: dm.id,
      }),
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().remoteRequest;
    expect(item).toMatchObject({ start_date: '2026-11-25', end_date: '2026-11-26', status: 1 });
    expect([item.approve_person_1.approve_status, item.approve_person_2.approve_status]).toEqual([1, 1]);
    expect(item.approve_person_1.approve_employee_id).toBe(top.id);
    // SPEC 3's remote_request_approve: its own fields; the names are in approve_person_N, sent once.
    expect(item.remote_request_approve).toEqual([
      { level: 1, approved_by: top.id, employee_id: top.id, status: 1, comment: null, updated_at: null },
      { level: 2, approved_by: dm.id, employee_id: dm.id, status: 1, comment: null, updated_at: null },
    ]);
    expect(item).not.toHaveProperty('approvers');
  });

  it('the edit form returns the request and the lists; others cannot edit it', async () => {
    const { id, requester } = await makeRemote(ctx);
    const data = (await get(requester, `/api/remote/${id}/edit`)).json();
    expect(data.remoteRequest.id).toBe(id);
    expect(names(data.level1)).toEqual([pm.id, top.id]);
    expect((await post(solo, `/api/remote/${id}`, body())).statusCode).toBe(404);
  });

  it('a rejection is final and frees the days', async () => {
    const { id, requester } = await makeRemote(ctx, {
      start_date: '2026-11-25',
      end_date: '2026-11-26',
      approve_person_1: top.id,
      approve_person_2: dm.id,
    });
    expect((await approve(top, id, 3, 'Release week')).json().remoteRequest.status).toBe(3);
    expect((await approve(top, id)).json().code).toBe(4322);
    expect(
      (await post(requester, '/api/remote', body({ start_date: '2026-11-25', end_date: '2026-11-25' })))
        .statusCode,
    ).toBe(200);
  });

  it('deletes only a request nobody has acted on', async () => {
    const { id, requester } = await makeRemote(ctx);
    const mine = (await get(requester, '/api/remote?status=1')).json().remoteRequests.data;
    expect(mine.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await del(pm, `/api/remote/${id}`)).statusCode).toBe(404);
    expect((await del(requester, `/api/remote/${id}`)).statusCode).toBe(200);
    expect((await get(requester, '/api/remote?status=1')).json().remoteRequests.data).toHaveLength(0);
  });
});

describe('lists', () => {
  it('the approval list shows what waits for me, and what I approved', async () => {
    // A project manager of their own, so the waiting list holds exactly what this test made.
    const manager = await makeEmployee(ctx);
    const project = await makeProject(ctx, [[manager, 'PM']]);
    const me = await makeEmployee(ctx, { projects: { [project.code]: 'MEMBER' } });
    const mine = { approve_person_1: manager.id, approve_person_2: leader.id, requester: me };
    const approved = await makeRemote(ctx, mine);
    expect((await approve(manager, approved.id)).statusCode).toBe(200);
    const pending = await makeRemote(ctx, mine);
    const waiting = (await get(manager, '/api/remote/approval?approveStatus=1')).json();
    expect(waiting.countRemoteRequest).toBe(1);
    expect(waiting.remoteRequests.data.map((r: { id: number }) => r.id)).toEqual([pending.id]);
    const done = (await get(manager, '/api/remote/approval?approveStatus=2')).json();
    expect(done.remoteRequests.data.map((r: { id: number }) => r.id)).toContain(approved.id);
    expect(
      (await get(manager, `/api/remote/approval?employee_info=${me.code}`)).json().remoteRequests.total,
    ).toBeGreaterThan(0);
    expect(
      (await get(manager, '/api/remote/approval?employee_info=nobody')).json().remoteRequests.total,
    ).toBe(0);
  });

  it("administrators list everybody's requests; others get 403", async () => {
    const made = [await makeRemote(ctx), await makeRemote(ctx)];
    for (const { id, requester } of made) {
      const res = (
        await get(admin, `/api/remote/manage?company_code=HANOI&employee_info=${requester.code}`)
      ).json();
      expect(res.remoteRequests.data.map((r: { id: number }) => r.id)).toEqual([id]);
    }
    expect(
      (await get(admin, '/api/remote/manage?company_code=HANOI')).json().remoteRequests.total,
    ).toBeGreaterThanOrEqual(2);
    expect((await get(admin, '/api/remote/manage?company_code=JAPAN')).json().remoteRequests.total).toBe(0);
    expect((await get(made[0]?.requester as Person, '/api/remote/manage')).statusCode).toBe(403);
  });
});

describe('the month lock', () => {
  it('after submission: no create or delete (4308), no approval (4309)', async () => {
    // Without a project: a single approval level, by the first of the managers.
    const loner = await makeEmployee(ctx, { foot: 'HN-D2-F1' });
    const approverId = (await get(loner, '/api/remote/create')).json().level1[0].id;
    const approver = Object.values(staff).find((p) => p.id === approverId) as Person;
    expect(approver).toBeDefined();
    const { id } = await makeRemote(ctx, {
      requester: loner,
      approve_person_1: approverId,
      approve_person_2: null,
      start_date: '2026-11-30',
      end_date: '2026-11-30',
    });
    const me = await makeMember(ctx);
    await whileSubmitted(ctx, '2026-11', async () => {
      const across = await post(
        me,
        '/api/remote',
        body({ start_date: '2026-11-28', end_date: '2026-12-02' }),
      );
      expect(across.json().code).toBe(4308);
      expect((await approve(approver, id)).json().code).toBe(4309);
      expect((await del(loner, `/api/remote/${id}`)).json().code).toBe(4308);
      expect(
        (await post(me, '/api/remote', body({ start_date: '2026-12-01', end_date: '2026-12-02' })))
          .statusCode,
      ).toBe(200);
    });
    expect((await approve(approver, id)).statusCode).toBe(200);
  });
});
