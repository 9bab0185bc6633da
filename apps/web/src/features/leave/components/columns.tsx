/** Columns shared by the leave lists (mine, to approve). */
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { LeaveItem } from '../../../api/leave';
import { formatDateTime } from '../../../lib/dates';
import { DaysOff, LeaveApproversCell, LeaveMoment, LeaveStatusTag, LeaveTypeTag } from './parts';

/** The requester (name over code) and division, first in the approval list. */
export function employeeColumns(
  t: TFunction,
  options: { nameCell?: (item: LeaveItem) => ReactNode } = {},
): TableColumnsType<LeaveItem> {
  return [
    {
      key: 'employee',
      title: t('leave.columns.employee'),
      render: (_, item) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{options.nameCell ? options.nameCell(item) : item.employee.name}</div>
          <div className="app-muted-text app-num">{item.employee.employee_code}</div>
        </div>
      ),
    },
    {
      key: 'division',
      title: t('leave.columns.division'),
      render: (_, item) => item.employee.division_name ?? '',
    },
  ];
}

export function leaveColumns(
  t: TFunction,
  options: {
    timeZone?: string;
    startCell?: (item: LeaveItem, content: ReactNode) => ReactNode;
    showCreated?: boolean;
  } = {},
): TableColumnsType<LeaveItem> {
  const columns: TableColumnsType<LeaveItem> = [];
  if (options.showCreated !== false) {
    columns.push({
      key: 'created_at',
      title: t('leave.columns.createdAt'),
      width: 110,
      render: (_, item) => (
        <span className="app-num" title={formatDateTime(item.created_at, options.timeZone)}>
          {formatDateTime(item.created_at, options.timeZone).slice(0, 10)}
        </span>
      ),
    });
  }
  columns.push(
    {
      key: 'start',
      title: t('leave.columns.start'),
      render: (_, item) => {
        const content = <LeaveMoment date={item.start_date} time={item.start_time} stacked />;
        return options.startCell ? options.startCell(item, content) : content;
      },
    },
    {
      key: 'end',
      title: t('leave.columns.end'),
      render: (_, item) => <LeaveMoment date={item.end_date} time={item.end_time} stacked />,
    },
    {
      key: 'days',
      title: t('leave.columns.daysOff'),
      align: 'right',
      render: (_, item) => <DaysOff item={item} />,
    },
    {
      key: 'type',
      title: t('leave.columns.type'),
      render: (_, item) => <LeaveTypeTag type={item.type_reason} />,
    },
    {
      key: 'reason',
      title: t('leave.columns.reason'),
      render: (_, item) => {
        const reason = t(`leave.reasons.${item.reason}`, { defaultValue: item.reason });
        return (
          <div className="app-leave-reason" title={item.note ? `${reason} – ${item.note}` : reason}>
            <div>{reason}</div>
            {item.note ? <div className="app-muted-text app-leave-note">{item.note}</div> : null}
          </div>
        );
      },
    },
    {
      key: 'status',
      title: t('leave.columns.status'),
      width: 100,
      render: (_, item) => <LeaveStatusTag status={item.status} />,
    },
    {
      key: 'approvers',
      title: t('leave.columns.approvers'),
      render: (_, item) => <LeaveApproversCell item={item} />,
    },
  );
  return columns;
}
