/**
 * A chart drawn by chart.js on a canvas, from a `ChartSpec`. Loaded on its own (React.lazy in
 * `Chart`) when a chart comes into view, so the library stays out of every first screen. Only
 * the bar chart's pieces are registered (tree-shaken); later kinds (lines, pies for the vote)
 * register theirs here. The canvas is one image for assistive technology; the figures are in the
 * table `Chart` renders beside it.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { AA_TOKENS } from '../palette';
import { barValue, type ChartSpec } from './spec';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
// Axis and legend text in the app's readable grey (AA on white), in the page's font.
Chart.defaults.color = AA_TOKENS.colorTextSecondary;
if (typeof document !== 'undefined') Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;

type BarConfig = ChartConfiguration<'bar', (number | [number, number])[], string>;

/** chart.js's configuration for a spec: stacked where series share a stack, no animation. */
export function configOf(spec: ChartSpec): BarConfig {
  const stacked = spec.series.some((s) => s.stack !== undefined);
  const long = (index: number) => spec.longLabels?.[index] ?? spec.labels[index] ?? '';
  return {
    type: 'bar',
    data: {
      labels: [...spec.labels],
      datasets: spec.series.map((s) => ({
        label: s.label,
        data: s.values.map((v) => (typeof v === 'number' ? v : [v[0], v[1]])),
        backgroundColor: typeof s.color === 'string' ? s.color : [...s.color],
        stack: s.stack ?? s.key,
        borderRadius: 2,
        maxBarThickness: 32,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: {
          stacked,
          title: { display: true, text: spec.x.title },
          grid: { display: false },
          // Upright labels, thinned out where they would crowd (a month's days on a phone).
          ticks: { maxRotation: 0, autoSkip: true },
        },
        y: {
          stacked,
          min: spec.y.min,
          max: spec.y.max,
          ticks: {
            stepSize: spec.y.step,
            callback: (value) => (spec.tickFormat ?? spec.format)(Number(value)),
          },
          title: { display: true, text: spec.y.title },
        },
      },
      plugins: {
        legend: { display: spec.legend ?? spec.series.length > 1, position: 'bottom' },
        tooltip: {
          callbacks: {
            title: (items) => long(items[0]?.dataIndex ?? 0),
            label: (item) =>
              `${item.dataset.label ?? ''}: ${spec.format(barValue(spec.series[item.datasetIndex]?.values[item.dataIndex]))}`,
          },
        },
      },
    },
  };
}

export default function ChartCanvas({ spec, ariaLabel }: { spec: ChartSpec; ariaLabel: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar', (number | [number, number])[], string> | null>(null);
  const first = useRef(spec);
  // Created once, from the first spec; later specs update it in place, below.
  useEffect(() => {
    if (!canvas.current) return;
    const created = new Chart(canvas.current, configOf(first.current));
    chart.current = created;
    return () => {
      created.destroy();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    const current = chart.current;
    if (!current || spec === first.current) return;
    const next = configOf(spec);
    current.data = next.data;
    if (next.options) current.options = next.options;
    current.update();
  }, [spec]);
  return <canvas ref={canvas} role="img" aria-label={ariaLabel} />;
}
