import { apiToken, confirmOk, expect, openAs, snap, test } from '../lib/fixtures';

/**
 * The company-trip vote from start to chart (issue #18): PR starts this year's vote behind a
 * confirmation, a member votes (and sees no managers' panel), PR ends it behind a confirmation, and
 * the chart shows the member's vote.
 */
test('pr starts the vote, a member votes, pr ends it, the chart shows the vote', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The demo's vote of this year (period 1, four destinations, not started); a retry starts it afresh.
  const year = new Date('2026-12-02T01:00:00Z').getUTCFullYear();
  const token = await apiToken(request, 'pr@demo.test');
  const reset = await request.post(`/api/company-trip-vote/${year}/1/reset`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(reset.status()).toBe(200);

  const pr = await openAs(browser, 'pr@demo.test');
  await pr.goto(`/summer-trip/vote?year=${year}&period=1`);
  await expect(pr.getByTestId('vote-status')).toHaveAttribute('data-status', 'not_started');
  await pr.getByTestId('vote-start').click();
  await expect(pr.locator('.ant-modal-confirm')).toContainText('Start the vote?');
  const started = pr.waitForResponse((r) => r.url().endsWith(`/company-trip-vote/${year}/1/start`));
  await confirmOk(pr, 'vote-start-confirm');
  expect((await started).status()).toBe(200);
  await expect(pr.getByTestId('vote-status')).toHaveAttribute('data-status', 'started');
  await expect(pr.getByTestId('vote-status')).toContainText('Voting is open until');

  const member = await openAs(browser, 'member@demo.test');
  await member.goto('/summer-trip/vote');
  await expect(member.getByTestId('vote-status')).toHaveAttribute('data-status', 'started');
  await expect(member.getByTestId('vote-manage')).toHaveCount(0);
  const card = member.getByRole('button', { name: /^Quy Nhơn\b/ });
  const voted = member.waitForResponse(
    (r) => r.url().endsWith('/api/vote') && r.request().method() === 'POST',
  );
  await card.click();
  expect((await voted).status()).toBe(200);
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(member.getByTestId('vote-my-vote')).toContainText('Your vote: Quy Nhơn');
  await snap(member, 'vote-member-voted');

  await pr.getByTestId('vote-end').click();
  await expect(pr.locator('.ant-modal-confirm')).toContainText('End the vote now?');
  await confirmOk(pr, 'vote-end-confirm');
  await expect(pr.getByTestId('vote-status')).toHaveAttribute('data-status', 'finished');
  // Live: the member's open page learns that the vote ended; the cards no longer take a vote.
  await expect(member.getByTestId('vote-status')).toHaveAttribute('data-status', 'finished');
  await expect(card).toBeDisabled();

  await member.getByTestId('vote-chart-link').click();
  await expect(member).toHaveURL(new RegExp(`/summer-trip/vote-chart\\?year=${year}&period=1$`));
  await expect(member.getByTestId('vote-result')).toContainText('Result: Quy Nhơn');
  await expect(member.getByTestId('vote-choice-chart')).toHaveAttribute('data-drawn', 'true');
  await member.getByTestId('vote-choice-chart-table-toggle').click();
  await expect(
    member.getByTestId('vote-choice-chart-table').getByRole('row', { name: /Quy Nhơn/ }),
  ).toContainText('1');
  await expect(member.getByTestId('vote-team-chart')).toBeVisible();
  await snap(member, 'vote-chart');
});
