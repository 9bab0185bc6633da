import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyId, demoId, makeEmployee, makeOvertime, rows } from '../../test/factories';
import {
  call,
  login,
  multipart,
  nextIp,
  setupTestApp,
  TestClock,
  type TestContext,
} from '../../test/helpers';
import { IMPORT_COLUMNS } from './employees.import';

const clock = new TestClock();
let ctx: TestContext;
let hr: string; // the HR department's manager
let admin: string;
let member: string;
let pm: string;
let hanoi: number;

beforeAll(async () => {
  // Wednesday 2 December 2026, 08:00 in Hanoi.
  clock.set('2026-12-02T01:00:00Z');
  ctx = await setupTestApp({}, clock);
  hr = await login(ctx.app, 'hr@demo.test');
  admin = await login(ctx.app, 'admin@demo.test');
  member = await login(ctx.app, 'member@demo.test');
  pm = await login(ctx.app, 'pm@demo.test');
  hanoi = await companyId(ctx, 'HANOI');
});

let serial = 0;
/** A valid new record; each call a fresh code and e-mail. */
function record(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    employee_code: `NE${String(serial).padStart(4, '0')}`,
    name: `Nguyễn Văn Mới ${serial}`,
    email: `new.person${serial}@demo.test`,
    birthday: '1995-04-12',
    gender: 1,
    nationality: 'Vietnamese',
    phone: '+84 912 000 111',
    company_id: hanoi,
    level: 2,
    work_type: 2,
    japanese_level: 3,
    join_date: '2026-11-02',
    start_date: '2026-11-02',
    identity_number: '001095000111',
    identity_issue_date: '2021-06-01',
    identity_issue_place: 'Hà Nội',
    social_link: 'https://www.linkedin.com/in/nguyen-van-moi',
    ...over,
  };
}

const post = (token: string, url: string, payload: object) =>
  call(ctx.app, token, { method: 'POST', url, payload });
const get = (token: string | null, url: string) => call(ctx.app, token, { method: 'GET', url });

async function created(over: Record<string, unknown> = {}) {
  const res = await post(hr, '/api/employees', record(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; email: string; employee_code: string };
}

const png = (w = 64, h = 64) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();

describe('who keeps staff records: the Admin department and the HR manager', () => {
  it.each([
    ['GET', '/api/employees'],
    ['GET', '/api/employees/1'],
    ['GET', '/api/employees/1/history'],
    ['GET', '/api/employees/export?format=csv'],
    ['POST', '/api/employees'],
    ['PUT', '/api/employees/1'],
    ['DELETE', '/api/employees/1'],
    ['POST', '/api/employees/resignation'],
  ] as const)('%s %s: 403 / 4030 for a member and a PM, 401 without a token', async (method, url) => {
    const body =
      method === 'POST' && url.endsWith('resignation')
        ? { employee_id: 1, resignation_date: '2026-12-31', resignation_reason: 'x' }
        : method === 'POST' || method === 'PUT'
          ? record()
          : undefined;
    for (const token of [member, pm]) {
      const res = await call(ctx.app, token, { method, url, ...(body ? { payload: body } : {}) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    const anon = await call(ctx.app, null, { method, url, ...(body ? { payload: body } : {}) });
    expect(anon.statusCode).toBe(401);
  });

  it('HR and the administrator read the list; nothing is written for a refused create', async () => {
    for (const token of [hr, admin]) expect((await get(token, '/api/employees')).statusCode).toBe(200);
    const refused = record();
    await post(member, '/api/employees', refused);
    const [found] = await rows(
      ctx,
      sql`select count(*)::int as n from employees where email = ${refused.email}`,
    );
    expect(found?.n).toBe(0);
  });
});

describe('GET /employees: search, filters and pages', () => {
  it('pages by 50, 100 or 200 in code order, with the spec pagination fields', async () => {
    const res = await get(hr, '/api/employees?per_page=50&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [all] = await rows(ctx, sql`select count(*)::int as n from employees`);
    expect(body.total).toBe(all?.n);
    expect(body.per_page).toBe(50);
    const codes = body.data.map((e: { employee_code: string }) => e.employee_code);
    expect(codes).toEqual([...codes].sort());
    expect((await get(hr, '/api/employees?per_page=30')).statusCode).toBe(422);
  });

  it('finds by a part of the code, the name or the e-mail, case-insensitively; LIKE characters are literal', async () => {
    const byCode = (await get(hr, '/api/employees?q=hn000')).json();
    expect(byCode.data.length).toBeGreaterThan(0);
    expect(
      byCode.data.every((e: { employee_code: string }) => e.employee_code.toLowerCase().includes('hn000')),
    ).toBe(true);
    const byEmail = (await get(hr, '/api/employees?q=MEMBER@DEMO')).json();
    expect(byEmail.data.map((e: { email: string }) => e.email)).toEqual(['member@demo.test']);
    const byName = (await get(hr, `/api/employees?q=${encodeURIComponent('Bùi Thanh')}`)).json();
    expect(byName.data.map((e: { email: string }) => e.email)).toContain('hr@demo.test');
    expect((await get(hr, '/api/employees?q=%25')).json().total).toBe(0);
  });

  it("a search's total counts every match, also on a page past the last", async () => {
    const [n] = await rows(
      ctx,
      sql`select count(*)::int as n from employees where email ilike '%demo.test%'`,
    );
    const first = (await get(hr, '/api/employees?q=demo.test&per_page=50')).json();
    expect(first.total).toBe(n?.n);
    expect(first.data).toHaveLength(Math.min(50, Number(n?.n)));
    const beyond = (await get(hr, '/api/employees?q=demo.test&per_page=50&page=99')).json();
    expect(beyond).toMatchObject({ total: n?.n, data: [] });
  });

  it('filters by company, position, work type, level and state', async () => {
    const japan = await companyId(ctx, 'JAPAN');
    const res = (await get(hr, `/api/employees?company_id=${japan}&per_page=200`)).json();
    const [n] = await rows(ctx, sql`select count(*)::int as n from employees where company_id = ${japan}`);
    expect(res.total).toBe(n?.n);
    expect(res.data.every((e: { company_id: number }) => e.company_id === japan)).toBe(true);
    const level = (await get(hr, '/api/employees?level=3&work_type=2&per_page=200')).json();
    expect(
      level.data.every((e: { level: number; work_type: number }) => e.level === 3 && e.work_type === 2),
    ).toBe(true);
    expect((await get(hr, '/api/employees?level=9')).statusCode).toBe(422);
    expect((await get(hr, '/api/employees?state=gone')).statusCode).toBe(422);
  });
});

describe('POST /employees and PUT /employees/{id}', () => {
  it('creates every field; the person signs in with the first password; the change is in the history', async () => {
    const input = record({
      password: 'welcome-2026',
      visa_number: 'V123',
      visa_issue_date: '2025-01-01',
      visa_expiry_date: '2027-01-01',
    });
    const res = await post(hr, '/api/employees', input);
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json();
    const { password: _p, ...fields } = input as typeof input & { password?: string };
    expect(e).toMatchObject({ ...fields, state: 'active', has_account: true, avatar: null });
    expect(e.company).toMatchObject({ id: hanoi });
    expect(await login(ctx.app, input.email as string, 'welcome-2026')).toBeTruthy();
    const history = (await get(hr, `/api/employees/${e.id}/history`)).json().history;
    expect(history[0]).toMatchObject({ action: 'employee.create', actor: { name: 'Bùi Thanh Hương' } });
    expect(history[0].changes).toContainEqual({
      field: 'employee_code',
      before: null,
      after: input.employee_code,
    });
  });

  it('without a password there is no account', async () => {
    const e = await created();
    expect((await get(hr, `/api/employees/${e.id}`)).json().employee.has_account).toBe(false);
  });

  it.each([
    ['a birthday today', { birthday: '2026-12-02' }, 'birthday', 'before'],
    [
      'a join date after the start date',
      { join_date: '2026-12-10', start_date: '2026-12-01' },
      'join_date',
      'before_or_equal',
    ],
    [
      'a visa expiring before it was issued',
      { visa_issue_date: '2026-01-01', visa_expiry_date: '2025-12-31' },
      'visa_expiry_date',
      'after',
    ],
    ['a bad e-mail', { email: 'not-mail' }, 'email', 'email'],
    ['a social link that is not http', { social_link: 'javascript:alert(1)' }, 'social_link', 'format'],
    ['gender 3', { gender: 3 }, 'gender', 'enum'],
    ['company 5', { company_id: 5 }, 'company_id', 'enum'],
    ['level Dev6', { level: 6 }, 'level', 'enum'],
    ['a name of 121 characters', { name: 'x'.repeat(121) }, 'name', 'max'],
    ['a NUL in the address', { address: 'a\u0000b' }, 'address', 'text'],
  ])('%s: 422 with the field error, never 500', async (_label, over, field, rule) => {
    const res = await post(hr, '/api/employees', record(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([expect.objectContaining({ rule })]);
  });

  it('a taken code is 4333 and a taken e-mail 4332 (whatever its case), as field errors; both at once name both', async () => {
    const first = await created();
    const code = await post(hr, '/api/employees', record({ employee_code: first.employee_code }));
    expect(code.statusCode).toBe(422);
    expect(code.json()).toMatchObject({
      code: 4333,
      errors: { employee_code: [{ rule: 'code', params: { code: 4333 } }] },
    });
    const email = await post(hr, '/api/employees', record({ email: first.email.toUpperCase() }));
    expect(email.json()).toMatchObject({ code: 4332, errors: { email: [{ params: { code: 4332 } }] } });
    const both = await post(
      hr,
      '/api/employees',
      record({ employee_code: first.employee_code, email: first.email }),
    );
    expect(both.json().code).toBe(4220);
    expect(Object.keys(both.json().errors).sort()).toEqual(['email', 'employee_code']);
  });

  it('of identical creates sent at once exactly one wins; the others are 422, never 500', async () => {
    const body = record();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(hr, '/api/employees', body)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422]);
    for (const a of answers.filter((x) => x.statusCode === 422))
      expect([4220, 4332, 4333]).toContain(a.json().code);
    const [n] = await rows(
      ctx,
      sql`select count(*)::int as n from employees where employee_code = ${body.employee_code}`,
    );
    expect(n?.n).toBe(1);
  });

  it('updates a record, keeps its own code and e-mail, moves the sign-in e-mail, and records before and after', async () => {
    const e = (await post(hr, '/api/employees', record({ password: 'welcome-2026' }))).json();
    const input = record({
      employee_code: e.employee_code,
      email: `moved.${e.email}`,
      level: 4,
      phone: '0987 654 321',
    });
    const res = await call(ctx.app, hr, { method: 'PUT', url: `/api/employees/${e.id}`, payload: input });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ level: 4, phone: '0987 654 321', email: input.email });
    expect(await login(ctx.app, input.email as string, 'welcome-2026')).toBeTruthy();
    const [latest] = (await get(hr, `/api/employees/${e.id}/history`)).json().history;
    expect(latest.action).toBe('employee.update');
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'level', before: 2, after: 4 },
        { field: 'email', before: e.email, after: input.email },
      ]),
    );
  });

  it('an unknown id is 404; nobody changes their own department or job title; only an admin gives the Admin department', async () => {
    expect(
      (await call(ctx.app, hr, { method: 'PUT', url: '/api/employees/999999', payload: record() }))
        .statusCode,
    ).toBe(404);
    const hrId = await demoId(ctx, 'hr');
    const own = (await get(hr, `/api/employees/${hrId}`)).json().employee;
    const [adminDept] = await rows(ctx, sql`select id from departments where code = 'ADMIN'`);
    const self = await call(ctx.app, hr, {
      method: 'PUT',
      url: `/api/employees/${hrId}`,
      payload: { ...selfInput(own), department_id: Number(adminDept?.id) },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      code: 4335,
      errors: { department_id: [{ params: { code: 4335 } }] },
    });
    const other = await created();
    const give = await call(ctx.app, hr, {
      method: 'PUT',
      url: `/api/employees/${other.id}`,
      payload: record({
        employee_code: other.employee_code,
        email: other.email,
        department_id: Number(adminDept?.id),
      }),
    });
    expect(give.statusCode).toBe(422);
    expect(give.json().code).toBe(4335);
    const byAdmin = await call(ctx.app, admin, {
      method: 'PUT',
      url: `/api/employees/${other.id}`,
      payload: record({
        employee_code: other.employee_code,
        email: other.email,
        department_id: Number(adminDept?.id),
      }),
    });
    expect(byAdmin.statusCode).toBe(200);
  });
});

/** A record's own fields as an update body. */
function selfInput(e: Record<string, unknown>) {
  const keys = Object.keys(record()).concat([
    'department_id',
    'job_title_id',
    'division_id',
    'foot_id',
    'position_id',
  ]);
  return Object.fromEntries(keys.map((k) => [k, e[k] ?? null]).filter(([, v]) => v !== null));
}

describe('DELETE /employees/{id}', () => {
  it('deletes a record nothing refers to, and its account', async () => {
    const e = await created({ password: 'welcome-2026' });
    const res = await call(ctx.app, hr, { method: 'DELETE', url: `/api/employees/${e.id}` });
    expect(res.statusCode).toBe(200);
    expect((await get(hr, `/api/employees/${e.id}`)).statusCode).toBe(404);
    const [acc] = await rows(ctx, sql`select count(*)::int as n from accounts where email = ${e.email}`);
    expect(acc?.n).toBe(0);
  });

  it('refuses one with requests (4334: record the resignation), and one’s own record', async () => {
    const person = await makeEmployee(ctx, { projects: { ALPHA: 'MEMBER' } });
    await makeOvertime(ctx, { requester: person });
    expect((await get(hr, `/api/employees/${person.id}`)).json().can_delete).toBe(false);
    const res = await call(ctx.app, hr, { method: 'DELETE', url: `/api/employees/${person.id}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4334);
    expect((await get(hr, `/api/employees/${person.id}`)).statusCode).toBe(200);
    const hrId = await demoId(ctx, 'hr');
    expect((await call(ctx.app, hr, { method: 'DELETE', url: `/api/employees/${hrId}` })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /employees/resignation', () => {
  it('from its date the person cannot sign in (4012) and their token stops working; before it they can', async () => {
    const person = await makeEmployee(ctx);
    // Resigning from tomorrow: still working today.
    const later = await post(hr, '/api/employees/resignation', {
      employee_id: person.id,
      resignation_date: '2026-12-03',
      resignation_reason: 'Moving to Đà Nẵng',
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ state: 'active', resignation_date: '2026-12-03' });
    expect((await get(person.token, '/api/account')).statusCode).toBe(200);
    // 3 December 00:00 in Hanoi is 2 December 17:00 UTC.
    clock.set('2026-12-02T16:59:00Z');
    expect((await get(person.token, '/api/account')).statusCode).toBe(200);
    clock.set('2026-12-02T17:00:00Z');
    expect((await get(person.token, '/api/account')).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: 'demo1234' },
      remoteAddress: nextIp(),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe(4012);
    // A wrong password says nothing about the resignation.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: 'wrong-password' },
      remoteAddress: nextIp(),
    });
    expect(wrong.json().code).toBe(4011);
    clock.set('2026-12-02T01:00:00Z');
  });

  it('a date already reached ends the sessions at once; HR lists the person as resigned', async () => {
    const person = await makeEmployee(ctx);
    const res = await post(hr, '/api/employees/resignation', {
      employee_id: person.id,
      resignation_date: '2026-11-30',
      resignation_reason: 'End of contract',
    });
    expect(res.json().state).toBe('resigned');
    expect((await get(person.token, '/api/account')).statusCode).toBe(401);
    const [revoked] = await rows(
      ctx,
      sql`select count(*)::int as n from auth_sessions s join accounts a on a.id = s.account_id
           where a.employee_id = ${person.id} and s.revoked_at is null`,
    );
    expect(revoked?.n).toBe(0);
    const list = (await get(hr, `/api/employees?state=resigned&q=${person.code}`)).json();
    expect(list.data.map((e: { id: number; state: string }) => [e.id, e.state])).toEqual([
      [person.id, 'resigned'],
    ]);
    const active = (await get(hr, `/api/employees?state=active&q=${person.code}`)).json();
    expect(active.total).toBe(0);
  });

  it('a resigned approver leaves the candidate lists; what waits on them is listed on their record', async () => {
    const leader = await makeEmployee(ctx, { jobTitle: 'LEADER' });
    const foot = await rows(ctx, sql`select id from foots where code = 'HN-D2-F1'`);
    const footId = Number(foot[0]?.id);
    const [before] = await rows(ctx, sql`select leader_id from foots where id = ${footId}`);
    await ctx.database.db.execute(sql`update foots set leader_id = ${leader.id} where id = ${footId}`);
    const requester = await makeEmployee(ctx, { foot: 'HN-D2-F1' });
    const offered = async () =>
      (await get(requester.token, '/api/overtime-requests/get-approval-person')).json();
    const candidatesOf = async () => (await offered()).level1.map((c: { id: number }) => c.id);
    expect(await candidatesOf()).toContain(leader.id);
    const lists = await offered();
    const made = await makeOvertime(ctx, {
      requester,
      project_id: null,
      approve_person_1: leader.id,
      approve_person_2: lists.level2[0]?.id ?? null,
    });
    const [waiting] = await rows(
      ctx,
      sql`select current_approver_id from overtime_requests where id = ${made.id}`,
    );
    expect(Number(waiting?.current_approver_id)).toBe(leader.id);

    await post(hr, '/api/employees/resignation', {
      employee_id: leader.id,
      resignation_date: '2026-12-01',
      resignation_reason: 'Left',
    });
    expect(await candidatesOf()).not.toContain(leader.id);
    const detail = (await get(hr, `/api/employees/${leader.id}`)).json();
    expect(detail.waiting_on).toEqual([
      {
        kind: 'overtime',
        id: made.id,
        requester: { id: requester.id, name: expect.any(String) },
        approver: { id: leader.id, name: expect.any(String) },
        created_at: expect.any(String),
      },
    ]);
    // The requester's own pending requests are on their record for HR, resigned or not.
    await post(hr, '/api/employees/resignation', {
      employee_id: requester.id,
      resignation_date: '2026-12-01',
      resignation_reason: 'Left',
    });
    const own = (await get(hr, `/api/employees/${requester.id}`)).json().pending_own;
    expect(own.map((r: { kind: string; id: number }) => [r.kind, r.id])).toEqual([['overtime', made.id]]);
    await ctx.database.db.execute(
      sql`update foots set leader_id = ${before?.leader_id ?? null} where id = ${footId}`,
    );
  });

  it('refuses a date before the join date, an unknown person, and oneself', async () => {
    const e = await created({ join_date: '2026-11-02' });
    const early = await post(hr, '/api/employees/resignation', {
      employee_id: e.id,
      resignation_date: '2026-10-01',
      resignation_reason: 'x',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.resignation_date).toEqual([
      expect.objectContaining({ rule: 'after_or_equal' }),
    ]);
    const unknown = await post(hr, '/api/employees/resignation', {
      employee_id: 999999,
      resignation_date: '2026-12-10',
      resignation_reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const hrId = await demoId(ctx, 'hr');
    const self = await post(hr, '/api/employees/resignation', {
      employee_id: hrId,
      resignation_date: '2026-12-10',
      resignation_reason: 'x',
    });
    expect(self.statusCode).toBe(403);
    const empty = await post(hr, '/api/employees/resignation', {
      employee_id: e.id,
      resignation_date: '2026-12-10',
      resignation_reason: ' ',
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('avatars', () => {
  it('HR uploads a png; anyone signed in reads it at the record URL; the account shows it', async () => {
    const person = await makeEmployee(ctx);
    const image = await png();
    const up = await call(ctx.app, hr, {
      method: 'POST',
      url: `/api/employees/${person.id}/avatar`,
      ...multipart('file', 'photo.png', image, 'image/png'),
    });
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().avatar as string;
    expect(url).toMatch(new RegExp(`^/api/avatars/${person.id}\\?v=[0-9a-f-]{36}$`));
    const read = await get(member, url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(image)).toBe(true);
    expect((await get(person.token, '/api/account')).json().avatar).toBe(url);
    expect((await get(null, url)).statusCode).toBe(401);
    // The bell shows the photo of whoever caused a notification.
    const reader = await makeEmployee(ctx);
    await ctx.database.db.execute(
      sql`insert into notifications (employee_id, type, created_by) values (${reader.id}, 'OVER_TIME_REQUEST', ${person.id})`,
    );
    const bell = (await get(reader.token, '/api/notifications')).json().listNotifications.data;
    expect(bell.map((n: { image_url: string | null }) => n.image_url)).toEqual([url]);
  });

  it("approver tables carry the approver's photo", async () => {
    const pmId = await demoId(ctx, 'pm');
    const up = await call(ctx.app, hr, {
      method: 'POST',
      url: `/api/employees/${pmId}/avatar`,
      ...multipart('file', 'pm.png', await png(32, 32), 'image/png'),
    });
    const url = up.json().avatar as string;
    const made = await makeOvertime(ctx);
    const item = (await get(made.requester.token, `/api/overtime-requests/${made.id}`)).json()
      .overTimeRequest;
    expect(item.approve_person_1).toMatchObject({ approve_employee_id: pmId, approve_avatar: url });
    expect(item.approve_person_2.approve_avatar).toBeNull();
  });

  it.each([
    ['a text file named .png', () => Buffer.from('not an image at all'), 'image_type'],
    ['a gif', () => Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'), 'image_type'],
    ['an image over 2000 KB', () => Buffer.alloc(2000 * 1024 + 1, 1), 'image_size'],
  ])('refuses %s (422, nothing stored)', async (_label, bytes, rule) => {
    const res = await call(ctx.app, member, {
      method: 'POST',
      url: '/api/information-profile/avatar',
      ...multipart('file', 'photo.png', bytes(), 'image/png'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([expect.objectContaining({ rule })]);
    expect((await get(member, '/api/information-profile')).json().avatar).toBeNull();
  });

  it('a member may not set someone else’s photo; a person without one is 404 (the web draws the default)', async () => {
    const res = await call(ctx.app, member, {
      method: 'POST',
      url: '/api/employees/1/avatar',
      ...multipart('file', 'photo.png', await png(), 'image/png'),
    });
    expect(res.statusCode).toBe(403);
    const solo = await demoId(ctx, 'solo');
    expect((await get(member, `/api/avatars/${solo}`)).statusCode).toBe(404);
  });
});

describe('/information-profile', () => {
  it('shows my whole record and lets me change only my contact fields, audited', async () => {
    const person = await makeEmployee(ctx);
    const mine = (await get(person.token, '/api/information-profile')).json();
    expect(mine).toMatchObject({ id: person.id, email: person.email, state: 'active' });
    const res = await call(ctx.app, person.token, {
      method: 'PUT',
      url: '/api/information-profile',
      payload: {
        address: '12 Phố Huế, Hà Nội',
        current_residence: 'Cầu Giấy, Hà Nội',
        phone: '0912 345 678',
        family_phone: '0987 000 111',
        social_link: 'https://github.com/someone',
        // Not mine to change: ignored by the schema, so the record keeps its values.
        level: 5,
        name: 'Somebody Else',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      address: '12 Phố Huế, Hà Nội',
      phone: '0912 345 678',
      name: mine.name,
      level: mine.level,
    });
    const [entry] = (await get(hr, `/api/employees/${person.id}/history`)).json().history;
    expect(entry).toMatchObject({ action: 'employee.profile', actor: { id: person.id } });
    expect(entry.changes).toContainEqual({ field: 'address', before: null, after: '12 Phố Huế, Hà Nội' });
  });

  it('refuses a bad phone and a non-http link with field errors', async () => {
    const res = await call(ctx.app, member, {
      method: 'PUT',
      url: '/api/information-profile',
      payload: {
        address: null,
        current_residence: null,
        phone: 'call me',
        family_phone: null,
        social_link: 'ftp://x.example',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['phone', 'social_link']);
    // A body without the fields is refused, not taken as "clear them all".
    const empty = await call(ctx.app, member, {
      method: 'PUT',
      url: '/api/information-profile',
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('GET /employees/export', () => {
  it('gives the filtered list as CSV (formula cells neutralised) and as XLSX', async () => {
    await created({ name: '=HYPERLINK("http://evil")' });
    const csv = await get(hr, '/api/employees/export?format=csv&q=HYPERLINK');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('employee_code,name,email')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const xlsx = await get(hr, '/api/employees/export?format=xlsx&state=active');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

/** An XLSX of the import's columns: the header, then these rows. */
async function sheet(rowsOf: Array<Array<string | number>>, header: readonly string[] = IMPORT_COLUMNS) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Employees');
  ws.addRow([...header]);
  for (const r of rowsOf) ws.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const importRow = (code: string, email: string, over: Partial<Record<string, string | number>> = {}) =>
  IMPORT_COLUMNS.map(
    (c) =>
      ({
        employee_code: code,
        name: `Imported ${code}`,
        email,
        company: 'HANOI',
        department: 'DEV',
        division: 'HN-D1',
        foot: 'HN-D1-F1',
        position: 'DEV',
        job_title: 'STAFF',
        level: 1,
        work_type: 2,
        japanese_level: 0,
        gender: 2,
        birthday: '1999-02-03',
        nationality: 'Vietnamese',
        phone: '0912 000 222',
        address: 'Hà Nội',
        join_date: '2026-12-01',
        start_date: '2026-12-01',
        ...over,
      })[c] ?? '',
  );

const upload = (token: string, file: Buffer) =>
  call(ctx.app, token, {
    method: 'POST',
    url: '/api/employees/import',
    ...multipart('file', 'people.xlsx', file, 'application/octet-stream'),
  });

describe('XLSX import of employees', () => {
  it('the template has the columns and an example row that would import', async () => {
    const res = await get(hr, '/api/employees/import/template');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]?.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual([...IMPORT_COLUMNS]);
    expect((await get(member, '/api/employees/import/template')).statusCode).toBe(403);
  });

  it('creates every row of a good file, each audited', async () => {
    const res = await upload(
      hr,
      await sheet([importRow('IM0001', 'im1@demo.test'), importRow('IM0002', 'im2@demo.test')]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2 });
    const list = (await get(hr, '/api/employees?q=IM000')).json();
    expect(list.data.map((e: { employee_code: string }) => e.employee_code)).toEqual(['IM0001', 'IM0002']);
    const history = (await get(hr, `/api/employees/${list.data[0].id}/history`)).json().history;
    expect(history[0].action).toBe('employee.import');
  });

  it('one bad row: a report per row and column, and nothing saved', async () => {
    const before = await rows(ctx, sql`select count(*)::int as n from employees`);
    const res = await upload(
      hr,
      await sheet([
        importRow('IM0101', 'im101@demo.test'),
        importRow('IM0102', 'not-an-email', { company: 'MARS', level: 9 }),
        importRow('IM0101', 'im101@demo.test'),
        importRow('HN0001', 'im104@demo.test', { birthday: '2030-01-01' }),
      ]),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'rows.3.company',
      'rows.3.email',
      'rows.3.level',
      'rows.4.email',
      'rows.4.employee_code',
      'rows.5.birthday',
      'rows.5.employee_code',
    ]);
    expect(errors['rows.4.employee_code']).toEqual([expect.objectContaining({ params: { code: 4333 } })]);
    const after = await rows(ctx, sql`select count(*)::int as n from employees`);
    expect(after).toEqual(before);
  });

  it('refuses a wrong header, an empty sheet, a file that is not XLSX, and a member', async () => {
    const wrong = await upload(hr, await sheet([importRow('IM0201', 'im201@demo.test')], ['code', 'name']));
    expect(wrong.json().errors['rows.1._']).toEqual([expect.objectContaining({ rule: 'format' })]);
    const empty = await upload(hr, await sheet([]));
    expect(empty.json().errors['rows.1._']).toEqual([expect.objectContaining({ rule: 'required' })]);
    const text = await upload(hr, Buffer.from('employee_code,name\nX,Y\n'));
    expect(text.statusCode).toBe(415);
    expect((await upload(member, await sheet([importRow('IM0202', 'im202@demo.test')]))).statusCode).toBe(
      403,
    );
  });
});
