import { describe, expect, it } from 'vitest';
import { tableOf } from '../../app/charts/spec';
import {
  dayScale,
  monthChartSpec,
  monthStacks,
  sourcesChartSpec,
  sourceWaterfall,
  yearTotals,
} from './chart';

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

const TYPES = { 1: 'Compensated', 2: 'Paid', 3: 'Unpaid', 4: 'Physiological' } as const;

describe('monthChartSpec', () => {
  const spec = monthChartSpec(
    [month('2026-10', 1, 0, 0.5), month('2026-11', 0, 2)],
    TYPES,
    { days: 'Days', month: 'Month' },
    (m) => ({ short: m.slice(5), long: `${m.slice(5)}/${m.slice(0, 4)}` }),
  );

  it('stacks the four types per month, in their order, on a round axis over the highest month', () => {
    expect(spec.series.map((s) => [s.label, s.stack, s.values])).toEqual([
      ['Compensated', 'month', [1, 0]],
      ['Paid', 'month', [0, 2]],
      ['Unpaid', 'month', [0.5, 0]],
      ['Physiological', 'month', [0, 0]],
    ]);
    expect(spec.labels).toEqual(['10', '11']);
    expect(spec.y).toMatchObject({ min: 0, max: 2 });
  });

  it('tables each month by its long name with the days of each type', () => {
    expect(tableOf(spec).rows).toEqual([
      ['10/2026', '1', '0', '0.5', '0'],
      ['11/2026', '0', '2', '0', '0'],
    ]);
  });
});

describe('sourcesChartSpec', () => {
  const labels = {
    accrued: 'Accrued',
    adjusted: 'Adjusted',
    taken: 'Taken',
    restored: 'Restored',
    net: 'Net',
  };
  const spec = sourcesChartSpec({ accrued: 11, adjusted: -1, taken: 3, restored: 1 }, labels, {
    days: 'Days',
    source: 'Source',
  });

  it('draws each step as a floating bar from the level before to the level after', () => {
    expect(spec.series[0]?.values).toEqual([
      [0, 11],
      [11, 10],
      [10, 7],
      [7, 8],
      [0, 8],
    ]);
    expect(spec.y.min).toBe(0);
    expect(spec.y.max).toBeGreaterThanOrEqual(11);
  });

  it('tables the signed change of each step and the net', () => {
    expect(tableOf(spec)).toEqual({
      head: ['Source', 'Days'],
      rows: [
        ['Accrued', '+11'],
        ['Adjusted', '-1'],
        ['Taken', '-3'],
        ['Restored', '+1'],
        ['Net', '+8'],
      ],
    });
    // The axis is not signed.
    expect(spec.tickFormat?.(10)).toBe('10');
  });
});
