// WORKERS (config.ts, server.ts, primary.ts): the server as `npm start` runs it with two API
// processes behind one port. On PostgreSQL: the primary starts two, both serve (connections are
// handed round-robin), a session ended through one is refused by the other, a process that dies is
// replaced, a failing start stops the server instead of looping, and SIGTERM ends them all with
// code 0. On PGlite, more than one process is refused at once with a clear message.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { databaseFromTemplate, killAll, startServer } from './server-process';

const kind = inject('dbKind');
const dataDir = mkdtempSync(path.join(tmpdir(), 'staffhub-workers-'));
const clockStart = '2026-11-16T03:00:00Z';
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

beforeAll(async () => {
  if (kind !== 'postgres') return;
  const copy = await databaseFromTemplate('staffhub_workers', inject('dbTemplate'));
  databaseUrl = copy.url;
  dropDatabase = copy.drop;
});

afterAll(async () => {
  await killAll();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

// Under CI the security tier runs beside the browser tests and the fuzzer on two cores, and each
// API process here compiles the app under tsx at its start: the waits are generous, and a failure
// says which step it was in and what the server printed.

/** One call on a connection of its own (no keep-alive), so the primary hands each to the next worker. */
function fresh(base: string, method: string, url: string, token?: string, body?: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${base}${url}`,
      {
        method,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    // A request that hangs fails the test with its own message, not the test's timeout.
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${url}: no answer in 30 s`)));
    req.on('error', reject);
    req.end(data);
  });
}

/** The process ids of a process's children (its API processes), from /proc. */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

/** A process's CPU time so far (user + system, ms), from /proc/<pid>/stat. */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const login = async (base: string, email: string) => {
  const res = await fresh(base, 'POST', '/api/login', undefined, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return String((JSON.parse(res.body) as { token: string }).token);
};

describe.runIf(kind === 'postgres')('two API processes on PostgreSQL (WORKERS=2)', () => {
  it('serves from both, shares sessions, replaces a process that dies and stops cleanly', async () => {
    const server = await startServer({ dataDir, databaseUrl, clockStart, workers: 2 }, 200_000);
    let step = 'started';
    try {
      const first = childrenOf(server.pid);
      expect(first).toHaveLength(2);

      // Six sign-ins on connections of their own: round-robin gives each process three, and each
      // sign-in hashes a password (tens of ms of CPU), so both processes' CPU time grows.
      step = 'six sign-ins';
      const before = first.map(cpuMsOf);
      const tokens: string[] = [];
      for (let i = 0; i < 6; i++) tokens.push(await login(server.url, 'member@demo.test'));
      const grew = first.map((pid, i) => cpuMsOf(pid) - (before[i] as number));
      for (const ms of grew) expect(ms).toBeGreaterThanOrEqual(40);

      // A token from any sign-in works on every connection, whichever process takes it.
      step = 'the tokens on every connection';
      for (const token of tokens)
        expect((await fresh(server.url, 'GET', '/api/account', token)).status).toBe(200);

      // Signed out through one process: refused on every connection once its commit is heard.
      step = 'signed out';
      const [ended] = tokens as [string];
      expect((await fresh(server.url, 'POST', '/api/logout', ended)).status).toBe(200);
      await until(
        async () => {
          const answers = await Promise.all(
            [1, 2, 3, 4].map(() => fresh(server.url, 'GET', '/api/account', ended)),
          );
          return answers.every((a) => a.status === 401);
        },
        2000,
        'the signed-out token refused by both processes',
      );

      // A process killed: the primary starts another; the server answers meanwhile and after.
      step = 'a process killed';
      const [victim] = first as [number];
      process.kill(victim, 'SIGKILL');
      // Once the primary has reaped it: a connection node:cluster hands to a process in the moment
      // it dies is lost (CI: no answer in 30 s, docs/DECISIONS.md), a limit of its round-robin.
      await until(() => !childrenOf(server.pid).includes(victim), 30_000, 'the killed process reaped');
      expect((await fresh(server.url, 'GET', '/api/account', tokens[1])).status).toBe(200);
      await until(
        () => {
          const now = childrenOf(server.pid);
          return now.length === 2 && !now.includes(victim);
        },
        60_000,
        'a new API process in place of the killed one',
      );
      const second = childrenOf(server.pid);
      expect(second.filter((pid) => !first.includes(pid))).toHaveLength(1);
      // The replacement serves too: once its start is over (its CPU time still for a second), six
      // sign-ins on connections of their own give it its share.
      step = 'the replacement serving';
      const replacement = second.find((pid) => !first.includes(pid)) as number;
      let last = cpuMsOf(replacement);
      await until(
        async () => {
          await new Promise((r) => setTimeout(r, 1000));
          const now = cpuMsOf(replacement);
          const idle = now - last < 30;
          last = now;
          return idle;
        },
        120_000,
        'the replacement done starting',
      );
      const beforeLogins = cpuMsOf(replacement);
      for (let i = 0; i < 6; i++) await login(server.url, 'member@demo.test');
      expect(cpuMsOf(replacement) - beforeLogins).toBeGreaterThanOrEqual(40);

      // SIGTERM: every process closes, the primary exits with 0.
      step = 'stopped';
      await server.stop();
      expect(server.exitCode()).toBe(0);
      for (const pid of second) expect(() => process.kill(pid, 0)).toThrow();
    } catch (e) {
      throw new Error(`at "${step}": ${(e as Error).message}\nthe server printed:\n${server.output()}`);
    }
  }, 480_000);

  it('stops with code 1 when its processes cannot start, instead of restarting them for ever', async () => {
    const u = new URL(databaseUrl as string);
    u.pathname = '/staffhub_no_such_database';
    await expect(
      startServer({ dataDir, databaseUrl: u.toString(), clockStart, workers: 2 }, 200_000),
    ).rejects.toThrow(/server exited \(1\) before listening[\s\S]*in a row ended before listening/);
  }, 240_000);
});

describe.runIf(kind === 'pglite')('more than one API process on PGlite', () => {
  it('is refused at start with the reason', async () => {
    await expect(startServer({ dataDir, clockStart, workers: 2 }, 30_000)).rejects.toThrow(
      /WORKERS: more than one process needs PostgreSQL \(DATABASE_URL\)/,
    );
  });
});
