/** /remote-request: the signed-in employee's own remote-work requests (SPEC 2, GET /remote). */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RemoteItem, type RemoteListFilters, useDeleteRemote, useRemoteList } from '../../api/remote';
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
import { remoteColumns } from './components/columns';
import { EditRemoteModal } from './components/EditRemoteModal';

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  status?: number;
}

function toFilters(values: FilterForm): RemoteListFilters {
  return {
    ...rangeFilter(values.range),
    status: values.status ?? undefined,
  };
}

export default function RemoteListPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging<RemoteListFilters>({});
  const [editing, setEditing] = useState<number | null>(null);
  const query = useRemoteList(filters, page, perPage);
  const result = query.data?.remoteRequests;
  const remove = useDeleteRemote();
  const confirmDelete = useConfirmDelete();

  const columns = useMemo(
    () => [
      ...remoteColumns(t),
      actionsColumn<RemoteItem>(t('common.actions'), 120, (item) => (
        <Space size={4}>
          <DetailAction
            title={t('remote.list.detail')}
            to={`/remote-request/detail/${item.id}`}
            testId={`remote-row-detail-${item.id}`}
          />
          {item.can_edit && (
            <EditAction onClick={() => setEditing(item.id)} testId={`remote-row-edit-${item.id}`} />
          )}
          {item.can_delete && (
            <DeleteAction
              onClick={() =>
                confirmDelete({
                  title: t('remote.list.deleteTitle'),
                  content: t('remote.list.deleteConfirm', {
                    start: formatWorkDate(item.start_date),
                    end: formatWorkDate(item.end_date),
                  }),
                  okTestId: 'remote-delete-ok',
                  remove: () => remove.mutateAsync(item.id),
                })
              }
              testId={`remote-row-delete-${item.id}`}
            />
          )}
        </Space>
      )),
    ],
    [t, confirmDelete, remove],
  );

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
      <FilterCard
        form={form}
        onSearch={(values) => applyFilters(toFilters(values))}
        onReset={() => applyFilters({})}
      >
        <DateRangeField label={t('remote.filters.range')} testId="remote-filter-range" />
        <StatusField
          label={t('remote.filters.status')}
          placeholder={t('remote.filters.all')}
          text={(s) => t(`remote.status.${s}`)}
          testId="remote-filter-status"
        />
      </FilterCard>
      <Card>
        <LoadFailedAlert query={query} />
        <ListTable<RemoteItem>
          rowKey="id"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          empty={t('remote.list.empty')}
          data-testid="remote-table"
          rowTestId={(item) => `remote-row-${item.id}`}
          pagination={pagination(result)}
        />
      </Card>
      <EditRemoteModal id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
