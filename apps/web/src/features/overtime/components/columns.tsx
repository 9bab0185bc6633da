/** Columns shared by the overtime lists. */

import type { OvertimeItem } from '@staffhub/domain';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDuration, formatWorkDate } from '../../timesheets/format';
import { ApproversCell, OtStatusTag } from './parts';

export function overtimeColumns(
  t: TFunction,
  options: { dateCell?: (item: OvertimeItem, text: string) => ReactNode } = {},
): TableColumnsType<OvertimeItem> {
  return [
    {
      key: 'date',
      title: t('overtime.columns.date'),
      width: 110,
      render: (_, item) => {
        const text = formatWorkDate(item.date);
        return options.dateCell ? options.dateCell(item, text) : <span className="app-num">{text}</span>;
      },
    },
    {
      key: 'project',
      title: t('overtime.columns.project'),
      render: (_, item) => item.project_name ?? t('overtime.noProject'),
    },
    {
      key: 'start',
      title: t('overtime.columns.start'),
      width: 80,
      render: (_, item) => <span className="app-num">{item.start_time}</span>,
    },
    {
      key: 'end',
      title: t('overtime.columns.end'),
      width: 80,
      render: (_, item) => <span className="app-num">{item.end_time}</span>,
    },
    {
      key: 'total',
      title: t('overtime.columns.total'),
      width: 80,
      align: 'right',
      render: (_, item) => <span className="app-num">{formatDuration(item.duration)}</span>,
    },
    {
      key: 'reason',
      title: t('overtime.columns.reason'),
      ellipsis: true,
      render: (_, item) => <span title={item.reason}>{item.reason}</span>,
    },
    {
      key: 'status',
      title: t('overtime.columns.status'),
      width: 110,
      render: (_, item) => <OtStatusTag status={item.status} />,
    },
    {
      key: 'approvers',
      title: t('overtime.columns.approvers'),
      render: (_, item) => <ApproversCell item={item} />,
    },
  ];
}
