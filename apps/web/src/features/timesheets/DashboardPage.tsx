/**
 * SPEC 2 "Dashboard": the month's totals against the standard, the breakdown, request counts by
 * status, the add / submit / unsubmit actions (1st-5th of the next month), a calendar with
 * tooltips, a chart of hours per day and the table of days: all from the one dashboard answer
 * (its `timeSheets` are the rows its totals add up).
 */
import { CheckCircleOutlined, PlusCircleOutlined, RollbackOutlined } from '@ant-design/icons';
import { MONTH_RE, SUBMIT_WINDOW_LAST_DAY } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Row, Skeleton, Space, Statistic, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import { ApiError, messageForCode } from '../../api/http';
import {
  type Dashboard,
  type MonthAction,
  monthAction,
  type TotalRequests,
  useDashboard,
  useInvalidateTimesheets,
  useTotalRequests,
} from '../../api/timesheets';
import { translateFieldError } from '../../api/validation';
import { Chart } from '../../app/charts/Chart';
import { LoadFailedResult } from '../../app/components/LoadFailedResult';
import { formatMonth, MonthSwitcher } from '../../app/components/MonthSwitcher';
import { PageHeading } from '../../app/components/PageHeading';
import { useSeen } from '../../lib/useSeen';
import { NewsWidget } from '../news/NewsWidget';
import { hoursChartSpec, toDayBars } from './chartScale';
import type { DaysTableProps } from './components/DaysTable';
import { MonthCalendar } from './components/MonthCalendar';
import { currentMonthIn } from './dateRange';
import { formatDuration, formatWorkDate } from './format';

// The table of days sits below the cards: its code (Ant Design's table) loads when it comes into view.
const DaysTable = lazy(() => import('./components/DaysTable').then((m) => ({ default: m.DaysTable })));

function Hours({ minutes }: { minutes: number }) {
  return <span className="app-num">{formatDuration(minutes)}</span>;
}

function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.fieldErrors) {
      const lines = Object.entries(error.fieldErrors).flatMap(([field, list]) =>
        list.map((fe) => translateFieldError(field, fe)),
      );
      if (lines.length) return lines.join('\n');
    }
    return messageForCode(error.code);
  }
  return t('errors.default');
}

function TotalsCard({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const unit = t('timesheets.dashboard.hoursUnit');
  return (
    <Card title={t('timesheets.dashboard.totals')} className="app-fill-card" data-testid="dashboard-totals">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('timesheets.dashboard.standard')}
            valueRender={() => <Hours minutes={data.standardMinutes} />}
            suffix={unit}
          />
        </Col>
        <Col xs={24} sm={8}>
          {/* The sum of the timesheet's "Actual hours" column (the same rows); the paid total
              below is what counts toward the standard. */}
          <Statistic
            title={t('timesheets.dashboard.actual')}
            valueRender={() => <Hours minutes={data.totals.work_time_real} />}
            suffix={unit}
          />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('timesheets.dashboard.paid')}
            valueRender={() => <Hours minutes={data.actualMinutes} />}
            suffix={unit}
          />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('timesheets.dashboard.shortfall')}
            valueRender={() => (
              <span className={data.shortfallMinutes > 0 ? 'app-text-danger' : undefined}>
                <Hours minutes={data.shortfallMinutes} />
              </span>
            )}
            suffix={unit}
          />
        </Col>
        <Col xs={8}>
          <Statistic title={t('timesheets.dashboard.dayWorking')} value={data.dayWorking} />
        </Col>
        <Col xs={8}>
          <Statistic title={t('timesheets.dashboard.dayWorkingReal')} value={data.dayWorkingReal} />
        </Col>
        <Col xs={8}>
          <Statistic
            title={t('timesheets.dashboard.missTimesheet')}
            value={data.missTimesheet}
            styles={data.missTimesheet > 0 ? { content: { color: '#cf1322' } } : undefined}
          />
        </Col>
      </Row>
    </Card>
  );
}

function BreakdownCard({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const items: Array<[string, number]> = [
    ['timesheets.dashboard.normal', data.normalDayWorking],
    ['timesheets.dashboard.overtime', data.overtimeRequestTotal],
    ['timesheets.dashboard.sabbatical', data.sabbaticalLeave],
    ['timesheets.dashboard.unpaid', data.unpaidLeave],
    ['timesheets.dashboard.added', data.totalCompensation],
  ];
  return (
    <Card
      title={t('timesheets.dashboard.breakdown')}
      className="app-fill-card"
      data-testid="dashboard-breakdown"
    >
      <Row gutter={[16, 16]}>
        {items.map(([label, minutes]) => (
          <Col key={label} xs={12} sm={8} lg={12} xl={8}>
            <Statistic
              title={t(label)}
              valueRender={() => <Hours minutes={minutes} />}
              suffix={t('timesheets.dashboard.hoursUnit')}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

interface CountRow {
  key: 'overtime' | 'timesheet' | 'sabbatical';
  label: string;
}

/** The month's requests by kind and status: a plain table (three rows, nothing to sort or page). */
function RequestsCard({ data, loading }: { data: TotalRequests | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const rows: CountRow[] = [
    { key: 'overtime', label: t('timesheets.dashboard.kindOvertime') },
    { key: 'timesheet', label: t('timesheets.dashboard.kindTimesheet') },
    { key: 'sabbatical', label: t('timesheets.dashboard.kindSabbatical') },
  ];
  // Status codes: 1 pending, 2 approved, 3 rejected (SPEC 4).
  const statuses = [
    { status: 2, title: t('timesheets.dashboard.accepted'), color: 'green' },
    { status: 3, title: t('timesheets.dashboard.rejected'), color: 'red' },
    { status: 1, title: t('timesheets.dashboard.pending'), color: 'gold' },
  ] as const;
  return (
    <Card title={t('timesheets.dashboard.requests')} className="app-fill-card">
      {/* Counts not known yet are not zeros: a skeleton until the first answer. */}
      {!data && loading ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : (
        <table className="app-plain-table" data-testid="dashboard-requests" aria-busy={loading}>
          <thead>
            <tr>
              <th scope="col">{t('timesheets.dashboard.requestKind')}</th>
              {statuses.map((s) => (
                <th key={s.status} scope="col" className="app-plain-num">
                  {s.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {statuses.map((s) => (
                  <td key={s.status} className="app-plain-num">
                    <Tag color={s.color}>{data?.[row.key]?.[s.status] ?? 0}</Tag>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** The table of days, loaded once its card comes into view (a skeleton of its height until then). */
function DaysCard({ title, ...props }: DaysTableProps & { title: string }) {
  const [box, seen] = useSeen<HTMLDivElement>();
  const skeleton = <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Card title={title} data-testid="dashboard-days-card">
      <div ref={box}>
        {seen ? (
          <Suspense fallback={skeleton}>
            <DaysTable {...props} />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
    </Card>
  );
}

function ActionsCard({ data, month }: { data: Dashboard; month: string }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const invalidate = useInvalidateTimesheets();
  const mutation = useMutation({
    mutationFn: (action: MonthAction) => monthAction(action, month),
    onSettled: invalidate,
  });
  const label = formatMonth(month);
  const closed = !data.canSubmitNow;

  const run = (action: MonthAction) => {
    const confirmKey = {
      compensation: 'timesheets.dashboard.confirmAdd',
      submit: 'timesheets.dashboard.confirmSubmit',
      unsubmit: 'timesheets.dashboard.confirmUnsubmit',
    }[action];
    modal.confirm({
      title: t('common.confirmTitle'),
      content: (
        <>
          <p>{t(confirmKey, { month: label })}</p>
          <p>{t('common.confirm')}</p>
        </>
      ),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'dashboard-confirm-ok' } as never,
      onOk: async () => {
        try {
          const result = await mutation.mutateAsync(action);
          const done =
            action === 'compensation'
              ? t('timesheets.dashboard.addDone', { hours: formatDuration(result?.totalCompensation ?? 0) })
              : t(
                  action === 'submit'
                    ? 'timesheets.dashboard.submitDone'
                    : 'timesheets.dashboard.unsubmitDone',
                  {
                    month: label,
                  },
                );
          modal.success({ title: t('common.success'), content: done, okText: t('common.ok') });
        } catch (error) {
          // 401 and 403 have already left the page (SPEC 8).
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
          modal.error({
            title: t('timesheets.dashboard.actionFailed'),
            content: <span className="app-pre-line">{errorText(error, t)}</span>,
            okText: t('common.ok'),
          });
        }
      },
    });
  };

  return (
    <Card title={t('timesheets.dashboard.actions')} className="app-fill-card">
      <Space orientation="vertical" size="middle" className="app-full-width">
        <Space wrap>
          <Button
            icon={<PlusCircleOutlined />}
            disabled={closed || data.checkSubmitted}
            onClick={() => run('compensation')}
            data-testid="dashboard-add"
          >
            {t('timesheets.dashboard.addTimesheet')}
          </Button>
          {!data.checkSubmitted && (
            <Button
              type="primary"
              icon={<CheckCircleOutlined />}
              disabled={closed}
              onClick={() => run('submit')}
              data-testid="dashboard-submit"
            >
              {t('timesheets.dashboard.submit')}
            </Button>
          )}
          {data.checkSubmitted && (
            <Button
              danger
              icon={<RollbackOutlined />}
              disabled={closed}
              onClick={() => run('unsubmit')}
              data-testid="dashboard-unsubmit"
            >
              {t('timesheets.dashboard.unsubmit')}
            </Button>
          )}
        </Space>
        <Alert
          type={closed ? 'warning' : 'info'}
          showIcon
          data-testid="dashboard-restriction"
          title={t('timesheets.dashboard.restriction', {
            lastDay: SUBMIT_WINDOW_LAST_DAY,
            from: formatWorkDate(data.submitWindow.from),
            to: formatWorkDate(data.submitWindow.to),
          })}
        />
      </Space>
    </Card>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  const param = params.get('month');
  const month =
    param && MONTH_RE.test(param)
      ? param
      : account.data
        ? currentMonthIn(account.data.company_time_zone)
        : null;

  const dashboard = useDashboard(month);
  const totals = useTotalRequests(month);
  const data = dashboard.data;
  const label = month ? formatMonth(month) : '';
  const days = data?.timeSheets ?? [];
  // While another month loads, the previous month's answer stays on screen, marked as loading.
  const switching = dashboard.isPlaceholderData;
  const rows = data?.timeSheets;
  const bars = useMemo(() => toDayBars(rows ?? []), [rows]);
  const sum = (key: 'normal' | 'overtime') => bars.reduce((total, bar) => total + bar[key], 0);
  // One spec per month's answer and language: the chart is redrawn when either changes.
  const chartSpec = useMemo(
    () =>
      hoursChartSpec(
        bars,
        {
          normal: t('timesheets.dashboard.chartNormal'),
          overtime: t('timesheets.dashboard.chartOvertime'),
          hours: t('timesheets.dashboard.chartHours'),
          day: t('timesheets.dashboard.chartDay'),
        },
        formatWorkDate,
      ),
    [bars, t],
  );

  return (
    <>
      <PageHeading
        extra={
          <Space wrap>
            {data && (
              <Tag color={data.checkSubmitted ? 'gold' : 'default'} data-testid="dashboard-submitted">
                {t(
                  data.checkSubmitted
                    ? 'timesheets.dashboard.submitted'
                    : 'timesheets.dashboard.notSubmitted',
                )}
              </Tag>
            )}
            {month && (
              <MonthSwitcher
                month={month}
                onChange={(next) => setParams({ month: next })}
                testId="dashboard-month"
              />
            )}
          </Space>
        }
      />
      {dashboard.isError && !data ? (
        <Card>
          <LoadFailedResult onRetry={() => dashboard.refetch()} />
        </Card>
      ) : !data || !month ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <TotalsCard data={data} />
          </Col>
          <Col xs={24} lg={12}>
            <BreakdownCard data={data} />
          </Col>
          <Col xs={24} lg={12}>
            <RequestsCard data={totals.data} loading={totals.isFetching} />
          </Col>
          <Col xs={24} lg={12}>
            <ActionsCard data={data} month={month} />
          </Col>
          <Col xs={24}>
            <NewsWidget />
          </Col>
          <Col xs={24} xl={10}>
            <Card title={t('timesheets.dashboard.calendar')} loading={switching}>
              <MonthCalendar month={month} rows={days} />
            </Card>
          </Col>
          <Col xs={24} xl={14}>
            <Card title={t('timesheets.dashboard.chart')} loading={switching}>
              <Chart
                spec={chartSpec}
                testId="hours-chart"
                title={t('timesheets.dashboard.chartTitle', { month: label })}
                ariaLabel={t('timesheets.dashboard.chartAria', {
                  month: label,
                  normal: formatDuration(sum('normal')),
                  overtime: formatDuration(sum('overtime')),
                })}
              />
            </Card>
          </Col>
          <Col xs={24}>
            <DaysCard
              title={t('timesheets.dashboard.table', { month: label })}
              rows={days}
              totals={data.totals}
              compensation={data.totalCompensation}
              loading={switching}
            />
          </Col>
        </Row>
      )}
    </>
  );
}
