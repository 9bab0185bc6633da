/**
 * Where a year's leave days came from and went (SPEC 2 "by source of leave days"): a waterfall of
 * accrued, adjusted, taken and restored days ending in the year's net change.
 */
import { useId } from 'react';
import type { LeaveSources } from '../../../api/leave';
import { dayScale, type SourceKey, sourceWaterfall, yOf } from '../chart';
import { formatDays, formatSignedDays } from '../rules';

const HEIGHT = 260;
const PAD_LEFT = 40;
const PAD_RIGHT = 12;
const PAD_TOP = 20;
const PAD_BOTTOM = 40;
const SLOT = 66;
const BAR = 36;

export const SOURCE_COLORS: Record<SourceKey, string> = {
  accrued: '#1677ff',
  adjusted: '#722ed1',
  taken: '#f5222d',
  restored: '#13c2c2',
  net: '#434343',
};

export interface SourcesChartProps {
  sources: LeaveSources;
  title: string;
  ariaLabel: string;
  labels: Record<SourceKey, string>;
  axisDays: string;
}

export function SourcesChart({ sources, title, ariaLabel, labels, axisDays }: SourcesChartProps) {
  const titleId = useId();
  const steps = sourceWaterfall(sources);
  const levels = steps.flatMap((s) => [s.from, s.to]);
  const scale = dayScale(Math.max(0, ...levels), 2, Math.min(0, ...levels));
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const width = PAD_LEFT + PAD_RIGHT + steps.length * SLOT;
  const y = (days: number) => yOf(days, scale, PAD_TOP, plotHeight);

  return (
    <figure className="app-chart" data-testid="leave-sources-chart">
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
          {axisDays}
        </text>
        {steps.map((step, index) => {
          const slotX = PAD_LEFT + index * SLOT;
          const x = slotX + (SLOT - BAR) / 2;
          const top = Math.max(step.from, step.to);
          const bottom = Math.min(step.from, step.to);
          const next = steps[index + 1];
          const value = step.key === 'net' ? formatSignedDays(step.to) : formatSignedDays(step.delta);
          return (
            <g key={step.key} className="app-chart-day" data-source={step.key}>
              <title>{`${labels[step.key]}: ${value}`}</title>
              <rect
                x={x}
                y={y(top)}
                width={BAR}
                height={Math.max(1, y(bottom) - y(top))}
                fill={SOURCE_COLORS[step.key]}
                rx={2}
              />
              <text x={slotX + SLOT / 2} y={y(top) - 4} textAnchor="middle" className="app-chart-tick">
                {value}
              </text>
              {next && next.key !== 'net' && (
                <line
                  x1={x + BAR}
                  x2={x + SLOT}
                  y1={y(step.to)}
                  y2={y(step.to)}
                  className="app-leave-chart-connector"
                />
              )}
              <text
                x={slotX + SLOT / 2}
                y={HEIGHT - PAD_BOTTOM + 14}
                textAnchor="middle"
                className="app-chart-tick"
              >
                {labels[step.key]}
              </text>
            </g>
          );
        })}
        <line x1={PAD_LEFT} x2={width - PAD_RIGHT} y1={y(0)} y2={y(0)} className="app-chart-axis" />
      </svg>
    </figure>
  );
}
