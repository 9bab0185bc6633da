import type { CookieSerializeOptions } from '@fastify/cookie';
import { TOKEN_COOKIE, TOKEN_COOKIE_PATH } from '@staffhub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The token cookie of the web: HttpOnly (no script reads it), sent to /api only, never on a
 * cross-site request (SameSite=Strict), Secure when the app is reached over https (directly, or
 * through a proxy that says so and is trusted: TRUST_PROXY). It lives as long as the token.
 */
export function tokenCookieOptions(isHttps: boolean, maxAgeSeconds: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure: isHttps,
    sameSite: 'strict',
    path: TOKEN_COOKIE_PATH,
    maxAge: maxAgeSeconds,
  };
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

export function setTokenCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  { token, expires_in }: { token: string; expires_in: number },
): void {
  reply.setCookie(TOKEN_COOKIE, token, tokenCookieOptions(isHttps(request), expires_in));
}

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, tokenCookieOptions(isHttps(request), 0));
}
