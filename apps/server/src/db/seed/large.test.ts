import {
  checkChosenApprovers,
  checkCorrectionApprovers,
  correctionCandidates,
  MINUTES_PER_WORKDAY,
  outcomeOf,
  remoteCandidates,
  resolveApprovers,
  type Step,
  type StepStatus,
} from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { approverFacts } from '../../modules/approvals/approvals.repository';
import { adminIds } from '../../modules/corrections/corrections.repository';
import { call, login, setupTestApp, TestClock } from '../../test/helpers';
import { demoCompanies } from './demo-data';
import {
  LARGE_ACCOUNTS,
  LARGE_BIG_DIVISION,
  LARGE_BIG_PROJECT,
  LARGE_LIMITS,
  type LargeSeedResult,
  largeLayout,
  seedLargeOrg,
} from './large';

// A small large organization: 200 people, three months (September submitted, October and
// November open) as of Wednesday 18 November 2026 in Asia.
const EMPLOYEES = 200;
const MONTHS = 3;
const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z');
const { app, database } = await setupTestApp({}, clock);
const db = database.db;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (((await db.execute(query)) as unknown as { rows: T[] }).rows ?? []) as T[];
const LG = 'LG%';

type Kind = 'overtime' | 'correction' | 'leave' | 'remote' | 'short_leave';
const TABLES: Record<Kind, { table: string; day: string }> = {
  overtime: { table: 'overtime_requests', day: 'date' },
  correction: { table: 'correction_requests', day: 'work_date' },
  leave: { table: 'leave_requests', day: 'start_date' },
  remote: { table: 'remote_requests', day: 'start_date' },
  short_leave: { table: 'short_leave_requests', day: 'request_date' },
};

interface RequestRow {
  id: number;
  employee_id: number;
  status: number;
  current_approver_id: number | null;
  day: string;
  project_id: number | null;
}

/** Every generated request of a kind with its steps in level order. */
async function requestsOf(kind: Kind) {
  const { table, day } = TABLES[kind];
  const list = await rows<RequestRow>(sql`select r.id, r.employee_id, r.status, r.current_approver_id,
      r.${sql.raw(day)}::text as day, ${kind === 'overtime' ? sql`r.project_id` : sql`null::int`} as project_id
      from ${sql.raw(table)} r join employees e on e.id = r.employee_id where e.employee_code like ${LG} order by r.id`);
  const steps = await rows<{ request_id: number; level: number; approver_id: number; status: number }>(
    sql`select request_id, level, approver_id, status from approval_steps where request_kind = ${kind}
      and request_id in (select r.id from ${sql.raw(table)} r join employees e on e.id = r.employee_id
        where e.employee_code like ${LG}) order by request_id, level`,
  );
  const byRequest = new Map<number, Step[]>();
  for (const s of steps) {
    const list = byRequest.get(s.request_id) ?? [];
    list.push({
      level: s.level,
      approverId: s.approver_id,
      status: s.status as StepStatus,
      comment: null,
      actedAt: null,
    });
    byRequest.set(s.request_id, list);
  }
  return list.map((r) => ({ ...r, steps: byRequest.get(r.id) ?? [] }));
}

/** Every n-th item, so a check reads a spread of the requests rather than the first ones. */
const spread = <T>(items: readonly T[], count: number) =>
  items.filter((_, i) => i % Math.max(1, Math.floor(items.length / count)) === 0);

let seeded: LargeSeedResult;
beforeAll(async () => {
  seeded = await seedLargeOrg(db, { employees: EMPLOYEES, months: MONTHS, now: clock.now() });
});

describe('the layout', () => {
  it.each([200, 2_000, 20_000, 50_000])(
    'places %i people: one division of about 300, the others of at most 120',
    (n) => {
      const layout = largeLayout(n);
      expect(layout.reduce((sum, d) => sum + d.size, 0)).toBe(n);
      const [big, ...others] = layout;
      expect(big?.code).toBe(LARGE_BIG_DIVISION);
      expect(big?.size).toBe(Math.min(300, Math.ceil(n / 4)));
      for (const d of others) {
        expect(d.size).toBeLessThanOrEqual(120);
        expect(d.size).toBeLessThan(big?.size ?? 0);
      }
      // Consecutive numbers, no gap and no overlap.
      layout.forEach((d, i) => {
        expect(d.first).toBe(i === 0 ? 1 : (layout[i - 1]?.first ?? 0) + (layout[i - 1]?.size ?? 0));
      });
    },
  );
});

describe('seedLargeOrg', () => {
  it('refuses sizes out of bounds before touching the database', async () => {
    for (const employees of [0, LARGE_LIMITS.employees.max + 1, 1.5])
      await expect(seedLargeOrg(db, { employees })).rejects.toThrow(/employees must be a whole number/);
    for (const months of [0, LARGE_LIMITS.months.max + 1])
      await expect(seedLargeOrg(db, { employees: 10, months })).rejects.toThrow(
        /months must be a whole number/,
      );
  });

  it('spreads the staff over the four companies with their divisions, leads and accounts', async () => {
    const perCompany = await rows<{ company_id: number; n: number }>(
      sql`select company_id, count(*)::int as n from employees where employee_code like ${LG} group by company_id`,
    );
    const expected = new Map<number, number>();
    for (const d of largeLayout(EMPLOYEES))
      expected.set(d.company_id, (expected.get(d.company_id) ?? 0) + d.size);
    expect(new Map(perCompany.map((r) => [r.company_id, r.n]))).toEqual(expected);
    expect(expected.size).toBe(demoCompanies.length);
    expect(seeded.employees).toBe(EMPLOYEES);

    const divisions = await rows<{
      code: string;
      n: number;
      manager_inside: boolean;
      company_ok: boolean;
    }>(sql`
      select d.code, count(e.id)::int as n,
        bool_or(e.id = d.manager_id) as manager_inside, bool_and(e.company_id = d.company_id) as company_ok
        from divisions d join employees e on e.division_id = d.id
       where d.code like 'LG-%' group by d.code order by n desc`);
    expect(divisions[0]?.code).toBe(LARGE_BIG_DIVISION);
    expect(divisions[0]?.n).toBe(Math.ceil(EMPLOYEES / 4));
    expect(divisions[1]?.n ?? 0).toBeLessThan(divisions[0]?.n ?? 0);
    expect(divisions.every((d) => d.manager_inside && d.company_ok)).toBe(true);
    const leaderless = await rows<{ code: string }>(sql`select f.code from foots f
      left join employees e on e.id = f.leader_id and e.foot_id = f.id
      where f.code like 'LG-%' and e.id is null`);
    expect(leaderless).toEqual([]);
    const [accounts] = await rows<{ n: number }>(sql`select count(*)::int as n from accounts a
      join employees e on e.id = a.employee_id where e.employee_code like ${LG}`);
    expect(accounts?.n).toBe(EMPLOYEES);
  });

  it('puts everyone outside the big division in one project, with its PM and top', async () => {
    const memberships = await rows<{ n: number }>(sql`
      select count(m.id)::int as n from employees e join divisions d on d.id = e.division_id
        left join project_members m on m.employee_id = e.id and m.role in ('PM', 'MEMBER')
       where e.employee_code like ${LG} group by e.id, d.code having count(m.id) <> case when d.code = ${LARGE_BIG_DIVISION} then 0 else 1 end`);
    expect(memberships).toEqual([]);
    const projects = await rows<{ code: string; pms: number; tops: number; members: number }>(sql`
      select p.code, count(*) filter (where m.role = 'PM')::int as pms, count(*) filter (where m.role = 'TOP')::int as tops,
        count(*) filter (where m.role = 'MEMBER')::int as members
        from projects p join project_members m on m.project_id = p.id where p.code like 'LG-P%' group by p.code order by p.code`);
    expect(projects.length).toBe(seeded.projects);
    expect(projects.every((p) => p.pms === 1 && p.tops === 1)).toBe(true);
    expect(projects[0]?.code).toBe(LARGE_BIG_PROJECT);
    expect(projects[0]?.members).toBe(Math.ceil(EMPLOYEES / 4) - 1);
  });

  it.each(Object.keys(TABLES) as Kind[])(
    '%s: every status, steps as the decisions leave them',
    async (kind) => {
      const list = await requestsOf(kind);
      expect(new Set(list.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
      for (const r of list) {
        expect(r.steps.length).toBeGreaterThan(0);
        if (kind === 'short_leave') {
          // Any assignee decides: a settled request has exactly the decider's step in its status.
          expect(r.current_approver_id).toBeNull();
          const decided = r.steps.filter((s) => s.status !== 1);
          expect(decided.map((s) => s.status)).toEqual(r.status === 1 ? [] : [r.status]);
          continue;
        }
        const outcome = outcomeOf(r.steps);
        expect({ id: r.id, status: outcome.status, current: outcome.nextApproverId }).toEqual({
          id: r.id,
          status: r.status,
          current: r.current_approver_id,
        });
      }
    },
  );

  it('leaves nothing pending in a submitted month, and at most one pending correction per person', async () => {
    for (const kind of Object.keys(TABLES) as Kind[]) {
      const { table, day } = TABLES[kind];
      const locked = await rows<{ id: number }>(sql`select r.id from ${sql.raw(table)} r
        join timesheet_submissions s on s.employee_id = r.employee_id and s.month = to_char(r.${sql.raw(day)}, 'YYYY-MM')
        where r.status = 1`);
      expect(locked, kind).toEqual([]);
    }
    const twice = await rows<{ employee_id: number }>(sql`select employee_id from correction_requests
      where status = 1 group by employee_id having count(*) > 1`);
    expect(twice).toEqual([]);
    // Every generated person's September is submitted; October and November are open.
    const months = await rows<{ month: string; n: number }>(sql`select s.month, count(*)::int as n
      from timesheet_submissions s join employees e on e.id = s.employee_id
      where e.employee_code like ${LG} group by s.month`);
    expect(months).toEqual([{ month: '2026-09', n: EMPLOYEES }]);
  });

  it('names approvers the app itself would offer the requester', async () => {
    const now = clock.now();
    const admins = await adminIds(db, now);
    const ok = (checked: { ok: boolean; steps?: unknown }, steps: Step[]) => {
      expect(checked.ok).toBe(true);
      expect(checked.steps).toEqual(steps.map((s) => ({ level: s.level, approverId: s.approverId })));
    };
    for (const r of spread(await requestsOf('overtime'), 25))
      ok(
        checkChosenApprovers(
          resolveApprovers(await approverFacts(db, r.employee_id, r.project_id, now)),
          r.steps[0]?.approverId as number,
          r.steps[1]?.approverId ?? null,
        ),
        r.steps,
      );
    for (const r of spread(await requestsOf('leave'), 25))
      ok(
        checkChosenApprovers(
          resolveApprovers(await approverFacts(db, r.employee_id, 'all', now)),
          r.steps[0]?.approverId as number,
          r.steps[1]?.approverId ?? null,
        ),
        r.steps,
      );
    const remoteOf = async (employeeId: number) => {
      const facts = await approverFacts(db, employeeId, 'all', now);
      return remoteCandidates({
        ...facts,
        projectManagerIds: [...(facts.project?.pms ?? []), ...(facts.project?.tops ?? [])],
      });
    };
    for (const r of spread(await requestsOf('remote'), 25))
      ok(
        checkChosenApprovers(
          await remoteOf(r.employee_id),
          r.steps[0]?.approverId as number,
          r.steps[1]?.approverId ?? null,
        ),
        r.steps,
      );
    for (const r of spread(await requestsOf('short_leave'), 25)) {
      const c = await remoteOf(r.employee_id);
      const assignable = new Set([...c.projectManagers, ...c.managers]);
      expect(r.steps.every((s) => assignable.has(s.approverId))).toBe(true);
    }
    for (const r of spread(await requestsOf('correction'), 25)) {
      const facts = await approverFacts(db, r.employee_id, null, now);
      const c = correctionCandidates({ ...facts, requesterId: r.employee_id, adminIds: admins });
      ok(
        checkCorrectionApprovers(c, r.steps[0]?.approverId as number, r.steps[1]?.approverId as number),
        r.steps,
      );
    }
  });

  it('keeps balances coherent: accruals, one deduction per approved compensated leave, never below zero', async () => {
    const accruals = await rows<{ n: number }>(sql`select count(*)::int as n from leave_ledger l
      join employees e on e.id = l.employee_id where e.employee_code like ${LG} and l.kind = 'accrual'
      group by l.employee_id`);
    expect(accruals.length).toBe(EMPLOYEES);
    expect(accruals.every((a) => a.n === MONTHS)).toBe(true);
    const wrong = await rows<{ id: number }>(sql`
      select l.id from leave_requests l join employees e on e.id = l.employee_id
       where e.employee_code like ${LG}
         and coalesce((select sum(x.minutes) from leave_ledger x where x.request_id = l.id), 0)
          <> case when l.status = 2 and l.type_reason = 1 then -l.minutes else 0 end`);
    expect(wrong).toEqual([]);
    const balances = await rows<{ employee_id: number; email: string; minutes: number }>(sql`
      select e.id as employee_id, e.email, sum(l.minutes)::int as minutes from leave_ledger l
        join employees e on e.id = l.employee_id where e.employee_code like ${LG} group by e.id, e.email order by e.id`);
    expect(balances.every((b) => b.minutes >= 0)).toBe(true);
    // Each line keeps the running sum of its person's lines (the database's trigger, set-based
    // inserts included).
    const unsummed = await rows<{ id: number }>(sql`select id from (
        select id, balance, sum(minutes) over (partition by employee_id order by id) as s from leave_ledger) x
       where balance <> s`);
    expect(unsummed).toEqual([]);
    // The app reads the same balance: the sum of the lines.
    for (const b of spread(balances, 3)) {
      const res = await call(app, await login(app, b.email), {
        method: 'GET',
        url: '/api/sabbatical-days-off/get-count',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().remaining_days).toBe(b.minutes / MINUTES_PER_WORKDAY);
    }
  });

  it('records one attendance row per person and working day up to yesterday, shaped by the requests', async () => {
    const [shape] = await rows<{
      rows: number;
      days: number;
      weekend: number;
      holiday: number;
      future: number;
    }>(sql`
      select count(*)::int as rows, count(distinct (t.employee_id, t.work_date))::int as days,
        count(*) filter (where extract(isodow from t.work_date) > 5)::int as weekend,
        count(*) filter (where exists (select 1 from holidays h where h.company_id = e.company_id and h.date = t.work_date))::int as holiday,
        count(*) filter (where t.work_date >= '2026-11-18')::int as future
        from timesheets t join employees e on e.id = t.employee_id where e.employee_code like ${LG}`);
    expect(shape).toEqual({
      rows: seeded.timesheets,
      days: seeded.timesheets,
      weekend: 0,
      holiday: 0,
      future: 0,
    });
    // Every working day of a person is there unless an approved full day of leave took it.
    const [missing] = await rows<{ n: number }>(sql`
      select count(*)::int as n from employees e join companies c on c.id = e.company_id
      cross join generate_series('2026-09-01'::date, '2026-11-17'::date, interval '1 day') d
      where e.employee_code like ${LG} and extract(isodow from d) < 6
        and not exists (select 1 from holidays h where h.company_id = e.company_id and h.date = d::date)
        and not exists (select 1 from timesheets t where t.employee_id = e.id and t.work_date = d::date)
        and not exists (select 1 from leave_requests l where l.employee_id = e.id and l.status = 2
          and l.start_time = '08:00' and l.start_date = d::date)`);
    expect(missing?.n).toBe(0);
    const [shaped] = await rows<{
      overtime_short: number;
      corrections_out: number;
      leave_at_work: number;
    }>(sql`
      select
        (select count(*)::int from overtime_requests o join employees e on e.id = o.employee_id
          join companies c on c.id = e.company_id join timesheets t on t.employee_id = o.employee_id and t.work_date = o.date
          where e.employee_code like ${LG} and to_char(t.check_out at time zone c.time_zone, 'HH24:MI') < o.end_time) as overtime_short,
        (select count(*)::int from correction_requests r join timesheets t on t.employee_id = r.employee_id
          and t.work_date = r.work_date where t.check_out is not null) as corrections_out,
        (select count(*)::int from leave_requests l join timesheets t on t.employee_id = l.employee_id
          and t.work_date = l.start_date where l.status = 2 and l.start_time = '08:00') as leave_at_work`);
    expect(shaped).toEqual({ overtime_short: 0, corrections_out: 0, leave_at_work: 0 });
  });

  it('gives the busy approvers requests waiting for them, as their approval lists count them', async () => {
    const lists = {
      [LARGE_ACCOUNTS.divisionManager]: [
        ['overtime_requests', '/api/overtime-requests/approval', 'listOverTimeRequest'],
        ['leave_requests', '/api/sabbatical-leave-request/approval', 'sabbaticalLeaveRequests'],
        ['correction_requests', '/api/additional-timesheet/approval', 'timeSheetRequests'],
      ],
      [LARGE_ACCOUNTS.projectManager]: [
        ['overtime_requests', '/api/overtime-requests/approval', 'listOverTimeRequest'],
        ['leave_requests', '/api/sabbatical-leave-request/approval', 'sabbaticalLeaveRequests'],
        ['remote_requests', '/api/remote/approval', 'remoteRequests'],
      ],
    };
    for (const [email, kinds] of Object.entries(lists)) {
      const token = await login(app, email);
      for (const [table, path, key] of kinds as Array<[string, string, string]>) {
        const [waiting] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} r
          join employees a on a.id = r.current_approver_id where a.email = ${email} and r.status = 1`);
        expect(waiting?.n, `${email} ${table}`).toBeGreaterThan(0);
        const res = await call(app, token, { method: 'GET', url: `${path}?approveStatus=1&per_page=200` });
        expect(res.statusCode).toBe(200);
        expect(res.json()[key].total, `${email} ${path}`).toBe(waiting?.n);
      }
    }
  });

  it("exports a whole company's month: a row per person and day, readable, names and numbers intact", async () => {
    const [hanoi] = await rows<{ n: number }>(
      sql`select count(*)::int as n from employees where company_id = 2`,
    );
    const res = await call(app, await login(app, 'admin@demo.test'), {
      method: 'GET',
      url: '/api/timesheets?start_date=2026-10-01&end_date=2026-10-31&company_code=HANOI&export=1',
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.name).toBe('Timesheets');
    expect(sheet?.rowCount).toBe((hanoi?.n ?? 0) * 31 + 1);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // A generated person's worked day: the code, the Vietnamese name as stored, minutes as numbers.
    const [person] = await rows<{ code: string; name: string }>(sql`select e.employee_code as code, e.name
      from employees e join timesheets t on t.employee_id = e.id
      where e.company_id = 2 and e.employee_code like ${LG} and t.work_date = '2026-10-01' and t.check_out is not null
      order by e.employee_code limit 1`);
    const found = sheet
      ?.getRows(2, sheet.rowCount - 1)
      ?.find((r) => r.getCell(1).value === person?.code && r.getCell(6).value === '2026-10-01');
    expect(found?.getCell(2).value).toBe(person?.name);
    expect(typeof found?.getCell(13).value).toBe('number');
    expect(found?.getCell(13).value).toBeGreaterThan(0);
  });

  it('refuses a second run and changes nothing', async () => {
    const totals = () =>
      rows<{ employees: number; timesheets: number; steps: number; ledger: number }>(sql`select
        (select count(*)::int from employees) as employees, (select count(*)::int from timesheets) as timesheets,
        (select count(*)::int from approval_steps) as steps, (select count(*)::int from leave_ledger) as ledger`);
    const before = await totals();
    await expect(
      seedLargeOrg(db, { employees: EMPLOYEES, months: MONTHS, now: clock.now() }),
    ).rejects.toThrow(/already holds a large organization/);
    await expect(seedLargeOrg(db, { employees: 1, now: clock.now() })).rejects.toThrow(/already holds/);
    expect(await totals()).toEqual(before);
  });
});
