/** Small pieces shared by the leave screens: type tags, days, date-times, the approvers cell. */
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled } from '@ant-design/icons';
import type { LeaveItem } from '@staffhub/domain';
import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { entryReached, type ShownStatus, shownStatus, visibleApprovers } from '../../approvals/approvers';
import { formatWorkDate } from '../../timesheets/format';
import { TYPE_TAG_COLORS } from '../colors';
import { formatDays, PHYSIOLOGICAL } from '../rules';

export function LeaveTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={TYPE_TAG_COLORS[type]} className="app-status-tag" data-type={type}>
      {t(`leave.types.${type}`, { defaultValue: String(type) })}
    </Tag>
  );
}

/** Days off of a request; physiological leave is counted in minutes. */
export function DaysOff({
  item,
}: {
  item: Pick<LeaveItem, 'type_reason' | 'number_days_off' | 'number_minutes_off'>;
}) {
  const { t } = useTranslation();
  if (item.type_reason === PHYSIOLOGICAL) {
    return <span className="app-num">{t('leave.units.minutes', { value: item.number_minutes_off })}</span>;
  }
  return (
    <span className="app-num">
      {t('leave.units.days', { count: item.number_days_off, value: formatDays(item.number_days_off) })}
    </span>
  );
}

/** DD/MM/YYYY HH:mm of a leave start or end; `stacked`: the time under the date (narrow lists). */
export function LeaveMoment({ date, time, stacked }: { date: string; time: string; stacked?: boolean }) {
  return (
    <span className={`app-num app-leave-moment${stacked ? ' app-leave-moment-stacked' : ''}`}>
      {formatWorkDate(date)} <span className="app-leave-time">{time}</span>
    </span>
  );
}

const STATUS_ICONS: Record<ShownStatus, ReactNode> = {
  1: <ClockCircleOutlined style={{ color: '#d48806' }} />,
  2: <CheckCircleFilled style={{ color: '#389e0d' }} />,
  3: <CloseCircleFilled style={{ color: '#cf1322' }} />,
};

/**
 * The approvers of a list row, in level order (a repeated approver once): each name with its
 * status as an icon, so the column stays narrow; the status is also its text for screen readers.
 */
export function LeaveApproversCell({ item }: { item: LeaveItem }) {
  const { t } = useTranslation();
  const approvers = visibleApprovers(item.approvers);
  if (approvers.length === 0) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {approvers.map((entry) => {
        const reached = entryReached(item.status, entry.approve_status);
        const shown = shownStatus(entry.approve_status);
        const label = reached ? t(`leave.status.${shown}`) : '–';
        return (
          <span key={entry.level} className="app-ot-approver" title={`${entry.approve_name}: ${label}`}>
            {reached ? (
              <span role="img" aria-label={label} data-status={shown}>
                {STATUS_ICONS[shown]}
              </span>
            ) : (
              <span className="app-muted-text">–</span>
            )}
            <span className="app-ot-approver-name">
              {entry.on_behalf_of
                ? t('approvals.forShort', { name: entry.approve_name, behalf: entry.on_behalf_of.name })
                : entry.approve_name}
            </span>
          </span>
        );
      })}
    </Space>
  );
}
