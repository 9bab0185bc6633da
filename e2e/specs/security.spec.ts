import type { Page } from '@playwright/test';
import { expect, signIn, snap, test, useLocale } from '../lib/fixtures';

/**
 * Every Content-Security-Policy violation the page reports, from the console ("Refused to ...")
 * and from the `securitypolicyviolation` event (the init script and the binding come through the
 * DevTools protocol, which the policy does not cover).
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to|violates/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeBinding('reportCspViolation', (_source, line: string) => {
    violations.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e: SecurityPolicyViolationEvent) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return violations;
}

/** The screen has drawn its data: no spinner left, then a moment for late styles. */
async function settled(page: Page) {
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
  await page.waitForTimeout(300);
}

const STRICT_SCRIPTS = "script-src 'self';";

for (const locale of ['ja', 'en', 'vi'] as const) {
  test(`no CSP violation signing in and opening the main screens (${locale})`, async ({ page }) => {
    const violations = await watchCsp(page);
    await useLocale(page, locale);
    const response = await page.goto('/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(STRICT_SCRIPTS);
    expect(csp).toContain("frame-ancestors 'none'");
    // The built page runs no inline script: its scripts are files.
    const html = (await response?.text()) ?? '';
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    await expect(page.locator('form#login')).toBeVisible();
    await snap(page, `csp-login-${locale}`);

    // An approver: the dashboard, the timesheet, a leave page and two approval lists.
    await signIn(page, 'pm@demo.test');
    await expect(page).toHaveURL(/\/timesheets$/);
    await settled(page);
    for (const path of [
      '/dashboard',
      '/sabbatical-leave-request',
      '/sabbatical-leave-request/approval',
      '/overtime-requests/approval',
    ]) {
      await page.goto(path);
      await settled(page);
      if (path === '/dashboard') {
        await snap(page, `csp-dashboard-${locale}`);
        // The chart library loads and draws when its figure comes into view.
        const chart = page.getByTestId('hours-chart');
        await chart.scrollIntoViewIfNeeded();
        await expect(chart.locator('canvas')).toBeVisible();
      }
    }
    // The notification panel and a dropdown (the account menu) draw their styles when they open.
    await page.getByTestId('notification-bell').click();
    await page.waitForTimeout(300);
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  });
}

test('the API documentation loads under the policy with no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain(STRICT_SCRIPTS);
  await expect(page.locator('.opblock').first()).toBeVisible();
  await page.locator('.opblock-summary').first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  expect(violations).toEqual([]);
});
