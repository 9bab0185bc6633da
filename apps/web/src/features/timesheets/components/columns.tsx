/** The columns of SPEC 2 "Timesheet list", shared by the user's list and the administrators' list. */
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { TimesheetRow } from '../../../api/timesheets';
import { formatWorkDate } from '../format';
import { Duration, NoteCell, StatusTag, TimeValue } from './cells';

type DurationKey = {
  [K in keyof TimesheetRow]: TimesheetRow[K] extends number ? K : never;
}[keyof TimesheetRow];

/** The detail columns (shown with "Show details"). */
export const DETAIL_COLUMNS: ReadonlyArray<{ key: DurationKey; label: string }> = [
  { key: 'late_time', label: 'timesheets.columns.lateTime' },
  { key: 'early_time', label: 'timesheets.columns.earlyTime' },
  { key: 'ot_time_real', label: 'timesheets.columns.otReal' },
  { key: 'ot_after_offset', label: 'timesheets.columns.otAfterOffset' },
  { key: 'ot_150_percent', label: 'timesheets.columns.ot150' },
  { key: 'ot_200_percent', label: 'timesheets.columns.ot200' },
  { key: 'compensated_leave', label: 'timesheets.columns.compensatedLeave' },
  { key: 'paid_leave', label: 'timesheets.columns.paidLeave' },
  { key: 'unpaid_leave', label: 'timesheets.columns.unpaidLeave' },
];

/** Weekend and holiday rows are tinted. */
export function rowClassName(row: Pick<TimesheetRow, 'day_kind'>): string {
  if (row.day_kind === 'holiday') return 'app-ts-row-holiday';
  if (row.day_kind === 'weekend') return 'app-ts-row-weekend';
  return '';
}

export function timesheetColumns<T extends TimesheetRow>(
  t: TFunction,
  options: { details: boolean },
): TableColumnsType<T> {
  const duration = (key: DurationKey, label: string) => ({
    key,
    dataIndex: key,
    title: t(label),
    align: 'right' as const,
    width: 92,
    render: (value: number) => <Duration minutes={value} />,
  });
  const time = (
    key: 'start_time_real' | 'end_time_real' | 'start_time_pay' | 'end_time_pay',
    label: string,
  ) => ({
    key,
    dataIndex: key,
    title: t(label),
    align: 'center' as const,
    width: 84,
    render: (value: string | null) => <TimeValue value={value} />,
  });

  const columns: TableColumnsType<T> = [
    {
      key: 'work_date',
      dataIndex: 'work_date',
      title: t('timesheets.columns.date'),
      width: 136,
      fixed: 'left',
      render: (_: string, row: T) => (
        <span className="app-ts-date">
          <span className="app-num">{formatWorkDate(row.work_date)}</span>
          <span className={`app-ts-weekday app-ts-weekday-${row.weekday}`}>
            {t(`timesheets.weekday.${row.weekday}`)}
          </span>
        </span>
      ),
    },
    time('start_time_real', 'timesheets.columns.checkIn'),
    time('end_time_real', 'timesheets.columns.checkOut'),
    time('start_time_pay', 'timesheets.columns.payStart'),
    time('end_time_pay', 'timesheets.columns.payEnd'),
    duration('lunch_break_time', 'timesheets.columns.lunchBreak'),
    duration('work_time_real', 'timesheets.columns.workReal'),
    duration('work_time_pay', 'timesheets.columns.workPay'),
  ];
  if (options.details) {
    for (const detail of DETAIL_COLUMNS) columns.push(duration(detail.key, detail.label));
  }
  columns.push(
    {
      key: 'status',
      dataIndex: 'status',
      title: t('timesheets.columns.status'),
      width: 140,
      render: (_: string, row: T) => <StatusTag status={row.status} />,
    },
    {
      key: 'note',
      dataIndex: 'note',
      title: t('timesheets.columns.note'),
      width: 180,
      render: (_: unknown, row: T) => <NoteCell row={row} />,
    },
  );
  return columns;
}
