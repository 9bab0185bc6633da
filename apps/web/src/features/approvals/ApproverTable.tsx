/**
 * The SPEC 2 approver table every request kind shows: index, approver name, status, comment and
 * time (DD/MM/YYYY HH:mm:ss). Entries never reached after a rejection show a dash. On a phone the
 * comment and the time go under the name, so the table fits the screen without side scroll.
 */
import { Grid, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../app/components/PersonAvatar';
import { formatDateTime } from '../../lib/dates';
import { entryReached } from './approvers';

export interface ApproverRow {
  level: number;
  name: string;
  /** The approver's photo URL; the default picture when null. */
  avatar: string | null;
  status: number;
  comment: string | null;
  at: string | null;
  /** Shown after the name (e.g. "Manager", "Administrator"). */
  role?: ReactNode;
  /** The approver a delegate decides for (issue #20): "on behalf of Y" under the name. */
  onBehalfOf?: string | null;
  /** The approver it waited on too long before it escalated here (issue #20): "escalated from X". */
  escalatedFrom?: string | null;
}

export function ApproverTable({
  rows,
  requestStatus,
  renderStatus,
  titlePrefix,
  timeZone,
  testId,
}: {
  rows: readonly ApproverRow[];
  requestStatus: number;
  renderStatus: (status: number) => ReactNode;
  /** i18n prefix of the column titles (`<prefix>.index`, `.name`, `.status`, `.comment`, `.time`). */
  titlePrefix: string;
  timeZone?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const time = (row: ApproverRow) => (
    <span className="app-num" style={{ whiteSpace: 'nowrap' }}>
      {row.at ? formatDateTime(row.at, timeZone) : ''}
    </span>
  );
  const columns: ColumnsType<ApproverRow> = [
    { key: 'index', title: t(`${titlePrefix}.index`), width: isPhone ? 40 : 60, render: (_, __, i) => i + 1 },
    {
      key: 'name',
      title: t(`${titlePrefix}.name`),
      render: (_, row) => (
        <span style={isPhone ? undefined : { whiteSpace: 'nowrap' }}>
          <PersonAvatar src={row.avatar} size="small" className="app-approver-avatar" />
          {row.name}
          {row.role ? <span className="app-approver-role"> {row.role}</span> : null}
          {row.onBehalfOf ? (
            <div className="app-approver-behalf" data-testid="approver-on-behalf-of">
              {t('approvals.onBehalfOf', { name: row.onBehalfOf })}
            </div>
          ) : null}
          {row.escalatedFrom ? (
            <div className="app-approver-behalf" data-testid="approver-escalated-from">
              {t('approvals.escalatedFrom', { name: row.escalatedFrom })}
            </div>
          ) : null}
          {isPhone && row.comment ? <div className="app-pre-line">{row.comment}</div> : null}
          {isPhone && row.at ? <div className="app-approver-behalf">{time(row)}</div> : null}
        </span>
      ),
    },
    {
      key: 'status',
      title: t(`${titlePrefix}.status`),
      width: 110,
      render: (_, row) => (entryReached(requestStatus, row.status) ? renderStatus(row.status) : '–'),
    },
  ];
  if (!isPhone)
    columns.push(
      {
        key: 'comment',
        title: t(`${titlePrefix}.comment`),
        render: (_, row) => <span className="app-pre-line">{row.comment ?? ''}</span>,
      },
      { key: 'time', title: t(`${titlePrefix}.time`), render: (_, row) => time(row) },
    );
  return (
    <Table<ApproverRow>
      data-testid={testId}
      rowKey="level"
      size="small"
      pagination={false}
      dataSource={[...rows]}
      // No horizontal scroll: a long comment wraps, so the time stays visible in the narrow drawer.
      tableLayout="auto"
      columns={columns}
    />
  );
}
