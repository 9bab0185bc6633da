// `npm run lighthouse -w @staffhub/bench`: Lighthouse performance (mobile, its default throttling)
// of /login and of the signed-in dashboard, on the production server, with Debian's Chromium.
// SKIP_BUILD=1 reuses apps/web/dist; LIGHTHOUSE_PORT picks the port (default 3191).
// Prints the scores and the main metrics, and exits 1 when a page scores below its floor (`npm test`
// runs it so, as a CI gate). LIGHTHOUSE_MIN_SCORE=N replaces every floor with N.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildWeb, CHROMIUM_FLAGS, CHROMIUM_PATH, signIn, startServer } from '../scripts/lib/prod-server.mjs';

/** The score we aim for (0-100) on every page (issue #14). */
export const TARGET_PERFORMANCE_SCORE = 95;

/**
 * The score below which the gate fails, per page. /login meets the target (99 when this was set).
 * The dashboard does not yet (42: 1.6 s of blocking script under Lighthouse's 4x CPU throttling), so
 * its floor is a ratchet under today's score that catches a regression; raise it as it improves.
 */
export const FLOORS = { '/login': TARGET_PERFORMANCE_SCORE, '/dashboard': 35 };

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

async function audit(port, url) {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
  const { lhr } = result;
  const row = {
    page: new URL(url).pathname,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
  };
  for (const [id, label] of METRICS) row[label] = lhr.audits[id]?.displayValue ?? '-';
  row['landed on'] = new URL(lhr.finalDisplayedUrl).pathname;
  return row;
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
    rows.push(await audit(chrome.port, `${server.origin}/login`));
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
    rows.push(await audit(chrome.port, `${server.origin}/dashboard`));
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
