import path from 'node:path';
import type { Page } from '@playwright/test';
import { confirmOk, expect, importAttendance, openAs, snap, test } from '../lib/fixtures';

const EVIDENCE = path.join(import.meta.dirname, '../../apps/server/src/test/fixtures/evidence.jpg');

/** Two members of division D1 (manager Nguyễn Văn Hùng) whose corrections no other spec touches. */
const RETRY_PEOPLE = [
  ['HN0013', 'phan.anh.dung@demo.test'],
  ['HN0018', 'duong.van.nam@demo.test'],
] as const;

/** One decision from the approval view: comment, button, confirmation. */
async function decide(
  page: Page,
  id: string,
  button: 'correction-approve' | 'correction-reject',
  comment: string,
) {
  await page.goto(`/additional-timesheet/approval/${id}`);
  await page.getByTestId('correction-note').fill(comment);
  await page.getByTestId(button).click();
  await confirmOk(page, 'correction-confirm-ok');
  await expect(page.getByTestId('correction-approver-table')).toContainText(comment);
}

test('a member corrects a late check-in with evidence; the manager approves, the admin offers then confirms; the timesheet changes', async ({
  browser,
  request,
}) => {
  // Phan Anh Dũng (HN0013) was recorded at 08:40 on Tuesday 1 December: the reader missed him.
  // A retry takes his colleague in the same division: the first try's correction may still wait for a
  // decision, and a person with an undecided correction cannot start another (SPEC 6).
  const [code, email] = test.info().retry === 0 ? RETRY_PEOPLE[0] : RETRY_PEOPLE[1];
  await importAttendance(request, [`${code},2026-12-01,08:40,17:30`]);
  const staff = await openAs(browser, email);
  const dayRow = () => staff.locator('tr', { hasText: '01/12/2026' }).first();
  await expect(dayRow()).toContainText('08:40');

  await staff.goto('/additional-timesheet/create?work_date=2026-12-01');
  await expect(staff.getByTestId('correction-real-in')).toHaveValue('08:40');
  await expect(staff.getByTestId('correction-manager')).toContainText('Nguyễn Văn Hùng');
  await expect(staff.getByTestId('correction-admin')).toContainText('Trần Thị Mai');
  await expect(staff.getByTestId('correction-start')).toHaveValue('08:00');
  await expect(staff.getByTestId('correction-end')).toHaveValue('17:30');
  await staff.getByTestId('correction-reason').fill('The gate reader did not read my card at 08:00.');
  await staff.locator('input[type=file]').setInputFiles(EVIDENCE);
  await snap(staff, 'correction-create-en');
  await staff.getByTestId('correction-submit').click();
  await expect(staff).toHaveURL(/\/additional-timesheet\/detail\/\d+$/);
  const id = staff.url().split('/').pop() as string;
  // The evidence is shown from the API (fetched with the token into an object URL).
  await expect(staff.getByTestId('correction-detail').locator('img[src^="blob:"]')).toHaveCount(1);
  await snap(staff, 'correction-detail-en');

  const dm = await openAs(browser, 'dm@demo.test');
  await decide(dm, id, 'correction-approve', 'I saw him at the stand-up at 08:05.');

  // The administrator confirms or offers: an offer sends it back to the manager.
  const admin = await openAs(browser, 'admin@demo.test');
  await admin.goto(`/additional-timesheet/approval/${id}`);
  await expect(admin.getByTestId('correction-approve')).toHaveText(/Confirm/);
  await expect(admin.getByTestId('correction-reject')).toHaveText(/Offer/);
  await snap(admin, 'correction-admin-approval-en');
  await decide(admin, id, 'correction-reject', 'Please add the gate log to the evidence.');
  await expect(admin.getByTestId('correction-approver-table')).toContainText('Offer');
  await decide(dm, id, 'correction-approve', 'The gate log agrees.');
  await decide(admin, id, 'correction-approve', 'Confirmed against the gate log.');
  await snap(admin, 'correction-confirmed-en');

  // The approved times replace the recorded ones: 08:00, no lateness.
  await staff.goto('/timesheets');
  await expect(dayRow()).toContainText('08:00');
  await expect(dayRow()).not.toContainText('08:40');
  await snap(staff, 'correction-timesheet-en');
});
