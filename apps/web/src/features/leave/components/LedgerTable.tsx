/**
 * The leave ledger as a table (SPEC 3 "Balance"): when, what kind, the days added or removed, the
 * balance after the line, why, and by whom. Newest first, as the server pages it.
 */

import type { LedgerLineItem } from '@staffhub/domain';
import { Table, type TableColumnsType, type TablePaginationConfig, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Paginated } from '../../../api/timesheets';
import { TableEmpty } from '../../../app/components/TableEmpty';
import { formatDateTime } from '../../../lib/dates';
import { formatDays, formatSignedDays, LEAVE_BASE, ledgerReason } from '../rules';

const KIND_COLORS: Record<string, string> = {
  accrual: 'blue',
  deduction: 'red',
  restore: 'cyan',
  adjustment: 'purple',
};

export function LedgerKindTag({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={KIND_COLORS[kind]} className="app-status-tag">
      {t(`leave.ledger.kinds.${kind}`, { defaultValue: kind })}
    </Tag>
  );
}

function Reason({ line, link }: { line: LedgerLineItem; link: boolean }) {
  const { t } = useTranslation();
  const reason = ledgerReason(line);
  if ('text' in reason) return <span className="app-pre-line">{reason.text}</span>;
  const text = t(reason.key, reason.params);
  return link && line.request_id !== null ? (
    <Link to={`${LEAVE_BASE}/detail/${line.request_id}`}>{text}</Link>
  ) : (
    <span>{text}</span>
  );
}

interface Props {
  page: Paginated<LedgerLineItem> | undefined;
  loading: boolean;
  timeZone?: string;
  /** Everybody's ledger: the employee column, and an action per line (adjust). */
  showEmployee?: boolean;
  action?: (line: LedgerLineItem) => ReactNode;
  /** Lines of other people's requests are not mine to open. */
  linkRequests?: boolean;
  testId: string;
  pagination: TablePaginationConfig;
}

export function LedgerTable({
  page,
  loading,
  timeZone,
  showEmployee,
  action,
  linkRequests = true,
  testId,
  pagination,
}: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<LedgerLineItem> = [
    {
      key: 'date',
      title: t('leave.ledger.columns.date'),
      render: (_, line) => <span className="app-num">{formatDateTime(line.created_at, timeZone)}</span>,
    },
    ...(showEmployee
      ? [
          {
            key: 'employee',
            title: t('leave.ledger.columns.employee'),
            render: (_: unknown, line: LedgerLineItem) => line.employee_name,
          },
        ]
      : []),
    {
      key: 'kind',
      title: t('leave.ledger.columns.kind'),
      render: (_, line) => <LedgerKindTag kind={line.kind} />,
    },
    {
      key: 'days',
      title: t('leave.ledger.columns.days'),
      align: 'right',
      render: (_, line) => (
        <span className={`app-num ${line.days < 0 ? 'app-text-danger' : 'app-leave-plus'}`}>
          {formatSignedDays(line.days)}
        </span>
      ),
    },
    {
      key: 'balance',
      title: t('leave.ledger.columns.balance'),
      align: 'right',
      render: (_, line) => <strong className="app-num">{formatDays(line.balance_days)}</strong>,
    },
    {
      key: 'reason',
      title: t('leave.ledger.columns.reason'),
      render: (_, line) => <Reason line={line} link={linkRequests} />,
    },
    {
      key: 'by',
      title: t('leave.ledger.columns.by'),
      render: (_, line) =>
        line.created_by_name ?? <span className="app-muted-text">{t('leave.ledger.system')}</span>,
    },
    ...(action
      ? [
          {
            key: 'action',
            title: t('common.actions'),
            render: (_: unknown, line: LedgerLineItem) => action(line),
          },
        ]
      : []),
  ];
  return (
    <Table<LedgerLineItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={page?.data ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      locale={{ emptyText: <TableEmpty loading={loading} description={t('leave.ledger.empty')} /> }}
      pagination={pagination}
    />
  );
}
