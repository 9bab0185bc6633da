import { type ErrorCode, errorMessages, httpStatusOf } from '@staffhub/domain';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document as the security suites read it, and the error shape they hold answers to. */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface OpenApiParameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  consumes?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** One operation of the document. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, `/api/remote/{id}`. */
  path: string;
  /** `POST /api/remote/{id}`. */
  key: string;
  spec: OpenApiOperation;
}

/** Streams never end by themselves: the security suites leave `/api/events` to its own test. */
export const STREAMS = new Set(['/api/events']);

/** Every operation of the app's OpenAPI document but the streams. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  return operationsIn(res.json());
}

export function operationsIn(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths)
    .filter(([p]) => !STREAMS.has(p))
    .flatMap(([p, methods]) =>
      Object.entries(methods).map(([m, spec]) => {
        const method = m.toUpperCase() as Operation['method'];
        return { method, path: p, key: `${method} ${p}`, spec };
      }),
    );
}

/**
 * What is wrong with an error answer, or null when it is in the catalogue's shape: a JSON object
 * `{ code, message, errors? }` and nothing else, a code of `errorMessages` answered with the status
 * that code maps to and its message, field errors as lists of `{ rule, message }` by field, and on
 * 422 / 4220 at least one field error.
 */
export function catalogueProblem(res: { statusCode: number; body: string }): string | null {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const { code, message, errors, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length) return `keys outside the shape: ${extra.join(', ')}`;
  if (typeof code !== 'number') return 'no numeric code';
  if (!(code in errorMessages)) return `code ${code} is not in the catalogue`;
  if (typeof message !== 'string') return 'no message';
  if (message !== errorMessages[code as ErrorCode]) return `the message is not the catalogue's for ${code}`;
  if (httpStatusOf(code as ErrorCode) !== res.statusCode)
    return `code ${code} maps to ${httpStatusOf(code as ErrorCode)}, answered with ${res.statusCode}`;
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors))
      return 'errors is not an object';
    for (const [field, list] of Object.entries(errors)) {
      if (!Array.isArray(list) || list.length === 0) return `errors.${field} is not a list`;
      for (const e of list as Array<Record<string, unknown>>)
        if (typeof e?.rule !== 'string' || typeof e?.message !== 'string')
          return `errors.${field} has an entry without rule and message`;
    }
  }
  if (code === 4220 && (errors === undefined || Object.keys(errors as object).length === 0))
    return '422 / 4220 without field errors';
  return null;
}
