import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type ErrorCode, errorMessages, httpStatusOf } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { createSession } from '../modules/auth/auth.repository';
import { TokenSigner } from '../modules/auth/auth.tokens';
import type { TestContext } from '../test/helpers';

/**
 * The security suites' harness: the app on its own copy of the seeded template (as `setupTestApp`
 * gives the API tests) but with a logger that keeps every error the server logs, so a 500 is
 * reported with the exception behind it; sessions minted without a login (logout, refresh and
 * change password end sessions, and argon2 would cost the fuzzer seconds); the operations of the
 * OpenAPI document; and the check that an error answer is in the catalogue's shape.
 */

/** One error the server logged (`request.log.error({ err }, ...)` in the error handler). */
export interface LoggedError {
  msg: string;
  type?: string;
  message?: string;
  stack?: string;
}

export interface SecurityContext extends TestContext {
  /** Every error logged so far, in order; a request's own are those added while it ran. */
  logged: LoggedError[];
  kind: 'pglite' | 'postgres';
}

let copies = 0;

async function openCopy(): Promise<Database> {
  const template = inject('dbTemplate');
  if (inject('dbKind') === 'pglite') return openPglite(undefined, new Blob([readFileSync(template)]));
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `${template}_c${process.pid}_s${++copies}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  // The global teardown drops the copies (their names start with the template's).
  return openPostgres(u.toString(), 4);
}

/** The app on a fresh copy of the seeded database, logging errors into `logged`; closed after the file. */
export async function setupSecurityApp(): Promise<SecurityContext> {
  const database = await openCopy();
  const blobDir = mkdtempSync(path.join(tmpdir(), 'staffhub-sec-blobs-'));
  const config = loadConfig(
    {},
    {
      tokenSecret: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST: '/nonexistent',
      BLOB_DIR: blobDir,
    },
  );
  const logged: LoggedError[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line.trim()) continue;
        try {
          const entry = JSON.parse(line) as {
            msg?: string;
            err?: { type?: string; message?: string; stack?: string };
          };
          logged.push({
            msg: entry.msg ?? '',
            type: entry.err?.type,
            message: entry.err?.message,
            stack: entry.err?.stack,
          });
        } catch {
          logged.push({ msg: line.slice(0, 500) });
        }
      }
      done();
    },
  });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    logger: { level: 'error', stream },
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(blobDir, { recursive: true, force: true });
  });
  return { app, database, config, now: () => new Date(), logged, kind: database.kind };
}

/** Rows of a query on the context's database. */
export async function query(ctx: TestContext, text: ReturnType<typeof sql>) {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** The account id of an e-mail address. */
export async function accountIdOf(ctx: TestContext, email: string): Promise<number> {
  const [row] = await query(ctx, sql`select id from accounts where email = ${email.toLowerCase()}`);
  if (!row) throw new Error(`no account ${email}`);
  return Number(row.id);
}

/**
 * A new live session of the account and its token, as a login would make it but without the
 * password check: for calls that end the session they use (logout, refresh, change password).
 */
export async function mintSession(ctx: TestContext, accountId: number): Promise<string> {
  const signer = new TokenSigner(ctx.config.tokenSecret, ctx.config.TOKEN_TTL_SECONDS);
  const sessionId = randomUUID();
  await createSession(ctx.database.db, sessionId, accountId, ctx.config.TOKEN_TTL_SECONDS);
  return signer.sign({ accountId, sessionId });
}

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/**
 * Tokens that must all be refused with 401 / 4010 on every route behind sign-in: each is wrong in
 * exactly one way, the rest of it being a live session of `accountId`.
 */
export async function badTokens(ctx: TestContext, accountId: number) {
  const live = new TokenSigner(ctx.config.tokenSecret, ctx.config.TOKEN_TTL_SECONDS);
  const sessionId = randomUUID();
  await createSession(ctx.database.db, sessionId, accountId, ctx.config.TOKEN_TTL_SECONDS);
  const claims = { accountId, sessionId };
  const other = new TokenSigner('another-secret-another-secret-0123456789', ctx.config.TOKEN_TTL_SECONDS);
  const nowS = Math.floor(Date.now() / 1000);
  const loggedOut = await mintSession(ctx, accountId);
  const out = await ctx.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { authorization: `Bearer ${loggedOut}` },
  });
  if (out.statusCode !== 200) throw new Error(`logout for the logged-out token: ${out.statusCode}`);
  return {
    /** No Authorization header at all. */
    none: null,
    garbage: 'not-a-token',
    /** Signed with the right key, for a live session, but expired a day ago. */
    expired: await live.sign(
      claims,
      new Date(Date.now() - 2 * 86_400_000 - ctx.config.TOKEN_TTL_SECONDS * 1000),
    ),
    /** Right claims, live session, signed with another key. */
    forged: await other.sign(claims),
    /** `alg: none`, no signature. */
    unsigned: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(accountId), sid: sessionId, iss: 'staffhub', iat: nowS, exp: nowS + 3600 })}.`,
    /** A token whose session was ended by logout. */
    loggedOut,
  } as const;
}

/** One operation of the OpenAPI document. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, `/api/remote/{id}`. */
  path: string;
  key: string;
  spec: OpenApiOperation;
}

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
  format?: string;
}

export interface OpenApiOperation {
  summary?: string;
  consumes?: string[];
  parameters?: Array<{
    in: 'query' | 'path' | 'header';
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Streams never end by themselves: the security suites leave `/api/events` to its own test. */
export const STREAMS = new Set(['/api/events']);

/** Every operation of the app's OpenAPI document but the streams. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
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
 * Whether an error answer is in the catalogue's shape: `{ code, message, errors? }` with a code of
 * `errorMessages`, the status that code maps to, its message, and on 422 / 4220 the field errors
 * by field name. Returns what is wrong, or null.
 */
export function catalogueProblem(res: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON (${res.headers['content-type'] ?? 'no content-type'})`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const { code, message, errors, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  if (typeof code !== 'number') return 'no numeric code';
  if (!(code in errorMessages)) return `code ${code} is not in the catalogue`;
  if (typeof message !== 'string') return 'no message';
  if (message !== errorMessages[code as ErrorCode]) return `message of ${code} is not the catalogue's`;
  if (httpStatusOf(code as ErrorCode) !== res.statusCode)
    return `code ${code} maps to ${httpStatusOf(code as ErrorCode)}, answered ${res.statusCode}`;
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors))
      return 'errors is not an object';
    for (const [field, list] of Object.entries(errors)) {
      if (!Array.isArray(list) || list.length === 0) return `errors.${field} is not a list`;
      for (const e of list as Array<Record<string, unknown>>)
        if (typeof e?.rule !== 'string' || typeof e?.message !== 'string')
          return `errors.${field} entry without rule and message`;
    }
  }
  if (code === 4220 && (errors === undefined || Object.keys(errors as object).length === 0))
    return '422 without field errors';
  return null;
}
