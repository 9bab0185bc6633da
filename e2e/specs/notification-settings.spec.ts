import { apiToken, chooseOption, expect, openAs, snap, test } from '../lib/fixtures';

// Issue #20, e-mail beside the bell: on the profile a member chooses, per kind of notification, the
// app, e-mail or both, and the language of their e-mails; the choice stays after a reload. This
// server has no SMTP server, which the card says.
test('a member chooses e-mail for overtime and Japanese for their e-mails; the profile keeps it', async ({
  browser,
  request,
}) => {
  try {
    const member = await openAs(browser, 'member@demo.test');
    await member.goto('/information-profile');
    const card = member.getByTestId('notification-settings');
    await expect(card).toContainText('Notifications by e-mail');
    await expect(card.getByTestId('notification-settings-no-smtp')).toBeVisible();
    await expect(card).toContainText('member@demo.test');
    const overtime = card.getByTestId('notification-channel-OVERTIME_REQUEST');
    await expect(overtime.getByRole('radio', { name: 'In app' })).toBeChecked();

    await overtime.getByText('E-mail', { exact: true }).click();
    await card.getByTestId('notification-channel-NEWS').getByText('Both', { exact: true }).click();
    await chooseOption(member, card.getByTestId('notification-settings-language'), '日本語');
    await card.getByTestId('notification-settings-save').click();
    await expect(member.locator('.app-toast-success')).toBeVisible();
    await snap(member, 'notification-settings-en');

    await member.reload();
    await expect(overtime.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expect(
      card.getByTestId('notification-channel-NEWS').getByRole('radio', { name: 'Both' }),
    ).toBeChecked();
    await expect(card.getByTestId('notification-settings-language')).toContainText('日本語');

    for (const [locale, title] of [
      ['ja', 'メールでの通知'],
      ['vi', 'Thông báo qua e-mail'],
    ] as const) {
      const page = await openAs(browser, 'member@demo.test', locale);
      await page.goto('/information-profile');
      await expect(page.getByTestId('notification-settings')).toContainText(title);
      await snap(page, `notification-settings-${locale}`);
      await page.context().close();
    }
  } finally {
    // The other flows' member hears of everything in the app only.
    const token = await apiToken(request, 'member@demo.test');
    const res = await request.put('/api/notification-settings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        language: null,
        channels: [
          { type: 'OVERTIME_REQUEST', channel: 'app' },
          { type: 'NEWS', channel: 'app' },
        ],
      },
    });
    expect(res.status()).toBe(200);
  }
});
