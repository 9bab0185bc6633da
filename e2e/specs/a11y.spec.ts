/**
 * Accessibility (issue 14): no serious or critical axe violation (WCAG 2.1 A and AA) and exactly one
 * h1 on every screen of the route table, for the demo accounts, in ja, en and vi.
 *
 * In CI: every route once, as the first demo account allowed in (the languages in turn), every
 * account's landing screen in all three languages, and the signed-out sign-in in all three. `A11Y_FULL=1` checks every route for every account in every language (about 1,300 screens,
 * too long for CI). The routes come from the app's own table, so a new screen is checked the day
 * it is added.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { type Access, type AccessGate, LOCALES, type Locale, passesGate } from '@staffhub/domain';
import { ROUTES, type RouteMeta } from '../../apps/web/src/app/routes';
import { apiToken, expect, SERVER_CLOCK_START, signIn, switchLanguage, test } from '../lib/fixtures';

/** Every demo account; the widest access first, so a route is checked as the first one let in. */
const ALL_ACCOUNTS = ['admin', 'bod', 'pr', 'dm', 'top', 'pm', 'leader', 'hr', 'member', 'solo'] as const;
type AccountName = (typeof ALL_ACCOUNTS)[number];
/** `A11Y_ACCOUNTS=bod,top` narrows the run while mending (the every-route check is then skipped). */
const ONLY = process.env.A11Y_ACCOUNTS?.split(',');
const ACCOUNTS = ALL_ACCOUNTS.filter((a) => !ONLY || ONLY.includes(a));
const FULL = process.env.A11Y_FULL === '1';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  rule: string;
  impact: string;
  nodes: string[];
}

/** The screens an account reaches by address: no parameters, no redirect-only routes. */
function screensOf(access: Access): RouteMeta[] {
  return ROUTES.filter(
    (r) =>
      !r.path.includes(':') &&
      (r.layout === 'authenticated' || r.layout === 'document' || r.layout === 'error') &&
      passesGate(r.gate as AccessGate, access),
  );
}

async function accessOf(page: Page, account: AccountName): Promise<Access> {
  const token = await apiToken(page.request, `${account}@demo.test`);
  const res = await page.request.get('/api/account', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Access;
}

/**
 * Goes to a screen inside the running app (as a menu link does: no reload) and waits until its own
 * h1 is there and nothing on it is still loading.
 */
async function openScreen(page: Page, path: string) {
  await page.evaluate(() => {
    document.querySelectorAll('h1').forEach((h) => {
      h.setAttribute('data-a11y-seen', '');
    });
  });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-a11y-seen])').first()).toBeVisible();
  await settle(page);
}

/** Until no skeleton, spinner or table placeholder is left (bounded: a stuck one is checked as is). */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.ant-skeleton-active, .ant-spin-spinning, [data-testid="table-loading"]') &&
        // Colours mid-transition (a menu item turning selected) are not the ones people read.
        document.getAnimations().every((a) => a.playState !== 'running'),
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/** axe's serious and critical WCAG 2.1 A/AA violations on the page, and its h1 count. */
async function audit(page: Page): Promise<{ violations: Violation[]; h1: number }> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy stays as it is.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } })
      .axe;
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return {
      h1: document.querySelectorAll('h1').length,
      violations: result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact ?? '',
          nodes: v.nodes
            .slice(0, 5)
            .map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`),
        })),
    };
  });
}

/** Switches the language in the app (its header select, as the fixture does), then lets it settle. */
async function switchAndSettle(page: Page, locale: Locale) {
  await switchLanguage(page, locale);
  await settle(page);
}

/**
 * One account: signs in once, then audits each planned screen in its language, switching language
 * in the app between groups, and collects what fails.
 */
async function auditAs(
  browser: import('@playwright/test').Browser,
  account: AccountName,
  plan: ReadonlyMap<Locale, readonly string[]>,
  failures: string[],
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.clock.install({ time: SERVER_CLOCK_START });
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3100';
  const [first] = plan.keys();
  await context.addCookies([{ name: 'locale', value: first ?? 'en', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, `${account}@demo.test`);
  await expect(page).toHaveURL(/\/timesheets$/);
  await expect(page.locator('h1')).toBeVisible();
  await settle(page);
  for (const [locale, paths] of plan) {
    for (const path of paths) {
      if (new URL(page.url()).pathname !== path) await openScreen(page, path);
      // Each language's group starts on the landing screen, whose header has the selector.
      await switchAndSettle(page, locale);
      const { violations, h1 } = await audit(page);
      const where = `${account} ${locale} ${path}`;
      if (h1 !== 1) failures.push(`${where}: ${h1} h1 elements`);
      for (const v of violations) failures.push(`${where}: ${v.impact} ${v.rule} at ${v.nodes.join(' | ')}`);
    }
  }
  await context.close();
}

test.describe('accessibility: axe, WCAG 2.1 AA', () => {
  test.describe.configure({ timeout: FULL ? 4 * 3600_000 : 600_000 });

  test('every screen of the route table, and every account’s landing screen in ja, en and vi', async ({
    page,
    browser,
  }) => {
    // Each account: its landing screen in the three languages, and each route not yet planned for
    // an account before it, in the language of the route's turn.
    const plans = new Map<AccountName, Map<Locale, string[]>>();
    const planned = new Set<string>();
    let turn = 0;
    for (const account of ACCOUNTS) {
      const plan = new Map<Locale, string[]>(LOCALES.map((locale) => [locale, ['/timesheets']]));
      for (const route of screensOf(await accessOf(page, account))) {
        const locales = FULL
          ? LOCALES
          : planned.has(route.path)
            ? []
            : [LOCALES[turn++ % LOCALES.length] as Locale];
        planned.add(route.path);
        for (const locale of locales) if (route.path !== '/timesheets') plan.get(locale)?.push(route.path);
      }
      plans.set(account, plan);
    }
    // Every route of the table that takes no parameter is in the plan.
    if (!ONLY)
      for (const r of ROUTES)
        if (!r.path.includes(':') && r.layout !== 'guest') expect([...planned], r.path).toContain(r.path);

    const failures: string[] = [];
    for (const [account, plan] of plans) await auditAs(browser, account, plan, failures);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('the signed-out sign-in in ja, en and vi, with its errors shown', async ({ page }) => {
    const failures: string[] = [];
    for (const locale of LOCALES) {
      await page.context().clearCookies();
      await page
        .context()
        .addCookies([
          { name: 'locale', value: locale, url: test.info().project.use.baseURL ?? 'http://localhost:3100' },
        ]);
      await page.goto('/login');
      await expect(page.locator('#login_email')).toBeVisible();
      // The form with its field errors and the refusal alert on screen, then audited.
      await page.locator('form[id="login"] button[type="submit"]').click();
      await signIn(page, 'nobody@demo.test', 'not-the-password');
      await expect(page.getByRole('alert').first()).toBeVisible();
      const { violations, h1 } = await audit(page);
      if (h1 !== 1) failures.push(`signed out ${locale} /login: ${h1} h1 elements`);
      for (const v of violations)
        failures.push(`signed out ${locale} /login: ${v.impact} ${v.rule} at ${v.nodes.join(' | ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
