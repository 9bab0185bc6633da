/** The remote detail of SPEC 2: employee, start and end dates, note (the reason), status, approvers. */
import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteItem } from '../../../api/remote';
import { formatWorkDate } from '../../timesheets/format';
import { RemoteApproverTable, RemoteStatusTag } from './parts';

interface Props {
  item: RemoteItem;
  timeZone?: string;
  /** Buttons shown in the card header (Edit). */
  extra?: ReactNode;
  /** Narrow layout (the notification drawer). */
  compact?: boolean;
}

export function RemoteDetailView({ item, timeZone, extra, compact = false }: Props) {
  const { t } = useTranslation();
  return (
    <div data-testid="remote-detail" data-id={item.id}>
      <Card title={t('remote.detail.title')} extra={extra} className="app-gap">
        <Descriptions
          size="small"
          bordered
          column={compact ? 1 : { xs: 1, md: 2 }}
          items={[
            {
              key: 'name',
              label: t('remote.detail.employeeName'),
              span: compact ? 1 : 2,
              children: (
                <span data-testid="remote-detail-name">
                  {item.employee.name}{' '}
                  <span className="app-muted app-num">({item.employee.employee_code})</span>
                </span>
              ),
            },
            {
              key: 'start',
              label: t('remote.detail.startDate'),
              children: <span className="app-num">{formatWorkDate(item.start_date)}</span>,
            },
            {
              key: 'end',
              label: t('remote.detail.endDate'),
              children: <span className="app-num">{formatWorkDate(item.end_date)}</span>,
            },
            {
              key: 'days',
              label: t('remote.detail.days'),
              children: <span className="app-num">{item.days}</span>,
            },
            {
              key: 'status',
              label: t('remote.detail.status'),
              children: <RemoteStatusTag status={item.status} testId="remote-status" />,
            },
            {
              key: 'note',
              label: t('remote.detail.note'),
              span: compact ? 1 : 2,
              children: (
                <span className="app-pre-line" data-testid="remote-detail-note">
                  {item.note || item.reason}
                </span>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('remote.detail.approvers')} className="app-gap">
        <RemoteApproverTable item={item} timeZone={timeZone} />
      </Card>
    </div>
  );
}
