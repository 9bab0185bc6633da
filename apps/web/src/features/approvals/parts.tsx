/** Pieces every request kind shows the same way: the status tag and the approvers of a list row. */
import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApproverEntry, entryReached, type ShownStatus, shownStatus } from './approvers';

const STATUS_COLORS: Record<ShownStatus, string> = { 1: 'gold', 2: 'green', 3: 'red' };

/** The i18n areas that translate `<area>.status.1..3`. */
export type StatusArea = 'overtime' | 'remote' | 'leave' | 'shortLeave';

/** A request or approver status: 1 pending, 2 approved, 3 rejected (4 and 5 read as pending). */
export function RequestStatusTag({
  area,
  status,
  testId,
}: {
  area: StatusArea;
  status: number;
  testId?: string | undefined;
}) {
  const { t } = useTranslation();
  const shown = shownStatus(status);
  return (
    <Tag color={STATUS_COLORS[shown]} className="app-status-tag" data-testid={testId} data-status={shown}>
      {t(`${area}.status.${shown}`)}
    </Tag>
  );
}

/**
 * The approvers of a list row, in the order given: each name with its status, or a dash for an
 * entry the request never reached (it was rejected before).
 */
export function ApproversCell({
  requestStatus,
  entries,
  renderStatus,
}: {
  requestStatus: number;
  entries: readonly (Pick<ApproverEntry, 'level' | 'approve_name' | 'approve_status'> &
    Partial<Pick<ApproverEntry, 'on_behalf_of'>>)[];
  renderStatus: (status: number) => ReactNode;
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Space orientation="vertical" size={2}>
      {entries.map((entry) => (
        <span key={entry.level} className="app-ot-approver">
          <span className="app-ot-approver-name">
            {entry.on_behalf_of
              ? t('approvals.forShort', { name: entry.approve_name, behalf: entry.on_behalf_of.name })
              : entry.approve_name}
          </span>
          {entryReached(requestStatus, entry.approve_status) ? renderStatus(entry.approve_status) : '–'}
        </span>
      ))}
    </Space>
  );
}

/** Approver entries as the rows of the shared ApproverTable. */
export function approverRows(
  entries: readonly (Pick<
    ApproverEntry,
    'level' | 'approve_name' | 'approve_avatar' | 'approve_status' | 'comment' | 'approved_at'
  > &
    Partial<Pick<ApproverEntry, 'on_behalf_of' | 'escalated_from'>>)[],
) {
  return entries.map((e) => ({
    level: e.level,
    name: e.approve_name,
    avatar: e.approve_avatar,
    status: e.approve_status,
    comment: e.comment,
    at: e.approved_at,
    onBehalfOf: e.on_behalf_of?.name ?? null,
    escalatedFrom: e.escalated_from?.name ?? null,
  }));
}
