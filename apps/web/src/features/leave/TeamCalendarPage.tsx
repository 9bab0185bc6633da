/**
 * /sabbatical-leave-request/calendar: who is away in a month (GET /team-calendar): one row per
 * person, one column per day, leave by type and remote work; pending requests shown lighter. My
 * team by default, or a division or team chosen in the filters.
 */
import { DATE_FORMAT } from '@staffhub/domain';
import { Alert, Card, Empty, Select, Space, Spin, Switch } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../api/account';
import { useCommons } from '../../api/commons';
import { useTeamCalendar } from '../../api/leave';
import { MonthSwitcher } from '../../app/components/MonthSwitcher';
import { PageHeading } from '../../app/components/PageHeading';
import { currentMonthIn } from '../timesheets/dateRange';
import { buildCalendarGrid, type CalendarCell, cellClass } from './calendar';
import { useHolidaySet } from './hooks';
import './leave.css';

const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

export default function TeamCalendarPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const commons = useCommons();
  const timeZone = account.data?.company_time_zone;
  const [month, setMonth] = useState(() => currentMonthIn(timeZone));
  // One value per month: the picker takes a new value as a reset of what is being typed.
  const [division, setDivision] = useState<string | undefined>(undefined);
  const [foot, setFoot] = useState<string | undefined>(undefined);
  const [onlyAway, setOnlyAway] = useState(false);
  const query = useTeamCalendar({ month, division_code: division, foot_code: foot });
  const holidays = useHolidaySet(account.data?.company_id, [Number(month.slice(0, 4))]);
  const grid = useMemo(
    () => (query.data ? buildCalendarGrid(query.data, { holidays, onlyAway }) : null),
    [query.data, holidays, onlyAway],
  );

  // The divisions I may read (the server's answer; null: all). Kept while a new month loads.
  const allowed = useRef<string[] | null | undefined>(undefined);
  if (query.data) allowed.current = query.data.divisions;
  const divisions = (commons.data?.divisions ?? []).filter(
    (d) => allowed.current === null || (allowed.current ?? []).includes(d.code),
  );
  const divisionId = divisions.find((d) => d.code === division)?.id;
  const foots = (commons.data?.foots ?? []).filter(
    (f) => divisionId === undefined || f.division_id === divisionId,
  );

  const describe = (name: string, date: string, cell: CalendarCell) => {
    const what =
      cell.kind === 'remote'
        ? t('leave.calendar.remote')
        : cell.type === null
          ? t('leave.calendar.away')
          : t(`leave.types.${cell.type}`, { defaultValue: '' });
    const extra = cell.alsoRemote ? ` + ${t('leave.calendar.remote')}` : '';
    const state = cell.isPending ? ` (${t('leave.status.1')})` : '';
    return `${name} · ${dayjs(date).format(DATE_FORMAT)} · ${what}${extra}${state}`;
  };
  const short = (cell: CalendarCell) =>
    cell.kind === 'remote'
      ? t('leave.calendar.short.remote')
      : t(`leave.calendar.short.${cell.type ?? 'leave'}`);

  return (
    <>
      <PageHeading />
      <Card className="app-filter-card">
        <div className="app-leave-cal-toolbar">
          <Space wrap>
            <MonthSwitcher month={month} onChange={setMonth} testId="leave-cal-month" />
          </Space>
          <Space wrap>
            <Select
              allowClear
              className="app-select-md"
              placeholder={t('leave.calendar.myTeam')}
              value={division}
              onChange={(value?: string) => {
                setDivision(value);
                setFoot(undefined);
              }}
              showSearch={{ optionFilterProp: 'label' }}
              options={divisions.map((d) => ({ value: d.code, label: d.name }))}
              data-testid="leave-cal-division"
              aria-label={t('leave.filters.division')}
            />
            <Select
              allowClear
              className="app-select-md"
              placeholder={t('leave.calendar.allTeams')}
              value={foot}
              onChange={(value?: string) => setFoot(value)}
              showSearch={{ optionFilterProp: 'label' }}
              options={foots.map((f) => ({ value: f.code, label: f.name }))}
              data-testid="leave-cal-foot"
              aria-label={t('leave.calendar.team')}
            />
            <span className="app-switch-label">
              <Switch
                id="leave-cal-only-away"
                size="small"
                checked={onlyAway}
                onChange={setOnlyAway}
                data-testid="leave-cal-only-away"
              />
              <label htmlFor="leave-cal-only-away">{t('leave.calendar.onlyAway')}</label>
            </span>
          </Space>
        </div>
      </Card>
      <Card>
        <div className="app-leave-cal-legend" data-testid="leave-cal-legend">
          {[1, 2, 3, 4].map((type) => (
            <span key={type}>
              <span className={`app-leave-cal-swatch app-leave-cal-type-${type}`}>
                {t(`leave.calendar.short.${type}`)}
              </span>
              {t(`leave.types.${type}`)}
            </span>
          ))}
          {grid?.hasUndisclosed && (
            <span>
              <span className="app-leave-cal-swatch app-leave-cal-type-0">
                {t('leave.calendar.short.leave')}
              </span>
              {t('leave.calendar.undisclosed')}
            </span>
          )}
          <span>
            <span className="app-leave-cal-swatch app-leave-cal-remote">
              {t('leave.calendar.short.remote')}
            </span>
            {t('leave.calendar.remote')}
          </span>
          <span>
            <span className="app-leave-cal-swatch app-leave-cal-type-1 app-leave-cal-pending">
              {t('leave.calendar.short.1')}
            </span>
            {t('leave.calendar.pending')}
          </span>
          <span>
            <span className="app-leave-cal-swatch app-leave-cal-dayoff" />
            {t('leave.calendar.dayOff')}
          </span>
        </div>
        {query.isError && <Alert type="error" showIcon className="app-gap" title={t('common.loadFailed')} />}
        {!grid ? (
          <div className="app-center-spin">
            <Spin />
          </div>
        ) : grid.rows.length === 0 ? (
          <Empty description={t('leave.calendar.empty')} />
        ) : (
          <div className="app-leave-cal-scroll" data-testid="leave-calendar">
            <table className={`app-leave-cal${query.isFetching ? ' app-leave-cal-loading' : ''}`}>
              <thead>
                <tr>
                  <th className="app-leave-cal-person" scope="col">
                    {t('leave.calendar.person')}
                  </th>
                  {grid.days.map((day) => (
                    <th
                      key={day.date}
                      scope="col"
                      className={day.isWeekend || day.isHoliday ? 'app-leave-cal-dayoff' : undefined}
                      title={dayjs(day.date).format(DATE_FORMAT)}
                    >
                      <div className="app-num">{day.day}</div>
                      <div className="app-leave-cal-weekday">
                        {t(`timesheets.weekday.${WEEKDAY_KEYS[day.weekday]}`)}
                      </div>
                    </th>
                  ))}
                  <th scope="col" className="app-leave-cal-total">
                    {t('leave.calendar.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((row) => (
                  <tr key={row.employee_id} data-testid={`leave-cal-row-${row.employee_id}`}>
                    <th scope="row" className="app-leave-cal-person">
                      <div className="app-leave-cal-name">{row.name}</div>
                      <div className="app-muted-text app-num">
                        {row.employee_code}
                        {row.foot_name ? ` · ${row.foot_name}` : ''}
                      </div>
                    </th>
                    {row.cells.map((cell, i) => {
                      const day = grid.days[i];
                      if (!day) return null;
                      const off = day.isWeekend || day.isHoliday ? ' app-leave-cal-dayoff' : '';
                      return (
                        <td key={day.date} className={`app-leave-cal-cell${off}`}>
                          {cell && (
                            <span
                              className={`app-leave-cal-mark ${cellClass(cell)}`}
                              title={describe(row.name, day.date, cell)}
                              data-kind={cell.kind}
                              data-pending={cell.isPending || undefined}
                            >
                              {short(cell)}
                            </span>
                          )}
                        </td>
                      );
                    })}
                    <td className="app-leave-cal-total app-num">
                      {row.leaveDays > 0 ? row.leaveDays : ''}
                      {row.remoteDays > 0 ? (
                        <span className="app-muted-text">
                          {row.leaveDays > 0 ? ' / ' : ''}
                          {t('leave.calendar.short.remote')}
                          {row.remoteDays}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="app-leave-cal-person">
                    {t('leave.calendar.away')}
                  </th>
                  {grid.awayPerDay.map((count, i) => (
                    <td key={grid.days[i]?.date ?? i} className="app-leave-cal-cell app-num">
                      {count > 0 ? count : ''}
                    </td>
                  ))}
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        <div className="app-muted app-gap-top">{t('leave.calendar.hint')}</div>
      </Card>
    </>
  );
}
