/** Axis scale and spec of the hours-per-day chart (pure). */

import type { ChartSpec } from '../../app/charts/spec';
import { BRAND } from '../../app/palette';
import { formatDuration } from './format';

/** Normal work in the brand blue, overtime in a dark orange (3:1 against white, as graphics need). */
export const CHART_COLORS = { normal: BRAND, overtime: '#d46b08' } as const;

const MINUTES_PER_HOUR = 60;

export interface HourScale {
  /** Top of the axis, in hours. */
  maxHours: number;
  /** Tick values in hours, from 0 to maxHours. */
  ticks: number[];
}

/** A round axis that fits `maxMinutes`: steps of 1, 2, 4 or 6 hours, at least 8 hours tall. */
export function hourScale(maxMinutes: number, minHours = 8): HourScale {
  const needed = Math.max(minHours, Math.ceil(Math.max(0, maxMinutes) / MINUTES_PER_HOUR));
  const step = [1, 2, 4, 6, 12].find((s) => needed / s <= 6) ?? 24;
  const maxHours = Math.ceil(needed / step) * step;
  const ticks: number[] = [];
  for (let h = 0; h <= maxHours; h += step) ticks.push(h);
  return { maxHours, ticks };
}

export interface DayBar {
  date: string;
  day: number;
  normal: number;
  overtime: number;
}

/** Stacked bars: paid normal minutes and paid overtime minutes per day. */
export function toDayBars(
  rows: readonly { work_date: string; work_time_pay: number; ot_after_offset: number }[],
): DayBar[] {
  return rows.map((row) => ({
    date: row.work_date,
    day: Number(row.work_date.slice(8, 10)),
    normal: Math.max(0, row.work_time_pay),
    overtime: Math.max(0, row.ot_after_offset),
  }));
}

/**
 * The dashboard's chart: paid normal and paid overtime minutes stacked per day of the month, on
 * an axis of round hours; `longLabel` names a day in the tooltip and the table (its date).
 */
export function hoursChartSpec(
  bars: readonly DayBar[],
  labels: { normal: string; overtime: string; hours: string; day: string },
  longLabel: (date: string) => string,
): ChartSpec {
  const scale = hourScale(Math.max(0, ...bars.map((b) => b.normal + b.overtime)));
  return {
    labels: bars.map((b) => String(b.day)),
    longLabels: bars.map((b) => longLabel(b.date)),
    series: [
      {
        key: 'normal',
        label: labels.normal,
        color: CHART_COLORS.normal,
        values: bars.map((b) => b.normal),
        stack: 'day',
      },
      {
        key: 'overtime',
        label: labels.overtime,
        color: CHART_COLORS.overtime,
        values: bars.map((b) => b.overtime),
        stack: 'day',
      },
    ],
    y: {
      title: labels.hours,
      min: 0,
      max: scale.maxHours * MINUTES_PER_HOUR,
      step: (scale.ticks[1] ?? scale.maxHours) * MINUTES_PER_HOUR,
    },
    x: { title: labels.day },
    format: formatDuration,
    legend: true,
  };
}
