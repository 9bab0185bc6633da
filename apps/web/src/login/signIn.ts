import type { FieldErrors, Login } from '@staffhub/domain';
import { apiHeaders } from '../api/headers';
import { saveSession, type TokenResponse } from '../api/session';

export type SignInResult =
  | { ok: true }
  /** `status` 0: the network failed. */
  | { ok: false; status: number; code: number | null; errors: FieldErrors | null };

/**
 * POST /api/login. The server sets the token in its HttpOnly cookie; the page keeps only when it
 * expires (api/session.ts). Plain fetch: this runs before the app (and its HTTP client) has loaded.
 */
export async function signIn(values: Login): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch('/api/login', {
      method: 'POST',
      headers: { ...apiHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(values),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, code: null, errors: null };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && body && typeof body === 'object' && 'expires_in' in body) {
    saveSession(body as TokenResponse);
    return { ok: true };
  }
  const failure = (body ?? {}) as { code?: unknown; errors?: unknown };
  return {
    ok: false,
    status: response.status,
    code: typeof failure.code === 'number' ? failure.code : null,
    errors: failure.errors && typeof failure.errors === 'object' ? (failure.errors as FieldErrors) : null,
  };
}
