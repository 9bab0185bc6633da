/**
 * The frame of the leave charts (dependency-free SVG like the dashboard's hours chart): a titled
 * figure whose image is one element for assistive technology, a day scale with its grid and axis,
 * and one slot per bar drawn by the caller.
 */
import { type ReactNode, useId } from 'react';
import { dayScale, yOf } from '../chart';
import { formatDays } from '../rules';

export const CHART_HEIGHT = 260;
const PAD_LEFT = 40;
const PAD_RIGHT = 12;
const PAD_TOP = 20;
const PAD_BOTTOM = 40;

/** Where a slot's bar and labels go: its left edge and width, the bar's x, and days → y. */
export interface Slot {
  slotX: number;
  x: number;
  y: (days: number) => number;
  /** The baseline of the slot's label below the axis. */
  labelY: number;
  /** The plot area's top and height (a slot-wide hit area spans them). */
  plotTop: number;
  plotHeight: number;
}

export function DayChart<T>({
  items,
  slot,
  bar,
  range,
  title,
  ariaLabel,
  axisDays,
  axisX,
  testId,
  legend,
  children,
}: {
  items: readonly T[];
  /** Width of one item's slot and of its bar. */
  slot: number;
  bar: number;
  /** The lowest and highest values to show. */
  range: { min: number; max: number };
  title: string;
  ariaLabel: string;
  axisDays: string;
  axisX?: string;
  testId: string;
  legend?: ReactNode;
  children: (item: T, at: Slot, index: number) => ReactNode;
}) {
  const titleId = useId();
  const scale = dayScale(Math.max(0, range.max), 2, Math.min(0, range.min));
  const plotHeight = CHART_HEIGHT - PAD_TOP - PAD_BOTTOM;
  const width = PAD_LEFT + PAD_RIGHT + Math.max(1, items.length) * slot;
  const y = (days: number) => yOf(days, scale, PAD_TOP, plotHeight);
  return (
    <figure className="app-chart" data-testid={testId}>
      <figcaption className="app-chart-title">{title}</figcaption>
      <svg
        role="img"
        aria-label={ariaLabel}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        preserveAspectRatio="xMinYMin meet"
        className="app-chart-svg app-leave-chart-svg"
      >
        <title id={titleId}>{title}</title>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD_LEFT} x2={width - PAD_RIGHT} y1={y(tick)} y2={y(tick)} className="app-chart-grid" />
            <text x={PAD_LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="app-chart-tick">
              {formatDays(tick)}
            </text>
          </g>
        ))}
        <text
          transform={`translate(12 ${PAD_TOP + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          className="app-chart-axis-label"
        >
          {axisDays}
        </text>
        {items.map((item, index) => {
          const slotX = PAD_LEFT + index * slot;
          return children(
            item,
            {
              slotX,
              x: slotX + (slot - bar) / 2,
              y,
              labelY: CHART_HEIGHT - PAD_BOTTOM + 14,
              plotTop: PAD_TOP,
              plotHeight,
            },
            index,
          );
        })}
        <line x1={PAD_LEFT} x2={width - PAD_RIGHT} y1={y(0)} y2={y(0)} className="app-chart-axis" />
        {axisX && (
          <text
            x={PAD_LEFT + (width - PAD_LEFT - PAD_RIGHT) / 2}
            y={CHART_HEIGHT - 6}
            textAnchor="middle"
            className="app-chart-axis-label"
          >
            {axisX}
          </text>
        )}
      </svg>
      {legend}
    </figure>
  );
}
