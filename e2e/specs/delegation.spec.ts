import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiToken,
  chooseOption,
  confirmOk,
  expect,
  openAs,
  pickDate,
  snap,
  test,
  useLocale,
} from '../lib/fixtures';

// Issue #20, delegation: the division manager (Nguyễn Văn Hùng) will be away and names the leader
// (Lê Minh Tuấn) on the profile; a remote request reaching the manager goes to the leader, who
// approves it on the manager's behalf; every approver table says so; the manager cancels.

/** Cancels whatever delegation of the manager's an earlier attempt left running (set-up only). */
async function cancelLeftovers(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'dm@demo.test')}` };
  const list = (await (await request.get('/api/delegations', { headers })).json()) as {
    given: Array<{ id: number; can_cancel: boolean }>;
  };
  for (const d of list.given.filter((g) => g.can_cancel))
    expect((await request.post(`/api/delegations/${d.id}/cancel`, { headers })).status()).toBe(200);
}

async function bellCount(page: Page) {
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-loaded', 'true');
  return Number(await page.getByTestId('notification-bell').getAttribute('data-count'));
}

test('a delegate approves on behalf of an approver away, shown in every approver table', async ({
  browser,
  request,
}, testInfo) => {
  await cancelLeftovers(request);
  try {
    const leader = await openAs(browser, 'leader@demo.test');
    const leaderBell = await bellCount(leader);

    // The manager names the leader from today to Friday.
    const dm = await openAs(browser, 'dm@demo.test');
    await dm.goto('/information-profile');
    const card = dm.getByTestId('delegations-card');
    await expect(card).toContainText('Delegation while away');
    await chooseOption(dm, card.getByTestId('delegation-delegate'), 'Lê Minh Tuấn', { search: 'Lê Minh' });
    await pickDate(dm, 'delegation-from', '02/12/2026');
    await pickDate(dm, 'delegation-to', '04/12/2026');
    await card.getByTestId('delegation-reason').fill('Customer visit in Tokyo.');
    await card.getByTestId('delegation-save').click();
    await expect(dm.locator('.app-toast-success').last()).toContainText('Delegate named.');
    const row = card.locator('.app-delegation').first();
    await expect(row).toContainText('Lê Minh Tuấn');
    await expect(row).toContainText('02/12/2026 to 04/12/2026');
    await expect(row).toContainText('Running');
    await snap(dm, 'delegation-profile-en');

    // The leader is told, and the bell's link opens their profile on the delegation.
    await expect(leader.getByTestId('notification-bell')).toHaveAttribute(
      'data-count',
      String(leaderBell + 1),
      { timeout: 5_000 },
    );
    await leader.getByTestId('notification-bell').click();
    const told = leader.getByTestId('notification-item').first();
    await expect(told).toContainText('named you their delegate');
    await told.click();
    await expect(leader).toHaveURL(/\/information-profile/);
    await expect(leader.getByTestId('delegations-card')).toContainText('I decide on behalf of');
    await expect(leader.getByTestId('delegations-card')).toContainText('Nguyễn Văn Hùng');

    // Lý Thị Phương asks for a remote day; the manager is her approver, so it goes to the leader.
    const day = `${String(21 + testInfo.retry).padStart(2, '0')}/12/2026`;
    const staff = await openAs(browser, 'ly.thi.phuong@demo.test');
    await staff.goto('/remote-request/create');
    await expect(staff.getByTestId('remote-approver-1')).toContainText('Nguyễn Văn Hùng');
    await pickDate(staff, 'remote-end', day);
    await pickDate(staff, 'remote-start', day);
    await staff.getByTestId('remote-reason').fill('Visiting family in Hải Phòng.');
    await staff.getByTestId('remote-submit').click();
    await expect(staff).toHaveURL(/\/remote-request\/detail\/\d+$/);
    const id = staff.url().split('/').pop();

    await leader.goto(`/remote-request/approval/${id}`);
    const table = leader.getByTestId('remote-approver-table');
    await expect(table).toContainText('Lê Minh Tuấn');
    await expect(table.getByTestId('approver-on-behalf-of')).toHaveText('on behalf of Nguyễn Văn Hùng');
    await leader.getByTestId('remote-note').fill('Approved while Hùng is in Tokyo.');
    await leader.getByTestId('remote-approve').click();
    const decided = leader.waitForResponse(
      (r) => /\/approve\/\d+$/.test(r.url()) && r.request().method() === 'POST',
    );
    await confirmOk(leader, 'remote-confirm-ok');
    expect((await decided).status()).toBe(200);
    await expect(table).toContainText('Approved while Hùng is in Tokyo.');
    await snap(leader, 'delegation-approval-en');

    // The requester's detail says who approved, on whose behalf, in each language.
    await staff.reload();
    const detail = staff.getByTestId('remote-approver-table');
    await expect(detail.getByTestId('approver-on-behalf-of')).toHaveText('on behalf of Nguyễn Văn Hùng');
    await useLocale(staff, 'ja');
    await staff.reload();
    await expect(detail.getByTestId('approver-on-behalf-of')).toHaveText('Nguyễn Văn Hùng の代理');
    await snap(staff, 'delegation-detail-ja');
    await useLocale(staff, 'vi');
    await staff.reload();
    await expect(detail.getByTestId('approver-on-behalf-of')).toHaveText('thay mặt Nguyễn Văn Hùng');
    await snap(staff, 'delegation-detail-vi');

    // The manager cancels: the delegation shows as cancelled, nothing is left with the leader.
    await dm.reload();
    await row.getByRole('button', { name: 'Cancel delegation' }).click();
    await dm.locator('.ant-popconfirm').getByRole('button', { name: 'Cancel delegation' }).click();
    await expect(dm.locator('.app-toast-success').last()).toContainText('Delegation cancelled.');
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: 'Cancel delegation' })).toHaveCount(0);
    await useLocale(dm, 'vi');
    await dm.reload();
    await expect(card).toContainText('Ủy quyền khi vắng mặt');
    await snap(dm, 'delegation-profile-vi');
    await useLocale(dm, 'ja');
    await dm.reload();
    await expect(card).toContainText('不在時の代理承認');
    await snap(dm, 'delegation-profile-ja');
  } finally {
    await cancelLeftovers(request);
  }
});
