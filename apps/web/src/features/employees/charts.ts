/**
 * The HR charts' specs (pure, tested in node): headcount by company, division, work type and
 * Japanese level, and joiners / leavers per month, from `GET /charts`. Whole people on the y axis.
 */
import type { ChartCount, ChartMovement } from '@staffhub/domain';
import type { ChartSpec } from '../../app/charts/spec';
import { BRAND } from '../../app/palette';

export const JOINED_COLOR = '#237804';
export const LEFT_COLOR = '#cf1322';

const STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

/** A y axis of whole people from 0: at most 6 steps of 1, 2, 5, 10… and at least 5 tall. */
export function peopleScale(maxValue: number): { max: number; step: number } {
  const top = Math.max(5, Math.ceil(maxValue));
  const step = STEPS.find((s) => top / s <= 6) ?? Math.ceil(top / 6);
  return { max: Math.ceil(top / step) * step, step };
}

const formatCount = (value: number) => String(Math.round(value));

interface Axis {
  /** The y axis ("People"). */
  people: string;
  /** The x axis (what the bars are: "Company"). */
  category: string;
}

/** One bar per group; `label` words a group's key (a company code, a list's number). */
export function countChartSpec(
  counts: readonly ChartCount[],
  label: (key: string) => string,
  axis: Axis,
  color: string = BRAND,
): ChartSpec {
  const scale = peopleScale(Math.max(0, ...counts.map((c) => c.count)));
  return {
    labels: counts.map((c) => label(c.key)),
    series: [{ key: 'count', label: axis.people, color, values: counts.map((c) => c.count) }],
    y: { title: axis.people, min: 0, max: scale.max, step: scale.step },
    x: { title: axis.category },
    format: formatCount,
    legend: false,
  };
}

/** Joiners and leavers side by side for each month; `monthLabel` gives the axis and long names. */
export function movementChartSpec(
  months: readonly ChartMovement[],
  labels: { joined: string; left: string; people: string; month: string },
  monthLabel: (month: string) => { short: string; long: string },
): ChartSpec {
  const scale = peopleScale(Math.max(0, ...months.flatMap((m) => [m.joined, m.left])));
  return {
    labels: months.map((m) => monthLabel(m.month).short),
    longLabels: months.map((m) => monthLabel(m.month).long),
    series: [
      { key: 'joined', label: labels.joined, color: JOINED_COLOR, values: months.map((m) => m.joined) },
      { key: 'left', label: labels.left, color: LEFT_COLOR, values: months.map((m) => m.left) },
    ],
    y: { title: labels.people, min: 0, max: scale.max, step: scale.step },
    x: { title: labels.month },
    format: formatCount,
    legend: true,
  };
}

/**
 * A headcount of a fixed list with every value of the list, in its order (a work type nobody has
 * shows as 0 rather than missing); keys outside the list follow.
 */
export function withEveryKey(
  counts: readonly ChartCount[],
  keys: readonly (number | string)[],
): ChartCount[] {
  const byKey = new Map(counts.map((c) => [c.key, c.count]));
  const listed = keys.map(String);
  return [
    ...listed.map((key) => ({ key, count: byKey.get(key) ?? 0 })),
    ...counts.filter((c) => !listed.includes(c.key)),
  ];
}

/** The total of a headcount (the charts' summaries). */
export function totalOf(counts: readonly ChartCount[]): number {
  return counts.reduce((sum, c) => sum + c.count, 0);
}
