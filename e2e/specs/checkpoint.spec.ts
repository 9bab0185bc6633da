/**
 * Check-point (issue #17): one employee's review walked through every step by the four people who do
 * them, in the browser. The demo's open period is in its self-assessment window on the e2e day
 * (2 December 2026), and member@demo.test's review there waits untouched at the self-assessment, with
 * pm@demo.test as PM and dm@demo.test as department head; bod@demo.test (the board) interviews.
 *
 * Each step checks first whether it is still to do, so a retry goes on from where the first try
 * stopped (the server keeps its data between tries).
 */
import type { Page } from '@playwright/test';
import { confirmOk, expect, openAs, snap, test } from '../lib/fixtures';

const submitted = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/api/checkpoint/review-submit') && r.request().method() === 'POST',
  );

/** Scores every criterion of the editable column (3, 4, 5, 3...) and waits for "all scored". */
async function scoreAll(page: Page) {
  const groups = page.locator('[data-testid^="score-"][role="radiogroup"]');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const value = String(3 + (i % 3));
    const score = groups.nth(i).getByRole('radio', { name: value, exact: true });
    // Each score folds away the "Score is required." under its criterion, and the criteria below
    // move up while it folds: a click that lands during the move is lost (CI lost the last one).
    // Clicked again until it holds, as a person would.
    await expect(async () => {
      if (!(await score.isChecked()))
        await groups.nth(i).getByText(value, { exact: true }).click({ timeout: 2_000 });
      await expect(score).toBeChecked({ timeout: 1_000 });
    }).toPass();
  }
  await expect(page.getByTestId('unscored')).toHaveCount(0);
}

/** Sends the step after its confirmation; the answer is the review after it. */
async function send(page: Page) {
  await page.getByTestId('send').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const answer = submitted(page);
  // The toast lasts two seconds: watched for from before the click, not after the answer arrives
  // (on a loaded machine the answer reached the test after the toast had gone, in CI).
  const toast = page.locator('.app-toast-success').last().waitFor({ state: 'visible', timeout: 20_000 });
  await confirmOk(page, 'send-confirm', dialog);
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  await toast;
}

/** Opens a list filtered to one employee (every status: a retry finds the row done) and their review. */
async function openFromList(page: Page, path: string, code: string, expectedUrl: RegExp) {
  await page.goto(`${path}?status=all&q=${encodeURIComponent(code)}`);
  const table = page.getByTestId('review-table');
  await expect(table).toContainText(code);
  await table.locator('[data-testid^="review-row-"]').filter({ hasText: code }).first().click();
  await expect(page).toHaveURL(expectedUrl);
  await expect(page.getByTestId('review-head')).toContainText(code);
}

test('one review through self-assessment, PM, department head, interview and the confirmed result', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // The employee: the menu the server gives, the sheet, a refused send, a draft, then the send.
  const member = await openAs(browser, 'member@demo.test');
  const sidebar = member.getByTestId('sidebar');
  await sidebar.getByText('Check-point', { exact: true }).click();
  await expect(sidebar.getByRole('link', { name: /Self-assessment/ })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Check-point guide/ })).toBeVisible();
  // A member reviews nobody: no waiting list in their menu.
  await expect(sidebar.getByRole('link', { name: /Waiting for PM/ })).toHaveCount(0);
  await sidebar.getByRole('link', { name: /Self-assessment/ }).click();
  await expect(member).toHaveURL(/\/checkpoint\/myself/);
  const head = member.getByTestId('review-head');
  await expect(head).toBeVisible();
  const code = ((await head.locator('h2 .app-num').textContent()) ?? '').trim();
  expect(code).not.toBe('');

  if (await member.getByTestId('send').isVisible()) {
    // Sending with nothing scored is refused under each criterion, before any request.
    await member.getByTestId('send').click();
    await expect(member.getByTestId('criterion-s1_c1').locator('.ant-form-item-explain-error')).toBeVisible();
    await expect(member.getByRole('dialog')).toHaveCount(0);

    await scoreAll(member);
    await member.getByTestId('comment-s1_c1').fill('Shipped the payment module with no defect found.');
    await member.getByTestId('summary-input').fill('A good half-year; I want to lead the next release.');
    const draft = submitted(member);
    await member.getByTestId('save-draft').click();
    expect((await draft).status()).toBe(200);
    // The draft stays after a reload.
    await member.reload();
    await expect(member.getByTestId('summary-input')).toHaveValue(/good half-year/);
    await expect(member.getByTestId('score-s1_c1').locator('.ant-radio-button-wrapper-checked')).toHaveText(
      '3',
    );
    await snap(member, 'checkpoint-myself-en');
    await send(member);
  }
  // Sent: read-only, with when.
  await expect(member.getByTestId('step-notice')).toContainText('Sent on');
  await expect(member.getByTestId('self-view-s1_c1')).toContainText('3 / 5');
  await expect(member.getByTestId('send')).toHaveCount(0);

  // The PM: the waiting list, the employee's sent self-assessment beside their own scoring.
  const pm = await openAs(browser, 'pm@demo.test');
  await openFromList(pm, '/checkpoint/list-waiting-pm', code, /\/checkpoint\/checkpoint-by-pm\?id=\d+$/);
  await expect(pm.getByTestId('self-view-s1_c1')).toContainText('3 / 5');
  if (await pm.getByTestId('send').isVisible()) {
    await scoreAll(pm);
    // Sending needs the suggested raise.
    await pm.getByTestId('send').click();
    await expect(pm.locator('.cp-raise-item .ant-form-item-explain-error')).toBeVisible();
    await pm.getByTestId('raise-input').fill('5.5');
    // The form holds the raise (its error gone) before the send reads it.
    await expect(pm.locator('.cp-raise-item .ant-form-item-explain-error')).toHaveCount(0);
    await snap(pm, 'checkpoint-by-pm-en');
    await send(pm);
  }
  await expect(pm.getByTestId('view-raise')).toContainText('5.5 %');

  // The department head comments.
  const dm = await openAs(browser, 'dm@demo.test');
  await openFromList(dm, '/checkpoint/list-waiting-dm', code, /\/checkpoint\/checkpoint-by-dm\?id=\d+$/);
  await expect(dm.getByTestId('pm-view-s1_c1')).toBeVisible();
  if (await dm.getByTestId('send').isVisible()) {
    await dm.getByTestId('comment-input').fill('Agree with the PM: ready for more responsibility.');
    await send(dm);
  }
  await expect(dm.getByTestId('view-comment')).toContainText('ready for more responsibility');

  // The board interviews and enters the final agreed raise.
  const bod = await openAs(browser, 'bod@demo.test');
  await openFromList(bod, '/checkpoint/list-waiting-interview', code, /\/checkpoint\/interview\?id=\d+$/);
  await expect(bod.getByTestId('view-comment')).toContainText('ready for more responsibility');
  if (await bod.getByTestId('send').isVisible()) {
    await bod.getByTestId('note-input').fill('Goals: lead the next release, JLPT N2.');
    await bod.getByTestId('final-raise-input').fill('6');
    await snap(bod, 'checkpoint-interview-en');
    await send(bod);
  }
  await expect(bod.getByTestId('view-final-raise')).toContainText('6 %');

  // The employee sees the result (never the PM's suggestion) and confirms it.
  await member.goto('/checkpoint/result');
  await expect(member.getByTestId('result-final-raise')).toContainText('6 %');
  await expect(member.getByTestId('result-summary')).toContainText('JLPT N2');
  await expect(member.getByTestId('result-summary')).not.toContainText('5.5');
  await expect(member.getByTestId('pm-view-s1_c1')).toBeVisible();
  if (await member.getByTestId('result-confirm').isVisible()) {
    await member.getByTestId('result-confirm').click();
    const answer = submitted(member);
    await confirmOk(member, 'confirm-ok', member.getByRole('dialog'));
    expect((await answer).status()).toBe(200);
  }
  await expect(member.getByTestId('result-confirmed')).toBeVisible();
  await snap(member, 'checkpoint-result-en');
});

test('a list the reader has no part in is the 403 page; a review screen without a review says where to choose one', async ({
  browser,
}) => {
  const member = await openAs(browser, 'member@demo.test');
  await member.goto('/checkpoint/list-waiting-pm');
  await expect(member).toHaveURL(/\/403$/);
  await member.goto('/checkpoint/checkpoint-by-pm');
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(member.getByText('No review chosen')).toBeVisible();
  await member.goto('/checkpoint/guide');
  await expect(member.getByTestId('guide-steps-table')).toContainText('Department head');
});
