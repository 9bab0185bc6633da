import { type AnyColumn, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  companies,
  departments,
  divisions,
  employees,
  foots,
  jobTitles,
  positions,
  timesheetSubmissions,
} from '../../db/schema';

const nameOf = (table: string, idColumn: AnyColumn, column = 'name') =>
  sql<string | null>`(select t.${sql.raw(column)} from ${sql.raw(table)} t where t.id = ${idColumn})`;

/**
 * One query: the account, its employee with the names of every org unit, and the role flags.
 * Scalar subqueries instead of seven joins: the planner then has no join order to search, which
 * took ten times longer than running the query (measured with bench/auth.bench.ts).
 */
export async function findAccountView(db: Db, accountId: number) {
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      employee_id: employees.id,
      employee_code: employees.employee_code,
      name: employees.name,
      avatar: employees.avatar,
      company_id: employees.company_id,
      company_time_zone: companies.time_zone,
      department_code: nameOf('departments', employees.department_id, 'code'),
      job_title_code: nameOf('job_titles', employees.job_title_id, 'code'),
      position_name: nameOf('positions', employees.position_id),
      division_name: nameOf('divisions', employees.division_id),
      foot_name: nameOf('foots', employees.foot_id),
      isProjectPm: sql<boolean>`exists(select 1 from project_members pm where pm.employee_id = ${employees.id} and pm.role = 'PM')`,
      isProjectTop: sql<boolean>`exists(select 1 from project_members pm where pm.employee_id = ${employees.id} and pm.role = 'TOP')`,
      isFootLeader: sql<boolean>`exists(select 1 from foots f where f.leader_id = ${employees.id})`,
      isDivisionManager: sql<boolean>`exists(select 1 from divisions d where d.manager_id = ${employees.id})`,
      isDepartmentManager: sql<boolean>`exists(select 1 from departments d where d.manager_id = ${employees.id})`,
    })
    .from(accounts)
    .innerJoin(employees, eq(employees.id, accounts.employee_id))
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return rows[0];
}

export async function listCommons(db: Db) {
  const [footRows, divisionRows, positionRows, jobTitleRows, companyRows, departmentRows] = await Promise.all(
    [
      db
        .select({ id: foots.id, code: foots.code, name: foots.name, division_id: foots.division_id })
        .from(foots)
        .orderBy(asc(foots.name)),
      db
        .select({ id: divisions.id, code: divisions.code, name: divisions.name })
        .from(divisions)
        .orderBy(asc(divisions.name)),
      db
        .select({ id: positions.id, code: positions.code, name: positions.name })
        .from(positions)
        .orderBy(asc(positions.id)),
      db
        .select({ id: jobTitles.id, code: jobTitles.code, name: jobTitles.name })
        .from(jobTitles)
        .orderBy(asc(jobTitles.id)),
      db
        .select({
          id: companies.id,
          code: companies.code,
          name: companies.name,
          time_zone: companies.time_zone,
        })
        .from(companies)
        .orderBy(asc(companies.id)),
      db
        .select({ id: departments.id, code: departments.code, name: departments.name })
        .from(departments)
        .orderBy(asc(departments.id)),
    ],
  );
  return { footRows, divisionRows, positionRows, jobTitleRows, companyRows, departmentRows };
}

/**
 * The months (`YYYY-MM`, ascending) an employee has submitted: a submission is a row, reopening the
 * month deletes it, so every row is a month still submitted.
 */
export async function submittedMonthsOf(db: Db, employeeId: number): Promise<string[]> {
  const rows = await db
    .select({ month: timesheetSubmissions.month })
    .from(timesheetSubmissions)
    .where(eq(timesheetSubmissions.employee_id, employeeId))
    .orderBy(asc(timesheetSubmissions.month));
  return rows.map((r) => r.month);
}

/** Employees of the Admin department: the administrators. */
export function listAdmins(db: Db) {
  return db
    .select({ id: employees.id, employee_code: employees.employee_code, name: employees.name })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.department_id))
    .where(eq(departments.code, 'ADMIN'))
    .orderBy(asc(employees.name));
}

/** Everybody who holds an approver role somewhere, with the highest level held. */
export async function listApprovers(db: Db) {
  const result = await db.execute(sql`
    select e.id, e.employee_code, e.name, max(r.level)::int as level from employees e join (
      select employee_id, 1 as level from project_members where role = 'PM'
      union all select leader_id, 1 from foots where leader_id is not null
      union all select employee_id, 2 from project_members where role = 'TOP'
      union all select manager_id, 2 from divisions where manager_id is not null
      union all select manager_id, 2 from departments where manager_id is not null
      union all select e2.id, 3 from employees e2 join job_titles j on j.id = e2.job_title_id where j.code = 'DIRECTOR'
    ) r on r.employee_id = e.id
    group by e.id, e.employee_code, e.name order by e.name`);
  return (
    result as unknown as { rows: Array<{ id: number; employee_code: string; name: string; level: number }> }
  ).rows;
}
