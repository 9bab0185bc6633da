import { HOLIDAY_YEARS } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/auth.service';
import type { Db } from '../client';
import {
  accounts,
  companies,
  departments,
  divisions,
  employees,
  foots,
  holidays,
  jobTitles,
  positions,
  projectMembers,
  projects,
} from '../schema';
import {
  DEMO_PASSWORD,
  type DemoEmployee,
  demoCompanies,
  demoDepartments,
  demoDivisions,
  demoEmployees,
  demoFoots,
  demoJobTitles,
  demoLeads,
  demoPositions,
  demoProjects,
} from './demo-data';
import { seedDemoLookups } from './demo-lookups';
import { demoLeavers, demoNewcomers, demoProfile } from './demo-people';
import { publicHolidays } from './holidays';

const byCode = <T extends { id: number; code: string }>(rows: T[]) =>
  new Map(rows.map((r) => [r.code, r.id]));
const need = <K, V>(map: Map<K, V>, key: K): V => {
  const v = map.get(key);
  if (v === undefined) throw new Error(`demo seed: unknown reference ${String(key)}`);
  return v;
};

/**
 * Seeds the demo organization. Idempotent: every row is keyed by its code (or email), so a second
 * run changes nothing; an account's password is only set when the account is created, and holidays
 * an administrator edited are kept.
 */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values([...demoCompanies])
      .onConflictDoUpdate({
        target: companies.id,
        set: { name: sql`excluded.name`, time_zone: sql`excluded.time_zone` },
      });
    const companyIds = new Map(demoCompanies.map((c) => [c.code as string, c.id as number]));
    await seedDemoLookups(tx);

    const departmentIds = byCode(
      await tx
        .insert(departments)
        .values(demoDepartments)
        .onConflictDoUpdate({ target: departments.code, set: { name: sql`excluded.name` } })
        .returning({ id: departments.id, code: departments.code }),
    );
    const positionIds = byCode(
      await tx
        .insert(positions)
        .values(demoPositions)
        .onConflictDoUpdate({ target: positions.code, set: { name: sql`excluded.name` } })
        .returning({ id: positions.id, code: positions.code }),
    );
    const jobTitleIds = byCode(
      await tx
        .insert(jobTitles)
        .values(demoJobTitles)
        .onConflictDoUpdate({ target: jobTitles.code, set: { name: sql`excluded.name` } })
        .returning({ id: jobTitles.id, code: jobTitles.code }),
    );

    const divisionIds = byCode(
      await tx
        .insert(divisions)
        .values(
          demoDivisions.map((d) => ({ code: d.code, name: d.name, company_id: need(companyIds, d.company) })),
        )
        .onConflictDoUpdate({ target: divisions.code, set: { name: sql`excluded.name` } })
        .returning({ id: divisions.id, code: divisions.code }),
    );
    const footIds = byCode(
      await tx
        .insert(foots)
        .values(
          demoFoots.map((f) => ({ code: f.code, name: f.name, division_id: need(divisionIds, f.division) })),
        )
        .onConflictDoUpdate({ target: foots.code, set: { name: sql`excluded.name` } })
        .returning({ id: foots.id, code: foots.code }),
    );

    const everyone: Array<
      DemoEmployee & { resignationDate?: string; resignationReason?: string; workType?: number }
    > = [...demoEmployees, ...demoNewcomers, ...demoLeavers];
    const employeeRows = await tx
      .insert(employees)
      .values(
        everyone.map((e, i) => ({
          employee_code: e.code,
          name: e.name,
          email: e.email,
          company_id: need(companyIds, e.company),
          department_id: need(departmentIds, e.department),
          job_title_id: need(jobTitleIds, e.jobTitle),
          position_id: need(positionIds, e.position),
          division_id: need(divisionIds, e.division),
          foot_id: need(footIds, e.foot),
          gender: e.gender,
          nationality: e.nationality,
          level: e.level ?? null,
          japanese_level: e.japaneseLevel ?? 0,
          work_type: e.workType ?? (i % 13 === 12 ? 0 : 2),
          birthday: e.birthday,
          start_date: e.joinDate,
          join_date: e.joinDate,
          ...demoProfile(e, i),
          resignation_date: e.resignationDate ?? null,
          resignation_reason: e.resignationReason ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: employees.employee_code,
        set: { name: sql`excluded.name`, email: sql`excluded.email` },
      })
      .returning({ id: employees.id, email: employees.email });
    const employeeIds = new Map(employeeRows.map((r) => [r.email, r.id]));

    await tx
      .insert(accounts)
      .values(
        employeeRows.map((r) => ({
          employee_id: r.id,
          email: r.email.toLowerCase(),
          password_hash: passwordHash,
        })),
      )
      .onConflictDoNothing();

    for (const [code, email] of Object.entries(demoLeads.divisionManagers)) {
      await tx
        .update(divisions)
        .set({ manager_id: need(employeeIds, email) })
        .where(sql`${divisions.code} = ${code}`);
    }
    for (const [code, email] of Object.entries(demoLeads.footLeaders)) {
      await tx
        .update(foots)
        .set({ leader_id: need(employeeIds, email) })
        .where(sql`${foots.code} = ${code}`);
    }
    for (const [code, email] of Object.entries(demoLeads.departmentManagers)) {
      await tx
        .update(departments)
        .set({ manager_id: need(employeeIds, email) })
        .where(sql`${departments.code} = ${code}`);
    }

    for (const p of demoProjects) {
      const [row] = await tx
        .insert(projects)
        .values({
          code: p.code,
          name: p.name,
          customer_id: sql`(select id from customers where name = ${p.customer})`,
          start_date: p.start_date,
          end_date: p.end_date,
          description: p.description,
        })
        .onConflictDoUpdate({ target: projects.code, set: { name: sql`excluded.name` } })
        .returning({ id: projects.id });
      if (!row) continue;
      await tx
        .insert(projectMembers)
        .values(
          p.members.map(([email, role]) => ({
            project_id: row.id,
            employee_id: need(employeeIds, email),
            role,
          })),
        )
        .onConflictDoNothing();
    }

    for (const c of demoCompanies) {
      const list = publicHolidays(c.country, HOLIDAY_YEARS.from, HOLIDAY_YEARS.to);
      await tx
        .insert(holidays)
        .values(list.map((h) => ({ company_id: c.id, date: h.date, name: h.name })))
        .onConflictDoNothing();
    }
  });
}
