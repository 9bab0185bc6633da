/**
 * /additional-timesheet/approval: corrections the signed-in approver handles (SPEC 2), with filters
 * (dates, division / team, employee, my approval), row selection and bulk approval with a comment.
 */
import { CheckOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DATE_FORMAT, PAGE_SIZES, REQUEST_STATUSES, WIRE_DATE_FORMAT } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
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
import { showSuccess } from '../../api/feedback';
import { messageForCode } from '../../api/http';
import { PageHeading } from '../../app/components/PageHeading';
import { groupFailures } from '../overtime/approvers';
import { OrgFilterFields } from '../timesheets/admin/OrgFilterFields';
import { formatWorkDate } from '../timesheets/format';
import { BulkApproveModal } from './components/BulkApproveModal';
import { CorrectionStatusTag, EntryStatusTag } from './components/parts';
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
    start_date: values.range?.[0]?.format(WIRE_DATE_FORMAT),
    end_date: values.range?.[1]?.format(WIRE_DATE_FORMAT),
    division_code: values.division_code || undefined,
    foot_code: values.foot_code || undefined,
    employee_info: values.employee_info?.trim() || undefined,
    status: values.status ?? undefined,
    approveStatus: values.approveStatus ?? undefined,
  };
}

const time = (value: string | null) =>
  value ? <span className="app-num">{value}</span> : <span className="app-muted">–</span>;

export default function CorrectionApprovalListPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<CorrectionApprovalFilters>(() => toFilters(DEFAULT_FILTERS));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const query = useCorrectionApprovalList(
    { ...filters, sort_column: 'work_date', sort_by: 'desc' },
    page,
    perPage,
  );
  const result = query.data?.timeSheetRequests;
  const invalidate = useInvalidateCorrections();

  const bulk = useMutation({
    mutationFn: ({ ids, comment }: { ids: number[]; comment: string }) =>
      bulkApproveCorrections(ids, comment),
    onSuccess: ({ approved, failed }) => {
      setSelected([]);
      setBulkOpen(false);
      if (failed.length === 0) {
        showSuccess(t('corrections.approval.bulkDone', { count: approved.length }));
        return;
      }
      notification.warning({
        title: t('corrections.approval.bulkDone', { count: approved.length }),
        placement: 'top',
        description: (
          <div data-testid="correction-bulk-failures">
            <div>{t('corrections.approval.bulkFailed', { count: failed.length })}</div>
            <ul className="app-ot-failures">
              {groupFailures(failed).map(({ code, ids }) => (
                <li key={code}>
                  {t('corrections.approval.failureLine', {
                    ids: ids.map((id) => `#${id}`).join(', '),
                    message: messageForCode(code),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ),
      });
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
            {time(item.start_time_request)}
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
            {time(item.end_time_request)}
            <span className="app-muted" title={t('corrections.columns.realTitle')}>
              {t('corrections.columns.realShort', { time: item.end_time_real ?? '–' })}
            </span>
          </Space>
        ),
      },
      {
        key: 'reason',
        title: t('corrections.columns.reason'),
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

  const reset = () => {
    form.resetFields();
    setFilters(toFilters(DEFAULT_FILTERS));
    setPage(1);
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
      <Card className="app-filter-card">
        <Form<FilterForm>
          form={form}
          layout="vertical"
          className="app-filter-grid"
          initialValues={DEFAULT_FILTERS}
          onFinish={(values) => {
            setFilters(toFilters(values));
            setPage(1);
            setSelected([]);
          }}
        >
          <Form.Item name="range" label={t('corrections.filters.period')}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              className="app-full-width"
            />
          </Form.Item>
          <OrgFilterFields company={false} />
          <Form.Item name="employee_info" label={t('corrections.filters.employee')}>
            <Input allowClear placeholder={t('corrections.filters.employeePlaceholder')} />
          </Form.Item>
          <Form.Item name="status" label={t('corrections.filters.status')}>
            <Select
              allowClear
              placeholder={t('corrections.filters.all')}
              options={REQUEST_STATUSES.map((s) => ({
                value: s,
                label: t(`corrections.status.${requestStatusKey(s)}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="approveStatus" label={t('corrections.filters.approveStatus')}>
            <Select
              allowClear
              placeholder={t('corrections.filters.all')}
              data-testid="correction-filter-approve-status"
              options={APPROVE_STATUSES.map((s) => ({
                value: s,
                label: t(`corrections.approveStatus.${s}`),
              }))}
            />
          </Form.Item>
          <Form.Item label=" " className="app-filter-actions">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('common.search')}
              </Button>
              <Button onClick={reset} icon={<ReloadOutlined />}>
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <div className="app-table-toolbar">
          <Space>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={selected.length === 0}
              loading={bulk.isPending}
              onClick={() => setBulkOpen(true)}
              data-testid="correction-bulk-approve"
            >
              {t('corrections.approval.bulkApprove')}
            </Button>
            {selected.length > 0 && (
              <span className="app-muted">
                {t('corrections.approval.selected', { count: selected.length })}
              </span>
            )}
          </Space>
        </div>
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
          columns={columns}
          dataSource={result?.data ?? []}
          loading={query.isFetching && !bulk.isPending}
          tableLayout="fixed"
          scroll={{ x: 1040 }}
          locale={{ emptyText: <Empty description={t('corrections.approval.empty')} /> }}
          data-testid="correction-approval-table"
          onRow={(item) => ({ 'data-testid': `correction-row-${item.id}` }) as never}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (item) =>
              ({
                disabled: !canBulkSelect(item),
                'data-testid': `correction-select-${item.id}`,
              }) as never,
          }}
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
