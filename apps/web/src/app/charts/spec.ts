/**
 * What a chart shows, independent of how it is drawn (pure, tested in node): categories along x,
 * one or more series of bars (stacked when they share a stack; a value may be a floating
 * [from, to] bar, as in a waterfall), the y axis, and how values read as text. The same spec gives
 * the chart (chart.js, `ChartCanvas`) and the table of figures behind it (`tableOf`), so the two
 * cannot disagree.
 */

export type BarValue = number | readonly [number, number];

export interface ChartSeries {
  key: string;
  label: string;
  /** One colour for the series, or one per category. */
  color: string | readonly string[];
  values: readonly BarValue[];
  /** Series with the same stack pile up; without one each series stands beside the others. */
  stack?: string;
}

export interface ChartSpec {
  /** The category labels along x (days, months, steps). */
  labels: readonly string[];
  /** A longer name of each category, for tooltips and the table (defaults to the label). */
  longLabels?: readonly string[];
  series: readonly ChartSeries[];
  y: { title: string; min?: number; max?: number; step?: number };
  x: { title: string };
  /** A value as text (hours "7:30", days "1.5"): tooltips, the table, and the ticks unless… */
  format: (value: number) => string;
  /** …the axis words them otherwise (a waterfall's changes are signed, its axis is not). */
  tickFormat?: (value: number) => string;
  /** Whether to show the legend (a single series says what it is in the title). */
  legend?: boolean;
}

/** The value a bar stands for: its height, or for a floating bar the change from its start. */
export function barValue(value: BarValue | undefined): number {
  if (value === undefined) return 0;
  return typeof value === 'number' ? value : value[1] - value[0];
}

export interface ChartTable {
  head: string[];
  rows: string[][];
}

/** The figures of a chart as a table: one row per category, one column per series. */
export function tableOf(spec: ChartSpec): ChartTable {
  return {
    head: [spec.x.title, ...spec.series.map((s) => s.label)],
    rows: spec.labels.map((label, i) => [
      spec.longLabels?.[i] ?? label,
      ...spec.series.map((s) => spec.format(barValue(s.values[i]))),
    ]),
  };
}
