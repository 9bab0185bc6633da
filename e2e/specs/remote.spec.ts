import type { Page } from '@playwright/test';
import { confirmOk, expect, openAs, pickDate, snap, test } from '../lib/fixtures';

/** The unread count once the notifications have loaded (not the 0 shown while loading). */
async function bellCount(page: Page) {
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-loaded', 'true');
  return Number(await page.getByTestId('notification-bell').getAttribute('data-count'));
}

/** Opens the newest notification from the bell; its drawer shows the request. */
async function openNewestNotification(page: Page, type: string) {
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-item').first().click();
  await expect(page.getByTestId('notification-drawer')).toHaveAttribute('data-type', type);
}

test('a remote request through approval, with the drawer opened from the bell', async ({
  browser,
}, testInfo) => {
  // Two days from Wednesday 2 December; a retry (or a repeat) asks for the same days a week later,
  // since the first attempt's request still holds its days.
  const week = testInfo.retry + testInfo.repeatEachIndex;
  const day = (offset: number) => `${String(2 + 7 * week + offset).padStart(2, '0')}/12/2026`;
  // Lý Thị Phương (HN0012) is in no project: the manager list is level 1 and there is no level 2.
  const dm = await openAs(browser, 'dm@demo.test');
  const dmBell = await bellCount(dm);

  const staff = await openAs(browser, 'ly.thi.phuong@demo.test');
  const staffBell = await bellCount(staff);
  await staff.goto('/remote-request/create');
  await expect(staff.getByTestId('remote-employee-name')).toHaveValue('Lý Thị Phương');
  await expect(staff.getByTestId('remote-approver-1')).toContainText('Nguyễn Văn Hùng');
  await expect(staff.getByTestId('remote-approver-2')).toHaveCount(0);
  // The end first: a start after the end is not offered.
  await pickDate(staff, 'remote-end', day(1));
  if (week > 0) await pickDate(staff, 'remote-start', day(0));
  await staff.getByTestId('remote-reason').fill('A plumber is coming to fix the heating.');
  await snap(staff, 'remote-create-en');
  await staff.getByTestId('remote-submit').click();
  await expect(staff).toHaveURL(/\/remote-request\/detail\/\d+$/);
  await expect(staff.getByTestId('remote-detail')).toContainText(day(1));

  // The manager hears of it live and decides from the drawer opened from the bell.
  await expect(dm.getByTestId('notification-bell')).toHaveAttribute('data-count', String(dmBell + 1), {
    timeout: 5_000,
  });
  await expect(dm.getByTestId('badge-dashboard')).toHaveAttribute('data-count', /[1-9]/);
  await openNewestNotification(dm, 'REMOTE_WORKING_REQUEST');
  const drawer = dm.getByTestId('notification-drawer');
  await expect(drawer).toContainText('A plumber is coming to fix the heating.');
  await drawer.getByTestId('remote-note').fill('Fine, stay reachable on chat.');
  await snap(dm, 'remote-drawer-approval-en');
  await drawer.getByTestId('remote-approve').click();
  // The decision is answered first (a refusal would say why here), then the drawer shows it.
  const decided = dm.waitForResponse(
    (r) => /\/approve\/\d+$/.test(r.url()) && r.request().method() === 'POST',
  );
  await confirmOk(dm, 'remote-confirm-ok');
  const answer = await decided;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(drawer.getByTestId('remote-approver-table')).toContainText('Fine, stay reachable on chat.');

  // The requester's bell changes; the drawer shows the detail, approved.
  await expect(staff.getByTestId('notification-bell')).toHaveAttribute('data-count', String(staffBell + 1), {
    timeout: 5_000,
  });
  await openNewestNotification(staff, 'REMOTE_WORKING_REQUEST');
  await expect(staff.getByTestId('notification-drawer').getByTestId('remote-approver-table')).toContainText(
    'Fine, stay reachable on chat.',
  );
  await snap(staff, 'remote-drawer-detail-en');

  // Both days are remote days in the timesheet.
  await staff.goto('/timesheets');
  await expect(staff.locator('tr', { hasText: day(0) })).toContainText('Remote');
  await expect(staff.locator('tr', { hasText: day(1) })).toContainText('Remote');
  await expect(staff.locator('tr', { hasText: day(2) })).not.toContainText('Remote');
});
