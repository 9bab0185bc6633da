/**
 * /timesheets/overtime: the administrators' list of the overtime requests of all employees
 * (GET /timesheets/requests) with filters and paging. Read-only: an administrator cannot open
 * another employee's overtime detail, so the rows carry no links.
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DATE_FORMAT, PAGE_SIZES, REQUEST_STATUSES, WIRE_DATE_FORMAT } from '@staffhub/domain';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { type OvertimeItem, type TimesheetRequestFilters, useTimesheetRequests } from '../../../api/overtime';
import { PageHeading } from '../../../app/components/PageHeading';
import { overtimeColumns } from '../../overtime/components/columns';
import { currentMonthRangeIn } from '../dateRange';
import { OrgFilterFields } from './OrgFilterFields';

interface FilterForm {
  range: [Dayjs, Dayjs] | null;
  company_code?: string;
  division_code?: string;
  foot_code?: string;
  employee_info?: string;
  status?: number;
}

function toFilters(values: FilterForm): TimesheetRequestFilters {
  return {
    start_date: values.range?.[0]?.format(WIRE_DATE_FORMAT),
    end_date: values.range?.[1]?.format(WIRE_DATE_FORMAT),
    company_code: values.company_code || undefined,
    division_code: values.division_code || undefined,
    foot_code: values.foot_code || undefined,
    employee_info: values.employee_info?.trim() || undefined,
    status: values.status ?? undefined,
  };
}

export default function TimesheetRequestsPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [form] = Form.useForm<FilterForm>();
  const defaults = useMemo<FilterForm>(() => {
    const range = currentMonthRangeIn(account.data?.company_time_zone);
    return { range: [dayjs(range.start_date), dayjs(range.end_date)] };
  }, [account.data?.company_time_zone]);

  const [filters, setFilters] = useState<TimesheetRequestFilters>(() => toFilters(defaults));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);

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

  const search = (values: FilterForm) => {
    setFilters(toFilters(values));
    setPage(1);
  };
  const reset = () => {
    form.resetFields();
    form.setFieldsValue(defaults);
    setFilters(toFilters(defaults));
    setPage(1);
  };

  return (
    <>
      <PageHeading />
      <Card className="app-filter-card">
        <Form<FilterForm>
          form={form}
          layout="vertical"
          initialValues={defaults}
          onFinish={search}
          className="app-filter-grid"
        >
          <Form.Item name="range" label={t('timesheets.list.range')}>
            <DatePicker.RangePicker format={DATE_FORMAT} className="app-full-width" />
          </Form.Item>
          <OrgFilterFields />
          <Form.Item name="employee_info" label={t('timesheets.manage.employee')}>
            <Input allowClear placeholder={t('timesheets.manage.employeePlaceholder')} />
          </Form.Item>
          <Form.Item name="status" label={t('overtime.filters.status')}>
            <Select
              allowClear
              placeholder={t('overtime.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`overtime.status.${s}`) }))}
              data-testid="timesheet-requests-status"
            />
          </Form.Item>
          <Form.Item label=" " className="app-filter-actions">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button onClick={reset} icon={<ReloadOutlined />}>
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>

      <Card title={t('overtime.allEmployees.title')}>
        {query.isError && (
          <Alert
            type="error"
            showIcon
            title={t('common.loadFailed')}
            className="app-gap"
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
        <Table<OvertimeItem>
          rowKey="over_time_request_id"
          size="small"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          sticky
          locale={{ emptyText: <Empty description={t('overtime.allEmployees.empty')} /> }}
          data-testid="timesheet-requests-table"
          pagination={{
            current: result?.current_page ?? page,
            pageSize: result?.per_page ?? perPage,
            total: result?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total, [from, to]) => t('common.totalRange', { from, to, total }),
            onChange: (nextPage, nextSize) => {
              if (nextSize !== perPage) {
                setPerPage(nextSize);
                setPage(1);
              } else {
                setPage(nextPage);
              }
            },
          }}
        />
      </Card>
    </>
  );
}
