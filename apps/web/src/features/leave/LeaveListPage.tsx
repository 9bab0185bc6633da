/**
 * /sabbatical-leave-request: my leave requests (SPEC 2) with my balance above them, filters by
 * period, status and type, and details / edit / delete while the server allows them.
 */
import {
  BarChartOutlined,
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { DATE_FORMAT, LEAVE_TYPES, PAGE_SIZES, REQUEST_STATUSES, WIRE_DATE_FORMAT } from '@staffhub/domain';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import { showSuccess } from '../../api/feedback';
import {
  type LeaveItem,
  type LeaveListFilters,
  useDeleteLeave,
  useLeaveBalance,
  useLeaveList,
} from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
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
    start_date: values.range?.[0]?.format(WIRE_DATE_FORMAT),
    end_date: values.range?.[1]?.format(WIRE_DATE_FORMAT),
    status: values.status ?? undefined,
    type_reason: values.type_reason ?? undefined,
  };
}

export default function LeaveListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const account = useAccount();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<LeaveListFilters>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const query = useLeaveList({ ...filters, sort_column: 'start_date', sort_by: 'desc' }, page, perPage);
  const balance = useLeaveBalance();
  const result = query.data?.sabbaticalLeaveRequests;
  const remove = useDeleteLeave();
  const timeZone = account.data?.company_time_zone;

  const columns = useMemo(() => {
    const askDelete = (item: LeaveItem) => {
      modal.confirm({
        title: t('leave.list.deleteTitle'),
        content: t('leave.list.deleteConfirm', {
          start: formatWorkDate(item.start_date),
          end: formatWorkDate(item.end_date),
        }),
        okText: t('common.delete'),
        okButtonProps: { danger: true, 'data-testid': 'leave-delete-ok' } as never,
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await remove.mutateAsync(item.sabbatical_request_id);
            showSuccess(t('common.deleted'));
          } catch {
            // Reported by the HTTP client (SPEC 8).
          }
        },
      });
    };
    const base = leaveColumns(t, { timeZone });
    base.push({
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      width: 104,
      render: (_, item) => {
        const id = item.sabbatical_request_id;
        return (
          <Space size={4}>
            <Tooltip title={t('leave.list.detail')}>
              <Link to={`${LEAVE_BASE}/detail/${id}`} data-testid={`leave-row-detail-${id}`}>
                <Button size="small" icon={<EyeOutlined />} aria-label={t('leave.list.detail')} />
              </Link>
            </Tooltip>
            {item.can_edit && (
              <Tooltip title={t('common.edit')}>
                <Link to={`${LEAVE_BASE}/update/${id}`} data-testid={`leave-row-edit-${id}`}>
                  <Button size="small" icon={<EditOutlined />} aria-label={t('common.edit')} />
                </Link>
              </Tooltip>
            )}
            {item.can_delete && (
              <Tooltip title={t('common.delete')}>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('common.delete')}
                  onClick={() => askDelete(item)}
                  data-testid={`leave-row-delete-${id}`}
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    });
    return base;
  }, [t, modal, remove, timeZone]);

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
      <Card className="app-filter-card">
        <Form<FilterForm>
          form={form}
          layout="vertical"
          className="app-filter-grid"
          onFinish={(values) => {
            setFilters(toFilters(values));
            setPage(1);
          }}
        >
          <Form.Item name="range" label={t('leave.filters.range')}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              className="app-full-width"
              data-testid="leave-filter-range"
            />
          </Form.Item>
          <Form.Item name="status" label={t('leave.filters.status')}>
            <Select
              allowClear
              placeholder={t('leave.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`leave.status.${s}`) }))}
              data-testid="leave-filter-status"
            />
          </Form.Item>
          <Form.Item name="type_reason" label={t('leave.filters.type')}>
            <Select
              allowClear
              placeholder={t('leave.filters.all')}
              options={LEAVE_TYPES.map((s) => ({ value: s, label: t(`leave.types.${s}`) }))}
              data-testid="leave-filter-type"
            />
          </Form.Item>
          <Form.Item label=" " className="app-filter-actions">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  setFilters({});
                  setPage(1);
                }}
              >
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
        <Table<LeaveItem>
          rowKey="sabbatical_request_id"
          size="small"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('leave.list.empty')} /> }}
          data-testid="leave-table"
          onRow={(item) => ({ 'data-testid': `leave-row-${item.sabbatical_request_id}` }) as never}
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
