/** Small pieces shared by the overtime screens: status tags, the approver table, the break notes. */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OvertimeItem } from '../../../api/overtime';
import { ApproverTable as SharedApproverTable } from '../../approvals/ApproverTable';
import { entryReached, type ShownStatus, shownStatus, visibleApprovers } from '../../approvals/approvers';

const STATUS_COLORS: Record<ShownStatus, string> = { 1: 'gold', 2: 'green', 3: 'red' };

/** A request or approver status (1 pending, 2 approved, 3 rejected; 4 and 5 read as pending). */
export function OtStatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  const shown = shownStatus(status);
  return (
    <Tag color={STATUS_COLORS[shown]} className="app-status-tag" data-testid={testId} data-status={shown}>
      {t(`overtime.status.${shown}`)}
    </Tag>
  );
}

/** The approvers of a list row: name and status, in level order, truncated as in SPEC 2. */
export function ApproversCell({ item }: { item: OvertimeItem }) {
  const approvers = visibleApprovers(item.approvers);
  if (approvers.length === 0) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Space orientation="vertical" size={2}>
      {approvers.map((entry) => (
        <span key={entry.level} className="app-ot-approver">
          <span className="app-ot-approver-name">{entry.approve_name}</span>
          {entryReached(item.status, entry.approve_status) ? (
            <OtStatusTag status={entry.approve_status} />
          ) : (
            '–'
          )}
        </span>
      ))}
    </Space>
  );
}

/** SPEC 2 approver table, stopping at a repeated approver (visibleApprovers). */
export function ApproverTable({ item, timeZone }: { item: OvertimeItem; timeZone?: string }) {
  return (
    <SharedApproverTable
      testId="approver-table"
      titlePrefix="overtime.approverTable"
      requestStatus={item.status}
      timeZone={timeZone}
      renderStatus={(status) => <OtStatusTag status={status} />}
      rows={visibleApprovers(item.approvers).map((e) => ({
        level: e.level,
        name: e.approve_name,
        status: e.approve_status,
        comment: e.comment,
        at: e.approved_at,
      }))}
    />
  );
}

/** The notes of SPEC 2 about overtime over lunch and at night. */
export function BreakNotes() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      icon={<InfoCircleOutlined />}
      className="app-gap"
      data-testid="ot-break-notes"
      title={
        <ul className="app-ot-notes">
          <li>{t('overtime.notes.lunch')}</li>
          <li>{t('overtime.notes.night')}</li>
        </ul>
      }
    />
  );
}
