import { newsReadUrl } from '@staffhub/domain';
import type { Db } from '../../db/client';
import { announceAll, announceTopic } from '../notifications/notify';
import * as repo from './news.repository';

/** Items told about per run: a backlog is worked off over a few runs, never in one unbounded loop. */
const PER_RUN = 20;

/**
 * Tells everyone about one item, once, when it has become visible: the `notified_at` guard (an
 * UPDATE ... WHERE notified_at IS NULL) lets exactly one caller insert the NEWS notifications, one
 * per working person in one INSERT ... SELECT, in the same transaction; then every open bell hears it.
 */
export async function noticeOnce(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await repo.claimNotice(tx, id, now);
    if (!claimed) return false;
    await repo.noticeEveryone(tx, id, newsReadUrl(id), claimed.author, now);
    await announceAll(tx);
    await announceTopic(tx, 'news');
    return true;
  });
}

/**
 * Publishes what is due: every visible item nobody was told about (a scheduled time that passed).
 * Idempotent; run before news reads and on the plugin's timer.
 */
export async function publishDue(db: Db, now: Date): Promise<number> {
  const due = await repo.dueForNotice(db, now, PER_RUN);
  let told = 0;
  for (const { id } of due) if (await noticeOnce(db, id, now)) told += 1;
  return told;
}
