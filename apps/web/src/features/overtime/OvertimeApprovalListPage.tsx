/**
 * /overtime-requests/approval: requests the signed-in approver handles (SPEC 2), with filters,
 * row selection and bulk approval (POST approve/list-request).
 */
import { CheckOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { PAGE_SIZES, REQUEST_STATUSES } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCommons } from '../../api/commons';
import { showSuccess } from '../../api/feedback';
import { messageForCode } from '../../api/http';
import {
  bulkApproveOvertime,
  type OvertimeApprovalFilters,
  type OvertimeItem,
  useInvalidateOvertime,
  useOvertimeApprovalList,
} from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import { MONTH_FORMAT } from '../timesheets/dateRange';
import { groupFailures } from './approvers';
import { overtimeColumns } from './components/columns';

/** approveStatus of the list: 1 waiting for me, 2 I approved, 3 I rejected. */
const APPROVE_STATUSES = [1, 2, 3] as const;

interface FilterForm {
  employee_info?: string;
  division_code?: string;
  status?: number;
  month?: Dayjs | null;
  approveStatus?: number;
}

const DEFAULT_FILTERS: FilterForm = { approveStatus: 1 };

function toFilters(values: FilterForm): OvertimeApprovalFilters {
  return {
    employee_info: values.employee_info?.trim() || undefined,
    division_code: values.division_code || undefined,
    status: values.status,
    month: values.month ? values.month.format(MONTH_FORMAT) : undefined,
    approveStatus: values.approveStatus,
  };
}

export default function OvertimeApprovalListPage() {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const commons = useCommons();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<OvertimeApprovalFilters>(() => toFilters(DEFAULT_FILTERS));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<number[]>([]);
  const query = useOvertimeApprovalList({ ...filters, sort_column: 'date', sort_by: 'desc' }, page, perPage);
  const result = query.data?.listOverTimeRequest;
  const invalidate = useInvalidateOvertime();

  const bulk = useMutation({
    mutationFn: (ids: number[]) => bulkApproveOvertime(ids),
    onSuccess: ({ approved, failed }) => {
      setSelected([]);
      if (failed.length === 0) {
        showSuccess(t('overtime.approval.bulkDone', { count: approved.length }));
        return;
      }
      notification.warning({
        title: t('overtime.approval.bulkDone', { count: approved.length }),
        placement: 'top',
        className: 'ot-bulk-result',
        description: (
          <div data-testid="ot-bulk-failures">
            <div>{t('overtime.approval.bulkFailed', { count: failed.length })}</div>
            <ul className="app-ot-failures">
              {groupFailures(failed).map(({ code, ids }) => (
                <li key={code}>
                  {t('overtime.approval.failureLine', {
                    ids: ids.map((id) => `#${id}`).join(', '),
                    message: messageForCode(code),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ),
      });
    },
    onSettled: () => void invalidate(),
  });

  const askBulk = () => {
    modal.confirm({
      title: t('overtime.approval.bulkConfirm', { count: selected.length }),
      content: t('common.confirm'),
      okText: t('overtime.approve.approve'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'ot-confirm-ok' } as never,
      onOk: async () => {
        try {
          await bulk.mutateAsync(selected);
        } catch {
          // Reported by the HTTP client (SPEC 8).
        }
      },
    });
  };

  const columns = useMemo(() => {
    const base = overtimeColumns(t, {
      dateCell: (item, text) => (
        <Link to={`/overtime-requests/approval/${item.over_time_request_id}`} className="app-num">
          {text}
        </Link>
      ),
    });
    base.unshift(
      {
        key: 'employee_code',
        title: t('overtime.columns.employeeCode'),
        width: 100,
        render: (_, item) => item.employee.employee_code,
      },
      {
        key: 'employee_name',
        title: t('overtime.columns.employeeName'),
        render: (_, item) => (
          <Link
            to={`/overtime-requests/approval/${item.over_time_request_id}`}
            data-testid={`ot-open-${item.over_time_request_id}`}
          >
            {item.employee.name}
          </Link>
        ),
      },
      {
        key: 'division',
        title: t('overtime.columns.division'),
        render: (_, item) => item.employee.division_name ?? '',
      },
    );
    return base;
  }, [t]);

  const reset = () => {
    form.resetFields();
    setFilters(toFilters(DEFAULT_FILTERS));
    setPage(1);
    setSelected([]);
  };

  return (
    <>
      <PageHeading
        extra={
          query.data ? (
            <Tag color="gold" data-testid="ot-waiting-total">
              {t('overtime.approval.waitingTotal', { count: query.data.totalOverTimeRequest })}
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
            setSelected([]);
          }}
        >
          <Form.Item name="employee_info" label={t('overtime.filters.employee')}>
            <Input allowClear placeholder={t('overtime.filters.employeePlaceholder')} />
          </Form.Item>
          <Form.Item name="division_code" label={t('overtime.filters.division')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('overtime.filters.all')}
              loading={commons.isPending}
              options={(commons.data?.divisions ?? []).map((d) => ({ value: d.code, label: d.name }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('overtime.filters.status')}>
            <Select
              allowClear
              placeholder={t('overtime.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`overtime.status.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="month" label={t('overtime.filters.month')}>
            <DatePicker picker="month" format="MM/YYYY" className="app-full-width" />
          </Form.Item>
          <Form.Item name="approveStatus" label={t('overtime.filters.approveStatus')}>
            <Select
              allowClear
              placeholder={t('overtime.filters.all')}
              data-testid="ot-filter-approve-status"
              options={APPROVE_STATUSES.map((s) => ({ value: s, label: t(`overtime.approveStatus.${s}`) }))}
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
        <div className="app-table-toolbar">
          <Space>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={selected.length === 0}
              loading={bulk.isPending}
              onClick={askBulk}
              data-testid="ot-bulk-approve"
            >
              {t('overtime.approval.bulkApprove')}
            </Button>
            {selected.length > 0 && (
              <span className="app-muted">{t('overtime.approval.selected', { count: selected.length })}</span>
            )}
          </Space>
        </div>
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
          loading={query.isFetching && !bulk.isPending}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('overtime.approval.empty')} /> }}
          data-testid="ot-approval-table"
          onRow={(item) => ({ 'data-testid': `ot-row-${item.over_time_request_id}` }) as never}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (item) =>
              ({
                disabled: item.status !== 1,
                'data-testid': `ot-select-${item.over_time_request_id}`,
              }) as never,
          }}
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
