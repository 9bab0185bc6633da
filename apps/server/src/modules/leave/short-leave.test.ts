import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, multipart, setupTestApp, TestClock } from '../../test/helpers';

const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z'); // Wednesday 10:00 in Hanoi
const { app, database } = await setupTestApp({}, clock);

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const who of ['member', 'pm', 'leader', 'admin', 'solo'])
    tokens[who] = await login(app, `${who}@demo.test`);
  const rows = (
    (await database.db.execute(
      sql`select id, split_part(email, '@', 1) as who from employees where email like '%@demo.test'`,
    )) as unknown as { rows: Array<Record<string, unknown>> }
  ).rows;
  for (const r of rows) ids[String(r.who)] = Number(r.id);
  const { payload, headers } = multipart(
    'file',
    'a.csv',
    'employee_code,date,check_in,check_out\nHN0005,2026-11-17,08:30,17:30',
  );
  await call(app, tokens.admin as string, {
    method: 'POST',
    url: '/api/timesheets/import',
    payload,
    headers,
  });
});

const as = (who: string) => tokens[who] as string;
const get = (who: string, url: string) => call(app, as(who), { method: 'GET', url });
const post = (who: string, url: string, payload: Record<string, unknown>) =>
  call(app, as(who), { method: 'POST', url, payload });
const body = (over: Record<string, unknown> = {}) => ({
  request_date: '2026-11-17',
  leave_type: 'late',
  reason: 'Took my child to the doctor.',
  assigned_staff: [ids.leader, ids.pm],
  time_off: 30,
  ...over,
});
const lateOn = async (date: string) =>
  (await get('member', `/api/user/timesheets?start_date=${date}&end_date=${date}`)).json().timeSheets[0]
    .late_time;

let id = 0;

describe('short leave', () => {
  it('lists who may be assigned: my project managers and superiors', async () => {
    const res = (await get('member', '/api/get-request-assignable-positions')).json();
    expect(res.status).toBe('success');
    expect(res.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([ids.pm, ids.leader]));
  });

  it.each<[string, Record<string, unknown>, number, string?]>([
    ['no assignee', { assigned_staff: [] }, 4220, 'assigned_staff'],
    ['no reason', { reason: '' }, 4220, 'reason'],
    ['an unknown leave type', { leave_type: 'lunch' }, 4220, 'leave_type'],
    ['more than half a day', { time_off: 241 }, 4220, 'time_off'],
  ])('refuses %s', async (_label, over, code, field) => {
    const res = await post('member', '/api/short-leave-requests', body(over));
    expect(res.json().code).toBe(code);
    if (field) expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('refuses an assignee who may not be (4324)', async () => {
    expect(
      (await post('member', '/api/short-leave-requests', body({ assigned_staff: [ids.admin] }))).json().code,
    ).toBe(4324);
  });

  it('creates with several assignees, each told; the same day and type twice is 5069', async () => {
    const res = await post('member', '/api/short-leave-requests', body());
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({ leave_type: 'late', time_off: 30, status: 1, can_edit: true });
    expect(res.json().data.assigned_staff.map((a: { id: number }) => a.id)).toEqual([ids.leader, ids.pm]);
    expect((await get('leader', '/api/get-count-request')).json().requestNoConfirmShortLeave).toBe(1);
    expect((await get('pm', '/api/get-count-request')).json().requestNoConfirmShortLeave).toBe(1);
    // Every assignee may decide, so every assignee is told at once.
    const told = await database.db.execute(
      sql`select employee_id from notifications where type = 'SHORT_LEAVE_REQUEST' and request_type = 'REQUEST' and request_id = ${id} order by employee_id`,
    );
    expect(
      (told as unknown as { rows: Array<{ employee_id: number }> }).rows.map((r) => r.employee_id),
    ).toEqual([ids.leader, ids.pm].sort((a, b) => (a as number) - (b as number)));
    expect((await post('member', '/api/short-leave-requests', body())).json().code).toBe(5069);
  });

  it('lists mine and the ones assigned to me, with the filters and pagination', async () => {
    const mine = (await get('member', '/api/short-leave-requests?leave_type=late')).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.pagination).toMatchObject({ total: 1, current_page: 1 });
    expect((await get('member', '/api/short-leave-requests?leave_type=early')).json().data).toHaveLength(0);
    const assigned = (await get('leader', `/api/short-leave-requests/assign?staff_id=${ids.member}`)).json();
    expect(assigned.data[0]).toMatchObject({ id, can_decide: true });
    expect((await get('solo', '/api/short-leave-requests/assign')).json().data).toHaveLength(0);
  });

  it('only an assignee decides; the first decision settles it and excuses the lateness', async () => {
    expect(await lateOn('2026-11-17')).toBe(30);
    expect((await post('solo', `/api/short-leave-requests/${id}/approve`, { status: 2 })).json().code).toBe(
      4294,
    );
    expect((await post('member', `/api/short-leave-requests/${id}/approve`, { status: 2 })).statusCode).toBe(
      403,
    );
    expect((await post('leader', `/api/short-leave-requests/${id}/approve`, { status: 3 })).statusCode).toBe(
      422,
    );
    const res = await post('leader', `/api/short-leave-requests/${id}/approve`, { status: 2, comment: 'OK' });
    expect(res.json().data.status).toBe(2);
    expect(
      (await post('pm', `/api/short-leave-requests/${id}/approve`, { status: 3, comment: 'no' })).json().code,
    ).toBe(4322);
    expect(await lateOn('2026-11-17')).toBe(0);
    expect((await get('pm', '/api/get-count-request')).json().requestNoConfirmShortLeave).toBe(0);
    expect(
      (await post('member', `/api/short-leave-requests/${id}`, body({ time_off: 20 }))).json().code,
    ).toBe(4322);
  });

  it('edits a pending one; the month lock applies', async () => {
    const other = (
      await post('member', '/api/short-leave-requests', body({ leave_type: 'early', time_off: 15 }))
    ).json().data.id;
    const edited = await call(app, as('member'), {
      method: 'PUT',
      url: `/api/short-leave-requests/${other}`,
      payload: body({ leave_type: 'early', time_off: 20, assigned_staff: [ids.pm] }),
    });
    expect(edited.json().data).toMatchObject({
      time_off: 20,
      assigned_staff: [expect.objectContaining({ id: ids.pm })],
    });
    expect(
      (await post('admin', '/api/submit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
    expect(
      (await post('member', '/api/short-leave-requests', body({ request_date: '2026-11-16' }))).json().code,
    ).toBe(4070);
    expect((await post('pm', `/api/short-leave-requests/${other}/approve`, { status: 2 })).json().code).toBe(
      4071,
    );
    expect(
      (await post('admin', '/api/unsubmit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
  });
});
