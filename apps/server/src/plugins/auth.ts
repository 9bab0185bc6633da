import fastifyCookie from '@fastify/cookie';
import { CSRF_HEADER, CSRF_HEADER_VALUE, TOKEN_COOKIE } from '@staffhub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, writeGeneration } from '../db/client';
import { AppError } from '../errors';
import { clearTokenCookie } from '../modules/auth/auth.cookie';
import { findLiveSession } from '../modules/auth/auth.repository';
import type { TokenSigner } from '../modules/auth/auth.tokens';

/** The acting person as every service needs them: their company's zone and admin right. */
export interface Actor {
  employeeId: number;
  companyId: number;
  timeZone: string;
  isAdmin: boolean;
}

export interface AuthContext extends Actor {
  accountId: number;
  sessionId: string;
  /**
   * Which state of the data this request reads: `g<n>` under the data generation `n` of this
   * process (`writeGeneration`), else `s<snapshot>`, the database snapshot read with the session
   * (`pg_current_snapshot()`). Equal versions mean nothing was written in between.
   */
  dataVersion: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Route reachable without a token (login, docs). */
    public?: boolean;
  }
}

/** The signed-in person of a request; throws 401 when the route was public and nobody signed in. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(4010);
  return request.auth;
}

interface Credential {
  token: string;
  /** `cookie`: the browser sent it by itself, so a write must prove it comes from our page. */
  via: 'bearer' | 'cookie';
}

/** The Authorization header when there is one (bearer clients, as before), else the token cookie. */
function credentialOf(request: FastifyRequest): Credential | null {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value] = header.split(' ');
    return scheme?.toLowerCase() === 'bearer' && value ? { token: value, via: 'bearer' } : null;
  }
  const cookie = request.cookies[TOKEN_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write carried by the cookie alone must have the header our web client always sends: a
 * cross-site form or link cannot set a header, and a cross-site script cannot send one without a
 * CORS preflight, which this API never answers (SameSite=Strict already keeps the cookie off
 * cross-site requests; this holds even where SameSite does not).
 */
function isCsrfProof(request: FastifyRequest): boolean {
  return SAFE_METHODS.has(request.method) || request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE;
}

/** Administrators are the Admin department (SPEC 1); 403 / 4030 for anyone else. */
export function requireAdmin(actor: Actor): Actor {
  if (!actor.isAdmin) throw new AppError(4030);
  return actor;
}

/**
 * Every /api route needs a live token unless its config says `public: true`: a bearer token
 * (API clients), or the HttpOnly token cookie the web gets at login (writes then need the CSRF
 * header: 403 / 4030 without it). A refused cookie is cleared.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; tokens: TokenSigner; now: () => Date }) => {
    // Registered here so the cookies are parsed (its onRequest hook) before the one below reads them.
    await app.register(fastifyCookie);
    app.decorateRequest('auth', null);
    type Live = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;
    /**
     * A session check is kept while the data generation holds (`writeGeneration`: on PGlite this
     * process's writes; on PostgreSQL also every other process's, heard as they commit) and the
     * app clock is in the same minute (the resignation rule reads the company's today); the
     * expiry is checked again each time, on the database's clock as the query does. So a logout,
     * a resignation or any other write drops every kept check, in this process at once, in the
     * others as soon as the database's notification arrives (milliseconds), and with no
     * generation (PostgreSQL while the listening connection is down) every request asks.
     */
    const kept = new Map<string, { generation: number; minute: number; session: Live }>();
    const liveSession = async (
      sessionId: string,
      accountId: number,
    ): Promise<{ session: Live; version: string } | undefined> => {
      const now = opts.now();
      const generation = writeGeneration(opts.db);
      const minute = Math.floor(now.getTime() / 60_000);
      const key = `${sessionId}:${accountId}`;
      const hit = kept.get(key);
      if (
        hit &&
        generation !== null &&
        hit.generation === generation &&
        hit.minute === minute &&
        Date.now() < hit.session.expiresAt.getTime()
      )
        return { session: hit.session, version: `g${generation}` };
      const session = await findLiveSession(opts.db, sessionId, accountId, now);
      if (!session) return undefined;
      if (generation === null) return { session, version: `s${session.snapshot}` };
      // Bounded: past 10,000 sessions the oldest checks go first.
      if (kept.size >= 10_000) kept.delete(kept.keys().next().value as string);
      kept.set(key, { generation, minute, session });
      return { session, version: `g${generation}` };
    };
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config?.public) return;
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
      // Unknown /api routes fall through to the 404 handler; they need no session lookup.
      if (!request.routeOptions.url) return;
      const credential = credentialOf(request);
      if (!credential) throw new AppError(4010);
      if (credential.via === 'cookie' && !isCsrfProof(request)) throw new AppError(4030);
      const claims = await opts.tokens.verify(credential.token);
      const live = claims && (await liveSession(claims.sessionId, claims.accountId));
      if (!claims || !live) {
        if (credential.via === 'cookie') clearTokenCookie(request, reply);
        throw new AppError(4010);
      }
      const { expiresAt: _, snapshot: __, ...actor } = live.session;
      request.auth = { ...actor, sessionId: claims.sessionId, dataVersion: live.version };
    });
  },
);
