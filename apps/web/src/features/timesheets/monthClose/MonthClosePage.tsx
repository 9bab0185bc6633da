/**
 * HR's month close (issue #20): one screen for a month and a company. Who has not submitted (and
 * their missing check-outs and pending requests), every request of the month still waiting and with
 * whom, the corrections in flight; a reminder to everyone open in one click, lock or unlock the
 * chosen people, and the payroll file whose figures equal the timesheet screens.
 */
import { BellOutlined, DownloadOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  type ApprovalKind,
  addMonths,
  MONTH_CLOSE_FILTERS,
  type MonthCloseFilter,
  type MonthClosePending,
  type MonthClosePerson,
  monthOf,
  todayIn,
} from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Col, Popconfirm, Row, Segmented, Space, Statistic, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../../api/account';
import { showSuccess } from '../../../api/feedback';
import { downloadPayroll, remindOpen, setLocked, useMonthClose } from '../../../api/monthClose';
import { MonthSwitcher } from '../../../app/components/MonthSwitcher';
import { PageHeading } from '../../../app/components/PageHeading';
import { trackLoading } from '../../../app/loading';
import { bulkRowSelection } from '../../approvals/list/BulkApprove';
import { ListTable } from '../../approvals/list/ListTable';
import { LoadFailedAlert } from '../../approvals/list/LoadFailedAlert';
import { type PageState, tablePagination } from '../../approvals/list/paging';
import { CompanyField, useCompanyChoice } from '../components/CompanyField';

/** Where each kind of request opens. */
const DETAIL_PATHS: Record<ApprovalKind, string | null> = {
  overtime: '/overtime-requests/detail',
  correction: '/additional-timesheet/detail',
  leave: '/sabbatical-leave-request/detail',
  remote: '/remote-request/detail',
  // Short leaves open from their list, not one page each.
  short_leave: null,
};

/** The columns a phone keeps: who, the state, the figures HR chases. */
const PEOPLE_PHONE_KEYS: ReadonlySet<string> = new Set(['employee', 'status', 'missing_days']);
const PENDING_PHONE_KEYS: ReadonlySet<string> = new Set(['employee', 'kind', 'date', 'waiting_on']);

/** The month HR closes by default: the one before the current month, in the company's zone. */
function previousMonth(timeZone: string): string {
  return addMonths(monthOf(todayIn(timeZone, new Date())), -1);
}

export default function MonthClosePage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [companyId, setCompany] = useCompanyChoice();
  const [monthChoice, setMonthChoice] = useState<string | null>(null);
  const [status, setStatus] = useState<MonthCloseFilter>('open');
  const [paging, setPaging] = useState<PageState>({ page: 1, perPage: 50 });
  const [selected, setSelected] = useState<number[]>([]);
  const [downloading, setDownloading] = useState(false);

  const month = monthChoice ?? (account.data ? previousMonth(account.data.company_time_zone) : null);
  const view = { month: month ?? '', companyId, status, page: paging.page, perPage: paging.perPage };
  const query = useMonthClose(view);
  const data = month ? query.data : undefined;

  /** A new month, company or filter starts from page 1 with nobody chosen. */
  const reset = () => {
    setPaging((p) => ({ page: 1, perPage: p.perPage }));
    setSelected([]);
  };

  const remind = useMutation({
    mutationFn: () => remindOpen(month ?? '', companyId),
    onSuccess: ({ reminded }) => showSuccess(t('monthClose.reminded', { count: reminded })),
  });
  const lock = useMutation({
    mutationFn: (locked: boolean) => setLocked(month ?? '', companyId, selected, locked),
    onSuccess: ({ changed }, locked) => {
      showSuccess(t(locked ? 'monthClose.locked' : 'monthClose.unlocked', { count: changed }));
      setSelected([]);
    },
  });

  const download = async () => {
    if (!month) return;
    setDownloading(true);
    try {
      const name = await trackLoading(downloadPayroll(month, companyId));
      showSuccess(t('monthClose.downloaded', { name }));
    } catch {
      // Reported by the download helper (SPEC 8).
    } finally {
      setDownloading(false);
    }
  };

  const peopleColumns: ColumnsType<MonthClosePerson> = [
    {
      key: 'employee',
      title: t('monthClose.person'),
      render: (_, p) => (
        <span>
          <span className="app-num">{p.employee_code}</span> {p.name}
        </span>
      ),
    },
    { key: 'division', title: t('monthClose.division'), render: (_, p) => p.division_name ?? '—' },
    { key: 'foot', title: t('monthClose.foot'), render: (_, p) => p.foot_name ?? '—' },
    {
      key: 'status',
      title: t('monthClose.status'),
      render: (_, p) =>
        p.submitted ? (
          <Tag color="green" className="app-status-tag">
            {t('monthClose.submitted')}
          </Tag>
        ) : (
          <Tag color="orange" className="app-status-tag">
            {t('monthClose.open')}
          </Tag>
        ),
    },
    {
      key: 'missing_days',
      title: t('monthClose.missingDays'),
      align: 'right',
      render: (_, p) =>
        p.missing_days > 0 ? <Typography.Text type="danger">{p.missing_days}</Typography.Text> : 0,
    },
    {
      key: 'pending_requests',
      title: t('monthClose.pendingRequests'),
      align: 'right',
      dataIndex: 'pending_requests',
    },
  ];

  const pendingColumns: ColumnsType<MonthClosePending> = [
    {
      key: 'kind',
      title: t('monthClose.kind'),
      render: (_, r) => {
        const label = t(`monthClose.kinds.${r.kind}`);
        const base = DETAIL_PATHS[r.kind];
        return base ? <Link to={`${base}/${r.id}`}>{label}</Link> : label;
      },
    },
    {
      key: 'employee',
      title: t('monthClose.person'),
      render: (_, r) => (
        <span>
          <span className="app-num">{r.employee.employee_code}</span> {r.employee.name}
        </span>
      ),
    },
    {
      key: 'date',
      title: t('monthClose.days'),
      render: (_, r) => <span className="app-num">{r.from === r.to ? r.from : `${r.from} – ${r.to}`}</span>,
    },
    {
      key: 'waiting_on',
      title: t('monthClose.waitingOn'),
      render: (_, r) => r.waiting_on?.name ?? t('monthClose.anyApprover'),
    },
  ];

  const summary = data?.summary;
  const stats: Array<[string, number | undefined, string]> = [
    ['monthClose.employees', summary?.employees, 'month-close-employees'],
    ['monthClose.submittedCount', summary?.submitted, 'month-close-submitted'],
    ['monthClose.openCount', summary?.open, 'month-close-open'],
    ['monthClose.pendingCount', summary?.pending_requests, 'month-close-pending'],
    ['monthClose.correctionsCount', summary?.corrections_in_flight, 'month-close-corrections'],
  ];

  return (
    <>
      <PageHeading
        extra={
          <Space wrap>
            <Popconfirm
              title={t('monthClose.remindConfirm', { count: summary?.open ?? 0 })}
              okText={t('monthClose.remind')}
              cancelText={t('common.cancel')}
              onConfirm={() => remind.mutateAsync().catch(() => undefined)}
              disabled={!summary || summary.open === 0}
            >
              <Button
                icon={<BellOutlined />}
                loading={remind.isPending}
                disabled={!summary || summary.open === 0}
                data-testid="month-close-remind"
              >
                {t('monthClose.remind')}
              </Button>
            </Popconfirm>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              onClick={() => void download()}
              loading={downloading}
              disabled={!month}
              data-testid="month-close-payroll"
            >
              {t('monthClose.payroll')}
            </Button>
          </Space>
        }
      />
      <Card className="app-filter-card">
        <Space wrap size="large">
          <CompanyField
            id="month-close-company"
            value={companyId}
            onChange={(id) => {
              setCompany(id);
              reset();
            }}
            testId="month-close-company"
          />
          {month && (
            <MonthSwitcher
              month={month}
              onChange={(m) => {
                setMonthChoice(m);
                reset();
              }}
              testId="month-close-month"
            />
          )}
        </Space>
      </Card>
      <LoadFailedAlert query={query} />
      <Row gutter={[12, 12]} className="app-month-close-stats">
        {stats.map(([key, value, testId]) => (
          <Col key={key} xs={12} sm={8} lg={4}>
            <Card size="small">
              <Statistic title={t(key)} value={value ?? '—'} data-testid={testId} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('monthClose.people')} className="app-month-close-card">
        <div className="app-table-toolbar">
          <Segmented<MonthCloseFilter>
            value={status}
            onChange={(v) => {
              setStatus(v);
              reset();
            }}
            options={MONTH_CLOSE_FILTERS.map((f) => ({ value: f, label: t(`monthClose.filters.${f}`) }))}
            data-testid="month-close-filter"
          />
          <Space wrap>
            <Typography.Text type="secondary">
              {t('monthClose.chosen', { count: selected.length })}
            </Typography.Text>
            <Button
              icon={<LockOutlined />}
              disabled={selected.length === 0}
              loading={lock.isPending && lock.variables === true}
              onClick={() => lock.mutate(true)}
              data-testid="month-close-lock"
            >
              {t('monthClose.lock')}
            </Button>
            <Button
              icon={<UnlockOutlined />}
              disabled={selected.length === 0}
              loading={lock.isPending && lock.variables === false}
              onClick={() => lock.mutate(false)}
              data-testid="month-close-unlock"
            >
              {t('monthClose.unlock')}
            </Button>
          </Space>
        </div>
        <ListTable<MonthClosePerson>
          rowKey="id"
          columns={peopleColumns}
          dataSource={data?.people.data ?? []}
          loading={query.isFetching}
          phoneKeys={PEOPLE_PHONE_KEYS}
          empty={t(status === 'open' ? 'monthClose.allSubmitted' : 'monthClose.nobody')}
          rowTestId={(p) => `month-close-person-${p.employee_code}`}
          rowSelection={{
            ...bulkRowSelection<MonthClosePerson>(selected, setSelected, (p) => ({
              disabled: false,
              testId: `month-close-choose-${p.employee_code}`,
            })),
            // Chosen people stay chosen across pages.
            preserveSelectedRowKeys: true,
          }}
          pagination={tablePagination(t, data?.people, paging, setPaging)}
          data-testid="month-close-people"
        />
      </Card>
      <Card title={t('monthClose.pendingTitle')} className="app-month-close-card">
        {data?.pending.truncated && (
          <Typography.Paragraph type="secondary">
            {t('monthClose.truncated', {
              shown: data.pending.data.length,
              total: data.summary.pending_requests,
            })}
          </Typography.Paragraph>
        )}
        <ListTable<MonthClosePending>
          rowKey={(r) => `${r.kind}-${r.id}`}
          columns={pendingColumns}
          dataSource={data?.pending.data ?? []}
          loading={query.isFetching}
          phoneKeys={PENDING_PHONE_KEYS}
          empty={t('monthClose.nothingPending')}
          rowTestId={(r) => `month-close-pending-${r.kind}-${r.id}`}
          pagination={false}
          data-testid="month-close-pending-table"
        />
      </Card>
    </>
  );
}
