import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ACTIVITY_TYPES,
  activityErrors,
  addDays,
  addMonths,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
  isMonday,
  isOverAllocated,
  lastDayOf,
  mondayOf,
  monthOf,
  monthsBetween,
  periodEffort,
  projectDateErrors,
  reviewHealth,
  TECHNOLOGY_CATEGORIES,
  todayIn,
  ZActivityInput,
  ZContractInput,
  ZEffortInput,
  ZProjectInput,
  ZProjectMemberInput,
  ZReviewInput,
} from '@staffhub/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../blob/store';
import { setupTestApp } from '../../test/helpers';
import type { Db } from '../client';
import {
  companies,
  contractHistories,
  employees,
  projectActivities,
  projectActivityEmployees,
  projectEfforts,
  projectFiles,
  projectMembers,
  projectReviews,
  projects,
} from '../schema';
import { seedDemo } from './demo';
import { demoEmployees, demoProjects } from './demo-data';
import { demoPunch, seedDemoHistory, seedDemoRequests } from './demo-history';
import { seedDemoLeave } from './demo-leave';
import { demoCustomers, demoTechnologies } from './demo-lookups';
import {
  DEMO_PROJECT_CODES,
  demoEffortMonths,
  seedDemoProjectFiles,
  seedDemoProjects,
} from './demo-projects';

const { database } = await setupTestApp();
const db = database.db;
// The project area's demo on copies of their own (the organisation seed above stays with its three
// projects): as of the e2e clock's day, and as of the machine's day (the CI moves it).
const projectDays = [
  ['the e2e clock', '2026-12-02'],
  ['the machine clock', todayIn('Asia/Ho_Chi_Minh')],
] as const;
const projectCopies: Db[] = [];
for (const _ of projectDays) projectCopies.push((await setupTestApp()).database.db);

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
    // The project top names the pm for a week to come (Monday 14 to Friday 18 December).
    const away = await rows(sql`select d.start_date::text as start_date, d.end_date::text as end_date
      from delegations d join employees a on a.id = d.delegator_id join employees b on b.id = d.delegate_id
      where a.email = 'top@demo.test' and b.email = 'pm@demo.test' and d.cancelled_at is null`);
    expect(away).toEqual([{ start_date: '2026-12-14', end_date: '2026-12-18' }]);
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

const PROJECT_TABLES = [
  'projects',
  'project_members',
  'project_efforts',
  'project_reviews',
  'project_activities',
  'project_activity_employees',
  'contract_histories',
  'project_files',
] as const;

describe.each(projectDays.map(([label, day], i) => ({ label, day, i })))(
  'demo projects as of $label ($day)',
  ({ day: today, i }) => {
    const pdb = projectCopies[i] as Db;
    const blobs = new LocalBlobStore(mkdtempSync(path.join(tmpdir(), 'demo-project-blobs-')));
    const month = monthOf(today);
    let stored = 0;
    beforeAll(async () => {
      await seedDemoProjects(pdb, today);
      stored = await seedDemoProjectFiles(pdb, blobs);
    });

    const tableCounts = async () => {
      const out: Record<string, number> = {};
      for (const t of PROJECT_TABLES) {
        const r = await pdb.execute(sql.raw(`select count(*)::int as n from ${t}`));
        out[t] = (r as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
      }
      return out;
    };
    const load = async () => {
      const list = await pdb.select().from(projects).orderBy(projects.code);
      const members = await pdb
        .select({
          project_id: projectMembers.project_id,
          employee_id: projectMembers.employee_id,
          email: employees.email,
          company: companies.code,
          role: projectMembers.role,
          position: projectMembers.position,
          type: projectMembers.type,
          start_date: projectMembers.start_date,
          end_date: projectMembers.end_date,
          effort_default: projectMembers.effort_default,
        })
        .from(projectMembers)
        .innerJoin(employees, eq(employees.id, projectMembers.employee_id))
        .innerJoin(companies, eq(companies.id, employees.company_id));
      const efforts = await pdb.select().from(projectEfforts);
      const reviews = await pdb.select().from(projectReviews).orderBy(projectReviews.start_date);
      const activities = await pdb.select().from(projectActivities);
      const bonuses = await pdb.select().from(projectActivityEmployees);
      const contracts = await pdb.select().from(contractHistories);
      return { list, members, efforts, reviews, activities, bonuses, contracts };
    };

    it('holds five projects across the four companies (by their PM), every SPEC 3 field valid', async () => {
      const { list, members } = await load();
      expect(list.map((p) => p.code)).toEqual([...DEMO_PROJECT_CODES].sort());
      const pmCompany = list.map(
        (p) => members.find((m) => m.project_id === p.id && m.role === 'PM')?.company,
      );
      expect(new Set(pmCompany)).toEqual(new Set(['JAPAN', 'HANOI', 'CRM', 'AI']));
      const japanese = new Set(members.filter((m) => m.company === 'JAPAN').map((m) => m.employee_id));
      const jp = await pdb
        .select({ id: employees.id })
        .from(employees)
        .innerJoin(companies, eq(companies.id, employees.company_id))
        .where(eq(companies.code, 'JAPAN'));
      for (const r of jp) japanese.add(r.id);
      for (const p of list) {
        const role = (r: string) => members.find((m) => m.project_id === p.id && m.role === r)?.employee_id;
        const input = ZProjectInput.safeParse({
          ...p,
          manager_id: role('PM'),
          top_id: role('TOP'),
          contract_value: p.contract_value,
        });
        expect(input.error?.issues ?? [], p.code).toEqual([]);
        expect(projectDateErrors({ ...p, start_date: p.start_date as string }), p.code).toBeNull();
        expect(p.plans.length, p.code).toBeGreaterThan(0);
        expect(p.payments.length, p.code).toBeGreaterThan(0);
        expect(p.payments.reduce((s, x) => s + x.percentage, 0)).toBeLessThanOrEqual(100);
        expect(p.technology_ids.length, p.code).toBeGreaterThan(0);
        expect([
          p.leader_id,
          p.customer_top,
          p.customer_pm,
          p.link_document,
          p.domain,
          p.description,
        ]).not.toContain(null);
        for (const id of [p.japan_top_id, p.japan_tech_id, p.japan_sale_id])
          expect(japanese.has(id as number)).toBe(true);
        const start = p.start_date as string;
        const end = p.end_date as string;
        expect(p.status).toBe(today < start ? 1 : end < today ? 3 : 2);
      }
    });

    it('keeps Alpha, Beta and Gamma’s people exactly, and takes nobody else the tests rely on', async () => {
      const { list, members } = await load();
      const codeOf = new Map(list.map((p) => [p.id, p.code]));
      for (const p of demoProjects) {
        const have = members
          .filter((m) => codeOf.get(m.project_id) === p.code)
          .map((m) => `${m.email}:${m.role}`)
          .sort();
        expect(have).toEqual(p.members.map(([email, role]) => `${email}:${role}`).sort());
      }
      const known = new Set([
        ...demoProjects.flatMap((p) => p.members.map(([email]) => email)),
        ...demoEmployees.slice(0, 10).map((e) => e.email),
      ]);
      const added = members.filter((m) => ['DELTA', 'EPSILON'].includes(codeOf.get(m.project_id) ?? ''));
      expect(added.length).toBeGreaterThan(8);
      expect(added.filter((m) => known.has(m.email))).toEqual([]);
    });

    it('gives every project members with a position, type and dates within the project', async () => {
      const { list, members } = await load();
      for (const p of list) {
        const mine = members.filter((m) => m.project_id === p.id && m.role === 'MEMBER');
        expect(mine.length, p.code).toBeGreaterThanOrEqual(3);
        for (const m of mine) {
          const parsed = ZProjectMemberInput.safeParse(m);
          expect(parsed.error?.issues ?? [], `${p.code} ${m.email}`).toEqual([]);
          expect((m.start_date as string) >= (p.start_date as string)).toBe(true);
          if (m.end_date)
            expect(m.end_date <= (p.end_date as string) && m.end_date >= (m.start_date as string)).toBe(true);
        }
      }
      expect(members.some((m) => m.role === 'MEMBER' && m.effort_default !== null)).toBe(true);
      expect(new Set(members.map((m) => m.type).filter((t) => t !== null))).toEqual(new Set([1, 2, 3]));
    });

    it('gives every member a month row for each month of the last twelve (up to the project’s end), some partial, a few weeks', async () => {
      const { list, members, efforts } = await load();
      expect(ZEffortInput.safeParse({ efforts }).error?.issues ?? []).toEqual([]);
      for (const p of list) {
        const start = p.start_date as string;
        const end = p.end_date as string;
        const months = demoEffortMonths(today, end).filter((mo) => lastDayOf(mo) >= start);
        expect(months.length, p.code).toBeGreaterThanOrEqual(start <= `${addMonths(month, -11)}-01` ? 12 : 1);
        for (const m of members.filter((x) => x.project_id === p.id)) {
          const from = m.start_date ?? start;
          const until = m.end_date ?? end;
          for (const mo of months) {
            if (lastDayOf(mo) < from || `${mo}-01` > until) continue;
            const row = efforts.find(
              (e) =>
                e.project_id === p.id &&
                e.employee_id === m.employee_id &&
                e.start_date === `${mo}-01` &&
                e.end_date === lastDayOf(mo),
            );
            expect(row, `${p.code} ${m.email} ${mo}`).toBeDefined();
          }
        }
      }
      expect(efforts.some((e) => e.effort === 50)).toBe(true);
      expect(efforts.some((e) => e.effort === 80)).toBe(true);
      const weeks = efforts.filter((e) => e.end_date === addDays(e.start_date, 6));
      expect(weeks.length).toBeGreaterThanOrEqual(3);
      for (const w of weeks) expect(isMonday(w.start_date)).toBe(true);
    });

    it('over-allocates one person (Delta and Epsilon) in the two months before this one, nobody else', async () => {
      const { list, members, efforts } = await load();
      const projectOf = new Map(list.map((p) => [p.id, p]));
      const people = [...new Set(members.map((m) => m.employee_id))];
      const months = monthsBetween(`${addMonths(month, -11)}-01`, `${addMonths(month, 3)}-01`);
      const over: string[] = [];
      for (const person of people) {
        const mine = members.filter((m) => m.employee_id === person);
        for (const mo of months) {
          const totals = mine.map((m) => {
            const p = projectOf.get(m.project_id);
            const rows = efforts.filter((e) => e.project_id === m.project_id && e.employee_id === person);
            const pStart = p?.start_date as string;
            const pEnd = p?.end_date as string;
            return periodEffort(`${mo}-01`, lastDayOf(mo), rows, {
              start_date: m.start_date && m.start_date > pStart ? m.start_date : pStart,
              end_date: m.end_date && m.end_date < pEnd ? m.end_date : pEnd,
              effort_default: m.effort_default,
            }).effort;
          });
          if (isOverAllocated(totals)) over.push(`${mine[0]?.email} ${mo}`);
        }
      }
      expect(over).toEqual([
        `mai.xuan.truong@demo.test ${addMonths(month, -2)}`,
        `mai.xuan.truong@demo.test ${addMonths(month, -1)}`,
      ]);
    });

    it('reviews every project on twelve Mondays, mostly on track; Epsilon turns red over the last weeks', async () => {
      const { list, reviews } = await load();
      for (const p of list) {
        const mine = reviews.filter((r) => r.project_id === p.id);
        expect(mine.length, p.code).toBe(12);
        const newest = mondayOf((p.end_date as string) < today ? (p.end_date as string) : today);
        expect(mine.map((r) => r.start_date)).toEqual(
          Array.from({ length: 12 }, (_, k) => addDays(newest, -7 * (11 - k))),
        );
        for (const r of mine) {
          expect(ZReviewInput.safeParse(r).error?.issues ?? []).toEqual([]);
          expect(isMonday(r.start_date) && r.end_date === addDays(r.start_date, 6)).toBe(true);
          expect(r.note).toBeTruthy();
        }
      }
      const health = (code: string) => {
        const id = list.find((p) => p.code === code)?.id;
        return reviews
          .filter((r) => r.project_id === id)
          .map(({ communication, personnel, progress, quality, schedule, scope, skill, tech }) =>
            reviewHealth({ communication, personnel, progress, quality, schedule, scope, skill, tech }),
          );
      };
      expect(health('EPSILON')).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 3]);
      for (const code of ['ALPHA', 'BETA', 'GAMMA', 'DELTA'])
        expect(Math.max(...health(code))).toBeLessThanOrEqual(2);
      const items = reviews.flatMap((r) => [
        r.communication,
        r.personnel,
        r.progress,
        r.quality,
        r.schedule,
        r.scope,
      ]);
      expect(items.filter((x) => x === 1).length / items.length).toBeGreaterThan(0.9);
    });

    it('keeps kick-off and bonus history: 2–4 activities of different types, members only, bonuses within budget', async () => {
      const { list, members, activities, bonuses } = await load();
      for (const p of list) {
        const mine = activities.filter((a) => a.project_id === p.id);
        expect(mine.length, p.code).toBeGreaterThanOrEqual(2);
        expect(mine.length, p.code).toBeLessThanOrEqual(4);
        expect(new Set(mine.map((a) => a.type)).size).toBe(mine.length);
        const memberIds = new Set(members.filter((m) => m.project_id === p.id).map((m) => m.employee_id));
        for (const a of mine) {
          const employees = bonuses.filter((b) => b.activity_id === a.id);
          expect(employees.length, a.title).toBeGreaterThan(0);
          expect(ZActivityInput.safeParse({ ...a, employees }).error?.issues ?? []).toEqual([]);
          expect(activityErrors({ total_budget: a.total_budget, employees }, memberIds), a.title).toBeNull();
          expect(
            a.date <= today && a.date >= (p.start_date as string) && a.date <= (p.end_date as string),
          ).toBe(true);
        }
      }
      expect(new Set(activities.map((a) => a.type)).size).toBeGreaterThanOrEqual(6);
      expect(activities.every((a) => (ACTIVITY_TYPES as readonly string[]).includes(a.type))).toBe(true);
      expect(bonuses.some((b) => b.bonus >= 50_000)).toBe(true);
    });

    it('keeps one to three contracts per project, with distinct numbers and several statuses', async () => {
      const { list, contracts } = await load();
      for (const p of list) {
        const mine = contracts.filter((c) => c.project_id === p.id);
        expect(mine.length, p.code).toBeGreaterThanOrEqual(1);
        expect(mine.length, p.code).toBeLessThanOrEqual(3);
        for (const c of mine) expect(ZContractInput.safeParse(c).error?.issues ?? []).toEqual([]);
      }
      expect(new Set(contracts.map((c) => c.contract_number)).size).toBe(contracts.length);
      expect(new Set(contracts.map((c) => c.status)).size).toBeGreaterThanOrEqual(3);
    });

    it('stores pictures: 2–3 per project and 1–3 per activity, real PNGs in the blob store', async () => {
      const files = await pdb.select().from(projectFiles);
      const { list, activities } = await load();
      expect(stored).toBe(files.length);
      for (const p of list) {
        const n = files.filter((f) => f.project_id === p.id && f.owner === 'project_image').length;
        expect(n, p.code).toBeGreaterThanOrEqual(2);
        expect(n, p.code).toBeLessThanOrEqual(3);
      }
      for (const a of activities) {
        const n = files.filter((f) => f.owner === 'activity_image' && f.owner_id === a.id).length;
        expect(n, a.title).toBeGreaterThanOrEqual(1);
        expect(n, a.title).toBeLessThanOrEqual(3);
      }
      for (const f of files) {
        const bytes = await blobs.get(f.blob_key);
        expect(bytes?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
        expect([f.mime, f.size]).toEqual(['image/png', bytes?.length]);
        expect(f.name).toMatch(/\.png$/);
      }
    });

    it('is idempotent: a second run (organisation and projects) adds nothing', async () => {
      const before = await tableCounts();
      await seedDemo(pdb);
      await seedDemoProjects(pdb, today);
      expect(await seedDemoProjectFiles(pdb, blobs)).toBe(0);
      expect(await tableCounts()).toEqual(before);
    });
  },
);
