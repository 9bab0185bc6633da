import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { deviceTokens, employees, notifications } from '../../db/schema';

const creator = alias(employees, 'creator');

export async function listForRecipient(db: Db, employeeId: number, limit: number, offset: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        request_type: notifications.request_type,
        request_id: notifications.request_id,
        url: notifications.url,
        created_by_id: creator.id,
        created_by_name: creator.name,
        created_by_avatar: creator.avatar,
        created_at: notifications.created_at,
        image_url: notifications.image_url,
        is_readed: notifications.is_readed,
      })
      .from(notifications)
      .leftJoin(creator, eq(creator.id, notifications.created_by))
      .where(eq(notifications.employee_id, employeeId))
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.is_readed} = 0)`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.employee_id, employeeId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0, unread: totals[0]?.unread ?? 0 };
}

/** Marks one of the recipient's notifications read; returns false when it is not theirs. */
export async function markRead(db: Db, employeeId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ is_readed: 1 })
    .where(and(eq(notifications.id, id), eq(notifications.employee_id, employeeId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks read what told the recipient about one request (its kind's notification type and id). */
export async function markReadAbout(db: Db, employeeId: number, type: string, requestId: number) {
  await db
    .update(notifications)
    .set({ is_readed: 1 })
    .where(
      and(
        eq(notifications.employee_id, employeeId),
        eq(notifications.type, type),
        eq(notifications.request_id, requestId),
        eq(notifications.is_readed, 0),
      ),
    );
}

export async function markAllRead(db: Db, employeeId: number) {
  await db
    .update(notifications)
    .set({ is_readed: 1 })
    .where(and(eq(notifications.employee_id, employeeId), eq(notifications.is_readed, 0)));
}

export async function saveDeviceToken(db: Db, accountId: number, token: string) {
  await db.insert(deviceTokens).values({ account_id: accountId, fcm_token: token }).onConflictDoNothing();
}

export async function removeDeviceToken(db: Db, accountId: number, token: string) {
  await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.account_id, accountId), eq(deviceTokens.fcm_token, token)));
}

export async function countUnread(db: Db, employeeId: number) {
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.employee_id, employeeId), eq(notifications.is_readed, 0)));
  return rows[0]?.n ?? 0;
}
