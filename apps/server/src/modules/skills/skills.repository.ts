import type { SkillCriterion, SkillInput, SkillLineInput } from '@staffhub/domain';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { employeeMatch } from '../../db/employee-match';
import { employeeSkills, employees, skills } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every catalogue skill, by type and name. */
export async function catalogue(db: Db) {
  return db
    .select({ id: skills.id, type: skills.type, name: skills.name })
    .from(skills)
    .orderBy(asc(skills.type), sql`lower(${skills.name})`, asc(skills.id));
}

/** The catalogue skills among these ids, with their type and name. */
export async function skillsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: skills.id, type: skills.type, name: skills.name })
    .from(skills)
    .where(inArray(skills.id, [...new Set(ids)]));
}

/** Another skill of this type with this name, whatever its case. */
export async function nameTaken(db: Db, type: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: skills.id })
    .from(skills)
    .where(and(eq(skills.type, type), sql`lower(${skills.name}) = lower(${name.trim()})`))
    .limit(1);
  return Boolean(row);
}

export async function insertSkill(tx: Db, input: SkillInput, by: number) {
  const [row] = await tx
    .insert(skills)
    .values({ type: input.type, name: input.name.trim(), created_by: by })
    .returning({ id: skills.id, type: skills.type, name: skills.name });
  if (!row) throw new Error('skill not inserted');
  return row;
}

/** The person a sheet belongs to, or null when there is no such employee. */
export async function employeeOf(db: Db, id: number) {
  const [row] = await db
    .select({ id: employees.id, name: employees.name, code: employees.employee_code })
    .from(employees)
    .where(eq(employees.id, id));
  return row ?? null;
}

/** A person's sheet lines with their skill's type and name (unsorted). */
export async function sheetLines(db: Db, employeeId: number) {
  return db
    .select({
      skill_id: employeeSkills.skill_id,
      type: skills.type,
      name: skills.name,
      rank: employeeSkills.rank,
      years: employeeSkills.years,
      updated_at: employeeSkills.updated_at,
    })
    .from(employeeSkills)
    .innerJoin(skills, eq(skills.id, employeeSkills.skill_id))
    .where(eq(employeeSkills.employee_id, employeeId));
}

/** Holds the person's row until the transaction ends: two saves of one sheet take turns. */
export async function lockEmployee(tx: Db, employeeId: number) {
  await tx.execute(sql`select id from employees where id = ${employeeId} for update`);
}

/**
 * Stores lines of a sheet in one statement: new lines inserted, changed ones updated (their
 * `updated_at` moves), unchanged ones left as they are.
 */
export async function upsertLines(tx: Db, employeeId: number, lines: readonly SkillLineInput[]) {
  if (!lines.length) return;
  await tx
    .insert(employeeSkills)
    .values(
      lines.map((l) => ({ employee_id: employeeId, skill_id: l.skill_id, rank: l.rank, years: l.years })),
    )
    .onConflictDoUpdate({
      target: [employeeSkills.employee_id, employeeSkills.skill_id],
      set: { rank: sql`excluded.rank`, years: sql`excluded.years`, updated_at: sql`now()` },
      setWhere: sql`(${employeeSkills.rank}, ${employeeSkills.years}) is distinct from (excluded.rank, excluded.years)`,
    });
}

/** Takes these skills off the sheet. */
export async function removeLines(tx: Db, employeeId: number, skillIds: readonly number[]) {
  if (!skillIds.length) return;
  await tx
    .delete(employeeSkills)
    .where(and(eq(employeeSkills.employee_id, employeeId), inArray(employeeSkills.skill_id, [...skillIds])));
}

/** Takes every skill but these off the sheet (the whole-sheet save). */
export async function keepOnly(tx: Db, employeeId: number, skillIds: readonly number[]) {
  await tx
    .delete(employeeSkills)
    .where(
      and(
        eq(employeeSkills.employee_id, employeeId),
        skillIds.length ? notInArray(employeeSkills.skill_id, [...skillIds]) : undefined,
      ),
    );
}

export async function countLines(tx: Db, employeeId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(employeeSkills)
    .where(eq(employeeSkills.employee_id, employeeId));
  return row?.n ?? 0;
}

export interface SearchRow {
  id: number;
  code: string;
  name: string;
  division: string | null;
  position: string | null;
  japanese_level: number;
  total: number;
}

/**
 * One page of the staffing search: working people whose sheet meets every criterion, best total
 * rank over the criteria first, then by code. The criteria are one pass over the
 * (skill_id, rank, employee_id) index — an OR of index ranges, grouped by person, kept when every
 * criterion matched (`having count(*) = n`: a skill is on a sheet once) — before any employee row is
 * read; the Japanese level and the name filter then apply to those people only.
 */
export async function searchPage(
  db: Db,
  q: { criteria: readonly SkillCriterion[]; jlpt?: number; q?: string; page: number; perpage: number },
  now: Date,
): Promise<{ rows: SearchRow[]; total: number }> {
  const filters: SQL[] = [isWorking(now)];
  if (q.jlpt) filters.push(sql`${employees.japanese_level} between 1 and ${q.jlpt}`);
  const match = employeeMatch(q.q);
  if (match) filters.push(match);
  const where = sql.join(filters, sql` and `);
  const n = q.criteria.length;
  const matched = n
    ? sql`(select es.employee_id, sum(es.rank)::int as score from employee_skills es
          where ${sql.join(
            q.criteria.map((c) => sql`(es.skill_id = ${c.skill_id} and es.rank >= ${c.min_rank})`),
            sql` or `,
          )}
          group by es.employee_id having count(*) = ${n})`
    : null;
  const from = matched ? sql`${matched} m join employees on employees.id = m.employee_id` : sql`employees`;
  const order = matched ? sql`m.score desc, employees.employee_code` : sql`employees.employee_code`;
  const page = rowsOf<SearchRow>(
    await db.execute(sql`
      select employees.id, employees.employee_code as code, employees.name,
        d.name as division, p.name as position, employees.japanese_level,
        (count(*) over ())::int as total
      from ${from}
      left join divisions d on d.id = employees.division_id
      left join positions p on p.id = employees.position_id
      where ${where}
      order by ${order}
      limit ${q.perpage} offset ${(q.page - 1) * q.perpage}`),
  );
  if (page.length || q.page === 1) return { rows: page, total: Number(page[0]?.total ?? 0) };
  // Past the last page: the total still tells the pager where the results end.
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${from} where ${where}`),
  );
  return { rows: [], total: Number(count?.n ?? 0) };
}

/** These people's lines of these skills. */
export async function linesOf(db: Db, employeeIds: readonly number[], skillIds: readonly number[]) {
  if (!employeeIds.length || !skillIds.length) return [];
  return db
    .select({
      employee_id: employeeSkills.employee_id,
      skill_id: employeeSkills.skill_id,
      rank: employeeSkills.rank,
      years: employeeSkills.years,
    })
    .from(employeeSkills)
    .where(
      and(
        inArray(employeeSkills.employee_id, [...employeeIds]),
        inArray(employeeSkills.skill_id, [...skillIds]),
      ),
    );
}
