import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helpers';
import { seedDemo } from './demo';
import { seedDemoLeave } from './demo-leave';

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
    (select count(*)::int from holidays) as holidays`);
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
});
