import ExcelJS from 'exceljs';
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

/** The admin list as an XLSX workbook: the same columns as the screen, durations in minutes. */
export async function toXlsx(rows: readonly ExportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Timesheets');
  sheet.columns = [
    { header: 'employee_code', key: 'employee_code', width: 12 },
    { header: 'name', key: 'name', width: 24 },
    { header: 'company', key: 'company', width: 10 },
    { header: 'division', key: 'division', width: 18 },
    { header: 'foot', key: 'foot', width: 16 },
    { header: 'work_date', key: 'work_date', width: 12 },
    { header: 'day_kind', key: 'day_kind', width: 10 },
    { header: 'start_time_real', key: 'start_time_real', width: 10 },
    { header: 'end_time_real', key: 'end_time_real', width: 10 },
    { header: 'start_time_pay', key: 'start_time_pay', width: 10 },
    { header: 'end_time_pay', key: 'end_time_pay', width: 10 },
    { header: 'lunch_break_time', key: 'lunch_break_time', width: 10 },
    { header: 'work_time_real', key: 'work_time_real', width: 10 },
    { header: 'work_time_pay', key: 'work_time_pay', width: 10 },
    { header: 'late_time', key: 'late_time', width: 10 },
    { header: 'early_time', key: 'early_time', width: 10 },
    { header: 'ot_time_real', key: 'ot_time_real', width: 10 },
    { header: 'ot_after_offset', key: 'ot_after_offset', width: 10 },
    { header: 'ot_150_percent', key: 'ot_150_percent', width: 10 },
    { header: 'ot_200_percent', key: 'ot_200_percent', width: 10 },
    { header: 'compensated_leave', key: 'compensated_leave', width: 10 },
    { header: 'paid_leave', key: 'paid_leave', width: 10 },
    { header: 'unpaid_leave', key: 'unpaid_leave', width: 10 },
    { header: 'status', key: 'status', width: 16 },
    { header: 'note', key: 'note', width: 20 },
  ];
  for (const r of rows) {
    sheet.addRow({
      ...r,
      employee_code: r.employee.employee_code,
      name: r.employee.name,
      company: r.employee.company_code,
      division: r.employee.division_name ?? '',
      foot: r.employee.foot_name ?? '',
      note: [r.holiday_name, ...r.note].filter(Boolean).join(' '),
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
