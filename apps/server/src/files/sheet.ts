import type ExcelJS from 'exceljs';

/**
 * ExcelJS, loaded at the first import or template a process serves (about 28 MB a server that
 * never reads a workbook does not hold; the exports are written by `xlsx.ts`).
 */
export const loadExcelJS = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;

/** An XLSX is a zip: told by its first bytes, never by the file's name. */
export const isZip = (b: Buffer) =>
  b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as trimmed text. Typed cells: a date or time arrives as a Date in UTC (Excel keeps no zone),
 * given as `YYYY-MM-DD` or `HH:mm` as the column holds; a formula as its result; rich text as its text.
 */
export function cellText(value: ExcelJS.CellValue, as: 'date' | 'time' = 'date'): string {
  if (value instanceof Date)
    return as === 'date'
      ? `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`
      : `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return String(value).trim();
}
