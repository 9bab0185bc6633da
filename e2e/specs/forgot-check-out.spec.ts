import { apiToken, expect, importAttendance, openAs, snap, test } from '../lib/fixtures';

// Issue #20, the scheduled notice of a missing check-out: Cao Thị Yến (HN0017) checked in on Monday
// 30 November and never checked out. The job (run now by the administrator, as its schedule would)
// tells her once, in her bell, and the notice opens the correction form on that day, her recorded
// check-in filled in.
test('a forgotten check-out: the job tells her once, and its link opens the correction form on that day', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await importAttendance(request, ['HN0017,2026-11-30,08:05,']);
  const token = await apiToken(request, 'admin@demo.test');
  const run = async () => {
    const res = await request.post('/api/jobs/forgot-check-out/run', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).queued).toBe(true);
  };
  await run();

  const staff = await openAs(browser, 'cao.thi.yen@demo.test', 'ja');
  const bell = staff.getByTestId('notification-bell');
  // The queue runs the job within seconds; the bell follows live.
  await expect
    .poll(async () => Number(await bell.getAttribute('data-count')), { timeout: 60_000 })
    .toBeGreaterThan(0);
  // A second run (another tick, another process) adds nothing.
  await run();
  await bell.click();
  const notices = staff.getByTestId('notification-item').filter({ hasText: '打刻漏れ' });
  await expect(notices).toHaveCount(1);
  await snap(staff, 'forgot-check-out-bell-ja');
  await staff.waitForTimeout(5_000);
  await staff.reload();
  await staff.getByTestId('notification-bell').click();
  await expect(staff.getByTestId('notification-item').filter({ hasText: '打刻漏れ' })).toHaveCount(1);

  // A click while the list is still being drawn again (its refetch on opening) can be lost on a
  // loaded machine: the bell is opened again and the notice clicked until the form opens.
  const notice = staff.getByTestId('notification-item').filter({ hasText: '打刻漏れ' });
  await expect(async () => {
    if (!(await notice.isVisible())) await staff.getByTestId('notification-bell').click();
    await notice.click({ timeout: 5_000 });
    await expect(staff).toHaveURL(/\/additional-timesheet\/create\?work_date=2026-11-30(&|$)/, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 40_000 });
  await expect(staff.getByTestId('correction-date')).toHaveValue('30/11/2026');
  await expect(staff.getByTestId('correction-real-in')).toHaveValue('08:05');
  await snap(staff, 'forgot-check-out-form-ja');
});
