import type { Page } from '@playwright/test';
import {
  askOvertime,
  chooseUserMenu,
  confirmOk,
  expect,
  importAttendance,
  signIn,
  snap,
  test,
  useLocale,
} from '../lib/fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The page itself never scrolls sideways (a table may, inside its own wrapper). */
async function expectNoSideScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test.describe('phone', () => {
  test('a member uses the app at 390 x 844', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, 'member@demo.test');
    await expect(page).toHaveURL(/\/timesheets$/);
    await expect(page.getByTestId('timesheet-table')).toBeVisible({ timeout: 30_000 });
    await expectNoSideScroll(page);
    // The timesheet keeps date, check-in, check-out, actual and status; the rest fold into the row.
    const headers = page.getByTestId('timesheet-table').locator('thead th');
    for (const name of ['Date', 'Check-in', 'Check-out', 'Actual', 'Status']) {
      await expect(headers.filter({ hasText: new RegExp(`^${name}`) }).first()).toBeVisible();
    }

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSideScroll(page);

    await page.goto('/remote-request');
    await expect(page.getByTestId('remote-table')).toBeVisible({ timeout: 30_000 });
    await expectNoSideScroll(page);

    // The sidebar is a drawer; choosing a screen closes it.
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('nav-drawer-button').click();
    const drawer = page.locator('.app-nav-drawer .ant-drawer-body');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(drawer).toBeHidden();

    // Check in and out from the compact header; checking out asks first.
    await page.getByTestId('checkin-button').click();
    const checkOut = page.getByTestId('checkout-button');
    await expect(checkOut).toBeVisible();
    await checkOut.click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Check out now?');
    await confirmOk(page, 'checkout-confirm-ok');
    // Within a minute of the check-in the server refuses it (4331), and says so on the phone too
    // (attendance.spec waits the minute and checks out).
    await expect(page.getByText('You checked in less than a minute ago.', { exact: false })).toBeVisible();
    await snap(page, 'phone-dashboard-en');

    // The language is in the user menu on a phone.
    await expect(page.getByTestId('language-select')).toHaveCount(0);
    await chooseUserMenu(page, 'Logout', () => expect(page).toHaveURL(/\/login/, { timeout: 2_000 }));
  });

  test('an approver reads an approval list without side scroll', async ({ page, request }) => {
    // Đặng Thị Ngọc (HN0010, Alpha) stayed late on 1 December and asks the PM for overtime; no other
    // flow has her ask for or decide on overtime.
    await importAttendance(request, ['HN0010,2026-12-01,08:00,20:30']);
    const id = await askOvertime(request, 'dang.thi.ngoc@demo.test', {
      project: 'Alpha',
      date: '2026-12-01',
      start: '18:00',
      end: '20:00',
      reason: 'Inventory sync for the Alpha stores',
    });
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, 'pm@demo.test');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/overtime-requests/approval');
    await expect(page.getByTestId('ot-approval-table')).toBeVisible({ timeout: 30_000 });
    await expectNoSideScroll(page);
    // The filters fold behind one button that says how many are set ("waiting for me"); a search
    // folds them again.
    const toggle = page.getByTestId('filters-toggle');
    const search = page.getByRole('button', { name: 'Search' });
    await expect(toggle).toHaveText('Filters (1)');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await search.click();
    await expect(search).toBeHidden();
    await expect(page.getByTestId('ot-approval-table')).toBeVisible();
    // The row's approve and reject stay pinned on screen while the other columns scroll.
    const row = page.getByTestId('ot-approval-table').locator('.ant-table-row').first();
    for (const button of await row.locator('.ant-table-cell-fix-end button').all()) {
      const box = await button.boundingBox();
      expect(box, 'a row action on screen').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await expect(row.locator('.ant-table-cell-fix-end button')).toHaveCount(2);
    // The request's approval view: its approver table folds the comment and the time under the name.
    await page.goto(`/overtime-requests/approval/${id}`);
    await expect(page.getByTestId('ot-approver-table')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('ot-approver-table').locator('thead th')).toHaveCount(3);
    await expectNoSideScroll(page);
  });

  test('starts offline from the cached app shell', async ({ page, context }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Once the worker controls the page, the shell and the build files it loads are cached.
    await page.reload();
    await expect(page.locator('#login_email')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    // The sign-in form comes from the cache (the page has no network).
    await expect(page.locator('#login_email')).toBeVisible();
    await expect(page).toHaveTitle(/Staffhub/);
    await context.setOffline(false);
  });

  test('keeps at most 250 build files in its cache, dropping the oldest first', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect(page.locator('#login_email')).toBeVisible();
    const result = await page.evaluate(async () => {
      const cache = await caches.open('staffhub-shell-v1');
      const paths = async () => (await cache.keys()).map((r) => new URL(r.url).pathname);
      const real = (await paths()).find((p) => p.startsWith('/assets/') && p.endsWith('.js'));
      if (!real) return null;
      // Files of 300 earlier builds, put before the real one is fetched again.
      for (let i = 0; i < 300; i++)
        await cache.put(`/assets/old-${String(i).padStart(3, '0')}.js`, new Response('//'));
      await cache.delete(real);
      await fetch(real);
      // The worker keeps the answer and prunes after it; wait for that.
      for (let i = 0; i < 50 && !(await paths()).includes(real); i++)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 500));
      const after = await paths();
      return {
        files: after.filter((p) => p.startsWith('/assets/')).length,
        keptReal: after.includes(real),
        oldestGone: !after.includes('/assets/old-000.js'),
        newestKept: after.includes('/assets/old-299.js'),
        shellKept: after.includes('/'),
      };
    });
    expect(result).toEqual({
      files: 250,
      keptReal: true,
      oldestGone: true,
      newestKept: true,
      shellKept: true,
    });
  });

  test('serves the web app manifest', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = JSON.parse(await response.text()) as {
      name: string;
      start_url: string;
      icons: unknown[];
    };
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
  });
});
