/** /additional-timesheet: the signed-in employee's own corrections (SPEC 2, SPEC 7). */
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { DATE_FORMAT, PAGE_SIZES, REQUEST_STATUSES, WIRE_DATE_FORMAT } from '@staffhub/domain';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tooltip,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  type CorrectionItem,
  type CorrectionListFilters,
  useCorrectionList,
  useDeleteCorrection,
} from '../../api/corrections';
import { showSuccess } from '../../api/feedback';
import { PageHeading } from '../../app/components/PageHeading';
import { formatWorkDate } from '../timesheets/format';
import { CorrectionStatusTag } from './components/parts';
import { requestStatusKey } from './rules';

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  status?: number;
}

function toFilters(values: FilterForm): CorrectionListFilters {
  return {
    start_date: values.range?.[0]?.format(WIRE_DATE_FORMAT),
    end_date: values.range?.[1]?.format(WIRE_DATE_FORMAT),
    status: values.status ?? undefined,
  };
}

const time = (value: string | null) =>
  value ? <span className="app-num">{value}</span> : <span className="app-muted">–</span>;

export default function CorrectionListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<CorrectionListFilters>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const query = useCorrectionList({ ...filters, sort_column: 'work_date', sort_by: 'desc' }, page, perPage);
  const result = query.data?.timesheetRequests;
  const remove = useDeleteCorrection();

  const columns = ((): TableColumnsType<CorrectionItem> => {
    const askDelete = (item: CorrectionItem) => {
      modal.confirm({
        title: t('corrections.list.deleteTitle'),
        content: t('corrections.list.deleteConfirm', { date: formatWorkDate(item.work_date) }),
        okText: t('common.delete'),
        okButtonProps: { danger: true, 'data-testid': 'correction-delete-ok' } as never,
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
    return [
      {
        key: 'date',
        title: t('corrections.columns.date'),
        width: 110,
        render: (_, item) => (
          <Link to={`/additional-timesheet/detail/${item.id}`} className="app-num">
            {formatWorkDate(item.work_date)}
          </Link>
        ),
      },
      {
        key: 'real',
        title: t('corrections.columns.real'),
        children: [
          {
            key: 'realIn',
            title: t('corrections.columns.in'),
            width: 80,
            render: (_, item) => time(item.start_time_real),
          },
          {
            key: 'realOut',
            title: t('corrections.columns.out'),
            width: 80,
            render: (_, item) => time(item.end_time_real),
          },
        ],
      },
      {
        key: 'request',
        title: t('corrections.columns.requested'),
        children: [
          {
            key: 'requestIn',
            title: t('corrections.columns.in'),
            width: 80,
            render: (_, item) => time(item.start_time_request),
          },
          {
            key: 'requestOut',
            title: t('corrections.columns.out'),
            width: 80,
            render: (_, item) => time(item.end_time_request),
          },
        ],
      },
      {
        key: 'reason',
        title: t('corrections.columns.reason'),
        width: 320,
        ellipsis: true,
        render: (_, item) => <span title={item.reason}>{item.reason}</span>,
      },
      {
        key: 'status',
        title: t('corrections.columns.status'),
        width: 120,
        render: (_, item) => (
          <CorrectionStatusTag status={item.status} testId={`correction-status-${item.id}`} />
        ),
      },
      {
        key: 'actions',
        title: t('common.actions'),
        fixed: 'right',
        width: 120,
        render: (_, item) => (
          <Space size={4}>
            <Tooltip title={t('corrections.list.detail')}>
              <Link
                to={`/additional-timesheet/detail/${item.id}`}
                data-testid={`correction-row-detail-${item.id}`}
              >
                <Button size="small" icon={<EyeOutlined />} aria-label={t('corrections.list.detail')} />
              </Link>
            </Tooltip>
            {item.can_edit && (
              <Tooltip title={t('common.edit')}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('common.edit')}
                  onClick={() => navigate(`/additional-timesheet/update/${item.id}`)}
                  data-testid={`correction-row-edit-${item.id}`}
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
                  data-testid={`correction-row-delete-${item.id}`}
                />
              </Tooltip>
            )}
          </Space>
        ),
      },
    ];
  })();

  const reset = () => {
    form.resetFields();
    setFilters({});
    setPage(1);
  };

  return (
    <>
      <PageHeading
        extra={
          <Link to="/additional-timesheet/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="correction-register">
              {t('corrections.list.register')}
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
          <Form.Item name="range" label={t('corrections.filters.period')}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              className="app-full-width"
              data-testid="correction-filter-range"
            />
          </Form.Item>
          <Form.Item name="status" label={t('corrections.filters.status')}>
            <Select
              allowClear
              placeholder={t('corrections.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({
                value: s,
                label: t(`corrections.status.${requestStatusKey(s)}`),
              }))}
              data-testid="correction-filter-status"
            />
          </Form.Item>
          <Form.Item label=" " className="app-filter-actions">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>
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
        <Table<CorrectionItem>
          rowKey="id"
          size="small"
          bordered
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('corrections.list.empty')} /> }}
          data-testid="correction-table"
          onRow={(item) => ({ 'data-testid': `correction-row-${item.id}` }) as never}
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
