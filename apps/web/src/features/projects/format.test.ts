import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatManMonths,
  formatPercent,
  formatPeriod,
  formatProjectDate,
  formatYen,
} from './format';

describe('project formats', () => {
  it('writes project dates DD-MM-YYYY (SPEC 9)', () => {
    expect(formatProjectDate('2026-03-07')).toBe('07-03-2026');
    expect(formatProjectDate(null)).toBe('–');
    expect(formatPeriod('2026-01-05', '2026-12-31')).toBe('05-01-2026 – 31-12-2026');
    expect(formatPeriod('2026-01-05', null)).toBe('05-01-2026 –');
  });

  it('writes man-months with two decimals, percents and yen in the reader’s language', () => {
    expect(formatManMonths(1.5)).toBe('1.50');
    expect(formatManMonths(1234.5, 'vi')).toBe('1.234,50');
    expect(formatPercent(87.25)).toBe('87.3 %');
    expect(formatYen(1_500_000)).toBe('¥1,500,000');
    expect(formatYen(null)).toBe('–');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3 MB');
  });
});
