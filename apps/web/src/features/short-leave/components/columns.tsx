/** Columns of the short-leave lists (mine, assigned to me). */
import { type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ShortLeaveItem } from '../../../api/shortLeave';
import { formatWorkDate } from '../../timesheets/format';
import { AssigneesCell, LeaveTypeTag, ShortLeaveStatusTag, TimeOff } from './parts';

export function shortLeaveColumns(
  t: TFunction,
  options: { showEmployee: boolean; sortBy: 'asc' | 'desc' },
): TableColumnsType<ShortLeaveItem> {
  const employee: TableColumnsType<ShortLeaveItem> = options.showEmployee
    ? [
        {
          key: 'employee',
          title: t('shortLeave.columns.employee'),
          render: (_, item) => (
            <div style={{ whiteSpace: 'nowrap' }}>
              <div>{item.employee.name}</div>
              <div className="app-muted app-num">{item.employee.employee_code}</div>
            </div>
          ),
        },
      ]
    : [];
  return [
    ...employee,
    {
      key: 'request_date',
      title: t('shortLeave.columns.date'),
      width: 110,
      sorter: true,
      sortDirections: ['descend', 'ascend', 'descend'],
      sortOrder: options.sortBy === 'asc' ? 'ascend' : 'descend',
      render: (_, item) => <span className="app-num">{formatWorkDate(item.request_date)}</span>,
    },
    {
      key: 'leave_type',
      title: t('shortLeave.columns.type'),
      width: 100,
      render: (_, item) => <LeaveTypeTag type={item.leave_type} />,
    },
    {
      key: 'time_off',
      title: t('shortLeave.columns.timeOff'),
      width: 120,
      render: (_, item) => <TimeOff minutes={item.time_off} />,
    },
    {
      key: 'reason',
      title: t('shortLeave.columns.reason'),
      // A long reason is cut (full text on hover) instead of pushing the other columns away.
      render: (_, item) => (
        <Typography.Text ellipsis={{ tooltip: item.reason }} style={{ maxWidth: 200 }}>
          {item.reason}
        </Typography.Text>
      ),
    },
    {
      key: 'assignees',
      title: t('shortLeave.columns.assignees'),
      render: (_, item) => <AssigneesCell item={item} />,
    },
    {
      key: 'status',
      title: t('shortLeave.columns.status'),
      width: 110,
      render: (_, item) => (
        <ShortLeaveStatusTag status={item.status} testId={`short-leave-status-${item.id}`} />
      ),
    },
  ];
}
