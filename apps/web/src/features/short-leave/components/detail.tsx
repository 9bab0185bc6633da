/**
 * The short-leave detail of SPEC 2: employee, leave date, type, time off, reason, created at,
 * status, and the assignees with their decisions (a dash for those the first decision left out).
 */
import type { ShortLeaveTypes } from '../../../api/shortLeave';
import { formatDateTime } from '../../../lib/dates';
import type { KindDetail } from '../../../requests/RequestDetail';
import { approverRows } from '../../approvals/parts';
import { formatWorkDate } from '../../timesheets/format';
import { assigneeEntries } from '../rules';
import { assigneeStatusTag, LeaveTypeTag, TimeOff } from './parts';

export const shortLeaveDetail: KindDetail<ShortLeaveTypes> = (item, { timeZone }) => ({
  facts: [
    { key: 'date', value: formatWorkDate(item.request_date), num: true },
    { key: 'type', value: <LeaveTypeTag type={item.leave_type} /> },
    { key: 'timeOff', value: <TimeOff minutes={item.time_off} /> },
    { key: 'reason', value: item.reason, text: true, wide: true, testId: 'short-leave-detail-reason' },
    { key: 'createdAt', value: formatDateTime(item.created_at, timeZone), num: true },
  ],
  approvers: approverRows(assigneeEntries(item)),
  renderStatus: assigneeStatusTag,
});
