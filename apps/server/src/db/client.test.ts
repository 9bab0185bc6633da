import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS } from '../config';
import { openPglite } from './client';

describe('openPglite', () => {
  it("sizes PGlite's page cache: 16MB by default (not PostgreSQL's 128MB), or as configured", async () => {
    for (const [given, expected] of [
      [undefined, PGLITE_SHARED_BUFFERS],
      ['48MB', '48MB'],
    ] as const) {
      const database = openPglite(undefined, undefined, given ? { sharedBuffers: given } : {});
      try {
        const rows = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
          rows: Array<{ shared_buffers: string }>;
        };
        expect(rows.rows[0]?.shared_buffers).toBe(expected);
      } finally {
        await database.close();
      }
    }
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
    // Two fresh embedded databases (an initdb each): over a minute on a loaded 2-core machine.
  }, 180_000);
});
