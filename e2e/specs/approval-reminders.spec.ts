import { apiToken, expect, openAs, snap, test } from '../lib/fixtures';

// Issue #20, reminders and escalations: the administrator sets how many working days a request may
// wait on one approver before the reminder and before the escalation, and sees what waits longest.
test('the admin sets Hanoi’s reminder and escalation days, is told when the escalation does not come after the reminder, and sees the requests waiting', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  try {
    const admin = await openAs(browser, 'admin@demo.test');
    await admin.goto('/timesheets/approval-reminders');
    await expect(admin.getByRole('heading', { name: 'Approval reminders' })).toBeVisible();
    const waiting = admin.getByTestId('reminders-waiting');
    await expect(admin.getByTestId('reminders-waiting-total')).toContainText(
      'wait on someone in this company',
    );
    // Each row links the request's approval page and names who holds it.
    const firstRow = waiting.locator('tbody tr[data-testid^="waiting-"]').first();
    await expect(firstRow).toBeVisible();
    await expect(firstRow.getByRole('link')).toHaveAttribute(
      'href',
      /\/approval\/\d+|short-leave-request\?id=\d+/,
    );

    // Both on; an escalation before the reminder is refused on its field, nothing saved.
    await admin.getByTestId('reminders-remind-on').click();
    await admin.getByTestId('reminders-escalate-on').click();
    await admin.getByTestId('reminders-remind_after_days').fill('3');
    await admin.getByTestId('reminders-escalate_after_days').fill('2');
    await admin.getByTestId('reminders-save').click();
    await expect(
      admin.getByText('Escalate after must be more than Remind the approver after.'),
    ).toBeVisible();
    await snap(admin, 'approval-reminders-invalid-en');

    await admin.getByTestId('reminders-escalate_after_days').fill('5');
    await admin.getByTestId('reminders-save').click();
    await expect(admin.locator('.app-toast-success')).toBeVisible();
    // What waits now shows what the rules make of it.
    await admin.reload();
    await expect(admin.getByTestId('reminders-remind_after_days')).toHaveValue('3');
    await expect(admin.getByTestId('reminders-escalate_after_days')).toHaveValue('5');
    await expect(admin.getByTestId('reminders-remind-on')).toHaveAttribute('aria-checked', 'true');
    await snap(admin, 'approval-reminders-saved-en');

    for (const [locale, heading, total] of [
      ['ja', '承認リマインダー', '承認を待っています'],
      ['vi', 'Nhắc nhở phê duyệt', 'đang chờ duyệt'],
    ] as const) {
      const page = await openAs(browser, 'admin@demo.test', locale);
      await page.goto('/timesheets/approval-reminders');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByTestId('reminders-waiting-total')).toContainText(total);
      await expect(page.getByTestId('reminders-remind_after_days')).toHaveValue('3');
      await snap(page, `approval-reminders-${locale}`);
      await page.context().close();
    }

    // Switched off, the numbers wait greyed for the next time.
    await admin.getByTestId('reminders-escalate-on').click();
    await expect(admin.getByTestId('reminders-escalate_after_days')).toBeDisabled();
    await admin.getByTestId('reminders-save').click();
    await expect(admin.locator('.app-toast-success')).toBeVisible();
  } finally {
    // Whatever happened above, the other specs' requests wait unreminded.
    const token = await apiToken(request, 'admin@demo.test');
    const res = await request.put('/api/approval-reminders', {
      headers: { authorization: `Bearer ${token}` },
      data: { company_id: 2, remind_after_days: null, escalate_after_days: null },
    });
    expect(res.status()).toBe(200);
  }
});
