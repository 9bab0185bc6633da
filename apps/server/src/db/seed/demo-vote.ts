import type { Db } from '../client';

/** Demo company-trip votes (issue #18): being built. */
export async function seedDemoVote(_db: Db, _now: Date): Promise<void> {}
