import {
  apiToken,
  chooseOption,
  expect,
  openAs,
  SERVER_CLOCK_START,
  signIn,
  snap,
  test,
  useLocale,
} from '../lib/fixtures';

interface PlanJson {
  seats: Array<{ id: number; code: string; employee: { id: number; employee_code: string } | null }>;
  counts: Record<'office' | 'left' | 'remote' | 'leave' | 'not_in' | 'empty', number>;
}
interface StaffJson {
  data: Array<{ employee_code: string; seat: { code: string; floor: number } | null }>;
}

test('the admin seats the member; after the member checks in, who-is-where shows them in the office, live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // An empty desk of floor 13, read through the API so a retry or another spec's changes do not matter.
  const token = await apiToken(request, 'admin@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const plan = (await (
    await request.get('/api/entity/get-location?floor=13', { headers })
  ).json()) as PlanJson;
  // Where the member sits now (14-B07 in the seed; elsewhere on a retry).
  const staff = (await (await request.get('/api/entity/staff?q=HN0005', { headers })).json()) as StaffJson;
  const memberSeat = staff.data.find((p) => p.employee_code === 'HN0005')?.seat ?? null;
  const empty = plan.seats.filter((s) => !s.employee);
  const seat = empty[empty.length - 1];
  expect(seat).toBeTruthy();
  const code = seat?.code ?? '';

  const admin = await openAs(browser, 'admin@demo.test');
  await admin.goto('/seating-chart?floor=13');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Seating chart');
  const desk = admin.locator(`[data-seat-code="${code}"]`);
  await expect(desk).toHaveAttribute('aria-label', `Seat ${code}: empty`);
  await desk.click();
  await expect(admin.getByTestId('seat-panel')).toContainText(`Seat ${code}`);
  await expect(admin.getByTestId('seat-panel')).toContainText('Nobody sits here.');

  // Choose the person (a search in the select), then assign: the member moves from their seat.
  await chooseOption(admin, admin.getByTestId('seat-person-select'), 'HN0005', { search: 'HN0005' });
  if (memberSeat)
    await expect(admin.getByTestId('seat-panel')).toContainText(`Moves from ${memberSeat.code}`);
  else await expect(admin.getByTestId('seat-panel')).not.toContainText('Moves from');
  const assigned = admin.waitForResponse(
    (r) => r.url().endsWith('/api/entity/assign-seat') && r.request().method() === 'POST',
  );
  await admin.getByTestId('seat-assign').click();
  expect((await assigned).status()).toBe(200);
  await expect(admin.getByTestId('seat-panel-person')).toHaveText('Đỗ Thu Hà');
  await expect(desk).toHaveAttribute('aria-label', new RegExp(`^Seat ${code}: Đỗ Thu Hà, `));
  await snap(admin, 'seats-admin-assigned-en');

  // The member: checks in from the header unless an earlier spec did already.
  const member = await openAs(browser, 'member@demo.test');
  const checkIn = member.getByTestId('checkin-button');
  await expect(checkIn.or(member.getByTestId('checkout-button'))).toBeVisible();
  if (await checkIn.isVisible()) {
    await checkIn.click();
    await expect(member.getByTestId('today-checkin')).toContainText(/\d\d:\d\d/);
  }
  // The member's own floor opens by default, their desk in the office.
  await member.goto('/seating-chart');
  const mine = member.locator(`[data-seat-code="${code}"]`);
  await expect(mine).toHaveAttribute('data-presence', 'office');
  await expect(mine).toHaveAttribute('aria-label', `Seat ${code}: Đỗ Thu Hà, In the office`);
  // The floor's office count is the server's, and the member is in it.
  const after = (await (
    await request.get('/api/entity/get-location?floor=13', { headers })
  ).json()) as PlanJson;
  expect(after.counts.office).toBeGreaterThanOrEqual(1);
  await expect(member.getByTestId('seat-count-office').locator('.app-seat-count')).toHaveText(
    String(after.counts.office),
  );
  await mine.click();
  await expect(member.getByTestId('seat-panel-presence')).toHaveText('In the office');
  // Only administrators assign: the member sees no controls.
  await expect(member.getByTestId('seat-free')).toHaveCount(0);
  await snap(member, 'seats-member-office-en');

  // The admin's page, never reloaded, followed the check-in live.
  await expect(desk).toHaveAttribute('data-presence', 'office');
  await expect(admin.getByTestId('seat-panel-presence')).toHaveText('In the office');
});

test('the staff list finds a person by code and shows their seat on its floor', async ({ browser }) => {
  const page = await openAs(browser, 'solo@demo.test');
  await page.goto('/seating-chart?floor=11');
  await page.getByTestId('seat-staff-search').locator('input').fill('HN0003');
  await page.keyboard.press('Enter');
  await page.getByTestId('seat-person-HN0003').click();
  await expect(page).toHaveURL(/floor=14/);
  await expect(page.locator('[data-seat-code="14-A02"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('seat-panel')).toContainText('Lê Minh Tuấn');
});

test('on a phone the plan sits above the staff list, without side scroll, and zooms with the buttons', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.clock.install({ time: SERVER_CLOCK_START });
  const page = await context.newPage();
  await useLocale(page, 'en');
  await page.goto('/login');
  await signIn(page, 'member@demo.test');
  await expect(page).toHaveURL(/\/timesheets$/);
  await page.goto('/seating-chart?floor=14');
  const plan = page.getByTestId('seat-plan');
  await expect(plan).toBeVisible();
  const before = await plan.getAttribute('viewBox');
  await page.getByTestId('seat-zoom-in').click();
  await expect(plan).not.toHaveAttribute('viewBox', before ?? '');
  const planBox = await plan.boundingBox();
  const listBox = await page.getByTestId('seat-staff').boundingBox();
  expect(planBox && listBox && listBox.y > planBox.y + planBox.height).toBeTruthy();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  await snap(page, 'seats-phone-en');
  await context.close();
});
