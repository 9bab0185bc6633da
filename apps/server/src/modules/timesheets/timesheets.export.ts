import { type RowBlocks, type SheetColumn, xlsxOf } from '../../files/xlsx';
import type { TimesheetRow } from './timesheets.service';

type ExportRow = TimesheetRow & {
  employee: {
    employee_code: string;
    name: string;
    company_code: string;
    division_name: string | null;
    foot_name: string | null;
  };
};

/** A column holding one field of the row as it is. */
const field = (key: keyof TimesheetRow, width = 10): SheetColumn<ExportRow> => ({
  header: key,
  width,
  value: (r) => r[key] as string | number | null,
});

const COLUMNS: SheetColumn<ExportRow>[] = [
  { header: 'employee_code', width: 12, value: (r) => r.employee.employee_code },
  { header: 'name', width: 24, value: (r) => r.employee.name },
  { header: 'company', width: 10, value: (r) => r.employee.company_code },
  { header: 'division', width: 18, value: (r) => r.employee.division_name },
  { header: 'foot', width: 16, value: (r) => r.employee.foot_name },
  field('work_date', 12),
  field('day_kind'),
  field('start_time_real'),
  field('end_time_real'),
  field('start_time_pay'),
  field('end_time_pay'),
  field('lunch_break_time'),
  field('work_time_real'),
  field('work_time_pay'),
  field('late_time'),
  field('early_time'),
  field('ot_time_real'),
  field('ot_after_offset'),
  field('ot_150_percent'),
  field('ot_200_percent'),
  field('compensated_leave'),
  field('paid_leave'),
  field('unpaid_leave'),
  field('status', 16),
  { header: 'note', width: 20, value: (r) => [r.holiday_name, ...r.note].filter(Boolean).join(' ') },
];

/**
 * The admin list as an XLSX workbook: the same columns as the screen, durations in minutes. A
 * company's month at scale is a quarter of a million rows (8,000 people × 31 days), which
 * `xlsxOf` writes in seconds (see there).
 */
export function toXlsx(rows: readonly ExportRow[] | RowBlocks<ExportRow>): Promise<Buffer> {
  return xlsxOf('Timesheets', COLUMNS, rows);
}
