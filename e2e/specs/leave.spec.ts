import type { Page } from '@playwright/test';
import { confirmOk, expect, openAs, pickDate, snap, test } from '../lib/fixtures';

const stat = (page: Page, key: 'remaining_days' | 'days_taken' | 'days_available') =>
  page.getByTestId(`leave-balance-${key}`).locator('.ant-statistic-content-value');

async function approve(page: Page, id: string) {
  await page.goto(`/sabbatical-leave-request/approval/${id}`);
  await page.getByTestId('leave-note').fill('Have a good rest.');
  await page.getByTestId('leave-approve').click();
  await confirmOk(page, 'leave-confirm-ok');
  await expect(page.getByTestId('leave-approver-table')).toContainText('Have a good rest.');
}

test('a member requests two days of leave, sees the days available drop, the approvers approve; the timesheet and the dashboard show the leave', async ({
  browser,
}) => {
  // Three people's browsers and a dozen screens: 2.7 minutes while the other test lanes load the
  // machine, and past the default 3 minutes once (its retry then finds the leave already taken).
  test.setTimeout(360_000);
  // Ngô Văn Khánh (HN0009, project Alpha): twelve monthly accruals by December, nothing taken.
  const staff = await openAs(browser, 'ngo.van.khanh@demo.test');
  await staff.goto('/sabbatical-leave-request');
  await expect(stat(staff, 'remaining_days')).toHaveText('12');
  await expect(stat(staff, 'days_available')).toHaveText('12');

  await staff.goto('/sabbatical-leave-request/create');
  await pickDate(staff, 'leave-start-date', '14/12/2026');
  await pickDate(staff, 'leave-end-date', '15/12/2026');
  await staff.getByTestId('leave-reason').click();
  // The open list's first reason (the header's language select has options of its own).
  await staff.getByRole('listbox').getByRole('option').first().click();
  // The day count follows the dates live: Monday and Tuesday, two days.
  await expect(staff.getByTestId('leave-count-value')).toContainText('2');
  await expect(staff.getByTestId('leave-count-confirmed')).toBeVisible();
  await snap(staff, 'leave-create-en');
  await staff.getByTestId('leave-submit').click();
  await expect(staff).toHaveURL(/\/sabbatical-leave-request\/detail\/\d+$/);
  const id = staff.url().split('/').pop() as string;

  // The same days again overlap the first request: refused with the translated 4069, nothing held.
  await staff.goto('/sabbatical-leave-request/create');
  await pickDate(staff, 'leave-start-date', '15/12/2026');
  await pickDate(staff, 'leave-end-date', '15/12/2026');
  await staff.getByTestId('leave-reason').click();
  await staff.getByRole('listbox').getByRole('option').first().click();
  await expect(staff.getByTestId('leave-count-confirmed')).toBeVisible();
  await staff.getByTestId('leave-submit').click();
  await expect(
    staff.getByTestId('leave-form').getByText('This leave is already registered in an earlier request.'),
  ).toBeVisible();
  await expect(staff).toHaveURL(/\/sabbatical-leave-request\/create$/);

  // Held while pending: 12 remaining, 10 available.
  await staff.goto('/sabbatical-leave-request');
  await expect(stat(staff, 'remaining_days')).toHaveText('12');
  await expect(stat(staff, 'days_available')).toHaveText('10');

  await approve(await openAs(browser, 'pm@demo.test'), id);
  const top = await openAs(browser, 'top@demo.test');
  await approve(top, id);

  // Approved: the ledger deducted the two days.
  await staff.goto('/sabbatical-leave-request');
  await expect(stat(staff, 'remaining_days')).toHaveText('10');
  await expect(stat(staff, 'days_taken')).toHaveText('2');
  await expect(stat(staff, 'days_available')).toHaveText('10');
  await snap(staff, 'leave-list-approved-en');

  // The timesheet shows the two days as leave.
  await staff.goto('/timesheets');
  await expect(staff.locator('tr', { hasText: '14/12/2026' }).first()).toContainText('Leave');
  await expect(staff.locator('tr', { hasText: '15/12/2026' }).first()).toContainText('Leave');
  await snap(staff, 'leave-timesheet-en');

  // The dashboard of December counts the two days (16:00 of paid leave) and the approved request.
  await staff.goto('/dashboard');
  await expect(staff.getByTestId('dashboard-breakdown')).toContainText('16:00');
  const leaveRow = staff.getByTestId('dashboard-requests').locator('tbody tr', { hasText: 'Paid leave' });
  // The kind heads the row; its cells: approved, rejected, pending.
  await expect(leaveRow.locator('td').nth(0)).toHaveText('1');
  await expect(leaveRow.locator('td').nth(2)).toHaveText('0');
  await snap(staff, 'leave-dashboard-en');
});
