/**
 * The detail page's cards about the record's past and what hangs on the person: the change history
 * (who, when, what, each field before -> after) and the requests waiting on their decision.
 */
import { ArrowRightOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { useCommons } from '../../../api/commons';
import { type EmployeeChange, useEmployeeHistory, type WaitingRequest } from '../../../api/employees';
import { formatDateTime } from '../../../lib/dates';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { actionText, changeLines } from '../history';

/** One change: who and when, the action, and its fields. */
export function ChangeEntry({ change, timeZone }: { change: EmployeeChange; timeZone?: string | null }) {
  const { t } = useTranslation();
  const commons = useCommons();
  const lines = changeLines(t, change, commons.data);
  return (
    <li className="app-history-entry" data-testid={`employee-history-${change.id}`}>
      <div className="app-history-head">
        <Tag color="blue">{actionText(t, change.action)}</Tag>
        <Typography.Text strong>{change.actor?.name ?? t('employees.history.system')}</Typography.Text>
        <Typography.Text type="secondary" className="app-num">
          {formatDateTime(change.at, timeZone)}
        </Typography.Text>
      </div>
      {lines.length > 0 && (
        <ul className="app-history-lines">
          {lines.map((line) => (
            <li key={line.field}>
              <span className="app-history-field">{line.label}:</span>{' '}
              <span className="app-history-before">{line.before}</span>{' '}
              <ArrowRightOutlined aria-label={t('employees.history.becomes')} className="app-muted-icon" />{' '}
              <span className="app-history-after">{line.after}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function HistoryCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const account = useAccount();
  const history = useEmployeeHistory(id);
  const entries = history.data?.history ?? [];
  return (
    <Card
      title={t('employees.history.title')}
      size="small"
      loading={history.isPending}
      data-testid="employee-history"
    >
      <LoadFailedAlert query={history} />
      {history.data && entries.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('employees.history.empty')} />
      )}
      {entries.length > 0 && (
        <ol className="app-history">
          {entries.map((change) => (
            <ChangeEntry key={change.id} change={change} timeZone={account.data?.company_time_zone} />
          ))}
        </ol>
      )}
    </Card>
  );
}

/**
 * Pending requests on a record: those whose current step waits on this person (`waiting`: someone
 * else must decide them if they leave), or the person's own (`own`: still open after a resignation).
 */
export function PendingCard({
  mode,
  rows,
  isLeaving,
}: {
  mode: 'waiting' | 'own';
  rows: WaitingRequest[];
  isLeaving: boolean;
}) {
  const { t } = useTranslation();
  const account = useAccount();
  if (rows.length === 0) return null;
  const waiting = mode === 'waiting';
  return (
    <Card
      title={t(waiting ? 'employees.waiting.title' : 'employees.pendingOwn.title')}
      size="small"
      data-testid={waiting ? 'employee-waiting' : 'employee-pending-own'}
    >
      <Alert
        type={waiting ? 'warning' : 'info'}
        showIcon
        title={t(
          waiting
            ? isLeaving
              ? 'employees.waiting.warning'
              : 'employees.waiting.note'
            : 'employees.pendingOwn.note',
          { n: rows.length },
        )}
        className="app-gap"
        data-testid={waiting ? 'employee-waiting-warning' : undefined}
      />
      <Table<WaitingRequest>
        size="small"
        rowKey={(w) => `${w.kind}-${w.id}`}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'kind',
            title: t('employees.waiting.kind'),
            render: (_, w) => t(`employees.waiting.kinds.${w.kind}`, { defaultValue: w.kind }),
          },
          {
            key: 'id',
            title: t('employees.waiting.id'),
            render: (_, w) => <span className="app-num">#{w.id}</span>,
          },
          waiting
            ? {
                key: 'requester',
                title: t('employees.waiting.requester'),
                render: (_, w) => w.requester.name,
              }
            : {
                key: 'approver',
                title: t('employees.pendingOwn.approver'),
                render: (_, w) => w.approver?.name ?? t('employees.pendingOwn.anyAssignee'),
              },
          {
            key: 'created',
            title: t('employees.waiting.created'),
            render: (_, w) => (
              <span className="app-num">{formatDateTime(w.created_at, account.data?.company_time_zone)}</span>
            ),
          },
        ]}
      />
    </Card>
  );
}
