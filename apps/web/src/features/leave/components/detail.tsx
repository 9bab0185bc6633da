/** The leave detail of SPEC 2: the requester, the span and its days, type, reason, status, approvers. */
import type { LeaveTypes } from '../../../api/leave';
import { formatDateTime } from '../../../lib/dates';
import type { KindDetail } from '../../../requests/RequestDetail';
import { visibleApprovers } from '../../approvals/approvers';
import { approverRows } from '../../approvals/parts';
import { DaysOff, LeaveMoment, LeaveTypeTag } from './parts';

export const leaveDetail: KindDetail<LeaveTypes> = (item, { t, timeZone }) => ({
  shows: ['division'],
  facts: [
    { key: 'start', value: <LeaveMoment date={item.start_date} time={item.start_time} /> },
    { key: 'end', value: <LeaveMoment date={item.end_date} time={item.end_time} /> },
    {
      key: 'daysOff',
      testId: 'leave-detail-days',
      value: (
        <>
          <DaysOff item={item} />{' '}
          <span className="app-muted-text app-num">
            ({t('leave.count.minutes', { minutes: item.number_minutes_off })})
          </span>
        </>
      ),
    },
    { key: 'type', value: <LeaveTypeTag type={item.type_reason} /> },
    { key: 'reason', value: t(`leave.reasons.${item.reason}`, { defaultValue: item.reason }) },
    item.paid_cause
      ? { key: 'paidCause', value: t(`leave.causes.${item.paid_cause}`, { defaultValue: item.paid_cause }) }
      : null,
    { key: 'createdAt', value: formatDateTime(item.created_at, timeZone), num: true },
    { key: 'note', value: item.note, text: true, wide: true },
  ],
  approvers: approverRows(visibleApprovers(item.approvers)),
});
