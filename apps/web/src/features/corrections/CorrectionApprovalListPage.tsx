import { useMutation } from '@tanstack/react-query';
import { Card, Form, Space, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  bulkApproveCorrections,
  type CorrectionApprovalFilters,
  type CorrectionItem,
  useCorrectionApprovalList,
  useInvalidateCorrections,
} from '../../api/corrections';
import { PageHeading } from '../../app/components/PageHeading';
import { BulkApproveBar, BulkFailures, bulkRowSelection, useBulkNotice } from '../approvals/list/BulkApprove';
import { FilterCard } from '../approvals/list/FilterCard';
import { ChoiceField, DateRangeField, EmployeeField, StatusField } from '../approvals/list/FilterFields';
import { rangeFilter } from '../approvals/list/filters';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { usePaging } from '../approvals/list/paging';
import { OrgFilterFields } from '../timesheets/admin/OrgFilterFields';
import { formatWorkDate } from '../timesheets/format';
import { BulkApproveModal } from './components/BulkApproveModal';
import { reasonColumn, statusColumn, timeCell } from './components/columns';
import { EntryStatusTag } from './components/parts';
import { canBulkSelect, requestStatusKey } from './rules';

/** approveStatus of the list: 1 waiting for me, 2 I approved, 3 I rejected, 5 I offered. */
const APPROVE_STATUSES = [1, 2, 3, 5] as const;

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  division_code?: string;
  foot_code?: string;
  employee_info?: string;
  status?: number;
  approveStatus?: number;
}

const DEFAULT_FILTERS: FilterForm = { approveStatus: 1 };

function toFilters(values: FilterForm): CorrectionApprovalFilters {
  return {
    ...rangeFilter(values.range),
    division_code: values.division_code || undefined,
    foot_code: values.foot_code || undefined,
    employee_info: values.employee_info?.trim() || undefined,
    status: values.status ?? undefined,
    approveStatus: values.approveStatus ?? undefined,
  };
}

export default function CorrectionApprovalListPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging(() => toFilters(DEFAULT_FILTERS));
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const query = useCorrectionApprovalList(
    { ...filters, sort_column: 'work_date', sort_by: 'desc' },
    page,
    perPage,
  );
  const result = query.data?.timeSheetRequests;
  const invalidate = useInvalidateCorrections();
  const notice = useBulkNotice();

  const bulk = useMutation({
    mutationFn: ({ ids, comment }: { ids: number[]; comment: string }) =>
      bulkApproveCorrections(ids, comment),
    onSuccess: (outcome) => {
      setSelected([]);
      setBulkOpen(false);
      notice(
        outcome,
        (count) => t('corrections.approval.bulkDone', { count }),
        (failed) => (
          <BulkFailures
            failed={failed}
            testId="correction-bulk-failures"
            heading={t('corrections.approval.bulkFailed', { count: failed.length })}
            line={(ids, message) => t('corrections.approval.failureLine', { ids, message })}
          />
        ),
      );
    },
    onSettled: () => void invalidate(),
  });

  const columns = useMemo<TableColumnsType<CorrectionItem>>(
    () => [
      {
        key: 'foot',
        title: t('corrections.columns.foot'),
        width: 130,
        ellipsis: true,
        render: (_, item) => item.employee.foot_name ?? <span className="app-muted">–</span>,
      },
      {
        key: 'employee',
        title: t('corrections.columns.employee'),
        width: 190,
        render: (_, item) => (
          <Space orientation="vertical" size={0}>
            <Link to={`/additional-timesheet/approval/${item.id}`} data-testid={`correction-open-${item.id}`}>
              {item.employee.name}
            </Link>
            <span className="app-muted app-num">{item.employee.employee_code}</span>
          </Space>
        ),
      },
      {
        key: 'date',
        title: t('corrections.columns.date'),
        width: 110,
        render: (_, item) => (
          <Link to={`/additional-timesheet/approval/${item.id}`} className="app-num">
            {formatWorkDate(item.work_date)}
          </Link>
        ),
      },
      {
        key: 'in',
        title: t('corrections.columns.in'),
        width: 100,
        render: (_, item) => (
          <Space orientation="vertical" size={0}>
            {timeCell(item.start_time_request)}
            <span className="app-muted" title={t('corrections.columns.realTitle')}>
              {t('corrections.columns.realShort', { time: item.start_time_real ?? '–' })}
            </span>
          </Space>
        ),
      },
      {
        key: 'out',
        title: t('corrections.columns.out'),
        width: 100,
        render: (_, item) => (
          <Space orientation="vertical" size={0}>
            {timeCell(item.end_time_request)}
            <span className="app-muted" title={t('corrections.columns.realTitle')}>
              {t('corrections.columns.realShort', { time: item.end_time_real ?? '–' })}
            </span>
          </Space>
        ),
      },
      reasonColumn(t),
      statusColumn(t),
      {
        key: 'mine',
        title: t('corrections.columns.mine'),
        width: 120,
        render: (_, item) =>
          item.status_approval_person === null ? null : (
            <EntryStatusTag status={item.status_approval_person} />
          ),
      },
    ],
    [t],
  );

  const search = (values: FilterForm) => {
    applyFilters(toFilters(values));
    setSelected([]);
  };

  return (
    <>
      <PageHeading
        extra={
          query.data ? (
            <Tag color="gold" data-testid="correction-waiting-total">
              {t('corrections.approval.waitingTotal', { count: query.data.totalTimeSheetRequest })}
            </Tag>
          ) : null
        }
      />
      <FilterCard
        form={form}
        initialValues={DEFAULT_FILTERS}
        onSearch={search}
        onReset={() => search(DEFAULT_FILTERS)}
      >
        <DateRangeField label={t('corrections.filters.period')} />
        <OrgFilterFields company={false} />
        <EmployeeField
          label={t('corrections.filters.employee')}
          placeholder={t('corrections.filters.employeePlaceholder')}
        />
        <StatusField
          label={t('corrections.filters.status')}
          placeholder={t('corrections.filters.all')}
          text={(s) => t(`corrections.status.${requestStatusKey(s)}`)}
        />
        <ChoiceField
          name="approveStatus"
          label={t('corrections.filters.approveStatus')}
          placeholder={t('corrections.filters.all')}
          values={APPROVE_STATUSES}
          text={(s) => t(`corrections.approveStatus.${s}`)}
          testId="correction-filter-approve-status"
        />
      </FilterCard>
      <Card>
        <BulkApproveBar
          count={selected.length}
          busy={bulk.isPending}
          onApprove={() => setBulkOpen(true)}
          testId="correction-bulk-approve"
          selectedText={(count) => t('corrections.approval.selected', { count })}
        >
          {t('corrections.approval.bulkApprove')}
        </BulkApproveBar>
        <LoadFailedAlert query={query} />
        <ListTable<CorrectionItem>
          rowKey="id"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching && !bulk.isPending}
          tableLayout="fixed"
          scroll={{ x: 1040 }}
          empty={t('corrections.approval.empty')}
          data-testid="correction-approval-table"
          rowTestId={(item) => `correction-row-${item.id}`}
          rowSelection={bulkRowSelection<CorrectionItem>(selected, setSelected, (item) => ({
            disabled: !canBulkSelect(item),
            testId: `correction-select-${item.id}`,
          }))}
          pagination={pagination(result)}
        />
      </Card>
      <BulkApproveModal
        open={bulkOpen}
        count={selected.length}
        busy={bulk.isPending}
        onCancel={() => setBulkOpen(false)}
        onApprove={(comment) => bulk.mutate({ ids: selected, comment })}
      />
    </>
  );
}
