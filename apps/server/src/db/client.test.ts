import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS } from '../config';
import { openPglite } from './client';

// The embedded database's own setting: tested on the PGlite tier only (the PostgreSQL tier has no
// PGlite template to open, and a fresh initdb took 37-43 s of a worker on a loaded machine).
describe.runIf(inject('dbKind') === 'pglite')('openPglite', () => {
  it("sizes PGlite's page cache: 16MB by default (not PostgreSQL's 128MB), or as configured", async () => {
    // The tier's migrated template, as each test file opens it: the size is a start parameter, not
    // a setting kept in the data directory, so a loaded copy shows what a fresh one would.
    const template = readFileSync(inject('dbTemplate'));
    for (const [given, expected] of [
      [undefined, PGLITE_SHARED_BUFFERS],
      ['48MB', '48MB'],
    ] as const) {
      const database = openPglite(undefined, new Blob([template]), given ? { sharedBuffers: given } : {});
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
  });
});
