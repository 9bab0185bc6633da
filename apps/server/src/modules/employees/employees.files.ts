import { AVATAR_MAX_BYTES } from '@staffhub/domain';
import type { FastifyRequest } from 'fastify';
import { type CleanImage, decodeImage } from '../../blob/images';
import { AppError, multipartFailure } from '../../errors';
import { type SheetColumn, xlsxOf } from '../../files/xlsx';
import type { exportRows } from './employees.repository';

/**
 * Reads an avatar upload (multipart, one `file`): a png or jpeg by its content (the name and the
 * declared type are ignored), at most 2000 KB, decoded and size-checked so an image bomb is refused.
 * Problems are 422 / 4220 field errors of `file`.
 */
export async function readAvatar(request: FastifyRequest): Promise<CleanImage> {
  if (!request.isMultipart()) throw new AppError(4150);
  let file: { data: Buffer; truncated: boolean } | null = null;
  try {
    const options = {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 6 },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of request.parts(options)) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = { data, truncated: part.file.truncated };
    }
  } catch (e) {
    throw multipartFailure(e);
  }
  const refuse = (rule: string, message: string, params?: Record<string, number>) =>
    new AppError(4220, { errors: { file: [params ? { rule, message, params } : { rule, message }] } });
  if (!file || file.data.length === 0) throw refuse('required', 'Choose an image.');
  if (file.truncated)
    throw refuse('image_size', `The image may be at most ${AVATAR_MAX_BYTES / 1024} KB.`, {
      max: AVATAR_MAX_BYTES / 1024,
    });
  const clean = await decodeImage(file.data);
  if (!clean) throw refuse('image_type', 'Only png, jpg, jpeg are supported.');
  return clean;
}

type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

const COLUMNS: ReadonlyArray<SheetColumn<ExportRow>> = [
  { header: 'employee_code', width: 12, value: (r) => r.employee_code },
  { header: 'name', width: 28, value: (r) => r.name },
  { header: 'email', width: 32, value: (r) => r.email },
  { header: 'company', width: 10, value: (r) => r.company },
  { header: 'division', width: 22, value: (r) => r.division },
  { header: 'foot', width: 22, value: (r) => r.foot },
  { header: 'position', width: 14, value: (r) => r.position },
  { header: 'level', width: 8, value: (r) => (r.level === null ? null : `Dev${r.level}`) },
  { header: 'work_type', width: 10, value: (r) => r.work_type },
  { header: 'japanese_level', width: 10, value: (r) => (r.japanese_level ? `N${r.japanese_level}` : '') },
  { header: 'gender', width: 8, value: (r) => r.gender },
  { header: 'birthday', width: 12, value: (r) => r.birthday },
  { header: 'phone', width: 16, value: (r) => r.phone },
  { header: 'join_date', width: 12, value: (r) => r.join_date },
  { header: 'start_date', width: 12, value: (r) => r.start_date },
  { header: 'resignation_date', width: 12, value: (r) => r.resignation_date },
  { header: 'state', width: 10, value: (r) => (r.working ? 'active' : 'resigned') },
];

export const employeesXlsx = (rows: readonly ExportRow[]) => xlsxOf('Employees', COLUMNS, rows);

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is
 * prefixed with ' so a spreadsheet never runs it as a formula.
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The same columns as the XLSX, UTF-8 with a byte-order mark (Excel then reads Japanese and Vietnamese). */
export function employeesCsv(rows: readonly ExportRow[]): Buffer {
  const lines = [COLUMNS.map((c) => c.header).join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => csvCell(c.value(row))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
