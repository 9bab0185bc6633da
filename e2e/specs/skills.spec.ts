import type { Page } from '@playwright/test';
import { apiToken, chooseOption, expect, openAs, snap, test } from '../lib/fixtures';

/** Picks an option of an antd Select by its text (typing it first when the Select searches). */
const choose = (page: Page, testId: string, text: string, { type = false } = {}) =>
  chooseOption(page, page.getByTestId(testId), text, type ? { search: text } : {});

test('a member adds two skills, is told years 100 is too many, fixes it and keeps them after a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // A retry starts from the sheet the demo gave: the two skills this flow adds are taken off first.
  const token = await apiToken(request, 'member@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const catalogue = (await (await request.get('/api/skill/all_skills', { headers })).json()) as {
    types: Array<{ skills: Array<{ id: number; name: string }> }>;
  };
  const idOf = (name: string) => catalogue.types.flatMap((t) => t.skills).find((s) => s.name === name)?.id;
  const [kotlin, mongo] = [idOf('Kotlin'), idOf('MongoDB')];
  expect(kotlin && mongo).toBeTruthy();
  await request.post('/api/skill/save_updated_skills', {
    headers,
    data: { skills: [], removed_skill_ids: [kotlin, mongo] },
  });

  const member = await openAs(browser, 'member@demo.test');
  await member.goto('/add-skill');
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Add a skill');

  // Kotlin, rank 3, 2 years.
  await choose(member, 'add-skill-type', 'Programming languages');
  await choose(member, 'add-skill-skill', 'Kotlin', { type: true });
  await choose(member, 'add-skill-rank', '3 –');
  await member.getByTestId('add-skill-years').fill('2');
  const first = member.waitForResponse(
    (r) => r.url().endsWith('/api/skill/save_updated_skills') && r.request().method() === 'POST',
  );
  await member.getByTestId('add-skill-submit').click();
  expect((await first).status()).toBe(200);
  await expect(member.getByTestId('add-skill-current')).toContainText('Kotlin');

  // MongoDB with 100 years: refused under the field, nothing sent; 3.5 goes through.
  await choose(member, 'add-skill-type', 'Databases');
  await choose(member, 'add-skill-skill', 'MongoDB', { type: true });
  await choose(member, 'add-skill-rank', '4 –');
  await member.getByTestId('add-skill-years').fill('100');
  await member.getByTestId('add-skill-submit').click();
  await expect(member.getByText('Years of experience must be at most 99.9.')).toBeVisible();
  await snap(member, 'skills-add-error-en');
  await member.getByTestId('add-skill-years').fill('3.5');
  // The message folds away under the field, and the button below it moves up while it does: a
  // click during the fold went down on the button and up beside it, and nothing was sent (CI).
  await expect(member.getByText('Years of experience must be at most 99.9.')).toBeHidden();
  const second = member.waitForResponse(
    (r) => r.url().endsWith('/api/skill/save_updated_skills') && r.request().method() === 'POST',
  );
  await member.getByTestId('add-skill-submit').click();
  expect((await second).status()).toBe(200);
  await expect(member.getByTestId('add-skill-current')).toContainText('MongoDB');

  // On the sheet: Kotlin's years edited in place, 100 refused again, then 2.5 saved.
  await member.goto('/skill-sheet');
  const years = member.getByTestId(`skill-years-${kotlin}`);
  await expect(years).toHaveValue('2');
  await years.fill('100');
  await member.getByTestId('skill-sheet-save').click();
  await expect(member.getByTestId(`skill-line-${kotlin}`)).toContainText(
    'Years of experience must be at most 99.9.',
  );
  await years.fill('2.5');
  await expect(member.getByTestId(`skill-line-${kotlin}`)).not.toContainText('must be at most');
  const saved = member.waitForResponse(
    (r) => r.url().endsWith('/api/skill-sheet') && r.request().method() === 'POST',
  );
  await member.getByTestId('skill-sheet-save').click();
  expect((await saved).status()).toBe(200);

  await member.reload();
  await expect(member.getByTestId(`skill-years-${kotlin}`)).toHaveValue('2.5');
  await expect(member.getByTestId(`skill-years-${mongo}`)).toHaveValue('3.5');
  await expect(member.getByTestId(`skill-line-${mongo}`)).toContainText('MongoDB');
  // A member holds no staffing role: no search tab.
  await expect(member.getByTestId('skills-tab-search')).toHaveCount(0);
  await snap(member, 'skills-sheet-en');
});

test('a PM finds the seeded Kubernetes engineer with Japanese N3 or better, and opens his sheet', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const pm = await openAs(browser, 'pm@demo.test');
  await pm.goto('/skill-sheet');
  await pm.getByTestId('skills-tab-search').click();
  await expect(pm).toHaveURL(/tab=search/);
  await choose(pm, 'skill-search-skill-0', 'Kubernetes', { type: true });
  await choose(pm, 'skill-search-rank-0', '3 –');
  await choose(pm, 'skill-search-jlpt', 'N3 or better');
  await pm.getByTestId('skill-search-submit').click();
  await expect(pm).toHaveURL(/criteria=\d+%3A3/);
  const table = pm.getByTestId('skill-search-table');
  await expect(table).toContainText('Lê Minh Tuấn');
  await expect(table).toContainText('Kubernetes');
  await snap(pm, 'skills-search-en');
  await table.getByRole('button', { name: 'Open the skill sheet of Lê Minh Tuấn' }).click();
  const drawer = pm.getByTestId('skill-sheet-drawer');
  await expect(drawer).toContainText('Skill sheet of Lê Minh Tuấn');
  await expect(drawer).toContainText('Spring Boot');
  // The search is in the address: a reload shows the same results.
  await pm.reload();
  await expect(pm.getByTestId('skill-search-table')).toContainText('Lê Minh Tuấn');
});
