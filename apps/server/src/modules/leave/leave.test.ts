import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  makeLeave,
  makeMember,
  makeRemote,
  type Person,
  rows,
  whileSubmitted,
} from '../../test/factories';
import { setupTestApp, TestClock } from '../../test/helpers';
import { accrueDue, accrueYearSoFar } from './leave.ledger';

const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z'); // Wednesday 10:00 in Hanoi
const ctx = await setupTestApp({}, clock);
const { database } = ctx;
const { member, pm, top, leader, admin, hr, solo } = await demoPeople(ctx, [
  'member',
  'pm',
  'top',
  'leader',
  'admin',
  'hr',
  'solo',
]);
const { get, post, del } = client(ctx);
const q = (text: ReturnType<typeof sql>) => rows(ctx, text);

const body = (over: Record<string, unknown> = {}) => ({
  start_date: '2026-11-19',
  start_time: '08:00',
  end_date: '2026-11-20',
  end_time: '17:30',
  type_reason: 1,
  reason: 'VACATION_MODE',
  note: 'Family trip to Ha Long.',
  approve_person_1: pm.id,
  approve_person_2: top.id,
  ...over,
});
const balance = async (who: Person) => (await get(who, '/api/sabbatical-days-off/get-count')).json();
const ledgerCount = async () => Number((await q(sql`select count(*) as n from leave_ledger`))[0]?.n);
const ledgerSum = async (who: Person) =>
  Number(
    (await q(sql`select coalesce(sum(minutes), 0) as m from leave_ledger where employee_id = ${who.id}`))[0]
      ?.m,
  ) / 480;
const decide = (who: Person, id: number, status: 2 | 3, comment = 'ok') =>
  post(who, `/api/sabbatical-leave-request/approve/${id}`, { status, comment });
const cancelApproval = (who: Person, id: number) =>
  post(who, `/api/sabbatical-leave-request/cancel-approval/${id}`);

/** A new member of Alpha with this year's eleven monthly accruals (January to November). */
const accrued = () => makeMember(ctx, { accrued: true });

/** A type-1 request of Thursday and Friday 19-20 November, approved at both levels. */
async function approvedTwoDays(me: Person) {
  const made = await makeLeave(ctx, { requester: me, ...body() });
  expect((await decide(pm, made.id, 2)).statusCode).toBe(200);
  expect((await decide(top, made.id, 2)).json().sabbaticalLeaveRequest.status).toBe(2);
  return made;
}

/** A member whose two approved days were cancelled by the top and approved again, then. */
async function withHistory() {
  const me = await accrued();
  const { id } = await approvedTwoDays(me);
  expect((await cancelApproval(top, id)).json().sabbaticalLeaveRequest.status).toBe(1);
  expect((await decide(top, id, 2)).statusCode).toBe(200);
  return { me, id };
}

describe('the balance and the monthly accrual', () => {
  it('eleven accruals by November; the job never adds one twice', async () => {
    const me = await makeMember(ctx);
    expect(await accrueYearSoFar(database.db, clock.now())).toBeGreaterThan(0);
    expect(await balance(me)).toEqual({ remaining_days: 11, days_taken: 0, days_available: 11 });
    expect(await accrueDue(database.db, clock.now())).toBe(0);
    expect(await accrueYearSoFar(database.db, clock.now())).toBe(0);
    clock.set('2026-11-30T18:00:00Z'); // 1 December 01:00 in Hanoi (and December in every zone)
    try {
      const added = await accrueDue(database.db, clock.now());
      expect(added).toBeGreaterThan(0);
      expect(await accrueDue(database.db, clock.now())).toBe(0);
      expect((await balance(me)).remaining_days).toBe(12);
    } finally {
      // Back to November, without the December accruals.
      await database.db.execute(sql`delete from leave_ledger where period = '2026-12'`);
      clock.set('2026-11-18T03:00:00Z');
    }
  });

  it('get-commons gives the form its data and the balance', async () => {
    const me = await accrued();
    const c = (await get(me, '/api/sabbatical-leave-request/get-commons')).json();
    expect(c).toMatchObject({ remaining_days: 11, days_taken: 0, days_available: 11, types: [1, 2, 3, 4] });
    expect(c.approveEmployees.level1.map((p: { id: number }) => p.id)).toEqual([pm.id]);
    expect(c.approveEmployees.level2.map((p: { id: number }) => p.id)).toEqual([top.id]);
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
      member,
      `/api/sabbatical-leave-request/get-calculate-day-leave?start_date=${sd}&start_time=${st}&end_date=${ed}&end_time=${et}`,
    );
    expect(res.json()).toEqual({ number_days_off: days, number_minutes_off: minutes });
  });

  it('refuses a time in the lunch break', async () => {
    const res = await get(
      member,
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
    ['more type-1 days than available', { end_date: '2026-12-07' }, 4328, 'end_date', 'max_value'],
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
    const me = await accrued();
    const before = await ledgerCount();
    const res = await post(me, '/api/sabbatical-leave-request', body(over));
    expect(res.json().code).toBe(code);
    if (field) expect(res.json().errors[field][0].rule).toBe(rule);
    expect(await ledgerCount()).toBe(before);
    expect((await get(me, '/api/sabbatical-leave-request')).json().countSabbaticalRequest).toBe(0);
  });
});

describe('a type-1 request through approval', () => {
  it('holds its days while pending', async () => {
    const me = await accrued();
    const waiting = (await get(pm, '/api/get-count-request')).json().requestSabbaticalLeave;
    const res = await post(me, '/api/sabbatical-leave-request', body());
    expect(res.statusCode).toBe(200);
    const item = res.json().sabbaticalLeaveRequest;
    expect(item).toMatchObject({ number_days_off: 2, number_minutes_off: 960, status: 1, can_edit: true });
    // SPEC 3: a sabbatical request's approvers, each entry sent once (no approve_person_N copies).
    const entries = [
      { level: 1, approve_employee_id: pm.id, approve_status: 1 },
      { level: 2, approve_employee_id: top.id, approve_status: 1 },
    ];
    expect(item.approvers).toMatchObject(entries);
    const listed = (
      await get(pm, '/api/sabbatical-leave-request/approval?approveStatus=1&per_page=100')
    ).json().sabbaticalLeaveRequests.data;
    const mine = listed.find((i: { id: number }) => i.id === item.id);
    expect(mine.approvers).toMatchObject(entries);
    for (const shown of [item, mine]) {
      expect(shown).not.toHaveProperty('approve_person_1');
      expect(shown).not.toHaveProperty('approve_person_2');
    }
    expect(await balance(me)).toEqual({ remaining_days: 11, days_taken: 0, days_available: 9 });
    expect((await get(pm, '/api/get-count-request')).json().requestSabbaticalLeave).toBe(waiting + 1);
    const overlap = (
      await post(me, '/api/sabbatical-leave-request', body({ start_date: '2026-11-20' }))
    ).json();
    expect(overlap.code).toBe(4069);
    expect(overlap.errors).toEqual({
      start_date: [expect.objectContaining({ rule: 'code', params: { code: 4069 } })],
    });
  });

  it('only the pending level decides; strangers do not see it', async () => {
    const { id } = await makeLeave(ctx, { requester: await accrued(), ...body() });
    expect((await decide(top, id, 2)).json().code).toBe(4323);
    expect((await get(solo, `/api/sabbatical-leave-request/show/${id}`)).json().code).toBe(4294);
    expect((await decide(solo, id, 2)).json().code).toBe(4294);
    expect((await decide(pm, id, 3, '')).statusCode).toBe(422);
  });

  it('approved: the ledger deducts the days, and the timesheet shows the leave', async () => {
    const me = await accrued();
    const { id } = await makeLeave(ctx, { requester: me, ...body() });
    expect((await decide(pm, id, 2)).statusCode).toBe(200);
    expect(await balance(me)).toEqual({ remaining_days: 11, days_taken: 0, days_available: 9 });
    expect((await decide(top, id, 2)).json().sabbaticalLeaveRequest.status).toBe(2);
    expect(await balance(me)).toEqual({ remaining_days: 9, days_taken: 2, days_available: 9 });
    const log = (await get(me, '/api/sabbatical-log/sabbatical-leave')).json();
    expect(log.logs.data[0]).toMatchObject({
      kind: 'deduction',
      days: -2,
      balance_days: 9,
      request_id: id,
    });
    const days = (await get(me, '/api/user/timesheets?start_date=2026-11-19&end_date=2026-11-20')).json()
      .timeSheets;
    expect(days.map((r: { compensated_leave: number }) => r.compensated_leave)).toEqual([480, 480]);
    const totals = (await get(me, '/api/timesheet-dashboard/total-requests?month=2026-11')).json();
    expect(totals.sabbatical).toEqual({ 1: 0, 2: 1, 3: 0 });
  });

  it('cancelling the approval restores the days; approving again deducts them again', async () => {
    const me = await accrued();
    const { id } = await approvedTwoDays(me);
    const res = await cancelApproval(top, id);
    expect(res.json().sabbaticalLeaveRequest.status).toBe(1);
    expect(await balance(me)).toEqual({ remaining_days: 11, days_taken: 0, days_available: 9 });
    expect((await decide(top, id, 2)).statusCode).toBe(200);
    expect(await balance(me)).toEqual({ remaining_days: 9, days_taken: 2, days_available: 9 });
    const kinds = (await get(me, '/api/sabbatical-log/sabbatical-leave')).json().logs.data.slice(0, 3);
    expect(kinds.map((l: { kind: string }) => l.kind)).toEqual(['deduction', 'restore', 'deduction']);
  });

  it('an approved request is neither edited nor deleted', async () => {
    const me = await accrued();
    const { id } = await approvedTwoDays(me);
    expect((await post(me, `/api/sabbatical-leave-request/update/${id}`, body())).json().code).toBe(4322);
    expect((await del(me, `/api/sabbatical-leave-request/request/${id}`)).json().code).toBe(4322);
  });
});

describe('reject, edit and delete', () => {
  it('a rejection leaves the ledger unchanged and frees the held days', async () => {
    const me = await accrued();
    const { id } = await makeLeave(ctx, {
      requester: me,
      ...body({ start_date: '2026-11-24', end_date: '2026-11-24' }),
    });
    expect((await balance(me)).days_available).toBe(10);
    const before = await ledgerCount();
    expect((await decide(pm, id, 3, 'Release week, sorry.')).json().sabbaticalLeaveRequest.status).toBe(3);
    expect(await ledgerCount()).toBe(before);
    expect((await balance(me)).days_available).toBe(11);
  });

  it('edits a pending request (re-typed to unpaid: no hold) and deletes it', async () => {
    const me = await accrued();
    const { id } = await makeLeave(ctx, {
      requester: me,
      ...body({ start_date: '2026-11-25', end_date: '2026-11-25' }),
    });
    expect((await balance(me)).days_available).toBe(10);
    const edited = await post(
      me,
      `/api/sabbatical-leave-request/update/${id}`,
      body({
        start_date: '2026-11-25',
        end_date: '2026-11-26',
        type_reason: 3,
        reason: 'PERSONAL_WORK',
      }),
    );
    expect(edited.json().sabbaticalLeaveRequest).toMatchObject({ type_reason: 3, number_days_off: 2 });
    expect((await balance(me)).days_available).toBe(11);
    expect((await del(pm, `/api/sabbatical-leave-request/request/${id}`)).json().code).toBe(4294);
    expect((await del(me, `/api/sabbatical-leave-request/request/${id}`)).statusCode).toBe(200);
  });
});

describe('physiological leave: per request and per month', () => {
  it('three requests of 90 minutes fill the month; a fourth is refused', async () => {
    const me = await accrued();
    const physiological = (day: string, end_time: string) =>
      body({
        type_reason: 4,
        reason: 'PHYSIOLOGY',
        start_date: day,
        end_date: day,
        start_time: '08:00',
        end_time,
      });
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04']) {
      const res = await post(me, '/api/sabbatical-leave-request', physiological(day, '09:30'));
      expect(res.statusCode).toBe(200);
    }
    const res = await post(me, '/api/sabbatical-leave-request', physiological('2026-11-05', '08:30'));
    expect(res.json().errors.type_reason[0].rule).toBe('max_value');
  });
});

describe('the month lock', () => {
  it('after submission: no create (4070), no approval (4071)', async () => {
    const me = await accrued();
    const { id } = await makeLeave(ctx, {
      requester: me,
      ...body({ start_date: '2026-11-27', end_date: '2026-11-27' }),
    });
    await whileSubmitted(ctx, '2026-11', async () => {
      expect(
        (
          await post(
            me,
            '/api/sabbatical-leave-request',
            body({ start_date: '2026-11-30', end_date: '2026-11-30' }),
          )
        ).json().code,
      ).toBe(4070);
      const before = await ledgerCount();
      expect((await decide(pm, id, 2)).json().code).toBe(4071);
      expect(await ledgerCount()).toBe(before);
    });
  });
});

describe('the ledger explains the balance', () => {
  it('the balance always equals the sum of the ledger', async () => {
    const me = await accrued();
    expect((await balance(me)).remaining_days).toBe(await ledgerSum(me));
    const { id } = await approvedTwoDays(me);
    expect((await balance(me)).remaining_days).toBe(await ledgerSum(me));
    await cancelApproval(top, id);
    expect((await balance(me)).remaining_days).toBe(await ledgerSum(me));
    await post(hr, '/api/sabbatical-log/adjust', { employee_id: me.id, days: 0.5, note: 'Correction' });
    expect((await balance(me)).remaining_days).toBe(await ledgerSum(me));
  });

  it("HR's page total is the same on every page of one filter and moves with the next write", async () => {
    const { me } = await withHistory();
    const total = async (page: number) =>
      (
        await get(
          hr,
          `/api/sabbatical-log/sabbatical-log-all?employee_info=${me.code}&per_page=1&page=${page}`,
        )
      ).json().logs.total as number;
    const before = await total(1);
    expect(before).toBeGreaterThan(1);
    expect(await total(2)).toBe(before);
    await post(hr, '/api/sabbatical-log/adjust', { employee_id: me.id, days: 0.5, note: 'Correction' });
    expect(await total(2)).toBe(before + 1);
    // A line written straight into the table (not through the API) is counted as well.
    await q(sql`insert into leave_ledger (employee_id, kind, minutes, reason)
      values (${me.id}, 'adjustment', 60, 'Imported')`);
    expect(await total(1)).toBe(before + 2);
  });

  it('HR and administrators read every ledger and adjust with a note; others get 403', async () => {
    const { me } = await withHistory();
    expect((await get(member, '/api/sabbatical-log/sabbatical-log-all')).statusCode).toBe(403);
    expect(
      (await post(member, '/api/sabbatical-log/adjust', { employee_id: me.id, days: 1, note: 'x' }))
        .statusCode,
    ).toBe(403);
    const all = (
      await get(hr, `/api/sabbatical-log/sabbatical-log-all?employee_info=${me.code}&kind=deduction`)
    ).json();
    expect(all.logs.total).toBe(2);
    const res = await post(hr, '/api/sabbatical-log/adjust', {
      employee_id: me.id,
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
    // HR's list: the line newest first, with its balance, who wrote it and when.
    const [hrName] = await q(sql`select name from employees where id = ${hr.id}`);
    const [newest] = (
      await get(hr, `/api/sabbatical-log/sabbatical-log-all?employee_info=${me.code}&per_page=1`)
    ).json().logs.data;
    expect(newest).toMatchObject({
      employee_id: me.id,
      kind: 'adjustment',
      days: 1.5,
      minutes: 1.5 * 480,
      balance_days: 10.5,
      reason: 'Carried over from 2025',
      request_id: null,
      created_by_name: hrName?.name,
    });
    expect(newest.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(
      (await post(admin, '/api/sabbatical-log/adjust', { employee_id: me.id, days: 0.3, note: 'x' }))
        .statusCode,
    ).toBe(422);
    expect(await ledgerSum(me)).toBe(10.5);
  });

  it('statistics by month and by source', async () => {
    const { me } = await withHistory();
    expect(
      (await post(hr, '/api/sabbatical-log/adjust', { employee_id: me.id, days: 1.5, note: 'Carried over' }))
        .statusCode,
    ).toBe(200);
    const s = (await get(me, '/api/sabbatical-days-off?year=2026')).json();
    expect(s.months[10]).toMatchObject({ month: '2026-11', compensated: 2 });
    expect(s.sources).toEqual({ accrued: 11, adjusted: 1.5, taken: 4, restored: 2 });
  });
});

describe('the team calendar', () => {
  it("shows my foot's leave and remote days", async () => {
    const me = await accrued();
    await approvedTwoDays(me);
    await makeRemote(ctx, {
      requester: me,
      start_date: '2026-11-18',
      end_date: '2026-11-18',
      reason: 'Plumber',
    });
    const entriesOf = async (viewer: Person, query = '') => {
      const cal = (await get(viewer, `/api/team-calendar?month=2026-11${query}`)).json();
      expect(cal.days).toHaveLength(30);
      return cal.people.find((p: { employee_id: number }) => p.employee_id === me.id)?.entries;
    };
    const withType = (type: number | null) =>
      expect.arrayContaining([
        { date: '2026-11-18', kind: 'remote', type_reason: null, status: 1 },
        { date: '2026-11-19', kind: 'leave', type_reason: type, status: 2 },
        { date: '2026-11-20', kind: 'leave', type_reason: type, status: 2 },
      ]);
    // The leave type is private: my team leader sees that I am away, not why; I and HR see it.
    expect(await entriesOf(leader)).toEqual(withType(null));
    expect(await entriesOf(me)).toEqual(withType(1));
    const [division] = await q(
      sql`select d.code from employees e join divisions d on d.id = e.division_id where e.id = ${me.id}`,
    );
    expect(await entriesOf(hr, `&division_code=${division?.code}`)).toEqual(withType(1));
  });

  it("shows a leave's working days within the month, in code order, without rejected requests", async () => {
    const me = await accrued();
    const [company] = await q(sql`select company_id from employees where id = ${me.id}`);
    await q(sql`insert into holidays (company_id, date, name)
      values (${company?.company_id}, '2026-12-01', 'Calendar test day') on conflict do nothing`);
    const rejected = await makeLeave(ctx, {
      requester: me,
      ...body({ start_date: '2026-11-24', end_date: '2026-11-24', type_reason: 3 }),
    });
    expect((await decide(pm, rejected.id, 3)).statusCode).toBe(200);
    // Friday 27 November to Wednesday 2 December, waiting: its weekend and the holiday are not shown.
    await makeLeave(ctx, { requester: me, ...body({ start_date: '2026-11-27', end_date: '2026-12-02' }) });
    const entriesIn = async (month: string) => {
      const cal = (await get(leader, `/api/team-calendar?month=${month}`)).json();
      const codes = cal.people.map((p: { employee_code: string }) => p.employee_code);
      expect(codes).toEqual([...codes].sort());
      return cal.people.find((p: { employee_id: number }) => p.employee_id === me.id)?.entries;
    };
    const leaveOn = (date: string) => ({ date, kind: 'leave', type_reason: null, status: 1 });
    expect(await entriesIn('2026-11')).toEqual([leaveOn('2026-11-27'), leaveOn('2026-11-30')]);
    expect(await entriesIn('2026-12')).toEqual([leaveOn('2026-12-02')]);
    await q(sql`delete from holidays where name = 'Calendar test day'`);
  });

  it('reads my own division; another one only for HR, the Admin department and the board', async () => {
    const [mine] = await q(
      sql`select d.code, (select f.code from foots f where f.division_id <> d.id limit 1) as other_foot,
        (select o.code from divisions o where o.id <> d.id limit 1) as other
        from employees e join divisions d on d.id = e.division_id where e.id = ${member.id}`,
    );
    const read = (who: Person, query: string) => get(who, `/api/team-calendar?month=2026-11&${query}`);
    const own = await read(member, `division_code=${mine?.code}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().divisions).toEqual([mine?.code]);
    for (const query of [`division_code=${mine?.other}`, `foot_code=${mine?.other_foot}`, 'foot_code=NOPE']) {
      const res = await read(member, query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    for (const who of [hr, admin]) {
      const res = await read(who, `division_code=${mine?.other}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().divisions).toBeNull();
    }
  });
});

describe('the team calendar after a change of place', () => {
  it('a reader moved into HR reads the types and other divisions at once, and not once moved out', async () => {
    const away = await accrued();
    await approvedTwoDays(away);
    const reader = await makeMember(ctx);
    const [other] = await q(
      sql`select o.code from divisions o where o.id <> (select division_id from employees where id = ${reader.id}) limit 1`,
    );
    let n = 0;
    // Each a URL not asked before: the read cache cannot answer.
    const typesSeen = async () => {
      const cal = (await get(reader, `/api/team-calendar?month=2026-11&n=${n++}`)).json();
      const entries = cal.people.find((p: { employee_id: number }) => p.employee_id === away.id)?.entries;
      return entries
        .filter((e: { kind: string }) => e.kind === 'leave')
        .map((e: { type_reason: number | null }) => e.type_reason);
    };
    const otherDivision = async () =>
      (await get(reader, `/api/team-calendar?month=2026-11&division_code=${other?.code}&n=${n++}`))
        .statusCode;
    expect(await typesSeen()).toEqual([null, null]);
    expect(await otherDivision()).toBe(403);
    const [before] = await q(sql`select department_id from employees where id = ${reader.id}`);
    await q(
      sql`update employees set department_id = (select id from departments where code = 'HR') where id = ${reader.id}`,
    );
    expect(await typesSeen()).toEqual([1, 1]);
    expect(await otherDivision()).toBe(200);
    await q(sql`update employees set department_id = ${before?.department_id} where id = ${reader.id}`);
    expect(await typesSeen()).toEqual([null, null]);
    expect(await otherDivision()).toBe(403);
  });
});

describe('the team calendar after its people change (its people kept while unchanged)', () => {
  it('a member joining the team, their team renamed, and their moving out show at the next read', async () => {
    const reader = await makeMember(ctx);
    let n = 0;
    // Each a URL not asked before: the read cache cannot answer; the people read are kept.
    const people = async () =>
      (await get(reader, `/api/team-calendar?month=2026-11&n=${n++}`)).json().people as Array<{
        employee_id: number;
        foot_name: string | null;
      }>;
    const first = await people();
    expect(first.map((p) => p.employee_id)).toContain(reader.id);
    const joining = await makeMember(ctx);
    const joined = await people();
    expect(joined.map((p) => p.employee_id)).toContain(joining.id);
    expect(joined).toHaveLength(first.length + 1);
    const [foot] = await q(
      sql`select id, name from foots where id = (select foot_id from employees where id = ${reader.id})`,
    );
    await q(sql`update foots set name = ${'Renamed team'} where id = ${foot?.id}`);
    expect((await people()).find((p) => p.employee_id === joining.id)?.foot_name).toBe('Renamed team');
    await q(sql`update foots set name = ${foot?.name} where id = ${foot?.id}`);
    await q(
      sql`update employees set foot_id = (select id from foots where id <> ${foot?.id} limit 1) where id = ${joining.id}`,
    );
    expect((await people()).map((p) => p.employee_id)).not.toContain(joining.id);
  });
});

describe('bounds: no span or date can make the server count for long', () => {
  it.each([
    ['an end in the year 9999', { end_date: '9999-12-31' }, 'end_date', 'date_window'],
    ['a start before 2019', { start_date: '2018-12-31' }, 'start_date', 'date_window'],
    [
      'an end after next year',
      { start_date: '2028-01-03', end_date: '2028-01-03' },
      'start_date',
      'date_window',
    ],
    ['a span over a year', { start_date: '2026-11-19', end_date: '2027-11-20' }, 'end_date', 'max_days'],
  ])('a request with %s is refused with a field error', async (_label, over, field, rule) => {
    const me = await accrued();
    const res = await post(me, '/api/sabbatical-leave-request', body(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0].rule).toBe(rule);
  });

  it('the day calculator refuses the same spans', async () => {
    const res = await get(
      member,
      '/api/sabbatical-leave-request/get-calculate-day-leave?start_date=2026-11-19&start_time=08:00&end_date=2027-12-31&end_time=17:30',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date[0].rule).toBe('max_days');
    const far = await get(
      member,
      '/api/sabbatical-leave-request/get-calculate-day-leave?start_date=2026-11-19&start_time=08:00&end_date=9999-12-31&end_time=17:30',
    );
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.end_date[0].rule).toBe('date_window');
  });
});

describe('an HR adjustment below zero', () => {
  it('is refused with 4329 unless confirmed; the confirmed line says so', async () => {
    const me = await accrued(); // 11 days
    const take = { employee_id: me.id, days: -12, note: 'Advance on next year' };
    const refused = await post(hr, '/api/sabbatical-log/adjust', take);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 4329,
      errors: { days: [{ rule: 'min_value', params: { min: -11, balance: 11, after: -1 } }] },
    });
    expect(await ledgerSum(me)).toBe(11);
    // Down to zero needs no confirmation.
    expect((await post(hr, '/api/sabbatical-log/adjust', { ...take, days: -11 })).statusCode).toBe(200);
    const confirmed = await post(hr, '/api/sabbatical-log/adjust', {
      ...take,
      days: -1,
      confirm_below_zero: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().line.reason).toBe('Advance on next year [below zero confirmed: 0 → -1 days]');
    expect(confirmed.json().balance.remaining_days).toBe(-1);
    expect(await ledgerSum(me)).toBe(-1);
  });
});

describe('adjusting your own balance', () => {
  it('is refused with 403 / 4330 for HR and administrators alike; nothing is written', async () => {
    for (const who of [hr, admin]) {
      const before = await ledgerSum(who);
      const res = await post(who, '/api/sabbatical-log/adjust', {
        employee_id: who.id,
        days: 5,
        note: 'Mine',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 4330 });
      expect(await ledgerSum(who)).toBe(before);
    }
    // The other one may do it.
    expect(
      (await post(admin, '/api/sabbatical-log/adjust', { employee_id: hr.id, days: 1, note: 'By admin' }))
        .statusCode,
    ).toBe(200);
  });
});

describe("HR's company-wide leave summary", () => {
  it('gives one row per person with the days by source, pending and available; filters and pages', async () => {
    const me = await accrued(); // 11 days accrued
    await approvedTwoDays(me); // 2 taken
    await makeLeave(ctx, { requester: me, ...body({ start_date: '2026-11-24', end_date: '2026-11-24' }) }); // 1 pending
    expect(
      (await post(hr, '/api/sabbatical-log/adjust', { employee_id: me.id, days: 1.5, note: 'Carried over' }))
        .statusCode,
    ).toBe(200);
    const res = await get(hr, `/api/sabbatical-log/summary?employee_info=${me.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.total).toBe(1);
    expect(res.json().summary.data[0]).toMatchObject({
      employee_id: me.id,
      employee_code: me.code,
      accrued_days: 11,
      adjusted_days: 1.5,
      taken_days: 2,
      pending_days: 1,
      balance_days: 10.5,
      available_days: 9.5,
    });
    // Its balance is the ledger's.
    expect(res.json().summary.data[0].balance_days).toBe(await ledgerSum(me));
    // Division filter, paging, order by code.
    const division = await get(hr, '/api/sabbatical-log/summary?division_code=HN-D1&per_page=2&page=1');
    expect(division.json().summary.data).toHaveLength(2);
    expect(division.json().summary.total).toBeGreaterThan(2);
    const codes = division.json().summary.data.map((r: { employee_code: string }) => r.employee_code);
    expect([...codes].sort()).toEqual(codes);
    expect((await get(hr, '/api/sabbatical-log/summary?division_code=NOPE')).json().summary.total).toBe(0);
    // The drill-down: that person's ledger lines only (accruals, the deduction, the adjustment).
    const lines = (
      await get(hr, `/api/sabbatical-log/sabbatical-log-all?employee_id=${me.id}&per_page=50`)
    ).json().logs;
    expect(lines.total).toBe(13);
    expect(new Set(lines.data.map((l: { employee_id: number }) => l.employee_id))).toEqual(new Set([me.id]));
  });

  it('exports the filtered rows as XLSX, and is for HR and administrators only', async () => {
    const me = await accrued();
    const res = await get(admin, `/api/sabbatical-log/summary?employee_info=${me.code}&export=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('leave_balances.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('employee_code');
    expect(sheet?.getRow(2).getCell(1).value).toBe(me.code);
    expect(sheet?.getRow(2).getCell(5).value).toBe(11);
    expect(sheet?.rowCount).toBe(2);
    for (const who of [member, pm, leader]) {
      expect((await get(who, '/api/sabbatical-log/summary')).statusCode).toBe(403);
      expect((await get(who, '/api/sabbatical-log/summary?export=1')).statusCode).toBe(403);
    }
  });
});

describe('the own list beside its page: status counts and ruleJob', () => {
  // Each read a URL not asked before, so the read cache cannot answer it: what is shown is the
  // counts and the flag as they are kept (`keptRead`) or read again after a write.
  let asked = 0;
  const ownList = async (who: Person) => {
    const res = await get(who, `/api/sabbatical-leave-request?per_page=${20 + asked++}`);
    expect(res.statusCode).toBe(200);
    const { listSabbaticalRequest, ruleJob } = res.json();
    return { counts: listSabbaticalRequest, ruleJob };
  };

  it('follow each request, decision and deletion, and a new role, at once', async () => {
    const me = await accrued();
    expect(await ownList(me)).toEqual({ counts: { 1: 0, 2: 0, 3: 0 }, ruleJob: false });
    expect(await ownList(me)).toEqual({ counts: { 1: 0, 2: 0, 3: 0 }, ruleJob: false });
    const first = await makeLeave(ctx, { requester: me, ...body() });
    expect((await ownList(me)).counts).toEqual({ 1: 1, 2: 0, 3: 0 });
    expect((await decide(pm, first.id, 2)).statusCode).toBe(200);
    expect((await decide(top, first.id, 2)).statusCode).toBe(200);
    expect((await ownList(me)).counts).toEqual({ 1: 0, 2: 1, 3: 0 });
    const second = await makeLeave(ctx, {
      requester: me,
      ...body({ start_date: '2026-11-23', end_date: '2026-11-23' }),
    });
    expect((await ownList(me)).counts).toEqual({ 1: 1, 2: 1, 3: 0 });
    expect((await decide(pm, second.id, 3, 'Not that week')).statusCode).toBe(200);
    expect((await ownList(me)).counts).toEqual({ 1: 0, 2: 1, 3: 1 });
    const third = await makeLeave(ctx, {
      requester: me,
      ...body({ start_date: '2026-11-24', end_date: '2026-11-24' }),
    });
    expect((await ownList(me)).counts).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect((await del(me, `/api/sabbatical-leave-request/request/${third.id}`)).statusCode).toBe(200);
    expect((await ownList(me)).counts).toEqual({ 1: 0, 2: 1, 3: 1 });
    // Somebody else's request does not count as theirs.
    const other = await accrued();
    await makeLeave(ctx, { requester: other, ...body() });
    expect((await ownList(me)).counts).toEqual({ 1: 0, 2: 1, 3: 1 });
    // Made a foot's leader, they approve leave; no longer its leader, they do not.
    const [foot] = await q(sql`select id, leader_id from foots where code = 'HN-D1-F2'`);
    await q(sql`update foots set leader_id = ${me.id} where id = ${foot?.id}`);
    expect((await ownList(me)).ruleJob).toBe(true);
    await q(sql`update foots set leader_id = ${foot?.leader_id ?? null} where id = ${foot?.id}`);
    expect((await ownList(me)).ruleJob).toBe(false);
  });
});
