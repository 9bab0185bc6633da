/**
 * /remote-request/approval: the remote requests the signed-in approver handles (SPEC 2,
 * GET /remote/approval), filtered by employee, my decision (1 waiting for me, 2 approved by me,
 * 3 rejected by me), dates and status. Each row opens the approval view.
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DATE_FORMAT, PAGE_SIZES, REQUEST_STATUSES, WIRE_DATE_FORMAT } from '@staffhub/domain';
import { Alert, Button, Card, DatePicker, Empty, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RemoteApprovalFilters, type RemoteItem, useRemoteApprovalList } from '../../api/remote';
import { PageHeading } from '../../app/components/PageHeading';
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
    start_date: values.range?.[0]?.format(WIRE_DATE_FORMAT),
    end_date: values.range?.[1]?.format(WIRE_DATE_FORMAT),
    status: values.status ?? undefined,
  };
}

const approvalPath = (item: RemoteItem) => `/remote-request/approval/${item.id}`;

export default function RemoteApprovalListPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<RemoteApprovalFilters>(() => toFilters(DEFAULT_FILTERS));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
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

  const reset = () => {
    form.resetFields();
    setFilters(toFilters(DEFAULT_FILTERS));
    setPage(1);
  };

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
      <Card className="app-filter-card">
        <Form<FilterForm>
          form={form}
          layout="vertical"
          className="app-filter-grid"
          initialValues={DEFAULT_FILTERS}
          onFinish={(values) => {
            setFilters(toFilters(values));
            setPage(1);
          }}
        >
          <Form.Item name="employee_info" label={t('remote.filters.employee')}>
            <Input allowClear placeholder={t('remote.filters.employeePlaceholder')} />
          </Form.Item>
          <Form.Item name="approveStatus" label={t('remote.filters.approveStatus')}>
            <Select
              allowClear
              placeholder={t('remote.filters.all')}
              data-testid="remote-filter-approve-status"
              options={APPROVE_STATUSES.map((s) => ({ value: s, label: t(`remote.approveStatus.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('remote.filters.range')}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              className="app-full-width"
            />
          </Form.Item>
          <Form.Item name="status" label={t('remote.filters.status')}>
            <Select
              allowClear
              placeholder={t('remote.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`remote.status.${s}`) }))}
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
      <Card>
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
          locale={{ emptyText: <Empty description={t('remote.approval.empty')} /> }}
          data-testid="remote-approval-table"
          onRow={(item) => ({ 'data-testid': `remote-row-${item.id}` }) as never}
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
