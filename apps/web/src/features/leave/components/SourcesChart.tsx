/**
 * Where a year's leave days came from and went (SPEC 2 "by source of leave days"): a waterfall of
 * accrued, adjusted, taken and restored days ending in the year's net change.
 */
import type { LeaveSources } from '@staffhub/domain';
import { BRAND } from '../../../app/palette';
import { type SourceKey, sourceWaterfall } from '../chart';
import { formatSignedDays } from '../rules';
import { DayChart } from './DayChart';

const SLOT = 66;
const BAR = 36;

export const SOURCE_COLORS: Record<SourceKey, string> = {
  accrued: BRAND,
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
  const steps = sourceWaterfall(sources);
  const levels = steps.flatMap((s) => [s.from, s.to]);
  return (
    <DayChart
      items={steps}
      slot={SLOT}
      bar={BAR}
      range={{ min: Math.min(0, ...levels), max: Math.max(0, ...levels) }}
      title={title}
      ariaLabel={ariaLabel}
      axisDays={axisDays}
      testId="leave-sources-chart"
    >
      {(step, { slotX, x, y, labelY }, index) => {
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
            <text x={slotX + SLOT / 2} y={labelY} textAnchor="middle" className="app-chart-tick">
              {labels[step.key]}
            </text>
          </g>
        );
      }}
    </DayChart>
  );
}
