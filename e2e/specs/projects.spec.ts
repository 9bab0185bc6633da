import { chooseOption, expect, openAs, snap, test } from '../lib/fixtures';

/** A 32×24 PNG (checked by content on the server, re-encoded without metadata). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAL0lEQVRIiWPQb42iKWIYtaB1NIiiRlOR/mhGixotKvRHS9PW0QpHf7TKbB3crQoAV+UqLrkFAQUAAAAASUVORK5CYII=',
  'base64',
);

test('a PM edits a month of effort and records a kick-off with photos; it stays after a reload', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const pm = await openAs(browser, 'pm@demo.test');
  await pm.goto('/project-management');
  const table = pm.getByTestId('project-table');
  await expect(table).toContainText('Alpha');
  // A PM sees only their own projects.
  await expect(table).not.toContainText('Beta');
  await snap(pm, 'projects-list-en');
  await table.getByText('Alpha', { exact: true }).first().click();
  await expect(pm).toHaveURL(/\/project-management\/\d+\/detail$/);
  await expect(pm.getByTestId('project-title')).toContainText('Alpha');

  // Effort: December of the demo year, one member at 60 %.
  await pm.getByTestId('project-tab-effort').click();
  await expect(pm).toHaveURL(/\/effort$/);
  await expect(pm.getByTestId('effort-grid')).toBeVisible();
  const cell = pm.locator('[data-testid^="effort-input-"][data-testid$="-2026-12-01"]').first();
  const cellId = await cell.getAttribute('data-testid');
  // A retry starts from the first try's value: each attempt sets its own.
  const percent = String(60 + testInfo.retry);
  await cell.fill(percent);
  const saved = pm.waitForResponse((r) => /\/effort$/.test(r.url()) && r.request().method() === 'POST');
  await pm.getByTestId('effort-save').click();
  expect((await saved).status()).toBe(200);
  await pm.reload();
  await expect(pm.getByTestId(cellId as string)).toHaveValue(percent);
  await snap(pm, 'projects-effort-en');

  // A kick-off with two photos and one member's bonus.
  await pm.getByTestId('project-tab-activities').click();
  await expect(pm).toHaveURL(/\/activities$/);
  await pm.getByTestId('activity-new').click();
  const modal = pm.getByRole('dialog');
  await expect(modal).toBeVisible();
  const title = `Kick-off e2e ${Date.now() % 100_000}-${testInfo.retry}`;
  await modal.getByTestId('activity-title').fill(title);
  await modal.getByTestId('activity-budget').fill('100000');
  await modal.getByTestId('activity-employee-add').click();
  await chooseOption(pm, modal.getByTestId('activity-employee-0-id'));
  await modal.getByTestId('activity-employee-0-bonus').fill('50000');
  await modal.locator('input[type="file"][accept*="png"]').setInputFiles([
    { name: 'team.png', mimeType: 'image/png', buffer: PNG },
    { name: 'party.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(modal.locator('.ant-upload-list-item')).toHaveCount(2);
  const recorded = pm.waitForResponse(
    (r) => /\/kickoff-and-bonus$/.test(r.url()) && r.request().method() === 'POST',
    // Bounded, so a save that never answers fails here with the modal in the snapshot.
    { timeout: 45_000 },
  );
  await pm.getByTestId('activity-save').click();
  // A field the form refused would keep the request from being sent: say so instead of waiting.
  const refused = modal
    .locator('.ant-form-item-explain-error')
    .first()
    .waitFor({ timeout: 45_000 })
    .then(async () => {
      throw new Error(
        `the form refused a field: ${await modal.locator('.ant-form-item-explain-error').allInnerTexts()}`,
      );
    });
  const response = await Promise.race([recorded, refused]);
  refused.catch(() => {});
  expect(response.status()).toBe(201);
  const { activity } = (await response.json()) as { activity: { id: number } };
  await expect(modal).toBeHidden();
  const item = pm.getByTestId(`activity-${activity.id}`);
  await expect(item).toContainText(title);
  await expect(item.locator('img')).toHaveCount(2);
  await pm.reload();
  await expect(pm.getByTestId(`activity-${activity.id}`).locator('img')).toHaveCount(2);
  await snap(pm, 'projects-activities-en');
});

test('a member opening a project lands on the 403 page', async ({ browser }) => {
  const member = await openAs(browser, 'member@demo.test');
  await member.goto('/project-management/1/detail');
  await expect(member).toHaveURL(/\/403$/);
  await expect(member.getByText('You do not have permission to open this page.')).toBeVisible();
  await member.goto('/project-management');
  await expect(member).toHaveURL(/\/403$/);
});
