/** The leave detail of SPEC 2: the requester, the span and its days, type, reason, status, approvers. */

import type { LeaveItem } from '@staffhub/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { type DetailProps, RequestDetail } from '../../../requests/RequestDetail';
import { visibleApprovers } from '../../approvals/approvers';
import { approverRows } from '../../approvals/parts';
import { DaysOff, LeaveMoment, LeaveTypeTag } from './parts';

export function LeaveDetailView({ item, ...props }: DetailProps & { item: LeaveItem }) {
  const { t } = useTranslation();
  return (
    <RequestDetail
      {...props}
      area="leave"
      testId="leave"
      id={item.sabbatical_request_id}
      requester={item.employee}
      shows={['division']}
      facts={[
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
          ? {
              key: 'paidCause',
              value: t(`leave.causes.${item.paid_cause}`, { defaultValue: item.paid_cause }),
            }
          : null,
        { key: 'createdAt', value: formatDateTime(item.created_at, props.timeZone), num: true },
        { key: 'note', value: item.note, text: true, wide: true },
      ]}
      status={item.status}
      approvers={approverRows(visibleApprovers(item.approvers))}
    />
  );
}
