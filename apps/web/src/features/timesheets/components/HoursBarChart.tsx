/**
 * A small dependency-free SVG bar chart: paid normal minutes and paid overtime minutes stacked
 * per day, with a y axis in hours and the day of the month on the x axis. The whole chart is one
 * image for assistive technology (role="img" with an aria-label summarising it).
 */
import { useId } from 'react';
import { BRAND } from '../../../app/palette';
import { type DayBar, hourScale } from '../chartScale';
import { formatDuration } from '../format';

const HEIGHT = 240;
const PAD_LEFT = 44;
const PAD_RIGHT = 12;
const PAD_TOP = 16;
const PAD_BOTTOM = 40;
const SLOT = 22;
const BAR = 14;
const MINUTES_PER_HOUR = 60;

export const CHART_COLORS = { normal: BRAND, overtime: '#fa8c16' } as const;

export interface HoursBarChartProps {
  bars: readonly DayBar[];
  /** Visible title (also the SVG <title>). */
  title: string;
  /** The accessible summary. */
  ariaLabel: string;
  labels: { normal: string; overtime: string; hours: string; day: string };
  /** Tooltip text of one day (native SVG <title>). */
  describeDay?: (bar: DayBar) => string;
}

export function HoursBarChart({ bars, title, ariaLabel, labels, describeDay }: HoursBarChartProps) {
  const titleId = useId();
  const maxMinutes = Math.max(0, ...bars.map((b) => b.normal + b.overtime));
  const scale = hourScale(maxMinutes);
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const width = PAD_LEFT + PAD_RIGHT + Math.max(1, bars.length) * SLOT;
  const y = (minutes: number) =>
    PAD_TOP + plotHeight - (minutes / (scale.maxHours * MINUTES_PER_HOUR)) * plotHeight;

  return (
    <figure className="app-chart">
      <figcaption className="app-chart-title">{title}</figcaption>
      <svg
        role="img"
        aria-label={ariaLabel}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="xMinYMin meet"
        className="app-chart-svg"
        data-testid="hours-chart"
      >
        <title id={titleId}>{title}</title>
        {/* Horizontal grid lines and hour labels. */}
        {scale.ticks.map((hours) => {
          const ty = y(hours * MINUTES_PER_HOUR);
          return (
            <g key={hours}>
              <line x1={PAD_LEFT} x2={width - PAD_RIGHT} y1={ty} y2={ty} className="app-chart-grid" />
              <text x={PAD_LEFT - 6} y={ty} dy="0.32em" textAnchor="end" className="app-chart-tick">
                {hours}
              </text>
            </g>
          );
        })}
        <text
          transform={`translate(12 ${PAD_TOP + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          className="app-chart-axis-label"
        >
          {labels.hours}
        </text>
        {bars.map((bar, index) => {
          const x = PAD_LEFT + index * SLOT + (SLOT - BAR) / 2;
          const normalTop = y(bar.normal);
          const otTop = y(bar.normal + bar.overtime);
          const description =
            describeDay?.(bar) ??
            `${bar.day}: ${labels.normal} ${formatDuration(bar.normal)}, ${labels.overtime} ${formatDuration(bar.overtime)}`;
          return (
            <g key={bar.date} className="app-chart-day">
              <title>{description}</title>
              {/* A transparent column so the whole day shows its tooltip, even with no bar. */}
              <rect
                x={PAD_LEFT + index * SLOT}
                y={PAD_TOP}
                width={SLOT}
                height={plotHeight}
                fill="transparent"
              />
              {bar.normal > 0 && (
                <rect
                  x={x}
                  y={normalTop}
                  width={BAR}
                  height={y(0) - normalTop}
                  fill={CHART_COLORS.normal}
                  rx={2}
                />
              )}
              {bar.overtime > 0 && (
                <rect
                  x={x}
                  y={otTop}
                  width={BAR}
                  height={normalTop - otTop}
                  fill={CHART_COLORS.overtime}
                  rx={2}
                />
              )}
              <text
                x={PAD_LEFT + index * SLOT + SLOT / 2}
                y={HEIGHT - PAD_BOTTOM + 14}
                textAnchor="middle"
                className="app-chart-tick"
              >
                {bar.day}
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
          {labels.day}
        </text>
      </svg>
      <div className="app-chart-legend" aria-hidden>
        <span>
          <span className="app-chart-swatch" style={{ background: CHART_COLORS.normal }} />
          {labels.normal}
        </span>
        <span>
          <span className="app-chart-swatch" style={{ background: CHART_COLORS.overtime }} />
          {labels.overtime}
        </span>
      </div>
    </figure>
  );
}
