// `npm run lighthouse -w @staffhub/bench`: Lighthouse performance (mobile, its default throttling)
// of /login and of the signed-in dashboard, on the production server, with Debian's Chromium.
// SKIP_BUILD=1 reuses apps/web/dist; LIGHTHOUSE_PORT picks the port (default 3191).
// Audits each page LIGHTHOUSE_RUNS times (default 3) and keeps the median run; prints the scores, the
// main metrics and the host's benchmark index, and exits 1 when a page's median is below its floor
// (`npm test` runs it so, as a CI gate). LIGHTHOUSE_MIN_SCORE=N replaces every floor with N.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildWeb, CHROMIUM_FLAGS, CHROMIUM_PATH, signIn, startServer } from '../scripts/lib/prod-server.mjs';

/** The score we aim for (0-100) on every page (issue #14). */
export const TARGET_PERFORMANCE_SCORE = 95;

/**
 * The score below which the gate fails, per page: a wide ratchet that catches a real regression, not
 * the target. Lighthouse's simulated throttling scales the CPU time it observes, so the same build
 * scores differently on different hosts: /login scored 99 on one machine and 76-86 on the next
 * (benchmark index 1,500-2,700; main's build alike), the dashboard 42 and 25-38. A
 * floor at the target would fail CI on the host, not the code; the bundle budget
 * (scripts/bundle-budget.mjs) is the byte-exact gate. Raise these as the pages improve.
 */
export const FLOORS = { '/login': 65, '/dashboard': 18 };

/** Runs per page; the median score's run is the one reported (Lighthouse CI does the same). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/** An audit that could not score the page (Lighthouse's `runtimeError`) is made again once. */
const ATTEMPTS = 2;

/**
 * How long Lighthouse waits for the page to load and the network to go quiet (its default is 45 s).
 * A signed-in page keeps its live event stream open (apps/web/src/api/events.ts), so the network
 * never goes quiet and every dashboard audit waited the whole 45 s: 65 s an audit, three quarters of
 * the gate's four minutes. Its load is over in a few seconds; audited with 15 s and with 45 s in
 * turn on 2026-11-28 it scored the same (36-39 against 39, LCP 6.8-7.1 s against 6.8 s).
 */
const MAX_WAIT_FOR_LOAD_MS = 15_000;

async function audit(port, url) {
  let lhr;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    ({ lhr } = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
    }));
    if (!lhr.runtimeError && lhr.categories.performance.score !== null) break;
    // Said, so a failed audit is never a silent 0: a page that keeps failing still fails the gate.
    console.log(
      `${new URL(url).pathname}: audit ${attempt} of ${ATTEMPTS} could not score the page: ` +
        `${lhr.runtimeError?.code ?? 'no score'} ${lhr.runtimeError?.message ?? ''}`.trim(),
    );
  }
  const row = {
    page: new URL(url).pathname,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
  };
  for (const [id, label] of METRICS) row[label] = lhr.audits[id]?.displayValue ?? '-';
  row['landed on'] = new URL(lhr.finalDisplayedUrl).pathname;
  row.benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
  row.cpu = `${lhr.configSettings.throttling.cpuSlowdownMultiplier}x`;
  return row;
}

/** The run with the median score of `RUNS` audits of `url`. */
async function medianAudit(port, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url));
  runs.sort((a, b) => a.score - b.score);
  return { ...runs[Math.floor(runs.length / 2)], scores: runs.map((r) => r.score).join(' ') };
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') buildWeb();
  const server = await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 3191));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    rows.push(await medianAudit(chrome.port, `${server.origin}/login`));
    // The session as the web app keeps it: the HttpOnly token cookie (path /api) and the readable
    // expiry it checks. Lighthouse resets storage between runs but keeps cookies.
    const token = await signIn(server.origin);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const expires = Math.floor(Date.now() / 1000) + 3600;
    await browser.setCookie(
      { name: 'token', value: token, domain: 'localhost', path: '/api', httpOnly: true, expires },
      { name: 'token_expires_at', value: String(expires * 1000), domain: 'localhost', path: '/', expires },
    );
    await browser.disconnect();
    rows.push(await medianAudit(chrome.port, `${server.origin}/dashboard`));
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.table(rows);
  const override = process.env.LIGHTHOUSE_MIN_SCORE ? Number(process.env.LIGHTHOUSE_MIN_SCORE) : null;
  const below = rows.filter((r) => r.score < (override ?? FLOORS[r.page] ?? TARGET_PERFORMANCE_SCORE));
  for (const r of rows.filter((row) => row.score < TARGET_PERFORMANCE_SCORE && !below.includes(row)))
    console.log(`${r.page}: ${r.score}, above its floor, below the target of ${TARGET_PERFORMANCE_SCORE}.`);
  if (below.length > 0) {
    for (const r of below) console.error(`${r.page}: Lighthouse performance ${r.score}, below its floor.`);
    process.exit(1);
  }
  console.log('Lighthouse: every page at or above its floor.');
}

await main();
