/**
 * /sabbatical-leave-request/approval: the leave requests the signed-in approver handles (SPEC 2),
 * waiting for me by default, with filters, row selection and bulk approval.
 */
import { CheckOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DATE_FORMAT, LEAVE_REASONS, PAGE_SIZES, REQUEST_STATUSES, WIRE_DATE_FORMAT } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { useCommons } from '../../api/commons';
import { showSuccess } from '../../api/feedback';
import { messageForCode } from '../../api/http';
import {
  bulkApproveLeave,
  type LeaveApprovalFilters,
  type LeaveItem,
  useInvalidateLeave,
  useLeaveApprovalList,
} from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
import { groupFailures } from '../overtime/approvers';
import { employeeColumns, leaveColumns } from './components/columns';
import './leave.css';
import { LEAVE_BASE } from './rules';

/** approveStatus of the list: 1 waiting for me, 2 I approved, 3 I rejected. */
const APPROVE_STATUSES = [1, 2, 3] as const;

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  employee_info?: string;
  division_code?: string;
  reason?: string;
  status?: number;
  approveStatus?: number;
}

const DEFAULT_FILTERS: FilterForm = { approveStatus: 1 };

function toFilters(values: FilterForm): LeaveApprovalFilters {
  return {
    start_date: values.range?.[0]?.format(WIRE_DATE_FORMAT),
    end_date: values.range?.[1]?.format(WIRE_DATE_FORMAT),
    employee_info: values.employee_info?.trim() || undefined,
    division_code: values.division_code || undefined,
    reason: values.reason || undefined,
    status: values.status ?? undefined,
    approveStatus: values.approveStatus ?? undefined,
  };
}

export default function LeaveApprovalListPage() {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const account = useAccount();
  const commons = useCommons();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<LeaveApprovalFilters>(() => toFilters(DEFAULT_FILTERS));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<number[]>([]);
  const query = useLeaveApprovalList(
    { ...filters, sort_column: 'start_date', sort_by: 'asc' },
    page,
    perPage,
  );
  const result = query.data?.sabbaticalLeaveRequests;
  const invalidate = useInvalidateLeave();
  const timeZone = account.data?.company_time_zone;

  const bulk = useMutation({
    mutationFn: (ids: number[]) => bulkApproveLeave(ids),
    onSuccess: ({ approved, failed }) => {
      setSelected([]);
      if (failed.length === 0) {
        showSuccess(t('leave.approval.bulkDone', { count: approved.length }));
        return;
      }
      notification.warning({
        title: t('leave.approval.bulkDone', { count: approved.length }),
        placement: 'top',
        description: (
          <div data-testid="leave-bulk-failures">
            <div>{t('leave.approval.bulkFailed', { count: failed.length })}</div>
            <ul className="app-ot-failures">
              {groupFailures(failed).map(({ code, ids }) => (
                <li key={code}>
                  {t('leave.approval.failureLine', {
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
      title: t('leave.approval.bulkConfirm', { count: selected.length }),
      content: t('common.confirm'),
      okText: t('leave.approve.approve'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'leave-bulk-ok' } as never,
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
    const open = (item: LeaveItem) => `${LEAVE_BASE}/approval/${item.sabbatical_request_id}`;
    return [
      ...employeeColumns(t, {
        nameCell: (item) => (
          <Link to={open(item)} data-testid={`leave-open-${item.sabbatical_request_id}`}>
            {item.employee.name}
          </Link>
        ),
      }),
      ...leaveColumns(t, {
        timeZone,
        // The approver reads the period first; the creation date is on the request itself.
        showCreated: false,
        startCell: (item, content) => <Link to={open(item)}>{content}</Link>,
      }),
    ];
  }, [t, timeZone]);

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
            <Tag color="gold" data-testid="leave-waiting-total">
              {t('leave.approval.waitingTotal', { count: query.data.countSabbaticalRequest })}
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
          <Form.Item name="range" label={t('leave.filters.range')}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              className="app-full-width"
              data-testid="leave-approval-range"
            />
          </Form.Item>
          <Form.Item name="employee_info" label={t('leave.filters.employee')}>
            <Input allowClear placeholder={t('leave.filters.employeePlaceholder')} />
          </Form.Item>
          <Form.Item name="division_code" label={t('leave.filters.division')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('leave.filters.all')}
              loading={commons.isPending}
              options={(commons.data?.divisions ?? []).map((d) => ({ value: d.code, label: d.name }))}
            />
          </Form.Item>
          <Form.Item name="reason" label={t('leave.filters.reason')}>
            <Select
              allowClear
              placeholder={t('leave.filters.all')}
              options={LEAVE_REASONS.map((r) => ({ value: r, label: t(`leave.reasons.${r}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('leave.filters.status')}>
            <Select
              allowClear
              placeholder={t('leave.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`leave.status.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="approveStatus" label={t('leave.filters.approveStatus')}>
            <Select
              allowClear
              placeholder={t('leave.filters.all')}
              data-testid="leave-filter-approve-status"
              options={APPROVE_STATUSES.map((s) => ({ value: s, label: t(`leave.approveStatus.${s}`) }))}
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
              data-testid="leave-bulk-approve"
            >
              {t('leave.approval.bulkApprove')}
            </Button>
            {selected.length > 0 && (
              <span className="app-muted">{t('leave.approval.selected', { count: selected.length })}</span>
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
        <Table<LeaveItem>
          rowKey="sabbatical_request_id"
          size="small"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching && !bulk.isPending}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('leave.approval.empty')} /> }}
          data-testid="leave-approval-table"
          onRow={(item) => ({ 'data-testid': `leave-row-${item.sabbatical_request_id}` }) as never}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (item) =>
              ({
                disabled: item.status !== 1,
                'data-testid': `leave-select-${item.sabbatical_request_id}`,
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
