import { type ErrorCode, errorMessages, type FieldErrors, httpStatusOf } from '@staffhub/domain';

/** The one error type services throw; the error handler renders it as `{code, message, errors?}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    opts: { errors?: FieldErrors; message?: string; headers?: Record<string, string> } = {},
  ) {
    super(opts.message ?? errorMessages[code]);
    this.code = code;
    this.status = httpStatusOf(code);
    this.errors = opts.errors;
    this.headers = opts.headers;
  }
}

export const forbidden = () => new AppError(4030);
export const notFound = () => new AppError(4040);
/** 422 / 4220 with the fields' errors. */
export const invalid = (errors: FieldErrors) => new AppError(4220, { errors });
