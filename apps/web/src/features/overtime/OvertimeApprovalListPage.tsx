import { useMutation } from '@tanstack/react-query';
import { Card, DatePicker, Form, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  bulkApproveOvertime,
  type OvertimeApprovalFilters,
  type OvertimeItem,
  useInvalidateOvertime,
  useOvertimeApprovalList,
} from '../../api/overtime';
import { PageHeading } from '../../app/components/PageHeading';
import {
  BulkApproveBar,
  BulkFailures,
  bulkRowSelection,
  useBulkNotice,
  useConfirmBulk,
} from '../approvals/list/BulkApprove';
import { FilterCard } from '../approvals/list/FilterCard';
import { ChoiceField, DivisionField, EmployeeField, StatusField } from '../approvals/list/FilterFields';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { usePaging } from '../approvals/list/paging';
import { MONTH_FORMAT } from '../timesheets/dateRange';
import { overtimeColumns } from './components/columns';

/** approveStatus of the list: 1 waiting for me, 2 I approved, 3 I rejected. */
const APPROVE_STATUSES = [1, 2, 3] as const;

interface FilterForm {
  employee_info?: string;
  division_code?: string;
  status?: number;
  month?: Dayjs | null;
  approveStatus?: number;
}

const DEFAULT_FILTERS: FilterForm = { approveStatus: 1 };

function toFilters(values: FilterForm): OvertimeApprovalFilters {
  return {
    employee_info: values.employee_info?.trim() || undefined,
    division_code: values.division_code || undefined,
    status: values.status,
    month: values.month ? values.month.format(MONTH_FORMAT) : undefined,
    approveStatus: values.approveStatus,
  };
}

export default function OvertimeApprovalListPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging(() => toFilters(DEFAULT_FILTERS));
  const [selected, setSelected] = useState<number[]>([]);
  const query = useOvertimeApprovalList({ ...filters, sort_column: 'date', sort_by: 'desc' }, page, perPage);
  const result = query.data?.listOverTimeRequest;
  const invalidate = useInvalidateOvertime();
  const notice = useBulkNotice();
  const confirmBulk = useConfirmBulk();

  const bulk = useMutation({
    mutationFn: (ids: number[]) => bulkApproveOvertime(ids),
    onSuccess: (outcome) => {
      setSelected([]);
      notice(
        outcome,
        (count) => t('overtime.approval.bulkDone', { count }),
        (failed) => (
          <BulkFailures
            failed={failed}
            testId="ot-bulk-failures"
            heading={t('overtime.approval.bulkFailed', { count: failed.length })}
            line={(ids, message) => t('overtime.approval.failureLine', { ids, message })}
          />
        ),
        'ot-bulk-result',
      );
    },
    onSettled: () => void invalidate(),
  });

  const askBulk = () =>
    confirmBulk({
      title: t('overtime.approval.bulkConfirm', { count: selected.length }),
      okText: t('overtime.approve.approve'),
      okTestId: 'ot-confirm-ok',
      approve: () => bulk.mutateAsync(selected),
    });

  const columns = useMemo(() => {
    const base = overtimeColumns(t, {
      dateCell: (item, text) => (
        <Link to={`/overtime-requests/approval/${item.over_time_request_id}`} className="app-num">
          {text}
        </Link>
      ),
    });
    base.unshift(
      {
        key: 'employee_code',
        title: t('overtime.columns.employeeCode'),
        width: 100,
        render: (_, item) => item.employee.employee_code,
      },
      {
        key: 'employee_name',
        title: t('overtime.columns.employeeName'),
        render: (_, item) => (
          <Link
            to={`/overtime-requests/approval/${item.over_time_request_id}`}
            data-testid={`ot-open-${item.over_time_request_id}`}
          >
            {item.employee.name}
          </Link>
        ),
      },
      {
        key: 'division',
        title: t('overtime.columns.division'),
        render: (_, item) => item.employee.division_name ?? '',
      },
    );
    return base;
  }, [t]);

  const search = (values: FilterForm) => {
    applyFilters(toFilters(values));
    setSelected([]);
  };

  return (
    <>
      <PageHeading
        extra={
          query.data ? (
            <Tag color="gold" data-testid="ot-waiting-total">
              {t('overtime.approval.waitingTotal', { count: query.data.totalOverTimeRequest })}
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
        <EmployeeField
          label={t('overtime.filters.employee')}
          placeholder={t('overtime.filters.employeePlaceholder')}
        />
        <DivisionField label={t('overtime.filters.division')} placeholder={t('overtime.filters.all')} />
        <StatusField
          label={t('overtime.filters.status')}
          placeholder={t('overtime.filters.all')}
          text={(s) => t(`overtime.status.${s}`)}
        />
        <Form.Item name="month" label={t('overtime.filters.month')}>
          <DatePicker picker="month" format="MM/YYYY" className="app-full-width" />
        </Form.Item>
        <ChoiceField
          name="approveStatus"
          label={t('overtime.filters.approveStatus')}
          placeholder={t('overtime.filters.all')}
          values={APPROVE_STATUSES}
          text={(s) => t(`overtime.approveStatus.${s}`)}
          testId="ot-filter-approve-status"
        />
      </FilterCard>
      <Card>
        <BulkApproveBar
          count={selected.length}
          busy={bulk.isPending}
          onApprove={askBulk}
          testId="ot-bulk-approve"
          selectedText={(count) => t('overtime.approval.selected', { count })}
        >
          {t('overtime.approval.bulkApprove')}
        </BulkApproveBar>
        <LoadFailedAlert query={query} />
        <ListTable<OvertimeItem>
          rowKey="over_time_request_id"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching && !bulk.isPending}
          empty={t('overtime.approval.empty')}
          data-testid="ot-approval-table"
          rowTestId={(item) => `ot-row-${item.over_time_request_id}`}
          rowSelection={bulkRowSelection<OvertimeItem>(selected, setSelected, (item) => ({
            disabled: item.status !== 1,
            testId: `ot-select-${item.over_time_request_id}`,
          }))}
          pagination={pagination(result)}
        />
      </Card>
    </>
  );
}
