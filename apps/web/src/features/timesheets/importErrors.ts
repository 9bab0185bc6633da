/**
 * The import report: a 4220 body of POST /timesheets/import names each problem as
 * `rows.<line>.<column>` (line = 1-based file line, header = line 1; column `_` = the whole row).
 */
import { type FieldError, type FieldErrors, IMPORT_HEADER } from '@staffhub/domain';

export const WHOLE_ROW = '_';

export interface ImportErrorRow {
  /** Stable React key. */
  key: string;
  /** File line, null when the key does not name a row (e.g. `file`). */
  line: number | null;
  /** One of IMPORT_HEADER, `_` for the whole row, or the raw key when it is not a row error. */
  column: string;
  error: FieldError;
}

const ROW_KEY = /^rows\.(\d+)\.(.+)$/;

function columnOrder(column: string): number {
  if (column === WHOLE_ROW) return -1;
  const index = (IMPORT_HEADER as readonly string[]).indexOf(column);
  return index === -1 ? IMPORT_HEADER.length : index;
}

/** One report line per error, ordered by file line, then by column as in the header. */
export function buildImportErrorRows(errors: FieldErrors | null | undefined): ImportErrorRow[] {
  if (!errors) return [];
  const rows: ImportErrorRow[] = [];
  for (const [field, list] of Object.entries(errors)) {
    const match = ROW_KEY.exec(field);
    const line = match ? Number(match[1]) : null;
    const column = match ? (match[2] ?? field) : field;
    list.forEach((error, index) => {
      rows.push({ key: `${field}#${index}`, line, column, error });
    });
  }
  return rows.sort((a, b) => {
    // Errors that name no line (about the file as a whole) come first.
    const la = a.line ?? 0;
    const lb = b.line ?? 0;
    if (la !== lb) return la - lb;
    const ca = columnOrder(a.column) - columnOrder(b.column);
    if (ca !== 0) return ca;
    return a.key.localeCompare(b.key);
  });
}

/** Number of distinct file lines with at least one error. */
export function countErrorLines(rows: readonly ImportErrorRow[]): number {
  return new Set(rows.filter((r) => r.line !== null).map((r) => r.line)).size;
}

export type ImportFileProblem = 'type' | 'size' | 'empty';

/** Client-side check before uploading: .csv or .xlsx, not empty, at most `maxBytes`. */
export function importFileProblem(
  file: { name: string; size: number },
  maxBytes: number,
): ImportFileProblem | null {
  const name = file.name.toLowerCase();
  if (!name.endsWith('.csv') && !name.endsWith('.xlsx')) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** Bytes as whole megabytes for messages (5 MB). */
export function bytesToMegabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
