import { describe, expect, it } from 'vitest';
import { hourScale, toDayBars } from './chartScale';

describe('hourScale', () => {
  it('is at least 8 hours tall', () => {
    expect(hourScale(0)).toEqual({ maxHours: 8, ticks: [0, 2, 4, 6, 8] });
  });

  it('grows in round steps to fit the longest day', () => {
    expect(hourScale(11 * 60 + 10).maxHours).toBe(12);
    const big = hourScale(20 * 60);
    expect(big.maxHours).toBeGreaterThanOrEqual(20);
    expect(big.ticks.length).toBeLessThanOrEqual(7);
    expect(big.ticks.at(-1)).toBe(big.maxHours);
  });
});

describe('toDayBars', () => {
  it('stacks paid normal and paid overtime minutes per day', () => {
    expect(toDayBars([{ work_date: '2025-03-07', work_time_pay: 480, ot_after_offset: 90 }])).toEqual([
      { date: '2025-03-07', day: 7, normal: 480, overtime: 90 },
    ]);
  });
});
