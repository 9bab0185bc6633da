import {
  badTextErrors,
  type CorrectionInput,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  type FieldError,
  type FieldErrors,
  toFieldErrors,
  ZCorrectionInput,
} from '@staffhub/domain';
import type { FastifyRequest } from 'fastify';
import { type CleanImage, decodeImage } from '../../blob/images';
import { AppError, multipartFailure } from '../../errors';

export type Evidence = CleanImage;

/** More parts than this is not a form our screens send: 413 / 4130. */
const MAX_PARTS = 8;
const FILE_FIELDS = new Set(['img_evidence', 'img_evidence[]']);
const ARRAY_FIELDS = new Set(['keep_images']);

/**
 * Reads a correction form (multipart): the text fields, validated by the shared schema, and the
 * evidence images, checked by content and size and cleaned of metadata. Everything is read and
 * checked before anything is stored, so a refused request keeps no file. All field errors are
 * reported together as 422 / 4220.
 */
export async function readCorrectionForm(
  request: FastifyRequest,
  options: { requireImage: boolean },
): Promise<{ input: CorrectionInput; images: Evidence[] }> {
  if (!request.isMultipart()) throw new AppError(4150);
  const fields: Record<string, string | string[]> = {};
  const imageErrors: FieldError[] = [];
  const images: Evidence[] = [];
  let fileCount = 0;
  let tooLarge = false;
  let badType = false;
  try {
    // throwFileSizeLimit is honoured per call at runtime; the typings only allow it app-wide.
    const options = {
      limits: { fileSize: EVIDENCE_MAX_BYTES, files: MAX_PARTS, fields: MAX_PARTS * 2, parts: MAX_PARTS * 3 },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!FILE_FIELDS.has(part.fieldname)) continue;
        if (data.length === 0 && !part.filename) continue;
        fileCount += 1;
        if (part.file.truncated) {
          tooLarge = true;
          continue;
        }
        const clean = await decodeImage(data);
        if (!clean) badType = true;
        else images.push(clean);
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        const value = String(part.value ?? '');
        if (ARRAY_FIELDS.has(name)) {
          const list = (fields[name] as string[] | undefined) ?? [];
          for (const v of value.split(',')) if (v.trim()) list.push(v.trim());
          fields[name] = list;
        } else fields[name] = value;
      }
    }
  } catch (e) {
    throw multipartFailure(e);
  }
  if (badType) imageErrors.push({ rule: 'image_type', message: 'Only png, jpg, jpeg are supported.' });
  if (tooLarge)
    imageErrors.push({
      rule: 'image_size',
      message: `Each image may be at most ${EVIDENCE_MAX_BYTES / 1024} KB.`,
      params: { max: EVIDENCE_MAX_BYTES / 1024 },
    });
  if (fileCount > EVIDENCE_MAX_FILES)
    imageErrors.push({
      rule: 'image_count',
      message: `At most ${EVIDENCE_MAX_FILES} images.`,
      params: { max: EVIDENCE_MAX_FILES },
    });
  if (options.requireImage && fileCount === 0)
    imageErrors.push({ rule: 'required', message: 'At least one evidence image is required.' });

  // The shared text hygiene first (as every JSON body gets it), then the schema.
  const badText = badTextErrors(fields);
  const parsed = ZCorrectionInput.safeParse(fields);
  const errors: FieldErrors = badText ?? (parsed.success ? {} : toFieldErrors(parsed.error.issues, fields));
  if (imageErrors.length) errors.img_evidence = imageErrors;
  if (badText || !parsed.success || imageErrors.length) throw new AppError(4220, { errors });
  return { input: parsed.data, images };
}
