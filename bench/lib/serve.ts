// Child process of the bench harness: opens a fresh database, seeds it (demo, and the large
// organization when asked), starts the real app on a free port and reports it to the parent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite, openPostgres } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { seedDemoLeave } from '../../apps/server/src/db/seed/demo-leave';
import { seedApprovals } from './approvals-seed';
import { seedCheckpoints } from './checkpoint-seed';
import { seedLarge } from './large-seed';
import { seedPeer } from './peer-seed';
import { seedProjects } from './projects-seed';
import { seedScale } from './scale-seed';
import { seedSkillSheets } from './skills-seed';

const kind = process.env.BENCH_KIND === 'postgres' ? 'postgres' : 'pglite';
/** The PGlite data directory's parent (the server's DATA_DIR when the harness starts `npm start`'s bundle on it). */
const dataDir = mkdtempSync(path.join(tmpdir(), 'staffhub-bench-'));
const database =
  kind === 'postgres'
    ? openPostgres(process.env.BENCH_CHILD_DATABASE_URL as string, 10)
    : // PGlite's page cache as the server would have it (PGLITE_SHARED_BUFFERS, else its default).
      openPglite(path.join(dataDir, 'pglite'), undefined, {
        sharedBuffers: process.env.PGLITE_SHARED_BUFFERS || undefined,
      });
await database.migrate();
await seedDemo(database.db);
const large = process.env.BENCH_LARGE ? JSON.parse(process.env.BENCH_LARGE) : null;
const approvals = process.env.BENCH_APPROVALS ? JSON.parse(process.env.BENCH_APPROVALS) : null;
// The scale bench's large organization (issue #19), with EXPLAIN of its calls when asked.
const scale = process.env.BENCH_SCALE ? JSON.parse(process.env.BENCH_SCALE) : null;
const seeded = large
  ? await seedLarge(database.db, large)
  : approvals
    ? await seedApprovals(database.db, approvals)
    : scale
      ? await seedScale(database, scale)
      : null;
// The project bench's projects over the large organization (issue #16).
const projects = process.env.BENCH_PROJECTS
  ? await seedProjects(database.db, JSON.parse(process.env.BENCH_PROJECTS))
  : null;
// The skills bench's catalogue and sheets over the large organization (issue #17).
const skillSheets = process.env.BENCH_SKILLS
  ? await seedSkillSheets(database.db, JSON.parse(process.env.BENCH_SKILLS))
  : null;
// The check-point bench's period and reviews over the large organization (issue #17).
const checkpoints = process.env.BENCH_CHECKPOINT
  ? await seedCheckpoints(database.db, JSON.parse(process.env.BENCH_CHECKPOINT))
  : null;
// The peer's workload (issue #19): a team of 51, 500 leaves, 100 pending for one approver.
const peer = process.env.BENCH_PEER ? await seedPeer(database.db, JSON.parse(process.env.BENCH_PEER)) : null;
// Leave balances for everybody (this year's accruals) when asked.
if (process.env.BENCH_LEAVE) await seedDemoLeave(database.db, new Date());
// As the server does at start (apps/server/src/server.ts): statistics of the seeded tables.
await database.db.execute(sql`analyze`);
const everySeed =
  projects || skillSheets || checkpoints || peer
    ? { ...(seeded ?? {}), ...projects, ...skillSheets, ...checkpoints, ...peer }
    : seeded;
if (process.env.BENCH_SEED_ONLY === '1') {
  // The harness serves this data with the server as `npm start` runs it (`startTarget`'s 'production').
  await database.close();
  process.send?.({ url: '', dataDir, seeded: everySeed }, () => process.exit(0));
  await new Promise(() => {});
}
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
process.send?.({ url, seeded: everySeed });
// The harness measures this process from outside (/proc); it only asks it to close.
process.on('message', async (m) => {
  if (m === 'close') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
