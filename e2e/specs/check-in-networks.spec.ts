import { apiToken, chooseOption, expect, openAs, snap, test } from '../lib/fixtures';

// Issue #20, check-in rules per company: the administrator lists the office's networks; a check-in
// from elsewhere is refused with the translated reason, until the address is added.
const TOKYO = 'Staffhub Japan';

test('the admin restricts Tokyo’s check-ins to the office network; the director outside is refused, then let in once the address is listed', async ({
  browser,
  request,
}) => {
  // Two people's browsers: 1.9 minutes on a loaded machine, so room beyond the default 3.
  test.setTimeout(300_000);
  try {
    const admin = await openAs(browser, 'admin@demo.test');
    await admin.goto('/timesheets/check-in-networks');
    await chooseOption(admin, admin.getByTestId('check-in-company'), TOKYO);
    await expect(admin.getByTestId('check-in-anywhere')).toBeVisible();
    await expect(admin.getByTestId('check-in-your-ip')).toContainText('a check-in from here is allowed');
    await snap(admin, 'check-in-networks-empty-en');

    // A name is not a network: told on the field, nothing saved.
    await admin.getByTestId('check-in-add').click();
    await admin.getByTestId('check-in-network-0').fill('office wifi');
    await admin.getByTestId('check-in-save').click();
    await expect(
      admin.getByText('Network must be an IP address (203.0.113.7) or a network range'),
    ).toBeVisible();
    await snap(admin, 'check-in-networks-invalid-en');

    // The office's range, which does not hold this machine's address.
    await admin.getByTestId('check-in-network-0').fill('10.20.0.0/16');
    await admin.getByTestId('check-in-save').click();
    await expect(admin.locator('.app-toast-success')).toBeVisible();
    await expect(admin.getByTestId('check-in-your-ip')).toContainText('would be refused');
    await snap(admin, 'check-in-networks-saved-en');

    // The director (Tokyo) checks in from here: refused, in Japanese, and no check-in is recorded.
    const director = await openAs(browser, 'bod@demo.test', 'ja');
    await director.getByTestId('checkin-button').click();
    await expect(director.locator('.app-toast-error')).toContainText(
      '出勤打刻は会社のオフィスのネットワークからのみ可能です',
    );
    await expect(director.getByTestId('checkin-button')).toBeVisible();
    await snap(director, 'check-in-refused-ja');

    // The admin adds the address the server sees, keeps the range, and saves.
    await admin.getByTestId('check-in-add-mine').click();
    await expect(admin.getByTestId('check-in-network-1')).not.toHaveValue('');
    await admin.getByTestId('check-in-save').click();
    await expect(admin.getByTestId('check-in-your-ip')).toContainText('a check-in from here is allowed');
    // After a reload the saved list is there, canonical.
    await admin.reload();
    await chooseOption(admin, admin.getByTestId('check-in-company'), TOKYO);
    await expect(admin.getByTestId('check-in-network-0')).toHaveValue('10.20.0.0/16');
    await expect(admin.getByTestId('check-in-network-1')).toHaveValue(/\/(32|128)$/);

    await director.getByTestId('checkin-button').click();
    await expect(director.getByTestId('today-checkin')).toContainText(/\d\d:\d\d/);

    // Removing every network lets everyone check in from anywhere again.
    await admin.getByTestId('check-in-remove-1').click();
    await admin.getByTestId('check-in-remove-0').click();
    await admin.getByTestId('check-in-save').click();
    await expect(admin.getByTestId('check-in-anywhere')).toBeVisible();
  } finally {
    // Whatever happened above, the other specs' check-ins stay free.
    const token = await apiToken(request, 'admin@demo.test');
    const res = await request.put('/api/timesheets/check-in-networks', {
      headers: { authorization: `Bearer ${token}` },
      data: { company_id: 1, networks: [] },
    });
    expect(res.status()).toBe(200);
  }
});
