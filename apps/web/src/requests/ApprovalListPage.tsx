/**
 * The requests of one kind on which I am an approver (SPEC 2): who asked, the kind's columns, the
 * filters (opening on what waits for me), approve / reject on each row that waits for me, and the
 * bulk approval where the kind has one.
 */
import { useMutation } from '@tanstack/react-query';
import { Card, Form, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../api/account';
import { PageHeading } from '../app/components/PageHeading';
import {
  BulkApproveBar,
  BulkFailures,
  bulkRowSelection,
  useBulkNotice,
  useConfirmBulk,
} from '../features/approvals/list/BulkApprove';
import { FilterCard } from '../features/approvals/list/FilterCard';
import { ListTable } from '../features/approvals/list/ListTable';
import { LoadFailedAlert } from '../features/approvals/list/LoadFailedAlert';
import { usePaging } from '../features/approvals/list/paging';
import { actionsColumn } from '../features/approvals/list/RowActions';
import { BulkCommentModal } from './BulkCommentModal';
import type { RequestTypes } from './client';
import { whoColumns } from './columns';
import { APPROVAL_DEFAULTS, type FilterValues, filterField, toFilters } from './filters';
import { type RequestKind, statusOf } from './kind';
import { ROW_ACTIONS_WIDTH, useRowDecisions } from './RowDecision';

/**
 * The approval list's query for the form's values, in the kind's order; by default its first one
 * (what waits for me), which "next request" reads too.
 */
export function approvalFilters<T extends RequestTypes>(
  kind: RequestKind<T>,
  values: FilterValues = APPROVAL_DEFAULTS,
): T['approvalFilters'] {
  return { ...toFilters(values), ...(kind.approvalSort ?? kind.sort) } as T['approvalFilters'];
}

export function ApprovalListPage<T extends RequestTypes>({ kind }: { kind: RequestKind<T> }) {
  const { t } = useTranslation();
  const { area, testId: p, client, routes, idOf } = kind;
  const [form] = Form.useForm<FilterValues>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging(() => approvalFilters(kind));
  const [selected, setSelected] = useState<number[]>([]);
  const [askingComment, setAskingComment] = useState(false);
  const query = client.useApprovalList(filters, page, perPage);
  const result = query.data ? kind.approvalPageOf(query.data) : undefined;
  const invalidate = client.useInvalidate();
  const notice = useBulkNotice();
  const confirmBulk = useConfirmBulk();
  const bulkApprove = client.bulk;
  const account = useAccount().data;
  const timeZone = account?.company_time_zone;
  // A request decided from its row is no longer one to tick for the bulk approval.
  const rows = useRowDecisions(kind, account?.employee_id, (id) =>
    setSelected((ids) => ids.filter((other) => other !== id)),
  );
  const rowActions = rows.actions;

  const bulk = useMutation({
    mutationFn: ({ ids, comment }: { ids: number[]; comment?: string }) =>
      (bulkApprove as NonNullable<typeof bulkApprove>)(ids, comment),
    onSuccess: (outcome) => {
      setSelected([]);
      setAskingComment(false);
      notice(
        outcome,
        (count) => t('requests.approval.bulkDone', { count }),
        (failed) => (
          <BulkFailures
            failed={failed}
            testId={`${p}-bulk-failures`}
            heading={t('requests.approval.bulkFailed', { count: failed.length })}
            line={(ids, message) => t('requests.approval.failureLine', { ids, message })}
          />
        ),
        `${p}-bulk-result`,
      );
    },
    onSettled: () => void invalidate(),
  });

  const columns = useMemo(() => {
    const open = (item: T['item']) => routes.approval(idOf(item));
    return [
      ...whoColumns<T['item']>(
        t,
        (item) => (
          <Link to={open(item)} data-testid={`${p}-open-${idOf(item)}`}>
            {item.employee.name}
          </Link>
        ),
        kind.who,
      ),
      ...kind.columns(t, {
        scope: 'approval',
        timeZone,
        dateCell: (item, text) => (
          <Link to={open(item)} className="app-num">
            {text}
          </Link>
        ),
      }),
      actionsColumn<T['item']>(t('common.actions'), ROW_ACTIONS_WIDTH, rowActions),
    ];
  }, [t, kind, routes, idOf, p, timeZone, rowActions]);

  const search = (values: FilterValues) => {
    applyFilters(approvalFilters(kind, values));
    setSelected([]);
  };
  const selectable = kind.canBulkSelect ?? ((item: T['item']) => statusOf(item) === 1);

  return (
    <>
      <PageHeading
        extra={
          query.data && kind.waitingOf(query.data) !== undefined ? (
            <Tag color="gold" data-testid={`${p}-waiting-total`}>
              {t('requests.approval.waitingTotal', { count: kind.waitingOf(query.data) })}
            </Tag>
          ) : null
        }
      />
      <FilterCard
        form={form}
        initialValues={APPROVAL_DEFAULTS}
        onSearch={search}
        onReset={() => search(APPROVAL_DEFAULTS)}
      >
        {kind.filters.approval.map((name) => filterField(name, area, t, p, 'approval', kind.filters.extra))}
      </FilterCard>
      <Card>
        {bulkApprove && (
          <BulkApproveBar
            count={selected.length}
            busy={bulk.isPending}
            onApprove={() =>
              kind.bulkComment
                ? setAskingComment(true)
                : confirmBulk({
                    title: t('requests.approval.bulkConfirm', { count: selected.length }),
                    okText: t('requests.approve.approve'),
                    okTestId: `${p}-bulk-ok`,
                    approve: () => bulk.mutateAsync({ ids: selected }),
                  })
            }
            testId={`${p}-bulk-approve`}
            selectedText={(count) => t('requests.approval.selected', { count })}
          >
            {t('requests.approval.bulkApprove')}
          </BulkApproveBar>
        )}
        <LoadFailedAlert query={query} />
        <ListTable<T['item']>
          {...kind.table?.approval}
          rowKey={kind.rowKey}
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching && !bulk.isPending}
          empty={t(`${area}.approval.empty`)}
          data-testid={`${p}-approval-table`}
          rowTestId={(item) => `${p}-row-${idOf(item)}`}
          rowSelection={
            bulkApprove
              ? bulkRowSelection<T['item']>(selected, setSelected, (item) => ({
                  disabled: !selectable(item),
                  testId: `${p}-select-${idOf(item)}`,
                }))
              : undefined
          }
          pagination={pagination(result)}
        />
      </Card>
      {rows.dialog}
      {bulkApprove && kind.bulkComment && (
        <BulkCommentModal
          kind={kind}
          open={askingComment}
          count={selected.length}
          busy={bulk.isPending}
          onCancel={() => setAskingComment(false)}
          onApprove={(comment) => bulk.mutate({ ids: selected, comment })}
        />
      )}
    </>
  );
}
