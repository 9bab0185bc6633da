import path from 'node:path';
import { todayIn } from '@staffhub/domain';
import { LocalBlobStore } from '../../blob/store';
import type { Config } from '../../config';
import type { Db } from '../client';
import { seedDemo } from './demo';
import { seedDemoCheckpoints } from './demo-checkpoints';
import { seedDemoHistory, seedDemoRequests } from './demo-history';
import { seedDemoLeave } from './demo-leave';
import { seedDemoNews } from './demo-news';
import { seedDemoAvatars } from './demo-people';
import { seedDemoProjectFiles, seedDemoProjects } from './demo-projects';
import { seedDemoSeats } from './demo-seats';
import { seedDemoSkills } from './demo-skills';
import { seedDemoVote } from './demo-vote';

/**
 * The demo organization a first start seeds into an empty database (`server.ts`), with its
 * pictures where the app keeps uploads. A module of its own so that a server starting on seeded
 * data never loads the seeds and what they use (image encoding, the holiday calendars).
 */
export async function seedFirstStart(database: { db: Db }, config: Config, now: () => Date) {
  await seedDemo(database.db);
  // The project area: five projects with a year of effort, reviews, activities and contracts, as of
  // today in Hanoi (with or without DEMO_HISTORY: the browser tests read them).
  await seedDemoProjects(database.db, todayIn('Asia/Ho_Chi_Minh', now()));
  // Check-point reviews: a finished period with results and an open one with reviews at every stage.
  await seedDemoCheckpoints(database.db, todayIn('Asia/Ho_Chi_Minh', now()));
  await seedDemoSkills(database.db);
  // The demo balances (this year's accruals) and a few leave requests in every state.
  await seedDemoLeave(database.db, now());
  // Two months of attendance (after the leave, so that days off stay without it), then overtime on
  // its long days, remote work and corrections (their evidence where the app keeps uploads).
  const blobs = new LocalBlobStore(config.BLOB_DIR ?? path.join(config.DATA_DIR, 'blobs'));
  if (config.DEMO_HISTORY) {
    await seedDemoHistory(database.db, now());
    await seedDemoRequests(database.db, now(), blobs);
  }
  // Photos for some people; the others show the default image.
  await seedDemoAvatars(database.db, blobs);
  // Pictures of the demo projects and of their kick-offs and bonuses.
  await seedDemoProjectFiles(database.db, blobs);
  // Company life (issue #18): news with pictures, the five floors' seat plans, the trip votes.
  await seedDemoNews(database.db, now(), blobs);
  await seedDemoSeats(database.db);
  await seedDemoVote(database.db, now());
}
