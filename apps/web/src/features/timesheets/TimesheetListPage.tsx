/** SPEC 2 "Timesheet list": the signed-in user's days for a period, with the computed columns. */
import { EditOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DATE_FORMAT, MAX_TIMESHEET_RANGE_DAYS, WIRE_DATE_FORMAT } from '@staffhub/domain';
import { Alert, Button, Card, DatePicker, Form, Space, Switch, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import { type TimesheetRow, useUserTimesheets } from '../../api/timesheets';
import { LoadFailedResult } from '../../app/components/LoadFailedResult';
import { PageHeading } from '../../app/components/PageHeading';
import { TableEmpty } from '../../app/components/TableEmpty';
import { usePhoneTable } from '../approvals/list/usePhoneTable';
import { correctionColumn, rowClassName, timesheetColumns } from './components/columns';
import { correctionLink } from './correctionLink';
import { currentMonthRangeIn, type DateRange, rangeProblem } from './dateRange';

function rangeFromParams(params: URLSearchParams): DateRange | null {
  const start = params.get('start_date');
  const end = params.get('end_date');
  if (!start || !end) return null;
  if (!dayjs(start, WIRE_DATE_FORMAT, true).isValid() || !dayjs(end, WIRE_DATE_FORMAT, true).isValid())
    return null;
  const range = { start_date: start, end_date: end };
  return rangeProblem(range) ? null : range;
}

type RangeValue = [Dayjs | null, Dayjs | null] | null;

export default function TimesheetListPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const timeZone = account.data?.company_time_zone;
  const [params, setParams] = useSearchParams();
  const [details, setDetails] = useState(false);

  const fromUrl = rangeFromParams(params);
  const range: DateRange | null = fromUrl ?? (account.data ? currentMonthRangeIn(timeZone) : null);
  const [draft, setDraft] = useState<RangeValue>(null);
  // One value per range, not a new pair per render: the picker takes a new value as a reset, and
  // would drop a date being typed whenever the page re-renders (a list or a count arriving).
  const start = range?.start_date;
  const end = range?.end_date;
  const shown = useMemo<RangeValue>(() => (start && end ? [dayjs(start), dayjs(end)] : null), [start, end]);
  const pickerValue: RangeValue = draft ?? shown;

  const draftRange: DateRange | null =
    pickerValue?.[0] && pickerValue[1]
      ? {
          start_date: pickerValue[0].format(WIRE_DATE_FORMAT),
          end_date: pickerValue[1].format(WIRE_DATE_FORMAT),
        }
      : null;
  const problem = draftRange ? rangeProblem(draftRange) : null;

  const query = useUserTimesheets(range);
  const rows = query.data?.timeSheets ?? [];

  const columns = useMemo(
    () => [
      ...timesheetColumns<TimesheetRow>(t, { details, remoteTag: true }),
      correctionColumn<TimesheetRow>(t),
    ],
    [t, details],
  );
  const phone = usePhoneTable<TimesheetRow>(columns, undefined);

  const search = () => {
    if (!draftRange || problem) return;
    setParams({ start_date: draftRange.start_date, end_date: draftRange.end_date });
    setDraft(null);
  };
  const reset = () => {
    setDraft(null);
    setParams({});
  };

  return (
    <>
      <PageHeading
        extra={
          <Link to={correctionLink()}>
            <Button type="primary" icon={<EditOutlined />} data-testid="register-correction">
              {t('timesheets.list.registerCorrection')}
            </Button>
          </Link>
        }
      />
      <Card className="app-filter-card">
        <Form layout="inline" onFinish={search} className="app-filter-form">
          <Form.Item
            label={t('timesheets.list.range')}
            validateStatus={problem ? 'error' : undefined}
            help={
              problem === 'tooLong'
                ? t('timesheets.list.rangeTooLong', { max: MAX_TIMESHEET_RANGE_DAYS })
                : problem === 'order'
                  ? t('timesheets.list.rangeOrder')
                  : undefined
            }
          >
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              value={pickerValue}
              allowClear={false}
              onChange={(value) => setDraft(value)}
              disabledDate={(current, info) =>
                info.from ? Math.abs(current.diff(info.from, 'day')) >= MAX_TIMESHEET_RANGE_DAYS : false
              }
              data-testid="timesheet-range"
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SearchOutlined />}
                disabled={!draftRange || !!problem}
              >
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
          <Space size="middle" wrap>
            <span className="app-switch-label">
              <Switch
                id="timesheet-details"
                checked={details}
                onChange={setDetails}
                data-testid="toggle-details"
              />
              <label htmlFor="timesheet-details">{t('timesheets.list.showDetails')}</label>
            </span>
            {query.data?.checkSubmitted && <Tag color="gold">{t('timesheets.list.submitted')}</Tag>}
          </Space>
          <Space size="small" className="app-ts-legend" aria-hidden>
            <span className="app-ts-swatch app-ts-row-weekend" />
            {t('timesheets.list.weekendLegend')}
            <span className="app-ts-swatch app-ts-row-holiday" />
            {t('timesheets.list.holidayLegend')}
          </Space>
        </div>
        {query.isError && !query.data ? (
          <LoadFailedResult onRetry={() => query.refetch()} />
        ) : (
          <>
            {query.isError && (
              <Alert type="error" showIcon title={t('common.loadFailed')} className="app-gap" />
            )}
            <Table<TimesheetRow>
              rowKey="work_date"
              size="small"
              {...phone}
              dataSource={rows}
              loading={query.isFetching || !range}
              pagination={false}
              rowClassName={rowClassName}
              scroll={{ x: 'max-content' }}
              sticky
              locale={{
                emptyText: (
                  <TableEmpty loading={query.isFetching || !range} description={t('timesheets.list.empty')} />
                ),
              }}
              data-testid="timesheet-table"
            />
          </>
        )}
      </Card>
    </>
  );
}
