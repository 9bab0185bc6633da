import type { Socket } from 'node:net';
import {
  badTextErrors,
  type ErrorBody,
  type ErrorCode,
  errorMessages,
  toFieldErrors,
} from '@staffhub/domain';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { AppError } from '../errors';

/**
 * Validates request parts with zod and turns failures into 422/4220 with per-field rules. Every
 * part first passes the shared text hygiene (no NUL, no lone surrogate, in any field or key), so
 * no schema can forget it and no such text reaches the database.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const bad = badTextErrors(data);
    if (bad) return { error: new AppError(4220, { errors: bad }) };
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

/**
 * The router's own refusals, which never reach the error handler: a path parameter over the
 * router's length limit (414 / 4140) and a URL that cannot be decoded (400 / 4000).
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 4140 : 4000;
  reply.status(code === 4140 ? 414 : 400).send(body(code));
}

/**
 * Refusals of the HTTP parser itself (a header block over Node's limit, a broken request line):
 * answered in the same shape, then the connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const payload = JSON.stringify(body(tooLarge ? 4130 : 4000));
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
  );
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
