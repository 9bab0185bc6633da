import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CUSTOMER_STATUSES, CUSTOMER_TYPES, TECHNOLOGY_CATEGORIES } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../blob/store';
import { setupTestApp } from '../../test/helpers';
import { seedDemo } from './demo';
import { demoPunch, seedDemoHistory, seedDemoRequests } from './demo-history';
import { seedDemoLeave } from './demo-leave';
import { demoCustomers, demoTechnologies } from './demo-lookups';

const { database } = await setupTestApp();
const db = database.db;

const counts = async () => {
  const result = await db.execute(sql`select
    (select count(*)::int from companies) as companies,
    (select count(*)::int from divisions) as divisions,
    (select count(*)::int from foots) as foots,
    (select count(*)::int from employees) as employees,
    (select count(*)::int from accounts) as accounts,
    (select count(*)::int from projects) as projects,
    (select count(*)::int from project_members) as project_members,
    (select count(*)::int from holidays) as holidays,
    (select count(*)::int from customers) as customers,
    (select count(*)::int from technologies) as technologies`);
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0];
};

describe('demo seed', () => {
  it('seeds the four companies, about 40 employees with accounts, projects and holidays', async () => {
    const c = await counts();
    expect(c).toMatchObject({ companies: 4, projects: 3 });
    expect(c?.employees).toBeGreaterThanOrEqual(38);
    expect(c?.accounts).toBe(c?.employees);
    expect(c?.foots).toBeGreaterThanOrEqual(5);
  });

  it('seeds customers of both types and every status, and technologies of every category', async () => {
    expect(await counts()).toMatchObject({
      customers: demoCustomers.length,
      technologies: demoTechnologies.length,
    });
    const r = await db.execute(sql`select
      (select string_agg(distinct type::text, ',' order by type::text) from customers) as types,
      (select string_agg(distinct status::text, ',' order by status::text) from customers) as statuses,
      (select string_agg(distinct category, ',' order by category) from technologies) as categories`);
    expect((r as unknown as { rows: unknown[] }).rows[0]).toEqual({
      types: CUSTOMER_TYPES.join(','),
      statuses: CUSTOMER_STATUSES.join(','),
      categories: [...TECHNOLOGY_CATEGORIES].sort().join(','),
    });
  });

  it('is idempotent: a second run changes no count and keeps a changed password', async () => {
    await db.execute(sql`update accounts set password_hash = 'changed' where email = 'solo@demo.test'`);
    const before = await counts();
    await seedDemo(db);
    expect(await counts()).toEqual(before);
    const r = await db.execute(sql`select password_hash from accounts where email = 'solo@demo.test'`);
    expect((r as unknown as { rows: Array<{ password_hash: string }> }).rows[0]?.password_hash).toBe(
      'changed',
    );
  });

  it('gives Japan the JP holidays and Hanoi the VN holidays, 2024-2028', async () => {
    const r =
      await db.execute(sql`select c.code, h.date::text as date, h.name from holidays h join companies c on c.id = h.company_id
      where h.date in ('2026-01-12', '2026-09-02', '2028-04-30') order by c.code, h.date`);
    const rows = (r as unknown as { rows: Array<{ code: string; date: string }> }).rows.map(
      (x) => `${x.code} ${x.date}`,
    );
    expect(rows).toContain('JAPAN 2026-01-12'); // Coming of Age Day
    expect(rows).toContain('HANOI 2026-09-02'); // National Day
    expect(rows).toContain('AI 2028-04-30'); // Reunification Day
    expect(rows).not.toContain('JAPAN 2026-09-02');
    expect(rows).not.toContain('HANOI 2026-01-12');
  });

  it('links the fixed accounts as the README says', async () => {
    const r = await db.execute(sql`select
      (select e.email from divisions d join employees e on e.id = d.manager_id where d.id = m.division_id) as dm,
      (select e.email from foots f join employees e on e.id = f.leader_id where f.id = m.foot_id) as leader,
      (select string_agg(e.email || ':' || pm.role, ',' order by pm.role) from project_members pm
        join projects p on p.id = pm.project_id join employees e on e.id = pm.employee_id
        where p.name = 'Alpha' and pm.role in ('PM', 'TOP')) as alpha,
      (select c.code from companies c where c.id = m.company_id) as company
      from employees m where m.email = 'member@demo.test'`);
    expect((r as unknown as { rows: unknown[] }).rows[0]).toEqual({
      dm: 'dm@demo.test',
      leader: 'leader@demo.test',
      alpha: 'pm@demo.test:PM,top@demo.test:TOP',
      company: 'HANOI',
    });
  });

  it('gives the demo leave: the year’s accruals, the member’s requests in every state and two short leaves', async () => {
    await seedDemoLeave(db, new Date('2026-12-02T01:00:00Z'));
    const rows = async (query: ReturnType<typeof sql>) =>
      (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
    const member = sql`(select id from employees where email = 'member@demo.test')`;
    const ledger = await rows(sql`select kind, count(*)::int as n, sum(minutes)::int as minutes
      from leave_ledger where employee_id = ${member} group by kind order by kind`);
    // Twelve monthly accruals by December; one approved day of compensated leave deducted.
    expect(ledger.rows).toEqual([
      { kind: 'accrual', n: 12, minutes: 12 * 480 },
      { kind: 'deduction', n: 1, minutes: -480 },
    ]);
    const leaves = await rows(sql`select status, type_reason from leave_requests
      where employee_id = ${member} order by status`);
    expect(leaves.rows).toEqual([
      { status: 1, type_reason: 1 },
      { status: 2, type_reason: 1 },
      { status: 3, type_reason: 3 },
    ]);
    const shorts = await rows(sql`select r.status, r.leave_type, r.time_off,
        string_agg(e.email, ',' order by e.email) as assignees
      from short_leave_requests r
      join approval_steps s on s.request_kind = 'short_leave' and s.request_id = r.id
      join employees e on e.id = s.approver_id
      where r.employee_id = ${member} group by r.id order by r.status`);
    expect(shorts.rows).toEqual([
      { status: 1, leave_type: 'early', time_off: 30, assignees: 'leader@demo.test,pm@demo.test' },
      { status: 2, leave_type: 'late', time_off: 15, assignees: 'leader@demo.test' },
    ]);
  });

  it('gives everybody attendance on the workdays from two months back to yesterday, and is idempotent', async () => {
    // Run after the demo leave above: the member's approved day off stays without attendance.
    const now = new Date('2026-12-02T01:00:00Z'); // Wednesday 08:00 in Hanoi
    const inserted = await seedDemoHistory(db, now);
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const [span] = await rows(sql`select min(work_date)::text as first, max(work_date)::text as last,
        count(distinct employee_id)::int as people, count(*)::int as n from timesheets`);
    expect(span).toMatchObject({ first: '2026-10-01', last: '2026-12-01', n: inserted });
    // Everybody who worked here in the span; nobody after resigning or before joining.
    const [people] = await rows(
      sql`select count(*)::int as n from employees where resignation_date is null or resignation_date > '2026-10-01'`,
    );
    expect(span?.people).toBe(people?.n);
    const [outside] =
      await rows(sql`select count(*)::int as n from timesheets t join employees e on e.id = t.employee_id
      where t.work_date >= e.resignation_date or t.work_date < e.join_date`);
    expect(outside?.n).toBe(0);
    // No attendance on a weekend or on the company's holiday.
    const [weekend] = await rows(sql`select count(*)::int as n from timesheets
      where extract(isodow from work_date) in (6, 7)`);
    expect(weekend?.n).toBe(0);
    const [onHoliday] = await rows(sql`select count(*)::int as n from timesheets t
      join employees e on e.id = t.employee_id
      join holidays h on h.company_id = e.company_id and h.date = t.work_date`);
    expect(onHoliday?.n).toBe(0);
    const member = sql`(select id from employees where email = 'member@demo.test')`;
    const [leaveDay] = await rows(sql`select count(*)::int as n from timesheets t
      join leave_requests l on l.employee_id = t.employee_id and l.status = 2
        and t.work_date between l.start_date and l.end_date
      where t.employee_id = ${member}`);
    expect(leaveDay?.n).toBe(0);
    // Local times as the machine would punch them: arrivals 07:40-09:44 in Hanoi, departures after.
    const [times] = await rows(sql`select
        min(to_char(check_in at time zone 'Asia/Ho_Chi_Minh', 'HH24:MI')) as earliest,
        max(to_char(check_in at time zone 'Asia/Ho_Chi_Minh', 'HH24:MI')) as latest,
        count(*) filter (where check_out is null)::int as forgotten,
        count(*) filter (where check_out <= check_in)::int as backwards
      from timesheets where employee_id = ${member}`);
    expect((times?.earliest as string) >= '07:40').toBe(true);
    expect((times?.latest as string) <= '09:44').toBe(true);
    expect(times?.backwards).toBe(0);
    expect(await seedDemoHistory(db, now)).toBe(0);
  });

  it('gives the member overtime on long days, remote work and corrections, in every state', async () => {
    const blobs = new LocalBlobStore(mkdtempSync(path.join(tmpdir(), 'demo-blobs-')));
    await seedDemoRequests(db, new Date('2026-12-02T01:00:00Z'), blobs);
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const member = sql`(select id from employees where email = 'member@demo.test')`;
    const ot = await rows(
      sql`select o.status from overtime_requests o where o.employee_id = ${member} order by o.status`,
    );
    expect(ot.map((r) => r.status)).toEqual([1, 2, 3]);
    // Each overtime lies within that day's attendance.
    const outside = await rows(sql`select o.id from overtime_requests o
      join timesheets t on t.employee_id = o.employee_id and t.work_date = o.date
      where o.employee_id = ${member}
        and to_char(t.check_out at time zone 'Asia/Ho_Chi_Minh', 'HH24:MI') < o.end_time`);
    expect(outside).toEqual([]);
    const rr = await rows(
      sql`select status from remote_requests where employee_id = ${member} order by status`,
    );
    expect(rr.map((r) => r.status)).toEqual([1, 2, 3]);
    // The pending ones wait for the PM.
    const [waiting] = await rows(sql`select count(*)::int as n from (
        select current_approver_id from overtime_requests where employee_id = ${member} and status = 1
        union all
        select current_approver_id from remote_requests where employee_id = ${member} and status = 1) w
      where current_approver_id = (select id from employees where email = 'pm@demo.test')`);
    expect(waiting?.n).toBe(2);
    // Corrections with the gate log as evidence: the newest waits for the division manager, the
    // others were confirmed by the administrator and rejected by the manager.
    const fixes = await rows(sql`select c.status, c.img_evidence is not null as evidence,
        (select string_agg(s.status::text, ',' order by s.level) from approval_steps s
          where s.request_kind = 'correction' and s.request_id = c.id) as steps
      from correction_requests c where c.employee_id = ${member} order by c.work_date desc`);
    expect(fixes).toEqual([
      { status: 1, evidence: true, steps: '1,1' },
      { status: 2, evidence: true, steps: '2,2' },
      { status: 3, evidence: true, steps: '3,1' },
    ]);
  });

  it('varies the demo days: some late, some away, some without check-out, some long', () => {
    const days = Array.from({ length: 600 }, (_, i) =>
      demoPunch(7 + (i % 40), `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`),
    );
    const present = days.filter((d) => d !== null);
    expect(days.length - present.length).toBeGreaterThan(0);
    expect(present.some((d) => d.checkIn > 9 * 60)).toBe(true);
    expect(present.some((d) => d.checkOut === null)).toBe(true);
    expect(present.some((d) => (d.checkOut ?? 0) >= 19 * 60 + 30)).toBe(true);
    for (const d of present) {
      expect(d.checkIn).toBeGreaterThanOrEqual(7 * 60 + 40);
      if (d.checkOut !== null) expect(d.checkOut).toBeGreaterThan(d.checkIn + 7 * 60);
    }
  });
});
