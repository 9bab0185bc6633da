import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { formatMonth, MonthSwitcher } from './MonthSwitcher';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

const render = (month: string) =>
  renderToString(<MonthSwitcher month={month} onChange={() => {}} testId="m" />);

/** Whether the button with this test id is rendered disabled. */
const isDisabled = (html: string, testId: string) =>
  new RegExp(
    `<button[^>]*disabled=""[^>]*data-testid="${testId}"|<button[^>]*data-testid="${testId}"[^>]*disabled=""`,
  ).test(html);

describe('the month switcher', () => {
  it('shows the month as MM/YYYY, named for assistive technology, without loading the picker', () => {
    const html = render('2026-11');
    expect(formatMonth('2026-11')).toBe('11/2026');
    expect(html).toContain('aria-label="Month: 11/2026"');
    expect(html).toContain('aria-label="Previous month"');
    expect(html).toContain('aria-label="Next month"');
    expect(html).not.toContain('ant-picker');
  });

  it('stops at the first and last month the API accepts', () => {
    expect(isDisabled(render('2000-01'), 'm-previous')).toBe(true);
    expect(isDisabled(render('2000-01'), 'm-next')).toBe(false);
    expect(isDisabled(render('2099-12'), 'm-next')).toBe(true);
    expect(isDisabled(render('2099-12'), 'm-previous')).toBe(false);
    expect(isDisabled(render('2026-11'), 'm-previous')).toBe(false);
  });
});
