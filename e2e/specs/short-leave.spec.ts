import { confirmOk, expect, importAttendance, openAs, pickDate, snap, test } from '../lib/fixtures';

/** Code, email, name: a retry takes someone else (the first try's short leave for the day stays). */
const RETRY_PEOPLE = [
  ['HN0010', 'dang.thi.ngoc@demo.test', 'Đặng Thị Ngọc'],
  ['HN0014', 'dinh.thi.thao@demo.test', 'Đinh Thị Thảo'],
] as const;

test('a short leave for 20 minutes of lateness, approved by the assignee, excuses the lateness in the timesheet', async ({
  browser,
  request,
}) => {
  // Đặng Thị Ngọc (HN0010) came in at 08:20 on Tuesday 1 December: 20 minutes late.
  const [code, email, name] = test.info().retry === 0 ? RETRY_PEOPLE[0] : RETRY_PEOPLE[1];
  await importAttendance(request, [`${code},2026-12-01,08:20,17:30`]);
  const staff = await openAs(browser, email);
  const dayRow = staff.locator('tbody tr', { hasText: '01/12/2026' }).first();
  await staff.getByTestId('toggle-details').click();
  const lateCell = dayRow.locator('td').nth(8);
  await expect(staff.locator('thead th').nth(8)).toHaveText('Late');
  await expect(lateCell).toHaveText('0:20');

  await staff.goto('/sabbatical-leave-request/short-leave-request/create');
  await pickDate(staff, 'short-leave-date', '01/12/2026');
  await staff.getByTestId('short-leave-assignees').click();
  await staff.locator('.ant-select-item-option', { hasText: 'Phạm Quang Huy' }).click();
  await staff.keyboard.press('Escape');
  await staff.getByTestId('short-leave-time-off').fill('20');
  await staff.getByTestId('short-leave-reason').fill('The bus broke down.');
  await snap(staff, 'short-leave-create-en');
  await staff.getByTestId('short-leave-submit').click();
  await expect(staff).toHaveURL(/\/short-leave-request$/);
  const mine = staff.getByTestId('short-leave-table-mine');
  await expect(mine).toContainText('01/12/2026');
  await expect(mine).toContainText('Pending');

  // The project manager decides from the list assigned to him, in Vietnamese.
  const pm = await openAs(browser, 'pm@demo.test', 'vi');
  await pm.goto('/sabbatical-leave-request/short-leave-request/assigned');
  const assigned = pm.getByTestId('short-leave-table-assigned');
  const row = assigned.locator('tbody tr', { hasText: name });
  await expect(row).toContainText('01/12/2026');
  await row.locator('[data-testid^="short-leave-row-decide-"]').click();
  await pm.getByTestId('short-leave-note').fill('Đã rõ.');
  await snap(pm, 'short-leave-decide-vi');
  await pm.getByTestId('short-leave-approve').click();
  await confirmOk(pm, 'short-leave-confirm-ok');
  await expect(row).toContainText('Đã duyệt');

  // The lateness is excused and the day is noted.
  await staff.goto('/sabbatical-leave-request/short-leave-request');
  await expect(mine).toContainText('Approved');
  await staff.goto('/timesheets');
  await staff.getByTestId('toggle-details').click();
  await expect(lateCell).toHaveText('–'); // no lateness left (zero shows as a dash)
  await expect(dayRow).toContainText('Short leave');
  await snap(staff, 'short-leave-timesheet-en');
});
