import { addDays, dayKindOf, paidHours, SUMMED_COLUMNS, type TimesheetRowOut } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoLeave } from '../../db/seed/demo-leave';
import {
  client,
  demoPeople,
  importAttendance,
  makeCorrection,
  makeOvertime,
  rows,
} from '../../test/factories';
import { setupTestApp, TestClock } from '../../test/helpers';

/**
 * One source of truth (#14): for every demo employee and month, the dashboard's figures are the
 * sums of the rows GET /user/timesheets lists. The demo seed (organization and demo leave) gets
 * two months of varied attendance, a day fixed by an approved correction and approved overtime.
 */
const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const ctx = await setupTestApp({ LOGIN_LIMIT_PER_IP: 10_000 }, clock);
const { get, post } = client(ctx);
await seedDemoLeave(ctx.database.db, clock.now());
const MONTHS = ['2026-10', '2026-11'] as const;

// The demo staff still working (those who have left cannot sign in).
const staff = await rows(
  ctx,
  sql`select email from employees where email like '%@demo.test' and resignation_date is null order by id`,
);
const names = staff.map((r) => String(r.email).split('@')[0] as string);
const people = await demoPeople(ctx, names);

// Days of attendance: on time, late and early, a long day, a morning only, a missing check-out.
const SHAPES: Array<[string, string]> = [
  ['08:00', '17:30'],
  ['08:12', '17:05'],
  ['08:00', '20:30'],
  ['09:00', '12:00'],
  ['08:30', ''],
];
const lines: Array<[string, string, string, string]> = [];
Object.values(people).forEach((p, i) => {
  for (let d = '2026-10-01', n = i; d <= '2026-11-17'; d = addDays(d, 1), n++) {
    if (dayKindOf(d, new Set()) !== 'workday' || n % 7 === 6) continue; // some days left empty
    const [from, to] = SHAPES[n % SHAPES.length] as [string, string];
    lines.push([p.code, d, from, to]);
  }
});
await importAttendance(ctx, lines);

// The tester's day: a correction fixes the member's 16th to 08:00-20:30, with overtime on it.
const { member, dm, admin, pm, top } = people as Record<string, (typeof people)[string]>;
if (!member || !dm || !admin || !pm || !top) throw new Error('demo people missing');
await importAttendance(ctx, [[member.code, '2026-11-16', '08:00', '17:30']]);
const fix = await makeCorrection(ctx, {
  requester: member,
  work_date: '2026-11-16',
  start_time_request: '08:00',
  end_time_request: '20:30',
});
for (const who of [dm, admin])
  expect(
    (await post(who, `/api/additional-timesheet/approval/${fix.id}`, { status: 2, comment: 'Gate log.' }))
      .statusCode,
  ).toBe(200);
const ot = await makeOvertime(ctx, {
  requester: member,
  date: '2026-11-16',
  start_time: '18:00',
  end_time: '20:00',
});
for (const who of [pm, top])
  expect((await post(who, `/api/overtime-requests/approve/${ot.id}`, { status: 2 })).statusCode).toBe(200);

const sum = (list: TimesheetRowOut[], pick: (r: TimesheetRowOut) => number) =>
  list.reduce((s, r) => s + pick(r), 0);

describe('the dashboard adds up the timesheet rows (every demo employee, every seeded month)', () => {
  it('shows the corrected day as the timesheet does: 11:00 actual, 8:00 paid, 2:00 overtime', async () => {
    const day = (await get(member, '/api/user/timesheets?start_date=2026-11-16&end_date=2026-11-16')).json()
      .timeSheets[0];
    expect(day).toMatchObject({
      start_time_real: '08:00',
      end_time_real: '20:30',
      work_time_real: 660,
      work_time_pay: 480,
      ot_after_offset: 120,
    });
  });

  it.each(names.flatMap((name) => MONTHS.map((month) => [name, month] as const)))(
    '%s, %s',
    async (name, month) => {
      const who = people[name];
      if (!who) throw new Error(name);
      const list: TimesheetRowOut[] = (await get(who, `/api/user/timesheets?month=${month}`)).json()
        .timeSheets;
      const dash = (await get(who, `/api/timesheet-dashboard?month=${month}`)).json();
      expect(list.length).toBeGreaterThan(27);
      for (const column of SUMMED_COLUMNS)
        expect(dash.totals[column], column).toBe(sum(list, (r) => r[column]));
      const leave = sum(list, (r) => r.compensated_leave + r.paid_leave);
      expect(dash).toMatchObject({
        checkSubmitted: false,
        normalDayWorking: sum(list, (r) => r.work_time_pay),
        sabbaticalLeave: leave,
        unpaidLeave: sum(list, (r) => r.unpaid_leave),
        dayWorking: list.filter((r) => r.day_kind === 'workday').length,
        dayWorkingReal: list.filter((r) => r.status === 'complete' && r.work_time_pay > 0).length,
        missTimesheet: list.filter((r) => r.status === 'missing_check_in' || r.status === 'missing_check_out')
          .length,
        standardMinutes: list.filter((r) => r.day_kind === 'workday').length * 480,
      });
      expect(dash.overtimeRequestTotal + dash.totalCompensation).toBe(sum(list, (r) => r.ot_after_offset));
      expect(dash.actualMinutes).toBe(sum(list, (r) => r.work_time_pay) + leave + dash.totalCompensation);
    },
  );
});

describe('the dashboard’s table: its rows and their column sums are the dashboard’s figures', () => {
  it.each(names.flatMap((name) => MONTHS.map((month) => [name, month] as const)))(
    '%s, %s',
    async (name, month) => {
      const who = people[name];
      if (!who) throw new Error(name);
      const list: TimesheetRowOut[] = (await get(who, `/api/user/timesheets?month=${month}`)).json()
        .timeSheets;
      const dash = (await get(who, `/api/timesheet-dashboard?month=${month}`)).json();
      // The table shows the timesheet's own rows, every day of the month in order.
      expect(dash.timeSheets).toEqual(list);
      const days: TimesheetRowOut[] = dash.timeSheets;
      expect(days.map((r) => r.work_date)).toEqual([...days.map((r) => r.work_date)].sort());
      expect(days[0]?.work_date).toBe(`${month}-01`);

      // Each column of the table summed, against the summary row and the cards above it.
      const hours = days.map(paidHours);
      const column = {
        normal: hours.reduce((s, h) => s + h.normal, 0),
        overtime: hours.reduce((s, h) => s + h.overtime, 0),
        total: hours.reduce((s, h) => s + h.total, 0),
        actual: sum(days, (r) => r.work_time_real),
        pay: sum(days, (r) => r.work_time_pay),
      };
      const summary = paidHours(dash.totals);
      expect(summary).toEqual({ normal: column.normal, overtime: column.overtime, total: column.total });
      expect(dash.totals.work_time_real).toBe(column.actual);
      expect(dash.totals.work_time_pay).toBe(column.pay);
      expect(dash.normalDayWorking).toBe(column.normal);
      expect(dash.overtimeRequestTotal + dash.totalCompensation).toBe(column.overtime);
      expect(column.total).toBe(dash.normalDayWorking + dash.overtimeRequestTotal + dash.totalCompensation);
    },
  );

  it('the member’s corrected day reads 8:00 normal, 2:00 overtime, 10:00 in total', async () => {
    const dash = (await get(member, '/api/timesheet-dashboard?month=2026-11')).json();
    const day = dash.timeSheets.find((r: TimesheetRowOut) => r.work_date === '2026-11-16');
    expect(paidHours(day)).toEqual({ normal: 480, overtime: 120, total: 600 });
    expect(day).toMatchObject({ work_time_real: 660, work_time_pay: 480, status: 'complete' });
  });
});
