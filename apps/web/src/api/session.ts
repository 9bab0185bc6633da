/**
 * The signed-in session of this browser. The token itself is in the HttpOnly `token` cookie the
 * server sets at login and refresh (path /api, SameSite=Strict): no script of the page can read
 * it, and the browser sends it with every API call. The app keeps only when that token expires,
 * in a readable cookie of the same lifetime (expires_in / 86400 days, SPEC 9): it tells whether
 * someone is signed in and when to refresh, and is worth nothing to a thief.
 */
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';

/** When the token stops being valid (ms since epoch). */
const EXPIRES_AT_COOKIE = 'token_expires_at';
/** Earlier versions kept the token itself in a readable cookie of this name (path /). */
const READABLE_TOKEN_COOKIE = 'token';
const SECONDS_PER_DAY = 86_400;

/** The answer of POST /login and /refresh-token; the web reads only `expires_in`. */
export interface TokenResponse {
  token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export function hasSession(): boolean {
  return readCookie(EXPIRES_AT_COOKIE) !== null;
}

let isSessionEnded = false;

/** True the first time a session is ended (several calls can fail with 401 at once). */
export function markSessionEnded(): boolean {
  if (isSessionEnded) return false;
  isSessionEnded = true;
  return true;
}

export function saveSession({ expires_in }: Pick<TokenResponse, 'expires_in'>): void {
  isSessionEnded = false;
  writeCookie(EXPIRES_AT_COOKIE, String(Date.now() + expires_in * 1000), expires_in / SECONDS_PER_DAY);
}

/** Forgets the session here; the HttpOnly cookie is cleared by the server (logout) or expires. */
export function clearSession(): void {
  deleteCookie(EXPIRES_AT_COOKIE);
  deleteCookie(READABLE_TOKEN_COOKIE);
}

export function tokenExpiresAt(): number | null {
  const raw = Number(readCookie(EXPIRES_AT_COOKIE));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
}

/**
 * Deletes a token left readable by an earlier version (the HttpOnly one is invisible here). Its
 * holder signs in once more: the server takes a `token` cookie wherever it comes from, and this one
 * must not stay where a script could read it.
 */
export function dropReadableToken(): void {
  if (readCookie(READABLE_TOKEN_COOKIE) === null) return;
  deleteCookie(READABLE_TOKEN_COOKIE);
  clearSession();
}
