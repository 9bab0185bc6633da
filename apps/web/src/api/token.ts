/** The bearer token lives in the `token` cookie for expires_in / 86400 days (SPEC 9). */
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';

export const TOKEN_COOKIE = 'token';
/** When the token stops being valid (ms since epoch), kept so the app can refresh it in time. */
const EXPIRES_AT_COOKIE = 'token_expires_at';
const SECONDS_PER_DAY = 86_400;

export interface TokenResponse {
  token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export function getToken(): string | null {
  const token = readCookie(TOKEN_COOKIE);
  return token ? token : null;
}

export function hasToken(): boolean {
  return getToken() !== null;
}

let isSessionEnded = false;

/** True the first time a session is ended (several calls can fail with 401 at once). */
export function markSessionEnded(): boolean {
  if (isSessionEnded) return false;
  isSessionEnded = true;
  return true;
}

export function saveToken({ token, expires_in }: TokenResponse): void {
  isSessionEnded = false;
  const days = expires_in / SECONDS_PER_DAY;
  writeCookie(TOKEN_COOKIE, token, days);
  writeCookie(EXPIRES_AT_COOKIE, String(Date.now() + expires_in * 1000), days);
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(EXPIRES_AT_COOKIE);
}

export function tokenExpiresAt(): number | null {
  const raw = Number(readCookie(EXPIRES_AT_COOKIE));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
}
