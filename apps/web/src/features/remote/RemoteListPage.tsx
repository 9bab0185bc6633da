/** /remote-request: the signed-in employee's own remote-work requests (SPEC 2, GET /remote). */
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { DATE_FORMAT, PAGE_SIZES, REQUEST_STATUSES, WIRE_DATE_FORMAT } from '@staffhub/domain';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Select, Space, Table, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSuccess } from '../../api/feedback';
import { type RemoteItem, type RemoteListFilters, useDeleteRemote, useRemoteList } from '../../api/remote';
import { PageHeading } from '../../app/components/PageHeading';
import { formatWorkDate } from '../timesheets/format';
import { remoteColumns } from './components/columns';
import { EditRemoteModal } from './components/EditRemoteModal';

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  status?: number;
}

function toFilters(values: FilterForm): RemoteListFilters {
  return {
    start_date: values.range?.[0]?.format(WIRE_DATE_FORMAT),
    end_date: values.range?.[1]?.format(WIRE_DATE_FORMAT),
    status: values.status ?? undefined,
  };
}

export default function RemoteListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<RemoteListFilters>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [editing, setEditing] = useState<number | null>(null);
  const query = useRemoteList(filters, page, perPage);
  const result = query.data?.remoteRequests;
  const remove = useDeleteRemote();

  const columns = useMemo(() => {
    const askDelete = (item: RemoteItem) => {
      modal.confirm({
        title: t('remote.list.deleteTitle'),
        content: t('remote.list.deleteConfirm', {
          start: formatWorkDate(item.start_date),
          end: formatWorkDate(item.end_date),
        }),
        okText: t('common.delete'),
        okButtonProps: { danger: true, 'data-testid': 'remote-delete-ok' } as never,
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await remove.mutateAsync(item.id);
            showSuccess(t('common.deleted'));
          } catch {
            // Reported by the HTTP client (SPEC 8).
          }
        },
      });
    };
    const base = remoteColumns(t);
    base.push({
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      width: 120,
      render: (_, item) => (
        <Space size={4}>
          <Tooltip title={t('remote.list.detail')}>
            <Link to={`/remote-request/detail/${item.id}`} data-testid={`remote-row-detail-${item.id}`}>
              <Button size="small" icon={<EyeOutlined />} aria-label={t('remote.list.detail')} />
            </Link>
          </Tooltip>
          {item.can_edit && (
            <Tooltip title={t('common.edit')}>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('common.edit')}
                onClick={() => setEditing(item.id)}
                data-testid={`remote-row-edit-${item.id}`}
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
                data-testid={`remote-row-delete-${item.id}`}
              />
            </Tooltip>
          )}
        </Space>
      ),
    });
    return base;
  }, [t, modal, remove]);

  return (
    <>
      <PageHeading
        extra={
          <Link to="/remote-request/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="remote-register">
              {t('remote.list.register')}
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
          <Form.Item name="range" label={t('remote.filters.range')}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              className="app-full-width"
              data-testid="remote-filter-range"
            />
          </Form.Item>
          <Form.Item name="status" label={t('remote.filters.status')}>
            <Select
              allowClear
              placeholder={t('remote.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`remote.status.${s}`) }))}
              data-testid="remote-filter-status"
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
        <Table<RemoteItem>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('remote.list.empty')} /> }}
          data-testid="remote-table"
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
      <EditRemoteModal id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
