import { PAYROLL_MINUTE_COLUMNS, SUMMED_COLUMNS } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  companyId,
  demoPeople,
  importAttendance,
  makeCorrection,
  makeMember,
  makeRemote,
  type Person,
  rows,
} from '../../test/factories';
import { call, setupTestApp, TestClock, type TestContext } from '../../test/helpers';

// Issue #20, month close: HR's one screen for a month and a company, the reminder to everyone open,
// bulk lock and unlock, and the payroll file whose totals equal the timesheet screens.
const clock = new TestClock();
let ctx: TestContext;
let admin: Person;
let member: Person;
let pm: Person;
let hanoi: number;
let japan: number;
const MONTH = '2026-11';

beforeAll(async () => {
  // Tuesday 10 November 2026, 09:00 in Hanoi.
  clock.set('2026-11-10T02:00:00Z');
  ctx = await setupTestApp({}, clock);
  ({ admin, member, pm } = await demoPeople(ctx, ['admin', 'member', 'pm']));
  hanoi = await companyId(ctx, 'HANOI');
  japan = await companyId(ctx, 'JAPAN');
});

const get = (who: Person | null, url: string) => call(ctx.app, who?.token ?? null, { method: 'GET', url });
const post = (who: Person, url: string, payload: unknown) =>
  call(ctx.app, who.token, { method: 'POST', url, payload: payload as Record<string, unknown> });
const screen = (query: string, who: Person = admin) => get(who, `/api/month-close?${query}`);
const lock = (employee_ids: number[], locked: boolean, company = hanoi, month = MONTH) =>
  post(admin, '/api/month-close/lock', { month, company_id: company, employee_ids, locked });

interface PersonOut {
  id: number;
  employee_code: string;
  submitted: boolean;
  missing_days: number;
  pending_requests: number;
}

/** The person's line on the screen under a filter (null when not listed), paging through it all. */
async function lineOf(who: Person, status: 'open' | 'submitted' | 'all') {
  for (let page = 1; page < 20; page++) {
    const res = await screen(`month=${MONTH}&company_id=${hanoi}&status=${status}&per_page=200&page=${page}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const found = (body.people.data as PersonOut[]).find((p) => p.id === who.id);
    if (found) return found;
    if (page >= body.people.last_page) return null;
  }
  return null;
}

const reminders = async (who: Person) =>
  (
    await rows(
      ctx,
      sql`select url from notifications where employee_id = ${who.id} and type = 'SUBMIT_TIMESHEET_REMINDER'`,
    )
  ).map((r) => r.url);

describe('who may close a month', () => {
  it.each([
    ['GET', `/api/month-close?month=${MONTH}&company_id=2`],
    ['GET', `/api/month-close/payroll?month=${MONTH}&company_id=2`],
  ])('%s %s: 401 without a session, 403 / 4030 for a member or an approver', async (_m, url) => {
    expect((await get(null, url)).statusCode).toBe(401);
    for (const who of [member, pm]) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
  });

  it('only administrators remind or lock', async () => {
    for (const [url, body] of [
      ['/api/month-close/remind', { month: MONTH, company_id: hanoi }],
      ['/api/month-close/lock', { month: MONTH, company_id: hanoi, employee_ids: [member.id], locked: true }],
    ] as const) {
      const res = await post(pm, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    expect(await reminders(member)).toEqual([]);
    expect(
      await rows(ctx, sql`select 1 from timesheet_submissions where employee_id = ${member.id}`),
    ).toEqual([]);
  });
});

describe('bad input is told field by field', () => {
  it.each([
    ['month=2026-13&company_id=2', 'month'],
    ['month=nov&company_id=2', 'month'],
    ['company_id=2', 'month'],
    ['month=2026-11&company_id=9', 'company_id'],
    ['month=2026-11', 'company_id'],
    ['month=2026-11&company_id=2&status=late', 'status'],
    ['month=2026-11&company_id=2&per_page=500', 'per_page'],
    ['month=2026-11&company_id=2&page=0', 'page'],
  ])('GET ?%s: 422 on %s', async (query, field) => {
    const res = await screen(query);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4220);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('a lock names at least one and at most 1,000 people', async () => {
    const none = await lock([], true);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.employee_ids[0].rule).toBe('min_value');
    const many = await lock(
      Array.from({ length: 1001 }, (_, i) => i + 1),
      true,
    );
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.employee_ids[0].rule).toBe('max_value');
    const noFlag = await post(admin, '/api/month-close/lock', {
      month: MONTH,
      company_id: hanoi,
      employee_ids: [member.id],
    });
    expect(noFlag.statusCode).toBe(422);
    expect(Object.keys(noFlag.json().errors)).toContain('locked');
  });

  it("refuses someone who is not one of the company's people, and locks nobody", async () => {
    const tokyo = await makeMember(ctx, { foot: 'JP-D1-F1' });
    const res = await lock([member.id, tokyo.id], true);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.employee_ids[0].rule).toBe('invalid');
    expect(
      await rows(
        ctx,
        sql`select 1 from timesheet_submissions where employee_id in (${member.id}, ${tokyo.id})`,
      ),
    ).toEqual([]);
  });
});

describe('the screen', () => {
  it('lists who has not submitted, with the summary adding up', async () => {
    const fresh = await makeMember(ctx);
    const res = await screen(`month=${MONTH}&company_id=${hanoi}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary.employees).toBe(body.summary.submitted + body.summary.open);
    expect(body.people.total).toBe(body.summary.open);
    expect(body.people.data.every((p: PersonOut) => !p.submitted)).toBe(true);
    expect(await lineOf(fresh, 'open')).toMatchObject({
      id: fresh.id,
      submitted: false,
      pending_requests: 0,
    });
    expect(await lineOf(fresh, 'submitted')).toBeNull();
  });

  it('counts the days with a missing check-out', async () => {
    const who = await makeMember(ctx);
    await importAttendance(ctx, [
      [who.code, '2026-11-02', '08:00', '17:30'],
      [who.code, '2026-11-03', '08:00', ''],
    ]);
    expect((await lineOf(who, 'open'))?.missing_days).toBeGreaterThanOrEqual(1);
    const before = (await lineOf(who, 'open'))?.missing_days ?? 0;
    await importAttendance(ctx, [[who.code, '2026-11-03', '08:00', '17:30']]);
    expect((await lineOf(who, 'open'))?.missing_days).toBe(before - 1);
  });

  it('shows the pending requests of the month, whose turn it is, and the corrections in flight', async () => {
    const before = (await screen(`month=${MONTH}&company_id=${hanoi}`)).json().summary;
    const remote = await makeRemote(ctx, { start_date: '2026-11-19', end_date: '2026-11-20' });
    const correction = await makeCorrection(ctx, { work_date: '2026-11-09' });
    const body = (await screen(`month=${MONTH}&company_id=${hanoi}`)).json();
    expect(body.summary.pending_requests).toBe(before.pending_requests + 2);
    expect(body.summary.corrections_in_flight).toBe(before.corrections_in_flight + 1);
    const remoteLine = body.pending.data.find(
      (p: { kind: string; id: number }) => p.kind === 'remote' && p.id === remote.id,
    );
    expect(remoteLine).toMatchObject({
      employee: { id: remote.requester.id, employee_code: remote.requester.code },
      from: '2026-11-19',
      to: '2026-11-20',
      waiting_on: { id: pm.id },
    });
    expect(
      body.pending.data.some(
        (p: { kind: string; id: number }) => p.kind === 'correction' && p.id === correction.id,
      ),
    ).toBe(true);
    expect((await lineOf(remote.requester, 'open'))?.pending_requests).toBe(1);
    // Another month, another company: not there.
    const december = (await screen(`month=2026-12&company_id=${hanoi}`)).json();
    expect(
      december.pending.data.some(
        (p: { id: number; kind: string }) => p.kind === 'remote' && p.id === remote.id,
      ),
    ).toBe(false);
    const tokyo = (await screen(`month=${MONTH}&company_id=${japan}`)).json();
    expect(tokyo.people.data.some((p: PersonOut) => p.id === remote.requester.id)).toBe(false);
  });

  it('follows a lock at once, whatever page or size is asked next', async () => {
    // Its company-wide reads are kept while their tables are unchanged: each read below is another
    // URL (no answer of the read cache), and each must see the write before it.
    const who = await makeMember(ctx);
    const first = (await screen(`month=${MONTH}&company_id=${hanoi}&per_page=10`)).json();
    expect((await lock([who.id], true)).json()).toEqual({ changed: 1 });
    const after = (await screen(`month=${MONTH}&company_id=${hanoi}&per_page=11`)).json();
    expect(after.summary.submitted).toBe(first.summary.submitted + 1);
    expect(after.summary.open).toBe(first.summary.open - 1);
    expect(after.people.total).toBe(first.people.total - 1);
    const submitted = (
      await screen(`month=${MONTH}&company_id=${hanoi}&status=submitted&per_page=200&page=1`)
    ).json();
    expect(submitted.people.data.some((p: PersonOut) => p.id === who.id)).toBe(true);
    expect((await lock([who.id], false)).json()).toEqual({ changed: 1 });
    const reopened = (await screen(`month=${MONTH}&company_id=${hanoi}&per_page=12`)).json();
    expect(reopened.summary).toEqual(first.summary);
    expect(
      (await screen(`month=${MONTH}&company_id=${hanoi}&status=submitted&per_page=200&page=1`))
        .json()
        .people.data.some((p: PersonOut) => p.id === who.id),
    ).toBe(false);
  });

  it('a decided request leaves the list', async () => {
    const remote = await makeRemote(ctx, { start_date: '2026-11-23', end_date: '2026-11-23' });
    const inList = async () =>
      (await screen(`month=${MONTH}&company_id=${hanoi}`))
        .json()
        .pending.data.some((p: { kind: string; id: number }) => p.kind === 'remote' && p.id === remote.id);
    expect(await inList()).toBe(true);
    expect(
      (await client(ctx).post(pm, `/api/remote/approve/${remote.id}`, { status: 3, reason: 'No.' }))
        .statusCode,
    ).toBe(200);
    expect(await inList()).toBe(false);
  });
});

describe('reminding everyone open', () => {
  it('reminds each open person once a day, with a link to their month, and not the locked', async () => {
    const open = await makeMember(ctx);
    const locked = await makeMember(ctx);
    expect((await lock([locked.id], true)).statusCode).toBe(200);
    const first = await post(admin, '/api/month-close/remind', { month: MONTH, company_id: hanoi });
    expect(first.statusCode).toBe(200);
    expect(first.json().reminded).toBeGreaterThanOrEqual(1);
    expect(await reminders(open)).toEqual([`/dashboard?month=${MONTH}`]);
    expect(await reminders(locked)).toEqual([]);

    // The same day again: nobody twice.
    const again = await post(admin, '/api/month-close/remind', { month: MONTH, company_id: hanoi });
    expect(again.json().reminded).toBe(0);
    expect(await reminders(open)).toHaveLength(1);

    // The next day: once more.
    clock.set('2026-11-11T02:00:00Z');
    try {
      const next = await post(admin, '/api/month-close/remind', { month: MONTH, company_id: hanoi });
      // Everyone open yesterday is open today: each is reminded once more.
      expect(next.json().reminded).toBe(first.json().reminded);
      expect(await reminders(open)).toHaveLength(2);
    } finally {
      clock.set('2026-11-10T02:00:00Z');
    }
    const [audit] = await rows(
      ctx,
      sql`select data from audit_log where action = 'month_close.remind' and actor_id = ${admin.id} order by id limit 1`,
    );
    expect(audit?.data).toMatchObject({ month: MONTH, company_id: hanoi, reminded: first.json().reminded });
  });

  it('the person sees the reminder in their bell', async () => {
    const who = await makeMember(ctx);
    await post(admin, '/api/month-close/remind', { month: MONTH, company_id: hanoi });
    const res = await get(who, '/api/notifications');
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('SUBMIT_TIMESHEET_REMINDER');
  });
});

describe('bulk lock and unlock', () => {
  it('locks the chosen people, whose month then refuses new requests, and reopens it', async () => {
    const a = await makeMember(ctx);
    const b = await makeMember(ctx);
    const res = await lock([a.id, b.id, a.id], true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    expect(await lineOf(a, 'submitted')).toMatchObject({ submitted: true });
    // Locked: no new remote request in that month (4308).
    const refused = await client(ctx).post(a, '/api/remote', {
      approve_person_1: pm.id,
      approve_person_2: (await demoPeople(ctx, ['leader'])).leader.id,
      start_date: '2026-11-25',
      end_date: '2026-11-25',
      reason: 'Home delivery.',
    });
    expect(refused.json().code).toBe(4308);
    // Locking again changes nobody.
    expect((await lock([a.id, b.id], true)).json()).toEqual({ changed: 0 });

    expect((await lock([a.id], false)).json()).toEqual({ changed: 1 });
    expect(await lineOf(a, 'open')).toMatchObject({ submitted: false });
    expect(await lineOf(b, 'submitted')).toMatchObject({ submitted: true });
    const audits = await rows(
      ctx,
      sql`select action, data from audit_log where action like 'month_close.%lock' order by id`,
    );
    expect(audits.map((r) => r.action)).toEqual(
      expect.arrayContaining(['month_close.lock', 'month_close.unlock']),
    );
  });
});

describe('the payroll file', () => {
  async function payroll(company = hanoi) {
    const res = await get(admin, `/api/month-close/payroll?month=${MONTH}&company_id=${company}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`payroll_${company}_${MONTH}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const lines: Array<Record<string, string | number | null>> = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const values = (sheet.getRow(r).values as unknown[]).slice(1);
      lines.push(
        Object.fromEntries(header.map((h, i) => [h, (values[i] ?? null) as string | number | null])),
      );
    }
    return { header, lines };
  }

  const headerOf = {
    work_time_pay: 'paid_work_minutes',
    late_time: 'late_minutes',
    early_time: 'early_minutes',
    ot_150_percent: 'ot_150_minutes',
    ot_200_percent: 'ot_200_minutes',
    compensated_leave: 'compensated_leave_minutes',
    paid_leave: 'paid_leave_minutes',
    unpaid_leave: 'unpaid_leave_minutes',
  } as const;

  it("one row per person whose minutes equal the person's own timesheet screen", async () => {
    const who = await makeMember(ctx);
    await importAttendance(ctx, [
      [who.code, '2026-11-02', '08:00', '17:30'],
      [who.code, '2026-11-03', '08:25', '17:10'],
      [who.code, '2026-11-04', '07:55', '17:45'],
    ]);
    const approvedRemote = await makeRemote(ctx, {
      requester: who,
      start_date: '2026-11-12',
      end_date: '2026-11-12',
    });
    const leader = (await demoPeople(ctx, ['leader'])).leader;
    expect(
      (await client(ctx).post(pm, `/api/remote/approve/${approvedRemote.id}`, { status: 2, reason: 'OK' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await client(ctx).post(leader, `/api/remote/approve/${approvedRemote.id}`, {
          status: 2,
          reason: 'OK',
        })
      ).statusCode,
    ).toBe(200);

    const { header, lines } = await payroll();
    expect(header).toEqual([
      'employee_code',
      'name',
      'division',
      'foot',
      'submitted',
      ...PAYROLL_MINUTE_COLUMNS.map((c) => headerOf[c]),
      'remote_days',
    ]);
    const line = lines.find((l) => l.employee_code === who.code);
    const own = (await get(who, `/api/user/timesheets?month=${MONTH}`)).json().timeSheets as Array<
      Record<string, number>
    >;
    for (const c of PAYROLL_MINUTE_COLUMNS)
      expect(line?.[headerOf[c]]).toBe(own.reduce((s, d) => s + (d[c] ?? 0), 0));
    expect(line?.late_minutes).toBeGreaterThan(0);
    expect(line?.remote_days).toBe(1);
    expect(line?.submitted).toBe('no');
  });

  it("every person's line and the TOTAL row equal the administrators' timesheet list to the minute", async () => {
    const { lines } = await payroll();
    const people = lines.filter((l) => l.employee_code !== 'TOTAL');
    const total = lines.at(-1);
    expect(total?.employee_code).toBe('TOTAL');
    const code = (await rows(ctx, sql`select code from companies where id = ${hanoi}`))[0]?.code as string;
    // The administrators' list of the whole company and month, every page.
    const sums = new Map<string, Record<string, number>>();
    for (let page = 1; page < 200; page++) {
      const res = await get(
        admin,
        `/api/timesheets?company_code=${code}&start_date=2026-11-01&end_date=2026-11-30&per_page=200&page=${page}`,
      );
      expect(res.statusCode).toBe(200);
      const list = res.json().timeSheets;
      for (const row of list.data as Array<
        Record<string, number> & { employee: { employee_code: string } }
      >) {
        const s =
          sums.get(row.employee.employee_code) ?? Object.fromEntries(SUMMED_COLUMNS.map((c) => [c, 0]));
        for (const c of SUMMED_COLUMNS) s[c] = (s[c] ?? 0) + (row[c] ?? 0);
        sums.set(row.employee.employee_code, s);
      }
      if (page >= list.last_page) break;
    }
    expect(people.length).toBeGreaterThan(5);
    for (const l of people) {
      const s = sums.get(String(l.employee_code));
      for (const c of PAYROLL_MINUTE_COLUMNS) expect(l[headerOf[c]], `${l.employee_code} ${c}`).toBe(s?.[c]);
    }
    for (const c of PAYROLL_MINUTE_COLUMNS) {
      const h = headerOf[c];
      expect(total?.[h]).toBe(people.reduce((sum, l) => sum + Number(l[h]), 0));
    }
    expect(Number(total?.paid_work_minutes)).toBeGreaterThan(0);
  });

  it('bad input: 422 naming the field', async () => {
    const res = await get(admin, `/api/month-close/payroll?month=2026-11-31&company_id=${hanoi}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('month');
  });
});
