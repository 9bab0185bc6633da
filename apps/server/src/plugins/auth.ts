import fastifyCookie from '@fastify/cookie';
import { CSRF_HEADER, CSRF_HEADER_VALUE, TOKEN_COOKIE } from '@staffhub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ANY, type DataChanges, readingInto } from '../db/changes';
import { type Db, dataChanges } from '../db/client';
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

/** What a session check finds: the live session's person, or nothing. */
type Live = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/**
 * The session checks of a process: `lookup` asks the database (`findLiveSession`); `changesOf`
 * tells what may have changed since (`dataChanges`, null where changes are not followed).
 *
 * A check is kept while none of the tables it read has changed (`dataChanges`: on PGlite this
 * process's writes; on PostgreSQL also every other process's, heard as they commit) and the app
 * clock is in the same minute (the resignation rule reads the company's today); the expiry is
 * checked again each time by this process's clock, and past it the database is asked. So a
 * logout, a resignation, a password change drops the kept checks, in this process at once, in the
 * others as soon as the database's notification arrives (milliseconds), while a check-in or a
 * leave request does not; with changes unknown (PostgreSQL while the listening connection is down)
 * every request asks.
 *
 * One lookup at a time per session: a request arriving while one is asked, in the same minute and
 * with nothing written since it began, takes its answer (unless it is past its expiry by this
 * process's clock: then it asks the database, whose clock decides, as for a kept check). At a
 * minute's turn, or after a write, each request of a burst (a page's calls, a client's ten
 * connections) otherwise asked the same thing at once, each on a connection of its own.
 */
export function sessionChecks(
  lookup: (sessionId: string, accountId: number, now: Date) => Promise<Live | undefined>,
  changesOf: () => DataChanges | null | undefined,
  clock: () => Date,
) {
  const kept = new Map<string, { position: number; tables: Set<string>; minute: number; session: Live }>();
  /** The lookups being asked, one per session (so at most one per request in flight). */
  const asking = new Map<string, { position: number; minute: number; session: Promise<Live | undefined> }>();
  /**
   * Its expiry checked again on each use of a kept or shared answer: past it, the database is asked.
   */
  const unexpired = (session: Live | undefined) =>
    session && Date.now() < session.expiresAt.getTime() ? session : undefined;
  return async (sessionId: string, accountId: number): Promise<Live | undefined> => {
    const now = clock();
    const changes = changesOf();
    const position = changes?.position() ?? null;
    const minute = Math.floor(now.getTime() / 60_000);
    const key = `${sessionId}:${accountId}`;
    const hit = kept.get(key);
    if (hit && changes && hit.minute === minute && changes.unchangedSince(hit.position, hit.tables))
      return unexpired(hit.session) ?? (await ask());
    const inFlight = asking.get(key);
    if (
      inFlight &&
      changes &&
      inFlight.minute === minute &&
      changes.unchangedSince(inFlight.position, [ANY])
    ) {
      const shared = await inFlight.session;
      // No live session: the asker's answer too. Past its expiry by this process's clock, the
      // database decides (its clock may differ).
      return shared && (unexpired(shared) ?? (await ask()));
    }
    return ask();

    async function ask() {
      // Its tables apart: what the request's answer reads is the handler's.
      const tables = new Set<string>();
      const asked = readingInto(tables, () => lookup(sessionId, accountId, now));
      if (position !== null) asking.set(key, { position, minute, session: asked });
      const session = await asked.finally(() => {
        if (asking.get(key)?.session === asked) asking.delete(key);
      });
      if (!session || position === null) return session;
      // Bounded: past 10,000 sessions the oldest checks go first.
      kept.delete(key);
      if (kept.size >= 10_000) kept.delete(kept.keys().next().value as string);
      kept.set(key, { position, tables, minute, session });
      return session;
    }
  };
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
    const liveSession = sessionChecks(
      (sessionId, accountId, now) => findLiveSession(opts.db, sessionId, accountId, now),
      () => dataChanges(opts.db),
      opts.now,
    );
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
      const { expiresAt: _, ...actor } = live;
      request.auth = { ...actor, sessionId: claims.sessionId };
    });
  },
);
