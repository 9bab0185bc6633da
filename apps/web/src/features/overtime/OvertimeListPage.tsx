/** /overtime-requests: the signed-in employee's own overtime requests (SPEC 2, SPEC 7). */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type OvertimeItem,
  type OvertimeListFilters,
  useDeleteOvertime,
  useOvertimeList,
} from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import { FilterCard } from '../approvals/list/FilterCard';
import { StatusField } from '../approvals/list/FilterFields';
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
  const [form] = Form.useForm<FilterForm>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging<OvertimeListFilters>({});
  const [editing, setEditing] = useState<number | null>(null);
  const query = useOvertimeList({ ...filters, sort_column: 'date', sort_by: 'desc' }, page, perPage);
  const result = query.data?.overTimeRequests;
  const remove = useDeleteOvertime();
  const confirmDelete = useConfirmDelete();

  const columns = [
    ...overtimeColumns(t),
    actionsColumn<OvertimeItem>(t('common.actions'), 130, (item) => {
      const id = item.over_time_request_id;
      return (
        <Space size={4}>
          <DetailAction
            title={t('overtime.list.detail')}
            to={`/overtime-requests/detail/${id}`}
            testId={`ot-row-detail-${id}`}
          />
          {item.can_edit && <EditAction onClick={() => setEditing(id)} testId={`ot-row-edit-${id}`} />}
          {item.can_delete && (
            <DeleteAction
              onClick={() =>
                confirmDelete({
                  title: t('overtime.list.deleteTitle'),
                  content: t('overtime.list.deleteConfirm', { date: formatWorkDate(item.date) }),
                  okTestId: 'ot-delete-ok',
                  remove: () => remove.mutateAsync(id),
                })
              }
              testId={`ot-row-delete-${id}`}
            />
          )}
        </Space>
      );
    }),
  ];

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
      <FilterCard
        form={form}
        onSearch={(values) => applyFilters(toFilters(values))}
        onReset={() => applyFilters({})}
      >
        <Form.Item name="month" label={t('overtime.filters.month')}>
          <DatePicker
            picker="month"
            format="MM/YYYY"
            className="app-full-width"
            data-testid="ot-filter-month"
          />
        </Form.Item>
        <StatusField
          label={t('overtime.filters.status')}
          placeholder={t('overtime.filters.all')}
          text={(s) => t(`overtime.status.${s}`)}
          testId="ot-filter-status"
        />
      </FilterCard>
      <Card>
        <LoadFailedAlert query={query} />
        <ListTable<OvertimeItem>
          rowKey="over_time_request_id"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          empty={t('overtime.list.empty')}
          data-testid="ot-table"
          rowTestId={(item) => `ot-row-${item.over_time_request_id}`}
          pagination={pagination(result)}
        />
      </Card>
      <EditOvertimeModal id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
