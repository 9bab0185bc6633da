import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** The Postgres channel on which every API process hears that someone's counts changed. */
export const EVENTS_CHANNEL = 'staffhub_events';

export interface NewNotification {
  recipientId: number;
  type: string;
  /** REQUEST / APPROVED for requests; the event for others (a check-point hand-over: SELF_SENT...). */
  requestType: string | null;
  requestId: number | null;
  url: string | null;
  createdBy: number | null;
}

/**
 * Stores notifications and announces them with NOTIFY. Called inside the transition's transaction:
 * Postgres delivers the NOTIFY only on commit, so a rolled-back transition announces nothing.
 */
export async function notify(db: Db, items: readonly NewNotification[], alsoRefresh: readonly number[] = []) {
  if (items.length) {
    await db.insert(notifications).values(
      items.map((n) => ({
        employee_id: n.recipientId,
        type: n.type,
        request_type: n.requestType,
        request_id: n.requestId,
        url: n.url,
        created_by: n.createdBy,
      })),
    );
  }
  await announce(db, [...items.map((n) => n.recipientId), ...alsoRefresh]);
}

/**
 * Shared screens that follow the server live (a seat plan's who-is-where, a running vote's chart):
 * every open page hears `event: topic` with the name and reads that screen's data again.
 */
export const LIVE_TOPICS = ['seats', 'vote', 'news'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** Tells every API process that a shared screen changed (on commit, like `announce`). */
export async function announceTopic(db: Db, topic: LiveTopic) {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ topic })})`);
}

/** Tells every API process that everyone's notifications changed (a news item published to all). */
export async function announceAll(db: Db) {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ all: true })})`);
}

/** Tells every API process that these employees' notifications or counts changed. */
export async function announce(db: Db, employeeIds: readonly number[]) {
  const ids = [...new Set(employeeIds)];
  if (ids.length === 0) return;
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ employees: ids })})`);
}

/** Above this many people, one "everyone's counts changed" replaces the list (NOTIFY's 8 kB payload). */
const ANNOUNCE_LIST_MAX = 500;

/** `announce` for a list of any length (a reminder to a whole company). */
export async function announceMany(db: Db, employeeIds: readonly number[]) {
  if (employeeIds.length > ANNOUNCE_LIST_MAX) await announceAll(db);
  else await announce(db, employeeIds);
}
