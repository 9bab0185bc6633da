/**
 * Keyboard use (issue 14): menus, dialogs, date pickers and tables work without a mouse.
 */
import type { Page } from '@playwright/test';
import { expect, openAs, test } from '../lib/fixtures';

/** Whether the focused element is inside what `selector` matches. */
function focusIn(page: Page, selector: string) {
  return page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
}

test.describe('keyboard', () => {
  test('the account menu opens into its items, Escape gives the focus back, a dialog opens and closes from it', async ({
    browser,
  }) => {
    const page = await openAs(browser, 'member@demo.test');
    const menuButton = page.getByTestId('user-menu');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Down to "Change password", Enter: the dialog opens with the focus inside it; Escape closes it.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIn(page, '[role="dialog"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Enter on "Profile" goes there.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusIn(page, '[role="menu"]')).toBe(true);
    await page.keyboard.press('Home');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/information-profile$/);
    await page.context().close();
  });

  test('a date range is typed and applied with Enter', async ({ browser }) => {
    const page = await openAs(browser, 'member@demo.test');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const range = page.locator('.app-filter-form .ant-picker-range input');
    const [start, end] = [range.nth(0), range.nth(1)];
    await start.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('01/11/2026');
    await page.keyboard.press('Enter');
    // The picker keeps the typed start and moves on to the end date by itself.
    await expect(start).toHaveValue('01/11/2026');
    await expect(end).toBeFocused();
    // ... once the picker itself has made the end its active field: keys typed before that are
    // still the start's (focus moves a moment before the picker's own state does).
    await expect(end.locator('xpath=..')).toHaveClass(/ant-picker-input-active/);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30/11/2026');
    await page.keyboard.press('Enter');
    await expect(end).toHaveValue('30/11/2026');
    await expect(page).toHaveURL(/start_date=2026-11-01&end_date=2026-11-30/);
    await expect(page.locator('.ant-table-row').first()).toContainText('01/11/2026');
    await page.context().close();
  });

  test('a table row’s action is reached with Tab and opened with Enter', async ({ browser }) => {
    const page = await openAs(browser, 'member@demo.test');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // From the switch above the table, Tab walks into the table and to the first row's link.
    await page.getByTestId('toggle-details').focus();
    let reached = false;
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.matches('.ant-table-row a') ?? false);
    }
    expect(reached, 'a row link within ten Tabs of the switch').toBe(true);
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(href).toContain('/additional-timesheet/create');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/additional-timesheet\/create/);
    await page.context().close();
  });
});
