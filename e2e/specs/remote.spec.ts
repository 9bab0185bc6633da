import type { Page } from '@playwright/test';
import { expect, openAs, pickDate, snap, test } from '../lib/fixtures';

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

test('a remote request through approval, with the drawer opened from the bell', async ({ browser }) => {
  // Lý Thị Phương (HN0012) is in no project: the manager list is level 1 and there is no level 2.
  const dm = await openAs(browser, 'dm@demo.test');
  const dmBell = await bellCount(dm);

  const staff = await openAs(browser, 'ly.thi.phuong@demo.test');
  const staffBell = await bellCount(staff);
  await staff.goto('/remote-request/create');
  await expect(staff.getByTestId('remote-employee-name')).toHaveValue('Lý Thị Phương');
  await expect(staff.getByTestId('remote-approver-1')).toContainText('Nguyễn Văn Hùng');
  await expect(staff.getByTestId('remote-approver-2')).toHaveCount(0);
  await pickDate(staff, 'remote-end', '03/12/2026');
  await staff.getByTestId('remote-reason').fill('A plumber is coming to fix the heating.');
  await snap(staff, 'remote-create-en');
  await staff.getByTestId('remote-submit').click();
  await expect(staff).toHaveURL(/\/remote-request\/detail\/\d+$/);
  await expect(staff.getByTestId('remote-detail')).toContainText('03/12/2026');

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
  await dm.getByTestId('remote-confirm-ok').click();
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
  await expect(staff.locator('tr', { hasText: '02/12/2026' })).toContainText('Remote');
  await expect(staff.locator('tr', { hasText: '03/12/2026' })).toContainText('Remote');
  await expect(staff.locator('tr', { hasText: '04/12/2026' })).not.toContainText('Remote');
});
