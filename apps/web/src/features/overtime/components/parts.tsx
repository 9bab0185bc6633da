/** Small pieces shared by the overtime screens: status tags, the approver table, the break notes. */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OvertimeItem } from '../../../api/overtime';
import { formatDateTime } from '../../../lib/dates';
import {
  type ApproverEntry,
  entryReached,
  type ShownStatus,
  shownStatus,
  visibleApprovers,
} from '../approvers';

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

/** SPEC 2 approver table: index, approver name, status, comment, time (DD/MM/YYYY HH:mm:ss). */
export function ApproverTable({ item, timeZone }: { item: OvertimeItem; timeZone?: string }) {
  const { t } = useTranslation();
  const rows = visibleApprovers(item.approvers);
  return (
    <Table<ApproverEntry>
      data-testid="approver-table"
      rowKey="level"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'index', title: t('overtime.approverTable.index'), width: 60, render: (_, __, i) => i + 1 },
        { key: 'name', title: t('overtime.approverTable.name'), dataIndex: 'approve_name' },
        {
          key: 'status',
          title: t('overtime.approverTable.status'),
          render: (_, row) =>
            entryReached(item.status, row.approve_status) ? <OtStatusTag status={row.approve_status} /> : '–',
        },
        {
          key: 'comment',
          title: t('overtime.approverTable.comment'),
          render: (_, row) => <span className="app-pre-line">{row.comment ?? ''}</span>,
        },
        {
          key: 'time',
          title: t('overtime.approverTable.time'),
          render: (_, row) => (row.approved_at ? formatDateTime(row.approved_at, timeZone) : ''),
        },
      ]}
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
