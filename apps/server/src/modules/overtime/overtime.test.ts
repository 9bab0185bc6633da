import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  type EmployeeSpec,
  importAttendance,
  makeCorrection,
  makeEmployee,
  makeMember,
  makeOvertime,
  makeProject,
  type Person,
  projectId,
  rows,
  whileSubmitted,
} from '../../test/factories';
import { setupTestApp, TestClock } from '../../test/helpers';

const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const ctx = await setupTestApp({}, clock);
const { member, pm, top, solo, admin, leader, dm, bod } = await demoPeople(ctx, [
  'member',
  'pm',
  'top',
  'solo',
  'admin',
  'leader',
  'dm',
  'bod',
]);
const { get, post, del } = client(ctx);
const alpha = await projectId(ctx, 'ALPHA');
const beta = await projectId(ctx, 'BETA');
const q = (text: ReturnType<typeof sql>) => rows(ctx, text);

const body = (over: Record<string, unknown> = {}) => ({
  project_id: alpha,
  date: '2026-11-17',
  start_time: '18:00',
  end_time: '20:00',
  reason: 'Release preparation',
  approve_person_1: pm.id,
  approve_person_2: top.id,
  ...over,
});
const counts = async (who: Person) => (await get(who, '/api/get-count-request')).json();
const unread = async (who: Person) => (await get(who, '/api/notifications')).json().countNotificationUnread;
const decide = (who: Person, id: number, status = 2, comment?: string) =>
  post(who, `/api/overtime-requests/approve/${id}`, {
    status,
    ...(comment === undefined ? {} : { comment }),
  });
const overtimeCount = async () => (await q(sql`select count(*)::int as n from overtime_requests`))[0]?.n;

/** A new member of Alpha who worked 08:00-20:30 on Tuesday 17 November. */
async function longDay(spec: EmployeeSpec = {}, date = '2026-11-17', from = '08:00', to = '20:30') {
  const me = await makeMember(ctx, spec);
  await importAttendance(ctx, [[me.code, date, from, to]]);
  return me;
}

/** A project of its own (new PM and top, new member), so their lists and counts hold only this test's requests. */
async function ownTeam() {
  const [manager, owner] = [await makeEmployee(ctx), await makeEmployee(ctx)];
  const project = await makeProject(ctx, [
    [manager, 'PM'],
    [owner, 'TOP'],
  ]);
  const me = await makeEmployee(ctx, { projects: { [project.code]: 'MEMBER' } });
  return { pm: manager, top: owner, project, me };
}

/** A request approved at both levels. */
async function approved(over: Parameters<typeof makeOvertime>[1] = {}) {
  const made = await makeOvertime(ctx, over);
  expect((await decide(pm, made.id)).statusCode).toBe(200);
  expect((await decide(top, made.id)).json().overTimeRequest.status).toBe(2);
  return made;
}

describe('approver candidates (SPEC 6)', () => {
  it('lists my projects and their PM and top', async () => {
    expect(
      (await get(member, '/api/overtime-requests/get-project-employee'))
        .json()
        .projects.map((p: { name: string }) => p.name),
    ).toEqual(['Alpha']);
    const res = (await get(member, `/api/overtime-requests/get-approval-person?project_id=${alpha}`)).json();
    expect(res.level1.map((p: { id: number }) => p.id)).toEqual([pm.id]);
    expect(res.level2.map((p: { id: number }) => p.id)).toEqual([top.id]);
  });

  it('uses the superiors without a project: leader, division manager, board', async () => {
    const res = (await get(member, '/api/overtime-requests/get-approval-person')).json();
    expect(res.level1.map((p: { id: number }) => p.id)).toEqual([leader.id, dm.id, bod.id]);
    expect(res.level2.map((p: { id: number }) => p.id)).toEqual([dm.id, bod.id]);
  });

  it('refuses a project the requester is not in (4325)', async () => {
    expect(
      (await get(member, `/api/overtime-requests/get-approval-person?project_id=${beta}`)).json().code,
    ).toBe(4325);
  });
});

describe('creating overtime', () => {
  it('creates a pending request, notifies level 1 and counts it for them only', async () => {
    const team = await ownTeam();
    await importAttendance(ctx, [[team.me.code, '2026-11-17', '08:00', '20:30']]);
    const pmUnread = await unread(team.pm);
    const res = await post(
      team.me,
      '/api/overtime-requests',
      body({ project_id: team.project.id, approve_person_1: team.pm.id, approve_person_2: team.top.id }),
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().overTimeRequest;
    expect(item).toMatchObject({
      status: 1,
      duration: 120,
      project_name: team.project.name,
      can_edit: true,
      can_delete: true,
    });
    // SPEC 3: the approvers are approve_person_1..3, each entry sent once.
    expect(item).not.toHaveProperty('approvers');
    expect(
      [item.approve_person_1, item.approve_person_2, item.approve_person_3].map(
        (a: { approve_employee_id: number; approve_status: number } | null) =>
          a && [a.approve_employee_id, a.approve_status],
      ),
    ).toEqual([[team.pm.id, 1], [team.top.id, 1], null]);
    expect(await unread(team.pm)).toBe(pmUnread + 1);
    expect((await counts(team.pm)).countAllOverTimeRequest).toBe(1);
    expect((await counts(team.top)).countAllOverTimeRequest).toBe(0);
    expect((await counts(team.pm)).total).toBe(1);
  });

  // Each case: a requester who worked until 20:30 and already asked for 18:00-20:00 that day.
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
      () => ({ approve_person_1: top.id, start_time: '20:00', end_time: '20:30' }),
      422,
      4324,
    ],
    ['an unknown approver', { approve_person_1: 999999, start_time: '20:00', end_time: '20:30' }, 422, 4324],
  ])('refuses %s', async (_label, over, status, code) => {
    const me = await longDay();
    await makeOvertime(ctx, { requester: me, ...body() });
    const before = await overtimeCount();
    const fields = typeof over === 'function' ? over() : over;
    const res = await post(me, '/api/overtime-requests', body(fields as Record<string, unknown>));
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await overtimeCount()).toBe(before);
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
    const me = await longDay();
    await makeOvertime(ctx, { requester: me, ...body() });
    const res = await post(me, '/api/overtime-requests', body(over as Record<string, unknown>));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0].rule).toBe(rule);
  });

  it('deducts lunch and 17:30-18:00 on a rest day', async () => {
    const me = await longDay({}, '2026-11-14', '09:00', '17:00');
    const res = await post(
      me,
      '/api/overtime-requests',
      body({ date: '2026-11-14', start_time: '09:00', end_time: '17:00' }),
    );
    expect(res.json().overTimeRequest.duration).toBe(390);
  });
});

describe('approving overtime', () => {
  it('hides a request from other employees (404 / 4292)', async () => {
    const { id } = await makeOvertime(ctx);
    const res = await get(solo, `/api/overtime-requests/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(4292);
  });

  it('lets nobody but the named approver act, in level order', async () => {
    const { id, requester } = await makeOvertime(ctx);
    expect((await decide(requester, id)).json().code).toBe(4030);
    expect((await decide(solo, id)).json().code).toBe(4292);
    const early = await decide(top, id);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe(4323);
    expect((await decide(pm, id, 3)).json().errors.comment[0].rule).toBe('required');
  });

  it('level 1 approves: level 2 is notified and counts it', async () => {
    const { id } = await makeOvertime(ctx);
    const [pmBefore, topBefore] = [
      (await counts(pm)).countAllOverTimeRequest,
      (await counts(top)).countAllOverTimeRequest,
    ];
    const show = (await get(pm, `/api/overtime-requests/show-approval/${id}`)).json();
    expect(show).toMatchObject({ can_approve: true, my_level: 1 });
    const res = await decide(pm, id, 2, 'OK from PM');
    expect(res.statusCode).toBe(200);
    expect(res.json().overTimeRequest).toMatchObject({
      status: 1,
      approve_person_1: { approve_status: 2, comment: 'OK from PM' },
    });
    expect((await counts(pm)).countAllOverTimeRequest).toBe(pmBefore - 1);
    expect((await counts(top)).countAllOverTimeRequest).toBe(topBefore + 1);
    const n = (await get(top, '/api/notifications')).json().listNotifications.data[0];
    expect(n).toMatchObject({
      type: 'OVERTIME_REQUEST',
      request_type: 'REQUEST',
      request_id: id,
      is_readed: 0,
    });
  });

  it('exactly one of two simultaneous approvals wins; the other gets 4322', async () => {
    const { id, requester } = await makeOvertime(ctx);
    expect((await decide(pm, id)).statusCode).toBe(200);
    const [a, b] = await Promise.all([decide(top, id), decide(top, id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a.json().code, b.json().code]).toContain(4322);
    const item = (await get(requester, `/api/overtime-requests/${id}`)).json().overTimeRequest;
    expect(item).toMatchObject({ status: 2, can_edit: false, can_delete: false });
    const n = (await get(requester, '/api/notifications')).json().listNotifications.data[0];
    expect(n).toMatchObject({ type: 'OVERTIME_REQUEST', request_type: 'APPROVED', request_id: id });
    const audit = await q(
      sql`select action from audit_log where entity = 'overtime_requests' and entity_id = ${id} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['overtime.create', 'overtime.approve', 'overtime.approve']);
  });

  it('feeds the approved overtime into the timesheet (paid OT at 150 %)', async () => {
    const me = await longDay();
    await approved({ requester: me, ...body() });
    const rows = (await get(me, '/api/user/timesheets?start_date=2026-11-17&end_date=2026-11-17')).json()
      .timeSheets;
    expect(rows[0]).toMatchObject({
      ot_time_real: 150,
      ot_after_offset: 120,
      ot_150_percent: 120,
      note: ['OVERTIME'],
    });
  });

  it('refuses to edit or delete an approved request (4296, 4295)', async () => {
    const { id, requester, body: sent } = await approved();
    expect((await post(requester, `/api/overtime-requests/${id}`, sent)).json().code).toBe(4296);
    expect((await del(requester, `/api/overtime-requests/${id}`)).json().code).toBe(4295);
  });

  it('lets the last approver cancel an approval, and the first not after the second acted', async () => {
    const { id } = await approved();
    expect((await post(pm, `/api/overtime-requests/cancel-approval/${id}`)).json().code).toBe(4322);
    const res = await post(top, `/api/overtime-requests/cancel-approval/${id}`);
    expect(res.json().overTimeRequest).toMatchObject({ status: 1, approve_person_2: { approve_status: 1 } });
    expect((await decide(top, id)).statusCode).toBe(200);
  });
});

describe('editing, deleting, bulk approval and the month lock', () => {
  it('an edit resets a pending request with fresh approvers; a delete removes it', async () => {
    const me = await longDay({}, '2026-11-16', '08:15', '20:30');
    const { id } = await makeOvertime(ctx, {
      requester: me,
      ...body({ date: '2026-11-16', start_time: '18:00', end_time: '19:00' }),
    });
    const edited = await post(
      me,
      `/api/overtime-requests/${id}`,
      body({
        date: '2026-11-16',
        start_time: '18:30',
        end_time: '20:00',
        project_id: null,
        approve_person_1: leader.id,
        approve_person_2: dm.id,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().overTimeRequest).toMatchObject({
      duration: 90,
      project_id: null,
      approve_person_1: { approve_employee_id: leader.id },
    });
    expect((await del(solo, `/api/overtime-requests/${id}`)).json().code).toBe(4292);
    expect((await del(me, `/api/overtime-requests/${id}`)).statusCode).toBe(200);
    expect((await get(me, `/api/overtime-requests/${id}`)).statusCode).toBe(404);
  });

  it('bulk approves from the list and reports failures by code', async () => {
    const team = await ownTeam();
    await importAttendance(ctx, [[team.me.code, '2026-11-12', '08:00', '20:30']]);
    const mine = {
      requester: team.me,
      project_id: team.project.id,
      date: '2026-11-12',
      approve_person_1: team.pm.id,
      approve_person_2: team.top.id,
    };
    const a = await makeOvertime(ctx, { ...mine, start_time: '18:00', end_time: '19:00' });
    const b = await makeOvertime(ctx, { ...mine, start_time: '19:00', end_time: '20:00' });
    const res = await post(team.pm, '/api/overtime-requests/approve/list-request', {
      ids: [a.id, b.id, 999999],
    });
    expect(res.json()).toEqual({ approved: [a.id, b.id], failed: [{ id: 999999, code: 4292 }] });
    const list = (await get(team.top, '/api/overtime-requests/approval?approveStatus=1')).json();
    expect(list.totalOverTimeRequest).toBe(2);
    expect(
      list.listOverTimeRequest.data
        .map((r: { over_time_request_id: number }) => r.over_time_request_id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    // The approval list's count is what waits for the approver, whatever the page's filters show.
    const october = (
      await get(team.top, '/api/overtime-requests/approval?approveStatus=1&month=2026-10')
    ).json();
    expect(october.listOverTimeRequest.data).toEqual([]);
    expect(october.totalOverTimeRequest).toBe(2);
    const byLeader = (await get(team.me, `/api/overtime-requests?approve_person=${leader.id}`)).json();
    expect(byLeader.totalOverTimeRequest).toBe(0);
    const byPm = (await get(team.me, `/api/overtime-requests?approve_person=${team.pm.id}`)).json();
    expect(byPm.totalOverTimeRequest).toBe(2);
    const month = (await get(team.me, '/api/overtime-requests?month=2026-11')).json();
    expect(month.commonProjects.map((p: { name: string }) => p.name)).toEqual([team.project.name]);
    expect(month.totalOverTimeRequest).toBe(2);
  });

  it('refuses a day whose attendance lacks a check-out (5070) and a note over 512 (422)', async () => {
    const me = await longDay({}, '2026-11-11', '08:00', '');
    expect((await post(me, '/api/overtime-requests', body({ date: '2026-11-11' }))).json().code).toBe(5070);
    const { id } = await makeOvertime(ctx);
    expect((await decide(pm, id)).statusCode).toBe(200);
    const long = await decide(top, id, 3, 'x'.repeat(513));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.comment[0].rule).toBe('max');
  });

  it('refuses to edit or delete in a submitted month (4301, 4302)', async () => {
    const { id, requester, body: sent } = await makeOvertime(ctx);
    await whileSubmitted(ctx, '2026-11', async () => {
      expect(
        (
          await post(requester, `/api/overtime-requests/${id}`, {
            ...sent,
            end_time: String(sent.start_time).replace(':00', ':45'),
          })
        ).json().code,
      ).toBe(4301);
      expect((await del(requester, `/api/overtime-requests/${id}`)).json().code).toBe(4302);
    });
    expect((await del(requester, `/api/overtime-requests/${id}`)).statusCode).toBe(200);
  });

  it('refuses to create or approve in a submitted month (4297, 4303)', async () => {
    const { id, requester, body: sent } = await makeOvertime(ctx);
    expect((await decide(pm, id)).statusCode).toBe(200);
    await whileSubmitted(ctx, '2026-11', async () => {
      expect(
        (
          await post(requester, '/api/overtime-requests', { ...sent, start_time: '22:00', end_time: '22:30' })
        ).json().code,
      ).toBe(4297);
      expect((await decide(top, id)).json().code).toBe(4303);
    });
    expect((await decide(top, id)).statusCode).toBe(200);
  });

  it('lists requests for administrators only, with filters (GET /api/timesheets/requests)', async () => {
    const me = await longDay();
    await approved({ requester: me, ...body() });
    await makeOvertime(ctx, { requester: me });
    expect((await get(me, '/api/timesheets/requests')).statusCode).toBe(403);
    const all = (await get(admin, '/api/timesheets/requests?per_page=50')).json().timeSheetRequests;
    expect(all.total).toBeGreaterThanOrEqual(2);
    const mine = (await get(admin, `/api/timesheets/requests?employee_info=${me.code}`)).json()
      .timeSheetRequests;
    expect(mine.total).toBe(2);
    expect(mine.data[0]).toMatchObject({ kind: 'overtime', employee: { employee_code: me.code } });
    const japan = (await get(admin, '/api/timesheets/requests?company_code=JAPAN')).json().timeSheetRequests;
    expect(japan.total).toBe(0);
    const day = (
      await get(
        admin,
        `/api/timesheets/requests?employee_info=${me.code}&start_date=2026-11-17&end_date=2026-11-17&status=2`,
      )
    ).json().timeSheetRequests;
    expect(day.data.map((r: { date: string; status: number }) => [r.date, r.status])).toEqual([
      ['2026-11-17', 2],
    ]);
    const foot = (await get(admin, '/api/timesheets/requests?foot_code=HN-D2-F1')).json().timeSheetRequests;
    expect(foot.total).toBe(0);
  });

  it('counts my requests by status on the dashboard', async () => {
    const me = await makeMember(ctx);
    await approved({ requester: me });
    await approved({ requester: me });
    await makeOvertime(ctx, { requester: me });
    await makeOvertime(ctx, { requester: me });
    const rejected = await makeOvertime(ctx, { requester: me });
    expect((await decide(pm, rejected.id, 3, 'Not this week')).json().overTimeRequest.status).toBe(3);
    const res = (await get(me, '/api/timesheet-dashboard/total-requests?month=2026-11')).json();
    expect(res.overtime).toEqual({ 1: 2, 2: 2, 3: 1 });
  });
});

describe('the day the overtime is for: the timesheet row decides (#14)', () => {
  const decideCorrection = (who: Person, id: number) =>
    post(who, `/api/additional-timesheet/approval/${id}`, { status: 2, comment: 'Checked the gate log.' });

  it.each([
    ['no recorded attendance at all (was 4298)', null],
    ['a recorded day without its check-out (was 5070)', ['08:00', ''] as const],
  ])('accepts a day whose attendance came from an approved correction: %s', async (_label, recorded) => {
    const me = await makeMember(ctx);
    if (recorded) await importAttendance(ctx, [[me.code, '2026-11-16', recorded[0], recorded[1]]]);
    const fix = await makeCorrection(ctx, {
      requester: me,
      work_date: '2026-11-16',
      start_time_request: '08:00',
      end_time_request: '20:30',
    });
    expect((await decideCorrection(dm, fix.id)).statusCode).toBe(200);
    expect((await decideCorrection(admin, fix.id)).json().timesheetRequest.status).toBe(2);
    const row = (await get(me, '/api/user/timesheets?start_date=2026-11-16&end_date=2026-11-16')).json()
      .timeSheets[0];
    expect(row).toMatchObject({ start_time_real: '08:00', end_time_real: '20:30', status: 'complete' });
    const res = await post(me, '/api/overtime-requests', body({ date: '2026-11-16' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().overTimeRequest).toMatchObject({ date: '2026-11-16', duration: 120 });
    // The corrected times bound it, not the recorded ones.
    const late = await post(
      me,
      '/api/overtime-requests',
      body({ date: '2026-11-16', start_time: '20:00', end_time: '21:00' }),
    );
    expect(late.json().code).toBe(4299);
  });

  it.each([
    ['a future date', { date: '2026-11-19' }, 4327, ['date']],
    ['a date older than 7 days', { date: '2026-11-10' }, 4327, ['date']],
    ['a day without a timesheet', { date: '2026-11-13' }, 4298, ['date']],
    ['a day without its check-out', { date: '2026-11-11' }, 5070, ['date']],
    [
      'times outside the attendance',
      { start_time: '20:00', end_time: '21:00' },
      4299,
      ['start_time', 'end_time'],
    ],
    ['a project the requester is not in', { project_id: beta }, 4325, ['project_id']],
  ])('names the field of %s, with its code, for the form', async (_label, over, code, fields) => {
    const me = await longDay();
    await importAttendance(ctx, [[me.code, '2026-11-11', '08:00', '']]);
    const res = await post(me, '/api/overtime-requests', body(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(code);
    expect(Object.keys(res.json().errors).sort()).toEqual([...fields].sort());
    for (const field of fields)
      expect(res.json().errors[field]).toEqual([expect.objectContaining({ rule: 'code', params: { code } })]);
  });
});
