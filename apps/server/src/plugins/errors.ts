import { type ErrorBody, type ErrorCode, errorMessages, toFieldErrors } from '@staffhub/domain';
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { AppError } from '../errors';

/** Validates request parts with zod and turns failures into 422/4220 with per-field rules. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new AppError(4220, { errors: toFieldErrors(result.error.issues, data) }) };
  };

function body(code: ErrorCode, errors?: ErrorBody['errors']): ErrorBody {
  return errors ? { code, message: errorMessages[code], errors } : { code, message: errorMessages[code] };
}

/** Maps Fastify's own client errors (bad JSON, too large, wrong media type) to our codes. */
function fromFastify(err: FastifyError): ErrorCode | null {
  const status = err.statusCode ?? 500;
  if (status === 413) return 4130;
  if (status === 415) return 4150;
  if (status === 404) return 4040;
  if (status === 401) return 4010;
  if (status === 403) return 4030;
  if (status === 429) return 4291;
  if (status >= 400 && status < 500) return 4000;
  return null;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err.status >= 500) request.log.error({ err }, 'request failed');
      return reply.status(err.status).send(body(err.code, err.errors));
    }
    const code = fromFastify(err);
    if (code !== null) {
      return reply.status(code === 4000 ? 400 : Math.floor(code / 10)).send(body(code));
    }
    // Anything unexpected: log everything, reveal nothing.
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send(body(5000));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(body(4040));
  });
});
