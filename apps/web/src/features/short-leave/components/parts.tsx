/** Small pieces the short-leave list and detail share: the leave type, the time off, an assignee's status. */
import type { ShortLeaveType } from '@staffhub/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestStatusTag } from '../../approvals/parts';
import { formatMinutes } from '../rules';

const TYPE_COLORS: Record<ShortLeaveType, string> = { late: 'orange', early: 'geekblue' };

/** Arriving late or leaving early. */
export function LeaveTypeTag({ type }: { type: ShortLeaveType }) {
  const { t } = useTranslation();
  return (
    <Tag color={TYPE_COLORS[type]} className="app-status-tag" data-type={type}>
      {t(`shortLeave.types.${type}`)}
    </Tag>
  );
}

/** "90 min (1:30)". */
export function TimeOff({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return (
    <span className="app-num" style={{ whiteSpace: 'nowrap' }}>
      {t('shortLeave.minutes', { value: minutes })}{' '}
      <span className="app-muted">({formatMinutes(minutes)})</span>
    </span>
  );
}

/** An assignee's decision, or a dash (status 0) once another assignee settled the request. */
export const assigneeStatusTag = (status: number) =>
  status === 0 ? '–' : <RequestStatusTag area="shortLeave" status={status} />;
