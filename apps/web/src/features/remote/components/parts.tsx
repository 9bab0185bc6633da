/** Small pieces shared by the remote screens: status tags, the approvers cell and table. */
import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteItem } from '../../../api/remote';
import { formatDateTime } from '../../../lib/dates';
import { type ApproverEntry, entryReached, type ShownStatus, shownStatus } from '../../overtime/approvers';
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

/** SPEC 2 approver table: index, approver name, status, comment, time (DD/MM/YYYY HH:mm:ss). */
export function RemoteApproverTable({ item, timeZone }: { item: RemoteItem; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <Table<ApproverEntry>
      data-testid="remote-approver-table"
      rowKey="level"
      size="small"
      pagination={false}
      dataSource={orderedApprovers(item.approvers)}
      // No horizontal scroll: a long comment wraps, so the time stays visible in the narrow drawer.
      tableLayout="auto"
      columns={[
        { key: 'index', title: t('remote.approverTable.index'), width: 60, render: (_, __, i) => i + 1 },
        {
          key: 'name',
          title: t('remote.approverTable.name'),
          render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{row.approve_name}</span>,
        },
        {
          key: 'status',
          title: t('remote.approverTable.status'),
          width: 110,
          render: (_, row) =>
            entryReached(item.status, row.approve_status) ? (
              <RemoteStatusTag status={row.approve_status} />
            ) : (
              '–'
            ),
        },
        {
          key: 'comment',
          title: t('remote.approverTable.comment'),
          render: (_, row) => <span className="app-pre-line">{row.comment ?? ''}</span>,
        },
        {
          key: 'time',
          title: t('remote.approverTable.time'),
          render: (_, row) => (
            <span className="app-num" style={{ whiteSpace: 'nowrap' }}>
              {row.approved_at ? formatDateTime(row.approved_at, timeZone) : ''}
            </span>
          ),
        },
      ]}
    />
  );
}
