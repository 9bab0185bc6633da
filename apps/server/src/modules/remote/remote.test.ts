import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, setupTestApp, TestClock } from '../../test/helpers';

const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const { app, database } = await setupTestApp({}, clock);

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const who of ['member', 'pm', 'top', 'leader', 'dm', 'bod', 'admin', 'solo'])
    tokens[who] = await login(app, `${who}@demo.test`);
  const rows = (
    (await database.db.execute(
      sql`select id, split_part(email, '@', 1) as who from employees where email like '%@demo.test'`,
    )) as unknown as { rows: Array<Record<string, unknown>> }
  ).rows;
  for (const r of rows) ids[String(r.who)] = Number(r.id);
});

const as = (who: string) => tokens[who] as string;
const get = (who: string, url: string) => call(app, as(who), { method: 'GET', url });
const post = (who: string, url: string, payload: Record<string, unknown>) =>
  call(app, as(who), { method: 'POST', url, payload });
const del = (who: string, url: string) => call(app, as(who), { method: 'DELETE', url });
const body = (over: Record<string, unknown> = {}) => ({
  approve_person_1: ids.pm,
  approve_person_2: ids.leader,
  start_date: '2026-11-19',
  end_date: '2026-11-20',
  reason: 'Waiting for a delivery at home.',
  ...over,
});
const names = (list: Array<{ id: number }>) => list.map((x) => x.id);

let first = 0;

describe('create data: approver lists (SPEC 6)', () => {
  it('a project member: project managers at level 1, managers at level 2', async () => {
    const data = (await get('member', '/api/remote/create')).json();
    expect(data.employee).toMatchObject({ id: ids.member, employee_code: 'HN0005' });
    expect(names(data.level1)).toEqual([ids.pm, ids.top]);
    expect(names(data.level2)).toEqual([ids.leader, ids.dm, ids.bod]);
  });

  it('without a project: the manager list at level 1 and no level 2', async () => {
    const data = (await get('solo', '/api/remote/create')).json();
    expect(data.projectManagers).toEqual([]);
    expect(data.level1.length).toBeGreaterThan(0);
    expect(data.level2).toEqual([]);
  });
});

describe('bad input', () => {
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
    const res = await post('member', '/api/remote', body(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field].map((e: { rule: string }) => e.rule)).toContain(rule);
  });

  it('an approver outside the lists is 4324', async () => {
    expect((await post('member', '/api/remote', body({ approve_person_1: ids.admin }))).json().code).toBe(
      4324,
    );
    expect((await post('member', '/api/remote', body({ approve_person_2: ids.admin }))).json().code).toBe(
      4324,
    );
  });

  it('nothing was created', async () => {
    expect((await get('member', '/api/remote')).json().countRemoteRequest).toBe(0);
  });
});

describe('through approval', () => {
  it('creates; the first approver is told and counts it', async () => {
    const res = await post('member', '/api/remote', body());
    expect(res.statusCode).toBe(200);
    const item = res.json().remoteRequest;
    first = item.id;
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
    expect(item.approve_person_1).toMatchObject({ approve_employee_id: ids.pm, approve_status: 1 });
    expect((await get('pm', '/api/get-count-request')).json().countAllRemoteTimeRequest).toBe(1);
    const notes = (await get('pm', '/api/notifications')).json().listNotifications.data;
    expect(notes[0]).toMatchObject({
      type: 'REMOTE_WORKING_REQUEST',
      request_type: 'REQUEST',
      request_id: first,
    });
  });

  it('a day already registered is 4307', async () => {
    expect(
      (await post('member', '/api/remote', body({ start_date: '2026-11-20', end_date: '2026-11-23' }))).json()
        .code,
    ).toBe(4307);
  });

  it('approval needs a note; level 2 cannot act first; strangers cannot see it', async () => {
    const res = await post('pm', `/api/remote/approve/${first}`, { status: 2, reason: '' });
    expect(res.json().errors.reason[0].rule).toBe('required');
    expect(
      (await post('pm', `/api/remote/approve/${first}`, { status: 2, reason: 'x'.repeat(256) })).statusCode,
    ).toBe(422);
    expect(
      (await post('leader', `/api/remote/approve/${first}`, { status: 2, reason: 'ok' })).json().code,
    ).toBe(4323);
    expect((await get('solo', `/api/remote/${first}`)).statusCode).toBe(404);
    expect((await post('solo', `/api/remote/approve/${first}`, { status: 2, reason: 'ok' })).statusCode).toBe(
      404,
    );
    expect((await get('pm', `/api/remote/${first}/show-approval`)).json().can_approve).toBe(true);
    expect((await get('leader', `/api/remote/${first}/show-approval`)).json().can_approve).toBe(false);
  });

  it('both approve; the days become remote in the timesheet', async () => {
    expect(
      (await post('pm', `/api/remote/approve/${first}`, { status: 2, reason: 'Fine by me' })).statusCode,
    ).toBe(200);
    const item = (
      await post('leader', `/api/remote/approve/${first}`, { id: first, status: 2, reason: 'OK' })
    ).json().remoteRequest;
    expect(item.status).toBe(2);
    expect(
      item.remote_request_approve.map((a: { status: number; comment: string }) => [a.status, a.comment]),
    ).toEqual([
      [2, 'Fine by me'],
      [2, 'OK'],
    ]);
    const rows = (
      await get('member', '/api/user/timesheets?start_date=2026-11-18&end_date=2026-11-21')
    ).json().timeSheets;
    expect(rows.map((r: { is_remote: boolean }) => r.is_remote)).toEqual([false, true, true, false]);
    const notes = (await get('member', '/api/notifications')).json().listNotifications.data;
    expect(notes[0]).toMatchObject({
      type: 'REMOTE_WORKING_REQUEST',
      request_type: 'APPROVED',
      request_id: first,
    });
    const totals = (await get('member', '/api/timesheet-dashboard/total-requests?month=2026-11')).json();
    expect(totals.remote).toEqual({ 1: 0, 2: 1, 3: 0 });
  });

  it('an approved request can no longer be edited, deleted or decided', async () => {
    expect(
      (
        await post(
          'member',
          `/api/remote/${first}`,
          body({ start_date: '2026-11-24', end_date: '2026-11-24' }),
        )
      ).json().code,
    ).toBe(4322);
    expect((await del('member', `/api/remote/${first}`)).json().code).toBe(4322);
    expect(
      (await post('leader', `/api/remote/approve/${first}`, { status: 3, reason: 'no' })).json().code,
    ).toBe(4322);
  });
});

describe('edit, reject and delete', () => {
  let id = 0;
  it('edits while pending: new dates and fresh approvals', async () => {
    id = (
      await post('member', '/api/remote', body({ start_date: '2026-11-24', end_date: '2026-11-24' }))
    ).json().remoteRequest.id;
    expect((await post('pm', `/api/remote/approve/${id}`, { status: 2, reason: 'ok' })).statusCode).toBe(200);
    const res = await call(app, as('member'), {
      method: 'PUT',
      url: `/api/remote/${id}`,
      payload: body({
        start_date: '2026-11-25',
        end_date: '2026-11-26',
        approve_person_1: ids.top,
        approve_person_2: ids.dm,
      }),
    });
    expect(res.statusCode).toBe(200);
    const item = res.json().remoteRequest;
    expect(item).toMatchObject({ start_date: '2026-11-25', end_date: '2026-11-26', status: 1 });
    expect(item.approvers.map((a: { approve_status: number }) => a.approve_status)).toEqual([1, 1]);
    expect(item.approve_person_1.approve_employee_id).toBe(ids.top);
  });

  it('the edit form returns the request and the lists; others cannot edit it', async () => {
    const data = (await get('member', `/api/remote/${id}/edit`)).json();
    expect(data.remoteRequest.id).toBe(id);
    expect(names(data.level1)).toEqual([ids.pm, ids.top]);
    expect((await post('solo', `/api/remote/${id}`, body())).statusCode).toBe(404);
  });

  it('a rejection is final and frees the days', async () => {
    const item = (
      await post('top', `/api/remote/approve/${id}`, { status: 3, reason: 'Release week' })
    ).json().remoteRequest;
    expect(item.status).toBe(3);
    expect(
      (await post('member', '/api/remote', body({ start_date: '2026-11-25', end_date: '2026-11-25' })))
        .statusCode,
    ).toBe(200);
  });

  it('deletes only a request nobody has acted on', async () => {
    const mine = (await get('member', '/api/remote?status=1')).json().remoteRequests.data;
    expect(mine).toHaveLength(1);
    expect((await del('pm', `/api/remote/${mine[0].id}`)).statusCode).toBe(404);
    expect((await del('member', `/api/remote/${mine[0].id}`)).statusCode).toBe(200);
    expect((await get('member', '/api/remote?status=1')).json().remoteRequests.data).toHaveLength(0);
  });
});

describe('lists', () => {
  it('the approval list shows what waits for me, and what I approved', async () => {
    await post('member', '/api/remote', body({ start_date: '2026-11-27', end_date: '2026-11-27' }));
    const waiting = (await get('pm', '/api/remote/approval?approveStatus=1')).json();
    expect(waiting.countRemoteRequest).toBe(1);
    expect(waiting.remoteRequests.data).toHaveLength(1);
    const approved = (await get('pm', '/api/remote/approval?approveStatus=2')).json();
    expect(approved.remoteRequests.data.map((r: { id: number }) => r.id)).toContain(first);
    expect(
      (await get('pm', '/api/remote/approval?employee_info=HN0005')).json().remoteRequests.total,
    ).toBeGreaterThan(0);
    expect((await get('pm', '/api/remote/approval?employee_info=nobody')).json().remoteRequests.total).toBe(
      0,
    );
  });

  it("administrators list everybody's requests; others get 403", async () => {
    const res = (await get('admin', '/api/remote/manage?company_code=HANOI')).json();
    expect(res.remoteRequests.total).toBeGreaterThanOrEqual(3);
    expect((await get('admin', '/api/remote/manage?company_code=JAPAN')).json().remoteRequests.total).toBe(0);
    expect((await get('member', '/api/remote/manage')).statusCode).toBe(403);
  });
});

describe('the month lock', () => {
  it('after submission: no create or delete (4308), no approval (4309)', async () => {
    const approver = (await get('solo', '/api/remote/create')).json().level1[0].id;
    const approverWho = Object.keys(ids).find((k) => ids[k] === approver) as string;
    tokens[approverWho] ??= await login(app, `${approverWho}@demo.test`);
    const pending = await post(
      'solo',
      '/api/remote',
      body({
        approve_person_1: approver,
        approve_person_2: null,
        start_date: '2026-11-30',
        end_date: '2026-11-30',
      }),
    );
    expect(pending.statusCode).toBe(200);
    const id = pending.json().remoteRequest.id;
    expect(
      (await post('admin', '/api/submit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
    const across = await post(
      'member',
      '/api/remote',
      body({ start_date: '2026-11-28', end_date: '2026-12-02' }),
    );
    expect(across.json().code).toBe(4308);
    const approve = () => post(approverWho, `/api/remote/approve/${id}`, { status: 2, reason: 'ok' });
    expect((await approve()).json().code).toBe(4309);
    expect((await del('solo', `/api/remote/${id}`)).json().code).toBe(4308);
    expect(
      (await post('member', '/api/remote', body({ start_date: '2026-12-01', end_date: '2026-12-02' })))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('admin', '/api/unsubmit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
    expect((await approve()).statusCode).toBe(200);
  });
});
