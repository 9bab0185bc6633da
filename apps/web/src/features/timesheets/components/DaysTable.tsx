/**
 * SPEC 2 "Dashboard" table: every day of the month with its check-in/out, calculation start and
 * end, pay time, actual time, state, correction link, and normal, overtime and total (the domain's
 * `paidHours`), closed by the month's totals from the same answer as the cards above it.
 */
import { type DayTotals, paidHours } from '@staffhub/domain';
import { Grid, Table, type TableColumnType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimesheetRow } from '../../../api/timesheets';
import { TableEmpty } from '../../../app/components/TableEmpty';
import { columnKey } from '../../approvals/list/phoneColumns';
import { usePhoneTable } from '../../approvals/list/usePhoneTable';
import { formatDuration } from '../format';
import { Dash, DayStatus, Duration, TimeValue } from './cells';
import { correctionColumn, dateColumn, durationColumn, rowClassName, timeColumn } from './columns';

/** What a phone keeps: the date, the times and the day's state; the rest folds into the row. */
const PHONE_KEEP: ReadonlySet<string> = new Set(['work_date', 'check_in_out', 'status']);

/** The keys of the summed columns, in the order the folded summary lists them on a phone. */
type SummedKey = 'work_time_pay' | 'work_time_real' | 'normal' | 'overtime' | 'total';

function hoursColumn(key: 'normal' | 'overtime' | 'total', title: string): TableColumnType<TimesheetRow> {
  return {
    key,
    title,
    align: 'right',
    render: (_: unknown, row: TimesheetRow) => (
      <span data-testid={`day-${key}-${row.work_date}`}>
        <Duration minutes={paidHours(row)[key]} />
      </span>
    ),
  };
}

/** Times and durations keep to one line (a wrapped 142:40 reads as two numbers). */
const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * The columns sized to their content (no fixed widths, headers wrapping): all eleven fit a desktop
 * card. On a phone the check-in/out pair may wrap, to leave the state its room.
 */
function dayColumns(t: TFunction, isPhone: boolean): TableColumnType<TimesheetRow>[] {
  const columns: TableColumnType<TimesheetRow>[] = [
    dateColumn<TimesheetRow>(t, { remoteTag: true }),
    {
      key: 'check_in_out',
      title: t('timesheets.columns.checkInOut'),
      align: 'center',
      onCell: isPhone ? undefined : () => NOWRAP,
      render: (_: unknown, row: TimesheetRow) => (
        <span data-testid={`day-times-${row.work_date}`}>
          {row.start_time_real || row.end_time_real ? (
            <>
              <TimeValue value={row.start_time_real} /> – <TimeValue value={row.end_time_real} />
            </>
          ) : (
            <Dash />
          )}
        </span>
      ),
    },
    timeColumn<TimesheetRow>('start_time_pay', t('timesheets.columns.payStart')),
    timeColumn<TimesheetRow>('end_time_pay', t('timesheets.columns.payEnd')),
    durationColumn<TimesheetRow>('work_time_pay', t('timesheets.columns.workPay')),
    durationColumn<TimesheetRow>('work_time_real', t('timesheets.columns.workReal')),
    {
      key: 'status',
      dataIndex: 'status',
      title: t('timesheets.columns.status'),
      render: (_: unknown, row: TimesheetRow) => (
        <span data-testid={`day-status-${row.work_date}`}>
          <DayStatus row={row} />
        </span>
      ),
    },
    { ...correctionColumn<TimesheetRow>(t), fixed: undefined },
    hoursColumn('normal', t('timesheets.columns.normal')),
    hoursColumn('overtime', t('timesheets.columns.overtime')),
    hoursColumn('total', t('timesheets.columns.total')),
  ];
  return columns.map(({ width: _width, ...column }) =>
    column.key === 'check_in_out' || column.key === 'status' || column.key === 'work_date'
      ? column
      : { ...column, onCell: () => NOWRAP },
  );
}

export interface DaysTableProps {
  rows: readonly TimesheetRow[];
  /** The dashboard's `totals`: the server's sums of these rows. */
  totals: DayTotals;
  /** Overtime minutes the month moved to cover its shortfall (shown under the overtime sum). */
  compensation: number;
  loading: boolean;
}

export function DaysTable({ rows, totals, compensation, loading }: DaysTableProps) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const columns = useMemo(() => dayColumns(t, isPhone), [t, isPhone]);
  const phone = usePhoneTable<TimesheetRow>(columns, undefined, PHONE_KEEP);

  const hours = paidHours(totals);
  const sums: Record<SummedKey, number> = {
    work_time_pay: totals.work_time_pay,
    work_time_real: totals.work_time_real,
    normal: hours.normal,
    overtime: hours.overtime,
    total: hours.total,
  };
  const titles: Record<SummedKey, ReactNode> = {
    work_time_pay: t('timesheets.columns.workPay'),
    work_time_real: t('timesheets.columns.workReal'),
    normal: t('timesheets.columns.normal'),
    overtime: t('timesheets.columns.overtime'),
    total: t('timesheets.columns.total'),
  };
  const isSummed = (key: string | undefined): key is SummedKey => key !== undefined && key in sums;
  const sumCell = (key: SummedKey) => (
    <span data-testid={`dashboard-sum-${key}`}>
      <Typography.Text strong className="app-num" {...NOWRAP}>
        {formatDuration(sums[key])}
      </Typography.Text>
      {key === 'overtime' && compensation > 0 && (
        <div>
          <Typography.Text type="secondary">
            {t('timesheets.dashboard.tableCompensated', { hours: formatDuration(compensation) })}
          </Typography.Text>
        </div>
      )}
    </span>
  );

  const shown = phone.columns ?? columns;
  const offset = phone.expandable ? 1 : 0; // the expand button's column comes first
  const folded = (Object.keys(sums) as SummedKey[]).filter(
    (key) => !shown.some((column) => columnKey(column) === key),
  );

  return (
    <Table<TimesheetRow>
      rowKey="work_date"
      size="small"
      {...phone}
      dataSource={rows as TimesheetRow[]}
      loading={loading}
      pagination={false}
      rowClassName={rowClassName}
      // As wide as the card, headers wrapping (long in vi), scrolling inside only when it must.
      scroll={{ x: true }}
      tableLayout="auto"
      locale={{
        emptyText: <TableEmpty loading={loading} description={t('timesheets.dashboard.tableEmpty')} />,
      }}
      data-testid="dashboard-days"
      summary={() =>
        rows.length === 0 ? null : (
          <Table.Summary>
            <Table.Summary.Row data-testid="dashboard-days-summary">
              {offset > 0 && <Table.Summary.Cell index={0} />}
              {shown.map((column, i) => {
                const key = columnKey(column);
                return (
                  <Table.Summary.Cell key={key ?? i} index={i + offset} align={column.align}>
                    {key === 'work_date' ? (
                      <Typography.Text strong>{t('timesheets.dashboard.tableTotal')}</Typography.Text>
                    ) : isSummed(key) ? (
                      sumCell(key)
                    ) : null}
                  </Table.Summary.Cell>
                );
              })}
            </Table.Summary.Row>
            {folded.length > 0 && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={shown.length + offset}>
                  <dl className="app-row-details">
                    {folded.map((key) => (
                      <div key={key} className="app-row-detail">
                        <dt>{titles[key]}</dt>
                        <dd>{sumCell(key)}</dd>
                      </div>
                    ))}
                  </dl>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          </Table.Summary>
        )
      }
    />
  );
}
