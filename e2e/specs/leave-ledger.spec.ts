import type { Page } from '@playwright/test';
import { expect, openAs, snap, test } from '../lib/fixtures';

const stat = (page: Page, key: 'remaining_days' | 'days_available') =>
  page.getByTestId(`leave-balance-${key}`).locator('.ant-statistic-content-value');

test('an administrator adjusts a balance with a note; the employee sees the new balance and the line in their ledger', async ({
  browser,
}) => {
  // Dương Văn Nam (HN0018): twelve monthly accruals by December.
  const staff = await openAs(browser, 'duong.van.nam@demo.test');
  await staff.goto('/sabbatical-leave-request/statistical');
  await expect(stat(staff, 'remaining_days')).toHaveText('12');

  // HR and administrators keep the ledgers.
  // They open on the balances by person; the row's drawer holds the ledger and the adjustment.
  const hr = await openAs(browser, 'admin@demo.test');
  await hr.goto('/sabbatical-leave-request/statistical');
  await expect(hr.getByRole('tab', { name: 'Balances by person', selected: true })).toBeVisible();
  await hr.getByTestId('leave-summary-employee').fill('HN0018');
  await hr.getByRole('button', { name: 'Search' }).click();
  const row = hr.getByTestId('leave-summary-HN0018');
  await expect(row).toContainText('Dương Văn Nam');
  await expect(hr.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await row.getByTestId('leave-summary-open-HN0018').click();
  const drawer = hr.getByTestId('leave-summary-drawer');
  const adjust = drawer.getByTestId('leave-adjust');
  await expect(adjust.getByTestId('leave-adjust-employee')).toContainText('Dương Văn Nam');
  // The note is required: nothing is sent without it.
  await adjust.getByTestId('leave-adjust-days').fill('1.5');
  await adjust.getByTestId('leave-adjust-submit').click();
  await expect(adjust).toContainText('Note is required');
  await adjust.getByTestId('leave-adjust-note').fill('Carried over from 2025.');
  await adjust.getByTestId('leave-adjust-submit').click();
  await expect(hr.getByText('Dương Văn Nam: +1.5 days. New balance: 13.5 days.')).toBeVisible();
  const line = drawer
    .getByTestId('leave-summary-ledger')
    .locator('tbody tr', { hasText: 'Carried over from 2025.' });
  await expect(line).toContainText('+1.5');
  await expect(line).toContainText('13.5');
  await snap(hr, 'leave-summary-drawer-en');
  await drawer.getByRole('button', { name: 'Close' }).click();
  // The row follows: balance and available 13.5, adjusted +1.5.
  await expect(row).toContainText('13.5');
  await expect(row).toContainText('+1.5');
  await snap(hr, 'leave-summary-en');

  // The employee, in Japanese: 13.5 days, and the adjustment with its note and author in the ledger.
  const staffJa = await openAs(browser, 'duong.van.nam@demo.test', 'ja');
  await staffJa.goto('/sabbatical-leave-request/statistical');
  await expect(stat(staffJa, 'remaining_days')).toHaveText('13.5');
  await expect(stat(staffJa, 'days_available')).toHaveText('13.5');
  await staffJa.getByRole('tab', { name: '自分の台帳' }).click();
  const mine = staffJa.getByTestId('leave-ledger').locator('tbody tr.ant-table-row').first();
  await expect(mine).toContainText('Carried over from 2025.');
  await expect(mine).toContainText('+1.5');
  await expect(mine).toContainText('13.5');
  await snap(staffJa, 'leave-my-ledger-ja');
});
