import {
  type FieldErrors,
  IMPORT_HEADER,
  IMPORT_MAX_ROWS,
  monthOf,
  textProblem,
  toMinutes,
  ZDate,
  ZTime,
  zonedToInstant,
} from '@staffhub/domain';
import { AppError } from '../../errors';
import { cellText, isZip, loadExcelJS } from '../../files/sheet';
import { writeAudit } from '../audit/audit.repository';
import * as repo from './timesheets.repository';

/** Employee codes are short; a longer cell is not one. */
const IMPORT_CODE_MAX_LENGTH = 40;

import type { TimesheetDeps } from './timesheets.service';

/** One data line of an attendance file, as text. `line` is the 1-based line of the file. */
export interface ImportLine {
  line: number;
  cells: string[];
}

/** CSV or XLSX, told apart by content (never by the file name). Anything else is 415 / 4150. */
export async function readLines(file: Buffer): Promise<ImportLine[]> {
  if (isZip(file)) return readXlsx(file);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let decoded: string;
  try {
    decoded = text.decode(file);
  } catch {
    throw new AppError(4150);
  }
  if (decoded.includes('\u0000')) throw new AppError(4150);
  return decoded
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((raw, i) => ({ line: i + 1, cells: splitCsv(raw) }))
    .filter((l) => l.cells.some((c) => c !== ''));
}

/** Splits one CSV line; double quotes may wrap a field and "" is a quote inside one. */
function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

async function readXlsx(file: Buffer): Promise<ImportLine[]> {
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError(4150);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const lines: ImportLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // The second column is the date, the third and fourth times.
    const cells = [1, 2, 3, 4].map((c) => cellText(row.getCell(c).value, c === 2 ? 'date' : 'time'));
    if (cells.some((c) => c !== '')) lines.push({ line: rowNumber, cells });
  });
  return lines;
}

interface ParsedRow {
  line: number;
  code: string;
  date: string;
  checkIn: string;
  checkOut: string | null;
}

/**
 * Imports attendance: all or nothing. Any bad line makes a 422 / 4220 whose `errors` are keyed
 * `rows.<line>.<column>`; nothing is written then. Re-importing the same file changes nothing.
 */
export async function importAttendance(deps: TimesheetDeps, adminId: number, file: Buffer) {
  const lines = await readLines(file);
  const errors: FieldErrors = {};
  const fail = (
    line: number,
    column: string,
    rule: string,
    message: string,
    params?: Record<string, string | number>,
  ) => {
    const key = `rows.${line}.${column}`;
    const list = errors[key] ?? [];
    list.push(params ? { rule, message, params } : { rule, message });
    errors[key] = list;
  };

  const [header, ...data] = lines;
  const expected = IMPORT_HEADER.join(',');
  if (!header || header.cells.map((c) => c.toLowerCase()).join(',') !== expected) {
    fail(header?.line ?? 1, '_', 'format', `The first line must be: ${expected}`, { format: expected });
    throw new AppError(4220, { errors });
  }
  if (data.length === 0) {
    fail(header.line, '_', 'required', 'The file has no data lines.');
    throw new AppError(4220, { errors });
  }
  if (data.length > IMPORT_MAX_ROWS) {
    fail(header.line, '_', 'max_value', `At most ${IMPORT_MAX_ROWS} lines.`, { max: IMPORT_MAX_ROWS });
    throw new AppError(4220, { errors });
  }

  const parsed: ParsedRow[] = [];
  for (const { line, cells } of data) {
    const [code = '', date = '', checkIn = '', checkOut = ''] = cells;
    const before = Object.keys(errors).length;
    if (cells.slice(IMPORT_HEADER.length).some((c) => c !== ''))
      fail(line, '_', 'format', 'Too many columns.', { format: expected });
    if (!code) fail(line, 'employee_code', 'required', 'Required.');
    else if (code.length > IMPORT_CODE_MAX_LENGTH || textProblem(code))
      fail(line, 'employee_code', 'text', 'Not an employee code.');
    if (!date) fail(line, 'date', 'required', 'Required.');
    else if (!ZDate.safeParse(date).success)
      fail(line, 'date', 'format', 'Use YYYY-MM-DD.', { format: 'YYYY-MM-DD' });
    if (!checkIn) fail(line, 'check_in', 'required', 'Required.');
    else if (!ZTime.safeParse(checkIn).success)
      fail(line, 'check_in', 'format', 'Use HH:mm (00:00-23:59).', { format: 'HH:mm' });
    if (checkOut && !ZTime.safeParse(checkOut).success) {
      fail(line, 'check_out', 'format', 'Use HH:mm (00:00-23:59).', { format: 'HH:mm' });
    }
    if (Object.keys(errors).length > before) continue;
    if (checkOut && checkOut <= checkIn) {
      fail(line, 'check_out', 'after', 'Check-out must be after check-in.', { other: 'check_in' });
      continue;
    }
    parsed.push({ line, code, date, checkIn, checkOut: checkOut || null });
  }

  const byCode = await repo.employeesByCode(deps.db, [...new Set(parsed.map((p) => p.code))]);
  const seen = new Map<string, number>();
  const valid: Array<ParsedRow & { employeeId: number; timeZone: string }> = [];
  for (const p of parsed) {
    const emp = byCode.get(p.code);
    if (!emp) {
      fail(p.line, 'employee_code', 'unknown', `Unknown employee code ${p.code}.`);
      continue;
    }
    const key = `${emp.id}|${p.date}`;
    const first = seen.get(key);
    if (first !== undefined) {
      fail(p.line, '_', 'duplicate', `Same employee and date as line ${first}.`, { line: first });
      continue;
    }
    seen.set(key, p.line);
    valid.push({ ...p, employeeId: emp.id, timeZone: emp.time_zone });
  }

  const months = [...new Set(valid.map((v) => monthOf(v.date)))];
  const submitted = await repo.submittedMonths(deps.db, [...new Set(valid.map((v) => v.employeeId))], months);
  for (const v of valid) {
    if (submitted.get(v.employeeId)?.has(monthOf(v.date))) {
      fail(v.line, 'date', 'locked', `${monthOf(v.date)} is submitted for this employee.`, {
        month: monthOf(v.date),
      });
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError(4220, { errors });

  const dates = valid.map((v) => v.date).sort();
  const existing = await repo.listRange(
    deps.db,
    [...new Set(valid.map((v) => v.employeeId))],
    dates[0] as string,
    dates.at(-1) as string,
  );
  const existingByKey = new Map(existing.map((r) => [`${r.employee_id}|${r.work_date}`, r]));

  let created = 0;
  let updated = 0;
  let unchanged = 0;
  await deps.db.transaction(async (tx) => {
    const toCreate: Parameters<typeof repo.insertDay>[1][] = [];
    for (const v of valid) {
      const checkInAt = zonedToInstant(v.date, toMinutes(v.checkIn), v.timeZone);
      const checkOutAt = v.checkOut ? zonedToInstant(v.date, toMinutes(v.checkOut), v.timeZone) : null;
      const current = existingByKey.get(`${v.employeeId}|${v.date}`);
      if (!current) {
        toCreate.push({
          employee_id: v.employeeId,
          work_date: v.date,
          check_in: checkInAt,
          check_out: checkOutAt,
          source: 'import',
        });
      } else if (
        current.check_in?.getTime() === checkInAt.getTime() &&
        (current.check_out?.getTime() ?? null) === (checkOutAt?.getTime() ?? null)
      ) {
        unchanged++;
      } else {
        await repo.replaceTimes(tx, current.id, checkInAt, checkOutAt, 'import');
        updated++;
      }
    }
    for (let i = 0; i < toCreate.length; i += 1000)
      created += await repo.insertDays(tx, toCreate.slice(i, i + 1000));
    await writeAudit(tx, {
      actorId: adminId,
      action: 'timesheet.import',
      entity: 'timesheets',
      entityId: null,
      data: { lines: valid.length, created, updated, unchanged },
    });
  });
  return { imported: valid.length, created, updated, unchanged };
}
