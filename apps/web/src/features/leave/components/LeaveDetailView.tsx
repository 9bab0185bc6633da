/** The leave detail of SPEC 2: the requester, the span and its days, type, reason, status, approvers. */
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveItem } from '../../../api/leave';
import { formatDateTime } from '../../../lib/dates';
import { DaysOff, LeaveApproverTable, LeaveMoment, LeaveStatusTag, LeaveTypeTag } from './parts';

interface Props {
  item: LeaveItem;
  timeZone?: string;
  /** Buttons shown in the card header (Edit). */
  extra?: ReactNode;
  /** Narrow layout (the notification drawer). */
  compact?: boolean;
}

export function LeaveDetailView({ item, timeZone, extra, compact = false }: Props) {
  const { t } = useTranslation();
  const dash = <Typography.Text type="secondary">–</Typography.Text>;
  const wide = compact ? 1 : 2;
  return (
    <div data-testid="leave-detail" data-id={item.sabbatical_request_id}>
      <Card title={t('leave.detail.title')} extra={extra} className="app-gap">
        <Descriptions
          size="small"
          bordered
          column={compact ? 1 : { xs: 1, md: 2 }}
          items={[
            {
              key: 'employee',
              label: t('leave.detail.employee'),
              children: (
                <span data-testid="leave-detail-name">
                  {item.employee.name}{' '}
                  <span className="app-muted app-num">({item.employee.employee_code})</span>
                </span>
              ),
            },
            {
              key: 'division',
              label: t('leave.detail.division'),
              children: item.employee.division_name ?? dash,
            },
            {
              key: 'start',
              label: t('leave.detail.start'),
              children: <LeaveMoment date={item.start_date} time={item.start_time} />,
            },
            {
              key: 'end',
              label: t('leave.detail.end'),
              children: <LeaveMoment date={item.end_date} time={item.end_time} />,
            },
            {
              key: 'days',
              label: t('leave.detail.daysOff'),
              children: (
                <span data-testid="leave-detail-days">
                  <DaysOff item={item} />{' '}
                  <span className="app-muted-text app-num">
                    ({t('leave.count.minutes', { minutes: item.number_minutes_off })})
                  </span>
                </span>
              ),
            },
            {
              key: 'type',
              label: t('leave.detail.type'),
              children: <LeaveTypeTag type={item.type_reason} />,
            },
            {
              key: 'reason',
              label: t('leave.detail.reason'),
              children: t(`leave.reasons.${item.reason}`, { defaultValue: item.reason }),
            },
            ...(item.paid_cause
              ? [
                  {
                    key: 'cause',
                    label: t('leave.detail.paidCause'),
                    children: t(`leave.causes.${item.paid_cause}`, { defaultValue: item.paid_cause }),
                  },
                ]
              : []),
            {
              key: 'status',
              label: t('leave.detail.status'),
              children: <LeaveStatusTag status={item.status} testId="leave-status" />,
            },
            {
              key: 'created',
              label: t('leave.detail.createdAt'),
              children: <span className="app-num">{formatDateTime(item.created_at, timeZone)}</span>,
            },
            {
              key: 'note',
              label: t('leave.detail.note'),
              span: wide,
              children: item.note ? <span className="app-pre-line">{item.note}</span> : dash,
            },
          ]}
        />
      </Card>
      <Card title={t('leave.detail.approvers')} className="app-gap">
        <LeaveApproverTable item={item} timeZone={timeZone} />
      </Card>
    </div>
  );
}
