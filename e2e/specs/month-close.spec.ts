import ExcelJS from 'exceljs';
import { apiToken, expect, importAttendance, openAs, snap, test, useLocale } from '../lib/fixtures';

// Issue #20, month close: HR opens November for Staffhub Hanoi, sees who has not submitted and what
// still waits, reminds everyone open (the member gets it in the bell, linked to their month), locks
// the member's month, and downloads the payroll file, whose line for the member equals the member's
// own timesheet screen to the minute.
const MONTH = '2026-11';
const HANOI = 2;
const MEMBER_CODE = 'HN0005';
const WORKER_CODE = 'HN0016';
const WORKER_EMAIL = 'mai.xuan.truong@demo.test';

test('HR closes November: who is open, what waits, a reminder to all, a lock, and the payroll file', async ({
  browser,
  request,
}) => {
  // Two people's browsers and a download: room beyond the default 3 minutes on a loaded machine.
  test.setTimeout(300_000);
  const token = await apiToken(request, 'admin@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const all = await request.get(
    `/api/month-close?month=${MONTH}&company_id=${HANOI}&status=all&per_page=200`,
    {
      headers,
    },
  );
  expect(all.status()).toBe(200);
  const memberId = (
    (await all.json()) as { people: { data: Array<{ id: number; employee_code: string }> } }
  ).people.data.find((p) => p.employee_code === MEMBER_CODE)?.id;
  expect(memberId).toBeDefined();
  const setLock = async (locked: boolean) => {
    const res = await request.post('/api/month-close/lock', {
      headers,
      data: { month: MONTH, company_id: HANOI, employee_ids: [memberId], locked },
    });
    expect(res.status()).toBe(200);
  };
  // The member's November starts open, whatever an earlier run left.
  await setLock(false);
  await importAttendance(request, [
    `${WORKER_CODE},2026-11-23,08:00,17:30`,
    `${WORKER_CODE},2026-11-24,08:15,17:30`,
    `${WORKER_CODE},2026-11-25,08:00,17:30`,
    `${WORKER_CODE},2026-11-26,08:00,17:30`,
    `${WORKER_CODE},2026-11-27,08:00,17:30`,
  ]);
  try {
    const admin = await openAs(browser, 'admin@demo.test');
    await admin.goto('/timesheets/month-close');
    // The month HR closes in the first days of December: November, the admin's own company.
    await expect(admin.getByTestId('month-close-month')).toContainText('11/2026');
    await expect(admin.getByTestId('month-close-company')).toContainText('Staffhub Hanoi');
    const row = admin.getByTestId(`month-close-person-${MEMBER_CODE}`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Not submitted');
    await expect(admin.getByTestId('month-close-open')).not.toContainText('—');
    await snap(admin, 'month-close-en');

    // One click (and a confirmation) reminds everyone open.
    await admin.getByTestId('month-close-remind').click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Remind everyone open' }).click();
    await expect(admin.locator('.app-toast-success')).toContainText('reminded');

    // The member finds it in the bell, in Vietnamese, and it opens their November dashboard.
    const member = await openAs(browser, 'member@demo.test', 'vi');
    await member.getByTestId('notification-bell').click();
    const notice = member.getByTestId('notification-item').filter({ hasText: 'Nộp bảng chấm công' }).first();
    await expect(notice).toBeVisible();
    await snap(member, 'month-close-reminder-vi');
    await notice.click();
    await expect(member).toHaveURL(/\/dashboard\?month=2026-11(&|$)/);

    // The member's month is locked from the list: they leave "not submitted" for "submitted".
    await admin.getByTestId(`month-close-choose-${MEMBER_CODE}`).check();
    await expect(admin.getByTestId('month-close-lock')).toBeEnabled();
    await admin.getByTestId('month-close-lock').click();
    await expect(admin.locator('.app-toast-success').last()).toContainText('Month locked for 1 person');
    await expect(row).toHaveCount(0);
    await admin.getByTestId('month-close-filter').getByText('Submitted', { exact: true }).click();
    await expect(admin.getByTestId(`month-close-person-${MEMBER_CODE}`)).toContainText('Submitted');

    // The payroll file: the member's line equals their own November screen, column by column.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('month-close-payroll').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`payroll_${HANOI}_${MONTH}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('the payroll file has no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    let line: Record<string, unknown> | undefined;
    sheet.eachRow((r) => {
      const values = (r.values as unknown[]).slice(1);
      if (values[0] === MEMBER_CODE) line = Object.fromEntries(header.map((h, i) => [h, values[i]]));
    });
    expect(line?.submitted).toBe('yes');
    // Mai Xuân Trường worked the last week of November (late on the 24th, long on the 26th): his
    // line equals his own November screen, column by column.
    let worker: Record<string, unknown> | undefined;
    sheet.eachRow((r) => {
      const values = (r.values as unknown[]).slice(1);
      if (values[0] === WORKER_CODE) worker = Object.fromEntries(header.map((h, i) => [h, values[i]]));
    });
    const workerToken = await apiToken(request, WORKER_EMAIL);
    const own = (await (
      await request.get(`/api/user/timesheets?month=${MONTH}`, {
        headers: { authorization: `Bearer ${workerToken}` },
      })
    ).json()) as { timeSheets: Array<Record<string, number>> };
    const sum = (c: string) => own.timeSheets.reduce((s, d) => s + (d[c] ?? 0), 0);
    expect(worker?.paid_work_minutes).toBe(sum('work_time_pay'));
    expect(worker?.late_minutes).toBe(sum('late_time'));
    expect(worker?.early_minutes).toBe(sum('early_time'));
    expect(worker?.ot_150_minutes).toBe(sum('ot_150_percent'));
    expect(worker?.paid_leave_minutes).toBe(sum('paid_leave'));
    expect(worker?.unpaid_leave_minutes).toBe(sum('unpaid_leave'));
    expect(Number(worker?.paid_work_minutes)).toBeGreaterThan(0);
    expect(Number(worker?.late_minutes)).toBe(15);

    // The same screen in Japanese and Vietnamese.
    for (const locale of ['ja', 'vi'] as const) {
      await useLocale(admin, locale);
      await admin.reload();
      await expect(admin.getByTestId('month-close-people')).toBeVisible();
      await snap(admin, `month-close-${locale}`);
    }

    // On a phone: the page never scrolls sideways; each row keeps who, the state and the days missing.
    await useLocale(admin, 'en');
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload();
    await expect(admin.getByTestId('month-close-people')).toBeVisible();
    await expect
      .poll(() => admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await snap(admin, 'month-close-phone-en');
  } finally {
    await setLock(false);
  }
});
