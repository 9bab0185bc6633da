import type { Page } from '@playwright/test';
import { confirmOk, expect, importAttendance, openAs, pickDate, snap, test } from '../lib/fixtures';

/** The unread count once the notifications have loaded (not the 0 shown while loading). */
async function bellCount(page: Page) {
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-loaded', 'true');
  return Number(await page.getByTestId('notification-bell').getAttribute('data-count'));
}

async function approve(page: Page, id: string) {
  await page.goto(`/overtime-requests/approval/${id}`);
  await page.getByTestId('ot-note').fill('Fine for the release');
  await page.getByTestId('ot-approve').click();
  // The decision's answer first (a refusal would say why here): the toast below lasts 3 s, which a
  // loaded machine can miss, so the approver table's note is what is waited for.
  const decided = page.waitForResponse(
    (r) => /\/approve\/\d+$/.test(r.url()) && r.request().method() === 'POST',
  );
  await confirmOk(page, 'ot-confirm-ok');
  const answer = await decided;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByTestId('ot-approver-table')).toContainText('Fine for the release');
}

test('a member asks for overtime; the PM sees it live; PM and top approve; the member sees it approved', async ({
  browser,
  request,
}) => {
  // Đỗ Thu Hà stayed until 20:30 on Tuesday 1 December.
  await importAttendance(request, ['HN0005,2026-12-01,08:00,20:30']);

  const pm = await openAs(browser, 'pm@demo.test');
  const pmBell = await bellCount(pm);
  await expect(pm.getByTestId('badge-overtime')).toHaveCount(0);

  const member = await openAs(browser, 'member@demo.test');
  const memberBell = await bellCount(member);
  await member.goto('/overtime-requests/create');
  await expect(member.getByTestId('ot-approver-1')).toContainText('Phạm Quang Huy');
  await expect(member.getByTestId('ot-approver-2')).toContainText('佐藤 健一');
  await pickDate(member, 'ot-date', '01/12/2026');
  await member.getByTestId('ot-start').click();
  await member.getByTestId('ot-start').fill('18:00');
  await member.keyboard.press('Enter');
  await member.getByTestId('ot-end').click();
  await member.getByTestId('ot-end').fill('20:00');
  await member.keyboard.press('Enter');
  await member.getByTestId('ot-reason').fill('Release of Alpha 2.3');
  await expect(member.getByTestId('ot-duration')).toContainText('2:00');
  await snap(member, 'overtime-create-en');
  await member.getByTestId('ot-submit').click();
  await expect(member).toHaveURL(/\/overtime-requests\/detail\/\d+$/);
  const id = member.url().split('/').pop() as string;
  await expect(member.getByTestId('ot-status')).toContainText('Pending');

  // The PM's open page changes without a reload: the bell and the approval badge.
  await expect(pm.getByTestId('notification-bell')).toHaveAttribute('data-count', String(pmBell + 1), {
    timeout: 2_000,
  });
  await expect(pm.getByTestId('badge-overtime')).toHaveAttribute('data-count', '1', { timeout: 2_000 });
  // The approver total on the dashboard entry: overtime + timesheet + remote.
  await expect(pm.getByTestId('badge-dashboard')).toHaveAttribute('data-count', '1');
  await snap(pm, 'overtime-pm-live-en');

  await approve(pm, id);
  // SPEC 4: the PM takes the approval back while the top approver has not acted, then approves again.
  await expect(pm.getByTestId('ot-cancel-box')).toBeVisible();
  await snap(pm, 'overtime-pm-can-cancel-en');
  await pm.getByTestId('ot-cancel-approval').click();
  await confirmOk(pm, 'ot-cancel-ok');
  await expect(pm.getByText('Your approval was cancelled')).toBeVisible();
  await expect(pm.getByTestId('ot-approval-box')).toBeVisible();
  await expect(pm.getByTestId('ot-approver-table')).not.toContainText('Fine for the release');
  await approve(pm, id);
  const top = await openAs(browser, 'top@demo.test');
  await approve(top, id);
  await snap(top, 'overtime-top-approved-en');

  // The member's page hears the decision live, then the detail shows it approved.
  await expect(member.getByTestId('notification-bell')).toHaveAttribute(
    'data-count',
    String(memberBell + 1),
    { timeout: 2_000 },
  );
  await member.getByTestId('notification-bell').click();
  await expect(member.getByText('佐藤 健一 handled your overtime request.')).toBeVisible();
  await member.goto(`/overtime-requests/detail/${id}`);
  await expect(member.getByTestId('ot-status')).toContainText('Approved');
  await expect(member.getByTestId('ot-approver-table')).toContainText('Fine for the release');
  await snap(member, 'overtime-approved-en');
});
