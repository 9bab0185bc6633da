import ExcelJS from 'exceljs';

export interface SheetColumn<Row> {
  header: string;
  width: number;
  value: (row: Row) => string | number | null;
}

/** One worksheet as an XLSX file: a bold, frozen header row, then one row per item. */
export async function xlsxOf<Row>(
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
