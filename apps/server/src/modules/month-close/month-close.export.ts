import { PAYROLL_MINUTE_COLUMNS, type PayrollMinuteColumn, type PayrollTotals } from '@staffhub/domain';
import { type SheetColumn, xlsxOf } from '../../files/xlsx';
import type { PayrollLine } from './month-close.service';

/** The file's header of each minute column: what payroll systems call them, durations in minutes. */
const MINUTE_HEADERS: Record<PayrollMinuteColumn, string> = {
  work_time_pay: 'paid_work_minutes',
  late_time: 'late_minutes',
  early_time: 'early_minutes',
  ot_150_percent: 'ot_150_minutes',
  ot_200_percent: 'ot_200_minutes',
  compensated_leave: 'compensated_leave_minutes',
  paid_leave: 'paid_leave_minutes',
  unpaid_leave: 'unpaid_leave_minutes',
};

type Line = Omit<PayrollLine, 'submitted'> & { submitted: boolean | null };

const COLUMNS: SheetColumn<Line>[] = [
  { header: 'employee_code', width: 14, value: (l) => l.employee_code },
  { header: 'name', width: 26, value: (l) => l.name },
  { header: 'division', width: 18, value: (l) => l.division_name },
  { header: 'foot', width: 16, value: (l) => l.foot_name },
  {
    header: 'submitted',
    width: 10,
    value: (l) => (l.submitted === null ? null : l.submitted ? 'yes' : 'no'),
  },
  ...PAYROLL_MINUTE_COLUMNS.map(
    (c): SheetColumn<Line> => ({ header: MINUTE_HEADERS[c], width: 14, value: (l) => l.totals[c] }),
  ),
  { header: 'remote_days', width: 12, value: (l) => l.totals.remote_days },
];

/**
 * The payroll file of a company's month: one row per person (code order), then a TOTAL row;
 * durations in minutes, exactly the sums of the timesheet screens' columns.
 */
export function payrollXlsx(lines: readonly PayrollLine[], total: PayrollTotals): Promise<Buffer> {
  const totalLine: Line = {
    employee_code: 'TOTAL',
    name: '',
    division_name: null,
    foot_name: null,
    submitted: null,
    totals: total,
  };
  return xlsxOf('Payroll', COLUMNS, [...lines, totalLine]);
}
