import type { LeaveSummaryRow } from '@staffhub/domain';
import { type SheetColumn, xlsxOf } from '../../files/xlsx';

const COLUMNS: SheetColumn<LeaveSummaryRow>[] = [
  { header: 'employee_code', width: 12, value: (r) => r.employee_code },
  { header: 'name', width: 24, value: (r) => r.name },
  { header: 'division', width: 18, value: (r) => r.division_name },
  { header: 'foot', width: 16, value: (r) => r.foot_name },
  { header: 'accrued_days', width: 12, value: (r) => r.accrued_days },
  { header: 'adjusted_days', width: 12, value: (r) => r.adjusted_days },
  { header: 'taken_days', width: 12, value: (r) => r.taken_days },
  { header: 'pending_days', width: 12, value: (r) => r.pending_days },
  { header: 'balance_days', width: 12, value: (r) => r.balance_days },
  { header: 'available_days', width: 12, value: (r) => r.available_days },
];

/** HR's company-wide leave as an XLSX workbook: one row per person, days as numbers. */
export function summaryXlsx(rows: readonly LeaveSummaryRow[]): Promise<Buffer> {
  return xlsxOf('Leave', COLUMNS, rows);
}
