import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, setupTestApp, TestClock } from '../../test/helpers';
import { accrueDue, accrueYearSoFar } from './leave.ledger';

const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z'); // Wednesday 10:00 in Hanoi
const { app, database } = await setupTestApp({}, clock);

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const q = async (text: ReturnType<typeof sql>) =>
  ((await database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

beforeAll(async () => {
  for (const who of ['member', 'pm', 'top', 'leader', 'dm', 'admin', 'hr', 'solo'])
    tokens[who] = await login(app, `${who}@demo.test`);
  for (const r of await q(
    sql`select id, split_part(email, '@', 1) as who from employees where email like '%@demo.test'`,
  ))
    ids[String(r.who)] = Number(r.id);
  // January to November: 11 days for everybody.
  expect(await accrueYearSoFar(database.db, clock.now())).toBeGreaterThan(0);
});

const as = (who: string) => tokens[who] as string;
const get = (who: string, url: string) => call(app, as(who), { method: 'GET', url });
const post = (who: string, url: string, payload: Record<string, unknown>) =>
  call(app, as(who), { method: 'POST', url, payload });
const del = (who: string, url: string) => call(app, as(who), { method: 'DELETE', url });
const body = (over: Record<string, unknown> = {}) => ({
  start_date: '2026-11-19',
  start_time: '08:00',
  end_date: '2026-11-20',
  end_time: '17:30',
  type_reason: 1,
  reason: 'VACATION_MODE',
  note: 'Family trip to Ha Long.',
  approve_person_1: ids.pm,
  approve_person_2: ids.top,
  ...over,
});
const balance = async (who = 'member') => (await get(who, '/api/sabbatical-days-off/get-count')).json();
const ledgerCount = async () => Number((await q(sql`select count(*) as n from leave_ledger`))[0]?.n);
const ledgerSum = async (who: string) =>
  Number(
    (await q(sql`select coalesce(sum(minutes), 0) as m from leave_ledger where employee_id = ${ids[who]}`))[0]
      ?.m,
  ) / 480;
const decide = (who: string, id: number, status: 2 | 3, comment = 'ok') =>
  post(who, `/api/sabbatical-leave-request/approve/${id}`, { status, comment });

let first = 0;

describe('the balance and the monthly accrual', () => {
  it('eleven accruals by November; the job never adds one twice', async () => {
    expect(await balance()).toEqual({ remaining_days: 11, days_taken: 0, days_available: 11 });
    expect(await accrueDue(database.db, clock.now())).toBe(0);
    expect(await accrueYearSoFar(database.db, clock.now())).toBe(0);
    clock.set('2026-11-30T18:00:00Z'); // 1 December 01:00 in Hanoi, still November in... every zone is December
    const added = await accrueDue(database.db, clock.now());
    expect(added).toBeGreaterThan(0);
    expect(await accrueDue(database.db, clock.now())).toBe(0);
    expect((await balance()).remaining_days).toBe(12);
    // Back to November: undo the December line so the rest reads simply.
    await database.db.execute(sql`delete from leave_ledger where period = '2026-12'`);
    clock.set('2026-11-18T03:00:00Z');
  });

  it('get-commons gives the form its data and the balance', async () => {
    const c = (await get('member', '/api/sabbatical-leave-request/get-commons')).json();
    expect(c).toMatchObject({ remaining_days: 11, days_taken: 0, days_available: 11, types: [1, 2, 3, 4] });
    expect(c.approveEmployees.level1.map((p: { id: number }) => p.id)).toEqual([ids.pm]);
    expect(c.approveEmployees.level2.map((p: { id: number }) => p.id)).toEqual([ids.top]);
    expect(c.paid_causes).toEqual({ OWN_MARRIAGE: 3, FAMILY_DEATH: 3, CHILD_MARRIAGE: 1 });
    expect(c.physiological).toMatchObject({
      month: '2026-11',
      remaining_minutes: 270,
      remaining_requests: 3,
    });
  });
});

describe('get-calculate-day-leave', () => {
  it.each([
    ['two days', '2026-11-19', '08:00', '2026-11-20', '17:30', 2, 960],
    ['across a weekend', '2026-11-20', '08:00', '2026-11-23', '17:30', 2, 960],
    ['an afternoon', '2026-11-19', '13:30', '2026-11-19', '17:30', 0.5, 240],
    ['across National Day (a Vietnamese holiday)', '2026-09-01', '08:00', '2026-09-03', '17:30', 2, 960],
  ])('%s', async (_label, sd, st, ed, et, days, minutes) => {
    const res = await get(
      'member',
      `/api/sabbatical-leave-request/get-calculate-day-leave?start_date=${sd}&start_time=${st}&end_date=${ed}&end_time=${et}`,
    );
    expect(res.json()).toEqual({ number_days_off: days, number_minutes_off: minutes });
  });

  it('refuses a time in the lunch break', async () => {
    const res = await get(
      'member',
      '/api/sabbatical-leave-request/get-calculate-day-leave?start_date=2026-11-19&start_time=12:30&end_date=2026-11-19&end_time=17:30',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.start_time[0].rule).toBe('office_time');
  });
});

describe('bad input: a code, and the ledger unchanged', () => {
  it.each<[string, Record<string, unknown>, number, string?, string?]>([
    ['end before start', { end_date: '2026-11-18' }, 4220, 'end_date', 'after_or_equal'],
    ['a time outside office hours', { end_time: '18:00' }, 4220, 'end_time', 'office_time'],
    ['starting at 17:30', { start_time: '17:30' }, 4220, 'start_time', 'office_time'],
    ['only a weekend: 0 days', { start_date: '2026-11-21', end_date: '2026-11-22' }, 4009],
    ['under half a day', { end_date: '2026-11-19', end_time: '10:00' }, 4009],
    ['more type-1 days than available', { end_date: '2026-12-07' }, 4220, 'end_date', 'max_value'],
    ['type 2 without its cause', { type_reason: 2, reason: 'PERSONAL_WORK' }, 4220, 'paid_cause', 'required'],
    [
      'type 2 over its allowance',
      { type_reason: 2, reason: 'PERSONAL_WORK', paid_cause: 'CHILD_MARRIAGE' },
      4220,
      'end_date',
      'max_value',
    ],
    [
      'physiological over 90 minutes',
      { type_reason: 4, reason: 'PHYSIOLOGY', end_date: '2026-11-19', end_time: '10:00' },
      4220,
      'end_time',
      'max_value',
    ],
    [
      'physiological over two days',
      { type_reason: 4, reason: 'PHYSIOLOGY', end_time: '09:00' },
      4220,
      'end_date',
      'same_day',
    ],
    [
      'physiological in another month',
      {
        type_reason: 4,
        reason: 'PHYSIOLOGY',
        start_date: '2026-12-01',
        end_date: '2026-12-01',
        end_time: '09:00',
      },
      4220,
      'start_date',
      'current_month',
    ],
    ['an unknown approver', { approve_person_1: 999999 }, 4324],
  ])('%s', async (_label, over, code, field, rule) => {
    const before = await ledgerCount();
    const res = await post('member', '/api/sabbatical-leave-request', body(over));
    expect(res.json().code).toBe(code);
    if (field) expect(res.json().errors[field][0].rule).toBe(rule);
    expect(await ledgerCount()).toBe(before);
    expect((await get('member', '/api/sabbatical-leave-request')).json().countSabbaticalRequest).toBe(0);
  });
});

describe('a type-1 request through approval', () => {
  it('holds its days while pending', async () => {
    const res = await post('member', '/api/sabbatical-leave-request', body());
    expect(res.statusCode).toBe(200);
    const item = res.json().sabbaticalLeaveRequest;
    first = item.sabbatical_request_id;
    expect(item).toMatchObject({ number_days_off: 2, number_minutes_off: 960, status: 1, can_edit: true });
    expect(await balance()).toEqual({ remaining_days: 11, days_taken: 0, days_available: 9 });
    expect((await get('pm', '/api/get-count-request')).json().requestSabbaticalLeave).toBe(1);
    expect(
      (await post('member', '/api/sabbatical-leave-request', body({ start_date: '2026-11-20' }))).json().code,
    ).toBe(4069);
  });

  it('only the pending level decides; strangers do not see it', async () => {
    expect((await decide('top', first, 2)).json().code).toBe(4323);
    expect((await get('solo', `/api/sabbatical-leave-request/show/${first}`)).json().code).toBe(4294);
    expect((await decide('solo', first, 2)).json().code).toBe(4294);
    expect((await decide('pm', first, 3, '')).statusCode).toBe(422);
  });

  it('approved: the ledger deducts the days, and the timesheet shows the leave', async () => {
    expect((await decide('pm', first, 2)).statusCode).toBe(200);
    expect(await balance()).toEqual({ remaining_days: 11, days_taken: 0, days_available: 9 });
    expect((await decide('top', first, 2)).json().sabbaticalLeaveRequest.status).toBe(2);
    expect(await balance()).toEqual({ remaining_days: 9, days_taken: 2, days_available: 9 });
    const log = (await get('member', '/api/sabbatical-log/sabbatical-leave')).json();
    expect(log.logs.data[0]).toMatchObject({
      kind: 'deduction',
      days: -2,
      balance_days: 9,
      request_id: first,
    });
    const rows = (
      await get('member', '/api/user/timesheets?start_date=2026-11-19&end_date=2026-11-20')
    ).json().timeSheets;
    expect(rows.map((r: { compensated_leave: number }) => r.compensated_leave)).toEqual([480, 480]);
    const totals = (await get('member', '/api/timesheet-dashboard/total-requests?month=2026-11')).json();
    expect(totals.sabbatical).toEqual({ 1: 0, 2: 1, 3: 0 });
  });

  it('cancelling the approval restores the days; approving again deducts them again', async () => {
    const res = await call(app, as('top'), {
      method: 'POST',
      url: `/api/sabbatical-leave-request/cancel-approval/${first}`,
    });
    expect(res.json().sabbaticalLeaveRequest.status).toBe(1);
    expect(await balance()).toEqual({ remaining_days: 11, days_taken: 0, days_available: 9 });
    expect((await decide('top', first, 2)).statusCode).toBe(200);
    expect(await balance()).toEqual({ remaining_days: 9, days_taken: 2, days_available: 9 });
    const kinds = (await get('member', '/api/sabbatical-log/sabbatical-leave')).json().logs.data.slice(0, 3);
    expect(kinds.map((l: { kind: string }) => l.kind)).toEqual(['deduction', 'restore', 'deduction']);
  });

  it('an approved request is neither edited nor deleted', async () => {
    expect((await post('member', `/api/sabbatical-leave-request/update/${first}`, body())).json().code).toBe(
      4322,
    );
    expect((await del('member', `/api/sabbatical-leave-request/request/${first}`)).json().code).toBe(4322);
  });
});

describe('reject, edit and delete', () => {
  it('a rejection leaves the ledger unchanged and frees the held days', async () => {
    const id = (
      await post(
        'member',
        '/api/sabbatical-leave-request',
        body({ start_date: '2026-11-24', end_date: '2026-11-24' }),
      )
    ).json().sabbaticalLeaveRequest.id;
    expect((await balance()).days_available).toBe(8);
    const before = await ledgerCount();
    expect((await decide('pm', id, 3, 'Release week, sorry.')).json().sabbaticalLeaveRequest.status).toBe(3);
    expect(await ledgerCount()).toBe(before);
    expect((await balance()).days_available).toBe(9);
  });

  it('edits a pending request (re-typed to unpaid: no hold) and deletes it', async () => {
    const id = (
      await post(
        'member',
        '/api/sabbatical-leave-request',
        body({ start_date: '2026-11-25', end_date: '2026-11-25' }),
      )
    ).json().sabbaticalLeaveRequest.id;
    expect((await balance()).days_available).toBe(8);
    const edited = await post(
      'member',
      `/api/sabbatical-leave-request/update/${id}`,
      body({
        start_date: '2026-11-25',
        end_date: '2026-11-26',
        type_reason: 3,
        reason: 'PERSONAL_WORK',
      }),
    );
    expect(edited.json().sabbaticalLeaveRequest).toMatchObject({ type_reason: 3, number_days_off: 2 });
    expect((await balance()).days_available).toBe(9);
    expect((await del('pm', `/api/sabbatical-leave-request/request/${id}`)).json().code).toBe(4294);
    expect((await del('member', `/api/sabbatical-leave-request/request/${id}`)).statusCode).toBe(200);
  });
});

describe('physiological leave: per request and per month', () => {
  it('three requests of 90 minutes fill the month; a fourth is refused', async () => {
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04']) {
      const res = await post(
        'member',
        '/api/sabbatical-leave-request',
        body({
          type_reason: 4,
          reason: 'PHYSIOLOGY',
          start_date: day,
          end_date: day,
          start_time: '08:00',
          end_time: '09:30',
        }),
      );
      expect(res.statusCode).toBe(200);
    }
    const res = await post(
      'member',
      '/api/sabbatical-leave-request',
      body({
        type_reason: 4,
        reason: 'PHYSIOLOGY',
        start_date: '2026-11-05',
        end_date: '2026-11-05',
        start_time: '08:00',
        end_time: '08:30',
      }),
    );
    expect(res.json().errors.type_reason[0].rule).toBe('max_value');
  });
});

describe('the month lock', () => {
  it('after submission: no create (4070), no approval (4071)', async () => {
    const pending = (
      await post(
        'member',
        '/api/sabbatical-leave-request',
        body({ start_date: '2026-11-27', end_date: '2026-11-27' }),
      )
    ).json().sabbaticalLeaveRequest.id;
    expect(
      (await post('admin', '/api/submit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          'member',
          '/api/sabbatical-leave-request',
          body({ start_date: '2026-11-30', end_date: '2026-11-30' }),
        )
      ).json().code,
    ).toBe(4070);
    const before = await ledgerCount();
    expect((await decide('pm', pending, 2)).json().code).toBe(4071);
    expect(await ledgerCount()).toBe(before);
    expect(
      (await post('admin', '/api/unsubmit-timesheets', { month: '2026-11', company_id: 2 })).statusCode,
    ).toBe(200);
  });
});

describe('the ledger explains the balance', () => {
  it('the balance always equals the sum of the ledger', async () => {
    const b = await balance();
    expect(b.remaining_days).toBe(await ledgerSum('member'));
  });

  it('HR and administrators read every ledger and adjust with a note; others get 403', async () => {
    expect((await get('member', '/api/sabbatical-log/sabbatical-log-all')).statusCode).toBe(403);
    expect(
      (await post('member', '/api/sabbatical-log/adjust', { employee_id: ids.member, days: 1, note: 'x' }))
        .statusCode,
    ).toBe(403);
    const all = (
      await get('hr', '/api/sabbatical-log/sabbatical-log-all?employee_info=HN0005&kind=deduction')
    ).json();
    expect(all.logs.total).toBe(2);
    const res = await post('hr', '/api/sabbatical-log/adjust', {
      employee_id: ids.member,
      days: 1.5,
      note: 'Carried over from 2025',
    });
    expect(res.json().line).toMatchObject({
      kind: 'adjustment',
      days: 1.5,
      reason: 'Carried over from 2025',
      balance_days: 10.5,
    });
    expect(res.json().balance.remaining_days).toBe(10.5);
    expect(
      (await post('admin', '/api/sabbatical-log/adjust', { employee_id: ids.member, days: 0.3, note: 'x' }))
        .statusCode,
    ).toBe(422);
    expect(await ledgerSum('member')).toBe(10.5);
  });

  it('statistics by month and by source', async () => {
    const s = (await get('member', '/api/sabbatical-days-off?year=2026')).json();
    expect(s.months[10]).toMatchObject({ month: '2026-11', compensated: 2 });
    expect(s.sources).toEqual({ accrued: 11, adjusted: 1.5, taken: 4, restored: 2 });
  });
});

describe('the team calendar', () => {
  it("shows my foot's leave and remote days", async () => {
    await post('member', '/api/remote', {
      approve_person_1: ids.pm,
      approve_person_2: ids.leader,
      start_date: '2026-11-18',
      end_date: '2026-11-18',
      reason: 'Plumber',
    });
    const cal = (await get('leader', '/api/team-calendar?month=2026-11')).json();
    expect(cal.days).toHaveLength(30);
    const member = cal.people.find((p: { employee_id: number }) => p.employee_id === ids.member);
    expect(member.entries).toEqual(
      expect.arrayContaining([
        { date: '2026-11-18', kind: 'remote', type_reason: null, status: 1 },
        { date: '2026-11-19', kind: 'leave', type_reason: 1, status: 2 },
        { date: '2026-11-20', kind: 'leave', type_reason: 1, status: 2 },
      ]),
    );
  });
});
