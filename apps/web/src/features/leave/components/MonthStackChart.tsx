/**
 * Leave days per month of a year, stacked by type (a dependency-free SVG like the dashboard's hours
 * chart). The chart is one image for assistive technology, with a summary as its label.
 */

import type { LeaveMonthStat } from '@staffhub/domain';
import dayjs from 'dayjs';
import { monthStacks } from '../chart';
import { TYPE_COLORS } from '../colors';
import { formatDays } from '../rules';
import { DayChart } from './DayChart';

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
  const stacks = monthStacks(months);
  return (
    <DayChart
      items={stacks}
      slot={SLOT}
      bar={BAR}
      range={{ min: 0, max: Math.max(0, ...stacks.map((s) => s.total)) }}
      title={title}
      ariaLabel={ariaLabel}
      axisDays={axis.days}
      axisX={axis.month}
      testId="leave-month-chart"
      legend={
        <div className="app-chart-legend" aria-hidden>
          {[1, 2, 3, 4].map((type) => (
            <span key={type}>
              <span className="app-chart-swatch" style={{ background: TYPE_COLORS[type] }} />
              {typeLabels[type]}
            </span>
          ))}
        </div>
      }
    >
      {(stack, { slotX, x, y, labelY, plotTop, plotHeight }) => {
        const label = dayjs(`${stack.month}-01`).format('MMM');
        const description = [
          `${label}: ${formatDays(stack.total)}`,
          ...stack.segments.map((s) => `${typeLabels[s.type] ?? s.type} ${formatDays(s.value)}`),
        ].join('\n');
        return (
          <g key={stack.month} className="app-chart-day" data-month={stack.month}>
            <title>{description}</title>
            <rect x={slotX} y={plotTop} width={SLOT} height={plotHeight} fill="transparent" />
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
            <text x={slotX + SLOT / 2} y={labelY} textAnchor="middle" className="app-chart-tick">
              {label}
            </text>
          </g>
        );
      }}
    </DayChart>
  );
}
