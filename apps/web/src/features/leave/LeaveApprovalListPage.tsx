/**
 * /sabbatical-leave-request/approval: the leave requests the signed-in approver handles (SPEC 2),
 * waiting for me by default, with filters, row selection and bulk approval.
 */
import { LEAVE_REASONS, type LeaveReason } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Card, Form, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../api/account';
import {
  bulkApproveLeave,
  type LeaveApprovalFilters,
  type LeaveItem,
  useInvalidateLeave,
  useLeaveApprovalList,
} from '../../api/leave';
import { PageHeading } from '../../app/components/PageHeading';
import {
  BulkApproveBar,
  BulkFailures,
  bulkRowSelection,
  useBulkNotice,
  useConfirmBulk,
} from '../approvals/list/BulkApprove';
import { FilterCard } from '../approvals/list/FilterCard';
import {
  ChoiceField,
  DateRangeField,
  DivisionField,
  EmployeeField,
  StatusField,
} from '../approvals/list/FilterFields';
import { rangeFilter } from '../approvals/list/filters';
import { ListTable } from '../approvals/list/ListTable';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { usePaging } from '../approvals/list/paging';
import { employeeColumns, leaveColumns } from './components/columns';
import './leave.css';
import { LEAVE_BASE } from './rules';

/** approveStatus of the list: 1 waiting for me, 2 I approved, 3 I rejected. */
const APPROVE_STATUSES = [1, 2, 3] as const;

interface FilterForm {
  range?: [Dayjs | null, Dayjs | null] | null;
  employee_info?: string;
  division_code?: string;
  reason?: LeaveReason;
  status?: number;
  approveStatus?: number;
}

const DEFAULT_FILTERS: FilterForm = { approveStatus: 1 };

function toFilters(values: FilterForm): LeaveApprovalFilters {
  return {
    ...rangeFilter(values.range),
    employee_info: values.employee_info?.trim() || undefined,
    division_code: values.division_code || undefined,
    reason: values.reason || undefined,
    status: values.status ?? undefined,
    approveStatus: values.approveStatus ?? undefined,
  };
}

export default function LeaveApprovalListPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [form] = Form.useForm<FilterForm>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging(() => toFilters(DEFAULT_FILTERS));
  const [selected, setSelected] = useState<number[]>([]);
  const query = useLeaveApprovalList(
    { ...filters, sort_column: 'start_date', sort_by: 'asc' },
    page,
    perPage,
  );
  const result = query.data?.sabbaticalLeaveRequests;
  const invalidate = useInvalidateLeave();
  const timeZone = account.data?.company_time_zone;
  const notice = useBulkNotice();
  const confirmBulk = useConfirmBulk();

  const bulk = useMutation({
    mutationFn: (ids: number[]) => bulkApproveLeave(ids),
    onSuccess: (outcome) => {
      setSelected([]);
      notice(
        outcome,
        (count) => t('leave.approval.bulkDone', { count }),
        (failed) => (
          <BulkFailures
            failed={failed}
            testId="leave-bulk-failures"
            heading={t('leave.approval.bulkFailed', { count: failed.length })}
            line={(ids, message) => t('leave.approval.failureLine', { ids, message })}
          />
        ),
      );
    },
    onSettled: () => void invalidate(),
  });

  const askBulk = () =>
    confirmBulk({
      title: t('leave.approval.bulkConfirm', { count: selected.length }),
      okText: t('leave.approve.approve'),
      okTestId: 'leave-bulk-ok',
      approve: () => bulk.mutateAsync(selected),
    });

  const columns = useMemo(() => {
    const open = (item: LeaveItem) => `${LEAVE_BASE}/approval/${item.sabbatical_request_id}`;
    return [
      ...employeeColumns(t, {
        nameCell: (item) => (
          <Link to={open(item)} data-testid={`leave-open-${item.sabbatical_request_id}`}>
            {item.employee.name}
          </Link>
        ),
      }),
      ...leaveColumns(t, {
        timeZone,
        // The approver reads the period first; the creation date is on the request itself.
        showCreated: false,
        startCell: (item, content) => <Link to={open(item)}>{content}</Link>,
      }),
    ];
  }, [t, timeZone]);

  const search = (values: FilterForm) => {
    applyFilters(toFilters(values));
    setSelected([]);
  };

  return (
    <>
      <PageHeading
        extra={
          query.data ? (
            <Tag color="gold" data-testid="leave-waiting-total">
              {t('leave.approval.waitingTotal', { count: query.data.countSabbaticalRequest })}
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
        <DateRangeField label={t('leave.filters.range')} testId="leave-approval-range" />
        <EmployeeField
          label={t('leave.filters.employee')}
          placeholder={t('leave.filters.employeePlaceholder')}
        />
        <DivisionField label={t('leave.filters.division')} placeholder={t('leave.filters.all')} />
        <ChoiceField
          name="reason"
          label={t('leave.filters.reason')}
          placeholder={t('leave.filters.all')}
          values={LEAVE_REASONS}
          text={(r) => t(`leave.reasons.${r}`)}
        />
        <StatusField
          label={t('leave.filters.status')}
          placeholder={t('leave.filters.all')}
          text={(s) => t(`leave.status.${s}`)}
        />
        <ChoiceField
          name="approveStatus"
          label={t('leave.filters.approveStatus')}
          placeholder={t('leave.filters.all')}
          values={APPROVE_STATUSES}
          text={(s) => t(`leave.approveStatus.${s}`)}
          testId="leave-filter-approve-status"
        />
      </FilterCard>
      <Card>
        <BulkApproveBar
          count={selected.length}
          busy={bulk.isPending}
          onApprove={askBulk}
          testId="leave-bulk-approve"
          selectedText={(count) => t('leave.approval.selected', { count })}
        >
          {t('leave.approval.bulkApprove')}
        </BulkApproveBar>
        <LoadFailedAlert query={query} />
        <ListTable<LeaveItem>
          rowKey="sabbatical_request_id"
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching && !bulk.isPending}
          empty={t('leave.approval.empty')}
          data-testid="leave-approval-table"
          rowTestId={(item) => `leave-row-${item.sabbatical_request_id}`}
          rowSelection={bulkRowSelection<LeaveItem>(selected, setSelected, (item) => ({
            disabled: item.status !== 1,
            testId: `leave-select-${item.sabbatical_request_id}`,
          }))}
          pagination={pagination(result)}
        />
      </Card>
    </>
  );
}
