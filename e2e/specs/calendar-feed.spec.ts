import { expect, openAs, snap, test, useLocale } from '../lib/fixtures';

// Issue #20, calendar feeds: the project manager makes their own feed and their team's on the
// profile; the address is shown once, serves iCalendar without a session, and stops when revoked.
test('a calendar feed is made on the profile, serves iCalendar, and stops when revoked', async ({
  browser,
  request,
}) => {
  const pm = await openAs(browser, 'pm@demo.test');
  await pm.goto('/information-profile');
  const personal = pm.getByTestId('calendar-feed-personal');
  await expect(personal).toBeVisible();
  // The project manager approves for a team: its feed is offered too.
  await expect(pm.getByTestId('calendar-feed-team')).toBeVisible();

  // Whatever an earlier run left: a fresh address either way.
  const make = pm.getByTestId('calendar-feed-personal-make');
  if ((await make.textContent())?.includes('New address')) {
    await make.click();
    await pm.locator('.ant-popconfirm').getByRole('button', { name: 'New address' }).click();
  } else await make.click();
  const address = pm.getByTestId('calendar-feed-personal-url');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics\?lang=en$/);
  await snap(pm, 'calendar-feed-en');
  const url = await address.inputValue();

  // A calendar app fetches it with no session.
  const feed = await request.get(url, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = await feed.text();
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(text).toContain('X-WR-CALNAME:Staffhub: my leave and remote work');

  // Revoked: the address answers 404.
  await pm.getByTestId('calendar-feed-personal-revoke').click();
  await pm.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
  await expect(pm.locator('.app-toast-success').last()).toContainText('no longer works');
  expect((await request.get(url)).status()).toBe(404);

  await useLocale(pm, 'ja');
  await pm.reload();
  await expect(pm.getByTestId('calendar-feeds')).toContainText('カレンダー配信');
  await snap(pm, 'calendar-feed-ja');
});
