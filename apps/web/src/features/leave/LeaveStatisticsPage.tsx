/**
 * /sabbatical-leave-request/statistical: my leave by month and type and the sources of my balance
 * for a year (GET /sabbatical-days-off), my ledger, and for HR and administrators everybody's ledger
 * with the manual adjustment.
 */
import { SlidersOutlined } from '@ant-design/icons';
import type { LedgerAllFilters } from '@staffhub/domain';
import { DEPARTMENT_CODES, LEDGER_KINDS } from '@staffhub/domain';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Form, Row, Space, Spin, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../api/account';
import { useLeaveBalance, useLeaveLedger, useLeaveLedgerAll, useLeaveStatistics } from '../../api/leave';
import { Chart } from '../../app/charts/Chart';
import { PageHeading } from '../../app/components/PageHeading';
import { FilterCard } from '../approvals/list/FilterCard';
import { ChoiceField, EmployeeField } from '../approvals/list/FilterFields';
import { LoadFailedAlert } from '../approvals/list/LoadFailedAlert';
import { usePaging } from '../approvals/list/paging';
import { currentYearIn } from '../timesheets/dateRange';
import { monthChartSpec, type SourceKey, sourcesChartSpec, yearTotals } from './chart';
import { AdjustForm, type AdjustTarget } from './components/AdjustForm';
import { BalanceStrip } from './components/BalanceStrip';
import { LeaveSummaryTab } from './components/LeaveSummary';
import { LedgerTable } from './components/LedgerTable';
import './leave.css';
import { formatDays, formatSignedDays } from './rules';

function StatisticsTab({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => currentYearIn(timeZone));
  // One value per year: the picker takes a new value as a reset of what is being typed.
  const yearValue = useMemo(() => dayjs(`${year}-01-01`), [year]);
  const stats = useLeaveStatistics(year);
  const typeLabels = useMemo(
    () => ({ 1: t('leave.types.1'), 2: t('leave.types.2'), 3: t('leave.types.3'), 4: t('leave.types.4') }),
    [t],
  );
  const sourceLabels = useMemo<Record<SourceKey, string>>(
    () => ({
      accrued: t('leave.stats.sources.accrued'),
      adjusted: t('leave.stats.sources.adjusted'),
      taken: t('leave.stats.sources.taken'),
      restored: t('leave.stats.sources.restored'),
      net: t('leave.stats.sources.net'),
    }),
    [t],
  );
  const data = stats.data;
  const totals = data ? yearTotals(data.months) : null;
  // One spec per answer and language: the charts are redrawn when either changes.
  const monthSpec = useMemo(
    () =>
      data &&
      monthChartSpec(
        data.months,
        typeLabels,
        { days: t('leave.stats.axisDays'), month: t('leave.stats.axisMonth') },
        (month) => ({
          short: dayjs(`${month}-01`).format('MMM'),
          long: dayjs(`${month}-01`).format('MM/YYYY'),
        }),
      ),
    [data, t, typeLabels],
  );
  const sourcesSpec = useMemo(
    () =>
      data &&
      sourcesChartSpec(data.sources, sourceLabels, {
        days: t('leave.stats.axisDays'),
        source: t('leave.stats.axisSource'),
      }),
    [data, t, sourceLabels],
  );

  return (
    <>
      <div className="app-table-toolbar">
        <Space>
          <span>{t('leave.stats.year')}</span>
          <DatePicker
            picker="year"
            allowClear={false}
            value={yearValue}
            onChange={(value) => value && setYear(value.year())}
            data-testid="leave-stats-year"
          />
        </Space>
        {stats.isFetching && <Spin size="small" />}
      </div>
      {stats.isError && <Alert type="error" showIcon className="app-gap" title={t('common.loadFailed')} />}
      {data && totals && monthSpec && sourcesSpec && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card className="app-fill-card">
              <Chart
                spec={monthSpec}
                testId="leave-month-chart"
                title={t('leave.stats.byMonth', { year: data.year })}
                ariaLabel={t('leave.stats.byMonthSummary', {
                  year: data.year,
                  compensated: formatDays(totals[1]),
                  paid: formatDays(totals[2]),
                  unpaid: formatDays(totals[3]),
                  physiological: formatDays(totals[4]),
                })}
              />
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card className="app-fill-card">
              <Chart
                spec={sourcesSpec}
                testId="leave-sources-chart"
                title={t('leave.stats.bySource', { year: data.year })}
                ariaLabel={t('leave.stats.bySourceSummary', {
                  accrued: formatDays(data.sources.accrued),
                  adjusted: formatSignedDays(data.sources.adjusted),
                  taken: formatDays(data.sources.taken),
                  restored: formatDays(data.sources.restored),
                })}
              />
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={t('leave.stats.totals', { year: data.year })} size="small">
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2, lg: 4 }}
                items={[1, 2, 3, 4].map((type) => ({
                  key: type,
                  label: typeLabels[type as 1 | 2 | 3 | 4],
                  children: (
                    <span className="app-num" data-testid={`leave-total-${type}`}>
                      {t('leave.units.days', {
                        count: totals[type as 1 | 2 | 3 | 4],
                        value: formatDays(totals[type as 1 | 2 | 3 | 4]),
                      })}
                    </span>
                  ),
                }))}
              />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}

function MyLedgerTab({ timeZone }: { timeZone: string | undefined }) {
  const { page, perPage, pagination } = usePaging<null>(null);
  const ledger = useLeaveLedger(page, perPage);
  return (
    <>
      <LoadFailedAlert query={ledger} />
      <LedgerTable
        testId="leave-ledger"
        page={ledger.data?.logs}
        loading={ledger.isFetching}
        timeZone={timeZone}
        pagination={pagination(ledger.data?.logs)}
      />
    </>
  );
}

function AllLedgerTab({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LedgerAllFilters>();
  const { filters, page, perPage, applyFilters, pagination } = usePaging<LedgerAllFilters>({});
  const [target, setTarget] = useState<AdjustTarget | null>(null);
  const ledger = useLeaveLedgerAll(filters, page, perPage);
  // Nobody adjusts their own balance (the server answers 4330): no button on my own lines.
  const myId = useAccount().data?.employee_id;
  return (
    <>
      <AdjustForm preset={target} />
      <FilterCard
        form={form}
        onSearch={(values) =>
          applyFilters({
            employee_info: values.employee_info?.trim() || undefined,
            kind: values.kind || undefined,
          })
        }
        onReset={() => applyFilters({})}
      >
        <EmployeeField
          label={t('leave.filters.employee')}
          placeholder={t('leave.filters.employeePlaceholder')}
          testId="leave-all-employee"
        />
        <ChoiceField
          name="kind"
          label={t('leave.ledger.columns.kind')}
          placeholder={t('leave.filters.all')}
          values={LEDGER_KINDS}
          text={(k) => t(`leave.ledger.kinds.${k}`)}
        />
      </FilterCard>
      <LoadFailedAlert query={ledger} />
      <LedgerTable
        testId="leave-ledger-all"
        page={ledger.data?.logs}
        loading={ledger.isFetching}
        timeZone={timeZone}
        showEmployee
        linkRequests={false}
        action={(line) =>
          line.employee_id === myId ? null : (
            <Button
              size="small"
              icon={<SlidersOutlined />}
              onClick={() => {
                setTarget({ employee_id: line.employee_id, employee_name: line.employee_name });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            >
              {t('leave.adjust.action')}
            </Button>
          )
        }
        pagination={pagination(ledger.data?.logs)}
      />
    </>
  );
}

export default function LeaveStatisticsPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const balance = useLeaveBalance();
  const timeZone = account.data?.company_time_zone;
  // HR and administrators see everybody's ledger and may adjust a balance (the server checks it too).
  const isHr =
    !!account.data && (account.data.is_admin || account.data.department_code === DEPARTMENT_CODES.HR);
  // HR opens on the whole company; everybody else on their own figures.
  const [chosen, setTab] = useState<string | null>(null);
  const tab = chosen ?? (isHr ? 'summary' : 'stats');

  return (
    <>
      <PageHeading />
      <BalanceStrip balance={balance.data} loading={balance.isPending} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            ...(isHr
              ? [
                  {
                    key: 'summary',
                    label: t('leave.summary.tab'),
                    children: <LeaveSummaryTab timeZone={timeZone} />,
                  },
                  {
                    key: 'all',
                    label: t('leave.ledger.allTab'),
                    children: <AllLedgerTab timeZone={timeZone} />,
                  },
                ]
              : []),
            { key: 'stats', label: t('leave.stats.tab'), children: <StatisticsTab timeZone={timeZone} /> },
            { key: 'ledger', label: t('leave.ledger.tab'), children: <MyLedgerTab timeZone={timeZone} /> },
          ]}
        />
      </Card>
    </>
  );
}
