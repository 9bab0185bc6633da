/**
 * The correction detail of SPEC 2: request date, created date, manager, administrator, the real and
 * requested check-in / check-out, reason, up to two evidence images and the approver table.
 */
import type { CorrectionItem } from '@staffhub/domain';
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { formatWorkDate } from '../../timesheets/format';
import { lacksApprovers } from '../rules';
import { CorrectionApproverTable, CorrectionStatusTag, EvidenceGallery, LacksApproversNotice } from './parts';

interface Props {
  item: CorrectionItem;
  timeZone?: string;
  /** Buttons shown in the card header (Edit). */
  extra?: ReactNode;
  /** Narrow layout (the notification drawer). */
  compact?: boolean;
  /** The server's flag (show-approval); else counted from the entries. */
  lacks?: boolean;
}

export function CorrectionDetailView({ item, timeZone, extra, compact = false, lacks }: Props) {
  const { t } = useTranslation();
  const dash = <Typography.Text type="secondary">–</Typography.Text>;
  const time = (value: string | null) => (value ? <span className="app-num">{value}</span> : dash);
  return (
    <div data-testid="correction-detail" data-id={item.id}>
      {(lacks ?? lacksApprovers(item)) && <LacksApproversNotice />}
      <Card title={t('corrections.detail.title')} extra={extra} className="app-gap">
        <Descriptions
          size="small"
          bordered
          column={compact ? 1 : { xs: 1, md: 2 }}
          items={[
            {
              key: 'employee',
              label: t('corrections.detail.employee'),
              children: `${item.employee.employee_code} – ${item.employee.name}`,
            },
            {
              key: 'status',
              label: t('corrections.detail.status'),
              children: <CorrectionStatusTag status={item.status} testId="correction-status" />,
            },
            {
              key: 'workDate',
              label: t('corrections.detail.workDate'),
              children: <span className="app-num">{formatWorkDate(item.work_date)}</span>,
            },
            {
              key: 'createdAt',
              label: t('corrections.detail.createdAt'),
              children: <span className="app-num">{formatDateTime(item.created_at, timeZone)}</span>,
            },
            { key: 'manager', label: t('corrections.detail.manager'), children: item.manager_name ?? dash },
            { key: 'admin', label: t('corrections.detail.admin'), children: item.admin_name ?? dash },
            { key: 'realIn', label: t('corrections.detail.realIn'), children: time(item.start_time_real) },
            { key: 'realOut', label: t('corrections.detail.realOut'), children: time(item.end_time_real) },
            {
              key: 'requestIn',
              label: t('corrections.detail.requestIn'),
              children: <strong data-testid="correction-request-in">{time(item.start_time_request)}</strong>,
            },
            {
              key: 'requestOut',
              label: t('corrections.detail.requestOut'),
              children: <strong data-testid="correction-request-out">{time(item.end_time_request)}</strong>,
            },
            {
              key: 'reason',
              label: t('corrections.detail.reason'),
              span: compact ? 1 : 2,
              children: <span className="app-pre-line">{item.reason}</span>,
            },
            {
              key: 'evidence',
              label: t('corrections.detail.evidence'),
              span: compact ? 1 : 2,
              children: <EvidenceGallery item={item} />,
            },
          ]}
        />
      </Card>
      <Card title={t('corrections.detail.approvers')} className="app-gap">
        <CorrectionApproverTable item={item} timeZone={timeZone} />
      </Card>
    </div>
  );
}
