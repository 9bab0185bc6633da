import type { ProjectInput, ProjectListQuery, ProjectMemberInput, ReviewInput } from '@staffhub/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import {
  contractHistories,
  customers,
  employees,
  projectActivities,
  projectActivityEmployees,
  projectEfforts,
  projectFiles,
  projectMembers,
  projectReviews,
  projects,
  technologies,
} from '../../db/schema';
import type { ProjectScope } from './projects.policy';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The first PM of each project (lowest membership id), as a correlated subquery. */
const managerOf = (projectId: SQL | typeof projects.id, role: 'PM' | 'TOP') =>
  sql<
    number | null
  >`(select m.employee_id from project_members m where m.project_id = ${projectId} and m.role = ${role} order by m.id limit 1)`;

function scopeFilter(scope: ProjectScope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.ids.length ? inArray(projects.id, scope.ids) : sql`false`;
}

/** `GET /projects`: one page of the projects in scope, filtered, newest start first. */
export async function listPage(db: Db, scope: ProjectScope, q: ProjectListQuery) {
  const filters: (SQL | undefined)[] = [scopeFilter(scope)];
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(lower(${projects.name}) like ${like} or lower(${projects.code}) like ${like})`);
  }
  if (q.status) filters.push(eq(projects.status, q.status));
  if (q.customer_id) filters.push(eq(projects.customer_id, q.customer_id));
  if (q.manager_id)
    filters.push(
      sql`exists(select 1 from project_members m where m.project_id = ${projects.id} and m.role = 'PM' and m.employee_id = ${q.manager_id})`,
    );
  if (q.end_date) filters.push(or(isNull(projects.start_date), lte(projects.start_date, q.end_date)));
  if (q.start_date) filters.push(or(isNull(projects.end_date), gte(projects.end_date, q.start_date)));
  const where = and(...filters);
  const manager = managerOf(projects.id, 'PM');
  const rows = await db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      customer_id: projects.customer_id,
      customer_name: customers.name,
      start_date: projects.start_date,
      end_date: projects.end_date,
      status: projects.status,
      type: projects.type,
      contract_value: projects.contract_value,
      manager_id: manager,
      member_count: sql<number>`(select count(distinct m.employee_id)::int from project_members m where m.project_id = ${projects.id})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customer_id))
    .where(where)
    .orderBy(sql`${projects.start_date} desc nulls last`, desc(projects.id))
    .limit(q.perpage)
    .offset((q.page - 1) * q.perpage);
  const total =
    rows[0]?.total ??
    (q.page > 1
      ? Number((await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where))[0]?.n)
      : 0);
  return { rows, total };
}

export type PersonRow = { id: number; name: string; avatar: string | null; employee_code: string };

export async function people(
  db: Db,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, PersonRow>> {
  const wanted = [...new Set(ids.filter((i): i is number => typeof i === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      name: employees.name,
      avatar: employees.avatar,
      employee_code: employees.employee_code,
    })
    .from(employees)
    .where(inArray(employees.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findProject(db: Db, id: number) {
  const [row] = await db
    .select({
      p: projects,
      customer_name: customers.name,
      manager_id: managerOf(projects.id, 'PM'),
      top_id: managerOf(projects.id, 'TOP'),
      member_count: sql<number>`(select count(distinct m.employee_id)::int from project_members m where m.project_id = ${projects.id})`,
    })
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customer_id))
    .where(eq(projects.id, id));
  return row ?? null;
}

export async function technologiesByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: technologies.id, name: technologies.name })
    .from(technologies)
    .where(inArray(technologies.id, [...ids]))
    .orderBy(asc(technologies.name));
}

export async function filesOf(
  db: Db,
  projectId: number,
  owners: readonly string[],
  ownerIds?: readonly number[],
) {
  const filters = [eq(projectFiles.project_id, projectId), inArray(projectFiles.owner, [...owners])];
  if (ownerIds) filters.push(ownerIds.length ? inArray(projectFiles.owner_id, [...ownerIds]) : sql`false`);
  return db
    .select()
    .from(projectFiles)
    .where(and(...filters))
    .orderBy(asc(projectFiles.id));
}

export async function fileById(db: Db, projectId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.project_id, projectId), eq(projectFiles.id, fileId)));
  return row ?? null;
}

export async function countFiles(db: Db, projectId: number, owner: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectFiles)
    .where(and(eq(projectFiles.project_id, projectId), eq(projectFiles.owner, owner)));
  return row?.n ?? 0;
}

/** Another project with this name, whatever its case. */
export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        sql`lower(${projects.name}) = lower(${name.trim()})`,
        exceptId ? sql`${projects.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The ids among these that are employees working today (the people a form may name). */
export async function workingIds(db: Db, ids: readonly number[], now: Date): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(inArray(employees.id, [...new Set(ids)]), isWorking(now)));
  return new Set(rows.map((r) => r.id));
}

export async function existingIds(
  db: Db,
  table: typeof customers | typeof technologies,
  ids: readonly number[],
) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

export async function createData(db: Db, now: Date) {
  const [customerRows, employeeRows, technologyRows] = await Promise.all([
    db
      .select({ id: customers.id, name: customers.name, type: customers.type, status: customers.status })
      .from(customers)
      .orderBy(asc(customers.name)),
    db
      .select({ id: employees.id, name: employees.name, employee_code: employees.employee_code })
      .from(employees)
      .where(isWorking(now))
      .orderBy(asc(employees.employee_code)),
    db
      .select({ id: technologies.id, name: technologies.name, category: technologies.category })
      .from(technologies)
      .orderBy(asc(technologies.category), asc(technologies.name)),
  ]);
  return { customers: customerRows, employees: employeeRows, technologies: technologyRows };
}

function projectValues(input: ProjectInput) {
  return {
    name: input.name,
    customer_id: input.customer_id,
    start_date: input.start_date,
    end_date: input.end_date ?? null,
    status: input.status,
    type: input.type,
    leader_id: input.leader_id ?? null,
    contract_value: input.contract_value ?? null,
    customer_top: input.customer_top || null,
    customer_pm: input.customer_pm || null,
    japan_top_id: input.japan_top_id ?? null,
    japan_tech_id: input.japan_tech_id ?? null,
    japan_sale_id: input.japan_sale_id ?? null,
    plans: input.plans,
    payments: input.payments.map((p) => ({ ...p, actual_date: p.actual_date ?? null })),
    link_document: input.link_document || null,
    technology_ids: input.technology_ids,
    domain: input.domain || null,
    description: input.description || null,
  };
}

export async function insertProject(tx: Db, input: ProjectInput): Promise<number> {
  // The code is derived from the id: inserted under a unique placeholder, then renamed.
  const [row] = await tx
    .insert(projects)
    .values({ ...projectValues(input), code: `new-${crypto.randomUUID()}` })
    .returning({ id: projects.id });
  if (!row) throw new Error('project not inserted');
  await tx
    .update(projects)
    .set({ code: `PRJ-${String(row.id).padStart(4, '0')}` })
    .where(eq(projects.id, row.id));
  return row.id;
}

export async function updateProject(tx: Db, id: number, input: ProjectInput) {
  await tx
    .update(projects)
    .set({ ...projectValues(input), updated_at: sql`now()` })
    .where(eq(projects.id, id));
}

export async function updateOverview(
  tx: Db,
  id: number,
  input: Pick<ProjectInput, 'technology_ids' | 'domain' | 'description' | 'link_document'>,
) {
  await tx
    .update(projects)
    .set({
      technology_ids: input.technology_ids,
      domain: input.domain || null,
      description: input.description || null,
      link_document: input.link_document || null,
      updated_at: sql`now()`,
    })
    .where(eq(projects.id, id));
}

/**
 * Makes `employeeId` the project's only holder of `role` (PM or TOP), or removes the role when null.
 * Only these rows change: approval steps already created keep their approvers.
 */
export async function setRole(tx: Db, projectId: number, role: 'PM' | 'TOP', employeeId: number | null) {
  await tx
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.project_id, projectId),
        eq(projectMembers.role, role),
        employeeId === null ? undefined : sql`${projectMembers.employee_id} <> ${employeeId}`,
      ),
    );
  if (employeeId !== null)
    await tx
      .insert(projectMembers)
      .values({ project_id: projectId, employee_id: employeeId, role, position: role === 'PM' ? 'PM' : null })
      .onConflictDoNothing();
}

/** Every membership row of a project with the person (PM, TOP and MEMBER rows). */
export async function memberRows(db: Db, projectId: number, now: Date) {
  return db
    .select({
      id: projectMembers.id,
      employee_id: projectMembers.employee_id,
      role: projectMembers.role,
      position: projectMembers.position,
      type: projectMembers.type,
      start_date: projectMembers.start_date,
      end_date: projectMembers.end_date,
      effort_default: projectMembers.effort_default,
      name: employees.name,
      employee_code: employees.employee_code,
      avatar: employees.avatar,
      working: isWorking(now),
    })
    .from(projectMembers)
    .innerJoin(employees, eq(employees.id, projectMembers.employee_id))
    .where(eq(projectMembers.project_id, projectId))
    .orderBy(
      sql`case ${projectMembers.role} when 'PM' then 0 when 'TOP' then 1 else 2 end`,
      asc(employees.employee_code),
    );
}

/** Replaces the MEMBER rows of a project (PM and TOP rows stay). */
export async function replaceMembers(tx: Db, projectId: number, members: readonly ProjectMemberInput[]) {
  await tx
    .delete(projectMembers)
    .where(and(eq(projectMembers.project_id, projectId), eq(projectMembers.role, 'MEMBER')));
  if (members.length)
    await tx.insert(projectMembers).values(
      members.map((m) => ({
        project_id: projectId,
        employee_id: m.employee_id,
        role: 'MEMBER',
        position: m.position,
        type: m.type,
        start_date: m.start_date ?? null,
        end_date: m.end_date ?? null,
        effort_default: m.effort_default ?? null,
      })),
    );
}

/**
 * Every effort-tracked membership of these people in any project, one per person and project: the
 * MEMBER row's dates and default when there is one, else the PM row's (open dates, default null). A
 * project top is an approver, not staff of the project: a TOP row alone is not tracked. The dates are
 * the membership's within the project's own (a finished project counts for nobody after its end).
 */
export async function membershipsOf(db: Db, employeeIds: readonly number[]) {
  if (!employeeIds.length) return [];
  const result = await db.execute(sql`
    select distinct on (m.employee_id, m.project_id)
      m.employee_id, m.project_id, p.name as project_name, m.position,
      greatest(m.start_date, p.start_date)::text as start_date,
      least(m.end_date, p.end_date)::text as end_date, m.effort_default
    from project_members m join projects p on p.id = m.project_id
    where m.employee_id in ${sql`(${sql.join(
      employeeIds.map((id) => sql`${id}`),
      sql`, `,
    )})`} and m.role <> 'TOP'
    order by m.employee_id, m.project_id, (m.role = 'MEMBER') desc, m.id`);
  return rowsOf<{
    employee_id: number;
    project_id: number;
    project_name: string;
    position: string | null;
    start_date: string | null;
    end_date: string | null;
    effort_default: number | null;
  }>(result);
}

/** The effort rows of these people in any project that touch `start`..`end`. */
export async function effortRowsOf(db: Db, employeeIds: readonly number[], start: string, end: string) {
  if (!employeeIds.length) return [];
  return db
    .select({
      project_id: projectEfforts.project_id,
      employee_id: projectEfforts.employee_id,
      start_date: projectEfforts.start_date,
      end_date: projectEfforts.end_date,
      effort: projectEfforts.effort,
      set_value: projectEfforts.set_value,
    })
    .from(projectEfforts)
    .where(
      and(
        inArray(projectEfforts.employee_id, [...employeeIds]),
        lte(projectEfforts.start_date, end),
        gte(projectEfforts.end_date, start),
      ),
    );
}

/**
 * Stores effort rows in two statements whatever their number: the rows with a value in one upsert,
 * those with both values null (removed) in one delete.
 */
export async function saveEfforts(
  tx: Db,
  projectId: number,
  rows: readonly {
    employee_id: number;
    start_date: string;
    end_date: string;
    effort: number | null;
    set_value: number | null;
  }[],
) {
  const removed = rows.filter((r) => r.effort === null && r.set_value === null);
  const kept = rows.filter((r) => r.effort !== null || r.set_value !== null);
  if (removed.length)
    await tx
      .delete(projectEfforts)
      .where(
        and(
          eq(projectEfforts.project_id, projectId),
          or(
            ...removed.map((r) =>
              and(
                eq(projectEfforts.employee_id, r.employee_id),
                eq(projectEfforts.start_date, r.start_date),
                eq(projectEfforts.end_date, r.end_date),
              ),
            ),
          ),
        ),
      );
  if (kept.length)
    await tx
      .insert(projectEfforts)
      .values(kept.map((r) => ({ project_id: projectId, ...r })))
      .onConflictDoUpdate({
        target: [
          projectEfforts.project_id,
          projectEfforts.employee_id,
          projectEfforts.start_date,
          projectEfforts.end_date,
        ],
        set: { effort: sql`excluded.effort`, set_value: sql`excluded.set_value`, updated_at: sql`now()` },
      });
}

/** Holds the project's row until the transaction ends: writes that check then write take turns. */
export async function lockProject(tx: Db, projectId: number) {
  await tx.execute(sql`select id from projects where id = ${projectId} for update`);
}

export async function reviewsBetween(db: Db, projectId: number, from: string, to: string) {
  return db
    .select({ r: projectReviews, by_name: employees.name })
    .from(projectReviews)
    .leftJoin(employees, eq(employees.id, projectReviews.updated_by))
    .where(
      and(
        eq(projectReviews.project_id, projectId),
        gte(projectReviews.start_date, from),
        lte(projectReviews.start_date, to),
      ),
    )
    .orderBy(desc(projectReviews.start_date));
}

export async function saveReview(tx: Db, projectId: number, end: string, input: ReviewInput, by: number) {
  const values = {
    note: input.note || null,
    communication: input.communication,
    personnel: input.personnel,
    progress: input.progress,
    quality: input.quality,
    schedule: input.schedule,
    scope: input.scope,
    skill: input.skill,
    tech: input.tech,
    updated_by: by,
  };
  await tx
    .insert(projectReviews)
    .values({ project_id: projectId, start_date: input.start_date, end_date: end, ...values })
    .onConflictDoUpdate({
      target: [projectReviews.project_id, projectReviews.start_date],
      set: { ...values, updated_at: sql`now()` },
    });
}

/** The project's activities, newest first (or just the one `onlyId`), with their people. */
export async function activitiesOf(db: Db, projectId: number, limit: number, onlyId?: number) {
  const rows = await db
    .select({ a: projectActivities, by_name: employees.name })
    .from(projectActivities)
    .leftJoin(employees, eq(employees.id, projectActivities.created_by))
    .where(
      and(
        eq(projectActivities.project_id, projectId),
        onlyId === undefined ? undefined : eq(projectActivities.id, onlyId),
      ),
    )
    .orderBy(desc(projectActivities.date), desc(projectActivities.id))
    .limit(limit);
  const ids = rows.map((r) => r.a.id);
  const people = ids.length
    ? await db
        .select({
          activity_id: projectActivityEmployees.activity_id,
          employee_id: projectActivityEmployees.employee_id,
          bonus: projectActivityEmployees.bonus,
          name: employees.name,
        })
        .from(projectActivityEmployees)
        .innerJoin(employees, eq(employees.id, projectActivityEmployees.employee_id))
        .where(inArray(projectActivityEmployees.activity_id, ids))
        .orderBy(asc(employees.employee_code))
    : [];
  return { rows, people };
}

export async function contractsOf(db: Db, projectId: number) {
  return db
    .select()
    .from(contractHistories)
    .where(eq(contractHistories.project_id, projectId))
    .orderBy(asc(contractHistories.start_date), asc(contractHistories.id));
}

export async function contractById(db: Db, id: number) {
  const [row] = await db.select().from(contractHistories).where(eq(contractHistories.id, id));
  return row ?? null;
}
