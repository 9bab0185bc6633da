// kill -9 under write load: every write the server acknowledged (2xx with its body) is still there
// after the process is SIGKILLed mid-load and started again on the same data. The real server runs
// in a child process (PGlite in a temp DATA_DIR, or a PostgreSQL database of its own); eight demo
// people write over HTTP; at a random moment into the load (after 20-60 acknowledged writes, and
// 300 ms at least) the server is killed, then restarted, and each acknowledged write is read back
// through the API. After the last cycle the database is opened directly to check that nothing
// half-written was left (a request without its approval steps or its audit line, an approved
// request with a step not approved).
//
// What this proves for PGlite: its NODEFS file system hands every write() to the OS at once (a
// SIGKILLed process loses nothing the kernel holds), but implements no fsync, so this says nothing
// of an OS crash or a power loss; PostgreSQL runs with fsync on.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../db/client';
import { databaseFromTemplate, killAll, type RunningServer, startServer } from './server-process';
import { type Ack, type Name, PEOPLE, type Person, signIn, verifyAcks, WriteLoad } from './write-load';

const kind = inject('dbKind');
const CYCLES = 4;
/** The server clock of cycle n: Monday 16 November 2026 + n days, 10:00 in Hanoi. */
const clockOf = (n: number) => `2026-11-${String(16 + n).padStart(2, '0')}T03:00:00Z`;
const dayOf = (n: number) => clockOf(n).slice(0, 10);

const dataDir = mkdtempSync(path.join(tmpdir(), 'staffhub-kill9-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

beforeAll(async () => {
  if (kind === 'postgres') {
    // A database of its own, copied from the run's migrated and seeded template.
    const copy = await databaseFromTemplate('staffhub_kill9', inject('dbTemplate'));
    databaseUrl = copy.url;
    dropDatabase = copy.drop;
  } else {
    // The seeded template, unpacked into the data directory the server opens (DATA_DIR/pglite).
    const seeded = openPglite(path.join(dataDir, 'pglite'), new Blob([readFileSync(inject('dbTemplate'))]));
    await seeded.migrate();
    await seeded.close();
  }
});

afterAll(async () => {
  await killAll();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signInAll(base: string): Promise<Record<Name, Person>> {
  const signed = await Promise.all(PEOPLE.map((name) => signIn(base, name)));
  return Object.fromEntries(signed.map((p) => [p.name, p])) as Record<Name, Person>;
}

/** The database itself, with the server stopped (PGlite is one process's). */
function openDirect(): Database {
  return databaseUrl ? openPostgres(databaseUrl, 1) : openPglite(path.join(dataDir, 'pglite'));
}

async function rowsOf(database: Database, text: ReturnType<typeof sql>) {
  return ((await database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

describe(`kill -9 under write load (${kind})`, () => {
  it(`loses no acknowledged write over ${CYCLES} kill cycles`, async () => {
    const started = Date.now();
    const load = new WriteLoad();
    const report: string[] = [];
    const lost: Array<{ ack: Ack; why: string }> = [];
    let server: RunningServer = await startServer({ dataDir, databaseUrl, clockStart: clockOf(0) });
    let people = await signInAll(server.url);

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const from = load.acks.length;
      for (const name of PEOPLE) load.acks.push({ type: 'session', who: name, token: people[name].token });

      let stopped = false;
      const begun = Date.now();
      const running = load.run(server.url, people, dayOf(cycle), () => stopped);
      // A random moment into the load, counted in acknowledged writes so that a slow (shared)
      // machine still writes before the kill: 20 to 60 of them, then 0-50 ms more, 300 ms at least.
      const target = load.tally.acknowledged + 20 + Math.floor(Math.random() * 41);
      while (load.tally.acknowledged < target && Date.now() - begun < 60_000) await sleep(2);
      await sleep(Math.max(Math.floor(Math.random() * 50), 300 - (Date.now() - begun)));
      const delay = Date.now() - begun;
      stopped = true;
      await server.kill();
      await running;

      // The same data, the next day's clock; these sessions verify, then write the next cycle.
      server = await startServer({ dataDir, databaseUrl, clockStart: clockOf(cycle + 1) });
      people = await signInAll(server.url);
      const acks = load.acks.slice(from);
      const missing = await verifyAcks(server.url, people, acks);
      lost.push(...missing);
      report.push(
        `cycle ${cycle + 1}: SIGKILL ${delay} ms into the load, ${acks.length} acknowledged (${PEOPLE.length} sign-ins), ${acks.length - missing.length} verified, ${missing.length} lost`,
      );
    }

    // Once more at the end, every acknowledgement of every cycle, on the last restarted server.
    const finallyMissing = await verifyAcks(server.url, people, load.acks);
    await server.stop();

    // The database itself: nothing half-written by the writes the kills interrupted.
    const database = openDirect();
    const problems: Array<Record<string, unknown>> = [];
    let committed = 0;
    try {
      for (const [table, requestKind, note] of [
        ['remote_requests', 'remote', 'reason'],
        ['leave_requests', 'leave', 'note'],
        ['short_leave_requests', 'short_leave', 'reason'],
      ] as const) {
        const t = sql.identifier(table);
        problems.push(
          ...(await rowsOf(
            database,
            sql`select ${table} as t, r.id, 'no approval steps' as problem from ${t} r
                 where not exists (select 1 from approval_steps s where s.request_kind = ${requestKind} and s.request_id = r.id)
                union all
                select ${table}, r.id, 'no create audit line' from ${t} r
                 where not exists (select 1 from audit_log a where a.entity = ${table} and a.entity_id = r.id and a.action = ${`${requestKind}.create`})
                union all
                select ${table}, s.request_id, 'steps of a missing request' from approval_steps s
                 where s.request_kind = ${requestKind} and not exists (select 1 from ${t} r where r.id = s.request_id)`,
          )),
        );
        const [made] = await rowsOf(
          database,
          sql`select count(*) as n from ${t} where ${sql.identifier(note)} like 'kill9 %'`,
        );
        committed += Number(made?.n);
      }
      // Chain kinds: approved means every level approved; short leave: one assignee approved.
      problems.push(
        ...(await rowsOf(
          database,
          sql`select 'remote_requests' as t, r.id, 'approved with a step not approved' as problem from remote_requests r
               where r.status = 2 and exists (select 1 from approval_steps s where s.request_kind = 'remote' and s.request_id = r.id and s.status <> 2)
              union all
              select 'leave_requests', r.id, 'approved with a step not approved' from leave_requests r
               where r.status = 2 and exists (select 1 from approval_steps s where s.request_kind = 'leave' and s.request_id = r.id and s.status <> 2)
              union all
              select 'short_leave_requests', r.id, 'approved without an approved assignee' from short_leave_requests r
               where r.status = 2 and not exists (select 1 from approval_steps s where s.request_kind = 'short_leave' and s.request_id = r.id and s.status = 2)`,
        )),
      );
    } finally {
      await database.close();
    }

    const acknowledged = load.acks.length;
    const byType = new Map<string, number>();
    for (const a of load.acks) byType.set(a.type, (byType.get(a.type) ?? 0) + 1);
    const createsAcked = byType.get('request') ?? 0;
    console.log(
      [
        `kill -9 (${kind}): ${CYCLES} cycles in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        ...report,
        `writes sent ${load.tally.sent} (+ ${CYCLES * PEOPLE.length} sign-ins); acknowledged ${acknowledged}: ${JSON.stringify(Object.fromEntries(byType))}`,
        `refused ${load.tally.refused} ${JSON.stringify(Object.fromEntries(load.tally.codes))}, 5xx ${load.tally.errors.length}`,
        `lost after each restart ${lost.length}; verified again at the end ${acknowledged - finallyMissing.length} of ${acknowledged}, lost ${finallyMissing.length}`,
        `requests in the database ${committed}, of which acknowledged ${createsAcked} (the rest were in flight at a kill and committed)`,
        `half-written rows: ${problems.length}`,
      ].join('\n'),
    );
    expect(lost).toEqual([]);
    expect(finallyMissing).toEqual([]);
    expect(problems).toEqual([]);
    expect(load.tally.errors).toEqual([]);
    // The load wrote: every cycle acknowledged at least 20 writes beyond its sign-ins.
    expect(acknowledged - CYCLES * PEOPLE.length).toBeGreaterThanOrEqual(CYCLES * 20);
    // Four server starts on PGlite: beside the browser lane one start takes over a minute, and the
    // run once needed 316 s; the bound is for a hang, not for a busy machine.
  }, 600_000);
});
