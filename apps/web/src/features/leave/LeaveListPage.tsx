/**
 * /sabbatical-leave-request: my leave requests (SPEC 2) with my balance above them, filters by
 * period, status and type, and details / edit / delete while the server allows them.
 */
import { BarChartOutlined, CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import { LEAVE_TYPES, REQUEST_STATUSES } from '@staffhub/domain';
import { Button, Card, Form, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import {
  type LeaveItem,
  type LeaveListFilters,
  useDeleteLeave,
  useLeaveBalance,
  useLeaveList,
} from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
import { FilterCard } from '../approvals/list/FilterCard';
import { ChoiceField, DateRangeField, StatusField } from '../approvals/list/FilterFields';
import { rangeFilter } from '../approvals/list/filters';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { usePaging } from '../approvals/list/paging';
import {
  actionsColumn,
  DeleteAction,
  DetailAction,
  EditAction,
  useConfirmDelete,
} from '../approvals/list/RowActions';
import { formatWorkDate } from '../timesheets/format';
import { BalanceStrip } from './components/BalanceStrip';
import { leaveColumns } from './components/columns';
import './leave.css';
import { LEAVE_BASE } from './rules';

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  status?: number;
  type_reason?: number;
}

function toFilters(values: FilterForm): LeaveListFilters {
  return {
    ...rangeFilter(values.range),
    status: values.status ?? undefined,
    type_reason: values.type_reason ?? undefined,
  };
}

export default function LeaveListPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [form] = Form.useForm<FilterForm>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging<LeaveListFilters>({});
  const query = useLeaveList({ ...filters, sort_column: 'start_date', sort_by: 'desc' }, page, perPage);
  const balance = useLeaveBalance();
  const result = query.data?.sabbaticalLeaveRequests;
  const remove = useDeleteLeave();
  const confirmDelete = useConfirmDelete();
  const timeZone = account.data?.company_time_zone;

  const columns = useMemo(
    () => [
      ...leaveColumns(t, { timeZone }),
      actionsColumn<LeaveItem>(t('common.actions'), 104, (item) => {
        const id = item.sabbatical_request_id;
        return (
          <Space size={4}>
            <DetailAction
              title={t('leave.list.detail')}
              to={`${LEAVE_BASE}/detail/${id}`}
              testId={`leave-row-detail-${id}`}
            />
            {item.can_edit && (
              <EditAction to={`${LEAVE_BASE}/update/${id}`} testId={`leave-row-edit-${id}`} />
            )}
            {item.can_delete && (
              <DeleteAction
                onClick={() =>
                  confirmDelete({
                    title: t('leave.list.deleteTitle'),
                    content: t('leave.list.deleteConfirm', {
                      start: formatWorkDate(item.start_date),
                      end: formatWorkDate(item.end_date),
                    }),
                    okTestId: 'leave-delete-ok',
                    remove: () => remove.mutateAsync(id),
                  })
                }
                testId={`leave-row-delete-${id}`}
              />
            )}
          </Space>
        );
      }),
    ],
    [t, confirmDelete, remove, timeZone],
  );

  const counts = query.data?.listSabbaticalRequest;

  return (
    <>
      <PageHeading
        extra={
          <Space wrap>
            <Link to={`${LEAVE_BASE}/calendar`}>
              <Button icon={<CalendarOutlined />}>{t('leave.list.calendar')}</Button>
            </Link>
            <Link to={`${LEAVE_BASE}/statistical`}>
              <Button icon={<BarChartOutlined />}>{t('leave.list.statistics')}</Button>
            </Link>
            <Link to={`${LEAVE_BASE}/create`}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="leave-register">
                {t('leave.list.register')}
              </Button>
            </Link>
          </Space>
        }
      />
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
      <FilterCard
        form={form}
        onSearch={(values) => applyFilters(toFilters(values))}
        onReset={() => applyFilters({})}
      >
        <DateRangeField label={t('leave.filters.range')} testId="leave-filter-range" />
        <StatusField
          label={t('leave.filters.status')}
          placeholder={t('leave.filters.all')}
          text={(s) => t(`leave.status.${s}`)}
          testId="leave-filter-status"
        />
        <ChoiceField
          name="type_reason"
          label={t('leave.filters.type')}
          placeholder={t('leave.filters.all')}
          values={LEAVE_TYPES}
          text={(s) => t(`leave.types.${s}`)}
          testId="leave-filter-type"
        />
      </FilterCard>
      <Card>
        <LoadFailedAlert query={query} />
        <ListTable<LeaveItem>
          rowKey="sabbatical_request_id"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          empty={t('leave.list.empty')}
          data-testid="leave-table"
          rowTestId={(item) => `leave-row-${item.sabbatical_request_id}`}
          pagination={pagination(result)}
        />
      </Card>
    </>
  );
}
