import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyId, importAttendance, makeEmployee, type Person } from '../../test/factories';
import { call, login, multipart, setupTestApp, TestClock } from '../../test/helpers';

/**
 * Each test sets the clock it needs and makes the people whose days it records (`fresh`), so no
 * test depends on another one or on the demo seed's attendance, whatever the order.
 */
const clock = new TestClock();
clock.set('2026-11-18T01:05:00Z'); // Wednesday 08:05 in Hanoi, 10:05 in Tokyo
const ctx = await setupTestApp({}, clock);
const { app, database } = ctx;
const hanoi = await companyId(ctx, 'HANOI');
const japan = await companyId(ctx, 'JAPAN');

// The demo member only reads or is refused; every recorded day belongs to a fresh employee.
let member = '';
let admin = '';
beforeAll(async () => {
  member = await login(app, 'member@demo.test');
  admin = await login(app, 'admin@demo.test');
});

/** A new employee of Hanoi (foot HN-D1-F1, Foot Phoenix) or, with `JP-D1-F1`, of Tokyo. */
const fresh = (foot?: string): Promise<Person> => makeEmployee(ctx, foot ? { foot } : {});

/** A new Hanoi employee who worked 08:05-17:31 on Wednesday 18 November (5 minutes late: 475). */
async function workedTheEighteenth(): Promise<Person> {
  const who = await fresh();
  await importAttendance(ctx, [[who.code, '2026-11-18', '08:05', '17:31']]);
  return who;
}

const get = (token: string, url: string) => call(app, token, { method: 'GET', url });
const post = (token: string, url: string, payload?: unknown) =>
  call(app, token, {
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const rows = async (sqlText: ReturnType<typeof sql>) =>
  (await database.db.execute(sqlText)) as unknown as { rows: Array<Record<string, unknown>> };

describe('check-in and check-out', () => {
  it('checks in at the server time in the company zone, once a day', async () => {
    clock.set('2026-11-18T01:05:00Z');
    const { token } = await fresh();
    const res = await post(token, '/api/user/timesheets/checkin');
    expect(res.statusCode).toBe(200);
    expect(res.json().timeSheet).toMatchObject({
      work_date: '2026-11-18',
      start_time_real: '08:05',
      end_time_real: null,
      late_time: 5,
      status: 'in_progress',
    });
    clock.set('2026-11-18T02:00:00Z');
    const again = await post(token, '/api/user/timesheets/checkin');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 4310, message: 'You have already checked in today.' });
  });

  it('refuses a check-out less than a minute after the check-in (4331), then takes it', async () => {
    clock.set('2026-11-18T01:05:20Z');
    const { token } = await fresh();
    expect((await post(token, '/api/user/timesheets/checkin')).statusCode).toBe(200);
    clock.set('2026-11-18T01:06:10Z'); // the next clock minute, 50 s later
    const soon = await post(token, '/api/user/timesheets/checkout');
    expect(soon.statusCode).toBe(422);
    expect(soon.json()).toMatchObject({
      code: 4331,
      message: 'Check out at least one minute after checking in.',
    });
    expect((await get(token, '/api/user/timesheets/today')).json().timeSheet.end_time_real).toBeNull();
    clock.set('2026-11-18T01:06:20Z'); // one minute after
    const res = await post(token, '/api/user/timesheets/checkout');
    expect(res.statusCode).toBe(200);
    expect(res.json().timeSheet).toMatchObject({ start_time_real: '08:05', end_time_real: '08:06' });
  });

  it('checks out, repeatedly: the last check-out counts', async () => {
    clock.set('2026-11-18T01:05:00Z');
    const { token } = await fresh();
    expect((await post(token, '/api/user/timesheets/checkin')).statusCode).toBe(200);
    clock.set('2026-11-18T10:20:00Z'); // 17:20 Hanoi
    const first = await post(token, '/api/user/timesheets/checkout');
    expect(first.json().timeSheet).toMatchObject({
      end_time_real: '17:20',
      late_time: 5,
      early_time: 10,
      work_time_pay: 465,
      status: 'complete',
    });
    clock.set('2026-11-18T10:31:00Z');
    const second = await post(token, '/api/user/timesheets/checkout');
    expect(second.json().timeSheet).toMatchObject({
      end_time_real: '17:31',
      early_time: 0,
      work_time_pay: 475,
    });
    const today = (await get(token, '/api/user/timesheets/today')).json();
    expect(today).toMatchObject({
      time_zone: 'Asia/Ho_Chi_Minh',
      timeSheet: { start_time_real: '08:05', end_time_real: '17:31' },
    });
    expect(today.server_time).toBe('2026-11-18T10:31:00.000Z');
  });

  it('refuses a check-out before any check-in (4311)', async () => {
    const res = await post((await fresh()).token, '/api/user/timesheets/checkout');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4311);
  });

  it('reads the same instant in Tokyo for a Japan employee', async () => {
    clock.set('2026-11-18T01:05:00Z');
    const res = await post((await fresh('JP-D1-F1')).token, '/api/user/timesheets/checkin');
    expect(res.json().timeSheet).toMatchObject({
      work_date: '2026-11-18',
      start_time_real: '10:05',
      late_time: 125,
    });
  });

  it('lets only one of two simultaneous check-ins win', async () => {
    clock.set('2026-11-18T01:00:00Z');
    const { token } = await fresh();
    const [a, b] = await Promise.all([
      post(token, '/api/user/timesheets/checkin'),
      post(token, '/api/user/timesheets/checkin'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
  });

  // PGlite runs one statement at a time: there a burst never held more than one connection.
  it.runIf(database.kind === 'postgres')(
    "holds one database connection for a burst of one person's check-outs, whatever the wait",
    async () => {
      clock.set('2026-11-18T01:00:00Z');
      const { token, id } = await fresh();
      expect((await post(token, '/api/user/timesheets/checkin')).statusCode).toBe(200);
      clock.set('2026-11-18T10:30:00Z');
      // The day's row held by someone else (a slow commit): every check-out has to wait for it.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from timesheets where employee_id = ${id} for update`);
        locked();
        await held;
      });
      await isLocked;
      try {
        const burst = Array.from({ length: 5 }, () => post(token, '/api/user/timesheets/checkout'));
        // Long enough for all five to reach the database, were they sent at once.
        await new Promise((resolve) => setTimeout(resolve, 500));
        // Asked through the same pool: it must still have a connection for anybody else's read.
        const waiting = await Promise.race([
          rows(sql`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and query like 'update "timesheets" set "check_out"%'`).then((r) => r.rows[0]?.n),
          new Promise((resolve) => setTimeout(() => resolve('no connection left in 5 s'), 5000)),
        ]);
        expect(waiting).toBe(1);
        release();
        await holder;
        const answers = await Promise.all(burst);
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
        expect(answers[4]?.json().timeSheet).toMatchObject({ end_time_real: '17:30', status: 'complete' });
      } finally {
        release();
        await holder;
      }
    },
  );
});

describe('GET /api/user/timesheets', () => {
  it('returns every day of the month with computed columns', async () => {
    clock.set('2026-11-20T05:00:00Z');
    const who = await workedTheEighteenth();
    const res = await get(who.token, '/api/user/timesheets?month=2026-11');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeSheets).toHaveLength(30);
    expect(body.checkSubmitted).toBe(false);
    const byDate = new Map(body.timeSheets.map((r: { work_date: string }) => [r.work_date, r]));
    expect(byDate.get('2026-11-18')).toMatchObject({
      weekday: 3,
      day_kind: 'workday',
      work_time_pay: 475,
      status: 'complete',
    });
    expect(byDate.get('2026-11-17')).toMatchObject({ status: 'missing_check_in' });
    expect(byDate.get('2026-11-21')).toMatchObject({ day_kind: 'weekend', status: 'day_off' });
    expect(byDate.get('2026-11-23')).toMatchObject({ day_kind: 'workday', status: 'future' });
  });

  it("uses the employee's own company calendar (a Japanese holiday)", async () => {
    clock.set('2026-11-20T05:00:00Z');
    const { token } = await fresh('JP-D1-F1');
    const body = (await get(token, '/api/user/timesheets?month=2026-11')).json();
    const row = body.timeSheets.find((r: { work_date: string }) => r.work_date === '2026-11-23');
    expect(row).toMatchObject({ day_kind: 'holiday', status: 'holiday', note: ['HOLIDAY'] });
    expect(row.holiday_name).toBeTruthy();
  });

  it('filters a date range, newest first on request', async () => {
    clock.set('2026-11-20T05:00:00Z');
    const { token } = await fresh();
    const body = (
      await get(token, '/api/user/timesheets?start_date=2026-11-16&end_date=2026-11-18&sort_by=desc')
    ).json();
    expect(body.timeSheets.map((r: { work_date: string }) => r.work_date)).toEqual([
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
    ]);
  });

  it('answers from the inputs as they are now: its own days, its order, the day it is asked on', async () => {
    clock.set('2026-11-20T05:00:00Z'); // Friday 12:00 in Hanoi
    const who = await fresh();
    const other = await fresh();
    const month = async (query = '') => {
      const res = await get(who.token, `/api/user/timesheets?month=2026-11${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().timeSheets as Array<{ work_date: string; status: string; work_time_pay: number }>;
    };
    const day = (list: Awaited<ReturnType<typeof month>>, date: string) =>
      list.find((r) => r.work_date === date);
    const first = await month();
    expect(day(first, '2026-11-19')).toMatchObject({ status: 'missing_check_in', work_time_pay: 0 });
    expect(day(first, '2026-11-20')).toMatchObject({ status: 'future' });
    // Newest first, then oldest first again: the order asked, every time.
    const desc = await month('&sort_by=desc');
    expect(desc[0]?.work_date).toBe('2026-11-30');
    expect((await month('&sort_by=asc')).map((r) => r.work_date)).toEqual(first.map((r) => r.work_date));
    // Somebody else's day changes nothing of mine.
    await importAttendance(ctx, [[other.code, '2026-11-19', '08:00', '17:30']]);
    expect(await month('&x=1')).toEqual(first);
    // My own day is there at once, on the month and on the dashboard.
    await importAttendance(ctx, [[who.code, '2026-11-19', '08:00', '17:30']]);
    expect(day(await month('&x=2'), '2026-11-19')).toMatchObject({ status: 'complete', work_time_pay: 480 });
    const dashboard = await get(who.token, '/api/timesheet-dashboard?month=2026-11');
    expect(dashboard.statusCode).toBe(200);
    expect(day(dashboard.json().timeSheets, '2026-11-19')).toMatchObject({ status: 'complete' });
    // The next day, the 20th is past: missing its check-in, no longer in the future.
    clock.set('2026-11-21T02:00:00Z');
    expect(day(await month('&x=3'), '2026-11-20')).toMatchObject({ status: 'missing_check_in' });
  });

  it.each([
    ['month=2026-13', 'month', 'format'],
    ['month=november', 'month', 'format'],
    ['start_date=2026-11-10', 'end_date', 'required'],
    ['start_date=2026-11-10&end_date=2026-11-01', 'end_date', 'after_or_equal'],
    ['start_date=2026-02-30&end_date=2026-03-01', 'start_date', 'invalid'],
    ['start_date=2026-01-01&end_date=2026-06-01', 'end_date', 'max_days'],
    ['start_date=2000-01-01&end_date=2099-12-31', 'end_date', 'max_days'],
    ['start_date=2026-11-01&end_date=9999-12-31', 'end_date', 'date_window'],
    ['month=9999-12', 'month', 'date_window'],
  ])('refuses %s with 422 on %s', async (query, field, rule) => {
    const res = await get(member, `/api/user/timesheets?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0].rule).toBe(rule);
  });
});

describe('GET /api/timesheets (administrators)', () => {
  it('bounds the range even when only one end is given', async () => {
    const res = await get(admin, '/api/timesheets?start_date=2000-01-01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date[0].rule).toBe('max_days');
  });

  it('is for administrators only', async () => {
    const res = await get(member, '/api/timesheets');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(4030);
  });

  it('pages over every employee and day of the range', async () => {
    const employees = Number((await rows(sql`select count(*)::int as n from employees`)).rows[0]?.n);
    const res = await get(
      admin,
      '/api/timesheets?start_date=2026-11-01&end_date=2026-11-30&per_page=100&page=2',
    );
    expect(res.statusCode).toBe(200);
    const page = res.json().timeSheets;
    expect(page).toMatchObject({ total: employees * 30, per_page: 100, current_page: 2, from: 101, to: 200 });
    expect(page.data).toHaveLength(100);
    expect(page.data[0].employee).toHaveProperty('employee_code');
    // Written row by row as the route's schema declares it (list-json.ts): JSON, the page's fields
    // before its rows, and nothing undeclared (the people's ids of the range, company ids...).
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(page)).toEqual([
      'from',
      'to',
      'last_page',
      'path',
      'current_page',
      'total',
      'per_page',
      'data',
    ]);
    expect(Object.keys(page.data[0].employee).sort()).toEqual(
      ['company_code', 'division_name', 'employee_code', 'foot_name', 'id', 'name'].sort(),
    );
  });

  it('counts a new employee in its total at once (the count is kept only while employees are unchanged)', async () => {
    const url = '/api/timesheets?start_date=2026-11-01&end_date=2026-11-30&per_page=50&_t=kept';
    const before = (await get(admin, url)).json().timeSheets.total;
    expect((await get(admin, `${url}2`)).json().timeSheets.total).toBe(before);
    await fresh();
    expect((await get(admin, `${url}3`)).json().timeSheets.total).toBe(before + 30);
  });

  it('orders every page by employee code, and follows a changed code at once (the order is kept only while employees are unchanged)', async () => {
    const codes = async () =>
      (await rows(sql`select employee_code as code from employees order by employee_code`)).rows.map(
        (r) => r.code as string,
      );
    // Two days: two rows per person, so page 2 of 50 rows is the 26th to 50th employee by code.
    const url = (n: number) =>
      `/api/timesheets?start_date=2026-11-18&end_date=2026-11-19&per_page=50&page=2&_t=order${n}`;
    const shown = async (n: number) => {
      const data = (await get(admin, url(n))).json().timeSheets.data as Array<{
        work_date: string;
        employee: { employee_code: string };
      }>;
      expect(data.map((r) => r.work_date)).toEqual(data.map((_, i) => (i % 2 ? '2026-11-19' : '2026-11-18')));
      return data.filter((_, i) => i % 2 === 0).map((r) => r.employee.employee_code);
    };
    const before = await codes();
    const end = Math.min(50, before.length);
    expect(end).toBeGreaterThan(26);
    expect(await shown(1)).toEqual(before.slice(25, end));
    expect(await shown(2)).toEqual(before.slice(25, end));
    // The last employee of page 2 takes a code that sorts first: page 2 starts one person earlier.
    const moved = before[end - 1] as string;
    await ctx.database.db.execute(
      sql`update employees set employee_code = ${'0000-moved'} where employee_code = ${moved}`,
    );
    const after = await codes();
    expect(after[0]).toBe('0000-moved');
    expect(await shown(3)).toEqual(after.slice(25, end));
    expect(await shown(3)).toEqual(before.slice(24, end - 1));
    await ctx.database.db.execute(
      sql`update employees set employee_code = ${moved} where employee_code = ${'0000-moved'}`,
    );
    expect(await shown(4)).toEqual(before.slice(25, end));
  });

  it("shows a person's new name and place at once, and a check-in at once (the page's people are kept only while people are unchanged)", async () => {
    const who = await workedTheEighteenth();
    const url = (n: number) =>
      `/api/timesheets?start_date=2026-11-18&end_date=2026-11-19&per_page=50&employee_info=${who.code}&_t=people${n}`;
    const shown = async (n: number) =>
      (await get(admin, url(n))).json().timeSheets.data as Array<{
        start_time_real: string | null;
        employee: { name: string; foot_name: string | null; division_name: string | null };
      }>;
    const [first] = await shown(1);
    expect(first?.employee.name).not.toBe('Renamed Person');
    await ctx.database.db.execute(sql`update employees set name = 'Renamed Person' where id = ${who.id}`);
    expect((await shown(2)).map((r) => r.employee.name)).toEqual(['Renamed Person', 'Renamed Person']);
    // Their foot renamed (another table the row shows).
    const footName = first?.employee.foot_name ?? null;
    const setFoot = (name: string | null) =>
      ctx.database.db.execute(
        sql`update foots set name = ${name} where id = (select foot_id from employees where id = ${who.id})`,
      );
    await setFoot('Renamed foot');
    try {
      expect((await shown(3))[0]?.employee.foot_name).toBe('Renamed foot');
    } finally {
      await setFoot(footName);
    }
    expect((await shown(4))[0]?.employee.foot_name).toBe(footName);
    // A day's attendance written after the people were kept shows on the next page read.
    expect((await shown(5))[1]?.start_time_real).toBeNull();
    await importAttendance(ctx, [[who.code, '2026-11-19', '08:00', '17:30']]);
    expect((await shown(6))[1]?.start_time_real).toBe('08:00');
  });

  it('filters by company, foot and employee', async () => {
    const jp = (
      await get(
        admin,
        '/api/timesheets?start_date=2026-11-01&end_date=2026-11-30&company_code=JAPAN&per_page=200',
      )
    ).json().timeSheets;
    expect(
      new Set(jp.data.map((r: { employee: { company_code: string } }) => r.employee.company_code)),
    ).toEqual(new Set(['JAPAN']));
    const who = await workedTheEighteenth();
    const one = (
      await get(
        admin,
        `/api/timesheets?start_date=2026-11-01&end_date=2026-11-30&employee_info=${who.code.toLowerCase()}`,
      )
    ).json().timeSheets;
    expect(one.total).toBe(30);
    expect(one.data[17]).toMatchObject({
      work_date: '2026-11-18',
      work_time_pay: 475,
      employee: { employee_code: who.code },
    });
    const foot = (
      await get(
        admin,
        '/api/timesheets?start_date=2026-11-18&end_date=2026-11-18&foot_code=HN-D1-F1&per_page=50',
      )
    ).json().timeSheets;
    expect(
      foot.data.every((r: { employee: { foot_name: string } }) => r.employee.foot_name === 'Foot Phoenix'),
    ).toBe(true);
    const none = (
      await get(admin, `/api/timesheets?employee_info=${encodeURIComponent("%' OR 1=1 --")}`)
    ).json().timeSheets;
    expect(none.total).toBe(0);
  });

  it('accepts only the page sizes 50, 100 and 200', async () => {
    const res = await get(admin, '/api/timesheets?per_page=7');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.per_page[0].rule).toBe('enum');
  });

  it('exports the same columns as XLSX', async () => {
    const who = await workedTheEighteenth();
    const res = await get(
      admin,
      `/api/timesheets?start_date=2026-11-18&end_date=2026-11-18&employee_info=${who.code}&export=1`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('timesheets_2026-11-18_2026-11-18.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('employee_code');
    expect(sheet?.getRow(2).getCell(1).value).toBe(who.code);
    expect(sheet?.getRow(2).getCell(14).value).toBe(475);
    expect(sheet?.rowCount).toBe(2);
  });
});

describe('admin correction and creation', () => {
  it('edits a day, audited, and refuses others', async () => {
    clock.set('2026-11-20T05:00:00Z');
    const who = await workedTheEighteenth();
    const days = (await get(who.token, '/api/user/timesheets?month=2026-11')).json().timeSheets;
    const id = days.find((d: { work_date: string }) => d.work_date === '2026-11-18').id;
    expect(id).toEqual(expect.any(Number));
    expect(
      (
        await call(app, who.token, {
          method: 'PUT',
          url: `/api/timesheets/${id}`,
          payload: { check_in: '08:00', check_out: '17:30', reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const res = await call(app, admin, {
      method: 'PUT',
      url: `/api/timesheets/${id}`,
      payload: { check_in: '08:00', check_out: '17:30', reason: 'Machine was down' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().timeSheet).toMatchObject({
      start_time_real: '08:00',
      end_time_real: '17:30',
      late_time: 0,
      work_time_pay: 480,
      note: ['ADMIN_EDITED'],
    });
    const audit = (
      await rows(sql`select action, data from audit_log where entity = 'timesheets' and entity_id = ${id}`)
    ).rows;
    expect(audit[0]).toMatchObject({
      action: 'timesheet.edit',
      data: { reason: 'Machine was down', after: { check_in: '2026-11-18T01:00:00.000Z' } },
    });
  });

  it.each([
    [{ check_in: '09:00', check_out: '08:00', reason: 'r' }, 'check_out', 'after'],
    [{ check_in: '25:00', check_out: null, reason: 'r' }, 'check_in', 'format'],
    [{ check_in: '08:00', check_out: '17:00', reason: '' }, 'reason', 'required'],
    [{ check_in: null, check_out: '17:00', reason: 'r' }, 'check_in', 'required'],
  ])('validates %j', async (payload, field, rule) => {
    // A recorded day of a new employee.
    const who = await makeEmployee(ctx);
    await importAttendance(ctx, [[who.code, '2026-11-10', '08:00', '17:00']]);
    const id = Number((await rows(sql`select id from timesheets where employee_id = ${who.id}`)).rows[0]?.id);
    const res = await call(app, admin, { method: 'PUT', url: `/api/timesheets/${id}`, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0].rule).toBe(rule);
  });

  it('answers 4318 for an unknown day', async () => {
    const res = await call(app, admin, {
      method: 'PUT',
      url: '/api/timesheets/999999',
      payload: { check_in: '08:00', check_out: '17:00', reason: 'r' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(4318);
  });

  it('creates a missing day once (4319 after)', async () => {
    const payload = {
      employee_id: (await fresh()).id,
      work_date: '2026-11-16',
      check_in: '08:00',
      check_out: '17:30',
      reason: 'Forgot the badge',
    };
    const res = await post(admin, '/api/timesheets', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().timeSheet).toMatchObject({ work_date: '2026-11-16', work_time_pay: 480 });
    expect((await post(admin, '/api/timesheets', payload)).json().code).toBe(4319);
  });
});

describe('POST /api/timesheets/import', () => {
  const upload = (token: string, name: string, content: Buffer | string, type = 'text/csv') => {
    const { payload, headers } = multipart('file', name, content, type);
    return call(app, token, { method: 'POST', url: '/api/timesheets/import', payload, headers });
  };
  const count = async () => Number((await rows(sql`select count(*)::int as n from timesheets`)).rows[0]?.n);
  const csvOf = (a: Person, b: Person, c: Person) =>
    [
      'employee_code,date,check_in,check_out',
      `${a.code},2026-11-02,08:00,17:30`,
      `${b.code},2026-11-02,08:20,17:30`,
      `${c.code},2026-11-02,09:00,`,
    ].join('\r\n');

  it('imports a CSV, and importing it again changes nothing', async () => {
    const late = await fresh();
    const csv = csvOf(await fresh(), late, await fresh('JP-D1-F1'));
    const before = await count();
    const first = await upload(admin, 'machine.csv', csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 3, created: 3, updated: 0, unchanged: 0 });
    expect(await count()).toBe(before + 3);
    const second = await upload(admin, 'machine.csv', csv);
    expect(second.json()).toEqual({ imported: 3, created: 0, updated: 0, unchanged: 3 });
    const changed = await upload(admin, 'machine.csv', csv.replace('08:20', '08:25'));
    expect(changed.json()).toEqual({ imported: 3, created: 0, updated: 1, unchanged: 2 });
    const row = (
      await get(admin, `/api/timesheets?start_date=2026-11-02&end_date=2026-11-02&employee_info=${late.code}`)
    ).json().timeSheets.data[0];
    expect(row).toMatchObject({ start_time_real: '08:25', late_time: 25 });
  });

  it('imports an XLSX with typed cells', async () => {
    const who = await fresh();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('in');
    sheet.addRow(['employee_code', 'date', 'check_in', 'check_out']);
    sheet.addRow([
      who.code,
      new Date(Date.UTC(2026, 10, 3)),
      '08:00',
      new Date(Date.UTC(1899, 11, 30, 17, 30)),
    ]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload(
      admin,
      'machine.xlsx',
      buffer,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.json()).toEqual({ imported: 1, created: 1, updated: 0, unchanged: 0 });
    const row = (
      await get(admin, `/api/timesheets?start_date=2026-11-03&end_date=2026-11-03&employee_info=${who.code}`)
    ).json().timeSheets.data[0];
    expect(row).toMatchObject({ start_time_real: '08:00', end_time_real: '17:30' });
  });

  it('refuses the whole file with a per-line report and writes nothing', async () => {
    const before = await count();
    const bad = [
      'employee_code,date,check_in,check_out',
      'HN0012,2026-11-04,08:00,17:30',
      'NOPE01,2026-11-04,08:00,17:30',
      'HN0013,2026-11-31,08:00,17:30',
      'HN0013,2026-11-04,24:00,17:30',
      'HN0014,2026-11-04,18:00,17:30',
      'HN0012,2026-11-04,08:05,17:30',
      ',2026-11-04,,',
    ].join('\n');
    const res = await upload(admin, 'bad.csv', bad);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(4220);
    const rules = Object.fromEntries(
      Object.entries(body.errors).map(([k, v]) => [k, (v as Array<{ rule: string }>).map((e) => e.rule)]),
    );
    expect(rules).toEqual({
      'rows.3.employee_code': ['unknown'],
      'rows.4.date': ['format'],
      'rows.5.check_in': ['format'],
      'rows.6.check_out': ['after'],
      'rows.7._': ['duplicate'],
      'rows.8.employee_code': ['required'],
      'rows.8.check_in': ['required'],
    });
    expect(await count()).toBe(before);
  });

  it.each([
    ['a wrong header', 'code,day,in,out\nHN0012,2026-11-04,08:00,17:30', 'rows.1._', 'format'],
    ['a header only', 'employee_code,date,check_in,check_out\n', 'rows.1._', 'required'],
    ['an HTML page named .csv', '<html><script>alert(1)</script></html>', 'rows.1._', 'format'],
  ])('reports %s', async (_label, content, key, rule) => {
    const res = await upload(admin, 'x.csv', content);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[key][0].rule).toBe(rule);
  });

  it('refuses a binary file (415 / 4150) and a file over 5 MB (413 / 4130)', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe,
    ]);
    const res = await upload(admin, 'photo.csv', png, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(4150);
    const big = `employee_code,date,check_in,check_out\n${'HN0012,2026-11-04,08:00,17:30\n'.repeat(200_000)}`;
    const tooLarge = await upload(admin, 'big.csv', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe(4130);
  });

  it('answers a body the multipart reader cannot finish with 400 / 4000, not 500', async () => {
    const csv = 'employee_code,date,check_in,check_out\nHN0012,2026-11-04,08:00,17:30';
    const { payload, headers } = multipart('file', 'machine.csv', csv, 'text/csv');
    const cut = payload.subarray(0, payload.length - 30);
    const cutShort = await call(app, admin, {
      method: 'POST',
      url: '/api/timesheets/import',
      payload: cut,
      headers,
    });
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json()).toMatchObject({ code: 4000 });
    const noBoundary = await call(app, admin, {
      method: 'POST',
      url: '/api/timesheets/import',
      payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: 4000 });
  });

  it('is for administrators only, and wants multipart', async () => {
    const csv = 'employee_code,date,check_in,check_out\nHN0012,2026-11-04,08:00,17:30';
    expect((await upload(member, 'machine.csv', csv)).statusCode).toBe(403);
    const json = await post(admin, '/api/timesheets/import', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

describe('month submission and the month lock', () => {
  it('is open only from the 1st to the 5th of the next month (4313)', async () => {
    clock.set('2026-11-20T05:00:00Z');
    const { token } = await fresh();
    const res = await post(token, '/api/submit-timesheets', { month: '2026-11' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4313);
    clock.set('2026-12-05T16:59:00Z'); // 23:59 on the 5th in Hanoi
    expect((await post(token, '/api/submit-timesheets', { month: '2026-11' })).statusCode).toBe(200);
    clock.set('2026-12-05T17:01:00Z'); // the 6th in Hanoi
    expect((await post(token, '/api/unsubmit-timesheets', { month: '2026-11' })).json().code).toBe(4313);
  });

  it('locks the month: admin edits and imports are refused', async () => {
    const who = await workedTheEighteenth();
    clock.set('2026-12-02T03:00:00Z');
    expect((await post(who.token, '/api/submit-timesheets', { month: '2026-11' })).statusCode).toBe(200);
    expect((await post(who.token, '/api/submit-timesheets', { month: '2026-11' })).json().code).toBe(4314);
    const month = (await get(who.token, '/api/user/timesheets?month=2026-11')).json();
    expect(month.checkSubmitted).toBe(true);
    const id = month.timeSheets[17].id;
    expect(id).toEqual(expect.any(Number));
    const edit = await call(app, admin, {
      method: 'PUT',
      url: `/api/timesheets/${id}`,
      payload: { check_in: '08:00', check_out: '17:00', reason: 'r' },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({
      code: 4316,
      message: 'This month is submitted: its timesheet cannot be changed.',
    });
    const { payload, headers } = multipart(
      'file',
      'x.csv',
      `employee_code,date,check_in,check_out\n${who.code},2026-11-19,08:00,17:30`,
    );
    const imp = await call(app, admin, { method: 'POST', url: '/api/timesheets/import', payload, headers });
    expect(imp.json().errors['rows.2.date'][0].rule).toBe('locked');
  });

  it('reopens the month once (4315 after)', async () => {
    clock.set('2026-12-02T03:00:00Z');
    const { token } = await fresh();
    expect((await post(token, '/api/submit-timesheets', { month: '2026-11' })).statusCode).toBe(200);
    expect((await post(token, '/api/unsubmit-timesheets', { month: '2026-11' })).statusCode).toBe(200);
    expect((await post(token, '/api/unsubmit-timesheets', { month: '2026-11' })).json().code).toBe(4315);
  });

  it('lets administrators act for a whole company at any time', async () => {
    clock.set('2026-11-20T05:00:00Z');
    const tokyo = await fresh('JP-D1-F1');
    expect(
      (await post(member, '/api/submit-timesheets', { month: '2026-10', company_id: hanoi })).statusCode,
    ).toBe(403);
    const res = await post(admin, '/api/submit-timesheets', { month: '2026-10', company_id: japan });
    expect(res.statusCode).toBe(200);
    const jp = Number(
      (await rows(sql`select count(*)::int as n from employees where company_id = ${japan}`)).rows[0]?.n,
    );
    expect(res.json().employees).toBe(jp);
    expect((await get(tokyo.token, '/api/user/timesheets?month=2026-10')).json().checkSubmitted).toBe(true);
    expect(
      (await post(admin, '/api/unsubmit-timesheets', { month: '2026-10', company_id: japan })).json()
        .employees,
    ).toBe(jp);
  });

  it.each([
    { month: '2026-1' },
    { month: '2026-00' },
    { month: 202611 },
    {},
    { month: '2026-11', company_id: 9 },
  ])('validates %j', async (payload) => {
    const res = await post(admin, '/api/submit-timesheets', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4220);
  });
});

describe('dashboard and compensation', () => {
  it('sums the month', async () => {
    clock.set('2026-11-20T05:00:00Z');
    const who = await fresh();
    await importAttendance(ctx, [[who.code, '2026-11-18', '08:00', '17:30']]);
    const d = (await get(who.token, '/api/timesheet-dashboard?month=2026-11')).json();
    expect(d).toMatchObject({
      month: '2026-11',
      checkSubmitted: false,
      dayWorking: 21,
      dayWorkingReal: 1,
      normalDayWorking: 480,
      standardMinutes: 21 * 480,
      actualMinutes: 480,
      shortfallMinutes: 20 * 480,
      canSubmitNow: false,
      submitWindow: { from: '2026-12-01', to: '2026-12-05' },
    });
    expect(d.missTimesheet).toBe(13); // past working days of November without attendance
    const counts = (await get(who.token, '/api/timesheet-dashboard/total-requests?month=2026-11')).json();
    expect(counts).toEqual({
      overtime: { 1: 0, 2: 0, 3: 0 },
      timesheet: { 1: 0, 2: 0, 3: 0 },
      sabbatical: { 1: 0, 2: 0, 3: 0 },
      remote: { 1: 0, 2: 0, 3: 0 },
    });
  });

  it('compensates only in the window and only with overtime (4313, 4317)', async () => {
    clock.set('2026-11-20T05:00:00Z');
    const { token } = await fresh();
    expect((await post(token, '/api/compensation-timesheet', { month: '2026-11' })).json().code).toBe(4313);
    clock.set('2026-12-02T03:00:00Z');
    expect((await post(token, '/api/compensation-timesheet', { month: '2026-11' })).json().code).toBe(4317);
  });
});
