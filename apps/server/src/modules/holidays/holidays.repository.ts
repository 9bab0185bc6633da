import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';

const columns = {
  id: holidays.id,
  company_id: holidays.company_id,
  date: holidays.date,
  name: holidays.name,
  is_custom: holidays.is_custom,
};

/** A company's holidays of one year, in date order. */
export function ofYear(db: Db, companyId: number, year: number) {
  return db
    .select(columns)
    .from(holidays)
    .where(
      and(
        eq(holidays.company_id, companyId),
        gte(holidays.date, `${year}-01-01`),
        lte(holidays.date, `${year}-12-31`),
      ),
    )
    .orderBy(asc(holidays.date));
}

/** Whether the company has a holiday on `date` other than `exceptId`. */
export async function taken(db: Db, companyId: number, date: string, exceptId?: number) {
  const clash = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(
      and(
        eq(holidays.company_id, companyId),
        eq(holidays.date, date),
        exceptId ? ne(holidays.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return clash.length > 0;
}

export async function findById(db: Db, id: number) {
  return (await db.select().from(holidays).where(eq(holidays.id, id)).limit(1))[0];
}

export async function insert(db: Db, values: { company_id: number; date: string; name: string }) {
  const [row] = await db
    .insert(holidays)
    .values({ ...values, is_custom: true })
    .returning(columns);
  return row;
}

export async function update(db: Db, id: number, values: { date: string; name: string }) {
  const [row] = await db
    .update(holidays)
    .set({ ...values, is_custom: true })
    .where(eq(holidays.id, id))
    .returning(columns);
  return row;
}

export async function remove(db: Db, id: number) {
  const [row] = await db.delete(holidays).where(eq(holidays.id, id)).returning(columns);
  return row;
}
