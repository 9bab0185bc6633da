import { describe, expect, it } from 'vitest';
import { isInOvertimeWindow, overtimeWindowStart } from './overtime';

describe('the overtime window (today and the 7 days before)', () => {
  const today = '2026-03-03';
  it('starts 7 days before today, across a month end', () => {
    expect(overtimeWindowStart(today)).toBe('2026-02-24');
  });

  it.each([
    ['today', '2026-03-03', true],
    ['yesterday', '2026-03-02', true],
    ['7 days ago', '2026-02-24', true],
    ['8 days ago', '2026-02-23', false],
    ['tomorrow', '2026-03-04', false],
  ])('%s', (_label, date, inside) => {
    expect(isInOvertimeWindow(date, today)).toBe(inside);
  });
});
