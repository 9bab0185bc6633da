/**
 * A chart as the app shows one: a titled figure, the chart itself (chart.js, fetched when the
 * figure first comes into view, so no first screen carries the library), and the same figures as
 * a table behind a button, for keyboard and screen-reader use and for reading exact values. Every
 * chart of the app goes through here (dashboard hours, leave statistics; the vote, project trends
 * and check-point results to come).
 */
import { Button } from 'antd';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeen } from '../../lib/useSeen';
import { type ChartSpec, tableOf } from './spec';

const ChartCanvas = lazy(() => import('./ChartCanvas'));

export interface ChartProps {
  spec: ChartSpec;
  /** Visible title. */
  title: string;
  /** What the chart says in one sentence (the canvas's accessible name). */
  ariaLabel: string;
  testId: string;
  /** Height of the drawing, in pixels. */
  height?: number;
}

export function Chart({ spec, title, ariaLabel, testId, height = 260 }: ChartProps) {
  const { t } = useTranslation();
  const [box, seen] = useSeen<HTMLDivElement>();
  const [isTableShown, setTableShown] = useState(false);
  const tableId = useId();
  const table = useMemo(() => tableOf(spec), [spec]);
  return (
    <figure className="app-chart" data-testid={testId} data-drawn={seen}>
      <figcaption className="app-chart-title">{title}</figcaption>
      <div ref={box} className="app-chart-box" style={{ height }}>
        {seen && (
          <Suspense fallback={null}>
            <ChartCanvas spec={spec} ariaLabel={ariaLabel} />
          </Suspense>
        )}
      </div>
      <Button
        type="link"
        size="small"
        className="app-chart-table-toggle"
        aria-expanded={isTableShown}
        aria-controls={tableId}
        onClick={() => setTableShown(!isTableShown)}
        data-testid={`${testId}-table-toggle`}
      >
        {t(isTableShown ? 'charts.hideTable' : 'charts.showTable')}
      </Button>
      <div id={tableId} hidden={!isTableShown} className="app-chart-table-wrap">
        {isTableShown && (
          <table className="app-chart-table" data-testid={`${testId}-table`}>
            <caption className="app-sr-only">{title}</caption>
            <thead>
              <tr>
                {table.head.map((cell, i) => (
                  <th
                    key={cell}
                    scope="col"
                    className={i === 0 ? 'app-chart-cell app-chart-cell-name' : 'app-chart-cell'}
                  >
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  <th scope="row" className="app-chart-cell app-chart-cell-name">
                    {row[0]}
                  </th>
                  {row.slice(1).map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the series, in order.
                    <td key={i} className="app-chart-cell">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </figure>
  );
}
