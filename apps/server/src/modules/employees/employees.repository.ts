import type { EmployeeInput, ProfileContact } from '@staffhub/domain';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  ne,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import {
  accounts,
  auditLog,
  companies,
  departments,
  divisions,
  employeeSearchText,
  employees,
  foots,
  jobTitles,
  positions,
} from '../../db/schema';

/** The list's filters, already validated (`ZEmployeeListQuery`). */
export interface EmployeeFilter {
  q?: string | undefined;
  company_id?: number | undefined;
  division_id?: number | undefined;
  foot_id?: number | undefined;
  position_id?: number | undefined;
  work_type?: number | undefined;
  level?: number | undefined;
  state?: 'active' | 'resigned' | undefined;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a filtered list: code, name or e-mail containing `q`, and each chosen filter. */
function whereOf(f: EmployeeFilter, now: Date): SQL | undefined {
  // One LIKE on the indexed expression (trigram GIN index), not three scans; both sides lower-cased.
  const like = f.q ? likeOf(f.q.toLowerCase()) : undefined;
  return and(
    like ? sql`${employeeSearchText(employees)} like ${like}` : undefined,
    f.company_id !== undefined ? eq(employees.company_id, f.company_id) : undefined,
    f.division_id !== undefined ? eq(employees.division_id, f.division_id) : undefined,
    f.foot_id !== undefined ? eq(employees.foot_id, f.foot_id) : undefined,
    f.position_id !== undefined ? eq(employees.position_id, f.position_id) : undefined,
    f.work_type !== undefined ? eq(employees.work_type, f.work_type) : undefined,
    f.level !== undefined ? eq(employees.level, f.level) : undefined,
    f.state === 'active' ? isWorking(now) : f.state === 'resigned' ? not(isWorking(now)) : undefined,
  );
}

const ref = (id: AnyColumn, name: AnyColumn) =>
  sql<{
    id: number;
    name: string;
  } | null>`case when ${id} is null then null else json_build_object('id', ${id}, 'name', ${name}) end`;

/**
 * One page of the list, ordered by code, with the total of the filtered list. The page's ids are
 * found first (the code index, no joins), then only those rows are joined and shaped: the names and
 * the working state are computed for the page, never for every match.
 */
export async function listPage(db: Db, f: EmployeeFilter, now: Date, page: number, perPage: number) {
  const where = whereOf(f, now);
  // A search scans the table anyway: it counts its matches in that same scan (a window count).
  // Without one, the code index gives the page at once and a separate count is the cheaper way.
  const countInPage = f.q !== undefined && f.q !== '';
  const ids = db
    .select({
      id: employees.id,
      code: employees.employee_code,
      ...(countInPage ? { total: sql<number>`count(*) over ()`.mapWith(Number).as('total') } : {}),
    })
    .from(employees)
    .where(where)
    .orderBy(asc(employees.employee_code))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('page');
  const rowsQuery = db
    .select({
      id: employees.id,
      employee_code: employees.employee_code,
      name: employees.name,
      email: employees.email,
      avatar: employees.avatar,
      company_id: employees.company_id,
      division: ref(divisions.id, divisions.name),
      foot: ref(foots.id, foots.name),
      position: ref(positions.id, positions.name),
      level: employees.level,
      work_type: employees.work_type,
      join_date: employees.join_date,
      resignation_date: employees.resignation_date,
      working: isWorking(now),
      total: countInPage
        ? sql<number>`${sql.identifier('page')}.${sql.identifier('total')}`.mapWith(Number)
        : sql<number>`0`,
    })
    .from(ids)
    .innerJoin(employees, eq(employees.id, ids.id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .leftJoin(positions, eq(positions.id, employees.position_id))
    .orderBy(asc(ids.code));
  const countOf = async () => (await db.select({ n: count() }).from(employees).where(where))[0]?.n ?? 0;
  if (!countInPage) {
    const [rows, total] = await Promise.all([rowsQuery, countOf()]);
    return { rows: rows.map(({ total: _t, ...r }) => r), total };
  }
  const rows = await rowsQuery;
  // A page past the last has no row to carry the count.
  const total = rows[0]?.total ?? (page > 1 ? await countOf() : 0);
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}

/** The whole filtered list for an export, at most `limit` rows, with the names the sheet shows. */
export function exportRows(db: Db, f: EmployeeFilter, now: Date, limit: number) {
  return db
    .select({
      employee_code: employees.employee_code,
      name: employees.name,
      email: employees.email,
      company: companies.code,
      division: divisions.name,
      foot: foots.name,
      position: positions.name,
      level: employees.level,
      work_type: employees.work_type,
      japanese_level: employees.japanese_level,
      gender: employees.gender,
      birthday: employees.birthday,
      phone: employees.phone,
      join_date: employees.join_date,
      start_date: employees.start_date,
      resignation_date: employees.resignation_date,
      working: isWorking(now),
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .leftJoin(positions, eq(positions.id, employees.position_id))
    .where(whereOf(f, now))
    .orderBy(asc(employees.employee_code))
    .limit(limit);
}

const company = alias(companies, 'company');

/** One employee with the names of what the record points at; undefined when unknown. */
export async function findById(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({
      e: employees,
      company: ref(company.id, company.name),
      division: ref(divisions.id, divisions.name),
      foot: ref(foots.id, foots.name),
      position: ref(positions.id, positions.name),
      job_title: ref(jobTitles.id, jobTitles.name),
      department: ref(departments.id, departments.name),
      has_account: sql<boolean>`exists(select 1 from accounts a where a.employee_id = ${employees.id})`,
      working: isWorking(now),
    })
    .from(employees)
    .innerJoin(company, eq(company.id, employees.company_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .leftJoin(positions, eq(positions.id, employees.position_id))
    .leftJoin(jobTitles, eq(jobTitles.id, employees.job_title_id))
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .where(eq(employees.id, id));
  return row;
}

/** The stored record alone (for an audit's "before"), locked for the rest of the transaction. */
export async function lockRecord(tx: Db, id: number) {
  const [row] = await tx.select().from(employees).where(eq(employees.id, id)).for('update');
  return row;
}

/** Which of the unique fields another employee already holds (the e-mail whatever its case). */
export async function takenFields(db: Db, code: string, email: string, exceptId: number | null) {
  const other = exceptId === null ? undefined : ne(employees.id, exceptId);
  const [byCode, byEmail] = await Promise.all([
    db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.employee_code, code), other))
      .limit(1),
    db
      .select({ id: employees.id })
      .from(employees)
      .where(and(sql`lower(${employees.email}) = lower(${email})`, other))
      .limit(1),
  ]);
  // An account's sign-in e-mail belongs to its employee; one of another employee counts as taken.
  const [byAccount] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.email, email.toLowerCase()),
        exceptId === null ? undefined : ne(accounts.employee_id, exceptId),
      ),
    )
    .limit(1);
  return { code: byCode.length > 0, email: byEmail.length > 0 || byAccount !== undefined };
}

/** Which of these codes and (lower-cased) e-mails the database already holds: one query each. */
export async function takenAmong(db: Db, codes: readonly string[], emails: readonly string[]) {
  if (codes.length === 0) return { codes: new Set<string>(), emails: new Set<string>() };
  const [byCode, byEmail] = await Promise.all([
    db
      .select({ code: employees.employee_code })
      .from(employees)
      .where(inArray(employees.employee_code, [...codes])),
    db.execute(sql`select lower(email) as email from employees where lower(email) in ${sql`(${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`}
      union select email from accounts where email in ${sql`(${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`}`),
  ]);
  return {
    codes: new Set(byCode.map((r) => r.code)),
    emails: new Set((byEmail as unknown as { rows: Array<{ email: string }> }).rows.map((r) => r.email)),
  };
}

/** The columns HR writes from an `EmployeeInput` (absent optional fields are cleared). */
function valuesOf(input: EmployeeInput) {
  return {
    employee_code: input.employee_code,
    name: input.name,
    email: input.email,
    birthday: input.birthday ?? null,
    gender: input.gender ?? null,
    nationality: input.nationality ?? null,
    address: input.address ?? null,
    current_residence: input.current_residence ?? null,
    university: input.university ?? null,
    phone: input.phone ?? null,
    family_phone: input.family_phone ?? null,
    company_id: input.company_id,
    job_title_id: input.job_title_id ?? null,
    foot_id: input.foot_id ?? null,
    division_id: input.division_id ?? null,
    department_id: input.department_id ?? null,
    position_id: input.position_id ?? null,
    level: input.level ?? null,
    work_type: input.work_type,
    japanese_level: input.japanese_level,
    join_date: input.join_date ?? null,
    start_date: input.start_date ?? null,
    identity_number: input.identity_number ?? null,
    identity_issue_date: input.identity_issue_date ?? null,
    identity_issue_place: input.identity_issue_place ?? null,
    visa_number: input.visa_number ?? null,
    visa_issue_date: input.visa_issue_date ?? null,
    visa_expiry_date: input.visa_expiry_date ?? null,
    social_link: input.social_link ?? null,
  };
}

export async function insert(tx: Db, input: EmployeeInput) {
  const [row] = await tx.insert(employees).values(valuesOf(input)).returning();
  return row;
}

export async function update(tx: Db, id: number, input: EmployeeInput) {
  const [row] = await tx
    .update(employees)
    .set({ ...valuesOf(input), updated_at: sql`now()` })
    .where(eq(employees.id, id))
    .returning();
  return row;
}

export async function updateContact(tx: Db, id: number, input: ProfileContact) {
  const [row] = await tx
    .update(employees)
    .set({
      address: input.address ?? null,
      current_residence: input.current_residence ?? null,
      phone: input.phone ?? null,
      family_phone: input.family_phone ?? null,
      social_link: input.social_link ?? null,
      updated_at: sql`now()`,
    })
    .where(eq(employees.id, id))
    .returning();
  return row;
}

export async function setResignation(tx: Db, id: number, date: string, reason: string) {
  const [row] = await tx
    .update(employees)
    .set({ resignation_date: date, resignation_reason: reason, updated_at: sql`now()` })
    .where(eq(employees.id, id))
    .returning();
  return row;
}

export async function setAvatar(tx: Db, id: number, key: string | null) {
  await tx.update(employees).set({ avatar: key, updated_at: sql`now()` }).where(eq(employees.id, id));
}

/** The sign-in e-mail follows the record's e-mail. */
export async function syncAccountEmail(tx: Db, employeeId: number, email: string) {
  await tx
    .update(accounts)
    .set({ email: email.toLowerCase(), updated_at: sql`now()` })
    .where(eq(accounts.employee_id, employeeId));
}

export async function createAccount(tx: Db, employeeId: number, email: string, passwordHash: string) {
  await tx
    .insert(accounts)
    .values({ employee_id: employeeId, email: email.toLowerCase(), password_hash: passwordHash });
}

/** The account of an employee (to end its sessions), if any. */
export async function accountIdOf(db: Db, employeeId: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.employee_id, employeeId));
  return row?.id;
}

/**
 * Whether anything records this person's work: requests of any kind, an approval step (as approver),
 * timesheet days, submissions or ledger lines. Such a record is resigned, never deleted, so no
 * history is lost with it.
 */
export async function hasHistory(db: Db, id: number): Promise<boolean> {
  const result = await db.execute(sql`select (
      exists(select 1 from timesheets where employee_id = ${id})
      or exists(select 1 from timesheet_submissions where employee_id = ${id})
      or exists(select 1 from timesheet_compensations where employee_id = ${id})
      or exists(select 1 from overtime_requests where employee_id = ${id})
      or exists(select 1 from correction_requests where employee_id = ${id})
      or exists(select 1 from remote_requests where employee_id = ${id})
      or exists(select 1 from leave_requests where employee_id = ${id})
      or exists(select 1 from short_leave_requests where employee_id = ${id})
      or exists(select 1 from leave_ledger where employee_id = ${id})
      or exists(select 1 from approval_steps where approver_id = ${id})
    ) as yes`);
  return Boolean((result as unknown as { rows: Array<{ yes: boolean }> }).rows[0]?.yes);
}

/** Removes the record; its account, sessions, memberships and notifications go with it (cascade). */
export async function remove(tx: Db, id: number) {
  const [row] = await tx.delete(employees).where(eq(employees.id, id)).returning();
  return row;
}

/** Org units led by this person: cleared when they are deleted (the foreign keys set null too). */
export async function leads(db: Db, id: number) {
  const result = await db.execute(sql`select
      (select count(*) from divisions where manager_id = ${id})::int
      + (select count(*) from foots where leader_id = ${id})::int
      + (select count(*) from departments where manager_id = ${id})::int as n`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

const WAITING_KINDS = [
  ['overtime', 'overtime_requests'],
  ['correction', 'correction_requests'],
  ['remote', 'remote_requests'],
  ['leave', 'leave_requests'],
  ['short_leave', 'short_leave_requests'],
] as const;

/**
 * Pending requests of every kind (at most `limit`, oldest first) whose `column` is this person:
 * `current_approver_id`, what an approver who resigns leaves behind, or `employee_id`, their own,
 * both listed for HR so nothing is stuck silently.
 */
export async function pendingBy(
  db: Db,
  column: 'current_approver_id' | 'employee_id',
  id: number,
  limit: number,
) {
  const parts = WAITING_KINDS.map(
    ([kind, table]) =>
      sql`select ${kind}::text as kind, r.id, r.employee_id, e.name, r.current_approver_id, a.name as approver_name,
          r.created_at from ${sql.raw(table)} r
        join employees e on e.id = r.employee_id
        left join employees a on a.id = r.current_approver_id
        where r.${sql.raw(column)} = ${id} and r.status = 1`,
  );
  const result = await db.execute(
    sql`select * from (${sql.join(parts, sql` union all `)}) w order by w.created_at, w.kind, w.id limit ${limit}`,
  );
  return (
    result as unknown as {
      rows: Array<{
        kind: string;
        id: number;
        employee_id: number;
        name: string;
        current_approver_id: number | null;
        approver_name: string | null;
        created_at: string | Date;
      }>;
    }
  ).rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    requester: { id: Number(r.employee_id), name: r.name },
    approver:
      r.current_approver_id === null
        ? null
        : { id: Number(r.current_approver_id), name: r.approver_name ?? '' },
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/** The audit entries of one employee record, newest first, with the actor's name. */
export function history(db: Db, id: number, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      data: auditLog.data,
      created_at: auditLog.created_at,
      actor_id: auditLog.actor_id,
      actor_name: employees.name,
    })
    .from(auditLog)
    .leftJoin(employees, eq(employees.id, auditLog.actor_id))
    .where(and(eq(auditLog.entity, 'employees'), eq(auditLog.entity_id, id), isNotNull(auditLog.action)))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(limit);
}
