/**
 * Leave days per month of a year, stacked by type (a dependency-free SVG like the dashboard's hours
 * chart). The chart is one image for assistive technology, with a summary as its label.
 */
import dayjs from 'dayjs';
import { useId } from 'react';
import type { LeaveMonthStat } from '../../../api/leave';
import { dayScale, monthStacks, yOf } from '../chart';
import { TYPE_COLORS } from '../colors';
import { formatDays } from '../rules';

const HEIGHT = 260;
const PAD_LEFT = 40;
const PAD_RIGHT = 12;
const PAD_TOP = 20;
const PAD_BOTTOM = 40;
const SLOT = 46;
const BAR = 26;

export interface MonthStackChartProps {
  months: readonly LeaveMonthStat[];
  title: string;
  ariaLabel: string;
  /** Label of each type (1-4) and of the axes. */
  typeLabels: Record<number, string>;
  axis: { days: string; month: string };
}

export function MonthStackChart({ months, title, ariaLabel, typeLabels, axis }: MonthStackChartProps) {
  const titleId = useId();
  const stacks = monthStacks(months);
  const scale = dayScale(Math.max(0, ...stacks.map((s) => s.total)));
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const width = PAD_LEFT + PAD_RIGHT + Math.max(1, stacks.length) * SLOT;
  const y = (days: number) => yOf(days, scale, PAD_TOP, plotHeight);

  return (
    <figure className="app-chart" data-testid="leave-month-chart">
      <figcaption className="app-chart-title">{title}</figcaption>
      <svg
        role="img"
        aria-label={ariaLabel}
        viewBox={`0 0 ${width} ${HEIGHT}`}
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
          {axis.days}
        </text>
        {stacks.map((stack, index) => {
          const slotX = PAD_LEFT + index * SLOT;
          const x = slotX + (SLOT - BAR) / 2;
          const label = dayjs(`${stack.month}-01`).format('MMM');
          const description = [
            `${label}: ${formatDays(stack.total)}`,
            ...stack.segments.map((s) => `${typeLabels[s.type] ?? s.type} ${formatDays(s.value)}`),
          ].join('\n');
          return (
            <g key={stack.month} className="app-chart-day" data-month={stack.month}>
              <title>{description}</title>
              <rect x={slotX} y={PAD_TOP} width={SLOT} height={plotHeight} fill="transparent" />
              {stack.segments.map((s) => (
                <rect
                  key={s.type}
                  x={x}
                  y={y(s.to)}
                  width={BAR}
                  height={Math.max(1, y(s.from) - y(s.to))}
                  fill={TYPE_COLORS[s.type]}
                  data-type={s.type}
                />
              ))}
              {stack.total > 0 && (
                <text
                  x={slotX + SLOT / 2}
                  y={y(stack.total) - 4}
                  textAnchor="middle"
                  className="app-chart-tick"
                >
                  {formatDays(stack.total)}
                </text>
              )}
              <text
                x={slotX + SLOT / 2}
                y={HEIGHT - PAD_BOTTOM + 14}
                textAnchor="middle"
                className="app-chart-tick"
              >
                {label}
              </text>
            </g>
          );
        })}
        <line x1={PAD_LEFT} x2={width - PAD_RIGHT} y1={y(0)} y2={y(0)} className="app-chart-axis" />
        <text
          x={PAD_LEFT + (width - PAD_LEFT - PAD_RIGHT) / 2}
          y={HEIGHT - 6}
          textAnchor="middle"
          className="app-chart-axis-label"
        >
          {axis.month}
        </text>
      </svg>
      <div className="app-chart-legend" aria-hidden>
        {[1, 2, 3, 4].map((type) => (
          <span key={type}>
            <span className="app-chart-swatch" style={{ background: TYPE_COLORS[type] }} />
            {typeLabels[type]}
          </span>
        ))}
      </div>
    </figure>
  );
}
