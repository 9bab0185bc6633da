import {
  codeFieldErrors,
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_IMPORT_MAX_ROWS,
  type EmployeeInput,
  employeeDateErrors,
  type FieldErrors,
  textProblem,
  todayIn,
  toFieldErrors,
  ZEmployeeInput,
} from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { cellText, isZip, loadExcelJS } from '../../files/sheet';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { requirePeopleManager } from './employees.policy';
import * as repo from './employees.repository';
import { type EmployeeDeps, raceRefusal } from './employees.service';

/** The domain's bounds of an import file (the web checks the size before sending). */
export const IMPORT_MAX_ROWS = EMPLOYEE_IMPORT_MAX_ROWS;
export const IMPORT_MAX_BYTES = EMPLOYEE_IMPORT_MAX_BYTES;

/**
 * The sheet's columns, in order. Organisation units are given by their codes (as HR knows them),
 * the fixed lists by their numbers (level 1-5 = Dev1-Dev5, work type 0-2, Japanese level 0-5).
 */
export const IMPORT_COLUMNS = [
  'employee_code',
  'name',
  'email',
  'company',
  'department',
  'division',
  'foot',
  'position',
  'job_title',
  'level',
  'work_type',
  'japanese_level',
  'gender',
  'birthday',
  'nationality',
  'phone',
  'address',
  'join_date',
  'start_date',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

const EXAMPLE: Record<Column, string | number> = {
  employee_code: 'HN0100',
  name: 'Nguyễn Văn An',
  email: 'nguyen.van.an@example.com',
  company: 'HANOI',
  department: 'DEV',
  division: 'HN-D1',
  foot: 'HN-D1-F1',
  position: 'DEV',
  job_title: 'STAFF',
  level: 2,
  work_type: 2,
  japanese_level: 3,
  gender: 1,
  birthday: '1998-04-12',
  nationality: 'Vietnamese',
  phone: '0912 345 678',
  address: 'Cầu Giấy, Hà Nội',
  join_date: '2026-12-01',
  start_date: '2026-12-01',
};

/** The template: the header row and one example row (replace it with real people). */
export async function templateXlsx(): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c, key: c, width: Math.max(12, c.length + 4) }));
  sheet.addRow(EXAMPLE);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The sheet's non-empty lines (1-based line numbers), each with one text per column. */
async function readSheet(file: Buffer): Promise<Array<{ line: number; cells: string[] }>> {
  // An XLSX is a zip; anything else (by content, never by name) is 415 / 4150.
  if (!isZip(file)) throw new AppError(4150);
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError(4150);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const lines: Array<{ line: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    // Bounded: one line past the limit is enough to refuse the file.
    if (lines.length > IMPORT_MAX_ROWS + 1) return;
    const cells = Array.from({ length: IMPORT_COLUMNS.length + 1 }, (_, i) =>
      cellText(row.getCell(i + 1).value),
    );
    if (cells.some((c) => c !== '')) lines.push({ line, cells });
  });
  return lines;
}

/** Code -> id of each organisation table a row names. */
async function lookups(db: Db) {
  const result = await db.execute(sql`
    select 'company' as kind, code, id from companies
    union all select 'department', code, id from departments
    union all select 'division', code, id from divisions
    union all select 'foot', code, id from foots
    union all select 'position', code, id from positions
    union all select 'job_title', code, id from job_titles`);
  const maps = new Map<string, Map<string, number>>();
  for (const r of (result as unknown as { rows: Array<{ kind: string; code: string; id: number }> }).rows) {
    const map = maps.get(r.kind) ?? new Map<string, number>();
    map.set(r.code.toUpperCase(), Number(r.id));
    maps.set(r.kind, map);
  }
  return (kind: string, code: string) => maps.get(kind)?.get(code.toUpperCase());
}

const numberOrText = (s: string) => (s === '' ? null : /^-?\d+$/.test(s) ? Number(s) : s);

/**
 * `POST /employees/import`: all or nothing. Every row is checked as a record HR enters one (the
 * schema, the date rules, unique codes and e-mails in the file and against the database); any
 * problem makes a 422 / 4220 whose `errors` are keyed `rows.<line>.<column>`, and nothing is saved.
 * Each created record is audited.
 */
export async function importEmployees(deps: EmployeeDeps, actor: Actor, file: Buffer) {
  await requirePeopleManager(deps.db, actor);
  const lines = await readSheet(file);
  const errors: FieldErrors = {};
  const fail = (line: number, column: string, list: FieldErrors[string]) => {
    errors[`rows.${line}.${column}`] = [...(errors[`rows.${line}.${column}`] ?? []), ...list];
  };
  const [header, ...data] = lines;
  const expected = IMPORT_COLUMNS.join(',');
  if (!header || header.cells.slice(0, IMPORT_COLUMNS.length).join(',').toLowerCase() !== expected) {
    fail(header?.line ?? 1, '_', [
      { rule: 'format', message: `The first row must be: ${expected}`, params: { format: expected } },
    ]);
    throw new AppError(4220, { errors });
  }
  if (data.length === 0) {
    fail(header.line, '_', [{ rule: 'required', message: 'The file has no data rows.' }]);
    throw new AppError(4220, { errors });
  }
  if (data.length > IMPORT_MAX_ROWS) {
    fail(header.line, '_', [
      { rule: 'max_value', message: `At most ${IMPORT_MAX_ROWS} rows.`, params: { max: IMPORT_MAX_ROWS } },
    ]);
    throw new AppError(4220, { errors });
  }

  const idOf = await lookups(deps.db);
  const today = todayIn(actor.timeZone, deps.now());
  const records: Array<{ line: number; input: EmployeeInput }> = [];
  const codes = new Map<string, number>();
  const emails = new Map<string, number>();
  for (const { line, cells } of data) {
    const cell = (c: Column) => cells[IMPORT_COLUMNS.indexOf(c)] ?? '';
    const before = Object.keys(errors).length;
    for (const c of IMPORT_COLUMNS)
      if (textProblem(cell(c)))
        fail(line, c, [{ rule: 'text', message: 'A character that is not allowed.' }]);
    // Columns already reported (a bad character, an unknown code): the schema is not asked again.
    const reported = new Set<string>(IMPORT_COLUMNS.filter((c) => textProblem(cell(c))));
    const ref = (kind: Column) => {
      const code = cell(kind);
      if (!code) return null;
      const id = idOf(kind, code);
      if (id === undefined) {
        fail(line, kind, [{ rule: 'enum', message: `Unknown ${kind} code.` }]);
        reported.add(kind);
      }
      return id ?? null;
    };
    const body: Record<string, unknown> = {
      employee_code: cell('employee_code'),
      name: cell('name'),
      email: cell('email'),
      company_id: ref('company'),
      department_id: ref('department'),
      division_id: ref('division'),
      foot_id: ref('foot'),
      position_id: ref('position'),
      job_title_id: ref('job_title'),
      level: numberOrText(cell('level')),
      work_type: numberOrText(cell('work_type')) ?? 2,
      japanese_level: numberOrText(cell('japanese_level')) ?? 0,
      gender: numberOrText(cell('gender')),
      birthday: cell('birthday') || null,
      nationality: cell('nationality') || null,
      phone: cell('phone') || null,
      address: cell('address') || null,
      join_date: cell('join_date') || null,
      start_date: cell('start_date') || null,
    };
    if (!cell('company')) {
      fail(line, 'company', [{ rule: 'required', message: 'Required.' }]);
      reported.add('company');
    }
    const parsed = ZEmployeeInput.safeParse(body);
    if (!parsed.success) {
      // The schema names record fields; the sheet's columns are the codes' names.
      const column = (f: string) => f.replace(/_id$/, '');
      for (const [field, list] of Object.entries(toFieldErrors(parsed.error.issues, body)))
        if (!reported.has(column(field))) fail(line, column(field), list);
      continue;
    }
    if (Object.keys(errors).length > before) continue;
    for (const [field, list] of Object.entries(employeeDateErrors(parsed.data, today) ?? {}))
      fail(line, field, list);
    const code = parsed.data.employee_code;
    const email = parsed.data.email.toLowerCase();
    if (codes.has(code)) fail(line, 'employee_code', codeFieldErrors(4333, ['x']).x ?? []);
    if (emails.has(email)) fail(line, 'email', codeFieldErrors(4332, ['x']).x ?? []);
    codes.set(code, line);
    emails.set(email, line);
    records.push({ line, input: parsed.data });
  }
  // Codes and e-mails the database already holds.
  const taken = await repo.takenAmong(
    deps.db,
    records.map((r) => r.input.employee_code),
    records.map((r) => r.input.email.toLowerCase()),
  );
  for (const { line, input } of records) {
    if (taken.codes.has(input.employee_code))
      fail(line, 'employee_code', codeFieldErrors(4333, ['x']).x ?? []);
    if (taken.emails.has(input.email.toLowerCase()))
      fail(line, 'email', codeFieldErrors(4332, ['x']).x ?? []);
  }
  if (Object.keys(errors).length > 0) throw new AppError(4220, { errors });

  // A file racing another write of the same code or e-mail: its unique index refuses it, nothing saved.
  await deps.db
    .transaction(async (tx) => {
      for (const { input } of records) {
        const row = await repo.insert(tx, input);
        if (!row) throw new AppError(5000);
        const { created_at: _c, updated_at: _u, ...after } = row;
        await writeAudit(tx, {
          actorId: actor.employeeId,
          action: 'employee.import',
          entity: 'employees',
          entityId: row.id,
          data: { before: null, after },
        });
      }
    })
    .catch((e: unknown) => {
      throw raceRefusal(e);
    });
  return { created: records.length };
}
