import type { OvertimeItem, TimesheetRequestFilters } from '@staffhub/domain';
import { Card, Form, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimesheetRequests } from '../../../api/overtime';
import { PageHeading } from '../../../app/components/PageHeading';
import { FilterCard } from '../../approvals/list/FilterCard';
import { DateRangeField, EmployeeField, StatusField } from '../../approvals/list/FilterFields';
import { type OrgFilterValues, orgFilter, rangeFilter } from '../../approvals/list/filters';
import { ListTable } from '../../approvals/list/ListTable';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { usePaging } from '../../approvals/list/paging';
import { useMonthRangeDefaults } from '../../approvals/list/useMonthRangeDefaults';
import { overtimeColumns } from '../../overtime/components/columns';
import { OrgFilterFields } from './OrgFilterFields';

interface FilterForm extends OrgFilterValues {
  range: [Dayjs, Dayjs] | null;
  status?: number;
}

function toFilters(values: FilterForm): TimesheetRequestFilters {
  return {
    ...rangeFilter(values.range),
    ...orgFilter(values),
    status: values.status ?? undefined,
  };
}

export default function TimesheetRequestsPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const defaults = useMonthRangeDefaults();
  const { filters, page, perPage, applyFilters, pagination } = usePaging(() => toFilters(defaults));

  const query = useTimesheetRequests(filters, page, perPage);
  const result = query.data?.timeSheetRequests;

  const columns = useMemo<TableColumnsType<OvertimeItem>>(
    () => [
      {
        key: 'employee_code',
        title: t('overtime.columns.employeeCode'),
        width: 120,
        fixed: 'left',
        render: (_, item) => <span className="app-num">{item.employee.employee_code}</span>,
      },
      {
        key: 'employee_name',
        title: t('overtime.columns.employeeName'),
        width: 160,
        render: (_, item) => item.employee.name,
      },
      ...overtimeColumns(t),
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
        <DateRangeField label={t('timesheets.list.range')} allowEmpty={false} />
        <OrgFilterFields />
        <EmployeeField
          label={t('timesheets.manage.employee')}
          placeholder={t('timesheets.manage.employeePlaceholder')}
        />
        <StatusField
          label={t('overtime.filters.status')}
          placeholder={t('overtime.filters.all')}
          text={(s) => t(`overtime.status.${s}`)}
          testId="timesheet-requests-status"
        />
      </FilterCard>

      <Card title={t('overtime.allEmployees.title')}>
        <LoadFailedAlert query={query} />
        <ListTable<OvertimeItem>
          rowKey="over_time_request_id"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          sticky
          empty={t('overtime.allEmployees.empty')}
          data-testid="timesheet-requests-table"
          pagination={pagination(result)}
        />
      </Card>
    </>
  );
}
