import { chooseUserMenu, expect, signIn, snap, switchLanguage, test, useLocale } from '../lib/fixtures';

test.describe('sign-in and navigation', () => {
  test('signs in and lands on the dashboard route with the sidebar', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'member@demo.test');
    // SPEC 2: the dashboard route `/` redirects to the timesheets.
    await expect(page).toHaveURL(/\/timesheets$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toContainText('Dashboard');
    await expect(sidebar).toContainText('Overtime');
    // A plain member reads the news but does not manage it, and has no project management.
    await sidebar.getByText('News', { exact: true }).click();
    await expect(sidebar.getByRole('link', { name: 'Read news' })).toBeVisible();
    await expect(sidebar).not.toContainText('Manage news');
    await expect(sidebar).not.toContainText('Project management');
    await expect(page.getByTestId('footer')).toContainText('© 2026');
    // The demo seed decided two of the member's leave requests (one approved, one rejected) and
    // one short leave (approved).
    await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-count', '3');
    await snap(page, 'timesheets-en');
  });

  test('switches to Japanese and keeps it after a reload', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, 'member@demo.test');
    await expect(page.getByTestId('sidebar')).toContainText('Dashboard');
    await switchLanguage(page, 'ja');
    await expect(page.getByTestId('sidebar')).toContainText('ダッシュボード');
    await expect(page.getByTestId('sidebar')).toContainText('残業');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toContainText('ダッシュボード');
    expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('ja');
    await snap(page, 'timesheets-ja');
  });

  test('shows the translated error for a wrong password and stays on Login', async ({ page }) => {
    await useLocale(page, 'vi');
    await page.goto('/login');
    await signIn(page, 'member@demo.test', 'not-the-password');
    await expect(page.getByText('Email hoặc mật khẩu không đúng.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await snap(page, 'login-error-vi');
    // The signed-out login screen has the browser's own select (it loads without the app).
    await page.getByTestId('language-select').selectOption({ label: 'English' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Staffhub');
    await signIn(page, 'member@demo.test', 'still-not-it');
    await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  });

  test('returns to a deep link after signing in', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/overtime-requests/create?from=mail');
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await signIn(page, 'member@demo.test');
    await expect(page).toHaveURL(/\/overtime-requests\/create\?from=mail$/);
    await expect(page.getByRole('heading', { name: 'Register overtime' })).toBeVisible();
  });

  test('keeps the token in an HttpOnly cookie no script can read; a cross-origin-style write without the header is refused', async ({
    page,
  }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, 'member@demo.test');
    await expect(page).toHaveURL(/\/timesheets$/);
    const token = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toContain(token?.value ?? 'no token');
    expect(readable).toContain('token_expires_at=');
    // The page's own script: reads go with the cookie; a write without the app's header is 403.
    const statuses = await page.evaluate(async () => {
      const read = await fetch('/api/account');
      const bare = await fetch('/api/notifications/read-all', { method: 'POST' });
      const proven = await fetch('/api/notifications/read-all', {
        method: 'POST',
        headers: { 'X-Requested-With': 'staffhub' },
      });
      return [read.status, bare.status, ((await bare.json()) as { code: number }).code, proven.status];
    });
    expect(statuses).toEqual([200, 403, 4030, 200]);
    // The live-event stream is signed in by the cookie too.
    const stream = await page.evaluate(async () => {
      const stop = new AbortController();
      const res = await fetch('/api/events', {
        signal: stop.signal,
        headers: { Accept: 'text/event-stream' },
      });
      const first = await res.body?.getReader().read();
      stop.abort();
      return { status: res.status, text: new TextDecoder().decode(first?.value) };
    });
    expect(stream.status).toBe(200);
    expect(stream.text).toMatch(/^(:|event:|data:|retry:)/m);
  });

  test('logs out: the token is gone and protected pages go back to Login', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, 'solo@demo.test');
    await expect(page).toHaveURL(/\/timesheets$/);
    expect((await page.context().cookies()).map((c) => c.name)).toContain('token');
    await chooseUserMenu(page, 'Logout', () => expect(page).toHaveURL(/\/login/, { timeout: 2_000 }));
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('token');
    expect(names).not.toContain('token_expires_at');
    await page.goto('/information-profile');
    await expect(page).toHaveURL(/\/login/);
  });

  test('changes the password, then signs in with the new one only', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    // A person no other spec signs in as: the accounts the other flows use keep demo1234.
    await signIn(page, 'ha.ngoc.anh@demo.test');
    await expect(page).toHaveURL(/\/timesheets$/);
    const form = page.locator('form#change_password');
    await chooseUserMenu(page, 'Change password', () => expect(form).toBeVisible({ timeout: 2_000 }));
    // Client-side rules first: too short and a mismatch.
    await form.locator('#change_password_password').fill('demo1234');
    await form.locator('#change_password_password_new').fill('123');
    await form.locator('#change_password_confirmPassword').fill('1234');
    await page.getByTestId('change-password-submit').click();
    await expect(form).toContainText('at least 6');
    await snap(page, 'change-password-invalid-en');
    await form.locator('#change_password_password_new').fill('new-secret-9');
    await form.locator('#change_password_confirmPassword').fill('new-secret-9');
    // The earlier errors collapse with an animation that moves the button: click once they are gone.
    await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByText('Your password has been changed. Please sign in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'ha.ngoc.anh@demo.test', 'demo1234');
    await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
    await signIn(page, 'ha.ngoc.anh@demo.test', 'new-secret-9');
    await expect(page).toHaveURL(/\/timesheets$/);
  });

  test('gates screens: a member opening news gets the 403 page, PR sees news', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, 'member@demo.test');
    await expect(page).toHaveURL(/\/timesheets$/);
    await page.goto('/news');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
    await snap(page, 'not-found-en');

    await page.context().clearCookies();
    await useLocale(page, 'en');
    await page.goto('/login');
    await signIn(page, 'pr@demo.test');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('News', { exact: true }).click();
    await sidebar.getByRole('link', { name: 'Manage news' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByTestId('news-manage-table')).toBeVisible();
  });
});
