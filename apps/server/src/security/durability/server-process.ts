// The real server (`apps/server/src/server.ts`, as `npm start` runs it) in a child process, so a
// test can SIGKILL it mid-write and start it again on the same data.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { repoRoot } from '../../config';

export interface ServerEnv {
  /** PGlite: the data directory (the database lives in DATA_DIR/pglite). */
  dataDir: string;
  /** PostgreSQL: the database the server uses; PGlite when unset. */
  databaseUrl?: string | undefined;
  /** The server clock's start (CLOCK_START). */
  clockStart: string;
  /** WORKERS: how many API processes (a `node:cluster` primary above 1); one when unset. */
  workers?: number;
}

export interface RunningServer {
  url: string;
  pid: number;
  /** SIGKILL, and resolve once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (the graceful shutdown), and resolve once the process is gone. */
  stop(): Promise<void>;
  /** The process's exit code once it has ended (null before, or when a signal ended it). */
  exitCode(): number | null;
  /** What the process printed, for failure messages. */
  output(): string;
}

export const TOKEN_SECRET = 'durability-secret-durability-secret-0123';
const READY = 'Staffhub is running on';

/**
 * A PostgreSQL database of the test's own, copied from the run's migrated and seeded template
 * (`TEST_DATABASE_URL`'s server): its URL, and how to drop it.
 */
export async function databaseFromTemplate(
  prefix: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const live = new Set<ChildProcess>();

/** SIGKILLs every server this module started that is still running (afterAll, process exit). */
export async function killAll() {
  await Promise.all([...live].map((child) => exitOf(child, 'SIGKILL')));
}
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

function exitOf(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return gone;
}

/** Starts the server and resolves once it listens (it migrates, and seeds an empty database). */
export async function startServer(env: ServerEnv, timeoutMs = 90_000): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
      ...(env.workers ? { WORKERS: String(env.workers) } : {}),
      TOKEN_SECRET,
      CLOCK_START: env.clockStart,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      // The load signs in a few people at every start, all from 127.0.0.1.
      LOGIN_LIMIT_PER_IP: '100000',
    },
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let printed = '';
  const output = () => printed.slice(-4000);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready in ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      printed = (printed + chunk.toString()).slice(-20_000);
      if (printed.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output()}`));
    });
  }).catch(async (e) => {
    await exitOf(child, 'SIGKILL');
    throw e;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    kill: () => exitOf(child, 'SIGKILL'),
    stop: () => exitOf(child, 'SIGTERM'),
    exitCode: () => child.exitCode,
    output,
  };
}
