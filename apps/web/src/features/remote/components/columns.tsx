/** Columns shared by the remote lists (mine, to approve, all employees). */

import type { RemoteItem } from '@staffhub/domain';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatWorkDate } from '../../timesheets/format';
import { RemoteApproversCell, RemoteStatusTag } from './parts';

/** The requester (name over code) and division, first in the lists of other people's requests. */
export function employeeColumns(
  t: TFunction,
  options: { nameCell?: (item: RemoteItem) => ReactNode } = {},
): TableColumnsType<RemoteItem> {
  return [
    {
      key: 'employee',
      title: t('remote.columns.employeeName'),
      render: (_, item) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{options.nameCell ? options.nameCell(item) : item.employee.name}</div>
          <div className="app-muted-text app-num">{item.employee.employee_code}</div>
        </div>
      ),
    },
    {
      key: 'division',
      title: t('remote.columns.division'),
      render: (_, item) => item.employee.division_name ?? '',
    },
  ];
}

export function remoteColumns(
  t: TFunction,
  options: { dateCell?: (item: RemoteItem, text: string) => ReactNode } = {},
): TableColumnsType<RemoteItem> {
  return [
    {
      key: 'start_date',
      title: t('remote.columns.startDate'),
      width: 100,
      render: (_, item) => {
        const text = formatWorkDate(item.start_date);
        return options.dateCell ? options.dateCell(item, text) : <span className="app-num">{text}</span>;
      },
    },
    {
      key: 'end_date',
      title: t('remote.columns.endDate'),
      width: 100,
      render: (_, item) => <span className="app-num">{formatWorkDate(item.end_date)}</span>,
    },
    {
      key: 'days',
      title: t('remote.columns.days'),
      width: 60,
      align: 'right',
      render: (_, item) => <span className="app-num">{item.days}</span>,
    },
    {
      key: 'reason',
      title: t('remote.columns.reason'),
      // A fixed width, so a long reason is cut (full text on hover) instead of widening the table.
      width: 200,
      ellipsis: true,
      render: (_, item) => <span title={item.reason}>{item.reason}</span>,
    },
    {
      key: 'status',
      title: t('remote.columns.status'),
      width: 100,
      render: (_, item) => <RemoteStatusTag status={item.status} />,
    },
    {
      key: 'approvers',
      title: t('remote.columns.approvers'),
      render: (_, item) => <RemoteApproversCell item={item} />,
    },
  ];
}
