/**
 * Issue 14: an approver decides from a row of the approval list (the decision dialog with its note),
 * and on the approval view goes on to the next request waiting, until none is left.
 * People: the Beta project's members ask, its PM (Trần Khánh Linh) approves at level 1; nobody else
 * in these flows asks for or decides on their requests.
 */
import type { Page } from '@playwright/test';
import { askOvertime, confirmOk, expect, importAttendance, openAs, snap, test } from '../lib/fixtures';

const PM = 'tran.khanh.linh@demo.test';
const MEMBERS = [
  { email: 'lam.gia.huy@demo.test', code: 'AI0003', name: 'Lâm Gia Huy' },
  { email: 'chau.ngoc.tram@demo.test', code: 'AI0004', name: 'Châu Ngọc Trâm' },
  { email: 'kieu.van.toan@demo.test', code: 'AI0005', name: 'Kiều Văn Toàn' },
] as const;
const DAY = '2026-12-01';
const BETA_OVERTIME = {
  project: 'Beta',
  date: DAY,
  start: '18:00',
  end: '20:00',
  reason: 'Beta delivery tracking release',
};

/**
 * Confirms the decision dialog and waits for the decision's answer (a refusal would say why here).
 * Its toast lasts 3 s, which a loaded machine can miss: what the decision changed on the page is
 * what the steps after this wait for.
 */
async function confirmDecision(page: Page) {
  const decided = page.waitForResponse(
    (r) => /\/approve\/\d+$/.test(r.url()) && r.request().method() === 'POST',
  );
  await confirmOk(page, 'ot-confirm-ok');
  const answer = await decided;
  expect(answer.status(), await answer.text()).toBe(200);
}

test('the PM approves from a list row, then decides on the approval view and goes on with "Next request"', async ({
  browser,
  request,
}) => {
  await importAttendance(
    request,
    MEMBERS.map((m) => `${m.code},${DAY},08:00,20:30`),
  );
  const [first, second, third] = [
    await askOvertime(request, MEMBERS[0].email, BETA_OVERTIME),
    await askOvertime(request, MEMBERS[1].email, BETA_OVERTIME),
    await askOvertime(request, MEMBERS[2].email, BETA_OVERTIME),
  ];

  const pm = await openAs(browser, PM);
  await pm.goto('/overtime-requests/approval');
  for (const id of [first, second, third]) await expect(pm.getByTestId(`ot-row-${id}`)).toBeVisible();
  await snap(pm, 'approval-rows-list-en');

  // A row's Reject asks for a note, as the approval view does; Cancel leaves the request as it was.
  await pm.getByTestId(`ot-reject-${first}`).click();
  // The dialog stays open with the refusal: clicked once, without waiting for it to close.
  await pm.getByTestId('ot-confirm-ok').click();
  await expect(pm.getByRole('dialog').locator('.ant-form-item-explain-error')).toBeVisible();
  await pm.getByRole('button', { name: 'Cancel' }).click();
  await expect(pm.getByRole('dialog')).toHaveCount(0);

  // Approve from the row: the dialog, its note, the toast; the row leaves the "waiting for me" list.
  await pm.getByTestId(`ot-approve-${first}`).click();
  await expect(pm.getByRole('dialog')).toContainText(MEMBERS[0].name);
  await pm.getByTestId('ot-note').fill('Fine from the list');
  await snap(pm, 'approval-rows-dialog-en');
  await confirmDecision(pm);
  await expect(pm.getByTestId(`ot-row-${first}`)).toHaveCount(0);
  await expect(pm.getByTestId(`ot-row-${second}`)).toBeVisible();

  // The approval view: decide, then "Next request" opens the other one still waiting.
  await pm.getByTestId(`ot-open-${second}`).click();
  await expect(pm).toHaveURL(new RegExp(`/overtime-requests/approval/${second}$`));
  await pm.getByTestId('ot-approve').click();
  await confirmDecision(pm);
  await expect(pm.getByTestId('ot-next-request')).toBeVisible();
  await snap(pm, 'approval-rows-next-en');
  await pm.getByTestId('ot-next-request').click();
  await expect(pm).toHaveURL(new RegExp(`/overtime-requests/approval/${third}$`));
  await expect(pm.getByTestId('ot-next-box')).toHaveCount(0);

  // The last one: rejected with a note; nothing is left, and the way back is the list, now empty.
  await pm.getByTestId('ot-note').fill('Not needed for this release');
  await pm.getByTestId('ot-reject').click();
  await confirmDecision(pm);
  await expect(pm.getByTestId('ot-none-left')).toBeVisible();
  await expect(pm.getByTestId('ot-next-request')).toHaveCount(0);
  await snap(pm, 'approval-rows-none-left-en');
  await pm.getByTestId('ot-back-to-list').click();
  await expect(pm).toHaveURL(/\/overtime-requests\/approval$/);
  await expect(pm.getByTestId('ot-approval-table')).toContainText(
    'No overtime requests match these filters.',
  );
  for (const id of [first, second, third]) await expect(pm.getByTestId(`ot-row-${id}`)).toHaveCount(0);
});
