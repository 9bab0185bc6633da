// Child process of the seats bench (issue #18): as serve.ts (a fresh database, the demo, the real
// app on a free port), with the 300-desk floor of lib/seats-seed.ts. Kept apart from serve.ts so
// the shared harness stays as it is; `close` ends it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite, openPostgres } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { seedSeatFloor } from './seats-seed';

const kind = process.env.BENCH_KIND === 'postgres' ? 'postgres' : 'pglite';
const database =
  kind === 'postgres'
    ? openPostgres(process.env.BENCH_CHILD_DATABASE_URL as string, 10)
    : openPglite(path.join(mkdtempSync(path.join(tmpdir(), 'staffhub-bench-')), 'pglite'));
await database.migrate();
await seedDemo(database.db);
const seeded = await seedSeatFloor(database.db, JSON.parse(process.env.BENCH_SEATS ?? '{"seats":300}'));
await database.db.execute(sql`analyze`);
const config = loadConfig(
  {},
  {
    tokenSecret: 'bench-secret-bench-secret-bench-secret-00',
    LOGIN_LIMIT_PER_IP: 1e9,
    LOGIN_FAILURES_PER_ACCOUNT: 1e9,
    WEB_DIST: '/none',
    BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'staffhub-bench-blobs-')),
  },
);
const app = await buildApp({ config, db: database.db, listen: database.listen });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ url, seeded });
process.on('message', async (m) => {
  if (m === 'close') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
