/** Scales, shapes and chart specs of the leave statistics charts (pure, tested in node). */
import type { LeaveMonthStat, LeaveSources } from '@staffhub/domain';
import type { ChartSpec } from '../../app/charts/spec';
import { SOURCE_COLORS, TYPE_COLORS } from './colors';
import { formatDays, formatSignedDays } from './rules';

export interface DayScale {
  /** Top of the axis, in days. */
  max: number;
  /** Tick values, from the bottom to the top. */
  ticks: number[];
  /** Bottom of the axis (negative when a value is), in days. */
  min: number;
}

const STEPS = [0.5, 1, 2, 5, 10, 20, 50, 100];

/**
 * A round axis from `minValue` (0 or below) to `maxValue`: at most 6 steps of 0.5, 1, 2, 5, 10…
 * days, at least `minTop` days tall so a month with half a day does not fill the chart.
 */
export function dayScale(maxValue: number, minTop = 2, minValue = 0): DayScale {
  const top = Math.max(minTop, maxValue, 0);
  const bottom = Math.min(0, minValue);
  const span = top - bottom;
  const step = STEPS.find((s) => span / s <= 6) ?? Math.ceil(span / 6);
  const max = Math.ceil(top / step) * step;
  const min = Math.floor(bottom / step) * step;
  const ticks: number[] = [];
  for (let v = min; v <= max + 1e-9; v += step) ticks.push(Math.round(v * 100) / 100);
  return { max, min, ticks };
}

/** Leave types in stacking order (bottom first), with the field of the month that carries them. */
export const STACK_ORDER = [
  { type: 1, field: 'compensated' },
  { type: 2, field: 'paid' },
  { type: 3, field: 'unpaid' },
  { type: 4, field: 'physiological' },
] as const;

export interface StackSegment {
  type: number;
  value: number;
  /** Bottom and top of the segment, in days. */
  from: number;
  to: number;
}

export interface MonthStack {
  month: string;
  /** 1-12. */
  monthNumber: number;
  total: number;
  /** Only the types with days, bottom first. */
  segments: StackSegment[];
}

/** One stack per month: the days of each leave type piled up in STACK_ORDER. */
export function monthStacks(months: readonly LeaveMonthStat[]): MonthStack[] {
  return months.map((m) => {
    let from = 0;
    const segments: StackSegment[] = [];
    for (const { type, field } of STACK_ORDER) {
      const value = Math.max(0, m[field]);
      if (value <= 0) continue;
      segments.push({ type, value, from, to: from + value });
      from += value;
    }
    return {
      month: m.month,
      monthNumber: Number(m.month.slice(5, 7)),
      total: Math.round(from * 100) / 100,
      segments,
    };
  });
}

/** Sum of the days of each type over the year. */
export function yearTotals(months: readonly LeaveMonthStat[]): Record<1 | 2 | 3 | 4, number> {
  const out = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const m of months) {
    for (const { type, field } of STACK_ORDER) out[type] += m[field];
  }
  for (const type of [1, 2, 3, 4] as const) out[type] = Math.round(out[type] * 100) / 100;
  return out;
}

export type SourceKey = keyof LeaveSources | 'net';

export interface WaterfallStep {
  key: SourceKey;
  /** Signed change (the net step: the year's total). */
  delta: number;
  /** Where the bar starts and ends, in days. */
  from: number;
  to: number;
}

/**
 * Where the year's leave days came from and went, as a waterfall: accrued and adjusted add (an
 * adjustment may remove), taken removes, restored adds back; the last bar is the net change.
 */
export function sourceWaterfall(sources: LeaveSources): WaterfallStep[] {
  const deltas: Array<[keyof LeaveSources, number]> = [
    ['accrued', sources.accrued],
    ['adjusted', sources.adjusted],
    ['taken', -Math.abs(sources.taken)],
    ['restored', sources.restored],
  ];
  const steps: WaterfallStep[] = [];
  let level = 0;
  for (const [key, delta] of deltas) {
    const to = Math.round((level + delta) * 100) / 100;
    steps.push({ key, delta, from: level, to });
    level = to;
  }
  steps.push({ key: 'net', delta: level, from: 0, to: level });
  return steps;
}

/**
 * Leave days per month of a year, stacked by type (bottom first, as STACK_ORDER); `monthLabel`
 * gives a month's short and long names (axis; tooltip and table).
 */
export function monthChartSpec(
  months: readonly LeaveMonthStat[],
  typeLabels: Record<1 | 2 | 3 | 4, string>,
  axis: { days: string; month: string },
  monthLabel: (month: string) => { short: string; long: string },
): ChartSpec {
  return {
    labels: months.map((m) => monthLabel(m.month).short),
    longLabels: months.map((m) => monthLabel(m.month).long),
    series: STACK_ORDER.map(({ type, field }) => ({
      key: String(type),
      label: typeLabels[type],
      color: TYPE_COLORS[type] ?? '#8c8c8c',
      values: months.map((m) => Math.max(0, m[field])),
      stack: 'month',
    })),
    y: {
      title: axis.days,
      min: 0,
      max: dayScale(Math.max(0, ...monthStacks(months).map((s) => s.total))).max,
    },
    x: { title: axis.month },
    format: formatDays,
    legend: true,
  };
}

/** The year's waterfall: one floating bar per step, from the level before it to the level after. */
export function sourcesChartSpec(
  sources: LeaveSources,
  labels: Record<SourceKey, string>,
  axis: { days: string; source: string },
): ChartSpec {
  const steps = sourceWaterfall(sources);
  const levels = steps.flatMap((s) => [s.from, s.to]);
  const scale = dayScale(Math.max(0, ...levels), 2, Math.min(0, ...levels));
  return {
    labels: steps.map((s) => labels[s.key]),
    series: [
      {
        key: 'days',
        label: axis.days,
        color: steps.map((s) => SOURCE_COLORS[s.key]),
        values: steps.map((s) => [s.from, s.to] as const),
      },
    ],
    y: { title: axis.days, min: scale.min, max: scale.max },
    x: { title: axis.source },
    format: formatSignedDays,
    tickFormat: formatDays,
    legend: false,
  };
}
