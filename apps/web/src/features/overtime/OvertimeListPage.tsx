/** /overtime-requests: the signed-in employee's own overtime requests (SPEC 2, SPEC 7). */
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { PAGE_SIZES, REQUEST_STATUSES } from '@staffhub/domain';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Select, Space, Table, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSuccess } from '../../api/feedback';
import {
  type OvertimeItem,
  type OvertimeListFilters,
  useDeleteOvertime,
  useOvertimeList,
} from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import { MONTH_FORMAT } from '../timesheets/dateRange';
import { formatWorkDate } from '../timesheets/format';
import { overtimeColumns } from './components/columns';
import { EditOvertimeModal } from './components/EditOvertimeModal';

interface FilterForm {
  month?: Dayjs | null;
  status?: number;
}

function toFilters(values: FilterForm): OvertimeListFilters {
  return { month: values.month ? values.month.format(MONTH_FORMAT) : undefined, status: values.status };
}

export default function OvertimeListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<OvertimeListFilters>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [editing, setEditing] = useState<number | null>(null);
  const query = useOvertimeList({ ...filters, sort_column: 'date', sort_by: 'desc' }, page, perPage);
  const result = query.data?.overTimeRequests;
  const remove = useDeleteOvertime();

  const askDelete = (item: OvertimeItem) => {
    modal.confirm({
      title: t('overtime.list.deleteTitle'),
      content: t('overtime.list.deleteConfirm', { date: formatWorkDate(item.date) }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'ot-delete-ok' } as never,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(item.over_time_request_id);
          showSuccess(t('common.deleted'));
        } catch {
          // Reported by the HTTP client (SPEC 8).
        }
      },
    });
  };

  const columns = (() => {
    const base = overtimeColumns(t);
    base.push({
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      width: 130,
      render: (_, item) => {
        const id = item.over_time_request_id;
        return (
          <Space size={4}>
            <Tooltip title={t('overtime.list.detail')}>
              <Link to={`/overtime-requests/detail/${id}`} data-testid={`ot-row-detail-${id}`}>
                <Button size="small" icon={<EyeOutlined />} aria-label={t('overtime.list.detail')} />
              </Link>
            </Tooltip>
            {item.can_edit && (
              <Tooltip title={t('common.edit')}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('common.edit')}
                  onClick={() => setEditing(id)}
                  data-testid={`ot-row-edit-${id}`}
                />
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
                  data-testid={`ot-row-delete-${id}`}
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    });
    return base;
  })();

  return (
    <>
      <PageHeading
        extra={
          <Link to="/overtime-requests/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="ot-register">
              {t('overtime.list.register')}
            </Button>
          </Link>
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
          <Form.Item name="month" label={t('overtime.filters.month')}>
            <DatePicker
              picker="month"
              format="MM/YYYY"
              className="app-full-width"
              data-testid="ot-filter-month"
            />
          </Form.Item>
          <Form.Item name="status" label={t('overtime.filters.status')}>
            <Select
              allowClear
              placeholder={t('overtime.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`overtime.status.${s}`) }))}
              data-testid="ot-filter-status"
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
        <Table<OvertimeItem>
          rowKey="over_time_request_id"
          size="small"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('overtime.list.empty')} /> }}
          data-testid="ot-table"
          onRow={(item) => ({ 'data-testid': `ot-row-${item.over_time_request_id}` }) as never}
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
      <EditOvertimeModal id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
