import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/helpers';
import { anyOf } from './any-of';
import { employees } from './schema';

const ctx = await setupTestApp();
afterAll(() => ctx.app.close());
const { db } = ctx.database;

const idsWhere = async (ids: readonly number[]) =>
  (
    await db
      .select({ id: employees.id })
      .from(employees)
      .where(anyOf(employees.id, ids))
      .orderBy(asc(employees.id))
  ).map((r) => r.id);

describe('a list of ids as one parameter (db/any-of.ts)', () => {
  it('matches exactly the ids given: none, one, many, unknown ones and repeats', async () => {
    const all = (await db.select({ id: employees.id }).from(employees).orderBy(asc(employees.id))).map(
      (r) => r.id,
    );
    expect(all.length).toBeGreaterThan(3);
    const [a, b, c] = all as [number, number, number];
    expect(await idsWhere([])).toEqual([]);
    expect(await idsWhere([b])).toEqual([b]);
    expect(await idsWhere([c, a, -1, a])).toEqual([a, c]);
    expect(await idsWhere(all)).toEqual(all);
  });

  it('writes one statement text for every length past one, its ids in a single parameter', () => {
    const textOf = (ids: number[]) => db.select().from(employees).where(anyOf(employees.id, ids)).toSQL();
    const two = textOf([1, 2]);
    const many = textOf(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(many.sql).toBe(two.sql);
    expect(many.params).toHaveLength(1);
    expect(many.params[0]).toHaveLength(300);
    expect(textOf([7]).params).toEqual([7]);
  });
});
