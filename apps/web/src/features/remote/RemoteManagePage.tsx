import type { RemoteItem, RemoteManageFilters } from '@staffhub/domain';
import { Card, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoteManage } from '../../api/remote';
import { PageHeading } from '../../app/components/PageHeading';
import { whoColumns } from '../../requests/columns';
import { FilterCard } from '../approvals/list/FilterCard';
import { DateRangeField, EmployeeField, StatusField } from '../approvals/list/FilterFields';
import { type OrgFilterValues, orgFilter, rangeFilter } from '../approvals/list/filters';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { usePaging } from '../approvals/list/paging';
import { useMonthRangeDefaults } from '../approvals/list/useMonthRangeDefaults';
import { OrgFilterFields } from '../timesheets/admin/OrgFilterFields';
import { remoteColumns } from './components/columns';

interface FilterForm extends OrgFilterValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  status?: number;
}

function toFilters(values: FilterForm): RemoteManageFilters {
  return {
    ...rangeFilter(values.range),
    ...orgFilter(values),
    status: values.status ?? undefined,
  };
}

export default function RemoteManagePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const defaults = useMonthRangeDefaults();
  const { filters, page, perPage, applyFilters, pagination } = usePaging(() => toFilters(defaults));
  const query = useRemoteManage(filters, page, perPage);
  const result = query.data?.remoteRequests;

  // Administrators may read every request: the start date opens its detail.
  const columns = useMemo(
    () => [
      ...whoColumns<RemoteItem>(t, (item) => item.employee.name, { division: true }),
      ...remoteColumns(t, {
        dateCell: (item, text) => (
          <Link
            to={`/remote-request/detail/${item.id}`}
            className="app-num"
            data-testid={`remote-open-${item.id}`}
          >
            {text}
          </Link>
        ),
      }),
    ],
    [t],
  );

  return (
    <>
      <PageHeading />
      <FilterCard
        form={form}
        initialValues={defaults}
        onSearch={(values) => applyFilters(toFilters(values))}
        onReset={() => {
          form.setFieldsValue(defaults);
          applyFilters(toFilters(defaults));
        }}
      >
        <DateRangeField label={t('remote.filters.range')} testId="remote-manage-range" />
        <OrgFilterFields />
        <EmployeeField
          label={t('remote.filters.employee')}
          placeholder={t('remote.filters.employeePlaceholder')}
        />
        <StatusField
          label={t('remote.filters.status')}
          placeholder={t('remote.filters.all')}
          text={(s) => t(`remote.status.${s}`)}
          testId="remote-manage-status"
        />
      </FilterCard>

      <Card title={t('remote.manage.title')}>
        <LoadFailedAlert query={query} />
        <ListTable<RemoteItem>
          rowKey="id"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          sticky
          empty={t('remote.manage.empty')}
          data-testid="remote-manage-table"
          pagination={pagination(result)}
        />
      </Card>
    </>
  );
}
