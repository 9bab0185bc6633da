import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Locale } from '@staffhub/domain';

export const DEMO_PASSWORD = 'demo1234';
const artifacts = path.join(import.meta.dirname, '..', 'artifacts');

/** Signs in through the login form, as a user would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.locator('#login_email').fill(email);
  await page.locator('#login_password').fill(password);
  await page.locator('form[id="login"] button[type="submit"]').click();
}

/**
 * Switches the language with the header's select (the browser's own control, on the login screen
 * and signed in alike; no reload), then waits until the page says it (`<html lang>`).
 */
export async function switchLanguage(page: Page, locale: Locale) {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === locale) return;
  await page.getByTestId('language-select').selectOption(locale);
  await expect(html).toHaveAttribute('lang', locale);
}

/** Sets the language cookie before the first page load. */
export async function useLocale(page: Page, locale: 'ja' | 'en' | 'vi') {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100');
  await page.context().addCookies([{ name: 'locale', value: locale, domain: url.hostname, path: '/' }]);
}

/** A screenshot kept under e2e/artifacts for people to look at. */
export async function snap(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/**
 * The instant the e2e server clock started at (playwright.config.ts): Wednesday 2 December 2026,
 * 08:00 in Hanoi. Every page's clock starts there too, so no test depends on the day it runs.
 */
export const SERVER_CLOCK_START = new Date('2026-12-02T01:00:00.000Z');

/**
 * The browsers `openAs` opened for the running test. Playwright closes the contexts it made itself,
 * not the ones a test made: left open, each signed-in page went on polling and repainting its
 * header until the run ended, and late tests ran beside dozens of them.
 */
const openedByTest = new Set<BrowserContext>();

/**
 * Playwright's `test`, whose pages' clocks start where the server's clock started, and which closes
 * the browsers `openAs` opened once the test is over (passed or not).
 */
export const test = base.extend<{ closeOpened: undefined }>({
  context: async ({ context }, use) => {
    await context.clock.install({ time: SERVER_CLOCK_START });
    await use(context);
  },
  closeOpened: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      await use(undefined);
      const contexts = [...openedByTest];
      openedByTest.clear();
      await Promise.all(contexts.map((c) => c.close()));
    },
    { auto: true },
  ],
});
export { expect };

/**
 * A browser of its own for one person, signed in, on the timesheets. It signs in through the API
 * (the login form has its own tests in auth.spec.ts): the browser then gets what the form would
 * have left it, the server's HttpOnly token cookie and the readable cookie saying until when the
 * session holds (apps/web/src/api/session.ts), and loads the timesheets once. Through the form it
 * loaded the sign-in screen first, in every browser of every flow.
 */
export async function openAs(
  browser: Browser,
  email: string,
  locale: 'en' | 'ja' | 'vi' = 'en',
): Promise<Page> {
  const context = await browser.newContext();
  openedByTest.add(context);
  await context.clock.install({ time: SERVER_CLOCK_START });
  const page = await context.newPage();
  await useLocale(page, locale);
  // The context's own request client: the cookie the answer sets is the browser's.
  const res = await context.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const { expires_in } = (await res.json()) as { expires_in: number };
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100');
  // The page's clock starts at SERVER_CLOCK_START, the server's too: the session ends that far on.
  const expiresAt = SERVER_CLOCK_START.getTime() + expires_in * 1000;
  await context.addCookies([
    {
      name: 'token_expires_at',
      value: String(expiresAt),
      domain: origin.hostname,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + expires_in,
      sameSite: 'Lax',
    },
  ]);
  await page.goto('/timesheets');
  await expect(page).toHaveURL(/\/timesheets$/);
  return page;
}

/** Signs in through the API and returns a bearer token (for test data set-up only). */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** What an overtime request asks for: the project by name, the day and the hours. */
export interface OvertimeAsk {
  project: string;
  date: string;
  start: string;
  end: string;
  reason: string;
}

/**
 * One overtime request made through the API as `email` (test data set-up), to the project's first
 * candidates at each level; its id. The day needs attendance that covers the hours.
 */
export async function askOvertime(
  request: APIRequestContext,
  email: string,
  ask: OvertimeAsk,
): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, email)}` };
  const projects = await request.get('/api/overtime-requests/get-project-employee', { headers });
  const { projects: list } = (await projects.json()) as { projects: Array<{ id: number; name: string }> };
  const project = list.find((p) => p.name === ask.project);
  expect(project, `${email} is on ${ask.project}`).toBeDefined();
  const candidates = await request.get('/api/overtime-requests/get-approval-person', {
    headers,
    params: { project_id: String(project?.id) },
  });
  const { level1, level2 } = (await candidates.json()) as Record<'level1' | 'level2', Array<{ id: number }>>;
  const res = await request.post('/api/overtime-requests', {
    headers,
    data: {
      project_id: project?.id,
      date: ask.date,
      start_time: ask.start,
      end_time: ask.end,
      reason: ask.reason,
      approve_person_1: level1[0]?.id,
      approve_person_2: level2[0]?.id ?? null,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { overTimeRequest: { over_time_request_id: number } }).overTimeRequest
    .over_time_request_id;
}

/** Imports attendance lines as an administrator (test data set-up). */
export async function importAttendance(request: APIRequestContext, lines: string[]) {
  const token = await apiToken(request, 'admin@demo.test');
  const res = await request.post('/api/timesheets/import', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: 'attendance.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(['employee_code,date,check_in,check_out', ...lines].join('\n')),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Every working day (Monday to Friday) of a month, as YYYY-MM-DD. */
export function workdaysOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const days: string[] = [];
  for (
    let d = new Date(Date.UTC(y ?? 2026, (m ?? 1) - 1, 1));
    d.getUTCMonth() === (m ?? 1) - 1;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Picks an entry of the user menu in the header. Retried as a whole: a click that lands while the
 * dropdown is still animating open is lost, and the menu must then be opened again.
 */
export async function chooseUserMenu(page: Page, name: string, opened: () => Promise<void>) {
  // A click that did land may take longer than `opened` waits (a slow logout): then it is done,
  // and opening the menu again would find no menu on the page it led to.
  const done = () =>
    opened().then(
      () => true,
      () => false,
    );
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0 && (await done())) return;
    const item = page.getByRole('menuitem', { name });
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click({ timeout: 2_000 });
    await item.click({ timeout: 2_000 });
    await opened();
  }).toPass({ timeout: 20_000 });
}

/** The calendar panels on screen: open, or still animating closed. */
const OPEN_PICKER_PANELS = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)';

/**
 * Picks a day in an antd DatePicker as a user does: typing the date moves the calendar to its
 * month, then a click on the day commits it. (Pressing Enter right after typing may commit the
 * picker's previous value: the typed text is applied a render later.)
 *
 * The click is scoped to the panel this picker opened: the panel of the picker used just before
 * stays in the page while it animates closed, and may show the same day (then a bare `td[title]`
 * matches twice), so it waits for that one to go before opening this one.
 *
 * On a loaded machine the calendar can still be moving to the typed month when the click lands,
 * which then picks whatever day was under it (seen once: 02/12 for 15/12). The whole gesture is
 * then done again, as a user who sees the wrong date would, at most three times; the field must
 * end with the asked date either way.
 */
export async function pickDate(page: Page, testId: string, ddmmyyyy: string) {
  const input = page.getByTestId(testId);
  const panels = page.locator(OPEN_PICKER_PANELS);
  const cell = panels.locator(`td[title="${cellTitle(ddmmyyyy)}"]`);
  for (let attempt = 1; ; attempt++) {
    await noPickerOpen(page);
    await input.click();
    await expect(panels).toHaveCount(1);
    await input.fill(ddmmyyyy);
    await cell.click();
    if (attempt === 3) break;
    // A wrong day was picked: its panel closes, then the date is typed and clicked again.
    const picked = await expect(input)
      .toHaveValue(ddmmyyyy, { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (picked) return;
  }
  await expect(input).toHaveValue(ddmmyyyy);
}

/**
 * Waits for every calendar panel to close. A panel animating closed goes within a second; one still
 * open after 3 s was opened by a stray click (seen once: a click on a select's option landed on the
 * date field under it as the option list closed), and is closed with Escape, as a user would.
 */
async function noPickerOpen(page: Page) {
  const panels = page.locator(OPEN_PICKER_PANELS);
  const closed = await expect(panels)
    .toHaveCount(0, { timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (closed) return;
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(panels).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** DD/MM/YYYY as the `title` of its calendar cell (YYYY-MM-DD). */
const cellTitle = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');

/**
 * Picks a range in an antd RangePicker as a user does: type the start (the calendar moves to its
 * month), click that day, then the same for the end. The panel shows two months, and each shows
 * the other's edge days greyed out, so only the cells in view of their own month are clicked.
 */
export async function pickRange(page: Page, testId: string, from: string, to: string) {
  const root = page.getByTestId(testId);
  const inputs =
    (await root.locator('input').count()) > 0
      ? root.locator('input')
      : root.locator('xpath=..').locator('input');
  const panels = page.locator(OPEN_PICKER_PANELS);
  await expect(panels).toHaveCount(0);
  await inputs.nth(0).click();
  await expect(panels).toHaveCount(1);
  for (const [i, day] of [from, to].entries()) {
    await inputs.nth(i).fill(day);
    await panels.locator(`td.ant-picker-cell-in-view[title="${cellTitle(day)}"]`).click();
  }
  await expect(inputs.nth(0)).toHaveValue(from);
  await expect(inputs.nth(1)).toHaveValue(to);
}

/**
 * Picks an option of an antd Select (`select`, the element holding its test id) as a user does:
 * open it, type `search` when given (a Select that searches), click the first option showing `text`
 * (the first option of all without). Retried as a whole until the Select shows a value: a click that
 * lands while the option list is still sliding open, or just as its options are drawn again (loaded
 * while it opened), selects nothing (seen once: a kick-off saved with "Employee is required").
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  text?: string,
  { search }: { search?: string } = {},
) {
  const list = page.locator('.ant-select-dropdown:visible');
  const option = list.locator('.ant-select-item-option', text === undefined ? {} : { hasText: text }).first();
  // The Select's root: `select` may be it or its search input (found by its label).
  const root = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  const shown = root.locator('.ant-select-content-has-value');
  await expect(async () => {
    if (!(await list.isVisible())) {
      await select.click({ timeout: 2_000 });
      if (search) await page.keyboard.type(search);
    }
    await option.click({ timeout: 2_000 });
    await expect(shown).toHaveCount(1, { timeout: 2_000 });
    if (text !== undefined) await expect(shown).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Clicks the OK button (`testId`) of a confirmation dialog once the dialog has finished opening,
 * and waits for the dialog to close. On a loaded machine a click that landed while the dialog was
 * still zooming in was lost (seen twice: a check-out's and a correction's confirmation stayed open
 * with nothing sent): the pointer went down on the button and up where the moving button no longer
 * was, so no click reached it. A dialog still open with its button idle is clicked again, as a user
 * would; antd ignores a click on a button whose action is running, so nothing is sent twice.
 */
export async function confirmOk(page: Page, testId: string, within: Locator | Page = page) {
  const ok = within.getByTestId(testId);
  await expect(async () => {
    if (await ok.isVisible()) {
      // Until the dialog's own finite animations (its zoom, its mask's fade) have ended.
      await ok.evaluate(async (button) => {
        const dialog = button.closest('.ant-modal-root') ?? button.closest('.ant-modal') ?? button;
        const finite = dialog
          .getAnimations({ subtree: true })
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
        await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      });
      await ok.click({ timeout: 2_000 });
    }
    await expect(ok).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
