import type { Page } from '@playwright/test';
import { expect, importAttendance, signIn, snap, test, useLocale, workdaysOf } from '../lib/fixtures';

// Tạ Quốc Bảo (HN0015), whom no other spec uses: November on time but for a late Tuesday (08:20),
// an early Wednesday (out 16:30), a missing Thursday, an early bird's Friday (07:30, paid from
// 08:00) and three hours on Saturday without approved overtime (actual time, nothing paid).
const EMAIL = 'ta.quoc.bao@demo.test';
const SHAPES: Record<string, string> = {
  '2026-11-03': '08:20,17:30',
  '2026-11-04': '08:00,16:30',
  '2026-11-06': '07:30,17:30',
};
const LINES = [
  ...workdaysOf('2026-11')
    .filter((d) => d !== '2026-11-05')
    .map((d) => `HN0015,${d},${SHAPES[d] ?? '08:00,17:30'}`),
  'HN0015,2026-11-07,09:00,12:00',
];
// 20 days paid: 17 × 8:00 + 7:40 + 7:00 + 8:00 = 158:40; actual adds 0:30 (07:30) and 3:00 (Sat).
const PAID = '158:40';
const ACTUAL = '162:10';

async function openNovember(page: Page) {
  await useLocale(page, 'en');
  await page.goto('/login');
  await signIn(page, EMAIL);
  await expect(page).toHaveURL(/\/timesheets$/);
  await page.goto('/dashboard?month=2026-11');
  // The table lies below the cards and loads when scrolled to, as a person reading on does.
  await page.getByTestId('dashboard-days-card').scrollIntoViewIfNeeded();
  const table = page.getByTestId('dashboard-days');
  await expect(table.locator('tr[data-row-key="2026-11-30"]')).toBeVisible({ timeout: 30_000 });
  return table;
}

test.describe('dashboard table of days', () => {
  test.beforeAll(async ({ request }) => {
    await importAttendance(request, LINES);
  });

  test('shows each day of the month and the month totals under the cards', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const table = await openNovember(page);
    const header = table.locator('thead');
    for (const name of [
      'Date',
      'Check-in/out',
      'Calc. start',
      'Calc. end',
      'Paid hours',
      'Actual hours',
      'Status',
      'Action',
      'Normal',
      'Overtime',
      'Total',
    ])
      await expect(header).toContainText(name);
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(30);

    // The late Tuesday: its times, its lateness, 7:40 normal and in total.
    await expect(page.getByTestId('day-times-2026-11-03')).toHaveText('08:20 – 17:30');
    await expect(page.getByTestId('day-status-2026-11-03')).toContainText('Complete');
    await expect(page.getByTestId('day-status-2026-11-03')).toContainText('Late 0:20');
    await expect(page.getByTestId('day-normal-2026-11-03')).toHaveText('7:40');
    await expect(page.getByTestId('day-total-2026-11-03')).toHaveText('7:40');
    // The early Wednesday and the early bird's Friday (calculation from 08:00, 8:30 actual).
    await expect(page.getByTestId('day-status-2026-11-04')).toContainText('Left early 1:00');
    const friday = table.locator('tr[data-row-key="2026-11-06"]');
    await expect(friday).toContainText('07:30 – 17:30');
    await expect(friday).toContainText('08:00');
    await expect(friday).toContainText('8:30');
    await expect(page.getByTestId('day-total-2026-11-06')).toHaveText('8:00');
    // The missing Thursday offers its correction; Sunday is a day off.
    await expect(page.getByTestId('day-status-2026-11-05')).toContainText('Missing check-in');
    await expect(page.getByTestId('correction-2026-11-05')).toHaveAttribute(
      'href',
      '/additional-timesheet/create?work_date=2026-11-05',
    );
    await expect(page.getByTestId('day-status-2026-11-08')).toContainText('Day off');

    // The summary row: the month's sums, the figures of the cards above.
    const summary = page.getByTestId('dashboard-days-summary');
    await expect(summary).toContainText('Month total');
    await expect(page.getByTestId('dashboard-sum-normal')).toHaveText(PAID);
    await expect(page.getByTestId('dashboard-sum-work_time_pay')).toHaveText(PAID);
    await expect(page.getByTestId('dashboard-sum-overtime')).toHaveText('0:00');
    await expect(page.getByTestId('dashboard-sum-total')).toHaveText(PAID);
    await expect(page.getByTestId('dashboard-sum-work_time_real')).toHaveText(ACTUAL);
    await expect(page.getByTestId('dashboard-totals')).toContainText(ACTUAL);
    await expect(page.getByTestId('dashboard-breakdown')).toContainText(PAID);
    await snap(page, 'dashboard-days-en');
  });

  test('offers no correction for a day still to come', async ({ page }) => {
    await openNovember(page);
    // Today is Wednesday 2 December (the test clock): the 1st has gone by unrecorded.
    await page.getByTestId('dashboard-month-next').click();
    await expect(page).toHaveURL(/month=2026-12/);
    await page.getByTestId('dashboard-days-card').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('correction-2026-12-01')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('day-status-2026-12-03')).toContainText('Upcoming');
    await expect(page.getByTestId('correction-2026-12-03')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('keeps date, check-in/out and status, and folds the rest', async ({ page }) => {
      const table = await openNovember(page);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      const header = table.locator('thead');
      for (const name of ['Date', 'Check-in/out', 'Status']) await expect(header).toContainText(name);
      for (const name of ['Calc. start', 'Normal', 'Total']) await expect(header).not.toContainText(name);
      // A day's folded figures open under it; the month's sums are listed under the summary row.
      await table.locator('tr[data-row-key="2026-11-03"] .ant-table-row-expand-icon').click();
      await expect(table.locator('.app-row-details').first()).toContainText('Normal');
      await expect(page.getByTestId('day-total-2026-11-03')).toHaveText('7:40');
      await expect(page.getByTestId('dashboard-days-summary')).toContainText('Month total');
      await expect(page.getByTestId('dashboard-sum-total')).toHaveText(PAID);
      await expect(page.getByTestId('dashboard-sum-normal')).toHaveText(PAID);
      await expect(page.getByTestId('dashboard-sum-work_time_real')).toHaveText(ACTUAL);
      await snap(page, 'phone-dashboard-days-en');
    });
  });
});
