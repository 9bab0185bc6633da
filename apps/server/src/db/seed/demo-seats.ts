import type { Db } from '../client';

/** Demo floors, seats and who sits where (issue #18): being built. */
export async function seedDemoSeats(_db: Db): Promise<void> {}
