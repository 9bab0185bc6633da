/** /additional-timesheet: the signed-in employee's own corrections (SPEC 2, SPEC 7). */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  type CorrectionItem,
  type CorrectionListFilters,
  useCorrectionList,
  useDeleteCorrection,
} from '../../api/corrections';
import { PageHeading } from '../../app/components/PageHeading';
import { FilterCard } from '../approvals/list/FilterCard';
import { DateRangeField, StatusField } from '../approvals/list/FilterFields';
import { rangeFilter } from '../approvals/list/filters';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { usePaging } from '../approvals/list/paging';
import {
  actionsColumn,
  DeleteAction,
  DetailAction,
  EditAction,
  useConfirmDelete,
} from '../approvals/list/RowActions';
import { formatWorkDate } from '../timesheets/format';
import { reasonColumn, statusColumn, timeCell } from './components/columns';
import { requestStatusKey } from './rules';

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  status?: number;
}

function toFilters(values: FilterForm): CorrectionListFilters {
  return {
    ...rangeFilter(values.range),
    status: values.status ?? undefined,
  };
}

export default function CorrectionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FilterForm>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging<CorrectionListFilters>({});
  const query = useCorrectionList({ ...filters, sort_column: 'work_date', sort_by: 'desc' }, page, perPage);
  const result = query.data?.timesheetRequests;
  const remove = useDeleteCorrection();
  const confirmDelete = useConfirmDelete();

  const columns: TableColumnsType<CorrectionItem> = [
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
          render: (_, item) => timeCell(item.start_time_real),
        },
        {
          key: 'realOut',
          title: t('corrections.columns.out'),
          width: 80,
          render: (_, item) => timeCell(item.end_time_real),
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
          render: (_, item) => timeCell(item.start_time_request),
        },
        {
          key: 'requestOut',
          title: t('corrections.columns.out'),
          width: 80,
          render: (_, item) => timeCell(item.end_time_request),
        },
      ],
    },
    reasonColumn(t, 320),
    statusColumn(t),
    actionsColumn<CorrectionItem>(t('common.actions'), 120, (item) => (
      <Space size={4}>
        <DetailAction
          title={t('corrections.list.detail')}
          to={`/additional-timesheet/detail/${item.id}`}
          testId={`correction-row-detail-${item.id}`}
        />
        {item.can_edit && (
          <EditAction
            onClick={() => navigate(`/additional-timesheet/update/${item.id}`)}
            testId={`correction-row-edit-${item.id}`}
          />
        )}
        {item.can_delete && (
          <DeleteAction
            onClick={() =>
              confirmDelete({
                title: t('corrections.list.deleteTitle'),
                content: t('corrections.list.deleteConfirm', { date: formatWorkDate(item.work_date) }),
                okTestId: 'correction-delete-ok',
                remove: () => remove.mutateAsync(item.id),
              })
            }
            testId={`correction-row-delete-${item.id}`}
          />
        )}
      </Space>
    )),
  ];

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
      <FilterCard
        form={form}
        onSearch={(values) => applyFilters(toFilters(values))}
        onReset={() => applyFilters({})}
      >
        <DateRangeField label={t('corrections.filters.period')} testId="correction-filter-range" />
        <StatusField
          label={t('corrections.filters.status')}
          placeholder={t('corrections.filters.all')}
          text={(s) => t(`corrections.status.${requestStatusKey(s)}`)}
          testId="correction-filter-status"
        />
      </FilterCard>
      <Card>
        <LoadFailedAlert query={query} />
        <ListTable<CorrectionItem>
          rowKey="id"
          bordered
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          empty={t('corrections.list.empty')}
          data-testid="correction-table"
          rowTestId={(item) => `correction-row-${item.id}`}
          pagination={pagination(result)}
        />
      </Card>
    </>
  );
}
