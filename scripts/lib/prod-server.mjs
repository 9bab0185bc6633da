// The production server as a person meets it: the built web app served by the API process on a
// fresh embedded database (migrated and seeded on start). Used by the bundle budget and Lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLOCK_START = '2026-12-02T01:00:00.000Z';
export const DEMO_MEMBER = { email: 'member@demo.test', password: 'demo1234' };
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `npm run build` of the web app (with its precompressed .br/.gz files). */
export function buildWeb() {
  const r = spawnSync('npm', ['run', 'build', '-w', '@staffhub/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the web build failed');
}

/** Starts the server on `port`; resolves once it answers, with its origin and a `stop()`. */
export async function startServer(port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staffhub-perf-'));
  // As `npm start` runs it: the server's bundle (scripts/start.mjs bundles it, then runs it).
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLOCK_START,
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000',
    },
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${origin}/api/docs/json`);
      if (res.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server on port ${port} did not start`);
}

/** Signs in through the API as the web does; returns the session token (the `token` cookie). */
export async function signIn(origin, { email, password } = DEMO_MEMBER) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'staffhub' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  if (!cookie) throw new Error('sign-in set no token cookie');
  return cookie.slice('token='.length).split(';')[0];
}
