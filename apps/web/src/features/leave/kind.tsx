/**
 * Sabbatical leave as a request kind: what the generic request pages show and send (SPEC 2, SPEC 7).
 * My list shows my balance and my requests' counts by status above the table.
 */
import { BarChartOutlined, CalendarOutlined } from '@ant-design/icons';
import {
  LEAVE_REASONS,
  LEAVE_TYPES,
  REASON_MAX_LENGTH,
  REQUEST_STATUSES,
  ZApproveInput,
} from '@staffhub/domain';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type LeaveTypes, leaveApi, useLeaveBalance } from '../../api/leave';
import { approveOrReject } from '../../requests/Decision';
import { requestKind } from '../../requests/kind';
import { formScreens } from '../../requests/RequestForms';
import { canEdit } from '../../requests/rules';
import { formatWorkDate } from '../timesheets/format';
import { BalanceStrip } from './components/BalanceStrip';
import { leaveColumns } from './components/columns';
import { leaveDetail } from './components/detail';
import { leaveForm } from './form';
import './leave.css';
import { LEAVE_BASE as base } from './rules';

/** My balance, with my requests' counts by status. */
function BalanceAndCounts({ list }: { list: LeaveTypes['list'] | undefined }) {
  const { t } = useTranslation();
  const balance = useLeaveBalance();
  const counts = list?.listSabbaticalRequest;
  return (
    <BalanceStrip
      balance={balance.data}
      loading={balance.isPending}
      extra={
        counts ? (
          <Space size={4} wrap data-testid="leave-status-counts">
            {REQUEST_STATUSES.map((s) => (
              <Tag key={s} className="app-status-tag">
                {t(`leave.status.${s}`)}:{' '}
                <span className="app-num">{counts[String(s) as '1' | '2' | '3'] ?? 0}</span>
              </Tag>
            ))}
          </Space>
        ) : null
      }
    />
  );
}

function CalendarAndStatistics() {
  const { t } = useTranslation();
  return (
    <>
      <Link to={`${base}/calendar`}>
        <Button icon={<CalendarOutlined />}>{t('leave.list.calendar')}</Button>
      </Link>
      <Link to={`${base}/statistical`}>
        <Button icon={<BarChartOutlined />}>{t('leave.list.statistics')}</Button>
      </Link>
    </>
  );
}

export const leaveKind = requestKind<LeaveTypes>({
  area: 'leave',
  testId: 'leave',
  client: leaveApi,
  base,
  updatePage: true,
  rowKey: 'sabbatical_request_id',
  envelope: 'sabbaticalLeaveRequest',
  approversOf: (item) => item.approvers,
  lists: {
    mine: 'sabbaticalLeaveRequests',
    approval: 'sabbaticalLeaveRequests',
    waiting: 'countSabbaticalRequest',
  },
  columns: leaveColumns,
  who: { division: true },
  sort: { sort_column: 'start_date', sort_by: 'desc' },
  // The approver reads the earliest leave first.
  approvalSort: { sort_column: 'start_date', sort_by: 'asc' },
  filters: {
    mine: ['range', 'status', 'type'],
    approval: ['range', 'employee', 'division', 'reason', 'status', 'approveStatus'],
    extra: {
      type: {
        field: 'type_reason',
        label: 'leave.filters.type',
        values: LEAVE_TYPES,
        text: (v) => `leave.types.${v}`,
      },
      reason: {
        field: 'reason',
        label: 'leave.filters.reason',
        values: LEAVE_REASONS,
        text: (v) => `leave.reasons.${v}`,
      },
    },
  },
  listExtra: (list) => <BalanceAndCounts list={list} />,
  headingExtra: <CalendarAndStatistics />,
  deleteText: (t, item) =>
    t('leave.list.deleteConfirm', {
      start: formatWorkDate(item.start_date),
      end: formatWorkDate(item.end_date),
    }),
  detail: leaveDetail,
  canEdit,
  form: formScreens(leaveForm),
  decision: {
    field: 'comment',
    maxLength: REASON_MAX_LENGTH,
    placeholder: 'leave.approve.notePlaceholder',
    schema: ZApproveInput,
    choices: () => approveOrReject('leave', 'leave', 'leave'),
    body: (status, note) => ({ status, comment: note || null }),
  },
});
