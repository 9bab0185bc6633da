import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { badTextErrors, type FieldError, type FieldErrors, toFieldErrors } from '@staffhub/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sniffImage } from '../../blob/images';
import { AppError, multipartFailure } from '../../errors';
import { isZip } from '../../files/sheet';

/**
 * The project area's multipart forms (docs/api-projects.md): one `payload` part holding the JSON of
 * the form's fields, validated by the same zod schema as a JSON body, and file parts. Every file is
 * streamed to a temporary folder as it arrives, counting its bytes and keeping only its first bytes
 * to tell its type by content; nothing holds a whole upload in memory. A file over its limit stops
 * being written (the rest is drained) and is reported, as are wrong types and counts, as 422 field
 * errors together with the payload's.
 */

export type DocType = 'pdf' | 'xlsx' | 'docx';
export const DOC_MIME: Record<DocType, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface UploadedFile {
  field: string;
  filename: string;
  path: string;
  size: number;
  head: Buffer;
  tooLarge: boolean;
}

export interface FileRule {
  /** What the part holds: an image (png/jpeg), or any of these types ('image' among them: png/jpeg). */
  kind: 'image' | readonly (DocType | 'image')[];
  maxBytes: number;
  maxCount: number;
}

/** The document type of a file by its first bytes and, for the zip-based types, its name. */
export function docType(head: Buffer, filename: string): DocType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (isZip(head)) {
    const ext = path.extname(filename).toLowerCase();
    if (ext === '.xlsx') return 'xlsx';
    if (ext === '.docx') return 'docx';
  }
  return null;
}

const HEAD_BYTES = 16;
/** More parts than this is not a form our screens send: 413 / 4130. */
const MAX_PARTS = 16;
/** The JSON payload of a form is small: a bigger one is refused (413). */
const PAYLOAD_MAX_BYTES = 256 * 1024;

function counter(file: UploadedFile, maxBytes: number) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (file.head.length < HEAD_BYTES)
        file.head = Buffer.concat([file.head, chunk.subarray(0, HEAD_BYTES - file.head.length)]);
      file.size += chunk.length;
      if (file.size > maxBytes) {
        file.tooLarge = true;
        done();
        return;
      }
      done(null, chunk);
    },
  });
}

export interface ReadForm<T> {
  input: T;
  files: Record<string, UploadedFile[]>;
  /** Removes the temporary folder; call it once the files are stored (or refused). */
  cleanup(): Promise<void>;
}

/**
 * Reads a multipart form: `payload` against `schema` (plus `extraErrors` on the parsed value) and the
 * file fields `rules` names; anything else is ignored. Throws 422 with every problem at once.
 */
export async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  rules: Record<string, FileRule>,
): Promise<ReadForm<z.infer<S>>> {
  if (!request.isMultipart()) throw new AppError(4150);
  const dir = await mkdtemp(path.join(tmpdir(), 'staffhub-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const files: Record<string, UploadedFile[]> = {};
  let payload: string | null = null;
  /** File parts past a field's count: drained, counted for the error. */
  const extra: Record<string, number> = {};
  const maxBytes = Math.max(...Object.values(rules).map((r) => r.maxBytes), 1);
  try {
    const options = {
      limits: {
        fileSize: maxBytes + 1,
        files: MAX_PARTS,
        fields: MAX_PARTS,
        parts: MAX_PARTS * 2,
        fieldSize: PAYLOAD_MAX_BYTES,
      },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0];
    let n = 0;
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (part.fieldname === 'payload') {
          if (part.valueTruncated) throw new AppError(4130);
          payload = String(part.value ?? '');
        }
        continue;
      }
      const field = part.fieldname.replace(/\[\]$/, '');
      const rule = rules[field];
      // A part nobody asked for, or one past its field's count, is drained without being written
      // (`finished` also settles when the client goes away mid-part, so the cleanup below runs).
      if (!rule || (files[field]?.length ?? 0) >= rule.maxCount) {
        if (rule) extra[field] = (extra[field] ?? 0) + 1;
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const file: UploadedFile = {
        field,
        filename: part.filename ?? '',
        path: path.join(dir, `${n++}.upload`),
        size: 0,
        head: Buffer.alloc(0),
        tooLarge: false,
      };
      await pipeline(part.file, counter(file, rule.maxBytes), createWriteStream(file.path, { mode: 0o600 }));
      if (part.file.truncated) file.tooLarge = true;
      if (file.size === 0 && !file.filename) continue;
      files[field] = [...(files[field] ?? []), file];
    }
  } catch (e) {
    await cleanup();
    throw multipartFailure(e);
  }

  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const list = files[field] ?? [];
    const problems: FieldError[] = [];
    const image = rule.kind === 'image';
    if (list.length + (extra[field] ?? 0) > rule.maxCount)
      problems.push({
        rule: image ? 'image_count' : 'file_count',
        message: `At most ${rule.maxCount} files.`,
        params: { max: rule.maxCount },
      });
    if (list.some((f) => f.tooLarge))
      problems.push({
        rule: image ? 'image_size' : 'file_size',
        message: `Each file may be at most ${Math.round(rule.maxBytes / 1024)} KB.`,
        params: { max: Math.round(rule.maxBytes / 1024) },
      });
    const badType = list.some((f) => {
      if (f.tooLarge) return false;
      if (image) return sniffImage(f.head) === null;
      const kinds = rule.kind as readonly (DocType | 'image')[];
      if (kinds.includes('image') && sniffImage(f.head) !== null) return false;
      const t = docType(f.head, f.filename);
      return t === null || !kinds.includes(t);
    });
    if (badType)
      problems.push(
        image
          ? { rule: 'image_type', message: 'Only png, jpg, jpeg are supported.' }
          : {
              rule: 'file_type',
              message: `Only ${(rule.kind as readonly string[]).join(', ')} files are supported.`,
              params: { types: (rule.kind as readonly string[]).join(', ') },
            },
      );
    if (problems.length) errors[field] = problems;
  }

  let data: unknown = {};
  if (payload === null) errors.payload = [{ rule: 'required', message: 'The form payload is missing.' }];
  else {
    try {
      data = JSON.parse(payload);
    } catch {
      errors.payload = [{ rule: 'format', message: 'The form payload is not JSON.' }];
    }
  }
  const badText = payload === null ? null : badTextErrors(data);
  const parsed = schema.safeParse(data);
  if (badText) Object.assign(errors, badText);
  else if (!parsed.success && !errors.payload)
    Object.assign(errors, toFieldErrors(parsed.error.issues, data));
  if (Object.keys(errors).length) {
    await cleanup();
    throw new AppError(4220, { errors });
  }
  return { input: parsed.data as z.infer<S>, files, cleanup };
}
