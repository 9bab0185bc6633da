import { confirmOk, expect, openAs, pickDate, signIn, snap, test } from '../lib/fixtures';

/** An 8×8 PNG: an avatar the server decodes (checked by content, not by name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQTX6NFTEMLQkADGRcwdaAzYUAAAAASUVORK5CYII=',
  'base64',
);

test('HR creates an employee, edits them, uploads a photo and resigns them; they can no longer sign in', async ({
  browser,
}, testInfo) => {
  // A code and an e-mail of their own per attempt: a retry does not meet the first try's person.
  const n = `${Date.now() % 100_000}${testInfo.retry}`;
  const code = `E2E${n}`;
  const email = `e2e.${n}@demo.test`;
  const password = 'welcome-2026';

  const hr = await openAs(browser, 'hr@demo.test');
  await hr.goto('/employees');
  await expect(hr.getByTestId('employee-table')).toBeVisible();
  await hr.getByTestId('employee-new').click();
  await expect(hr).toHaveURL(/\/employees\/create$/);
  await hr.getByTestId('employee-employee_code').fill(code);
  await hr.getByTestId('employee-name').fill('Phạm Thị Thu');
  await hr.getByTestId('employee-email').fill(email);
  await hr.getByTestId('employee-password').fill(password);
  await snap(hr, 'people-create-en');
  await hr.getByTestId('employee-save').click();
  await expect(hr).toHaveURL(/\/employees\/\d+$/);
  await expect(hr.getByTestId('employee-value-employee_code')).toHaveText(code);

  // The new person signs in with the first password.
  const person = await browser.newPage();
  await person.context().clock.install({ time: new Date('2026-12-02T01:00:00.000Z') });
  await person.goto('/login');
  await signIn(person, email, password);
  await expect(person).toHaveURL(/\/timesheets$/);

  // HR edits the record.
  await hr.getByTestId('employee-edit').click();
  await expect(hr).toHaveURL(/\/employees\/\d+\/edit$/);
  await hr.getByTestId('employee-phone').fill('0912 345 678');
  await hr.getByTestId('employee-save').click();
  await expect(hr).toHaveURL(/\/employees\/\d+$/);
  await expect(hr.getByTestId('employee-value-phone')).toHaveText('0912 345 678');

  // A photo, checked by its content.
  const uploaded = hr.waitForResponse((r) => /\/avatar$/.test(r.url()) && r.request().method() === 'POST');
  const chooser = hr.waitForEvent('filechooser');
  await hr.getByTestId('employee-avatar-upload').click();
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(200);
  await expect(hr.getByTestId('employee-avatar-image').locator('img')).toHaveAttribute(
    'src',
    /\/api\/avatars\/\d+\?v=/,
  );

  // Resigned from today (2 December in Hanoi): out at once.
  await hr.getByTestId('employee-resign').click();
  // The reason first: once it takes text the dialog has finished opening, and the date picker
  // then opens on the first click (a click during the opening animation was lost once in CI).
  await hr.getByTestId('employee-resign-reason').fill('Moving abroad with her family.');
  await pickDate(hr, 'employee-resign-date', '02/12/2026');
  await hr.getByTestId('employee-resign-submit').click();
  await confirmOk(hr, 'employee-resign-confirm');
  await expect(hr.getByTestId('employee-resigned')).toBeVisible();
  await expect(hr.getByTestId('employee-history')).toContainText('Moving abroad with her family.');
  await snap(hr, 'people-resigned-en');

  // Their open session ends, and signing in again is refused with the reason.
  await person.reload();
  await expect(person).toHaveURL(/\/login/);
  await signIn(person, email, password);
  await expect(person.getByText('This account is no longer active')).toBeVisible();
  await expect(person).toHaveURL(/\/login/);
});
