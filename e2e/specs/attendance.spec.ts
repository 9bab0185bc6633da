import {
  apiToken,
  confirmOk,
  expect,
  importAttendance,
  openAs,
  pickRange,
  signIn,
  snap,
  test,
  useLocale,
  workdaysOf,
} from '../lib/fixtures';

test.describe('attendance', () => {
  test('checks in and out from the header and sees today in the list', async ({ page }) => {
    // A retry takes someone else in Hanoi: the first try's person may be checked in already.
    const person = test.info().retry === 0 ? 'solo@demo.test' : 'quach.thi.van@demo.test';
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, person);
    await expect(page).toHaveURL(/\/timesheets$/);
    await page.getByTestId('checkin-button').click();
    await expect(page.getByTestId('today-checkin')).toContainText(/08:0\d/);
    const checkedInAt = Date.now();
    // Checking out asks first (a mis-tap would end the day); within a minute of the check-in the
    // server refuses it (4331).
    await page.getByTestId('checkout-button').click();
    await confirmOk(page, 'checkout-confirm-ok');
    await expect(page.getByText('You checked in less than a minute ago.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('today-checkout')).toContainText('--:--');
    // The server's clock runs in real time: a minute later the check-out is taken.
    await page.waitForTimeout(Math.max(0, checkedInAt + 61_000 - Date.now()));
    await page.getByTestId('checkout-button').click();
    await confirmOk(page, 'checkout-confirm-ok');
    await expect(page.getByTestId('today-checkout')).toContainText(/08:0\d/);
    // A second check-in is not offered; checking out again is.
    await expect(page.getByTestId('checkin-button')).toHaveCount(0);
    await expect(page.getByTestId('checkout-button')).toBeVisible();
    const row = page.getByTestId('timesheet-table').locator('tr', { hasText: '02/12/2026' });
    await expect(row).toContainText(/08:0\d/);
    await snap(page, 'timesheets-checked-in-en');
  });

  test('shows a seeded month with the expected figures on the dashboard', async ({ page, request }) => {
    // Ngô Văn Khánh (HN0009): every working day of November 08:00-17:30, 20 minutes late on the 10th.
    const lines = workdaysOf('2026-11').map(
      (d) => `HN0009,${d},${d === '2026-11-10' ? '08:20' : '08:00'},17:30`,
    );
    await importAttendance(request, lines);
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, 'ngo.van.khanh@demo.test');
    await expect(page).toHaveURL(/\/timesheets$/);
    // Today is 2 December (the test clock): November is the month before, chosen by its address.
    await page.goto('/dashboard?month=2026-11');
    const totals = page.getByTestId('dashboard-totals');
    // 21 working days: standard 168:00; worked 21 × 8 h less 20 minutes.
    await expect(totals).toContainText('168:00');
    await expect(totals).toContainText('167:40');
    await expect(totals).toContainText('0:20');
    // The chart is drawn once scrolled to (its library is not part of the first load), and its
    // figures read as a table: the 10th, 20 minutes short.
    const chart = page.getByTestId('hours-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas[role="img"]')).toHaveAttribute('aria-label', /November|11\/2026/);
    await page.getByTestId('hours-chart-table-toggle').click();
    await expect(
      page.getByTestId('hours-chart-table').locator('tr', { hasText: '10/11/2026' }),
    ).toContainText('7:40');
    await snap(page, 'dashboard-en');
  });

  test('submits November inside the window; the month is then locked', async ({ page, browser, request }) => {
    await importAttendance(
      request,
      workdaysOf('2026-11').map((d) => `HN0011,${d},08:00,17:30`),
    );
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, 'trinh.cong.son@demo.test');
    await expect(page).toHaveURL(/\/timesheets$/);
    await page.goto('/dashboard?month=2026-11');
    await page.getByTestId('dashboard-submit').click();
    await confirmOk(page, 'dashboard-confirm-ok');
    await expect(page.getByTestId('dashboard-submitted')).toBeVisible();
    await expect(page.getByTestId('dashboard-unsubmit')).toBeVisible();
    await expect(page.getByTestId('dashboard-add')).toBeDisabled();
    await snap(page, 'dashboard-submitted-en');

    // An administrator changing that November day is refused with the translated message.
    const admin = await openAs(browser, 'admin@demo.test');
    await admin.goto('/timesheets/manage');
    await pickRange(admin, 'timesheet-range', '01/11/2026', '30/11/2026');
    await admin.getByPlaceholder(/code or name/i).fill('HN0011');
    await admin.keyboard.press('Enter');
    await admin.getByTestId('edit-HN0011-2026-11-16').click();
    await admin.getByTestId('edit-reason').fill('Badge reader was broken');
    await admin.getByTestId('timesheet-edit-submit').click();
    await expect(admin.getByText('This month is submitted: its timesheet cannot be changed.')).toBeVisible();
    await snap(admin, 'admin-locked-month-en');
    await admin.context().close();

    // The API agrees for the member too: no compensation in a submitted month.
    const token = await apiToken(request, 'trinh.cong.son@demo.test');
    const res = await request.post('/api/compensation-timesheet', {
      headers: { authorization: `Bearer ${token}` },
      data: { month: '2026-11' },
    });
    expect((await res.json()).code).toBe(4316);
  });

  test('an administrator imports a CSV and sees the rows', async ({ page }) => {
    await useLocale(page, 'vi');
    await page.goto('/login');
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/timesheets$/);
    await page.goto('/timesheets/manage');
    await page.getByTestId('import-button').click();
    const csv = [
      'employee_code,date,check_in,check_out',
      'HN0010,2026-11-02,08:10,17:30',
      'HN0010,2026-11-03,08:00,18:45',
    ].join('\n');
    await page
      .getByTestId('import-file-input')
      .setInputFiles({ name: 'may-cham-cong.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-submit').click();
    await expect(page.getByTestId('import-result-imported')).toHaveText('2');
    await expect(page.getByTestId('import-result-created')).toHaveText('2');
    await snap(page, 'import-result-vi');
    await page.keyboard.press('Escape');
    await pickRange(page, 'timesheet-range', '01/11/2026', '30/11/2026');
    await page.getByPlaceholder(/mã hoặc tên/i).fill('HN0010');
    await page.getByRole('button', { name: /Tìm kiếm/ }).click();
    const table = page.getByTestId('admin-timesheet-table');
    const rowOf = (date: string) => table.locator('tr', { hasText: date }).filter({ hasText: 'HN0010' });
    await expect(rowOf('02/11/2026')).toContainText('08:10');
    await expect(rowOf('03/11/2026')).toContainText('18:45');
    await expect(table.locator('tbody tr', { hasText: 'HN0009' })).toHaveCount(0);

    // A bad file is refused as a whole, with a report per line.
    await page.getByTestId('import-button').click();
    const bad = [
      'employee_code,date,check_in,check_out',
      'NOPE,2026-11-04,08:00,17:30',
      'HN0010,2026-11-04,9:00,17:30',
    ].join('\n');
    await page
      .getByTestId('import-file-input')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByTestId('import-submit').click();
    await expect(page.getByTestId('import-errors')).toBeVisible();
    await expect(page.getByTestId('import-errors')).toContainText('2');
    await snap(page, 'import-errors-vi');
  });
});
