import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const SERVER_CLOCK_START = '2026-12-02T01:00:00.000Z';
// A fresh embedded database per run: the server migrates and seeds it on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'staffhub-e2e-'));
// Under faketime (scripts/test-on-days.mjs) the runner and the server see the moved machine clock,
// but Chromium does not start with libfaketime preloaded; its pages' clocks are set by the tests.
const { LD_PRELOAD: _preload, ...browserEnv } = process.env;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // One retry: a flaky run is still reported as flaky in the output, but does not sink CI.
  retries: 1,
  // Several people in several browsers: a whole flow takes about 35 s, and past 90 s on a loaded
  // two-core machine (the leave flow ran out of time at its last screenshot while every step held).
  timeout: 180_000,
  // A screen that waits for its chunks and data can take more than 10 s on a loaded machine (the
  // administrator's approval screen in the corrections flow did); a wrong screen still fails.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // The flows first, the accessibility sweep (every screen, minutes long) after them: the server's
  // clock runs in real time from CLOCK_START, and a flow that reads the time of day (a check-in
  // shown as 08:0x) must not wait behind the sweep, however slow the machine. With one worker the
  // projects run in this order.
  projects: [
    { name: 'flows', testIgnore: /a11y\.spec\.ts$/ },
    { name: 'a11y', testMatch: /a11y\.spec\.ts$/ },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    // A trace records a screencast and DOM snapshots of every page. Recorded on every first try and
    // thrown away when the test passed, it cost the browser CPU in every test; it is now recorded for
    // the retry of a failed test only.
    trace: 'on-first-retry',
    // Every page as a reader who asked for less motion sees it (apps/web/src/app/reducedMotion.ts):
    // antd's transitions off. A form error, a drawer or a toast is there or gone at once, so a click
    // no longer lands on a control still sliding into place and no test waits out an animation (the
    // heaviest flows 247 -> 210 s; their CPU barely moved: that is page loads, docs/ARCHITECTURE.md).
    reducedMotion: 'reduce',
    launchOptions: {
      env: browserEnv,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The server as `npm start` runs it (its bundle), on a fresh data folder.
    command: 'npm run build -w @staffhub/web && node scripts/start.mjs',
    cwd: '..',
    url: `http://localhost:${PORT}/api/docs/json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The flows start from days without attendance (the demo's two months of history are off).
      DEMO_HISTORY: '0',
      // Every test signs in from 127.0.0.1; the per-IP limit has its own API test.
      LOGIN_LIMIT_PER_IP: '100000',
      // The server clock starts on Wednesday 2 December 2026, 08:00 in Hanoi: inside the window in
      // which November can be submitted. Browser tests that need "today" move the page clock there.
      CLOCK_START: SERVER_CLOCK_START,
    },
  },
});
