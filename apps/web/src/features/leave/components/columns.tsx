/** Columns of the leave lists (mine, to approve). */

import type { LeaveItem } from '@staffhub/domain';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../lib/dates';
import { statusColumns } from '../../../requests/columns';
import type { KindColumns } from '../../../requests/kind';
import { DaysOff, LeaveApproversCell, LeaveMoment, LeaveTypeTag } from './parts';

/**
 * The leave lists' columns; the approval list leaves out the creation date (the approver reads the
 * period first; the creation date is on the request itself) and links the start.
 */
export const leaveColumns: KindColumns<LeaveItem> = (t, options = {}) => {
  const columns: TableColumnsType<LeaveItem> = [];
  if (options.scope !== 'approval') {
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
        return options.dateCell ? options.dateCell(item, content) : content;
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
    ...statusColumns<LeaveItem>(t, 'leave', { cell: (item) => <LeaveApproversCell item={item} /> }),
  );
  return columns;
};
