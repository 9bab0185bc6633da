/**
 * /timesheets/remote: the administrators' list of every employee's remote-work requests
 * (GET /remote/manage) with a date range, status, employee and company / division / foot filters and
 * paging. Read-only; each start date opens the request's detail.
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DATE_FORMAT, PAGE_SIZES, REQUEST_STATUSES, WIRE_DATE_FORMAT } from '@staffhub/domain';
import { Alert, Button, Card, DatePicker, Empty, Form, Input, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { type RemoteItem, type RemoteManageFilters, useRemoteManage } from '../../api/remote';
import { PageHeading } from '../../app/components/PageHeading';
import { OrgFilterFields } from '../timesheets/admin/OrgFilterFields';
import { currentMonthRangeIn } from '../timesheets/dateRange';
import { employeeColumns, remoteColumns } from './components/columns';

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  company_code?: string;
  division_code?: string;
  foot_code?: string;
  employee_info?: string;
  status?: number;
}

function toFilters(values: FilterForm): RemoteManageFilters {
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

export default function RemoteManagePage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [form] = Form.useForm<FilterForm>();
  const defaults = useMemo<FilterForm>(() => {
    const range = currentMonthRangeIn(account.data?.company_time_zone);
    return { range: [dayjs(range.start_date), dayjs(range.end_date)] };
  }, [account.data?.company_time_zone]);

  const [filters, setFilters] = useState<RemoteManageFilters>(() => toFilters(defaults));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const query = useRemoteManage(filters, page, perPage);
  const result = query.data?.remoteRequests;

  // Administrators may read every request: the start date opens its detail.
  const columns = useMemo(
    () => [
      ...employeeColumns(t),
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
          onFinish={(values) => {
            setFilters(toFilters(values));
            setPage(1);
          }}
          className="app-filter-grid"
        >
          <Form.Item name="range" label={t('remote.filters.range')}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              className="app-full-width"
              data-testid="remote-manage-range"
            />
          </Form.Item>
          <OrgFilterFields />
          <Form.Item name="employee_info" label={t('remote.filters.employee')}>
            <Input allowClear placeholder={t('remote.filters.employeePlaceholder')} />
          </Form.Item>
          <Form.Item name="status" label={t('remote.filters.status')}>
            <Select
              allowClear
              placeholder={t('remote.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`remote.status.${s}`) }))}
              data-testid="remote-manage-status"
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

      <Card title={t('remote.manage.title')}>
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
        <Table<RemoteItem>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          sticky
          locale={{ emptyText: <Empty description={t('remote.manage.empty')} /> }}
          data-testid="remote-manage-table"
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
              } else setPage(nextPage);
            },
          }}
        />
      </Card>
    </>
  );
}
