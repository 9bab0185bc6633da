/** Small pieces shared by the short-leave screens: tags, the time off, the assignees cell and table. */
import type { ShortLeaveType } from '@staffhub/domain';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShortLeaveItem } from '../../../api/shortLeave';
import { ApproverTable } from '../../approvals/ApproverTable';
import { RequestStatusTag } from '../../approvals/parts';
import { assigneeStatus, formatMinutes } from '../rules';

const TYPE_COLORS: Record<ShortLeaveType, string> = { late: 'orange', early: 'geekblue' };

/** A request or assignee status: 1 pending, 2 approved, 3 rejected. */
export function ShortLeaveStatusTag({ status, testId }: { status: number; testId?: string }) {
  return <RequestStatusTag area="shortLeave" status={status} testId={testId} />;
}

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

/** The assignees of a list row: name and their decision (a dash once another one settled it). */
export function AssigneesCell({ item }: { item: ShortLeaveItem }) {
  if (item.assigned_staff.length === 0) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Space orientation="vertical" size={2}>
      {item.assigned_staff.map((entry) => {
        const status = assigneeStatus(item.status, entry.status);
        return (
          <span key={entry.id} className="app-ot-approver" data-testid={`short-leave-assignee-${entry.id}`}>
            <span className="app-ot-approver-name">{entry.name}</span>
            {status === null ? '–' : <ShortLeaveStatusTag status={status} />}
          </span>
        );
      })}
    </Space>
  );
}

/** SPEC 2 approver table of the assignees: who decided, when and why. */
export function AssigneeTable({ item, timeZone }: { item: ShortLeaveItem; timeZone?: string | undefined }) {
  return (
    <ApproverTable
      testId="short-leave-assignee-table"
      titlePrefix="shortLeave.assigneeTable"
      requestStatus={item.status}
      timeZone={timeZone}
      // 0: another assignee settled it first (shown as a dash).
      renderStatus={(status) => (status === 0 ? '–' : <ShortLeaveStatusTag status={status} />)}
      rows={item.assigned_staff.map((entry, index) => ({
        level: index + 1,
        name: entry.name,
        status: assigneeStatus(item.status, entry.status) ?? 0,
        comment: entry.comment,
        at: entry.acted_at,
      }))}
    />
  );
}
