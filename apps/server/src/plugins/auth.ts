import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { AppError } from '../errors';
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

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/** Administrators are the Admin department (SPEC 1); 403 / 4030 for anyone else. */
export function requireAdmin(actor: Actor): Actor {
  if (!actor.isAdmin) throw new AppError(4030);
  return actor;
}

/** Every /api route needs a live token unless its config says `public: true`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenSigner }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    // Unknown /api routes fall through to the 404 handler; they need no session lookup.
    if (!request.routeOptions.url) return;
    const token = bearerOf(request);
    if (!token) throw new AppError(4010);
    const claims = await opts.tokens.verify(token);
    if (!claims) throw new AppError(4010);
    const session = await findLiveSession(opts.db, claims.sessionId, claims.accountId);
    if (!session) throw new AppError(4010);
    request.auth = { ...session, sessionId: claims.sessionId };
  });
});
