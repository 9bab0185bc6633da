import { describe, expect, it } from 'vitest';
import { barValue, type ChartSpec, tableOf } from './spec';

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

describe('chart spec', () => {
  it.each([
    [undefined, 0],
    [90, 90],
    [[2, 5] as const, 3],
    [[5, 2] as const, -3],
  ])('reads %j as %d', (value, expected) => {
    expect(barValue(value)).toBe(expected);
  });

  it('gives one table row per category and one column per series, with long labels', () => {
    const spec: ChartSpec = {
      labels: ['1', '2'],
      longLabels: ['01/12/2026', '02/12/2026'],
      series: [
        { key: 'normal', label: 'Normal', color: '#000', values: [480, 450], stack: 'day' },
        { key: 'overtime', label: 'Overtime', color: '#f00', values: [0, 90], stack: 'day' },
      ],
      y: { title: 'Hours' },
      x: { title: 'Day' },
      format: hours,
    };
    expect(tableOf(spec)).toEqual({
      head: ['Day', 'Normal', 'Overtime'],
      rows: [
        ['01/12/2026', '8:00', '0:00'],
        ['02/12/2026', '7:30', '1:30'],
      ],
    });
  });

  it('shows a floating bar by its change and a missing value as zero', () => {
    const spec: ChartSpec = {
      labels: ['Accrued', 'Taken', 'Net'],
      series: [
        {
          key: 'days',
          label: 'Days',
          color: ['#00f', '#f00', '#333'],
          values: [
            [0, 12],
            [12, 9.5],
          ],
        },
      ],
      y: { title: 'Days' },
      x: { title: 'Source' },
      format: (v) => `${v} d`,
    };
    expect(tableOf(spec).rows).toEqual([
      ['Accrued', '12 d'],
      ['Taken', '-2.5 d'],
      ['Net', '0 d'],
    ]);
  });
});
