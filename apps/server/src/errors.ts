import {
  codeFieldErrors,
  type ErrorCode,
  errorMessages,
  type FieldErrors,
  httpStatusOf,
} from '@staffhub/domain';

/** The one error type services throw; the error handler renders it as `{code, message, errors?}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    opts: {
      errors?: FieldErrors;
      /** The field (or fields) the refusal concerns: `errors` then names them with this code. */
      field?: string | readonly string[];
      message?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(opts.message ?? errorMessages[code]);
    this.code = code;
    this.status = httpStatusOf(code);
    const fields = opts.field === undefined ? [] : typeof opts.field === 'string' ? [opts.field] : opts.field;
    this.errors = fields.length ? { ...codeFieldErrors(code, fields), ...opts.errors } : opts.errors;
    this.headers = opts.headers;
  }
}

export const forbidden = () => new AppError(4030);
export const notFound = () => new AppError(4040);
/** 422 / 4220 with the fields' errors. */
export const invalid = (errors: FieldErrors) => new AppError(4220, { errors });

/**
 * What the multipart reader threw, as the catalogue's error: too many parts or a file over its
 * limit 413 / 4130, not multipart 415 / 4150, anything else (no boundary, cut short, malformed)
 * the body's fault, 400 / 4000. An AppError passes through.
 */
export function multipartFailure(e: unknown): AppError {
  if (e instanceof AppError) return e;
  const code = (e as { code?: string }).code ?? '';
  if (['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE'].includes(code))
    return new AppError(4130);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(4150);
  return new AppError(4000);
}
