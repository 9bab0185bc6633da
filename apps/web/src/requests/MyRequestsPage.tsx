/** My requests of one kind (SPEC 2): the filters, the table with detail / edit / delete, the edit modal. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../api/account';
import { PageHeading } from '../app/components/PageHeading';
import { FilterCard } from '../features/approvals/list/FilterCard';
import { ListTable } from '../features/approvals/list/ListTable';
import { LoadFailedAlert } from '../features/approvals/list/LoadFailedAlert';
import { usePaging } from '../features/approvals/list/paging';
import {
  actionsColumn,
  DeleteAction,
  DetailAction,
  EditAction,
  useConfirmDelete,
} from '../features/approvals/list/RowActions';
import type { RequestTypes } from './client';
import { type FilterValues, filterField, toFilters } from './filters';
import type { RequestKind } from './kind';

export function MyRequestsPage<T extends RequestTypes>({ kind }: { kind: RequestKind<T> }) {
  const { t } = useTranslation();
  const { area, testId: p, client, routes, idOf } = kind;
  const [form] = Form.useForm<FilterValues>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging<T['listFilters']>({});
  const [editing, setEditing] = useState<number | null>(null);
  const query = client.useList({ ...filters, ...kind.sort }, page, perPage);
  const result = query.data ? kind.pageOf(query.data) : undefined;
  const remove = client.useDelete();
  const confirmDelete = useConfirmDelete();
  const timeZone = useAccount().data?.company_time_zone;

  const columns = useMemo(
    () => [
      ...kind.columns(t, { scope: 'mine', timeZone }),
      actionsColumn<T['item']>(t('common.actions'), 130, (item) => {
        const id = idOf(item);
        const { can_edit, can_delete = false } = item;
        return (
          <Space size={4}>
            <DetailAction
              title={t('requests.list.detail')}
              to={routes.detail(id)}
              testId={`${p}-row-detail-${id}`}
            />
            {can_edit &&
              (routes.update ? (
                <EditAction to={routes.update(id)} testId={`${p}-row-edit-${id}`} />
              ) : (
                <EditAction onClick={() => setEditing(id)} testId={`${p}-row-edit-${id}`} />
              ))}
            {can_delete && (
              <DeleteAction
                onClick={() =>
                  confirmDelete({
                    title: t(`${area}.list.deleteTitle`),
                    content: kind.deleteText?.(t, item) ?? '',
                    okTestId: `${p}-delete-ok`,
                    remove: () => remove.mutateAsync(id),
                  })
                }
                testId={`${p}-row-delete-${id}`}
              />
            )}
          </Space>
        );
      }),
    ],
    [t, kind, area, p, routes, idOf, confirmDelete, remove, timeZone],
  );

  const { EditModal } = kind.form;
  return (
    <>
      <PageHeading
        extra={
          <Space wrap>
            {kind.headingExtra}
            <Link to={routes.create}>
              <Button type="primary" icon={<PlusOutlined />} data-testid={`${p}-register`}>
                {t(`${area}.list.register`)}
              </Button>
            </Link>
          </Space>
        }
      />
      {kind.listExtra?.(query.data)}
      <FilterCard
        form={form}
        onSearch={(values) => applyFilters(toFilters(values) as T['listFilters'])}
        onReset={() => applyFilters({})}
      >
        {kind.filters.mine.map((name) => filterField(name, area, t, p, 'mine', kind.filters.extra))}
      </FilterCard>
      <Card>
        <LoadFailedAlert query={query} />
        <ListTable<T['item']>
          {...kind.table?.mine}
          rowKey={kind.rowKey}
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching}
          empty={t(`${area}.list.empty`)}
          data-testid={`${p}-table`}
          rowTestId={(item) => `${p}-row-${idOf(item)}`}
          pagination={pagination(result)}
        />
      </Card>
      {!routes.update && <EditModal kind={kind} id={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
