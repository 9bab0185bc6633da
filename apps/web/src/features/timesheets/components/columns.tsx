/**
 * The columns of SPEC 2 "Timesheet list", shared by the user's list and the administrators' list,
 * and the pieces the dashboard's table of days builds its own columns from.
 */
import { EditOutlined } from '@ant-design/icons';
import { Space, type TableColumnsType, type TableColumnType, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TimesheetRow } from '../../../api/timesheets';
import { RemoteDayTag } from '../../remote/RemoteDayTag';
import { correctionLink } from '../correctionLink';
import { formatWorkDate } from '../format';
import { Duration, NoteCell, StatusTag, TimeValue } from './cells';

export type DurationKey = {
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

type TimeKey = 'start_time_real' | 'end_time_real' | 'start_time_pay' | 'end_time_pay';

/** The date with its weekday; with `remoteTag`, the "Remote" mark beside a remote day's date. */
export function dateColumn<T extends TimesheetRow>(
  t: TFunction,
  options: { remoteTag?: boolean } = {},
): TableColumnType<T> {
  const date = (row: T) => (
    <span className="app-ts-date">
      <span className="app-num">{formatWorkDate(row.work_date)}</span>
      <span className={`app-ts-weekday app-ts-weekday-${row.weekday}`}>
        {t(`timesheets.weekday.${row.weekday}`)}
      </span>
    </span>
  );
  return {
    key: 'work_date',
    dataIndex: 'work_date',
    title: t('timesheets.columns.date'),
    width: 136,
    fixed: 'left',
    render: (_: string, row: T) =>
      options.remoteTag && row.is_remote ? (
        <Space size={4}>
          {date(row)}
          <RemoteDayTag date={row.work_date} />
        </Space>
      ) : (
        date(row)
      ),
  };
}

/** Minutes of `key` as H:MM, right-aligned. */
export function durationColumn<T extends TimesheetRow>(
  key: DurationKey,
  title: ReactNode,
): TableColumnType<T> {
  return {
    key,
    dataIndex: key,
    title,
    align: 'right',
    width: 92,
    render: (value: number) => <Duration minutes={value} />,
  };
}

/** An HH:mm time of the row, centred. */
export function timeColumn<T extends TimesheetRow>(key: TimeKey, title: ReactNode): TableColumnType<T> {
  return {
    key,
    dataIndex: key,
    title,
    align: 'center',
    width: 84,
    render: (value: string | null) => <TimeValue value={value} />,
  };
}

/** The correction link of a day that has begun (nothing for a future day). */
export function correctionColumn<T extends TimesheetRow>(t: TFunction): TableColumnType<T> {
  return {
    key: 'action',
    title: t('timesheets.columns.action'),
    width: 72,
    align: 'center',
    fixed: 'right',
    render: (_: unknown, row: T) => {
      if (row.status === 'future') return null;
      const label = t('timesheets.list.registerCorrectionFor', { date: formatWorkDate(row.work_date) });
      return (
        <Tooltip title={label}>
          <Link
            to={correctionLink(row.work_date)}
            aria-label={label}
            data-testid={`correction-${row.work_date}`}
          >
            <EditOutlined />
          </Link>
        </Tooltip>
      );
    },
  };
}

export function timesheetColumns<T extends TimesheetRow>(
  t: TFunction,
  options: { details: boolean; remoteTag?: boolean },
): TableColumnsType<T> {
  const columns: TableColumnsType<T> = [
    dateColumn<T>(t, { remoteTag: options.remoteTag ?? false }),
    timeColumn<T>('start_time_real', t('timesheets.columns.checkIn')),
    timeColumn<T>('end_time_real', t('timesheets.columns.checkOut')),
    timeColumn<T>('start_time_pay', t('timesheets.columns.payStart')),
    timeColumn<T>('end_time_pay', t('timesheets.columns.payEnd')),
    durationColumn<T>('lunch_break_time', t('timesheets.columns.lunchBreak')),
    durationColumn<T>('work_time_real', t('timesheets.columns.workReal')),
    durationColumn<T>('work_time_pay', t('timesheets.columns.workPay')),
  ];
  if (options.details) {
    for (const detail of DETAIL_COLUMNS) columns.push(durationColumn<T>(detail.key, t(detail.label)));
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
