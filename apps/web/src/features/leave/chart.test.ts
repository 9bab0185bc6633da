import { describe, expect, it } from 'vitest';
import { dayScale, monthStacks, sourceWaterfall, yearTotals, yOf } from './chart';

const month = (m: string, compensated: number, paid = 0, unpaid = 0, physiological = 0) => ({
  month: m,
  compensated,
  paid,
  unpaid,
  physiological,
});

describe('dayScale', () => {
  it('is at least two days tall with half-day ticks', () => {
    expect(dayScale(0)).toEqual({ min: 0, max: 2, ticks: [0, 0.5, 1, 1.5, 2] });
  });

  it('rounds up with round steps', () => {
    expect(dayScale(7.5)).toEqual({ min: 0, max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(dayScale(23).ticks.at(-1)).toBe(25);
  });

  it('goes below zero for negative values', () => {
    const scale = dayScale(12, 2, -3);
    expect(scale.min).toBeLessThanOrEqual(-3);
    expect(scale.max).toBeGreaterThanOrEqual(12);
    expect(scale.ticks).toContain(0);
  });

  it('maps days to pixels', () => {
    const scale = { min: 0, max: 4, ticks: [] };
    expect(yOf(0, scale, 10, 100)).toBe(110);
    expect(yOf(4, scale, 10, 100)).toBe(10);
    expect(yOf(1, scale, 10, 100)).toBe(85);
  });
});

describe('monthStacks', () => {
  it('stacks the types bottom up and skips empty ones', () => {
    const [stack] = monthStacks([month('2026-10', 1, 0, 0.5, 0.19)]);
    expect(stack).toEqual({
      month: '2026-10',
      monthNumber: 10,
      total: 1.69,
      segments: [
        { type: 1, value: 1, from: 0, to: 1 },
        { type: 3, value: 0.5, from: 1, to: 1.5 },
        { type: 4, value: 0.19, from: 1.5, to: 1.69 },
      ],
    });
  });

  it('sums the year per type', () => {
    expect(yearTotals([month('2026-01', 1, 2), month('2026-02', 0.5, 0, 1)])).toEqual({
      1: 1.5,
      2: 2,
      3: 1,
      4: 0,
    });
  });
});

describe('sourceWaterfall', () => {
  it('adds accruals and adjustments, removes what was taken, adds back what was restored', () => {
    expect(sourceWaterfall({ accrued: 11, adjusted: -1, taken: 3, restored: 1 })).toEqual([
      { key: 'accrued', delta: 11, from: 0, to: 11 },
      { key: 'adjusted', delta: -1, from: 11, to: 10 },
      { key: 'taken', delta: -3, from: 10, to: 7 },
      { key: 'restored', delta: 1, from: 7, to: 8 },
      { key: 'net', delta: 8, from: 0, to: 8 },
    ]);
  });
});
