import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@staffhub/domain';

/**
 * The request headers every call carries: JSON, and the proof that the call comes from this app
 * (a cross-site form cannot set a header), which the server requires of writes made with the cookie.
 * The token is not here: the browser sends its HttpOnly cookie (`credentials: 'same-origin'`).
 */
export function apiHeaders(): Record<string, string> {
  return { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
}
