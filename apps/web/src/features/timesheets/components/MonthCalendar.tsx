/**
 * A month grid (weeks start on Monday) whose days show a tooltip with that day's check-in and
 * check-out, paid time, overtime and status. Each day is a link to that day in the timesheet list,
 * so the tooltip also opens from the keyboard; its accessible name is the tooltip text.
 */
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimesheetRow } from '../../../api/timesheets';
import { BRAND } from '../../../app/palette';
import { daysOfMonth, weekdayOfDate } from '../dateRange';
import { dayOfMonth, formatDuration, formatWorkDate } from '../format';
import { noteText, STATUS_COLORS } from './cells';

/** Monday first: 1 … 6, then 0 (Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DAYS_PER_WEEK = 7;

export function MonthCalendar({ month, rows }: { month: string; rows: readonly TimesheetRow[] }) {
  const { t } = useTranslation();
  const byDate = new Map(rows.map((row) => [row.work_date, row]));
  const days = daysOfMonth(month);
  const firstWeekday = weekdayOfDate(days[0] ?? `${month}-01`);
  const leading = (firstWeekday + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK;
  const none = t('timesheets.today.notYet');

  const describe = (date: string, row: TimesheetRow | undefined): string[] => {
    const head = `${formatWorkDate(date)} (${t(`timesheets.weekday.${weekdayOfDate(date)}`)})`;
    if (!row) return [head];
    return [
      head,
      `${t('timesheets.columns.checkIn')}: ${row.start_time_real ?? none} · ${t('timesheets.columns.checkOut')}: ${row.end_time_real ?? none}`,
      `${t('timesheets.dashboard.tooltipPay')}: ${formatDuration(row.work_time_pay)} · ${t('timesheets.dashboard.tooltipOt')}: ${formatDuration(row.ot_after_offset)}`,
      `${t('timesheets.columns.status')}: ${t(`timesheets.status.${row.status}`)}`,
      ...noteText(row, t),
    ];
  };

  return (
    <div className="app-cal" data-testid="dashboard-calendar">
      {/* Each day's accessible name already says its weekday. */}
      <div className="app-cal-grid" aria-hidden>
        {WEEK_ORDER.map((weekday) => (
          <div key={weekday} className={`app-cal-head app-ts-weekday-${weekday}`}>
            {t(`timesheets.weekday.${weekday}`)}
          </div>
        ))}
      </div>
      <div className="app-cal-grid">
        {Array.from({ length: leading }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed blank cells before the 1st.
          <div key={`blank-${i}`} className="app-cal-blank" />
        ))}
        {days.map((date) => {
          const row = byDate.get(date);
          const lines = describe(date, row);
          const kind = row?.day_kind ?? 'workday';
          return (
            <Tooltip
              key={date}
              trigger={['hover', 'focus']}
              title={
                <div className="app-cal-tip">
                  {lines.map((line, i) =>
                    i === 0 ? <strong key={line}>{line}</strong> : <div key={line}>{line}</div>,
                  )}
                </div>
              }
            >
              <Link
                to={`/timesheets?start_date=${date}&end_date=${date}`}
                className={`app-cal-day app-cal-${kind}`}
                data-testid={`calendar-day-${date}`}
              >
                {/* The whole day in words is the link's name; the cell's figures are its picture. */}
                <span className="app-sr-only">{lines.join('. ')}</span>
                <span className="app-cal-num" aria-hidden>
                  {dayOfMonth(date)}
                </span>
                {row && <span className="app-cal-dot" style={{ background: dotColor(row) }} aria-hidden />}
                {row?.start_time_real && (
                  <span className="app-cal-times app-num" aria-hidden>
                    {row.start_time_real}–{row.end_time_real ?? '…'}
                  </span>
                )}
              </Link>
            </Tooltip>
          );
        })}
      </div>
    </div>
  );
}

const DOT_COLORS: Record<string, string> = {
  green: '#52c41a',
  red: '#ff4d4f',
  volcano: '#fa541c',
  magenta: '#eb2f96',
  blue: BRAND,
  processing: '#13c2c2',
  default: '#d9d9d9',
};

function dotColor(row: TimesheetRow): string {
  return DOT_COLORS[STATUS_COLORS[row.status]] ?? DOT_COLORS.default ?? '#d9d9d9';
}
