import { Card, Form, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RemoteApprovalFilters, type RemoteItem, useRemoteApprovalList } from '../../api/remote';
import { PageHeading } from '../../app/components/PageHeading';
import { FilterCard } from '../approvals/list/FilterCard';
import { ChoiceField, DateRangeField, EmployeeField, StatusField } from '../approvals/list/FilterFields';
import { rangeFilter } from '../approvals/list/filters';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { usePaging } from '../approvals/list/paging';
import { employeeColumns, remoteColumns } from './components/columns';

/** approveStatus of the list: 1 waiting for me, 2 approved by me, 3 rejected by me. */
const APPROVE_STATUSES = [1, 2, 3] as const;

interface FilterForm {
  employee_info?: string;
  approveStatus?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
  status?: number;
}

const DEFAULT_FILTERS: FilterForm = { approveStatus: 1 };

function toFilters(values: FilterForm): RemoteApprovalFilters {
  return {
    employee_info: values.employee_info?.trim() || undefined,
    approveStatus: values.approveStatus ?? undefined,
    ...rangeFilter(values.range),
    status: values.status ?? undefined,
  };
}

const approvalPath = (item: RemoteItem) => `/remote-request/approval/${item.id}`;

export default function RemoteApprovalListPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging(() => toFilters(DEFAULT_FILTERS));
  const query = useRemoteApprovalList(filters, page, perPage);
  const result = query.data?.remoteRequests;

  const columns = useMemo(
    () => [
      ...employeeColumns(t, {
        nameCell: (item) => (
          <Link to={approvalPath(item)} data-testid={`remote-open-${item.id}`}>
            {item.employee.name}
          </Link>
        ),
      }),
      ...remoteColumns(t, {
        dateCell: (item, text) => (
          <Link to={approvalPath(item)} className="app-num">
            {text}
          </Link>
        ),
      }),
    ],
    [t],
  );

  return (
    <>
      <PageHeading
        extra={
          query.data ? (
            <Tag color="gold" data-testid="remote-waiting-total">
              {t('remote.approval.waitingTotal', { count: query.data.countRemoteRequest })}
            </Tag>
          ) : null
        }
      />
      <FilterCard
        form={form}
        initialValues={DEFAULT_FILTERS}
        onSearch={(values) => applyFilters(toFilters(values))}
        onReset={() => applyFilters(toFilters(DEFAULT_FILTERS))}
      >
        <EmployeeField
          label={t('remote.filters.employee')}
          placeholder={t('remote.filters.employeePlaceholder')}
        />
        <ChoiceField
          name="approveStatus"
          label={t('remote.filters.approveStatus')}
          placeholder={t('remote.filters.all')}
          values={APPROVE_STATUSES}
          text={(s) => t(`remote.approveStatus.${s}`)}
          testId="remote-filter-approve-status"
        />
        <DateRangeField label={t('remote.filters.range')} />
        <StatusField
          label={t('remote.filters.status')}
          placeholder={t('remote.filters.all')}
          text={(s) => t(`remote.status.${s}`)}
        />
      </FilterCard>
      <Card>
        <LoadFailedAlert query={query} />
        <ListTable<RemoteItem>
          rowKey="id"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          empty={t('remote.approval.empty')}
          data-testid="remote-approval-table"
          rowTestId={(item) => `remote-row-${item.id}`}
          pagination={pagination(result)}
        />
      </Card>
    </>
  );
}
