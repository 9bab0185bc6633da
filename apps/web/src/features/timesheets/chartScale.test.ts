import { describe, expect, it } from 'vitest';
import { tableOf } from '../../app/charts/spec';
import { hourScale, hoursChartSpec, toDayBars } from './chartScale';

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

describe('hoursChartSpec', () => {
  const labels = { normal: 'Normal', overtime: 'Overtime', hours: 'Hours', day: 'Day' };
  const bars = toDayBars([
    { work_date: '2026-11-02', work_time_pay: 450, ot_after_offset: 0 },
    { work_date: '2026-11-03', work_time_pay: 480, ot_after_offset: 150 },
  ]);

  it('stacks normal and overtime per day on an axis of whole hours in minutes', () => {
    const spec = hoursChartSpec(bars, labels, (d) => d);
    expect(spec.labels).toEqual(['2', '3']);
    expect(spec.series.map((s) => [s.key, s.stack, s.values])).toEqual([
      ['normal', 'day', [450, 480]],
      ['overtime', 'day', [0, 150]],
    ]);
    // 10:30 at most: a 12-hour axis in steps of 2 hours.
    expect(spec.y).toMatchObject({ min: 0, max: 12 * 60, step: 2 * 60 });
  });

  it('gives the table each day’s date and its hours as the timesheet writes them', () => {
    const spec = hoursChartSpec(bars, labels, (d) => d.split('-').reverse().join('/'));
    expect(tableOf(spec)).toEqual({
      head: ['Day', 'Normal', 'Overtime'],
      rows: [
        ['02/11/2026', '7:30', '0:00'],
        ['03/11/2026', '8:00', '2:30'],
      ],
    });
  });
});
