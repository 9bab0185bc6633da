/** Small pieces shared by the remote screens: status tags, the approvers cell and table. */
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteItem } from '../../../api/remote';
import { ApproverTable } from '../../approvals/ApproverTable';
import { entryReached, type ShownStatus, shownStatus } from '../../approvals/approvers';
import { orderedApprovers } from '../rules';

const STATUS_COLORS: Record<ShownStatus, string> = { 1: 'gold', 2: 'green', 3: 'red' };

/** A request or approver status: 1 pending, 2 approved, 3 rejected. */
export function RemoteStatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  const shown = shownStatus(status);
  return (
    <Tag color={STATUS_COLORS[shown]} className="app-status-tag" data-testid={testId} data-status={shown}>
      {t(`remote.status.${shown}`)}
    </Tag>
  );
}

/** The approvers of a list row: name and status, in level order. */
export function RemoteApproversCell({ item }: { item: RemoteItem }) {
  const approvers = orderedApprovers(item.approvers);
  if (approvers.length === 0) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Space orientation="vertical" size={2}>
      {approvers.map((entry) => (
        <span key={entry.level} className="app-ot-approver">
          <span className="app-ot-approver-name">{entry.approve_name}</span>
          {entryReached(item.status, entry.approve_status) ? (
            <RemoteStatusTag status={entry.approve_status} />
          ) : (
            '–'
          )}
        </span>
      ))}
    </Space>
  );
}

/** SPEC 2 approver table, in level order. */
export function RemoteApproverTable({ item, timeZone }: { item: RemoteItem; timeZone?: string }) {
  return (
    <ApproverTable
      testId="remote-approver-table"
      titlePrefix="remote.approverTable"
      requestStatus={item.status}
      timeZone={timeZone}
      renderStatus={(status) => <RemoteStatusTag status={status} />}
      rows={orderedApprovers(item.approvers).map((e) => ({
        level: e.level,
        name: e.approve_name,
        status: e.approve_status,
        comment: e.comment,
        at: e.approved_at,
      }))}
    />
  );
}
