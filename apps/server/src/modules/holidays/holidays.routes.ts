import { HOLIDAY_YEARS, todayIn, ZDate, ZErrorBody, ZHoliday, ZHolidayInput } from '@staffhub/domain';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';
import { AppError } from '../../errors';
import { requireAdmin, requireAuth } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';

const tags = ['holidays'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

async function assertFree(db: Db, companyId: number, date: string, exceptId?: number) {
  const clash = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(
      and(
        eq(holidays.company_id, companyId),
        eq(holidays.date, date),
        exceptId ? ne(holidays.id, exceptId) : undefined,
      ),
    );
  if (clash.length) throw new AppError(4320);
}

/** Company holidays: everyone reads their calendar; administrators edit it (audited). */
export const holidayRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    '/holidays',
    {
      schema: {
        tags,
        summary: "A company's holidays of a year (default: your company, this year)",
        querystring: z.object({
          company_id: z.coerce.number().int().min(1).max(4).optional(),
          year: z.coerce
            .number()
            .int()
            .min(HOLIDAY_YEARS.from - 10)
            .max(HOLIDAY_YEARS.to + 10)
            .optional(),
        }),
        response: { 200: z.object({ holidays: z.array(ZHoliday) }), ...errors },
      },
    },
    async (request) => {
      const actor = requireAuth(request);
      const companyId = request.query.company_id ?? actor.companyId;
      // This year in the reader's company: 1 January starts in Tokyo and Hanoi before it does in UTC.
      const year = request.query.year ?? Number(todayIn(actor.timeZone, now()).slice(0, 4));
      const rows = await db
        .select({
          id: holidays.id,
          company_id: holidays.company_id,
          date: holidays.date,
          name: holidays.name,
          is_custom: holidays.is_custom,
        })
        .from(holidays)
        .where(
          and(
            eq(holidays.company_id, companyId),
            gte(holidays.date, `${year}-01-01`),
            lte(holidays.date, `${year}-12-31`),
          ),
        )
        .orderBy(asc(holidays.date));
      return { holidays: rows };
    },
  );

  app.post(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Administrators: add a holiday',
        body: ZHolidayInput,
        response: { 200: ZHoliday, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      requireAdmin(me);
      await assertFree(db, request.body.company_id, request.body.date);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(holidays)
          .values({ ...request.body, is_custom: true })
          .returning();
        if (!row) throw new AppError(5000);
        await writeAudit(tx, {
          actorId: me.employeeId,
          action: 'holiday.create',
          entity: 'holidays',
          entityId: row.id,
          data: request.body,
        });
        return {
          id: row.id,
          company_id: row.company_id,
          date: row.date,
          name: row.name,
          is_custom: row.is_custom,
        };
      });
    },
  );

  app.put(
    '/holidays/:id',
    {
      schema: {
        tags,
        summary: 'Administrators: move or rename a holiday',
        params: ZId,
        body: z.object({ date: ZDate, name: z.string().trim().min(1).max(160) }),
        response: { 200: ZHoliday, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      requireAdmin(me);
      const [current] = await db.select().from(holidays).where(eq(holidays.id, request.params.id));
      if (!current) throw new AppError(4040);
      await assertFree(db, current.company_id, request.body.date, current.id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(holidays)
          .set({ ...request.body, is_custom: true })
          .where(eq(holidays.id, current.id))
          .returning();
        if (!row) throw new AppError(4040);
        await writeAudit(tx, {
          actorId: me.employeeId,
          action: 'holiday.update',
          entity: 'holidays',
          entityId: row.id,
          data: { before: { date: current.date, name: current.name }, after: request.body },
        });
        return {
          id: row.id,
          company_id: row.company_id,
          date: row.date,
          name: row.name,
          is_custom: row.is_custom,
        };
      });
    },
  );

  app.delete(
    '/holidays/:id',
    {
      schema: {
        tags,
        summary: 'Administrators: remove a holiday',
        params: ZId,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      requireAdmin(me);
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(holidays).where(eq(holidays.id, request.params.id)).returning();
        if (!row) throw new AppError(4040);
        await writeAudit(tx, {
          actorId: me.employeeId,
          action: 'holiday.delete',
          entity: 'holidays',
          entityId: row.id,
          data: { date: row.date, name: row.name },
        });
      });
      return { message: 'Deleted.' };
    },
  );
};
