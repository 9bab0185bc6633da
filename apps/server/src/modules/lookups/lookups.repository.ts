import type { ChartCount } from '@staffhub/domain';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { companies, customers, divisions, employees, positions, technologies } from '../../db/schema';

/** Customers by name, for the project and skill forms. */
export function listCustomers(db: Db) {
  return db
    .select({ id: customers.id, name: customers.name, type: customers.type, status: customers.status })
    .from(customers)
    .orderBy(asc(customers.name));
}

/** Positions in the order they were made, as `/commons` lists them. */
export function listPositions(db: Db) {
  return db
    .select({ id: positions.id, code: positions.code, name: positions.name })
    .from(positions)
    .orderBy(asc(positions.id));
}

/** Technologies grouped by category, then by name. */
export function listTechnologies(db: Db) {
  return db
    .select({ id: technologies.id, name: technologies.name, category: technologies.category })
    .from(technologies)
    .orderBy(asc(technologies.category), asc(technologies.name));
}

const count = sql<number>`count(*)::int`;

/**
 * Headcount of the people working at `now` by company, division, work type and Japanese level: four
 * GROUP BY queries, so no employee row is loaded. "Working" is the shared rule of `isWorking` (no
 * resignation, or one after the person's today in their own company), the one sign-in applies, so a
 * person counted here is one who can still sign in.
 */
export async function headcounts(db: Db, now: Date) {
  const working = isWorking(now);
  const divisionKey = sql<string>`coalesce(${divisions.name}, '-')`;
  const [byCompany, byDivision, byWorkType, byJapaneseLevel] = await Promise.all([
    db
      .select({ key: companies.code, count })
      .from(employees)
      .innerJoin(companies, eq(companies.id, employees.company_id))
      .where(working)
      .groupBy(companies.id, companies.code)
      .orderBy(asc(companies.id)),
    db
      .select({ key: divisionKey, count })
      .from(employees)
      .leftJoin(divisions, eq(divisions.id, employees.division_id))
      .where(working)
      .groupBy(divisionKey)
      .orderBy(asc(divisionKey)),
    db
      .select({ value: employees.work_type, count })
      .from(employees)
      .where(working)
      .groupBy(employees.work_type)
      .orderBy(asc(employees.work_type)),
    db
      .select({ value: employees.japanese_level, count })
      .from(employees)
      .where(working)
      .groupBy(employees.japanese_level)
      .orderBy(asc(employees.japanese_level)),
  ]);
  const asText = (rows: Array<{ value: number; count: number }>): ChartCount[] =>
    rows.map((r) => ({ key: String(r.value), count: r.count }));
  return {
    by_company: byCompany,
    by_division: byDivision,
    by_work_type: asText(byWorkType),
    by_japanese_level: asText(byJapaneseLevel),
  };
}

/** People per month (`YYYY-MM`) whose `day` falls in [from, until): one GROUP BY. */
async function perMonth(db: Db, day: SQL, from: string, until: string) {
  const month = sql<string>`to_char(${day}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, count })
    .from(employees)
    .where(and(gte(day, from), lt(day, until)))
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, r.count]));
}

/**
 * Joiners (join date, else start date) and leavers (resignation date) per month of [from, until),
 * dates as `YYYY-MM-DD`; months without anyone are absent.
 */
export async function movements(db: Db, from: string, until: string) {
  const [joined, left] = await Promise.all([
    perMonth(db, sql`coalesce(${employees.join_date}, ${employees.start_date})`, from, until),
    perMonth(db, sql`${employees.resignation_date}`, from, until),
  ]);
  return { joined, left };
}
