import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, multipart, setupTestApp, TestClock } from '../../test/helpers';

const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const { app, database } = await setupTestApp({}, clock);

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let alpha = 0;
let beta = 0;

const q = async (text: ReturnType<typeof sql>) =>
  ((await database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

beforeAll(async () => {
  for (const who of ['member', 'pm', 'top', 'solo', 'admin', 'leader', 'dm', 'bod'])
    tokens[who] = await login(app, `${who}@demo.test`);
  for (const r of await q(
    sql`select id, split_part(email, '@', 1) as who from employees where email like '%@demo.test'`,
  ))
    ids[String(r.who)] = Number(r.id);
  for (const r of await q(sql`select id, code from projects`)) {
    if (r.code === 'ALPHA') alpha = Number(r.id);
    if (r.code === 'BETA') beta = Number(r.id);
  }
  const csv = [
    'employee_code,date,check_in,check_out',
    'HN0005,2026-11-17,08:00,20:30',
    'HN0005,2026-11-16,08:15,20:30',
    'HN0005,2026-11-12,08:00,20:30',
    'HN0005,2026-11-14,09:00,17:00',
    'HN0006,2026-11-17,08:00,20:00',
  ].join('\n');
  const { payload, headers } = multipart('file', 'a.csv', csv);
  const res = await call(app, tokens.admin as string, {
    method: 'POST',
    url: '/api/timesheets/import',
    payload,
    headers,
  });
  expect(res.statusCode).toBe(200);
});

const as = (who: string) => tokens[who] as string;
const post = (who: string, url: string, payload?: unknown) =>
  call(app, as(who), {
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = (who: string, url: string) => call(app, as(who), { method: 'GET', url });
const body = (over: Record<string, unknown> = {}) => ({
  project_id: alpha,
  date: '2026-11-17',
  start_time: '18:00',
  end_time: '20:00',
  reason: 'Release preparation',
  approve_person_1: ids.pm,
  approve_person_2: ids.top,
  ...over,
});
const counts = async (who: string) => (await get(who, '/api/get-count-request')).json();
const unread = async (who: string) => (await get(who, '/api/notifications')).json().countNotificationUnread;

let first = 0;

describe('approver candidates (SPEC 6)', () => {
  it('lists my projects and their PM and top', async () => {
    expect(
      (await get('member', '/api/overtime-requests/get-project-employee'))
        .json()
        .projects.map((p: { name: string }) => p.name),
    ).toEqual(['Alpha']);
    const res = (
      await get('member', `/api/overtime-requests/get-approval-person?project_id=${alpha}`)
    ).json();
    expect(res.level1.map((p: { id: number }) => p.id)).toEqual([ids.pm]);
    expect(res.level2.map((p: { id: number }) => p.id)).toEqual([ids.top]);
  });

  it('uses the superiors without a project: leader, division manager, board', async () => {
    const res = (await get('member', '/api/overtime-requests/get-approval-person')).json();
    expect(res.level1.map((p: { id: number }) => p.id)).toEqual([ids.leader, ids.dm, ids.bod]);
    expect(res.level2.map((p: { id: number }) => p.id)).toEqual([ids.dm, ids.bod]);
  });

  it('refuses a project the requester is not in (4325)', async () => {
    expect(
      (await get('member', `/api/overtime-requests/get-approval-person?project_id=${beta}`)).json().code,
    ).toBe(4325);
  });
});

describe('creating overtime', () => {
  it('creates a pending request, notifies level 1 and counts it for them only', async () => {
    const pmUnread = await unread('pm');
    const res = await post('member', '/api/overtime-requests', body());
    expect(res.statusCode).toBe(200);
    const item = res.json().overTimeRequest;
    first = item.over_time_request_id;
    expect(item).toMatchObject({
      status: 1,
      duration: 120,
      project_name: 'Alpha',
      can_edit: true,
      can_delete: true,
    });
    expect(
      item.approvers.map((a: { approve_employee_id: number; approve_status: number }) => [
        a.approve_employee_id,
        a.approve_status,
      ]),
    ).toEqual([
      [ids.pm, 1],
      [ids.top, 1],
    ]);
    expect(await unread('pm')).toBe(pmUnread + 1);
    expect((await counts('pm')).countAllOverTimeRequest).toBe(1);
    expect((await counts('top')).countAllOverTimeRequest).toBe(0);
    expect((await counts('pm')).total).toBe(1);
  });

  it.each([
    ['a future date', { date: '2026-11-19' }, 422, 4327],
    ['a date older than 7 days', { date: '2026-11-10' }, 422, 4327],
    ['a day without a timesheet', { date: '2026-11-13' }, 422, 4298],
    ['times outside the attendance', { start_time: '20:00', end_time: '21:00' }, 422, 4299],
    ['an overlap with another request', { start_time: '19:00', end_time: '20:30' }, 422, 4326],
    [
      'a project the requester is not in',
      () => ({ project_id: beta, start_time: '20:00', end_time: '20:30' }),
      422,
      4325,
    ],
    [
      'an approver who may not approve',
      () => ({ approve_person_1: ids.top, start_time: '20:00', end_time: '20:30' }),
      422,
      4324,
    ],
    ['an unknown approver', { approve_person_1: 999999, start_time: '20:00', end_time: '20:30' }, 422, 4324],
  ])('refuses %s', async (_label, over, status, code) => {
    const before = (await q(sql`select count(*)::int as n from overtime_requests`))[0]?.n;
    const fields = typeof over === 'function' ? over() : over;
    const res = await post('member', '/api/overtime-requests', body(fields as Record<string, unknown>));
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect((await q(sql`select count(*)::int as n from overtime_requests`))[0]?.n).toBe(before);
  });

  it.each([
    ['end before start', { start_time: '20:00', end_time: '19:00' }, 'end_time', 'after'],
    ['crossing midnight', { start_time: '23:00', end_time: '01:00' }, 'end_time', 'after'],
    ['office hours on a working day', { start_time: '09:00', end_time: '11:00' }, 'end_time', 'after'],
    ['a reason over 512', { reason: 'x'.repeat(513) }, 'reason', 'max'],
    [
      'a missing approver 2',
      { approve_person_2: null, start_time: '20:00', end_time: '20:30' },
      'approve_person_2',
      'required',
    ],
    ['a bad time', { start_time: '18:60' }, 'start_time', 'format'],
  ])('validates %s', async (_label, over, field, rule) => {
    const res = await post('member', '/api/overtime-requests', body(over as Record<string, unknown>));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0].rule).toBe(rule);
  });

  it('deducts lunch and 17:30-18:00 on a rest day', async () => {
    const res = await post(
      'member',
      '/api/overtime-requests',
      body({ date: '2026-11-14', start_time: '09:00', end_time: '17:00' }),
    );
    expect(res.json().overTimeRequest.duration).toBe(390);
  });
});

describe('approving overtime', () => {
  it('hides a request from other employees (404 / 4292)', async () => {
    const res = await get('solo', `/api/overtime-requests/${first}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(4292);
  });

  it('lets nobody but the named approver act, in level order', async () => {
    expect((await post('member', `/api/overtime-requests/approve/${first}`, { status: 2 })).json().code).toBe(
      4030,
    );
    expect((await post('solo', `/api/overtime-requests/approve/${first}`, { status: 2 })).json().code).toBe(
      4292,
    );
    const early = await post('top', `/api/overtime-requests/approve/${first}`, { status: 2 });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe(4323);
    expect(
      (await post('pm', `/api/overtime-requests/approve/${first}`, { status: 3 })).json().errors.comment[0]
        .rule,
    ).toBe('required');
  });

  it('level 1 approves: level 2 is notified and counts it', async () => {
    const [pmBefore, topBefore] = [
      (await counts('pm')).countAllOverTimeRequest,
      (await counts('top')).countAllOverTimeRequest,
    ];
    const show = (await get('pm', `/api/overtime-requests/show-approval/${first}`)).json();
    expect(show).toMatchObject({ can_approve: true, my_level: 1 });
    const res = await post('pm', `/api/overtime-requests/approve/${first}`, {
      status: 2,
      comment: 'OK from PM',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().overTimeRequest).toMatchObject({
      status: 1,
      approve_person_1: { approve_status: 2, comment: 'OK from PM' },
    });
    expect((await counts('pm')).countAllOverTimeRequest).toBe(pmBefore - 1);
    expect((await counts('top')).countAllOverTimeRequest).toBe(topBefore + 1);
    const n = (await get('top', '/api/notifications')).json().listNotifications.data[0];
    expect(n).toMatchObject({
      type: 'OVERTIME_REQUEST',
      request_type: 'REQUEST',
      request_id: first,
      is_readed: 0,
    });
  });

  it('exactly one of two simultaneous approvals wins; the other gets 4322', async () => {
    const [a, b] = await Promise.all([
      post('top', `/api/overtime-requests/approve/${first}`, { status: 2 }),
      post('top', `/api/overtime-requests/approve/${first}`, { status: 2 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a.json().code, b.json().code]).toContain(4322);
    const item = (await get('member', `/api/overtime-requests/${first}`)).json().overTimeRequest;
    expect(item).toMatchObject({ status: 2, can_edit: false, can_delete: false });
    const n = (await get('member', '/api/notifications')).json().listNotifications.data[0];
    expect(n).toMatchObject({ type: 'OVERTIME_REQUEST', request_type: 'APPROVED', request_id: first });
    const audit = await q(
      sql`select action from audit_log where entity = 'overtime_requests' and entity_id = ${first} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['overtime.create', 'overtime.approve', 'overtime.approve']);
  });

  it('feeds the approved overtime into the timesheet (paid OT at 150 %)', async () => {
    const rows = (
      await get('member', '/api/user/timesheets?start_date=2026-11-17&end_date=2026-11-17')
    ).json().timeSheets;
    expect(rows[0]).toMatchObject({
      ot_time_real: 150,
      ot_after_offset: 120,
      ot_150_percent: 120,
      note: ['OVERTIME'],
    });
  });

  it('refuses to edit or delete an approved request (4296, 4295)', async () => {
    expect((await post('member', `/api/overtime-requests/${first}`, body())).json().code).toBe(4296);
    expect(
      (await call(app, as('member'), { method: 'DELETE', url: `/api/overtime-requests/${first}` })).json()
        .code,
    ).toBe(4295);
  });

  it('lets the last approver cancel an approval, and the first not after the second acted', async () => {
    expect((await post('pm', `/api/overtime-requests/cancel-approval/${first}`)).json().code).toBe(4322);
    const res = await post('top', `/api/overtime-requests/cancel-approval/${first}`);
    expect(res.json().overTimeRequest).toMatchObject({ status: 1, approve_person_2: { approve_status: 1 } });
    expect((await post('top', `/api/overtime-requests/approve/${first}`, { status: 2 })).statusCode).toBe(
      200,
    );
  });
});

describe('editing, deleting, bulk approval and the month lock', () => {
  it('an edit resets a pending request with fresh approvers; a delete removes it', async () => {
    const created = (
      await post(
        'member',
        '/api/overtime-requests',
        body({ date: '2026-11-16', start_time: '18:00', end_time: '19:00' }),
      )
    ).json().overTimeRequest;
    const edited = await post(
      'member',
      `/api/overtime-requests/${created.over_time_request_id}`,
      body({
        date: '2026-11-16',
        start_time: '18:30',
        end_time: '20:00',
        project_id: null,
        approve_person_1: ids.leader,
        approve_person_2: ids.dm,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().overTimeRequest).toMatchObject({
      duration: 90,
      project_id: null,
      approve_person_1: { approve_employee_id: ids.leader },
    });
    expect(
      (
        await call(app, as('solo'), {
          method: 'DELETE',
          url: `/api/overtime-requests/${created.over_time_request_id}`,
        })
      ).json().code,
    ).toBe(4292);
    expect(
      (
        await call(app, as('member'), {
          method: 'DELETE',
          url: `/api/overtime-requests/${created.over_time_request_id}`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get('member', `/api/overtime-requests/${created.over_time_request_id}`)).statusCode).toBe(
      404,
    );
  });

  it('bulk approves from the list and reports failures by code', async () => {
    const a = (
      await post(
        'member',
        '/api/overtime-requests',
        body({ date: '2026-11-12', start_time: '18:00', end_time: '19:00' }),
      )
    ).json().overTimeRequest;
    const b = (
      await post(
        'member',
        '/api/overtime-requests',
        body({ date: '2026-11-12', start_time: '19:00', end_time: '20:00' }),
      )
    ).json().overTimeRequest;
    const res = await post('pm', '/api/overtime-requests/approve/list-request', {
      ids: [a.over_time_request_id, b.over_time_request_id, 999999],
    });
    expect(res.json()).toEqual({
      approved: [a.over_time_request_id, b.over_time_request_id],
      failed: [{ id: 999999, code: 4292 }],
    });
    const list = (await get('top', '/api/overtime-requests/approval?approveStatus=1')).json();
    expect(list.totalOverTimeRequest).toBe(2);
    expect(
      list.listOverTimeRequest.data
        .map((r: { over_time_request_id: number }) => r.over_time_request_id)
        .sort(),
    ).toEqual([a.over_time_request_id, b.over_time_request_id].sort());
    const byLeader = (await get('member', `/api/overtime-requests?approve_person=${ids.leader}`)).json();
    expect(byLeader.totalOverTimeRequest).toBe(0);
    const byPm = (await get('member', `/api/overtime-requests?approve_person=${ids.pm}`)).json();
    expect(byPm.totalOverTimeRequest).toBe(4);
    const mine = (await get('member', '/api/overtime-requests?month=2026-11')).json();
    expect(mine.commonProjects.map((p: { name: string }) => p.name)).toEqual(['Alpha']);
    expect(mine.totalOverTimeRequest).toBe(4);
  });

  it('refuses a day whose attendance lacks a check-out (5070) and a note over 512 (422)', async () => {
    const { payload, headers } = multipart(
      'file',
      'b.csv',
      'employee_code,date,check_in,check_out\nHN0005,2026-11-11,08:00,',
    );
    expect(
      (await call(app, as('admin'), { method: 'POST', url: '/api/timesheets/import', payload, headers }))
        .statusCode,
    ).toBe(200);
    expect((await post('member', '/api/overtime-requests', body({ date: '2026-11-11' }))).json().code).toBe(
      5070,
    );
    const pending = (await get('top', '/api/overtime-requests/approval?approveStatus=1')).json()
      .listOverTimeRequest.data[0].over_time_request_id;
    const long = await post('top', `/api/overtime-requests/approve/${pending}`, {
      status: 3,
      comment: 'x'.repeat(513),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.comment[0].rule).toBe('max');
  });

  it('refuses to edit or delete in a submitted month (4301, 4302)', async () => {
    const created = (
      await post(
        'member',
        '/api/overtime-requests',
        body({ date: '2026-11-16', start_time: '18:00', end_time: '18:30' }),
      )
    ).json().overTimeRequest;
    expect(
      (await post('admin', '/api/submit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
    const id = created.over_time_request_id;
    expect(
      (
        await post(
          'member',
          `/api/overtime-requests/${id}`,
          body({ date: '2026-11-16', start_time: '18:00', end_time: '18:45' }),
        )
      ).json().code,
    ).toBe(4301);
    expect(
      (await call(app, as('member'), { method: 'DELETE', url: `/api/overtime-requests/${id}` })).json().code,
    ).toBe(4302);
    expect(
      (await post('admin', '/api/unsubmit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
    expect(
      (await call(app, as('member'), { method: 'DELETE', url: `/api/overtime-requests/${id}` })).statusCode,
    ).toBe(200);
  });

  it('refuses to create or approve in a submitted month (4297, 4303)', async () => {
    const pending = (await get('top', '/api/overtime-requests/approval?approveStatus=1')).json()
      .listOverTimeRequest.data[0].over_time_request_id;
    expect(
      (await post('admin', '/api/submit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          'member',
          '/api/overtime-requests',
          body({ date: '2026-11-16', start_time: '19:00', end_time: '19:30' }),
        )
      ).json().code,
    ).toBe(4297);
    expect((await post('top', `/api/overtime-requests/approve/${pending}`, { status: 2 })).json().code).toBe(
      4303,
    );
    expect(
      (await post('admin', '/api/unsubmit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
    expect((await post('top', `/api/overtime-requests/approve/${pending}`, { status: 2 })).statusCode).toBe(
      200,
    );
  });

  it('lists requests for administrators only, with filters (GET /api/timesheets/requests)', async () => {
    expect((await get('member', '/api/timesheets/requests')).statusCode).toBe(403);
    const all = (await get('admin', '/api/timesheets/requests?per_page=50')).json().timeSheetRequests;
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.data[0]).toMatchObject({ kind: 'overtime', employee: { employee_code: 'HN0005' } });
    const japan = (await get('admin', '/api/timesheets/requests?company_code=JAPAN')).json()
      .timeSheetRequests;
    expect(japan.total).toBe(0);
    const day = (
      await get('admin', '/api/timesheets/requests?start_date=2026-11-17&end_date=2026-11-17&status=2')
    ).json().timeSheetRequests;
    expect(day.data.map((r: { date: string; status: number }) => [r.date, r.status])).toEqual([
      ['2026-11-17', 2],
    ]);
    const foot = (await get('admin', '/api/timesheets/requests?foot_code=HN-D2-F1')).json().timeSheetRequests;
    expect(foot.total).toBe(0);
  });

  it('counts my requests by status on the dashboard', async () => {
    const res = (await get('member', '/api/timesheet-dashboard/total-requests?month=2026-11')).json();
    // Approved: the first and one of the bulk pair; pending: the rest-day one and the other of the pair.
    expect(res.overtime).toEqual({ 1: 2, 2: 2, 3: 0 });
  });
});
