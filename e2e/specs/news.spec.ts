import type { Page } from '@playwright/test';
import { chooseOption, expect, openAs, snap, test } from '../lib/fixtures';

/** A 120x60 blue PNG, as a person would pick from their disk. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAA8CAIAAAAiz+n/AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA4ElEQVR4nO3UUY0DARTDwDJaiiVsDiXQ316eTiMFgeX49byz5/cQXig/f6Ia0AHdf3obowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjm9PogG6uIaObg5OObk6jA7q5hoxuDk46ujmNDujmGjK6OTjp6OY0OqCba8jo5uCko5vT6IBuriGjm4OTjm5OowO6uYaMbg5OOro5jQ7o5hoyujk46WjO9Os+PjNGJAYgKg0AAAAASUVORK5CYII=',
  'base64',
);

/** The unread count once the notifications have loaded (not the 0 shown while loading). */
async function bellCount(page: Page) {
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-loaded', 'true');
  return Number(await page.getByTestId('notification-bell').getAttribute('data-count'));
}

test('PR publishes news with an image; a member sees the bell, opens it and reads the item', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Office move to floor 17 (${Date.now() % 100_000})`;

  const member = await openAs(browser, 'member@demo.test');
  const before = await bellCount(member);

  // The dashboard shows the newest news.
  await member.goto('/dashboard');
  await expect(member.getByTestId('dashboard-news')).toContainText('Office closed for the New Year holiday');

  const pr = await openAs(browser, 'pr@demo.test');
  await pr.goto('/news');
  await expect(pr.getByTestId('news-manage-table')).toContainText('Security reminder: lock your screen');
  await pr.getByRole('button', { name: 'Write news' }).click();
  await expect(pr).toHaveURL(/\/news\/create$/);
  await pr.getByLabel('Title').fill(title);
  await chooseOption(pr, pr.getByLabel('Category'), 'Announcements');
  await pr.getByLabel('Summary').fill('The Hanoi team moves to the 17th floor on Monday.');
  const body = pr.getByRole('textbox', { name: 'Text' });
  await body.click();
  await pr.keyboard.type('We move to the 17th floor on Monday. Pack your desk on Friday.');
  // The picture, uploaded from the editor's toolbar.
  const uploaded = pr.waitForResponse(
    (r) => r.url().endsWith('/api/news/images') && r.request().method() === 'POST',
  );
  await pr
    .getByTestId('news-image-input')
    .setInputFiles({ name: 'floor17.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(201);
  await expect(pr.locator('.news-editor-content img')).toHaveCount(1);
  await snap(pr, 'news-editor-en');
  const saved = pr.waitForResponse((r) => r.url().endsWith('/api/news') && r.request().method() === 'POST');
  await pr.getByTestId('news-save').click();
  expect((await saved).status()).toBe(201);
  await expect(pr).toHaveURL(/\/news$/);
  await expect(pr.getByTestId('news-manage-table')).toContainText(title);

  // The member's bell counts it, live; the notification opens the item.
  await expect.poll(() => bellCount(member), { timeout: 30_000 }).toBe(before + 1);
  await member.getByTestId('notification-bell').click();
  const notice = member.getByTestId('notification-item').filter({ hasText: 'published news' }).first();
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(member).toHaveURL(/\/news\/show-news\?id=\d+/);
  const article = member.getByTestId('news-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByTestId('news-body')).toContainText('We move to the 17th floor on Monday.');
  const picture = article.locator('.news-body img');
  await expect(picture).toHaveCount(1);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await snap(member, 'news-read-en');

  // The list shows it too, with its picture.
  await member.goto('/news/show-news');
  await expect(member.getByTestId('news-list')).toContainText(title);
  await snap(member, 'news-list-en');
});
