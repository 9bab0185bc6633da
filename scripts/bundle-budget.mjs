// `npm run budget`: the JavaScript a browser downloads for the first load of /login and of the
// signed-in landing pages, measured with Chromium against the production server (the web build
// served by the API, with its precompressed files). Fails (exit 1) when a page is over its budget.
// SKIP_BUILD=1 reuses apps/web/dist; BUDGET_PORT picks the port (default 3190).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildWeb, CHROMIUM_FLAGS, CHROMIUM_PATH, DEMO_MEMBER, startServer } from './lib/prod-server.mjs';

/**
 * Targets in KB (1000 bytes) of gzip-compressed JavaScript per cold page load (issue #14), and the
 * ceilings the gate enforces. /login meets its target, so its ceiling is the target. The signed-in
 * screens do not yet: the shell alone (React, the router, i18next, Ant Design's theme, layout, menu
 * and dropdowns) is about 300 KB. Each ceiling is a ratchet just over the page's figure when it was
 * set, which fails a regression; lower it with every cut. / (the timesheet list) was 520 KB (its
 * filters and table are its first screen); /dashboard 538 KB, 403 KB since its month picker, its
 * table of days and the zod schemas left its first load.
 * The figure of one build varies with the machine's load: the same commit measured 528.4 KB on a
 * quiet machine and 535.9 KB (three more files: what a slow first render fetches while it waits) at
 * the end of a loaded CI run. So a ceiling sits 8 to 15 KB above the quiet figure, not at it (issue
 * #17: / 532.0 and /dashboard 414.7 quiet, with the check-point menu in the shell).
 */
export const LOGIN_JS_BUDGET_KB = 150;
export const SIGNED_IN_JS_BUDGET_KB = 300;

const PAGES = [
  {
    name: '/login',
    path: '/login',
    ready: '#login_email',
    signedIn: false,
    budgetKb: LOGIN_JS_BUDGET_KB,
    ceilingKb: LOGIN_JS_BUDGET_KB,
  },
  // `/` is where sign-in lands (it redirects to the timesheets); /dashboard is the SPEC's dashboard.
  {
    name: '/ (after sign-in)',
    path: '/',
    ready: '.app-content .ant-table',
    signedIn: true,
    budgetKb: SIGNED_IN_JS_BUDGET_KB,
    // Issue #18 moved 8 KB of shared antd code into chunks `/` loads (docs/PERFORMANCE.md).
    ceilingKb: 555,
  },
  {
    name: '/dashboard',
    path: '/dashboard',
    ready: '[data-testid="dashboard-totals"]',
    signedIn: true,
    budgetKb: SIGNED_IN_JS_BUDGET_KB,
    ceilingKb: 440,
  },
];

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Loads `path` in a new page with the cache off and sums up every script it fetched. */
async function measure(context, origin, { path, ready }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = [];
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    lastScriptAt = Date.now();
    // Settled, never rejected: a page closed by a failure must not leave a rejection unhandled
    // (the process would die before stopping the server). A file that could not be read fails the
    // measurement below.
    pending.push(
      (async () => {
        try {
          const [body, sizes, headers] = await Promise.all([
            response.body(),
            response.request().sizes(),
            response.allHeaders(),
          ]);
          return {
            url: response.url(),
            raw: body.length,
            transferred: sizes.responseBodySize,
            gzip: gzipSync(body, { level: 9 }).length,
            encoding: headers['content-encoding'] ?? 'identity',
          };
        } catch (error) {
          return { url: response.url(), error };
        }
      })(),
    );
  });
  await page.goto(`${origin}${path}`);
  // The screen is up, and whatever scripts it fetches next have arrived: none for a second. (Not
  // 'networkidle': the signed-in app holds its notification stream open.)
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForLoadState('load');
  const settledBy = Date.now() + 15_000;
  while (Date.now() - lastScriptAt < 1_000 && Date.now() < settledBy) await page.waitForTimeout(200);
  const scripts = await Promise.all(pending);
  const unread = scripts.find((script) => script.error);
  if (unread) throw new Error(`Could not read ${unread.url}: ${unread.error}`);
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  return { scripts, finalPath };
}

/** Signs in through the login form, as a person does: the context then holds the session. */
async function signInThroughForm(context, origin) {
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.fill('#login_email', DEMO_MEMBER.email);
  await page.fill('#login_password', DEMO_MEMBER.password);
  await page.click('form[id="login"] button[type="submit"]');
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  await page.close();
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') buildWeb();
  const server = await startServer(Number(process.env.BUDGET_PORT ?? 3190));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let failed = false;
  try {
    const guest = await browser.newContext({ serviceWorkers: 'block' });
    const member = await browser.newContext({ serviceWorkers: 'block' });
    await signInThroughForm(member, server.origin);
    const rows = [];
    for (const target of PAGES) {
      const context = target.signedIn ? member : guest;
      const { scripts, finalPath } = await measure(context, server.origin, target);
      if (target.signedIn && finalPath === '/login') throw new Error(`${target.path} sent us to /login`);
      const sum = (key) => scripts.reduce((total, s) => total + s[key], 0);
      const uncompressed = scripts.filter((s) => s.encoding === 'identity' && s.raw > 1024);
      const gzipKb = sum('gzip') / 1000;
      const isOver = gzipKb > target.ceilingKb;
      const isOverTarget = gzipKb > target.budgetKb;
      failed ||= isOver || uncompressed.length > 0;
      rows.push({
        page: target.name,
        'landed on': finalPath,
        files: scripts.length,
        'transferred KB': kb(sum('transferred')),
        'gzip KB': gzipKb.toFixed(1),
        'raw KB': kb(sum('raw')),
        'target KB': target.budgetKb,
        'ceiling KB': target.ceilingKb,
        result: isOver
          ? 'OVER CEILING'
          : uncompressed.length > 0
            ? 'SENT UNCOMPRESSED'
            : isOverTarget
              ? 'under ceiling, over target'
              : 'ok',
      });
      if (process.env.BUDGET_VERBOSE === '1') {
        for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
          console.log(`  ${target.name} ${kb(s.gzip).padStart(7)} KB gzip  ${s.encoding.padEnd(8)} ${s.url}`);
        }
      }
      for (const s of uncompressed) console.log(`${target.name}: ${s.url} was sent uncompressed`);
    }
    console.log(
      '\nJavaScript per cold page load (transferred: as the browser received it, accept-encoding gzip, br)',
    );
    console.table(rows);
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failed) {
    console.error('Bundle ceiling exceeded (see the table above; BUDGET_VERBOSE=1 lists every file).');
    process.exit(1);
  }
  console.log('Bundle budget: every page under its ceiling.');
}

await main();
