/** Columns of the short-leave lists (mine, assigned to me). */
import type { ShortLeaveItem } from '@staffhub/domain';
import { dateColumn, textColumn } from '../../../requests/columns';
import type { KindColumns } from '../../../requests/kind';
import { ApproversCell, RequestStatusTag } from '../../approvals/parts';
import { formatWorkDate } from '../../timesheets/format';
import { assigneeEntries } from '../rules';
import { assigneeStatusTag, LeaveTypeTag, TimeOff } from './parts';

export const shortLeaveColumns: KindColumns<ShortLeaveItem> = (t, options = {}) => [
  dateColumn('request_date', t('shortLeave.columns.date'), (item) => formatWorkDate(item.request_date), {
    width: 110,
    dateCell: options.dateCell,
  }),
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
  // A fixed width, so a long reason is cut (full text on hover) instead of widening the table.
  textColumn('reason', t('shortLeave.columns.reason'), (item) => item.reason, 200),
  {
    key: 'status',
    title: t('shortLeave.columns.status'),
    width: 110,
    render: (_, item) => (
      <RequestStatusTag area="shortLeave" status={item.status} testId={`short-leave-status-${item.id}`} />
    ),
  },
  {
    key: 'assignees',
    title: t('shortLeave.columns.assignees'),
    render: (_, item) => (
      <ApproversCell
        requestStatus={item.status}
        entries={assigneeEntries(item)}
        renderStatus={assigneeStatusTag}
      />
    ),
  },
];
